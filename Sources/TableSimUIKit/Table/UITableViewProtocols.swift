import TableSim

// UIKit's table protocols with UIKit's exact Swift signatures. Optional methods have default
// implementations that stand for "not implemented": they tell the table so, and it neither calls nor
// traces them again (UIKit's `respondsToSelector:`). Swift finds a method only in the class that
// declares the conformance or its superclasses; `tablesim check-uikit` reports methods written only in
// a subclass, and `UITableViewController` declares them all so that subclasses `override` them.

/// The app object that hears about scrolling (UIKit's `UIScrollViewDelegate`).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// Tells the delegate that the content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Tells the delegate that a finger began to drag the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Tells the delegate where the content will come to rest when the finger lifts; it may change it.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Tells the delegate that the finger lifted, and whether the content goes on moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Tells the delegate that the content begins to slow down after a flick.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Tells the delegate that the content came to rest after a flick.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Tells the delegate that an animated programmatic scroll ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Asks whether a tap on the status bar may scroll to the top (true when not implemented).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Tells the delegate that a scroll to the top ended.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// Tells the delegate that the adjusted content inset changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewDidScroll)
    }
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewWillBeginDragging)
    }
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { scrollView.unimplemented(Callbacks.scrollViewWillEndDragging) }
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        scrollView.unimplemented(Callbacks.scrollViewDidEndDragging)
    }
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewWillBeginDecelerating)
    }
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewDidEndDecelerating)
    }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewDidEndScrollingAnimation)
    }
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        scrollView.unimplemented(Callbacks.scrollViewShouldScrollToTop)
    }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewDidScrollToTop)
    }
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewDidChangeAdjustedContentInset)
    }
}

/// The app object that tells a table view what to show (UIKit's `UITableViewDataSource`).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// Returns the number of rows in a section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// Returns the cell for a row, normally from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Returns the number of sections (1 when not implemented).
    func numberOfSections(in tableView: UITableView) -> Int
    /// Returns the title of a section's header, or nil for none.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// Returns the title of a section's footer, or nil for none.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Returns whether a row can be edited (true when not implemented).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Returns whether a row can be moved (when not implemented: whether `moveRowAt` is implemented).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Returns the titles of the section index, or nil for no index.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// Returns the section an index title leads to, or -1 to stay put.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Commits the insertion or deletion the user asked for on a row.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Moves a row in the data after the user dragged it by its reorder control.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int {
        tableView.unimplemented(Callbacks.numberOfSections)
    }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.unimplemented(Callbacks.titleForHeaderInSection)
    }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.unimplemented(Callbacks.titleForFooterInSection)
    }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.canEditRowAt)
    }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.canMoveRowAt, tableView.simulatedTableView.appResponds(to: .moveRowAt))
    }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        tableView.unimplemented(Callbacks.sectionIndexTitles)
    }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        tableView.unimplemented(Callbacks.sectionForSectionIndexTitle, index)
    }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) { tableView.unimplemented(Callbacks.commitEditingStyle) }
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) { tableView.unimplemented(Callbacks.moveRowAt) }
}

/// The app object that manages selection, display and editing (UIKit's `UITableViewDelegate`).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// Tells the delegate a cell is about to be drawn for a row; its selection state is already set.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Tells the delegate a section's header view is about to be drawn.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// Tells the delegate a section's footer view is about to be drawn.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// Tells the delegate a cell left the screen.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Tells the delegate a section's header view left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// Tells the delegate a section's footer view left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

    /// Returns a row's height.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Returns a section header's height.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// Returns a section footer's height.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// Returns an estimate of a row's height, used until the row is about to appear.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// Returns an estimate of a section header's height.
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// Returns an estimate of a section footer's height.
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

    /// Returns the app's own view for a section's header (nil: the table's title view).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// Returns the app's own view for a section's footer (nil: the table's title view).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    /// Tells the delegate the user tapped a row's detail (info) button.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// Asks whether a row may highlight when a touch comes down on it (true when not implemented).
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// Tells the delegate a row was highlighted.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// Tells the delegate a row's highlight was removed.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// Asks which row to select instead of the tapped one; nil selects none.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Asks which row to deselect instead of this one; nil deselects none.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// Tells the delegate the user selected a row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Tells the delegate the user deselected a row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// Tells the delegate to perform a row's primary action (iOS 16), after selection.
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)

    /// Returns the editing control a row shows (`.delete` when not implemented).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// Returns the Delete confirmation button's title (nil or not implemented: "Delete").
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Returns the actions a swipe to the right reveals on a row's leading edge (nil: none).
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// Returns the actions a swipe to the left reveals on a row's trailing edge (nil: the standard Delete).
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// Asks whether a row may take the focus system's focus (wins over `allowsFocus`).
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
    /// Asks whether a focus move into, out of or inside the table may happen.
    func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool
    /// Tells the delegate a focus move into, out of or inside the table happened.
    func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator)
    /// Returns the row that takes the focus when focus enters the table.
    func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
    /// Asks whether moving the focus onto a row selects it (only while `selectionFollowsFocus` is on).
    func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
    /// Asks whether a row's background indents in editing mode (true when not implemented).
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// Tells the delegate a swipe put one row into editing mode.
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// Tells the delegate a swiped row left editing mode.
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Asks where a dragged row may go when it is over a proposed destination.
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    // MARK: Context menus (issue 23)
    /// Returns the context menu a long press on a row shows (nil: none).
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// Returns the view the menu lifts out of (nil: the row's cell).
    func tableView(
        _ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// Returns the view the menu lands on as it closes (nil: the row's cell).
    func tableView(
        _ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// Tells the delegate a context menu is about to show.
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)
    /// Tells the delegate a context menu is about to close.
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?)
    /// Tells the delegate the user tapped the menu's preview.
    func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating)
    /// Returns the view the menu of a row lifts out of (iOS 16; nil: the older method, then the cell).
    func tableView(
        _ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForRowAt indexPath: IndexPath
    ) -> UITargetedPreview?
    /// Returns the view the menu of a row lands on (iOS 16; nil: the older method, then the cell).
    func tableView(
        _ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForRowAt indexPath: IndexPath
    ) -> UITargetedPreview?
}

