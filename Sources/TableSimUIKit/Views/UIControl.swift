import TableSim

/// A view that turns touches into actions (UIKit's `UIControl`): state and actions, kept inert.
///
/// TableSim's fingers touch rows, not controls inside cells, so nothing sends a control's events
/// by itself; `sendActions(for:)` runs the actions the app added with `addAction(_:for:)`.
open class UIControl: UIView {
    /// Whether the control responds to touches.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether a finger is on the control.
    open var isHighlighted = false
    /// The control's state, from its flags.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
    /// How the content aligns horizontally (stored).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    /// How the content aligns vertically (stored).
    open var contentVerticalAlignment = ContentVerticalAlignment.center

    private var actions: [(action: UIAction, events: Event)] = []
    private var targets: [(target: AnyObject?, action: Selector, events: Event)] = []

    /// Adds a target and action for events; kept, never sent: TableSim has no Objective-C runtime
    /// to call a selector (use `addAction(_:for:)` for code that runs).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targets.append((target.map { $0 as AnyObject }, action, controlEvents))
    }

    /// Stops a target's actions being kept for events (every target's for a nil target, every
    /// action for a nil action); a pair left with no event goes.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        targets = targets.compactMap { entry in
            guard object == nil || entry.target === object, action == nil || entry.action == action else { return entry }
            let left = entry.events.subtracting(controlEvents)
            return left.isEmpty ? nil : (entry.target, entry.action, left)
        }
    }

    /// The names of the actions a target has for an event, or nil.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targets.filter { $0.target === object && $0.events.contains(controlEvent) }.map { "\($0.action)" }
        return names.isEmpty ? nil : names
    }

    /// Adds an action run for events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Removes an action.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Runs the actions added for events, in the order they were added.
    ///
    /// A target–action pair added for these events cannot be sent (Linux has no Objective-C
    /// runtime): rather than skip it without a word, the running test fails with what to write
    /// instead, `addAction(_:for:)`.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.handler(entry.action)
        }
        for entry in targets where !entry.events.isDisjoint(with: controlEvents) {
            SkippedAppCode.report(
                "\(type(of: self)) could not send its action \"\(entry.action)\" to its target: Linux has no "
                    + "Objective-C runtime to send a selector. Add the same code as a closure instead: "
                    + "addAction(UIAction { _ in … }, for: …).")
        }
    }

    /// A control's state (UIKit's `UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits.
        public let rawValue: UInt
        /// Creates a state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal state: no flag.
        public static let normal: State = []
        /// A finger is on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control does not respond.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control sends (UIKit's `UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events' bits.
        public let rawValue: UInt
        /// Creates events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger came down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second tap came down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved in.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved out.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (a switch flipped).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The primary action happened.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Text editing began.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Text editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Text editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How a control's content aligns horizontally (UIKit's `UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable, CaseIterable {
        /// `center` centers the content; `left` and `right` push it to that side; `fill` stretches it across
        /// the control; `leading` and `trailing` push it to the start or end of a line in the user's language.
        /// Stored only: TableSim does not lay out a control's content.
        case center, left, right, fill, leading, trailing
    }

    /// How a control's content aligns vertically (UIKit's `UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable, CaseIterable {
        /// `center` centers the content; `top` and `bottom` push it to that edge; `fill` stretches it to the
        /// control's height. Stored only.
        case center, top, bottom, fill
    }
}

/// A button (UIKit's `UIButton`): its titles and images by state, kept inert.
open class UIButton: UIControl {
    /// The kinds of standard buttons (UIKit's `UIButton.ButtonType`).
    public enum ButtonType: Int, Sendable, CaseIterable {
        /// `custom` has no standard look; `system` is the plain tinted text button; `detailDisclosure`,
        /// `infoLight` and `infoDark` are the circled-i info button (alike since iOS 7); `contactAdd` is a
        /// circled plus; `close` is a circled cross. Kept as a value: a TableSim button is not drawn.
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close = 7
        /// The rounded-rectangle button of old, now a system button.
        public static let roundedRect = ButtonType.system
    }

