/// What an accessibility element is and how it behaves, as VoiceOver reads it (UIKit's
/// `UIAccessibilityTraits`, with its member names).
///
/// The raw values are TableSim's own: apps name traits, never numbers, and UIKit's private traits
/// (back button, text entry) cannot be set through the public API, so they are not modelled.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The traits' bits.
    public let rawValue: UInt32
    /// Creates traits from their raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Something that performs an action when activated: spoken "Button".
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// A link: spoken "Link".
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// An image: spoken "Image".
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// A selected element, such as a selected table row: spoken "Selected" first.
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// An element that plays its own sound when activated (no word).
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// A key of a keyboard: hides "Button".
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// Text that cannot change (no word).
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// A summary read when the app starts (no word).
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// A disabled element: spoken "Dimmed".
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// A value that changes often (no word).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// A search field: spoken "Search Field".
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// An element that starts a media session (no word).
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// A value adjusted by swiping up and down: spoken "Adjustable", with the adjustable hint.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// An element that takes touches directly (no word).
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// An element that turns the page when VoiceOver finishes reading it (no word).
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// A heading, such as a section header: spoken "Heading".
    public static let header = AccessibilityTraits(rawValue: 1 << 15)
    /// A tab of a tab bar: spoken "Tab", hides "Button".
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)
    /// A switch (iOS 17's public name for the switch-button trait): spoken "Switch Button" with
    /// "On"/"Off"/"Mixed" from the value "1"/"0"/"2", hides "Button" and the value.
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)
    /// An element that zooms (no word).
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 18)

    /// Every trait with the name UIKit gives it, in declaration order: the one list that the
    /// description, the scenario language's `traits=` and its completions read.
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("header", .header), ("tabBar", .tabBar), ("toggleButton", .toggleButton),
        ("supportsZoom", .supportsZoom),
    ]

    /// The trait with UIKit's name, such as `notEnabled`, or nil.
    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.trait
    }

    /// `[button, selected]`: the names of the traits set, in declaration order; `[]` for none.
    public var description: String {
        "[" + Self.named.filter { contains($0.trait) }.map(\.name).joined(separator: ", ") + "]"
    }
}
