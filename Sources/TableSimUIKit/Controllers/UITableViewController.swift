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

    /// Calls `super`, then deselects the selected row without telling the delegate when
    /// `clearsSelectionOnViewWillAppear` is set and the table has loaded (UIKit's header: "it
    /// reloads the table's data if it's empty. Otherwise, it deselects all rows"; the first load
    /// follows `viewWillAppear(_:)` in TableSim). A multiple selection is kept, as on a device [O].
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let tableView, tableView.simulatedTableView.hasLoadedData,
            !tableView.allowsMultipleSelection
        else { return }
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
        tableView.markUnimplemented()
        return 0
    }

    /// Returns the cell for a row, normally from `dequeueReusableCell(withIdentifier:for:)`.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.markUnimplemented()
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Returns the number of sections (1 when not implemented).
    open func numberOfSections(in tableView: UITableView) -> Int {
        tableView.markUnimplemented()
        return 1
    }

    /// Returns the title of a section's header, or nil for none.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.markUnimplemented()
        return nil
    }

    /// Returns the title of a section's footer, or nil for none.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.markUnimplemented()
        return nil
    }

    /// Returns whether a row can be edited (true when not implemented).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView.markUnimplemented()
        return true
    }

    /// Returns whether a row can be moved (when not implemented: whether `moveRowAt` is implemented).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.markUnimplemented()
        return false
    }

    /// Returns the titles of the section index, or nil for no index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        tableView.markUnimplemented()
        return nil
    }

    /// Returns the section an index title leads to, or -1 to stay put.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        tableView.markUnimplemented()
        return index
    }

    /// Commits the insertion or deletion the user asked for on a row.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.markUnimplemented()
    }

    /// Moves a row in the data after the user dragged it by its reorder control.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        tableView.markUnimplemented()
    }

    // MARK: UITableViewDelegate

    /// Tells the delegate a cell is about to be drawn for a row; its selection state is already set.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        tableView.markUnimplemented()
    }

    /// Tells the delegate a section's header view is about to be drawn.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        tableView.markUnimplemented()
    }

    /// Tells the delegate a section's footer view is about to be drawn.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        tableView.markUnimplemented()
    }

    /// Tells the delegate a cell left the screen.
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        tableView.markUnimplemented()
    }

    /// Tells the delegate a section's header view left the screen.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        tableView.markUnimplemented()
    }

    /// Tells the delegate a section's footer view left the screen.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        tableView.markUnimplemented()
    }

    /// Returns a row's height.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.markUnimplemented()
        return UITableView.automaticDimension
    }

    /// Returns a section header's height.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.markUnimplemented()
        return UITableView.automaticDimension
    }

    /// Returns a section footer's height.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.markUnimplemented()
        return UITableView.automaticDimension
    }

    /// Returns an estimate of a row's height, used until the row is about to appear.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.markUnimplemented()
        return UITableView.automaticDimension
    }

    /// Returns an estimate of a section header's height.
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.markUnimplemented()
        return UITableView.automaticDimension
    }

    /// Returns an estimate of a section footer's height.
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.markUnimplemented()
        return UITableView.automaticDimension
    }

    /// Returns the app's own view for a section's header (nil: the table's title view).
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.markUnimplemented()
        return nil
    }

    /// Returns the app's own view for a section's footer (nil: the table's title view).
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableView.markUnimplemented()
        return nil
    }

    /// Tells the delegate the user tapped a row's detail (info) button.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        tableView.markUnimplemented()
    }

    /// Asks whether a row may highlight when a touch comes down on it (true when not implemented).
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        tableView.markUnimplemented()
        return true
    }

    /// Tells the delegate a row was highlighted.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        tableView.markUnimplemented()
    }

    /// Tells the delegate a row's highlight was removed.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        tableView.markUnimplemented()
    }

    /// Asks which row to select instead of the tapped one; nil selects none.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        tableView.markUnimplemented()
        return indexPath
    }

    /// Asks which row to deselect instead of this one; nil deselects none.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        tableView.markUnimplemented()
        return indexPath
    }

    /// Tells the delegate the user selected a row.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { tableView.markUnimplemented() }

    /// Tells the delegate the user deselected a row.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        tableView.markUnimplemented()
    }

    /// Tells the delegate to perform a row's primary action (iOS 16), after selection.
    open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        tableView.markUnimplemented()
    }

    /// Returns the editing control a row shows (`.delete` when not implemented).
    open func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        tableView.markUnimplemented()
        return .delete
    }

    /// Returns the Delete confirmation button's title (nil or not implemented: "Delete").
    open func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        tableView.markUnimplemented()
        return nil
    }

    /// Returns the actions a swipe to the right reveals on a row's leading edge (nil: none).
    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        tableView.markUnimplemented()
        return nil
    }

    /// Returns the actions a swipe to the left reveals on a row's trailing edge (nil: the standard Delete).
    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        tableView.markUnimplemented()
        return nil
    }

    /// Asks whether a row's background indents in editing mode (true when not implemented).
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        tableView.markUnimplemented()
        return true
    }

    /// Tells the delegate a swipe put one row into editing mode.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        tableView.markUnimplemented()
    }

    /// Tells the delegate a swiped row left editing mode.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        tableView.markUnimplemented()
    }

    /// Asks where a dragged row may go when it is over a proposed destination.
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        tableView.markUnimplemented()
        return proposedDestinationIndexPath
    }

    // MARK: UIScrollViewDelegate

    /// Tells the delegate that the content offset changed.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) { scrollView.markUnimplemented() }

    /// Tells the delegate that a finger began to drag the content.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { scrollView.markUnimplemented() }

    /// Tells the delegate where the content will come to rest when the finger lifts; it may change it.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        scrollView.markUnimplemented()
    }

    /// Tells the delegate that the finger lifted, and whether the content goes on moving.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        scrollView.markUnimplemented()
    }

    /// Tells the delegate that the content begins to slow down after a flick.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { scrollView.markUnimplemented() }

    /// Tells the delegate that the content came to rest after a flick.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { scrollView.markUnimplemented() }

    /// Tells the delegate that an animated programmatic scroll ended.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { scrollView.markUnimplemented() }

    /// Asks whether a tap on the status bar may scroll to the top (true when not implemented).
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        scrollView.markUnimplemented()
        return true
    }

    /// Tells the delegate that a scroll to the top ended.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { scrollView.markUnimplemented() }

    /// Tells the delegate that the adjusted content inset changed.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { scrollView.markUnimplemented() }
}
