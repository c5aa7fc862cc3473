/// The app object that manages selection, display and editing, with UIKit's `UITableViewDelegate` methods.
///
/// Every method is optional; the default implementations stand for "not implemented". It inherits
/// the scroll-view delegate's methods, as in UIKit.
public protocol TableViewDelegate: ScrollViewDelegate {
    /// Tells the delegate a cell is about to be drawn for a row; its selection state is already set.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Tells the delegate a cell left the screen.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Tells the delegate a section's header view is about to be drawn.
    func tableView(_ tableView: TableView, willDisplayHeaderView view: HeaderFooterView, forSection section: Int)
    /// Tells the delegate a section's footer view is about to be drawn.
    func tableView(_ tableView: TableView, willDisplayFooterView view: HeaderFooterView, forSection section: Int)
    /// Returns the app's own view for a section's header (nil: the table's title view).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> HeaderFooterView?
    /// Returns the app's own view for a section's footer (nil: the table's title view).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> HeaderFooterView?
    /// Tells the delegate a section's header view left the screen.
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: HeaderFooterView, forSection section: Int)
    /// Tells the delegate a section's footer view left the screen.
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: HeaderFooterView, forSection section: Int)

    /// Returns a row's height.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// Returns a section header's height.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// Returns a section footer's height.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// Returns an estimate of a row's height, used until the row is about to appear.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double
    /// Returns an estimate of a section header's height.
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Double
    /// Returns an estimate of a section footer's height.
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Double

    /// Tells the delegate the user tapped a row's detail (info) button.
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// Asks whether a row may highlight when a touch comes down on it (true when not implemented).
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// Tells the delegate a row was highlighted.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// Tells the delegate a row's highlight was removed.
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// Asks which row to select instead of the tapped one; nil selects none.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Asks which row to deselect instead of this one; nil deselects none.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// Tells the delegate the user selected a row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// Tells the delegate the user deselected a row.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// Tells the delegate to perform a row's primary action (iOS 16), after selection.
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath)

    /// Returns the editing control a row shows (`.delete` when not implemented).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle
    /// Returns the Delete confirmation button's title (nil or not implemented: "Delete").
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Asks whether a row's background indents in editing mode (true when not implemented).
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// Tells the delegate a swipe put one row into editing mode.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// Tells the delegate a swiped row left editing mode.
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Asks where a dragged row may go when it is over a proposed destination.
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// Returns the actions a swipe to the right reveals on a row's leading edge (nil: none).
    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration?
    /// Returns the actions a swipe to the left reveals on a row's trailing edge (nil: the standard Delete).
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration?
    /// Asks whether a row may take the focus system's focus (a hardware keyboard on iPad); wins over
    /// ``TableView/allowsFocus``.
    func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool
    /// Asks whether a focus move into, out of or inside the table may happen (false cancels it).
    func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool
    /// Tells the delegate a focus move into, out of or inside the table happened.
    func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator)
    /// Returns the row that takes the focus when focus enters the table (nil: UIKit's choice).
    func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath?
    /// Asks whether moving the focus onto a row selects it (asked only while
    /// ``TableView/selectionFollowsFocus`` is on).
    func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
    // MARK: Context menus (issue 23)
    /// Returns the context menu a long press on a row shows, at a point in the table's coordinates (nil: none).
    func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point
    ) -> ContextMenuConfiguration?
    /// Returns the view the menu lifts out of (nil: the row's cell).
    func tableView(
        _ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?
    /// Returns the view the menu lands on as it closes (nil: the row's cell).
    func tableView(
        _ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?
    /// Tells the delegate a context menu is about to show.
    func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: ContextMenuAnimator?)
    /// Tells the delegate a context menu is about to close.
    func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: ContextMenuAnimator?)
    /// Tells the delegate the user tapped the menu's preview.
    func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuAnimator)
    /// Returns the view the menu of a row lifts out of (iOS 16; nil: the older method, then the cell).
    func tableView(
        _ tableView: TableView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForRowAt indexPath: IndexPath
    ) -> TargetedPreview?
    /// Returns the view the menu of a row lands on (iOS 16; nil: the older method, then the cell).
    func tableView(
        _ tableView: TableView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        dismissalPreviewForRowAt indexPath: IndexPath
    ) -> TargetedPreview?
}

