import TableSim

// UIKit's context-menu types over the core's (ContextMenu.swift in TableSim): the app builds these,
// the bridge turns them into the core's when the table asks, and hands the app's own objects back
// to its later delegate methods.

/// A menu's entry (UIKit's `UIMenuElement`): an action, a menu or a deferred element.
@preconcurrency @MainActor
open class UIMenuElement {
    /// The title the menu shows.
    open var title: String
    /// A second line under the title.
    open var subtitle: String?
    /// The image beside the title.
    open var image: UIImage?

    /// How a menu element looks and behaves (UIKit's `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes as bits.
        public let rawValue: Int
        /// Creates attributes from their raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Drawn dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: MenuAttributes.disabled.rawValue)
        /// Drawn red: the action destroys something.
        public static let destructive = Attributes(rawValue: MenuAttributes.destructive.rawValue)
        /// Not shown.
        public static let hidden = Attributes(rawValue: MenuAttributes.hidden.rawValue)
        /// Choosing it leaves the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: MenuAttributes.keepsMenuPresented.rawValue)
    }

    /// A menu element's checkmark (UIKit's `UIMenuElement.State`).
    public enum State: Int, Sendable {
        /// No checkmark.
        case off
        /// A checkmark.
        case on
        /// A dash: partly on.
        case mixed
    }

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }

    /// The core's element for a menu shown now.
    func makeCoreElement() -> MenuElement { .menu(Menu(children: [])) }
}

extension MenuState {
    init(_ state: UIMenuElement.State) {
        switch state {
        case .off: self = .off
        case .on: self = .on
        case .mixed: self = .mixed
        }
    }
}

/// A menu (UIKit's `UIMenu`): a title and children, shown as a submenu or inline.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// How a menu shows (UIKit's `UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options as bits.
        public let rawValue: UInt
        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show inline in the parent menu, after a separator.
        public static let displayInline = Options(rawValue: 1)
        /// The menu's title is drawn as destructive.
        public static let destructive = Options(rawValue: 2)
        /// Only one child action can be on at a time.
        public static let singleSelection = Options(rawValue: 32)
    }

    /// A menu's identifier (UIKit's `UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String
        /// Creates an identifier from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its text.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Its options.
    public let options: Options
    /// Its identifier.
    public let identifier: Identifier
    /// Its elements, in order.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], children: [UIMenuElement] = []
    ) {
        self.options = options
        self.identifier = identifier ?? Identifier(rawValue: "menu")
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// A copy of the menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    override func makeCoreElement() -> MenuElement { .menu(makeCoreMenu()) }

    /// The core's menu for a menu shown now.
    func makeCoreMenu() -> Menu {
        Menu(title: title, displaysInline: options.contains(.displayInline), children: children.map { $0.makeCoreElement() })
    }
}

/// Elements the app gives when the menu shows them (UIKit's `UIDeferredMenuElement`).
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// What the app runs to give the elements: it calls the completion with them, at once or later.
    public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void
    private let elementProvider: ElementProvider
    private let isUncached: Bool

    /// Creates a deferred element whose elements are asked once and kept.
    public init(_ elementProvider: @escaping ElementProvider) {
        self.elementProvider = elementProvider
        isUncached = false
        super.init(title: "", image: nil)
    }

    private init(uncached elementProvider: @escaping ElementProvider) {
        self.elementProvider = elementProvider
        isUncached = true
        super.init(title: "", image: nil)
    }

    /// A deferred element whose elements are asked each time the menu shows (iOS 15).
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    override func makeCoreElement() -> MenuElement {
        .deferred(
            DeferredMenuElement(uncached: isUncached) { [elementProvider] completion in
                MainActor.assumeIsolated {
                    elementProvider { elements in
                        nonisolated(unsafe) var core: [MenuElement] = []
                        MainActor.assumeIsolated { core = elements.map { $0.makeCoreElement() } }
                        completion(core)
                    }
                }
            })
    }
}

/// What makes a context menu's preview: a view controller, or nil for the row's cell (UIKit's typealias).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// What makes a context menu from the system's suggested actions (UIKit's typealias).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`).
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// The identifier the app gave, or a unique one.
    public let identifier: NSCopying
    /// What makes the preview, if the app gave it.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// What makes the menu, if the app gave it.
    public let actionProvider: UIContextMenuActionProvider?
    /// The identifier as the trace prints it: a string identifier, else none.
    private let tracedIdentifier: String?

    /// Creates a configuration.
    public init(
        identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSUUID()
        tracedIdentifier = (identifier as? NSString).map { String(describing: $0) }
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The core's configuration, made once and handed back to the app as this object.
    private(set) lazy var core: ContextMenuConfiguration = {
        let provider = actionProvider
        let configuration = ContextMenuConfiguration(
            identifier: tracedIdentifier, hasPreviewProvider: previewProvider != nil,
            actionProvider: provider.map { provider in
                { _ in
                    nonisolated(unsafe) var menu: Menu?
                    MainActor.assumeIsolated { menu = provider([]).map { $0.makeCoreMenu() } }
                    return menu
                }
            })
        configuration.uikitObject = self
        return configuration
    }()
}

/// The view a context menu lifts or lands on (UIKit's `UITargetedPreview`).
@preconcurrency @MainActor
open class UITargetedPreview {
    /// The view.
    public let view: UIView
    /// Creates a preview of a view.
    public init(view: UIView) { self.view = view }

    /// The core's preview, standing for this one.
    var core: TargetedPreview {
        let preview = TargetedPreview()
        preview.uikitObject = self
        return preview
    }
}

/// How a tapped preview goes on (UIKit's `UIContextMenuInteractionCommitStyle`).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview and menu go away.
    case dismiss
    /// The preview grows into the screen it shows.
    case pop
}

/// The animator of a context menu's appearance or disappearance (UIKit's protocol).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller, if the configuration has a preview provider.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside the transition (TableSim runs them at once).
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure to run when the transition ends (after the delegate method returns).
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of a tapped preview's commit (UIKit's protocol).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the commit goes on (`.pop` by default).
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator the bridge hands the app, over the core's.
@MainActor
final class ContextMenuAnimatorBridge: UIContextMenuInteractionCommitAnimating {
    private let core: ContextMenuAnimator
    private let configuration: UIContextMenuConfiguration?
    private lazy var preview: UIViewController? = configuration?.previewProvider?()
    var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop

    init(_ core: ContextMenuAnimator, _ configuration: UIContextMenuConfiguration?) {
        self.core = core
        self.configuration = configuration
    }

    var previewViewController: UIViewController? { preview }
    func addAnimations(_ animations: @escaping () -> Void) { core.addAnimations(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { core.addCompletion(completion) }
}

extension ContextMenuConfiguration {
    /// The app's UIKit configuration this one stands for (one the table made itself stands for a new one).
    @MainActor var uikit: UIContextMenuConfiguration {
        (uikitObject as? UIContextMenuConfiguration) ?? UIContextMenuConfiguration()
    }
}
