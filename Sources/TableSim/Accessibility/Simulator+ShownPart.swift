extension Simulator {
    /// The part of an accessibility element's frame a user sees, in screen coordinates: on the screen
    /// below the status bar (where a finger reaches) and not under the keyboard or a view of the app's
    /// over the table; nil when none of it shows. The `focus-on-screen` property and the Swift Explorer
    /// read VoiceOver's focus by it.
    ///
    /// What the eye sees, not the content insets: an app may inset its content by more than covers it
    /// (a bottom bar's height on top of the keyboard's), and a row above both still shows.
    public func shownPart(ofAccessibilityFrame frame: Rect) -> Rect? {
        guard let shown = frame.intersection(ScreenLayout.touchableArea(of: tableView, screen: screen.size)) else { return nil }
        // A cover hides the element only where it spans the element's whole width, as a finger sees it.
        var pieces = [(top: shown.minY, bottom: shown.maxY)]
        for cover in coveringRects.map(\.rect) where cover.minX <= shown.minX && cover.maxX >= shown.maxX {
            pieces = pieces.flatMap { piece in
                guard cover.minY < piece.bottom, cover.maxY > piece.top else { return [piece] }
                return [(piece.top, min(piece.bottom, cover.minY)), (max(piece.top, cover.maxY), piece.bottom)]
                    .filter { $0.1 > $0.0 }
            }
        }
        guard let tallest = pieces.max(by: { $0.bottom - $0.top < $1.bottom - $1.top }) else { return nil }
        return Rect(x: shown.minX, y: tallest.top, width: shown.width, height: tallest.bottom - tallest.top)
    }
}
