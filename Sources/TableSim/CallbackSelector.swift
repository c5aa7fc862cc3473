/// Every data-source, delegate and scroll-view-delegate method TableSim models, by its Swift selector.
///
/// The raw value is the selector as Apple's documentation writes it, which is how traces print it
/// and how `omit` names it.
public enum CallbackSelector: String, CaseIterable, Sendable, Hashable {
    // UITableViewDataSource
    /// The data source's count of sections; UIKit assumes one when it is not implemented.
    case numberOfSections = "numberOfSections(in:)"
    /// The data source's count of rows in one section (required).
    case numberOfRowsInSection = "tableView(_:numberOfRowsInSection:)"
    /// The data source's cell for a row about to appear (required).
    case cellForRowAt = "tableView(_:cellForRowAt:)"
    /// The data source's plain-text title for a section's header.
    case titleForHeaderInSection = "tableView(_:titleForHeaderInSection:)"
    /// The data source's plain-text title for a section's footer.
    case titleForFooterInSection = "tableView(_:titleForFooterInSection:)"
    /// Whether the data source lets a row be edited (deleted, inserted or shown with editing controls).
    case canEditRowAt = "tableView(_:canEditRowAt:)"
    /// Whether the data source lets a row show a reorder control and be moved.
    case canMoveRowAt = "tableView(_:canMoveRowAt:)"
    /// The data source's handler for a confirmed delete or insert of a row.
    case commitEditingStyle = "tableView(_:commit:forRowAt:)"
    /// The data source's handler for a row the user dropped at a new place.
    case moveRowAt = "tableView(_:moveRowAt:to:)"
    /// The data source's titles for the section index along the table's trailing edge.
    case sectionIndexTitles = "sectionIndexTitles(for:)"
    /// The section the table jumps to when an index title is touched.
    case sectionForSectionIndexTitle = "tableView(_:sectionForSectionIndexTitle:at:)"

    // UITableViewDelegate: display
    /// The delegate's notice that a cell is about to become visible.
    case willDisplayCell = "tableView(_:willDisplay:forRowAt:)"
    /// The delegate's notice that a cell left the visible area or was removed.
    case didEndDisplayingCell = "tableView(_:didEndDisplaying:forRowAt:)"
    /// The delegate's notice that a section's header view is about to become visible.
    case willDisplayHeaderView = "tableView(_:willDisplayHeaderView:forSection:)"
    /// The delegate's notice that a section's footer view is about to become visible.
    case willDisplayFooterView = "tableView(_:willDisplayFooterView:forSection:)"
    /// The delegate's notice that a section's header view left the visible area.
    case didEndDisplayingHeaderView = "tableView(_:didEndDisplayingHeaderView:forSection:)"
    /// The delegate's notice that a section's footer view left the visible area.
    case didEndDisplayingFooterView = "tableView(_:didEndDisplayingFooterView:forSection:)"
    /// The delegate's custom view for a section's header, in place of the title.
    case viewForHeaderInSection = "tableView(_:viewForHeaderInSection:)"
    /// The delegate's custom view for a section's footer, in place of the title.
    case viewForFooterInSection = "tableView(_:viewForFooterInSection:)"

    // UITableViewDelegate: heights
    /// The delegate's exact height for a row.
    case heightForRowAt = "tableView(_:heightForRowAt:)"
    /// The delegate's exact height for a section's header.
    case heightForHeaderInSection = "tableView(_:heightForHeaderInSection:)"
    /// The delegate's exact height for a section's footer.
    case heightForFooterInSection = "tableView(_:heightForFooterInSection:)"
    /// The delegate's guess at a row's height, used until the row is laid out.
    case estimatedHeightForRowAt = "tableView(_:estimatedHeightForRowAt:)"
    /// The delegate's guess at a section header's height, used until it is laid out.
    case estimatedHeightForHeaderInSection = "tableView(_:estimatedHeightForHeaderInSection:)"
    /// The delegate's guess at a section footer's height, used until it is laid out.
    case estimatedHeightForFooterInSection = "tableView(_:estimatedHeightForFooterInSection:)"

    // UITableViewDelegate: accessories, highlight, selection
    /// The delegate's notice that a row's detail (info) accessory button was tapped.
    case accessoryButtonTappedForRowWith = "tableView(_:accessoryButtonTappedForRowWith:)"
    /// Whether the delegate lets a touched row highlight.
    case shouldHighlightRowAt = "tableView(_:shouldHighlightRowAt:)"
    /// The delegate's notice that a row was highlighted under the finger.
    case didHighlightRowAt = "tableView(_:didHighlightRowAt:)"
    /// The delegate's notice that a row lost its highlight.
    case didUnhighlightRowAt = "tableView(_:didUnhighlightRowAt:)"
    /// The delegate's chance to change or refuse (nil) the row about to be selected.
    case willSelectRowAt = "tableView(_:willSelectRowAt:)"
    /// The delegate's chance to change or refuse (nil) the row about to be deselected.
    case willDeselectRowAt = "tableView(_:willDeselectRowAt:)"
    /// The delegate's notice that a row was selected by the user.
    case didSelectRowAt = "tableView(_:didSelectRowAt:)"
    /// The delegate's notice that a row was deselected by the user.
    case didDeselectRowAt = "tableView(_:didDeselectRowAt:)"
    /// The delegate's primary action for a row, run on a tap alongside selection.
    case performPrimaryActionForRowAt = "tableView(_:performPrimaryActionForRowAt:)"

