/// The core's context-menu types (UIKit's `UIContextMenuConfiguration`, `UIMenu`, `UIAction`,
/// `UIDeferredMenuElement`): what a delegate answers to `contextMenuConfigurationForRowAt` and what
/// the device shows after a long press. The manual's ContextMenusBehaviour page gives the order of
/// the calls and its sources.

/// What a row's context menu shows and how (UIKit's `UIContextMenuConfiguration`).
///
/// The menu itself comes from the action provider, which UIKit calls only when the menu is about to
/// show (after the highlight preview), so its line follows the configuration's in the trace.
public final class ContextMenuConfiguration {
    /// The configuration's identifier as the trace prints it, if the app gave one.
    public let identifier: String?
    /// Whether the app gave a preview provider (a view controller shown above the menu).
    public let hasPreviewProvider: Bool
    /// Builds the menu from the system's suggested actions (none for a table row); nil shows no menu.
    public let actionProvider: (([MenuElement]) -> Menu?)?
    /// The UIKit-named object this one stands for, handed back to the app's later delegate methods.
    package var uikitObject: AnyObject?

    /// Creates a configuration with an identifier, whether a preview is given, and an action provider.
    public init(identifier: String? = nil, hasPreviewProvider: Bool = false, actionProvider: (([MenuElement]) -> Menu?)?) {
        self.identifier = identifier
        self.hasPreviewProvider = hasPreviewProvider
        self.actionProvider = actionProvider
    }
}

/// One entry of a menu (UIKit's `UIMenuElement` subclasses).
public enum MenuElement {
    /// An action with a handler.
    case action(MenuAction)
    /// A submenu, or an inline group of elements.
    case menu(Menu)
    /// Elements the app gives later (UIKit's `UIDeferredMenuElement`).
    case deferred(DeferredMenuElement)
}

/// How a menu action looks and behaves (UIKit's `UIMenuElement.Attributes`).
public struct MenuAttributes: OptionSet, Hashable, Sendable {
    /// The attributes as bits.
    public let rawValue: Int
    /// Creates attributes from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Drawn dimmed; choosing it does nothing.
    public static let disabled = MenuAttributes(rawValue: 1)
    /// Drawn red: the action destroys something.
    public static let destructive = MenuAttributes(rawValue: 2)
    /// Not shown at all.
    public static let hidden = MenuAttributes(rawValue: 4)
    /// Choosing it runs the handler and leaves the menu open (iOS 16).
    public static let keepsMenuPresented = MenuAttributes(rawValue: 8)
}

/// An action's checkmark state (UIKit's `UIMenuElement.State`).
public enum MenuState: String, Hashable, Sendable, CaseIterable {
    /// No checkmark.
    case off
    /// A checkmark.
    case on
    /// A dash: partly on.
    case mixed
}

/// A menu action (UIKit's `UIAction`): a title, an optional image, attributes, a state and a handler.
public final class MenuAction {
    /// The title the menu shows, by which `menu "Title"` chooses it.
    public let title: String
    /// The name of its image, if any.
    public let imageName: String?
    /// Destructive, disabled, hidden, keeps-menu-presented.
    public let attributes: MenuAttributes
    /// Its checkmark state.
    public let state: MenuState
    /// What runs when the user chooses it.
    public let handler: (MenuAction) -> Void

    /// Creates an action.
    public init(
        title: String, imageName: String? = nil, attributes: MenuAttributes = [], state: MenuState = .off,
        handler: @escaping (MenuAction) -> Void
    ) {
        self.title = title
        self.imageName = imageName
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }
}

/// A menu (UIKit's `UIMenu`): a title and its children; `displaysInline` shows them in the parent.
public final class Menu {
    /// The menu's title (empty: none).
    public let title: String
    /// Its elements, in order.
    public let children: [MenuElement]
    /// Whether its children show inline in the parent menu, after a separator (`.displayInline`).
    public let displaysInline: Bool

    /// Creates a menu.
    public init(title: String = "", displaysInline: Bool = false, children: [MenuElement]) {
        self.title = title
        self.displaysInline = displaysInline
        self.children = children
    }
}

/// Elements the app provides when the menu shows them (UIKit's `UIDeferredMenuElement`): the
/// provider gets a completion to call with them; until it does, the menu shows a loading row.
public final class DeferredMenuElement {
    /// Called with the completion that receives the elements.
    public let provider: (@escaping ([MenuElement]) -> Void) -> Void
    /// Whether the elements are asked again at each display (`uncached`) rather than kept.
    public let isUncached: Bool

    /// Creates a deferred element.
    public init(uncached: Bool = false, provider: @escaping (@escaping ([MenuElement]) -> Void) -> Void) {
        isUncached = uncached
        self.provider = provider
    }
}

/// The view a context menu lifts or lands on (UIKit's `UITargetedPreview`); the trace prints it as
/// `preview` (TableSim draws no animation).
public final class TargetedPreview: TraceFormattable {
    /// The UIKit-named view it stands for, if the app made it from one.
    package var uikitObject: AnyObject?
    /// Creates a preview.
    public init() {}
    /// `preview`.
    public var traceDescription: String { "preview" }
}

/// The animator a context-menu delegate method receives (UIKit's
/// `UIContextMenuInteractionAnimating` and its commit variant): animations run at once, completions
/// when the command that showed or closed the menu is done. It prints as `animator`.
public final class ContextMenuAnimator: TraceFormattable {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []
    /// Creates an animator.
    public init() {}
    /// Adds animations to run alongside the transition.
    public func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    /// Adds a closure to run once the transition ends.
    public func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }
    /// Runs what the app added: the animations, then the completions.
    package func finish() {
        let all = animations + completions
        animations = []
        completions = []
        for run in all { run() }
    }
    /// `animator`.
    public var traceDescription: String { "animator" }
}

extension ContextMenuConfiguration: TraceFormattable {
    /// `configuration`, or `configuration "ID"` when the app gave an identifier.
    public var traceDescription: String { identifier.map { "configuration " + $0.traceDescription } ?? "configuration" }
}

extension MenuAction: TraceFormattable {
    /// `.destructive "Delete"`, `.disabled "Move"`, `"Sort" .on`: attributes, title, a state that is not off.
    public var traceDescription: String {
        var words: [String] = []
        if attributes.contains(.hidden) { words.append(".hidden") }
        if attributes.contains(.disabled) { words.append(".disabled") }
        if attributes.contains(.destructive) { words.append(".destructive") }
        words.append(title.traceDescription)
        if state != .off { words.append("." + state.rawValue) }
        return words.joined(separator: " ")
    }
}

extension Menu: TraceFormattable {
    /// `menu "More" ["Copy", .destructive "Delete"]`, with `inline` for an inline group.
    public var traceDescription: String {
        (displaysInline ? "inline " : "menu ") + title.traceDescription + " "
            + "[" + children.map(\.traceDescription).joined(separator: ", ") + "]"
    }
}

extension MenuElement: TraceFormattable {
    /// The element's own description; a deferred element prints as `deferred`.
    public var traceDescription: String {
        switch self {
        case .action(let action): action.traceDescription
        case .menu(let menu): menu.traceDescription
        case .deferred: "deferred"
        }
    }
}
