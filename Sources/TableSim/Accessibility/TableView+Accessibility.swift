/// The table as VoiceOver walks it: its flat order, each row's parts, and what VoiceOver's actions do
/// through the table's own paths.
extension TableView: AccessibilityNavigable {
    /// The flat element list as the table last loaded it: per section a header when it has a title
    /// (or the app gives header views) and a height, every row, a footer likewise; then the section
    /// index while it shows (§2.1).
    package var accessibilityOrder: AccessibilityOrder {
        if let cached = accessibilityOrderCache { return cached }
        let givesHeaderViews = appResponds(to: .viewForHeaderInSection)
        let givesFooterViews = appResponds(to: .viewForFooterInSection)
        let order = AccessibilityOrder(
            sections: sectionLayouts.map {
                // §2.1 choice: a zero-height header or footer has no element.
                AccessibilitySectionShape(
                    rows: $0.rowCount, hasHeader: ($0.headerTitle != nil || givesHeaderViews) && $0.headerHeight > 0,
                    hasFooter: ($0.footerTitle != nil || givesFooterViews) && $0.footerHeight > 0)
            }, hasTableHeaderView: device?.tableHeaderIsAccessibilityElement ?? false, showsSectionIndex: showsSectionIndex,
            hasRefreshControl: refreshControl?.isRefreshing == true,
            hasSearchBar: device?.navigationSearchBarIsAccessibilityElement ?? false)
        accessibilityOrderCache = order
        return order
    }

    /// A section with a title has its header element; one without has it only while the app's view
    /// for it is on screen with text to read (a nil view, or one not shown yet, is nothing to VoiceOver).
    package func hasAccessibilityHeader(inSection section: Int) -> Bool {
        headerTitle(forSection: section) != nil || !(headerView(forSection: section)?.spokenText ?? "").isEmpty
    }

    /// A footer likewise: a title, or the app's view on screen with text to read.
    package func hasAccessibilityFooter(inSection section: Int) -> Bool {
        footerTitle(forSection: section) != nil || !(footerView(forSection: section)?.spokenText ?? "").isEmpty
    }

    /// A row on screen has the parts its cell and the screen layout show; a row off screen has only
    /// its text element (its cell, which would say more, does not exist).
    package func accessibilityParts(ofRow row: IndexPath) -> AccessibilityRowParts {
        guard onScreen.cellsByRow[row] != nil, let facts = device?.accessibilityFacts(ofRow: row) else { return .textOnly }
        return facts.parts
    }

    /// The swipe actions VoiceOver offers for a row, asking the delegate as a swipe would
    /// (`canEditRowAt`, then each configuration), only when the app could offer any (§6 [D: D-cell]).
    func accessibilitySwipeActions(forRowAt row: IndexPath) throws(UIKitException) -> (leading: [ContextualAction], trailing: [ContextualAction]) {
        let leading = appResponds(to: .leadingSwipeActionsConfigurationForRowAt)
        let trailing = appResponds(to: .trailingSwipeActionsConfigurationForRowAt) || appResponds(to: .commitEditingStyle)
        guard leading || trailing, contains(row), try callCanEditRow(at: row) else { return ([], []) }
        return (try swipeActions(forRowAt: row, edge: .leading), try swipeActions(forRowAt: row, edge: .trailing))
    }

    /// Performs a swipe action as VoiceOver's custom action does: `willBeginEditingRowAt`, the handler
    /// (the standard Delete commits `.delete`), and `didEndEditingRowAt` once the handler completes;
    /// no swipe UI shows (§6 [D: D-cell, `_axPerformAction:`]).
    func performAccessibilitySwipeAction(_ action: ContextualAction, forRowAt row: IndexPath) throws(UIKitException) {
        try callWillBeginEditingRow(at: row)
        if action.isStandardDelete {
            try callCommit(.delete, forRowAt: row)
            try callDidEndEditingRow(at: row)
            return
        }
        guard let cell = onScreen.cellsByRow[row] else { return }
        let completion = HandlerCompletion()
        try callHandler(of: action, forRowAt: row, in: cell) { [weak self] _ in
            guard let self else { return }
            guard completion.handlerReturned else {
                completion.calledDuringHandler = true
                return
            }
            self.runCrashingOnException { () throws(UIKitException) in try self.callDidEndEditingRow(at: row) }
        }
        completion.handlerReturned = true
        if completion.calledDuringHandler { try callDidEndEditingRow(at: row) }
    }

