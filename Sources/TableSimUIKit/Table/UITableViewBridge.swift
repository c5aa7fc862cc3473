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
@preconcurrency @MainActor
public protocol UIKitSelectorResponding: AnyObject {
    /// Whether the object implements a data-source or delegate method.
    func responds(to selector: CallbackSelector) -> Bool
}

@MainActor
final class UITableViewBridge: @preconcurrency TableViewDataSource, @preconcurrency TableViewDelegate,
    @preconcurrency AuditDeclarationsForwarding
{
    /// The UIKit table view the bridge belongs to (it owns the bridge).
    unowned(unsafe) var table: UITableView!

    private var dataSource: (any UITableViewDataSource)? { table.dataSource }
    private var delegate: (any UITableViewDelegate)? { table.tableDelegate }
    private var scrollDelegate: (any UIScrollViewDelegate)? { table.scrollViewDelegate }

    /// Whether the app implements a method, for the methods UIKit asks about before calling (whether a
    /// row shows a reorder control or can be swiped); the others are found out when first called.
    ///
    /// A `UITableViewController` subclass is asked through its vtable (an override is an
    /// implementation); any other class through ``UIKitSelectorResponding`` if a test gave it one,
    /// else it is assumed to implement them until a call shows otherwise (see the manual's UIKit cells and views).
    func responds(to selector: CallbackSelector) -> Bool {
        // An app object that is gone (they are held weakly) implements nothing.
        let app: AnyObject? =
            switch selector.owner {
            case .dataSource: dataSource
            case .delegate: delegate
            case .scrollViewDelegate: scrollDelegate
            // MARK: Prefetching (issue 23)
            case .prefetchDataSource: table.prefetchDataSource
            }
        guard let app else { return false }
        guard selector.declaration.responds == .askedBeforeCalling else { return true }
        if let declared = app as? any UIKitSelectorResponding { return declared.responds(to: selector) }
        if let controller = app as? UITableViewController {
            return ControllerOverrides.overrides(type(of: controller), selector) ?? true
        }
        return true
    }

    /// The app's delegate or data source that declares what the audit may assume (a
    /// `UITableViewController` subclass adopting ``AccessibilityAuditDeclaring`` included).
    var forwardedAuditDeclarations: (any AccessibilityAuditDeclaring)? {
        (delegate as? any AccessibilityAuditDeclaring) ?? (dataSource as? any AccessibilityAuditDeclaring)
    }

    /// Whether the app's data source was released: the table then has none, as in UIKit.
    var isDataSourceGone: Bool { dataSource == nil }

    /// The app's class name for UIKit's exception texts.
    var appClassName: String { dataSource.map { String(describing: type(of: $0)) } ?? "nil" }

    // MARK: Forwarding

    /// Forwards a callback to the app's object for it; without one (it was released), UIKit's default.
    private func forward<App, Answer>(
        _ app: App?, _ callback: Callback<Void, Answer>, _ call: (App) -> Answer
    ) -> Answer {
        guard let app else { return callback.uikitDefault(()) }
        return call(app)
    }

    /// The same for a default that depends on an input (the row asked about, the proposed destination).
    private func forward<App, Input, Answer>(
        _ app: App?, _ callback: Callback<Input, Answer>, _ input: @autoclosure () -> Input, _ call: (App) -> Answer
    ) -> Answer {
        guard let app else { return callback.uikitDefault(input()) }
        return call(app)
    }

    /// The same for a height, converted from CGFloat; without a delegate, the stand-in a height method
    /// answers when not implemented (the table's own property applies).
    private func height(_ callback: Callback<Void, Double?>, _ call: (any UITableViewDelegate) -> CGFloat) -> Double {
        guard let delegate else { return callback.standInAnswer }
        return Double(call(delegate))
    }

    // MARK: Data source

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        forward(dataSource, Callbacks.numberOfRowsInSection) { $0.tableView(table, numberOfRowsInSection: section) }
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let dataSource else { return TableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = table.adopt(UITableViewCell.prepared { dataSource.tableView(table, cellForRowAt: indexPath) })
        // A text field in the cell gives the row the region `focus` and taps reach (UITextField.swift).
        cell.core.hasTextField = cell.firstTextField != nil
        return cell.core
    }
    func numberOfSections(in tableView: TableView) -> Int {
        forward(dataSource, Callbacks.numberOfSections) { $0.numberOfSections(in: table) }
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        forward(dataSource, Callbacks.titleForHeaderInSection) { $0.tableView(table, titleForHeaderInSection: section) }
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        forward(dataSource, Callbacks.titleForFooterInSection) { $0.tableView(table, titleForFooterInSection: section) }
    }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        forward(dataSource, Callbacks.canEditRowAt) { $0.tableView(table, canEditRowAt: indexPath) }
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        forward(dataSource, Callbacks.canMoveRowAt, tableView.appResponds(to: .moveRowAt)) {
            $0.tableView(table, canMoveRowAt: indexPath)
        }
    }
    func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) {
        forward(dataSource, Callbacks.commitEditingStyle) {
            $0.tableView(table, commit: editingStyle, forRowAt: indexPath)
        }
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        // A diffable data source follows the move in its own data first, whatever its subclass does.
        (dataSource as? any RowMoveFollowing)?.tableMovedRow(from: sourceIndexPath, to: destinationIndexPath)
        forward(dataSource, Callbacks.moveRowAt) {
            $0.tableView(table, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
    }
    func sectionIndexTitles(for tableView: TableView) -> [String]? {
        forward(dataSource, Callbacks.sectionIndexTitles) { $0.sectionIndexTitles(for: table) }
    }
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        forward(dataSource, Callbacks.sectionForSectionIndexTitle, index) {
            $0.tableView(table, sectionForSectionIndexTitle: title, at: index)
        }
    }

    // MARK: Delegate: display

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        forward(delegate, Callbacks.willDisplayCell) {
            $0.tableView(table, willDisplay: table.uiCell(of: cell), forRowAt: indexPath)
        }
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        forward(delegate, Callbacks.didEndDisplayingCell) {
            $0.tableView(table, didEndDisplaying: table.uiCell(of: cell), forRowAt: indexPath)
        }
    }
    func tableView(_ tableView: TableView, willDisplayHeaderView view: HeaderFooterView, forSection section: Int) {
        forward(delegate, Callbacks.willDisplayHeaderView) {
            $0.tableView(table, willDisplayHeaderView: table.uiView(of: view), forSection: section)
        }
    }
    func tableView(_ tableView: TableView, willDisplayFooterView view: HeaderFooterView, forSection section: Int) {
        forward(delegate, Callbacks.willDisplayFooterView) {
            $0.tableView(table, willDisplayFooterView: table.uiView(of: view), forSection: section)
        }
    }
    func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: HeaderFooterView, forSection section: Int
    ) {
        forward(delegate, Callbacks.didEndDisplayingHeaderView) {
            $0.tableView(table, didEndDisplayingHeaderView: table.uiView(of: view), forSection: section)
        }
    }
    func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: HeaderFooterView, forSection section: Int
    ) {
        forward(delegate, Callbacks.didEndDisplayingFooterView) {
            $0.tableView(table, didEndDisplayingFooterView: table.uiView(of: view), forSection: section)
        }
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> HeaderFooterView? {
        forward(delegate, Callbacks.viewForHeaderInSection) {
            $0.tableView(table, viewForHeaderInSection: section).map(table.coreView(of:))
        }
    }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> HeaderFooterView? {
        forward(delegate, Callbacks.viewForFooterInSection) {
            $0.tableView(table, viewForFooterInSection: section).map(table.coreView(of:))
        }
    }

    // MARK: Delegate: heights

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        height(Callbacks.heightForRowAt) { $0.tableView(table, heightForRowAt: indexPath) }
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        height(Callbacks.heightForHeaderInSection) { $0.tableView(table, heightForHeaderInSection: section) }
    }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        height(Callbacks.heightForFooterInSection) { $0.tableView(table, heightForFooterInSection: section) }
    }
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        height(Callbacks.estimatedHeightForRowAt) { $0.tableView(table, estimatedHeightForRowAt: indexPath) }
    }
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Double {
        height(Callbacks.estimatedHeightForHeaderInSection) {
            $0.tableView(table, estimatedHeightForHeaderInSection: section)
        }
    }
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Double {
        height(Callbacks.estimatedHeightForFooterInSection) {
            $0.tableView(table, estimatedHeightForFooterInSection: section)
        }
    }

    // MARK: Delegate: accessories, highlight, selection

    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        forward(delegate, Callbacks.accessoryButtonTappedForRowWith) {
            $0.tableView(table, accessoryButtonTappedForRowWith: indexPath)
        }
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        forward(delegate, Callbacks.shouldHighlightRowAt) { $0.tableView(table, shouldHighlightRowAt: indexPath) }
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        forward(delegate, Callbacks.didHighlightRowAt) { $0.tableView(table, didHighlightRowAt: indexPath) }
    }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        forward(delegate, Callbacks.didUnhighlightRowAt) { $0.tableView(table, didUnhighlightRowAt: indexPath) }
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        forward(delegate, Callbacks.willSelectRowAt, indexPath) { $0.tableView(table, willSelectRowAt: indexPath) }
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        forward(delegate, Callbacks.willDeselectRowAt, indexPath) { $0.tableView(table, willDeselectRowAt: indexPath) }
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        forward(delegate, Callbacks.didSelectRowAt) { $0.tableView(table, didSelectRowAt: indexPath) }
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        forward(delegate, Callbacks.didDeselectRowAt) { $0.tableView(table, didDeselectRowAt: indexPath) }
    }
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        forward(delegate, Callbacks.performPrimaryActionForRowAt) {
            $0.tableView(table, performPrimaryActionForRowAt: indexPath)
        }
    }

    // MARK: Delegate: editing

    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle {
        forward(delegate, Callbacks.editingStyleForRowAt) { $0.tableView(table, editingStyleForRowAt: indexPath) }
    }
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        forward(delegate, Callbacks.titleForDeleteConfirmationButtonForRowAt) {
            $0.tableView(table, titleForDeleteConfirmationButtonForRowAt: indexPath)
        }
    }
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        forward(delegate, Callbacks.shouldIndentWhileEditingRowAt) {
            $0.tableView(table, shouldIndentWhileEditingRowAt: indexPath)
        }
    }
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        forward(delegate, Callbacks.willBeginEditingRowAt) { $0.tableView(table, willBeginEditingRowAt: indexPath) }
    }
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        forward(delegate, Callbacks.didEndEditingRowAt) { $0.tableView(table, didEndEditingRowAt: indexPath) }
    }
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        forward(delegate, Callbacks.targetIndexPathForMoveFromRowAt, proposedDestinationIndexPath) {
            $0.tableView(
                table, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
        }
    }
    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        forward(delegate, Callbacks.leadingSwipeActionsConfigurationForRowAt) {
            $0.tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath)?.makeCoreConfiguration(in: table)
        }
    }
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        forward(delegate, Callbacks.trailingSwipeActionsConfigurationForRowAt) {
            $0.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath)?.makeCoreConfiguration(in: table)
        }
    }

    func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        forward(delegate, Callbacks.canFocusRowAt, tableView.allowsFocus) { $0.tableView(table, canFocusRowAt: indexPath) }
    }
    func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool {
        forward(delegate, Callbacks.shouldUpdateFocusIn) { $0.tableView(table, shouldUpdateFocusIn: context) }
    }
    func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        forward(delegate, Callbacks.didUpdateFocusIn) { $0.tableView(table, didUpdateFocusIn: context, with: coordinator) }
    }
    func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? {
        forward(delegate, Callbacks.indexPathForPreferredFocusedView) { $0.indexPathForPreferredFocusedView(in: table) }
    }
    func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        forward(delegate, Callbacks.selectionFollowsFocusForRowAt) { $0.tableView(table, selectionFollowsFocusForRowAt: indexPath) }
    }

    // MARK: Scroll view delegate

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        forward(scrollDelegate, Callbacks.scrollViewDidScroll) { $0.scrollViewDidScroll(table) }
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        forward(scrollDelegate, Callbacks.scrollViewWillBeginDragging) { $0.scrollViewWillBeginDragging(table) }
    }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) {
        var target = CGPoint(targetContentOffset.pointee)
        scrollDelegate?.scrollViewWillEndDragging(table, withVelocity: CGPoint(velocity), targetContentOffset: &target)
        targetContentOffset.pointee = Point(target)
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        forward(scrollDelegate, Callbacks.scrollViewDidEndDragging) {
            $0.scrollViewDidEndDragging(table, willDecelerate: decelerate)
        }
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        forward(scrollDelegate, Callbacks.scrollViewWillBeginDecelerating) { $0.scrollViewWillBeginDecelerating(table) }
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        forward(scrollDelegate, Callbacks.scrollViewDidEndDecelerating) { $0.scrollViewDidEndDecelerating(table) }
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        forward(scrollDelegate, Callbacks.scrollViewDidEndScrollingAnimation) {
            $0.scrollViewDidEndScrollingAnimation(table)
        }
    }
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        forward(scrollDelegate, Callbacks.scrollViewShouldScrollToTop) { $0.scrollViewShouldScrollToTop(table) }
    }
    func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
        forward(scrollDelegate, Callbacks.scrollViewDidScrollToTop) { $0.scrollViewDidScrollToTop(table) }
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
        forward(scrollDelegate, Callbacks.scrollViewDidChangeAdjustedContentInset) {
            $0.scrollViewDidChangeAdjustedContentInset(table)
        }
    }
}
