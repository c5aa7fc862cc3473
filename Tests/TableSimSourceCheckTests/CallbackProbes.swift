@testable import TableSim
import TableSimUIKit

/// An app object of the core's protocols: the bridge, the scenario's declared app, a bare object.
typealias CoreApp = TableViewDataSource & TableViewDelegate

/// One declared callback called the same way through each layer, with the same sample arguments;
/// every answer is compared as the trace prints it.
struct CallbackProbe {
    /// The selector of the declaration the probe was built from.
    let selector: CallbackSelector
    /// Calls the core protocol's method on an app object.
    let app: (any CoreApp, TableView) -> String
    /// The declared UIKit default for the same arguments, as the gateway applies it.
    let uikitDefault: (TableView) -> String
    /// The same as a protocol's "not implemented" default answers it (a height's stand-in number).
    let protocolDefault: (TableView) -> String
    /// Calls the table's gateway for the method.
    let gateway: (TableView) throws -> String

    static func describe(_ value: Any) -> String {
        (value as? any TraceFormattable)?.traceDescription ?? String(describing: value)
    }

    init<Input, Answer>(
        _ callback: Callback<Input, Answer>, input: @escaping (TableView) -> Input,
        app: @escaping (any CoreApp, TableView) -> Answer, gateway: @escaping (TableView) throws -> Answer
    ) {
        selector = callback.declaration.selector
        self.app = { Self.describe(app($0, $1)) }
        uikitDefault = { Self.describe(callback.uikitDefault(input($0))) }
        protocolDefault = uikitDefault
        self.gateway = { Self.describe(try gateway($0)) }
    }

    /// A height method: it answers a number, its gateway call the height or none.
    init(
        _ callback: Callback<Void, Double?>, app: @escaping (any CoreApp, TableView) -> Double,
        gateway: @escaping (TableView) throws -> Double?
    ) {
        selector = callback.declaration.selector
        self.app = { Self.describe(app($0, $1)) }
        uikitDefault = { _ in Self.describe(callback.uikitDefault(()) as Any) }
        protocolDefault = { _ in Self.describe(callback.standInAnswer) }
        self.gateway = { Self.describe(try gateway($0) as Any) }
    }

    init<Answer>(
        _ callback: Callback<Void, Answer>, app: @escaping (any CoreApp, TableView) -> Answer,
        gateway: @escaping (TableView) throws -> Answer
    ) {
        self.init(callback, input: { _ in () }, app: app, gateway: gateway)
    }
}

