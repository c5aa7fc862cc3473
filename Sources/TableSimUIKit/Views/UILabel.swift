import TableSim

/// A view that shows text (UIKit's `UILabel`): its text, font and line settings are what a
/// self-sizing cell is measured from (see `TextMeasurer`).
open class UILabel: UIView {
    /// The text shown, or nil.
    open var text: String? {
        didSet { mirror?.text = text }
    }
    /// The text with attributes; TableSim keeps its characters only, as `text`.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// Whether the label draws as enabled; a disabled text label makes VoiceOver say "Dimmed".
    open var isEnabled = true {
        didSet { mirror?.isEnabled = isEnabled }
    }
    /// The font (the 17 pt system font unless set; setting nil restores it).
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: 17)
            mirror?.font = storedFont.cellFont
        }
    }
    private var storedFont = UIFont.systemFont(ofSize: 17)
    /// The text colour (`.label` unless set; setting nil restores it).
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }
    private var storedTextColor = UIColor.label
    /// The text colour while highlighted, or nil.
    open var highlightedTextColor: UIColor?
    /// Whether the label draws highlighted.
    open var isHighlighted = false
    /// The most lines the text takes; 0 for as many as it needs.
    open var numberOfLines = 1 {
        didSet { mirror?.numberOfLines = numberOfLines }
    }
    /// How the lines align.
    open var textAlignment = NSTextAlignment.natural
    /// How a line that does not fit is cut (the text measurer wraps at words whatever this says).
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// Whether the font follows the user's text size (TableSim shows the default size).
    open var adjustsFontForContentSizeCategory = false
    /// Whether the font shrinks to fit the width (stored: the measurer keeps the font's size).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to.
    open var minimumScaleFactor: CGFloat = 0
    /// The width at which a multi-line label wraps when no other width is given.
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// The shadow's colour, or nil.
    open var shadowColor: UIColor?
    /// The core label a cell's stock label keeps up to date, so that VoiceOver, `show`, the audit
    /// and pictures read it.
    var mirror: Label? {
        didSet {
            mirror?.font = storedFont.cellFont
            mirror?.numberOfLines = numberOfLines
        }
    }

    /// The size the text takes within a size: its widest line and its lines' height, wrapped at the
    /// given width (a zero or huge width: one line per paragraph) and limited by `numberOfLines`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let measurer = font.measurer
        let width = size.width > 0 ? Double(size.width) : .infinity
        var lines = measurer.lines(of: text, width: width)
        if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
        let widest = lines.map { measurer.width(of: $0) }.max() ?? 0
        return CGSize(width: CGFloat(min(widest, width)), height: CGFloat(lines.count) * font.lineHeight)
    }

    /// The label's natural size: its text on one line, or wrapped at `preferredMaxLayoutWidth`
    /// when that is set and lines may wrap.
    open override var intrinsicContentSize: CGSize {
        let wraps = numberOfLines != 1 && preferredMaxLayoutWidth > 0
        return sizeThatFits(CGSize(width: wraps ? preferredMaxLayoutWidth : 0, height: 0))
    }

    /// The height the text takes at a width: its lines (at most `numberOfLines`) times the font's
    /// line height.
    func textHeight(forWidth width: Double) -> Double {
        guard let text, !text.isEmpty else { return 0 }
        var count = font.measurer.lines(of: text, width: width).count
        if numberOfLines > 0 { count = min(count, numberOfLines) }
        return Double(count) * Double(font.lineHeight)
    }
}

/// How lines of text align (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Both edges.
    case justified = 3
    /// The writing direction's leading edge.
    case natural = 4
}

/// How a line of text that does not fit is wrapped or cut (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable, CaseIterable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping
    /// Cut at the edge.
    case byClipping
    /// Cut the start with an ellipsis.
    case byTruncatingHead
    /// Cut the end with an ellipsis.
    case byTruncatingTail
    /// Cut the middle with an ellipsis.
    case byTruncatingMiddle
}
