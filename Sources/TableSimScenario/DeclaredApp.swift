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

    /// The declared row at an index path; a path the data does not have crashes the app, as reading
    /// past the end of its arrays would (the declared app keeps its data in `NSMutableArray`s).
    private func row(_ indexPath: IndexPath, _ tableView: TableView) -> RowDeclaration {
        guard let section = section(indexPath.section, tableView) else { return DeclaredApp.placeholder }
        guard indexPath.row >= 0, indexPath.row < section.rows.count else {
            tableView.raiseException(DeclaredApp.rangeException(index: indexPath.row, count: section.rows.count))
            return DeclaredApp.placeholder
        }
        return section.rows[indexPath.row]
    }

    private func section(_ index: Int, _ tableView: TableView) -> SectionDeclaration? {
        guard index >= 0, index < setup.sections.count else {
            tableView.raiseException(DeclaredApp.rangeException(index: index, count: setup.sections.count))
            return nil
        }
        return setup.sections[index]
    }

    private static let placeholder = RowDeclaration(title: "", options: RowOptions())

    /// Foundation's exception for reading past the end of an array.
    static func rangeException(index: Int, count: Int) -> UIKitException {
        UIKitException(
            name: "NSRangeException",
            reason: "*** -[__NSArrayM objectAtIndexedSubscript:]: index \(index) beyond bounds "
                + (count == 0 ? "for empty array" : "[0 .. \(count - 1)]"))
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
        self.section(section, tableView)?.rows.count ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let declared = row(indexPath, tableView)
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
        self.section(section, tableView)?.header
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        self.section(section, tableView)?.footer
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        row(indexPath, tableView).options.canEdit
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        row(indexPath, tableView).options.canMove
    }

    /// What a correct app does: it changes its data, then tells the table (`deleteRows` for a
    /// delete; for an insert, a new row at the committed row's place, which moves down). With
    /// `commit=forget` the app tells the table without changing its data, and the update's
    /// validation crashes it. The new row's title is the row's `insert-title`, else "New row".
    func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) {
        let declared = row(indexPath, tableView)
        guard tableView.exception == nil else { return }
        let changesData = (declared.options.commit ?? setup.options.commit) == .correct
        switch editingStyle {
        case .delete:
            if changesData { setup.sections[indexPath.section].rows.remove(at: indexPath.row) }
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            if changesData {
                let title = declared.options.insertTitle ?? DeclaredApp.insertedRowTitle
                setup.sections[indexPath.section].rows.insert(
                    RowDeclaration(title: title, options: RowOptions()), at: indexPath.row)
            }
            tableView.insertRows(at: [indexPath], with: .automatic)
        case .none:
            break
        }
    }

    /// The title of a row the user adds with the insert control, unless the row says `insert-title=`.
    static let insertedRowTitle = "New row"

    /// The user dropped a row elsewhere: the table already shows it there; the data follows.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let moved = row(sourceIndexPath, tableView)
        guard tableView.exception == nil, destinationIndexPath.section >= 0,
            destinationIndexPath.section < setup.sections.count
        else { return }
        setup.sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
        let rows = setup.sections[destinationIndexPath.section].rows.count
        guard destinationIndexPath.row >= 0, destinationIndexPath.row <= rows else {
            tableView.raiseException(DeclaredApp.rangeException(index: destinationIndexPath.row, count: rows))
            return
        }
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
        row(indexPath, tableView).options.height?.value ?? tableView.rowHeight
    }

    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        row(indexPath, tableView).options.estimatedHeight ?? tableView.estimatedRowHeight
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        self.section(section, tableView)?.headerHeight?.value ?? TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        self.section(section, tableView)?.footerHeight?.value ?? TableView.automaticDimension
    }

    // MARK: Delegate: accessories, highlight, selection

    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        row(indexPath, tableView).options.highlight
    }

    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        redirect(row(indexPath, tableView).options.willSelect, indexPath)
    }

    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        redirect(row(indexPath, tableView).options.willDeselect, indexPath)
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
        row(indexPath, tableView).options.editingStyle
    }

    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        nil
    }

    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}

    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }

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