extension CallbackSelector {
    /// The probe of the callback: an exhaustive switch, so a new selector does not compile without one.
    var probe: CallbackProbe {
        let row = IndexPath(row: 0, section: 0)
        let other = IndexPath(row: 1, section: 0)
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let header = HeaderFooterView(reuseIdentifier: nil)
        header.isHeader = true
        let footer = HeaderFooterView(reuseIdentifier: nil)
        footer.isHeader = false
        switch self {
        case .numberOfSections:
            return CallbackProbe(Callbacks.numberOfSections, app: { $0.numberOfSections(in: $1) }) {
                try $0.callNumberOfSections()
            }
        case .numberOfRowsInSection:
            return CallbackProbe(Callbacks.numberOfRowsInSection, app: { $0.tableView($1, numberOfRowsInSection: 0) }) {
                try $0.callNumberOfRows(inSection: 0)
            }
        case .cellForRowAt:
            return CallbackProbe(Callbacks.cellForRowAt, app: { $0.tableView($1, cellForRowAt: row) }) {
                try $0.callCellForRow(at: row)
            }
        case .titleForHeaderInSection:
            return CallbackProbe(Callbacks.titleForHeaderInSection, app: { $0.tableView($1, titleForHeaderInSection: 0) }) {
                try $0.callTitleForHeader(inSection: 0)
            }
        case .titleForFooterInSection:
            return CallbackProbe(Callbacks.titleForFooterInSection, app: { $0.tableView($1, titleForFooterInSection: 0) }) {
                try $0.callTitleForFooter(inSection: 0)
            }
        case .canEditRowAt:
            return CallbackProbe(Callbacks.canEditRowAt, app: { $0.tableView($1, canEditRowAt: row) }) {
                try $0.callCanEditRow(at: row)
            }
        case .canMoveRowAt:
            return CallbackProbe(
                Callbacks.canMoveRowAt, input: { $0.appResponds(to: .moveRowAt) },
                app: { $0.tableView($1, canMoveRowAt: row) }
            ) { try $0.callCanMoveRow(at: row) }
        case .commitEditingStyle:
            return CallbackProbe(Callbacks.commitEditingStyle, app: { $0.tableView($1, commit: .none, forRowAt: row) }) {
                try $0.callCommit(.none, forRowAt: row)
            }
        case .moveRowAt:
            return CallbackProbe(Callbacks.moveRowAt, app: { $0.tableView($1, moveRowAt: row, to: row) }) {
                try $0.callMoveRow(from: row, to: row)
            }
        case .sectionIndexTitles:
            return CallbackProbe(Callbacks.sectionIndexTitles, app: { $0.sectionIndexTitles(for: $1) }) {
                try $0.callSectionIndexTitles()
            }
        case .sectionForSectionIndexTitle:
            return CallbackProbe(
                Callbacks.sectionForSectionIndexTitle, input: { _ in 2 },
                app: { $0.tableView($1, sectionForSectionIndexTitle: "Q", at: 2) }
            ) { try $0.callSectionForSectionIndexTitle("Q", at: 2) }
        case .willDisplayCell:
            return CallbackProbe(Callbacks.willDisplayCell, app: { $0.tableView($1, willDisplay: cell, forRowAt: row) }) {
                try $0.callWillDisplay(cell, forRowAt: row)
            }
        case .didEndDisplayingCell:
            return CallbackProbe(
                Callbacks.didEndDisplayingCell, app: { $0.tableView($1, didEndDisplaying: cell, forRowAt: row) }
            ) { try $0.callDidEndDisplaying(cell, forRowAt: row) }
        case .willDisplayHeaderView:
            return CallbackProbe(
                Callbacks.willDisplayHeaderView, app: { $0.tableView($1, willDisplayHeaderView: header, forSection: 0) }
            ) { try $0.callWillDisplay(header, forSection: 0) }
        case .willDisplayFooterView:
            return CallbackProbe(
                Callbacks.willDisplayFooterView, app: { $0.tableView($1, willDisplayFooterView: footer, forSection: 0) }
            ) { try $0.callWillDisplay(footer, forSection: 0) }
        case .didEndDisplayingHeaderView:
            return CallbackProbe(
                Callbacks.didEndDisplayingHeaderView,
                app: { $0.tableView($1, didEndDisplayingHeaderView: header, forSection: 0) }
            ) { try $0.callDidEndDisplaying(header, forSection: 0) }
        case .didEndDisplayingFooterView:
            return CallbackProbe(
                Callbacks.didEndDisplayingFooterView,
                app: { $0.tableView($1, didEndDisplayingFooterView: footer, forSection: 0) }
            ) { try $0.callDidEndDisplaying(footer, forSection: 0) }
        case .viewForHeaderInSection:
            return CallbackProbe(Callbacks.viewForHeaderInSection, app: { $0.tableView($1, viewForHeaderInSection: 0) }) {
                try $0.callViewForHeaderFooter(isHeader: true, inSection: 0)
            }
        case .viewForFooterInSection:
            return CallbackProbe(Callbacks.viewForFooterInSection, app: { $0.tableView($1, viewForFooterInSection: 0) }) {
                try $0.callViewForHeaderFooter(isHeader: false, inSection: 0)
            }
        case .heightForRowAt:
            return CallbackProbe(Callbacks.heightForRowAt, app: { $0.tableView($1, heightForRowAt: row) }) {
                try $0.callHeightForRow(at: row)
            }
        case .heightForHeaderInSection:
            return CallbackProbe(Callbacks.heightForHeaderInSection, app: { $0.tableView($1, heightForHeaderInSection: 0) }) {
                try $0.callHeightForHeader(inSection: 0)
            }
        case .heightForFooterInSection:
            return CallbackProbe(Callbacks.heightForFooterInSection, app: { $0.tableView($1, heightForFooterInSection: 0) }) {
                try $0.callHeightForFooter(inSection: 0)
            }
        case .estimatedHeightForRowAt:
            return CallbackProbe(Callbacks.estimatedHeightForRowAt, app: { $0.tableView($1, estimatedHeightForRowAt: row) }) {
                try $0.callEstimatedHeightForRow(at: row)
            }
        case .estimatedHeightForHeaderInSection:
            return CallbackProbe(
                Callbacks.estimatedHeightForHeaderInSection, app: { $0.tableView($1, estimatedHeightForHeaderInSection: 0) }
            ) { try $0.callEstimatedHeightForHeader(inSection: 0) }
        case .estimatedHeightForFooterInSection:
            return CallbackProbe(
                Callbacks.estimatedHeightForFooterInSection, app: { $0.tableView($1, estimatedHeightForFooterInSection: 0) }
            ) { try $0.callEstimatedHeightForFooter(inSection: 0) }
        case .accessoryButtonTappedForRowWith:
            return CallbackProbe(
                Callbacks.accessoryButtonTappedForRowWith, app: { $0.tableView($1, accessoryButtonTappedForRowWith: row) }
            ) { try $0.callAccessoryButtonTapped(forRowWith: row) }
        case .shouldHighlightRowAt:
            return CallbackProbe(Callbacks.shouldHighlightRowAt, app: { $0.tableView($1, shouldHighlightRowAt: row) }) {
                try $0.callShouldHighlightRow(at: row)
            }
        case .didHighlightRowAt:
            return CallbackProbe(Callbacks.didHighlightRowAt, app: { $0.tableView($1, didHighlightRowAt: row) }) {
                try $0.callDidHighlightRow(at: row)
            }
        case .didUnhighlightRowAt:
            return CallbackProbe(Callbacks.didUnhighlightRowAt, app: { $0.tableView($1, didUnhighlightRowAt: row) }) {
                try $0.callDidUnhighlightRow(at: row)
            }
        case .willSelectRowAt:
            return CallbackProbe(
                Callbacks.willSelectRowAt, input: { _ in row }, app: { $0.tableView($1, willSelectRowAt: row) }
            ) { try $0.callWillSelectRow(at: row) }
        case .willDeselectRowAt:
            return CallbackProbe(
                Callbacks.willDeselectRowAt, input: { _ in row }, app: { $0.tableView($1, willDeselectRowAt: row) }
            ) { try $0.callWillDeselectRow(at: row) }
        case .didSelectRowAt:
            return CallbackProbe(Callbacks.didSelectRowAt, app: { $0.tableView($1, didSelectRowAt: row) }) {
                try $0.callDidSelectRow(at: row)
            }
        case .didDeselectRowAt:
            return CallbackProbe(Callbacks.didDeselectRowAt, app: { $0.tableView($1, didDeselectRowAt: row) }) {
                try $0.callDidDeselectRow(at: row)
            }
        case .performPrimaryActionForRowAt:
            return CallbackProbe(
                Callbacks.performPrimaryActionForRowAt, app: { $0.tableView($1, performPrimaryActionForRowAt: row) }
            ) { try $0.callPerformPrimaryAction(forRowAt: row) }
        case .editingStyleForRowAt:
            return CallbackProbe(Callbacks.editingStyleForRowAt, app: { $0.tableView($1, editingStyleForRowAt: row) }) {
                try $0.callEditingStyle(forRowAt: row)
            }
        case .titleForDeleteConfirmationButtonForRowAt:
            return CallbackProbe(
                Callbacks.titleForDeleteConfirmationButtonForRowAt,
                app: { $0.tableView($1, titleForDeleteConfirmationButtonForRowAt: row) }
            ) { try $0.callTitleForDeleteConfirmationButton(forRowAt: row) }
        case .shouldIndentWhileEditingRowAt:
            return CallbackProbe(
                Callbacks.shouldIndentWhileEditingRowAt, app: { $0.tableView($1, shouldIndentWhileEditingRowAt: row) }
            ) { try $0.callShouldIndentWhileEditingRow(at: row) }
        case .willBeginEditingRowAt:
            return CallbackProbe(Callbacks.willBeginEditingRowAt, app: { $0.tableView($1, willBeginEditingRowAt: row) }) {
                try $0.callWillBeginEditingRow(at: row)
            }
        case .didEndEditingRowAt:
            return CallbackProbe(Callbacks.didEndEditingRowAt, app: { $0.tableView($1, didEndEditingRowAt: row) }) {
                try $0.callDidEndEditingRow(at: row)
            }
        case .targetIndexPathForMoveFromRowAt:
            return CallbackProbe(
                Callbacks.targetIndexPathForMoveFromRowAt, input: { _ in other },
                app: { $0.tableView($1, targetIndexPathForMoveFromRowAt: row, toProposedIndexPath: other) }
            ) { try $0.callTargetIndexPathForMove(from: row, toProposed: other) }
        case .leadingSwipeActionsConfigurationForRowAt:
            return CallbackProbe(
                Callbacks.leadingSwipeActionsConfigurationForRowAt,
                app: { $0.tableView($1, leadingSwipeActionsConfigurationForRowAt: row) }
            ) { try $0.callLeadingSwipeActionsConfiguration(forRowAt: row) }
        case .trailingSwipeActionsConfigurationForRowAt:
            return CallbackProbe(
                Callbacks.trailingSwipeActionsConfigurationForRowAt,
                app: { $0.tableView($1, trailingSwipeActionsConfigurationForRowAt: row) }
            ) { try $0.callTrailingSwipeActionsConfiguration(forRowAt: row) }
        case .canFocusRowAt:
            return CallbackProbe(
                Callbacks.canFocusRowAt, input: { $0.allowsFocus }, app: { $0.tableView($1, canFocusRowAt: row) }
            ) { try $0.callCanFocusRow(at: row) }
        case .shouldUpdateFocusIn:
            let context = TableViewFocusUpdateContext(previouslyFocusedIndexPath: row, nextFocusedIndexPath: other)
            return CallbackProbe(Callbacks.shouldUpdateFocusIn, app: { $0.tableView($1, shouldUpdateFocusIn: context) }) {
                try $0.callShouldUpdateFocus(in: context)
            }
        case .didUpdateFocusIn:
            let context = TableViewFocusUpdateContext(previouslyFocusedIndexPath: nil, nextFocusedIndexPath: row)
            return CallbackProbe(
                Callbacks.didUpdateFocusIn, app: { $0.tableView($1, didUpdateFocusIn: context, with: FocusAnimationCoordinator()) }
            ) { try $0.callDidUpdateFocus(in: context) }
        case .indexPathForPreferredFocusedView:
            return CallbackProbe(Callbacks.indexPathForPreferredFocusedView, app: { $0.indexPathForPreferredFocusedView(in: $1) }) {
                try $0.callIndexPathForPreferredFocusedView()
            }
        case .selectionFollowsFocusForRowAt:
            return CallbackProbe(
                Callbacks.selectionFollowsFocusForRowAt, app: { $0.tableView($1, selectionFollowsFocusForRowAt: row) }
            ) { try $0.callSelectionFollowsFocus(forRowAt: row) }
        // MARK: Context menus
        case .contextMenuConfigurationForRowAt:
            let point = Point(x: 10, y: 20)
            return CallbackProbe(
                Callbacks.contextMenuConfigurationForRowAt, app: { $0.tableView($1, contextMenuConfigurationForRowAt: row, point: point) }
            ) { try $0.callContextMenuConfiguration(forRowAt: row, point: point) }
        case .previewForHighlightingContextMenuWithConfiguration:
            let configuration = ContextMenuConfiguration(actionProvider: nil)
            return CallbackProbe(
                Callbacks.previewForHighlightingContextMenuWithConfiguration,
                app: { $0.tableView($1, previewForHighlightingContextMenuWithConfiguration: configuration) }
            ) { try $0.callPreviewForHighlightingContextMenu(with: configuration) }
        case .previewForDismissingContextMenuWithConfiguration:
            let configuration = ContextMenuConfiguration(actionProvider: nil)
            return CallbackProbe(
                Callbacks.previewForDismissingContextMenuWithConfiguration,
                app: { $0.tableView($1, previewForDismissingContextMenuWithConfiguration: configuration) }
            ) { try $0.callPreviewForDismissingContextMenu(with: configuration) }
        case .willDisplayContextMenu:
            let configuration = ContextMenuConfiguration(actionProvider: nil), animator = ContextMenuAnimator()
            return CallbackProbe(
                Callbacks.willDisplayContextMenu, app: { $0.tableView($1, willDisplayContextMenu: configuration, animator: animator) }
            ) { try $0.callWillDisplayContextMenu(configuration, animator: animator) }
        case .willEndContextMenuInteraction:
            let configuration = ContextMenuConfiguration(actionProvider: nil), animator = ContextMenuAnimator()
            return CallbackProbe(
                Callbacks.willEndContextMenuInteraction,
                app: { $0.tableView($1, willEndContextMenuInteraction: configuration, animator: animator) }
            ) { try $0.callWillEndContextMenuInteraction(configuration, animator: animator) }
        case .willPerformPreviewActionForMenuWith:
            let configuration = ContextMenuConfiguration(actionProvider: nil), animator = ContextMenuAnimator()
            return CallbackProbe(
                Callbacks.willPerformPreviewActionForMenuWith,
                app: { $0.tableView($1, willPerformPreviewActionForMenuWith: configuration, animator: animator) }
            ) { try $0.callWillPerformPreviewAction(configuration, animator: animator) }
        case .highlightPreviewForRowAt:
            let configuration = ContextMenuConfiguration(actionProvider: nil)
            return CallbackProbe(
                Callbacks.highlightPreviewForRowAt,
                app: { $0.tableView($1, contextMenuConfiguration: configuration, highlightPreviewForRowAt: row) }
            ) { try $0.callHighlightPreview(configuration, forRowAt: row) }
        case .dismissalPreviewForRowAt:
            let configuration = ContextMenuConfiguration(actionProvider: nil)
            return CallbackProbe(
                Callbacks.dismissalPreviewForRowAt,
                app: { $0.tableView($1, contextMenuConfiguration: configuration, dismissalPreviewForRowAt: row) }
            ) { try $0.callDismissalPreview(configuration, forRowAt: row) }
        case .scrollViewDidScroll:
            return CallbackProbe(Callbacks.scrollViewDidScroll, app: { $0.scrollViewDidScroll($1) }) {
                try $0.callScrollViewDidScroll()
            }
        case .scrollViewWillBeginDragging:
            return CallbackProbe(Callbacks.scrollViewWillBeginDragging, app: { $0.scrollViewWillBeginDragging($1) }) {
                try $0.callScrollViewWillBeginDragging()
            }
        case .scrollViewWillEndDragging:
            return CallbackProbe(
                Callbacks.scrollViewWillEndDragging,
                app: { app, table in
                    var target = Point(x: 0, y: 0)
                    withUnsafeMutablePointer(to: &target) {
                        app.scrollViewWillEndDragging(table, withVelocity: Point(x: 0, y: 0), targetContentOffset: $0)
                    }
                }
            ) { _ = try $0.callScrollViewWillEndDragging(velocity: Point(x: 0, y: 0), target: Point(x: 0, y: 0)) }
        case .scrollViewDidEndDragging:
            return CallbackProbe(
                Callbacks.scrollViewDidEndDragging, app: { $0.scrollViewDidEndDragging($1, willDecelerate: false) }
            ) { try $0.callScrollViewDidEndDragging(willDecelerate: false) }
        case .scrollViewWillBeginDecelerating:
            return CallbackProbe(Callbacks.scrollViewWillBeginDecelerating, app: { $0.scrollViewWillBeginDecelerating($1) }) {
                try $0.callScrollViewWillBeginDecelerating()
            }
        case .scrollViewDidEndDecelerating:
            return CallbackProbe(Callbacks.scrollViewDidEndDecelerating, app: { $0.scrollViewDidEndDecelerating($1) }) {
                try $0.callScrollViewDidEndDecelerating()
            }
        case .scrollViewDidEndScrollingAnimation:
            return CallbackProbe(
                Callbacks.scrollViewDidEndScrollingAnimation, app: { $0.scrollViewDidEndScrollingAnimation($1) }
            ) { try $0.callScrollViewDidEndScrollingAnimation() }
        case .scrollViewShouldScrollToTop:
            return CallbackProbe(Callbacks.scrollViewShouldScrollToTop, app: { $0.scrollViewShouldScrollToTop($1) }) {
                try $0.callScrollViewShouldScrollToTop()
            }
        // MARK: Prefetching: called through the prefetch data source, not a CoreApp
        // (PrefetchingAgreementTests).
        case .prefetchRowsAt, .cancelPrefetchingForRowsAt:
            preconditionFailure("\(self.rawValue) goes to the prefetch data source; see PrefetchingAgreementTests")
        // MARK: Drag and drop: called through the drag and drop delegates (DragDropAgreementTests).
        case .itemsForBeginning, .itemsForAddingTo, .dragPreviewParametersForRowAt, .dragSessionWillBegin,
            .dragSessionAllowsMoveOperation, .dragSessionIsRestrictedToDraggingApplication, .dragSessionDidEnd,
            .performDropWith, .canHandle, .dropSessionDidEnter, .dropSessionDidUpdate, .dropSessionDidExit,
            .dropSessionDidEnd, .dropPreviewParametersForRowAt:
            preconditionFailure("\(self.rawValue) goes to a drag or drop delegate; see DragDropAgreementTests")
        case .scrollViewDidScrollToTop:
            return CallbackProbe(Callbacks.scrollViewDidScrollToTop, app: { $0.scrollViewDidScrollToTop($1) }) {
                try $0.callScrollViewDidScrollToTop()
            }
        case .scrollViewDidChangeAdjustedContentInset:
            return CallbackProbe(
                Callbacks.scrollViewDidChangeAdjustedContentInset, app: { $0.scrollViewDidChangeAdjustedContentInset($1) }
            ) { try $0.callScrollViewDidChangeAdjustedContentInset() }
        }
    }
}

// MARK: Prefetching

extension CallbackSelector {
    /// The callbacks of the table's data source, delegate and scroll-view delegate (a `CoreApp`):
    /// every callback but the prefetch data source's.
    static var tableAndScrollCallbacks: [CallbackSelector] {
        allCases.filter { ![.prefetchDataSource, .dragDelegate, .dropDelegate].contains($0.owner) }
    }
}
