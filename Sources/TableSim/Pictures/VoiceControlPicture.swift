/// Voice Control's overlay in a picture: a badge with a number or a name over each element it marks,
/// drawn only while the overlay shows ("Show numbers", "Show names", an ambiguous name).
///
/// Like the device's, a badge is a dark rounded label centred on the element's shown part; its
/// width follows the text with a fixed advance per character, so the same badges give the same bytes.
struct VoiceControlPicture {
    /// The badges to draw, in the overlay's order.
    var badges: [VoiceControlBadge]
    /// The screen's width: a badge wider than the room right of its element's middle moves left to fit.
    var screenWidth: Double

    /// The badge's fill and text colours, the text size and the advance of one character.
    static let fill = "#1F2A44"
    static let textColor = "#FFFFFF"
    static let textSize = 12.0
    static let characterWidth = 7.0

    /// Draws the badges as a group named `voice-control`; nothing when there are none.
    func draw(into svg: inout SVGWriter) {
        guard !badges.isEmpty else { return }
        svg.beginGroup(named: "voice-control")
        for badge in badges where badge.frame.width > 0 && badge.frame.height > 0 {
            let width = 12 + Self.characterWidth * Double(badge.text.count)
            let height = 18.0
            let x = max(4, min(badge.frame.midX - width / 2, screenWidth - 4 - width))
            let box = Rect(x: x, y: badge.frame.midY - height / 2, width: width, height: height)
            svg.rect(box, fill: Self.fill, radius: badge.isNumber ? height / 2 : 4)
            svg.text(
                badge.text, x: box.midX, baseline: box.maxY - 5, size: Self.textSize, color: Self.textColor, anchor: .middle,
                bold: badge.isNumber)
        }
        svg.endGroup()
    }
}