    /// The button's kind.
    public let buttonType: ButtonType
    /// The label that shows the current title.
    public let titleLabel: UILabel? = UILabel()
    /// The view that shows the current image.
    public let imageView: UIImageView? = UIImageView(frame: .zero)
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    /// Creates a button of a kind.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        titleLabel?.font = .systemFont(ofSize: UIFont.buttonFontSize)
    }

    /// Creates a custom button in a frame.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        titleLabel?.font = .systemFont(ofSize: UIFont.buttonFontSize)
    }

    /// Creates a system button that performs an action when tapped.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a button from an archive; TableSim has no archives, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// Sets the title shown in a state.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        showCurrentState()
    }
    /// The title shown in a state (the normal one when the state has none).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    /// The title shown now.
    open var currentTitle: String? { title(for: self.state) }

    /// Sets the title colour in a state.
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    /// The title colour in a state (the normal one when the state has none).
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Sets the image shown in a state.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        showCurrentState()
    }
    /// The image shown in a state (the normal one when the state has none).
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: self.state) }

    /// Whether the button is enabled; its label and image show the state's title and image.
    open override var isEnabled: Bool {
        didSet { showCurrentState() }
    }
    /// Whether the button is selected; its label and image show the state's title and image.
    open override var isSelected: Bool {
        didSet { showCurrentState() }
    }
    /// Whether a finger is on the button; its label and image show the state's title and image.
    open override var isHighlighted: Bool {
        didSet { showCurrentState() }
    }

    private func showCurrentState() {
        titleLabel?.text = currentTitle
        imageView?.image = currentImage
    }

    /// The button's natural size: its title's line, or its image, whichever is taller.
    open override var intrinsicContentSize: CGSize {
        let title = titleLabel?.intrinsicContentSize ?? .zero
        let image = currentImage?.size ?? .zero
        return CGSize(width: title.width + image.width, height: max(title.height, image.height))
    }
}

/// An on/off switch (UIKit's `UISwitch`), 51 × 31 points.
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false
    /// The colour of the track when on, or nil.
    open var onTintColor: UIColor?
    /// The colour of the thumb, or nil.
    open var thumbTintColor: UIColor?

    /// Creates a switch, 51 × 31 points wherever the frame puts it.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
    }

    /// Creates a switch from an archive; TableSim has no archives, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// Turns the switch on or off (without sending `.valueChanged`, as in UIKit).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The switch's fixed size.
    open override var intrinsicContentSize: CGSize { UISwitch.size }

    /// The size every switch has.
    static let size = CGSize(width: 51, height: 31)
}

/// A spinning activity indicator (UIKit's `UIActivityIndicatorView`), inert.
open class UIActivityIndicatorView: UIView {
    /// The indicator's size (UIKit's `UIActivityIndicatorView.Style`).
    public enum Style: Int, Sendable, CaseIterable {
        /// The small spinner UIKit uses by default, or the bigger one. Kept as a value: the indicator is not
        /// drawn.
        case medium = 100, large = 101
    }

    /// The indicator's size.
    open var style: Style
    /// The indicator's colour, or nil.
    open var color: UIColor!
    /// Whether the indicator hides while stopped.
    open var hidesWhenStopped = true
    /// Whether the indicator spins.
    public private(set) var isAnimating = false

    /// Creates an indicator of a size.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = true
    }

    /// Creates a medium indicator in a frame.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates an indicator from an archive; TableSim has no archives, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// Starts spinning (and shows the indicator).
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning (and hides the indicator when it hides while stopped).
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The indicator's size: 20 pt medium, 37 pt large.
    open override var intrinsicContentSize: CGSize {
        let side: CGFloat = style == .large ? 37 : 20
        return CGSize(width: side, height: side)
    }
}
