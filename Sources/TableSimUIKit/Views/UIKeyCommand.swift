import TableSim

// MARK: Hardware keyboard commands

/// A hardware keyboard shortcut a controller offers in its `keyCommands` (UIKit's `UIKeyCommand`),
/// performed when a simulator's hardware keyboard presses its key (`press(_:)` with a
/// `KeyCombination`, or `key "cmd+f"` in a scenario).
///
/// UIKit's initializers take a selector, which Linux cannot send: a command made with one is kept,
/// and pressing its key fails the running test with what to write instead. TableSim adds
/// ``init(title:input:modifierFlags:handler:)``, whose closure runs when the key is pressed.
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
    /// The key pressed, as UIKit spells it (`"f"`, `UIKeyCommand.inputUpArrow`).
    public let input: String?
    /// The modifier keys held.
    public let modifierFlags: UIKeyModifierFlags
    /// The action's selector (kept, never sent on Linux).
    public let action: Selector?
    /// The title the discoverability overlay shows.
    open var discoverabilityTitle: String?
    /// The command's title.
    open var title = ""
    /// Whether the command wins over the focus system and Full Keyboard Access on the keys they use
    /// (Tab, arrows, Return, Space, Escape); false by default, as in UIKit.
    open var wantsPriorityOverSystemBehavior = false
    /// What runs when the key is pressed (TableSim's closure form).
    private let handler: (@MainActor (UIKeyCommand) -> Void)?

    /// Creates a key command.
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        handler = nil
    }

    /// Creates a key command with a title.
    public convenience init(
        title: String = "", action: Selector, input: String, modifierFlags: UIKeyModifierFlags = []
    ) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.title = title
        discoverabilityTitle = title
    }

    /// Creates a key command whose closure runs when its key is pressed (TableSim's form for Linux,
    /// where a selector cannot be sent).
    public init(
        title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [],
        handler: @escaping @MainActor (UIKeyCommand) -> Void
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        action = nil
        self.title = title
        self.handler = handler
    }

    /// The up arrow key.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"

    /// The key as a scenario writes it.
    private var key: String {
        switch input {
        case Self.inputUpArrow: "up"
        case Self.inputDownArrow: "down"
        case Self.inputLeftArrow: "left"
        case Self.inputRightArrow: "right"
        case Self.inputEscape: "escape"
        case "\r": "return"
        case "\t": "tab"
        case " ": "space"
        default: input ?? ""
        }
    }

    /// The core command the hardware keyboard presses.
    var core: KeyCommand {
        var modifiers: KeyModifierFlags = []
        if modifierFlags.contains(.command) { modifiers.insert(.command) }
        if modifierFlags.contains(.shift) { modifiers.insert(.shift) }
        if modifierFlags.contains(.alternate) { modifiers.insert(.alternate) }
        if modifierFlags.contains(.control) { modifiers.insert(.control) }
        let shown = title.isEmpty ? discoverabilityTitle : title
        return KeyCommand(
            KeyCombination(input: key, modifiers: modifiers), title: shown?.isEmpty == false ? shown : nil,
            wantsPriorityOverSystemBehavior: wantsPriorityOverSystemBehavior
        ) { [self] in
            if let handler {
                handler(self)
            } else {
                SkippedAppCode.report(
                    "UIKeyCommand could not send its action \"\(action.map { "\($0)" } ?? "nil")\": Linux has no "
                        + "Objective-C runtime to send a selector. Use UIKeyCommand(title:input:modifierFlags:handler:) "
                        + "with the same code as a closure instead.")
            }
        }
    }
}

/// Modifier keys (UIKit's `UIKeyModifierFlags`).
public struct UIKeyModifierFlags: OptionSet, Sendable {
    /// The flags' bits.
    public var rawValue: Int
    /// Creates flags from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}
