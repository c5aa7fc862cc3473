import TableSim

/// The table a scenario's setup lines describe: its screen, options, sections and omitted methods.
public struct TableSetup: Hashable, Sendable {
    public var screen = Screen.default
    public var options = TableOptions()
    public var sections: [SectionDeclaration] = []
    public var omitted: Set<CallbackSelector> = []
    /// Whether this is the built-in sample table (no `table` line yet).
    public var isSample = false
    public init() {}
}

/// The app behind a declared table: a data source and delegate that answer from the row options.
///
/// It implements every method TableSim models, except those `omit` lists, the height methods unless
/// a row or section sets a height, and `performPrimaryActionForRowAt` unless `primary-action=on`
/// (so that a plain tap ends at `didSelectRowAt`, as the contract's examples show).
final class DeclaredApp: TableViewDataSource, TableViewDelegate {
    var setup: TableSetup
    private let implementsRowHeight: Bool
    private let implementsRowEstimate: Bool
    private let implementsHeaderHeight: Bool
    private let implementsFooterHeight: Bool

    init(setup: TableSetup) {
        self.setup = setup
        implementsRowHeight = setup.sections.contains { $0.rows.anyOptions { $0.height != nil } }
        implementsRowEstimate = setup.sections.contains { $0.rows.anyOptions { $0.estimatedHeight != nil } }
        implementsHeaderHeight = setup.sections.contains { $0.headerHeight != nil }
        implementsFooterHeight = setup.sections.contains { $0.footerHeight != nil }
    }

    private func row(_ indexPath: IndexPath) -> RowDeclaration {
        setup.sections[indexPath.section].rows[indexPath.row]
    }

    func responds(to selector: CallbackSelector) -> Bool {
        if setup.omitted.contains(selector) { return false }
        switch selector {
        case .heightForRowAt: return implementsRowHeight
        case .estimatedHeightForRowAt: return implementsRowEstimate
        case .heightForHeaderInSection: return implementsHeaderHeight
        case .heightForFooterInSection: return implementsFooterHeight
        case .estimatedHeightForHeaderInSection, .estimatedHeightForFooterInSection: return false
        case .performPrimaryActionForRowAt: return setup.options.primaryAction
        default: return true
        }
    }

    // MARK: Data source

    func numberOfSections(in tableView: TableView) -> Int { setup.sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        setup.sections[section].rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let declared = row(indexPath)
        let options = declared.options
        let cell =
            tableView.dequeueReusableCell(withIdentifier: options.reuseIdentifier)
            ?? TableViewCell(style: options.style, reuseIdentifier: options.reuseIdentifier)
        cell.textLabel?.text = declared.title
        cell.detailTextLabel?.text = options.detail
        cell.accessoryType = options.accessory
        cell.editingAccessoryType = options.editingAccessory
        cell.selectionStyle = options.selectionStyle
        cell.hasTextField = options.textField
        cell.showsReorderControl = true
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        setup.sections[section].header
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        setup.sections[section].footer
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { row(indexPath).options.canEdit }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { row(indexPath).options.canMove }

    func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) {}

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let moved = setup.sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
        setup.sections[destinationIndexPath.section].rows.insert(moved, at: destinationIndexPath.row)
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }

    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    // MARK: Delegate: display

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, willDisplayHeaderView view: HeaderFooterView, forSection section: Int) {}
    func tableView(_ tableView: TableView, willDisplayFooterView view: HeaderFooterView, forSection section: Int) {}
    func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: HeaderFooterView, forSection section: Int
    ) {}
    func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: HeaderFooterView, forSection section: Int
    ) {}

    // MARK: Delegate: heights

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        row(indexPath).options.height?.value ?? tableView.rowHeight
    }

    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        row(indexPath).options.estimatedHeight ?? tableView.estimatedRowHeight
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        setup.sections[section].headerHeight?.value ?? TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        setup.sections[section].footerHeight?.value ?? TableView.automaticDimension
    }

    // MARK: Delegate: accessories, highlight, selection

    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        row(indexPath).options.highlight
    }

    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        redirect(row(indexPath).options.willSelect, indexPath)
    }

    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        redirect(row(indexPath).options.willDeselect, indexPath)
    }

    private func redirect(_ answer: RowRedirect, _ indexPath: IndexPath) -> IndexPath? {
        switch answer {
        case .same: indexPath
        case .none: nil
        case .other(let other): other
        }
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}

    // MARK: Delegate: editing

    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle {
        row(indexPath).options.editingStyle
    }

    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        row(indexPath).options.deleteTitle
    }

    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        row(indexPath).options.indent
    }

    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}

    /// The row's `move-target`: the proposal, the proposal kept inside the row's section (Apple's sample
    /// code: the section's first or last row when the proposal leaves it), or a fixed place.
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        switch row(sourceIndexPath).options.moveTarget {
        case .proposed:
            return proposedDestinationIndexPath
        case .section:
            guard proposedDestinationIndexPath.section != sourceIndexPath.section else { return proposedDestinationIndexPath }
            let last = setup.sections[sourceIndexPath.section].rows.count - 1
            let row = proposedDestinationIndexPath.section > sourceIndexPath.section ? last : 0
            return IndexPath(row: row, section: sourceIndexPath.section)
        case .fixed(let target):
            return target
        }
    }

    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        row(indexPath).options.leadingActions.map { configuration($0, forRowAt: indexPath, in: tableView) }
    }

    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        row(indexPath).options.trailingActions.map { configuration($0, forRowAt: indexPath, in: tableView) }
    }

    /// The declared actions with their handlers: a destructive one deletes the row the way the app's
    /// own `commit` does (called directly, so it is not traced), a normal one changes nothing; every
    /// handler then calls its completion handler with true.
    private func configuration(
        _ actions: [ActionDeclaration], forRowAt indexPath: IndexPath, in tableView: TableView
    ) -> SwipeActionsConfiguration {
        SwipeActionsConfiguration(
            actions: actions.map { declared in
                ContextualAction(style: declared.style, title: declared.title) {
                    [weak self, weak tableView] action, _, completion in
                    if action.style == .destructive, let self, let tableView {
                        self.tableView(tableView, commit: .delete, forRowAt: indexPath)
                    }
                    completion(true)
                }
            })
    }

    // MARK: Scroll-view delegate

    func scrollViewDidScroll(_ scrollView: ScrollView) {}
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) {}
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