    // UITableViewDelegate: editing
    /// The delegate's editing control for a row: delete, insert or none.
    case editingStyleForRowAt = "tableView(_:editingStyleForRowAt:)"
    /// The delegate's title for a row's delete confirmation button ("Delete" when absent).
    case titleForDeleteConfirmationButtonForRowAt = "tableView(_:titleForDeleteConfirmationButtonForRowAt:)"
    /// Whether the delegate lets a row's content indent in editing mode.
    case shouldIndentWhileEditingRowAt = "tableView(_:shouldIndentWhileEditingRowAt:)"
    /// The delegate's notice that a single row entered editing, as by swiping it.
    case willBeginEditingRowAt = "tableView(_:willBeginEditingRowAt:)"
    /// The delegate's notice that a single row's editing ended.
    case didEndEditingRowAt = "tableView(_:didEndEditingRowAt:)"
    /// The delegate's chance to redirect a row being dragged to another destination.
    case targetIndexPathForMoveFromRowAt = "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)"
    /// The delegate's actions revealed by swiping a row toward the trailing edge.
    case leadingSwipeActionsConfigurationForRowAt = "tableView(_:leadingSwipeActionsConfigurationForRowAt:)"
    /// The delegate's actions revealed by swiping a row toward the leading edge.
    case trailingSwipeActionsConfigurationForRowAt = "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"

    // UITableViewDelegate: the focus system (iPad keyboard)
    /// Whether the delegate lets a row take the focus system's focus (wins over `allowsFocus`).
    case canFocusRowAt = "tableView(_:canFocusRowAt:)"
    /// Whether the delegate lets a focus move that touches the table happen.
    case shouldUpdateFocusIn = "tableView(_:shouldUpdateFocusIn:)"
    /// The delegate's notice that a focus move that touches the table happened.
    case didUpdateFocusIn = "tableView(_:didUpdateFocusIn:with:)"
    /// The delegate's row for focus entering the table.
    case indexPathForPreferredFocusedView = "indexPathForPreferredFocusedView(in:)"
    /// Whether moving the focus onto a row selects it, while `selectionFollowsFocus` is on.
    case selectionFollowsFocusForRowAt = "tableView(_:selectionFollowsFocusForRowAt:)"

    // MARK: Prefetching (issue 23)
    /// The prefetch data source's request to start loading the data of rows about to come on screen.
    case prefetchRowsAt = "tableView(_:prefetchRowsAt:)"
    /// The prefetch data source's notice that rows it was asked to prefetch are no longer needed.
    case cancelPrefetchingForRowsAt = "tableView(_:cancelPrefetchingForRowsAt:)"

    // UIScrollViewDelegate
    /// The scroll-view delegate's notice that the content offset changed.
    case scrollViewDidScroll = "scrollViewDidScroll(_:)"
    /// The scroll-view delegate's notice that a drag is starting to scroll.
    case scrollViewWillBeginDragging = "scrollViewWillBeginDragging(_:)"
    /// The scroll-view delegate's notice that a drag ended, with a target offset it may change.
    case scrollViewWillEndDragging = "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)"
    /// The scroll-view delegate's notice that a drag ended, and whether deceleration follows.
    case scrollViewDidEndDragging = "scrollViewDidEndDragging(_:willDecelerate:)"
    /// The scroll-view delegate's notice that scrolling slows down after the finger lifted.
    case scrollViewWillBeginDecelerating = "scrollViewWillBeginDecelerating(_:)"
    /// The scroll-view delegate's notice that scrolling came to rest after decelerating.
    case scrollViewDidEndDecelerating = "scrollViewDidEndDecelerating(_:)"
    /// The scroll-view delegate's notice that a programmatic animated scroll finished.
    case scrollViewDidEndScrollingAnimation = "scrollViewDidEndScrollingAnimation(_:)"
    /// Whether the scroll-view delegate allows a tap on the status bar to scroll to the top.
    case scrollViewShouldScrollToTop = "scrollViewShouldScrollToTop(_:)"
    /// The scroll-view delegate's notice that a status-bar tap scrolled to the top.
    case scrollViewDidScrollToTop = "scrollViewDidScrollToTop(_:)"
    /// The scroll-view delegate's notice that the adjusted content inset changed.
    case scrollViewDidChangeAdjustedContentInset = "scrollViewDidChangeAdjustedContentInset(_:)"

    /// Looks a selector up by its documented Swift name, as `omit` writes it.
    public init?(selectorName: String) {
        self.init(rawValue: selectorName)
    }
}

/// An object whose optional methods the table view asks about before calling them, like Objective-C's
/// `responds(to:)`.
public protocol CallbackResponding: AnyObject {
    /// Whether the object implements the method; the default answers true and lets the table view
    /// detect unimplemented methods by their default implementations.
    func responds(to selector: CallbackSelector) -> Bool
    /// The app's class name, as UIKit's exception texts print it (`<Fruits>`).
    var appClassName: String { get }
    /// Whether the object stands for a data source that is gone (a bridge to an app object that was
    /// released): the table then has no data source.
    var isDataSourceGone: Bool { get }
}

extension CallbackResponding {
    public func responds(to selector: CallbackSelector) -> Bool { true }
    public var appClassName: String { String(describing: type(of: self)) }
    public var isDataSourceGone: Bool { false }
}
