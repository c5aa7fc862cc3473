// MARK: Hardware keyboard commands

/// The modifier keys of a key command (UIKit's `UIKeyModifierFlags`).
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The flags' bits.
    public let rawValue: Int
    /// Creates flags from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = KeyModifierFlags(rawValue: 1 << 20)

    /// The modifiers as a key combination writes them, in a fixed order (`ctrl+alt+shift+cmd`).
    var words: [String] {
        [(KeyModifierFlags.control, "ctrl"), (.alternate, "alt"), (.shift, "shift"), (.command, "cmd")]
            .filter { contains($0.0) }.map(\.1)
    }
}

/// A key with its modifiers, as a scenario writes it: `cmd+f`, `shift+cmd+n`, `up`, `escape`.
public struct KeyCombination: Hashable, Sendable, CustomStringConvertible {
    /// The key pressed: a character (`f`) or a named key (`up`, `down`, `left`, `right`, `escape`,
    /// `return`, `tab`, `space`, `delete`).
    public let input: String
    /// The modifiers held.
    public let modifiers: KeyModifierFlags

    /// Creates a combination.
    public init(input: String, modifiers: KeyModifierFlags = []) {
        self.input = input.count == 1 ? input.lowercased() : input
        self.modifiers = modifiers
    }

    /// Reads `cmd+f` (modifiers `cmd`/`command`, `shift`, `alt`/`option`, `ctrl`/`control`, joined by `+`),
    /// or nil when a modifier is unknown or the key is missing.
    public init?(parsing text: String) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map { $0.lowercased() }
        guard let key = parts.last, !key.isEmpty else { return nil }
        var modifiers: KeyModifierFlags = []
        for word in parts.dropLast() {
            switch word {
            case "cmd", "command": modifiers.insert(.command)
            case "shift": modifiers.insert(.shift)
            case "alt", "option", "opt": modifiers.insert(.alternate)
            case "ctrl", "control": modifiers.insert(.control)
            default: return nil
            }
        }
        self.init(input: key, modifiers: modifiers)
    }

    /// The combination as a scenario writes it, modifiers first: `shift+cmd+f`.
    public var description: String { (modifiers.words + [input]).joined(separator: "+") }

    /// The key the focus system or Full Keyboard Access would take, when the combination is one.
    var systemKey: KeyboardKey? {
        switch (input, modifiers) {
        case ("tab", [.shift]): .shiftTab
        case (_, []): KeyboardKey(rawValue: input)
        default: nil
        }
    }
}

/// A hardware keyboard shortcut the app's responder offers (UIKit's `UIKeyCommand`).
public final class KeyCommand {
    /// The key and modifiers that perform it.
    public let combination: KeyCombination
    /// The title the iPad's shortcut overlay shows, or nil.
    public let title: String?
    /// Whether it wins over the focus system and Full Keyboard Access on the keys they use (Tab,
    /// arrows, Return, Space, Escape): false by default, as UIKit's (iOS 15 SDK and later).
    public var wantsPriorityOverSystemBehavior: Bool
    /// What the app does.
    let action: () -> Void

    /// Creates a key command.
    public init(
        _ combination: KeyCombination, title: String? = nil, wantsPriorityOverSystemBehavior: Bool = false,
        action: @escaping () -> Void
    ) {
        self.combination = combination
        self.title = title
        self.wantsPriorityOverSystemBehavior = wantsPriorityOverSystemBehavior
        self.action = action
    }
}

extension Simulator {
    /// The key commands the screen's responders offer now (the controller's `keyCommands`), first
    /// match wins; set by the controller's window or the scenario's declared app.
    package var keyCommands: [KeyCommand] { keyCommandSource?() ?? [] }
}

extension HardwareKeyboard {
    /// Presses a key with modifiers. A key command of the app's whose key and modifiers match is
    /// performed (a `UIKeyCommand` line, its action under it), unless the key is one the focus system
    /// or Full Keyboard Access is using (Tab, arrows, Return, Space, Escape while either runs): then
    /// the system wins unless the command `wantsPriorityOverSystemBehavior` (WWDC21 10260, the manual's
    /// PrefetchRefreshKeysBehaviour article). Any other key nothing answers does nothing.
    public func press(_ combination: KeyCombination) throws(KeyboardFocusError) {
        guard isConnected || isFullKeyboardAccessOn else { throw .noKeyboard }
        let command = simulator.keyCommands.first { $0.combination == combination }
        let systemKey = combination.systemKey
        let systemRuns = isFullKeyboardAccessOn || runsFocusSystem
        if let systemKey, systemRuns, command?.wantsPriorityOverSystemBehavior != true {
            try press(systemKey)
            return
        }
        guard let command else { return }
        let table = simulator.tableView
        var arguments: [TraceValue] = [.written(combination.description)]
        if let title = command.title { arguments.append(.string(title)) }
        let line = TraceLine(.callback, head: .text("UIKeyCommand"), arguments: TraceArguments(arguments))
        table.runCrashingOnException { () throws(UIKitException) in
            _ = try table.callAppClosure(line, nested: false, result: nil) { command.action() }
        }
    }
}
