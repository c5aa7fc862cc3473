import TableSim

/// A view controller whose view is a table view it is the data source and delegate of (UIKit's
/// `UITableViewController`): subclass it and `override` the table methods, as with UIKit.
///
/// Every data-source, delegate and scroll-view-delegate method is declared here, `open`, with a
/// default that tells the table it is not implemented (so UIKit's default applies and the trace
/// leaves it out): Swift then finds a subclass's `override`, as UIKit's `respondsToSelector:` does.
/// `setEditing(_:animated:)` forwards to the table; `viewWillAppear(_:)` deselects the selected row
/// without callbacks when `clearsSelectionOnViewWillAppear` is set; shown by a simulator, it insets
/// its table for the keyboard and scrolls the first responder's row clear of it.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The table view, whose data source and delegate are the controller.
    open var tableView: UITableView! {
        didSet {
            tableView?.dataSource = self
            tableView?.delegate = self
            if isViewLoaded { view = tableView }
        }
    }

    /// Whether `viewWillAppear(_:)` deselects the selected row (true by default).
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller with a table view of a style.
    public init(style: UITableView.Style) {
        super.init(nibName: nil, bundle: nil)
        installTableView(style: style)
    }

    /// Creates a controller with a plain table view; TableSim has no nib files.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        installTableView(style: .plain)
    }

    /// Creates a controller from an archive; TableSim has no storyboards, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// Makes the table at creation, so that a simulator can show it before the view loads.
    private func installTableView(style: UITableView.Style) {
        tableView = UITableView(frame: .zero, style: style)
    }

    /// The view is the table view.
    open override func loadView() {
        view = tableView
    }

    /// The table the controller's callbacks trace into before a simulator shows it.
    override var ownTable: TableView? { tableView?.simulatedTableView }

    /// Calls `super`, then, once the table has loaded (the first load follows `viewWillAppear(_:)`
    /// in TableSim), does what UIKit's header says: "it reloads the table's data if it's empty.
    /// Otherwise, it deselects all rows" without telling the delegate when
    /// `clearsSelectionOnViewWillAppear` is set. Empty is no row in any section, so a list whose
    /// model filled while another screen was on top shows its rows when it comes back. A multiple
    /// selection is kept, as on a device [O].
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let tableView, tableView.simulatedTableView.hasLoadedData else { return }
        if tableView.simulatedTableView.hasNoRows {
            tableView.reloadData()
            return
        }
        guard clearsSelectionOnViewWillAppear, !tableView.allowsMultipleSelection else { return }
        for indexPath in tableView.indexPathsForSelectedRows ?? [] {
            tableView.deselectRow(at: indexPath, animated: animated)
        }
    }

    /// Enters or leaves editing mode, and puts the table into or out of it.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource

    /// Returns the number of rows in a section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView.unimplemented(Callbacks.numberOfRowsInSection)
    }

    /// Returns the cell for a row, normally from `dequeueReusableCell(withIdentifier:for:)`.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.markUnimplemented()
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Returns the number of sections (1 when not implemented).
    open func numberOfSections(in tableView: UITableView) -> Int {
        tableView.unimplemented(Callbacks.numberOfSections)
    }

    /// Returns the title of a section's header, or nil for none.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.unimplemented(Callbacks.titleForHeaderInSection)
    }

    /// Returns the title of a section's footer, or nil for none.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.unimplemented(Callbacks.titleForFooterInSection)
    }

    /// Returns whether a row can be edited (true when not implemented).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.canEditRowAt)
    }

    /// Returns whether a row can be moved (when not implemented: whether `moveRowAt` is implemented).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.canMoveRowAt, tableView.simulatedTableView.appResponds(to: .moveRowAt))
    }

    /// Returns the titles of the section index, or nil for no index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        tableView.unimplemented(Callbacks.sectionIndexTitles)
    }

    /// Returns the section an index title leads to, or -1 to stay put.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        tableView.unimplemented(Callbacks.sectionForSectionIndexTitle, index)
    }

    /// Commits the insertion or deletion the user asked for on a row.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.unimplemented(Callbacks.commitEditingStyle)
    }

    /// Moves a row in the data after the user dragged it by its reorder control.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        tableView.unimplemented(Callbacks.moveRowAt)
    }

    // MARK: UITableViewDelegate

    /// Tells the delegate a cell is about to be drawn for a row; its selection state is already set.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.willDisplayCell)
    }

    /// Tells the delegate a section's header view is about to be drawn.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        tableView.unimplemented(Callbacks.willDisplayHeaderView)
    }

    /// Tells the delegate a section's footer view is about to be drawn.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        tableView.unimplemented(Callbacks.willDisplayFooterView)
    }

    /// Tells the delegate a cell left the screen.
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        tableView.unimplemented(Callbacks.didEndDisplayingCell)
    }

    /// Tells the delegate a section's header view left the screen.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        tableView.unimplemented(Callbacks.didEndDisplayingHeaderView)
    }

    /// Tells the delegate a section's footer view left the screen.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        tableView.unimplemented(Callbacks.didEndDisplayingFooterView)
    }

    /// Returns a row's height.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(tableView.unimplemented(Callbacks.heightForRowAt) as Double)
    }

    /// Returns a section header's height.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        CGFloat(tableView.unimplemented(Callbacks.heightForHeaderInSection) as Double)
    }

    /// Returns a section footer's height.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        CGFloat(tableView.unimplemented(Callbacks.heightForFooterInSection) as Double)
    }

    /// Returns an estimate of a row's height, used until the row is about to appear.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(tableView.unimplemented(Callbacks.estimatedHeightForRowAt) as Double)
    }

    /// Returns an estimate of a section header's height.
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        CGFloat(tableView.unimplemented(Callbacks.estimatedHeightForHeaderInSection) as Double)
    }

    /// Returns an estimate of a section footer's height.
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        CGFloat(tableView.unimplemented(Callbacks.estimatedHeightForFooterInSection) as Double)
    }

    /// Returns the app's own view for a section's header (nil: the table's title view).
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.unimplementedNoObject(Callbacks.viewForHeaderInSection)
    }

    /// Returns the app's own view for a section's footer (nil: the table's title view).
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableView.unimplementedNoObject(Callbacks.viewForFooterInSection)
    }

    /// Tells the delegate the user tapped a row's detail (info) button.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.accessoryButtonTappedForRowWith)
    }

    /// Asks whether a row may highlight when a touch comes down on it (true when not implemented).
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.shouldHighlightRowAt)
    }

    /// Tells the delegate a row was highlighted.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.didHighlightRowAt)
    }

    /// Tells the delegate a row's highlight was removed.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.didUnhighlightRowAt)
    }

    /// Asks which row to select instead of the tapped one; nil selects none.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        tableView.unimplemented(Callbacks.willSelectRowAt, indexPath)
    }

    /// Asks which row to deselect instead of this one; nil deselects none.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        tableView.unimplemented(Callbacks.willDeselectRowAt, indexPath)
    }

    /// Tells the delegate the user selected a row.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.didSelectRowAt)
    }

    /// Tells the delegate the user deselected a row.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.didDeselectRowAt)
    }

    /// Tells the delegate to perform a row's primary action (iOS 16), after selection.
    open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.performPrimaryActionForRowAt)
    }

    /// Returns the editing control a row shows (`.delete` when not implemented).
    open func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        tableView.unimplemented(Callbacks.editingStyleForRowAt)
    }

    /// Returns the Delete confirmation button's title (nil or not implemented: "Delete").
    open func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        tableView.unimplemented(Callbacks.titleForDeleteConfirmationButtonForRowAt)
    }

    /// Returns the actions a swipe to the right reveals on a row's leading edge (nil: none).
    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        tableView.unimplementedNoObject(Callbacks.leadingSwipeActionsConfigurationForRowAt)
    }

    /// Returns the actions a swipe to the left reveals on a row's trailing edge (nil: the standard Delete).
    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        tableView.unimplementedNoObject(Callbacks.trailingSwipeActionsConfigurationForRowAt)
    }

    /// Asks whether a row may take the focus system's focus (wins over `allowsFocus`).
    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.canFocusRowAt, tableView.simulatedTableView.allowsFocus)
    }

    /// Asks whether a focus move into, out of or inside the table may happen.
    open func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        tableView.unimplemented(Callbacks.shouldUpdateFocusIn)
    }

    /// Tells the controller a focus move into, out of or inside the table happened.
    open func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        tableView.unimplemented(Callbacks.didUpdateFocusIn)
    }

    /// Returns the row that takes the focus when focus enters the table.
    open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        tableView.unimplemented(Callbacks.indexPathForPreferredFocusedView)
    }

    /// Asks whether moving the focus onto a row selects it (only while `selectionFollowsFocus` is on).
    open func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.selectionFollowsFocusForRowAt)
    }

    // MARK: Context menus (issue 23)

    /// Returns the context menu a long press on a row shows (nil: none).
    open func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        tableView.unimplementedNoObject(Callbacks.contextMenuConfigurationForRowAt)
    }

    /// Returns the view the menu lifts out of (nil: the row's cell).
    open func tableView(
        _ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        tableView.unimplementedNoObject(Callbacks.previewForHighlightingContextMenuWithConfiguration)
    }

    /// Returns the view the menu lands on as it closes (nil: the row's cell).
    open func tableView(
        _ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        tableView.unimplementedNoObject(Callbacks.previewForDismissingContextMenuWithConfiguration)
    }

    /// Tells the controller a context menu is about to show.
    open func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        tableView.unimplemented(Callbacks.willDisplayContextMenu)
    }

    /// Tells the controller a context menu is about to close.
    open func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        tableView.unimplemented(Callbacks.willEndContextMenuInteraction)
    }

    /// Tells the controller the user tapped the menu's preview.
    open func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {
        tableView.unimplemented(Callbacks.willPerformPreviewActionForMenuWith)
    }

    /// Returns the view the menu of a row lifts out of (iOS 16; nil: the older method, then the cell).
    open func tableView(
        _ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForRowAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        tableView.unimplementedNoObject(Callbacks.highlightPreviewForRowAt)
    }

    /// Returns the view the menu of a row lands on (iOS 16; nil: the older method, then the cell).
    open func tableView(
        _ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForRowAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        tableView.unimplementedNoObject(Callbacks.dismissalPreviewForRowAt)
    }

    /// Asks whether a row's background indents in editing mode (true when not implemented).
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.shouldIndentWhileEditingRowAt)
    }

    /// Tells the delegate a swipe put one row into editing mode.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.willBeginEditingRowAt)
    }

    /// Tells the delegate a swiped row left editing mode.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        tableView.unimplemented(Callbacks.didEndEditingRowAt)
    }

    /// Asks where a dragged row may go when it is over a proposed destination.
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        tableView.unimplemented(Callbacks.targetIndexPathForMoveFromRowAt, proposedDestinationIndexPath)
    }

    // MARK: UIScrollViewDelegate

    /// Tells the delegate that the content offset changed.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewDidScroll)
    }

    /// Tells the delegate that a finger began to drag the content.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewWillBeginDragging)
    }

    /// Tells the delegate where the content will come to rest when the finger lifts; it may change it.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        scrollView.unimplemented(Callbacks.scrollViewWillEndDragging)
    }

    /// Tells the delegate that the finger lifted, and whether the content goes on moving.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        scrollView.unimplemented(Callbacks.scrollViewDidEndDragging)
    }

    /// Tells the delegate that the content begins to slow down after a flick.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewWillBeginDecelerating)
    }

    /// Tells the delegate that the content came to rest after a flick.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewDidEndDecelerating)
    }

    /// Tells the delegate that an animated programmatic scroll ended.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewDidEndScrollingAnimation)
    }

    /// Asks whether a tap on the status bar may scroll to the top (true when not implemented).
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        scrollView.unimplemented(Callbacks.scrollViewShouldScrollToTop)
    }

    /// Tells the delegate that a scroll to the top ended.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewDidScrollToTop)
    }

    /// Tells the delegate that the adjusted content inset changed.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        scrollView.unimplemented(Callbacks.scrollViewDidChangeAdjustedContentInset)
    }
}
