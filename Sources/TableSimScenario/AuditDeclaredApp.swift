import TableSim

/// The declared app's own header views, and what its declarations tell the accessibility audit.
extension DeclaredApp: AccessibilityAuditDeclaring {
    /// The reuse identifier of a header view whose app sets no traits, and of one that sets them: a view
    /// keeps the traits it was given, so the two kinds are never reused for each other.
    static let headerViewIdentifiers = (plain: "Header", withTraits: "TraitsHeader")

    /// A section declared with `header-view=custom` gets the app's own view showing its title (and the
    /// traits `header-traits=` names); other sections nil, so the table makes its title view. An app with
    /// no such section does not implement the method at all, so no trace shows it.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> HeaderFooterView? {
        guard implementsHeaderView else {
            tableView.markUnimplemented()
            return nil
        }
        guard setup.sections.indices.contains(section), setup.sections[section].customHeaderView else { return nil }
        let declared = setup.sections[section]
        let identifier = declared.headerTraits == nil ? Self.headerViewIdentifiers.plain : Self.headerViewIdentifiers.withTraits
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) ?? HeaderFooterView(reuseIdentifier: identifier)
        view.title = declared.header
        if let traits = declared.headerTraits { view.accessibilityTraits = traits }
        return view
    }

    /// The declared row, or nil for a path the data does not have (read without raising: the audit is
    /// not app code).
    private func declaredRow(_ indexPath: IndexPath) -> RowDeclaration? {
        guard setup.sections.indices.contains(indexPath.section) else { return nil }
        let rows = setup.sections[indexPath.section].rows
        return indexPath.row >= 0 && indexPath.row < rows.count ? rows[indexPath.row] : nil
    }

    /// A tap acts unless the row declares `highlight=off` or `will-select=nil`.
    func auditDeclaresTapAction(forRowAt indexPath: IndexPath) -> Bool {
        guard let options = declaredRow(indexPath)?.options else { return false }
        let highlights = !responds(to: .shouldHighlightRowAt) || options.highlight
        let selects = !responds(to: .willSelectRowAt) || options.willSelect != .none
        return highlights && selects
    }

    /// The row offers swipe actions when it can be edited and a configuration it declares has actions,
    /// or, without a trailing configuration, the app commits deletes of a `.delete`-style row (the
    /// standard Delete), as accessibility reference §6 [D: D-cell] gives them.
    func auditDeclaresSwipeActions(forRowAt indexPath: IndexPath) -> Bool {
        guard let options = declaredRow(indexPath)?.options else { return false }
        guard !responds(to: .canEditRowAt) || options.canEdit else { return false }
        let leading = responds(to: .leadingSwipeActionsConfigurationForRowAt) && !(options.leadingActions ?? []).isEmpty
        let trailing: Bool
        if responds(to: .trailingSwipeActionsConfigurationForRowAt), let actions = options.trailingActions {
            trailing = !actions.isEmpty
        } else {
            let style = responds(to: .editingStyleForRowAt) ? options.editingStyle : .delete
            trailing = responds(to: .commitEditingStyle) && style == .delete
        }
        return leading || trailing
    }
}
