/// The keyboard's focus in a picture: a ring around what Full Keyboard Access's cursor is on (an
/// element of VoiceOver's tree), or around the row the UIKit focus system focused.
///
/// **Choice**: both are drawn as one 3-point ring in the tint colour with rounded corners, inset by
/// half its width so it stays inside the element's shown part. On a device Full Keyboard Access
/// draws a thick outline of the system's accent colour and the focus system lifts or tints the
/// focused cell; neither look is specified, and a picture needs only to show where the focus is.
struct KeyboardFocusPicture {
    /// Where the focus is on screen, or nil for no focus.
    var frame: Rect?

    /// The ring's width and corner radius.
    static let lineWidth = 3.0
    static let radius = 8.0

    /// Draws the ring as a group named `keyboard-focus`; nothing without a focus on screen.
    func draw(into svg: inout SVGWriter) {
        guard let frame, frame.width > Self.lineWidth, frame.height > Self.lineWidth else { return }
        let half = Self.lineWidth / 2
        let ring = Rect(x: frame.minX + half, y: frame.minY + half, width: frame.width - Self.lineWidth, height: frame.height - Self.lineWidth)
        svg.beginGroup(named: "keyboard-focus")
        svg.rect(ring, fill: "none", stroke: PictureStyle.tint, strokeWidth: Self.lineWidth, radius: Self.radius)
        svg.endGroup()
    }
}

extension Simulator {
    /// Where the keyboard's focus is on screen: Full Keyboard Access's element, else the focus
    /// system's row; nil when neither has a focus or it is off screen.
    var keyboardFocusFrame: Rect? {
        let keyboard = hardwareKeyboard
        // On an open menu the ring is on its line, drawn with the menu (ContextMenuPicture).
        if fullKeyboardAccessMenuLine != nil { return nil }
        if let id = keyboard.fullKeyboardAccessFocus { return accessibilityElement(id)?.frame }
        if let row = keyboard.focusedRow, tableView.cellForRow(at: row) != nil { return screenRect(ofRow: row) }
        return nil
    }
}
