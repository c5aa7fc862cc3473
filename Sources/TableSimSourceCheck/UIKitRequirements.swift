/// The three UIKit protocols whose optional methods UIKit finds with `respondsToSelector`.
package enum UIKitProtocol: String, CaseIterable, Sendable, Comparable {
    case dataSource = "UITableViewDataSource"
    case delegate = "UITableViewDelegate"
    case scrollViewDelegate = "UIScrollViewDelegate"
    // MARK: Prefetching (issue 23)
    case prefetchDataSource = "UITableViewDataSourcePrefetching"

    /// The protocols a class adopts by naming this one: `UITableViewDelegate` refines `UIScrollViewDelegate`.
    var adoptedWithIt: [UIKitProtocol] {
        self == .delegate ? [.delegate, .scrollViewDelegate] : [self]
    }

    package static func < (lhs: UIKitProtocol, rhs: UIKitProtocol) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One method of a UIKit protocol: its Swift signature, its Objective-C selector, and whether TableSim models it.
package struct UIKitRequirement: Sendable {
    /// The protocol that declares the method.
    package let owner: UIKitProtocol
    /// The declaration as UIKit's Swift interface writes it.
    package let signature: String
    /// The method parsed from `signature`.
    package let function: FunctionDeclaration
    /// The Objective-C selector, which is also the method's Swift 2 name (`tableView:cellForRowAtIndexPath:`).
    package let objectiveCSelector: String
    /// Whether TableSim's core calls and traces the method (a `CallbackSelector`).
    package let isModelled: Bool

    /// The Swift selector, like `tableView(_:cellForRowAt:)`.
    package var selector: String { function.selector }

    /// The Swift 2 name's parts: the base name, then the labels, the first one `_`.
    var swift2Parts: [String] {
        let pieces = objectiveCSelector.split(separator: ":").map(String.init)
        return [pieces[0], "_"] + pieces.dropFirst()
    }

    /// The Swift name's parts: the base name, then the labels.
    var parts: [String] { [function.baseName] + function.labels }
}

extension UIKitRequirement {
    /// Every method of UITableViewDataSource, UITableViewDelegate and UIScrollViewDelegate, as of iOS 17.
    ///
    /// The modelled ones are exactly the core's `CallbackSelector` cases (a test holds the two lists
    /// together); the others compile against TableSimUIKit but the core never calls them.
    package static let all: [UIKitRequirement] = table.map { owner, signature, objectiveC, modelled in
        let source = "protocol P {\n" + signature + "\n}"
        guard let function = SwiftDeclarationParser.declarations(in: source).first?.functions.first else {
            preconditionFailure("the requirement table holds a signature the parser cannot read: \(signature)")
        }
        return UIKitRequirement(
            owner: owner, signature: signature, function: function, objectiveCSelector: objectiveC, isModelled: modelled)
    }

    /// The requirements, by protocol.
    static let byProtocol: [UIKitProtocol: [UIKitRequirement]] = Dictionary(grouping: all, by: \.owner)

    private static let table: [(UIKitProtocol, String, String, Bool)] = [
        (.dataSource, "func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int",
         "tableView:numberOfRowsInSection:", true),
        (.dataSource, "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell",
         "tableView:cellForRowAtIndexPath:", true),
        (.dataSource, "func numberOfSections(in tableView: UITableView) -> Int",
         "numberOfSectionsInTableView:", true),
        (.dataSource, "func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?",
         "tableView:titleForHeaderInSection:", true),
        (.dataSource, "func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?",
         "tableView:titleForFooterInSection:", true),
        (.dataSource, "func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool",
         "tableView:canEditRowAtIndexPath:", true),
        (.dataSource, "func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool",
         "tableView:canMoveRowAtIndexPath:", true),
        (.dataSource, "func sectionIndexTitles(for tableView: UITableView) -> [String]?",
         "sectionIndexTitlesForTableView:", true),
        (.dataSource,
         "func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int",
         "tableView:sectionForSectionIndexTitle:atIndex:", true),
        (.dataSource,
         "func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)",
         "tableView:commitEditingStyle:forRowAtIndexPath:", true),
        (.dataSource,
         "func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)",
         "tableView:moveRowAtIndexPath:toIndexPath:", true),

        (.delegate, "func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)",
         "tableView:willDisplayCell:forRowAtIndexPath:", true),
        (.delegate, "func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)",
         "tableView:willDisplayHeaderView:forSection:", true),
        (.delegate, "func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)",
         "tableView:willDisplayFooterView:forSection:", true),
        (.delegate,
         "func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)",
         "tableView:didEndDisplayingCell:forRowAtIndexPath:", true),
        (.delegate,
         "func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)",
         "tableView:didEndDisplayingHeaderView:forSection:", true),
        (.delegate,
         "func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)",
         "tableView:didEndDisplayingFooterView:forSection:", true),
        (.delegate, "func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat",
         "tableView:heightForRowAtIndexPath:", true),
        (.delegate, "func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat",
         "tableView:heightForHeaderInSection:", true),
        (.delegate, "func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat",
         "tableView:heightForFooterInSection:", true),
        (.delegate, "func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat",
         "tableView:estimatedHeightForRowAtIndexPath:", true),
        (.delegate, "func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat",
         "tableView:estimatedHeightForHeaderInSection:", true),
        (.delegate, "func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat",
         "tableView:estimatedHeightForFooterInSection:", true),
        (.delegate, "func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?",
         "tableView:viewForHeaderInSection:", true),
        (.delegate, "func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?",
         "tableView:viewForFooterInSection:", true),
        (.delegate, "func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)",
         "tableView:accessoryButtonTappedForRowWithIndexPath:", true),
        (.delegate, "func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool",
         "tableView:shouldHighlightRowAtIndexPath:", true),
        (.delegate, "func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)",
         "tableView:didHighlightRowAtIndexPath:", true),
        (.delegate, "func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)",
         "tableView:didUnhighlightRowAtIndexPath:", true),
        (.delegate, "func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?",
         "tableView:willSelectRowAtIndexPath:", true),
        (.delegate, "func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?",
         "tableView:willDeselectRowAtIndexPath:", true),
        (.delegate, "func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)",
         "tableView:didSelectRowAtIndexPath:", true),
        (.delegate, "func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)",
         "tableView:didDeselectRowAtIndexPath:", true),
        (.delegate, "func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool",
         "tableView:canPerformPrimaryActionForRowAtIndexPath:", false),
        (.delegate, "func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)",
         "tableView:performPrimaryActionForRowAtIndexPath:", true),
        (.delegate,
         "func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle",
         "tableView:editingStyleForRowAtIndexPath:", true),
        (.delegate,
         "func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?",
         "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:", true),
        (.delegate,
         "func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?",
         "tableView:editActionsForRowAtIndexPath:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?",
         "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:", true),
        (.delegate,
         "func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?",
         "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:", true),
        (.delegate, "func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool",
         "tableView:shouldIndentWhileEditingRowAtIndexPath:", true),
        (.delegate, "func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)",
         "tableView:willBeginEditingRowAtIndexPath:", true),
        (.delegate, "func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)",
         "tableView:didEndEditingRowAtIndexPath:", true),
        (.delegate,
         "func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath",
         "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:", true),
        (.delegate, "func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int",
         "tableView:indentationLevelForRowAtIndexPath:", false),
        (.delegate, "func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool",
         "tableView:shouldShowMenuForRowAtIndexPath:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool",
         "tableView:canPerformAction:forRowAtIndexPath:withSender:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?)",
         "tableView:performAction:forRowAtIndexPath:withSender:", false),
        (.delegate, "func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool",
         "tableView:canFocusRowAtIndexPath:", true),
        (.delegate,
         "func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool",
         "tableView:shouldUpdateFocusInContext:", true),
        (.delegate,
         "func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)",
         "tableView:didUpdateFocusInContext:withAnimationCoordinator:", true),
        (.delegate, "func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?",
         "indexPathForPreferredFocusedViewInTableView:", true),
        (.delegate, "func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool",
         "tableView:selectionFollowsFocusForRowAtIndexPath:", true),
        (.delegate,
         "func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool",
         "tableView:shouldSpringLoadRowAtIndexPath:withContext:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool",
         "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:", false),
        (.delegate, "func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)",
         "tableView:didBeginMultipleSelectionInteractionAtIndexPath:", false),
        (.delegate, "func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)",
         "tableViewDidEndMultipleSelectionInteraction:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?",
         "tableView:contextMenuConfigurationForRowAtIndexPath:point:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?",
         "tableView:previewForHighlightingContextMenuWithConfiguration:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?",
         "tableView:previewForDismissingContextMenuWithConfiguration:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration, highlightPreviewForRowAt indexPath: IndexPath) -> UITargetedPreview?",
         "tableView:contextMenuConfiguration:highlightPreviewForRowAtIndexPath:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration, dismissalPreviewForRowAt indexPath: IndexPath) -> UITargetedPreview?",
         "tableView:contextMenuConfiguration:dismissalPreviewForRowAtIndexPath:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating)",
         "tableView:willPerformPreviewActionForMenuWithConfiguration:animator:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)",
         "tableView:willDisplayContextMenuWithConfiguration:animator:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)",
         "tableView:willEndContextMenuInteractionWithConfiguration:animator:", false),

        (.scrollViewDelegate, "func scrollViewDidScroll(_ scrollView: UIScrollView)", "scrollViewDidScroll:", true),
        (.scrollViewDelegate, "func scrollViewDidZoom(_ scrollView: UIScrollView)", "scrollViewDidZoom:", false),
        (.scrollViewDelegate, "func scrollViewWillBeginDragging(_ scrollView: UIScrollView)",
         "scrollViewWillBeginDragging:", true),
        (.scrollViewDelegate,
         "func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)",
         "scrollViewWillEndDragging:withVelocity:targetContentOffset:", true),
        (.scrollViewDelegate, "func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)",
         "scrollViewDidEndDragging:willDecelerate:", true),
        (.scrollViewDelegate, "func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)",
         "scrollViewWillBeginDecelerating:", true),
        (.scrollViewDelegate, "func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)",
         "scrollViewDidEndDecelerating:", true),
        (.scrollViewDelegate, "func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)",
         "scrollViewDidEndScrollingAnimation:", true),
        (.scrollViewDelegate, "func viewForZooming(in scrollView: UIScrollView) -> UIView?",
         "viewForZoomingInScrollView:", false),
        (.scrollViewDelegate, "func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)",
         "scrollViewWillBeginZooming:withView:", false),
        (.scrollViewDelegate,
         "func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)",
         "scrollViewDidEndZooming:withView:atScale:", false),
        (.scrollViewDelegate, "func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool",
         "scrollViewShouldScrollToTop:", true),
        (.scrollViewDelegate, "func scrollViewDidScrollToTop(_ scrollView: UIScrollView)", "scrollViewDidScrollToTop:", true),
        (.scrollViewDelegate, "func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)",
         "scrollViewDidChangeAdjustedContentInset:", true),
        // MARK: Prefetching (issue 23)
        (.prefetchDataSource, "func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])",
         "tableView:prefetchRowsAtIndexPaths:", true),
        (.prefetchDataSource, "func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])",
         "tableView:cancelPrefetchingForRowsAtIndexPaths:", true),
    ]
}
