import TableSim

/// The core's data source and delegate for a `UITableView`: it forwards every call to the app's
/// UIKit-protocol objects, converting CGFloat and UIKit's view types to the core's.
///
/// The core traces each call before forwarding it, so traces do not change. When the app's object
/// leaves a method to its protocol default, the default tells the core, which then neither calls nor
/// traces it again, exactly as with the core's own protocols.
/// What a test says about an app class Swift cannot inspect: whether it implements the methods UIKit
/// asks about before calling them (`moveRowAt`, `commit`, the swipe-action methods). Conform the
/// app's class to it in the test target, leaving the app's source as it is.
@MainActor
public protocol UIKitSelectorResponding: AnyObject {
    /// Whether the object implements a data-source or delegate method.
    func responds(to selector: CallbackSelector) -> Bool
}

@MainActor
final class UITableViewBridge: @preconcurrency TableViewDataSource, @preconcurrency TableViewDelegate {
    /// The UIKit table view the bridge belongs to (it owns the bridge).
    unowned(unsafe) var table: UITableView!

    private var dataSource: (any UITableViewDataSource)? { table.dataSource }
    private var delegate: (any UITableViewDelegate)? { table.tableDelegate }
    private var scrollDelegate: (any UIScrollViewDelegate)? { table.delegate }

    /// Whether the app implements a method, for the methods UIKit asks about before calling (whether a
    /// row shows a reorder control or can be swiped); the others are found out when first called.
    ///
    /// A `UITableViewController` subclass is asked through its vtable (an override is an
    /// implementation); any other class through ``UIKitSelectorResponding`` if a test gave it one,
    /// else it is assumed to implement them until a call shows otherwise (see the manual's UIKit cells and views).
    func responds(to selector: CallbackSelector) -> Bool {
        // An app object that is gone (they are held weakly) implements nothing.
        let app: AnyObject? =
            switch selector {
            case .numberOfSections, .numberOfRowsInSection, .cellForRowAt, .titleForHeaderInSection,
                .titleForFooterInSection, .canEditRowAt, .canMoveRowAt, .commitEditingStyle, .moveRowAt,
                .sectionIndexTitles, .sectionForSectionIndexTitle:
                dataSource
            case _ where selector.rawValue.hasPrefix("scrollView"): scrollDelegate
            default: delegate
            }
        guard let app else { return false }
        switch selector {
        case .moveRowAt, .commitEditingStyle, .leadingSwipeActionsConfigurationForRowAt,
            .trailingSwipeActionsConfigurationForRowAt:
            if let declared = app as? any UIKitSelectorResponding { return declared.responds(to: selector) }
            if let controller = app as? UITableViewController {
                return ControllerOverrides.overrides(type(of: controller), selector) ?? true
            }
            return true
        default:
            return true
        }
    }

    /// Whether the app's data source was released: the table then has none, as in UIKit.
    var isDataSourceGone: Bool { dataSource == nil }

    /// The app's class name for UIKit's exception texts.
    var appClassName: String { dataSource.map { String(describing: type(of: $0)) } ?? "nil" }