    /// Move up / Move down: the trace of a one-step reorder, `targetIndexPathForMoveFromRowAt` with the
    /// neighbour's index path, then `moveRowAt`, no touches (§6, choice). Returns where the row went.
    func moveRowByAccessibility(from source: IndexPath, up: Bool) throws(UIKitException) -> IndexPath? {
        let proposal = IndexPath(row: source.row + (up ? -1 : 1), section: source.section)
        guard isDestination(proposal, forRowFrom: source) else { return nil }
        let chosen = try callTargetIndexPathForMove(from: source, toProposed: proposal)
        let destination = isDestination(chosen, forRowFrom: source) ? chosen : proposal
        if source != destination { relocateRow(from: source, to: destination) }
        try callMoveRow(from: source, to: destination)
        try layoutVisibleContent()
        return destination
    }

    /// VoiceOver was turned on or off: reuse stops or resumes, and an app observing
    /// `voiceOverStatusDidChangeNotification` hears it, as app code (§4.1 [A]).
    func voiceOverStatusChanged(running: Bool, observers: [any VoiceOverStatusObserving]) {
        isVoiceOverRunning = running
        post("UIAccessibility.voiceOverStatusDidChangeNotification", to: observers) {
            $0.voiceOverStatusDidChange(isVoiceOverRunning: running)
        }
    }

    /// Asks the scroll-view delegate for the page status, `accessibilityScrollStatus(for:)`; nil when it
    /// is not implemented or says nothing (§7 [A]).
    func callAccessibilityScrollStatus() throws(UIKitException) -> String? {
        guard let delegate = delegate as? any ScrollViewAccessibilityDelegate else { return nil }
        let line = TraceLine(.callback, "accessibilityScrollStatus(for:)")
        let status = try callAppClosure(line, result: { $0.traceValue }) { delegate.accessibilityScrollStatus(for: self) }
        return status.flatMap { $0.flatMap { $0.isEmpty ? nil : $0 } }
    }

    /// Runs an app's custom action handler as app code: its own trace line, with what it returned.
    func callCustomActionHandler(_ action: AccessibilityCustomAction) throws(UIKitException) {
        let line = TraceLine(
            .callback, head: .text("UIAccessibilityCustomAction.actionHandler"),
            arguments: TraceArguments([action.name.traceValue]))
        _ = try callAppClosure(line, result: { .bool($0) }) { action.actionHandler(action) }
    }

    /// Writes what VoiceOver says (the one writer of speech lines).
    func traceSpeech(_ utterance: String) {
        sink.emit(.speech, utterance)
    }
}

/// App code observing `UIAccessibility.voiceOverStatusDidChangeNotification` (a `NotificationCenter`
/// observer), registered with ``Simulator/addVoiceOverStatusObserver(_:)``.
package protocol VoiceOverStatusObserving: AnyObject {
    /// The notification arrived; `UIAccessibility.isVoiceOverRunning` is already the new value.
    func voiceOverStatusDidChange(isVoiceOverRunning: Bool)
}

/// UIKit's `UIScrollViewAccessibilityDelegate`: a scroll-view delegate that names its own page status.
package protocol ScrollViewAccessibilityDelegate: AnyObject {
    /// The string VoiceOver speaks after a three-finger scroll, or nil for the table's "Rows X to Y of Z".
    func accessibilityScrollStatus(for scrollView: ScrollView) -> String?
}