// MARK: Context menus (issue 23)
extension UITableViewDelegate {
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        tableView.unimplementedNoObject(Callbacks.contextMenuConfigurationForRowAt)
    }
    public func tableView(
        _ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        tableView.unimplementedNoObject(Callbacks.previewForHighlightingContextMenuWithConfiguration)
    }
    public func tableView(
        _ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        tableView.unimplementedNoObject(Callbacks.previewForDismissingContextMenuWithConfiguration)
    }
    public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        tableView.unimplemented(Callbacks.willDisplayContextMenu)
    }
    public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        tableView.unimplemented(Callbacks.willEndContextMenuInteraction)
    }
    public func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {
        tableView.unimplemented(Callbacks.willPerformPreviewActionForMenuWith)
    }
    public func tableView(
        _ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForRowAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        tableView.unimplementedNoObject(Callbacks.highlightPreviewForRowAt)
    }
    public func tableView(
        _ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForRowAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        tableView.unimplementedNoObject(Callbacks.dismissalPreviewForRowAt)
    }
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.willDisplayCell)
    }
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        tableView.unimplemented(Callbacks.willDisplayHeaderView)
    }
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        tableView.unimplemented(Callbacks.willDisplayFooterView)
    }
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) { tableView.unimplemented(Callbacks.didEndDisplayingCell) }
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        tableView.unimplemented(Callbacks.didEndDisplayingHeaderView)
    }
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        tableView.unimplemented(Callbacks.didEndDisplayingFooterView)
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(tableView.unimplemented(Callbacks.heightForRowAt) as Double)
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        CGFloat(tableView.unimplemented(Callbacks.heightForHeaderInSection) as Double)
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        CGFloat(tableView.unimplemented(Callbacks.heightForFooterInSection) as Double)
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(tableView.unimplemented(Callbacks.estimatedHeightForRowAt) as Double)
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        CGFloat(tableView.unimplemented(Callbacks.estimatedHeightForHeaderInSection) as Double)
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        CGFloat(tableView.unimplemented(Callbacks.estimatedHeightForFooterInSection) as Double)
    }

    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.unimplementedNoObject(Callbacks.viewForHeaderInSection)
    }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableView.unimplementedNoObject(Callbacks.viewForFooterInSection)
    }

    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.accessoryButtonTappedForRowWith)
    }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.shouldHighlightRowAt)
    }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.didHighlightRowAt)
    }
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.didUnhighlightRowAt)
    }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        tableView.unimplemented(Callbacks.willSelectRowAt, indexPath)
    }
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        tableView.unimplemented(Callbacks.willDeselectRowAt, indexPath)
    }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.didSelectRowAt)
    }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.didDeselectRowAt)
    }
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.performPrimaryActionForRowAt)
    }

    public func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        tableView.unimplemented(Callbacks.editingStyleForRowAt)
    }
    public func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        tableView.unimplemented(Callbacks.titleForDeleteConfirmationButtonForRowAt)
    }
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        tableView.unimplementedNoObject(Callbacks.leadingSwipeActionsConfigurationForRowAt)
    }
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        tableView.unimplementedNoObject(Callbacks.trailingSwipeActionsConfigurationForRowAt)
    }
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.canFocusRowAt, tableView.simulatedTableView.allowsFocus)
    }
    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        tableView.unimplemented(Callbacks.shouldUpdateFocusIn)
    }
    public func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        tableView.unimplemented(Callbacks.didUpdateFocusIn)
    }
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        tableView.unimplemented(Callbacks.indexPathForPreferredFocusedView)
    }
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.selectionFollowsFocusForRowAt)
    }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.shouldIndentWhileEditingRowAt)
    }
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.willBeginEditingRowAt)
    }
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        tableView.unimplemented(Callbacks.didEndEditingRowAt)
    }
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        tableView.unimplemented(Callbacks.targetIndexPathForMoveFromRowAt, proposedDestinationIndexPath)
    }
}

/// UIKit's `UITableViewFocusUpdateContext`: the rows a focus move leaves and enters (nil outside the table).
public typealias UITableViewFocusUpdateContext = TableViewFocusUpdateContext
/// UIKit's `UIFocusAnimationCoordinator` (TableSim draws no focus animation).
public typealias UIFocusAnimationCoordinator = FocusAnimationCoordinator
