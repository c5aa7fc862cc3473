import TableSimUIKit

/// A controller that overrides every method `UITableViewController` declares and records which ran:
/// what the bridge forwards a core call to. Written from UIKit's signatures, as an app writes them.
@MainActor
final class RecordingController: UITableViewController {
    /// The selectors of the methods that ran, in order.
    var calls: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        calls.append(#function)
        return 1
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        calls.append(#function)
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func numberOfSections(in tableView: UITableView) -> Int {
        calls.append(#function)
        return 1
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        calls.append(#function)
        return nil
    }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        calls.append(#function)
        return nil
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        calls.append(#function)
        return false
    }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        calls.append(#function)
        return false
    }
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        calls.append(#function)
        return nil
    }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        calls.append(#function)
        return 1
    }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        calls.append(#function)
        return 10
    }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        calls.append(#function)
        return 10
    }
    override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        calls.append(#function)
        return 10
    }
    override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        calls.append(#function)
        return 10
    }
    override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        calls.append(#function)
        return 10
    }
    override func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        calls.append(#function)
        return 10
    }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        calls.append(#function)
        return nil
    }
    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        calls.append(#function)
        return nil
    }
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        calls.append(#function)
        return false
    }
    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append(#function)
        return nil
    }
    override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append(#function)
        return nil
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        calls.append(#function)
        return .none
    }
    override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        calls.append(#function)
        return nil
    }
    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        calls.append(#function)
        return nil
    }
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        calls.append(#function)
        return nil
    }
    override func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        calls.append(#function)
        return false
    }
    override func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        calls.append(#function)
        return false
    }
    override func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
    ) {
        calls.append(#function)
    }
    override func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        calls.append(#function)
        return nil
    }
    override func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        calls.append(#function)
        return false
    }
    // MARK: Context menus
    override func tableView(
        _ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForRowAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        calls.append(#function)
        return nil
    }
    override func tableView(
        _ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForRowAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        calls.append(#function)
        return nil
    }
    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        calls.append(#function)
        return nil
    }
    override func tableView(
        _ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        calls.append(#function)
        return nil
    }
    override func tableView(
        _ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        calls.append(#function)
        return nil
    }
    override func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        calls.append(#function)
    }
    override func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        calls.append(#function)
    }
    override func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        calls.append(#function)
        return false
    }
    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        calls.append(#function)
    }
    override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        calls.append(#function)
        return IndexPath(row: 0, section: 0)
    }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls.append(#function)
    }
    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        calls.append(#function)
    }
    override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append(#function)
    }
    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append(#function)
    }
    override func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        calls.append(#function)
    }
    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        calls.append(#function)
    }
    override func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        calls.append(#function)
    }
    override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        calls.append(#function)
        return false
    }
    override func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        calls.append(#function)
    }
    override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        calls.append(#function)
    }
}