    // MARK: Data source

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        dataSource?.tableView(table, numberOfRowsInSection: section) ?? 0
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let dataSource else { return TableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = table.adopt(dataSource.tableView(table, cellForRowAt: indexPath))
        // A text field in the cell gives the row the region `focus` and taps reach (UITextField.swift).
        cell.core.hasTextField = cell.firstTextField != nil
        return cell.core
    }
    func numberOfSections(in tableView: TableView) -> Int {
        dataSource?.numberOfSections(in: table) ?? 1
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        dataSource?.tableView(table, titleForHeaderInSection: section)
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        dataSource?.tableView(table, titleForFooterInSection: section)
    }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        dataSource?.tableView(table, canEditRowAt: indexPath) ?? true
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        dataSource?.tableView(table, canMoveRowAt: indexPath) ?? false
    }
    func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) {
        dataSource?.tableView(table, commit: editingStyle, forRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        // A diffable data source follows the move in its own data first, whatever its subclass does.
        (dataSource as? any RowMoveFollowing)?.tableMovedRow(from: sourceIndexPath, to: destinationIndexPath)
        dataSource?.tableView(table, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }
    func sectionIndexTitles(for tableView: TableView) -> [String]? {
        dataSource?.sectionIndexTitles(for: table)
    }
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        dataSource?.tableView(table, sectionForSectionIndexTitle: title, at: index) ?? index
    }

    // MARK: Delegate: display

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        delegate?.tableView(table, willDisplay: table.uiCell(of: cell), forRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        delegate?.tableView(table, didEndDisplaying: table.uiCell(of: cell), forRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, willDisplayHeaderView view: HeaderFooterView, forSection section: Int) {
        delegate?.tableView(table, willDisplayHeaderView: table.uiView(of: view), forSection: section)
    }
    func tableView(_ tableView: TableView, willDisplayFooterView view: HeaderFooterView, forSection section: Int) {
        delegate?.tableView(table, willDisplayFooterView: table.uiView(of: view), forSection: section)
    }
    func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: HeaderFooterView, forSection section: Int
    ) {
        delegate?.tableView(table, didEndDisplayingHeaderView: table.uiView(of: view), forSection: section)
    }
    func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: HeaderFooterView, forSection section: Int
    ) {
        delegate?.tableView(table, didEndDisplayingFooterView: table.uiView(of: view), forSection: section)
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> HeaderFooterView? {
        delegate?.tableView(table, viewForHeaderInSection: section).map(table.coreView(of:))
    }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> HeaderFooterView? {
        delegate?.tableView(table, viewForFooterInSection: section).map(table.coreView(of:))
    }

    // MARK: Delegate: heights

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        Double(delegate?.tableView(table, heightForRowAt: indexPath) ?? UITableView.automaticDimension)
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        Double(delegate?.tableView(table, heightForHeaderInSection: section) ?? UITableView.automaticDimension)
    }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        Double(delegate?.tableView(table, heightForFooterInSection: section) ?? UITableView.automaticDimension)
    }
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        Double(delegate?.tableView(table, estimatedHeightForRowAt: indexPath) ?? UITableView.automaticDimension)
    }
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Double {
        Double(delegate?.tableView(table, estimatedHeightForHeaderInSection: section) ?? UITableView.automaticDimension)
    }
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Double {
        Double(delegate?.tableView(table, estimatedHeightForFooterInSection: section) ?? UITableView.automaticDimension)
    }

    // MARK: Delegate: accessories, highlight, selection

    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        delegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        delegate?.tableView(table, shouldHighlightRowAt: indexPath) ?? true
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        delegate?.tableView(table, didHighlightRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        delegate?.tableView(table, didUnhighlightRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let delegate else { return indexPath }
        return delegate.tableView(table, willSelectRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let delegate else { return indexPath }
        return delegate.tableView(table, willDeselectRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.tableView(table, didSelectRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        delegate?.tableView(table, didDeselectRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        delegate?.tableView(table, performPrimaryActionForRowAt: indexPath)
    }

    // MARK: Delegate: editing

    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle {
        delegate?.tableView(table, editingStyleForRowAt: indexPath) ?? .delete
    }
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        delegate?.tableView(table, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        delegate?.tableView(table, shouldIndentWhileEditingRowAt: indexPath) ?? true
    }
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        delegate?.tableView(table, willBeginEditingRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        delegate?.tableView(table, didEndEditingRowAt: indexPath)
    }
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        delegate?.tableView(
            table, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
            ?? proposedDestinationIndexPath
    }
    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        delegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath)?.makeCoreConfiguration(in: table)
    }
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath)?.makeCoreConfiguration(in: table)
    }

    // MARK: Scroll view delegate

    func scrollViewDidScroll(_ scrollView: ScrollView) { scrollDelegate?.scrollViewDidScroll(table) }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { scrollDelegate?.scrollViewWillBeginDragging(table) }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) {
        var target = CGPoint(targetContentOffset.pointee)
        scrollDelegate?.scrollViewWillEndDragging(table, withVelocity: CGPoint(velocity), targetContentOffset: &target)
        targetContentOffset.pointee = Point(target)
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        scrollDelegate?.scrollViewDidEndDragging(table, willDecelerate: decelerate)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        scrollDelegate?.scrollViewWillBeginDecelerating(table)
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { scrollDelegate?.scrollViewDidEndDecelerating(table) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        scrollDelegate?.scrollViewDidEndScrollingAnimation(table)
    }
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        scrollDelegate?.scrollViewShouldScrollToTop(table) ?? true
    }
    func scrollViewDidScrollToTop(_ scrollView: ScrollView) { scrollDelegate?.scrollViewDidScrollToTop(table) }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
        scrollDelegate?.scrollViewDidChangeAdjustedContentInset(table)
    }
}
