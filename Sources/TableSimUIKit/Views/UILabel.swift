import TableSim

/// A view that shows text (UIKit's `UILabel`).
open class UILabel: UIView {
    /// The text shown, or nil.
    open var text: String? {
        didSet { mirror?.text = text }
    }
    /// Whether the label draws as enabled; a disabled text label makes VoiceOver say "Dimmed".
    open var isEnabled = true {
        didSet { mirror?.isEnabled = isEnabled }
    }
    /// The most lines the text takes; 0 for as many as it needs.
    open var numberOfLines = 1
    /// The core label a cell's stock label keeps up to date, so that VoiceOver and `show` read it.
    var mirror: Label?
}