// MARK: Context menus (issue 23)
extension TableViewDelegate {
    public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point
    ) -> ContextMenuConfiguration? {
        tableView.unimplemented(Callbacks.contextMenuConfigurationForRowAt)
    }
    public func tableView(
        _ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        tableView.unimplemented(Callbacks.previewForHighlightingContextMenuWithConfiguration)
    }
    public func tableView(
        _ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        tableView.unimplemented(Callbacks.previewForDismissingContextMenuWithConfiguration)
    }
    public func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: ContextMenuAnimator?
    ) {
        tableView.unimplemented(Callbacks.willDisplayContextMenu)
    }
    public func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: ContextMenuAnimator?
    ) {
        tableView.unimplemented(Callbacks.willEndContextMenuInteraction)
    }
    public func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuAnimator
    ) {
        tableView.unimplemented(Callbacks.willPerformPreviewActionForMenuWith)
    }
    public func tableView(
        _ tableView: TableView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForRowAt indexPath: IndexPath
    ) -> TargetedPreview? {
        tableView.unimplemented(Callbacks.highlightPreviewForRowAt)
    }
    public func tableView(
        _ tableView: TableView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        dismissalPreviewForRowAt indexPath: IndexPath
    ) -> TargetedPreview? {
        tableView.unimplemented(Callbacks.dismissalPreviewForRowAt)
    }
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.willDisplayCell)
    }
    public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) { tableView.unimplemented(Callbacks.didEndDisplayingCell) }
    public func tableView(
        _ tableView: TableView, willDisplayHeaderView view: HeaderFooterView, forSection section: Int
    ) { tableView.unimplemented(Callbacks.willDisplayHeaderView) }
    public func tableView(
        _ tableView: TableView, willDisplayFooterView view: HeaderFooterView, forSection section: Int
    ) { tableView.unimplemented(Callbacks.willDisplayFooterView) }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> HeaderFooterView? {
        tableView.unimplemented(Callbacks.viewForHeaderInSection)
    }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> HeaderFooterView? {
        tableView.unimplemented(Callbacks.viewForFooterInSection)
    }
    public func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: HeaderFooterView, forSection section: Int
    ) { tableView.unimplemented(Callbacks.didEndDisplayingHeaderView) }
    public func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: HeaderFooterView, forSection section: Int
    ) { tableView.unimplemented(Callbacks.didEndDisplayingFooterView) }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        tableView.unimplemented(Callbacks.heightForRowAt)
    }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        tableView.unimplemented(Callbacks.heightForHeaderInSection)
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        tableView.unimplemented(Callbacks.heightForFooterInSection)
    }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        tableView.unimplemented(Callbacks.estimatedHeightForRowAt)
    }
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Double {
        tableView.unimplemented(Callbacks.estimatedHeightForHeaderInSection)
    }
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Double {
        tableView.unimplemented(Callbacks.estimatedHeightForFooterInSection)
    }

    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.accessoryButtonTappedForRowWith)
    }
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.shouldHighlightRowAt)
    }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.didHighlightRowAt)
    }
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.didUnhighlightRowAt)
    }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        tableView.unimplemented(Callbacks.willSelectRowAt, indexPath)
    }
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        tableView.unimplemented(Callbacks.willDeselectRowAt, indexPath)
    }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.didSelectRowAt)
    }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.didDeselectRowAt)
    }
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.performPrimaryActionForRowAt)
    }

    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle {
        tableView.unimplemented(Callbacks.editingStyleForRowAt)
    }
    public func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        tableView.unimplemented(Callbacks.titleForDeleteConfirmationButtonForRowAt)
    }
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.shouldIndentWhileEditingRowAt)
    }
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.willBeginEditingRowAt)
    }
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        tableView.unimplemented(Callbacks.didEndEditingRowAt)
    }
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        tableView.unimplemented(Callbacks.targetIndexPathForMoveFromRowAt, proposedDestinationIndexPath)
    }
    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        tableView.unimplemented(Callbacks.leadingSwipeActionsConfigurationForRowAt)
    }
    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        tableView.unimplemented(Callbacks.trailingSwipeActionsConfigurationForRowAt)
    }
    public func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.canFocusRowAt, tableView.allowsFocus)
    }
    public func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool {
        tableView.unimplemented(Callbacks.shouldUpdateFocusIn)
    }
    public func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        tableView.unimplemented(Callbacks.didUpdateFocusIn)
    }
    public func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? {
        tableView.unimplemented(Callbacks.indexPathForPreferredFocusedView)
    }
    public func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.selectionFollowsFocusForRowAt)
    }
}
