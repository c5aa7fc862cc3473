/// The refresh control as VoiceOver meets it (PrefetchRefreshKeysBehaviour.md, "VoiceOver and the
/// refresh control"): an element of its own, first in the order, while it refreshes above the
/// content; "Refreshing content" spoken when VoiceOver's three-finger swipe at the top starts it.

extension VoiceOverSpeech {
    /// What VoiceOver says when its scroll at the top starts a refresh, and the label of a refresh
    /// control without a title (after the Congress and Awful apps' VoiceOver reports).
    package static let refreshingContent = "Refreshing content"
}

extension Simulator {
    /// The refresh control's element while it refreshes: above the content's top, the control's
    /// height tall, the table's width; its label is the control's title, or "Refreshing content"
    /// without one; nil while no control refreshes.
    func refreshControlElement() -> AccessibilityElement? {
        guard let control = tableView.refreshControl, control.isRefreshing else { return nil }
        let frame = Rect(
            x: 0, y: tableView.frame.minY - RefreshControl.height - tableView.contentOffset.y,
            width: tableView.frame.width, height: RefreshControl.height)
        let title = control.title.flatMap { $0.isEmpty ? nil : $0 }
        return AccessibilityElement(id: .refreshControl, label: title ?? VoiceOverSpeech.refreshingContent, frame: frame)
    }

    /// VoiceOver's three-finger swipe at the top started the refresh: VoiceOver says so.
    func voiceOverRefreshStarted() {
        runVoiceOver { $0.announcementPosted(VoiceOverSpeech.refreshingContent) }
    }
}

extension TableView {
    /// The refresh control began or ended refreshing: it joins or leaves VoiceOver's order, and a
    /// focus on it that no longer exists moves as after a reload.
    func refreshControlChanged() {
        accessibilityOrderCache = nil
        emit(.refreshControlChanged)
    }
}
