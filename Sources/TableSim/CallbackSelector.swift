/// Every data-source, delegate and scroll-view-delegate method TableSim models, by its Swift selector.
///
/// The raw value is the selector as Apple's documentation writes it, which is how traces print it
/// and how `omit` names it.
public enum CallbackSelector: String, CaseIterable, Sendable, Hashable {
    // UITableViewDataSource
    case numberOfSections = "numberOfSections(in:)"
    case numberOfRowsInSection = "tableView(_:numberOfRowsInSection:)"
    case cellForRowAt = "tableView(_:cellForRowAt:)"
    case titleForHeaderInSection = "tableView(_:titleForHeaderInSection:)"
    case titleForFooterInSection = "tableView(_:titleForFooterInSection:)"
    case canEditRowAt = "tableView(_:canEditRowAt:)"
    case canMoveRowAt = "tableView(_:canMoveRowAt:)"
    case commitEditingStyle = "tableView(_:commit:forRowAt:)"
    case moveRowAt = "tableView(_:moveRowAt:to:)"
    case sectionIndexTitles = "sectionIndexTitles(for:)"
    case sectionForSectionIndexTitle = "tableView(_:sectionForSectionIndexTitle:at:)"

    // UITableViewDelegate: display
    case willDisplayCell = "tableView(_:willDisplay:forRowAt:)"
    case didEndDisplayingCell = "tableView(_:didEndDisplaying:forRowAt:)"
    case willDisplayHeaderView = "tableView(_:willDisplayHeaderView:forSection:)"
    case willDisplayFooterView = "tableView(_:willDisplayFooterView:forSection:)"
    case didEndDisplayingHeaderView = "tableView(_:didEndDisplayingHeaderView:forSection:)"
    case didEndDisplayingFooterView = "tableView(_:didEndDisplayingFooterView:forSection:)"
    case viewForHeaderInSection = "tableView(_:viewForHeaderInSection:)"
    case viewForFooterInSection = "tableView(_:viewForFooterInSection:)"

    // UITableViewDelegate: heights
    case heightForRowAt = "tableView(_:heightForRowAt:)"
    case heightForHeaderInSection = "tableView(_:heightForHeaderInSection:)"
    case heightForFooterInSection = "tableView(_:heightForFooterInSection:)"
    case estimatedHeightForRowAt = "tableView(_:estimatedHeightForRowAt:)"
    case estimatedHeightForHeaderInSection = "tableView(_:estimatedHeightForHeaderInSection:)"
    case estimatedHeightForFooterInSection = "tableView(_:estimatedHeightForFooterInSection:)"

    // UITableViewDelegate: accessories, highlight, selection
    case accessoryButtonTappedForRowWith = "tableView(_:accessoryButtonTappedForRowWith:)"
    case shouldHighlightRowAt = "tableView(_:shouldHighlightRowAt:)"
    case didHighlightRowAt = "tableView(_:didHighlightRowAt:)"
    case didUnhighlightRowAt = "tableView(_:didUnhighlightRowAt:)"
    case willSelectRowAt = "tableView(_:willSelectRowAt:)"
    case willDeselectRowAt = "tableView(_:willDeselectRowAt:)"
    case didSelectRowAt = "tableView(_:didSelectRowAt:)"
    case didDeselectRowAt = "tableView(_:didDeselectRowAt:)"
    case performPrimaryActionForRowAt = "tableView(_:performPrimaryActionForRowAt:)"

    // UITableViewDelegate: editing
    case editingStyleForRowAt = "tableView(_:editingStyleForRowAt:)"
    case titleForDeleteConfirmationButtonForRowAt = "tableView(_:titleForDeleteConfirmationButtonForRowAt:)"
    case shouldIndentWhileEditingRowAt = "tableView(_:shouldIndentWhileEditingRowAt:)"
    case willBeginEditingRowAt = "tableView(_:willBeginEditingRowAt:)"
    case didEndEditingRowAt = "tableView(_:didEndEditingRowAt:)"
    case targetIndexPathForMoveFromRowAt = "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)"
    case leadingSwipeActionsConfigurationForRowAt = "tableView(_:leadingSwipeActionsConfigurationForRowAt:)"
    case trailingSwipeActionsConfigurationForRowAt = "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"

    // UIScrollViewDelegate
    case scrollViewDidScroll = "scrollViewDidScroll(_:)"
    case scrollViewWillBeginDragging = "scrollViewWillBeginDragging(_:)"
    case scrollViewWillEndDragging = "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)"
    case scrollViewDidEndDragging = "scrollViewDidEndDragging(_:willDecelerate:)"
    case scrollViewWillBeginDecelerating = "scrollViewWillBeginDecelerating(_:)"
    case scrollViewDidEndDecelerating = "scrollViewDidEndDecelerating(_:)"
    case scrollViewDidEndScrollingAnimation = "scrollViewDidEndScrollingAnimation(_:)"
    case scrollViewShouldScrollToTop = "scrollViewShouldScrollToTop(_:)"
    case scrollViewDidScrollToTop = "scrollViewDidScrollToTop(_:)"
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
