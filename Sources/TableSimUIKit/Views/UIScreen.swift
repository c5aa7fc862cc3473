import TableSim

/// The device's screen (UIKit's `UIScreen`): the screen of the simulator that last showed a controller.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen apps run on.
    public static let main = UIScreen()

    /// The simulator's screen, or TableSim's default screen (an iPhone 14) before any is shown.
    private var screen: Screen { ControllerWindow.latest?.screen ?? .default }

    /// The screen's rectangle in points, at the origin, as the shown simulator's screen is sized and turned.
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: screen.size.width, height: screen.size.height) }
    /// The screen's rectangle, fixed to portrait as UIKit's `nativeBounds` is (in points here, not pixels).
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: min(screen.size.width, screen.size.height), height: max(screen.size.width, screen.size.height))
    }
    /// Pixels per point (3, an iPhone 14's; nothing is drawn in pixels here).
    open var scale: CGFloat { 3 }
}

/// A window (UIKit's `UIWindow`): the one a simulator shows a controller in, as views' `window`.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The simulator's window this one stands for, nil for a window the app made itself.
    private weak var shownBy: ControllerWindow?
    /// The window's root view controller; a simulator's window holds the controller it shows.
    open var rootViewController: UIViewController?

    /// Creates the window a simulator shows a controller in.
    init(shownBy window: ControllerWindow) {
        shownBy = window
        rootViewController = window.rootViewController
        let size = window.screen?.size ?? Screen.default.size
        super.init(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
    }

    /// Creates a window with a frame, which no simulator shows.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a window from an archive; TableSim has no archives, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// Whether the window is the key window: true for the window a simulator shows.
    open var isKeyWindow: Bool { shownBy != nil }
    /// Makes the window key and visible (stored: a simulator shows a window by `Simulator(showing:)`).
    open func makeKeyAndVisible() { isHidden = false }
}

extension UIView {
    /// The window the view is in: non-nil once `Simulator(showing:)` has shown the controller whose
    /// table or view holds it (a visible cell's subviews included), nil otherwise, as in UIKit; a
    /// core table shown with `Simulator(tableView:)` has no window.
    public var window: UIWindow? {
        if let window = self as? UIWindow { return window }
        return ControllerWindow.place(of: self)?.window.uiWindow
    }

    /// The insets the screen's safe area makes on the view: the simulator's screen's safe area for the
    /// shown table and controller views, which fill the screen; zero for views inside them and for
    /// views in no shown window (TableSim's simplification: it does not intersect frames).
    public var safeAreaInsets: UIEdgeInsets {
        guard let place = ControllerWindow.place(of: self), place.row == nil, place.window.fills(self),
            let safeArea = place.window.screen?.safeArea
        else { return .zero }
        return UIEdgeInsets(top: safeArea.top, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right)
    }

    /// Attaches a gesture recognizer (stored: TableSim's touches go to the table, not to recognizers).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    /// Detaches a gesture recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}

/// The app (UIKit's `UIApplication`): its windows are the ones simulators show.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app's states.
    public enum State: Int, Sendable {
        /// `active` is in the foreground taking events; `inactive` is in the foreground without events (a
        /// call or a system alert over it, or passing between states); `background` is off screen, still
        /// running code. A TableSim app is always `active`.
        case active, inactive, background
    }

    /// The app.
    public static let shared = UIApplication()

    /// The app's state: always active, as a shown simulator is in the foreground.
    open var applicationState: State { .active }
    /// Whether the screen stays on without touches (stored).
    open var isIdleTimerDisabled = false
    /// The number on the app's icon (stored).
    open var applicationIconBadgeNumber = 0
    /// The windows simulators show, oldest first.
    open var windows: [UIWindow] { ControllerWindow.all.map(\.uiWindow) }
    /// The window shown last, if a simulator shows one.
    open var keyWindow: UIWindow? { ControllerWindow.latest?.uiWindow }

    /// Asks whether a URL can be opened: false, as no other app runs here.
    open func canOpenURL(_ url: URL) -> Bool { false }
    /// Opens a URL in another app: nothing runs here, and the completion hears false.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil
    ) { completion?(false) }

    /// Keys of the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public var rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app claims the URL as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}

/// The device (UIKit's `UIDevice`): what an app reads to describe it, an iPhone's fixed answers here.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device the app runs on.
    public static let current = UIDevice()
    /// The system's name.
    open var systemName: String { "iOS" }
    /// The system's version (TableSim models the iOS 17 and 18 table; this says 18.0).
    open var systemVersion: String { "18.0" }
    /// The kind of device.
    open var model: String { "iPhone" }
    /// The device's name as the user sees it.
    open var name: String { "iPhone" }
    /// The interface idiom: a phone.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}

/// The interface idioms (UIKit's `UIUserInterfaceIdiom`); TableSim models the phone.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// The kind of device the interface is built for: `phone` (iPhone), `pad` (iPad), `tv` (Apple TV),
    /// `carPlay` (a car's screen), `mac` (a Mac running the app), `vision` (Apple Vision Pro), or
    /// `unspecified`. TableSim's screens are phones, so it always answers `phone`.
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// A window scene (UIKit's `UIWindowScene`): the scene of the window a simulator shows. It opens no
/// URL: other apps are outside the simulation, so `open` completes with false, as
/// `UIApplication.open` does.
@preconcurrency @MainActor
open class UIWindowScene: NSObject {
    /// The options of `open(_:options:completionHandler:)` (none is read).
    public final class OpenExternalURLOptions: NSObject {}

    /// Opens a URL in another app: completes with false (nothing outside the simulation opens).
    open func open(_ url: URL, options: OpenExternalURLOptions?, completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    /// The scene's windows: the one it was made for.
    open var windows: [UIWindow] { window.map { [$0] } ?? [] }
    private weak var window: UIWindow?

    init(window: UIWindow) { self.window = window }
}

extension UIWindow {
    /// The window's scene: one for the window a simulator shows, nil for a window the app made itself.
    public var windowScene: UIWindowScene? { isKeyWindow ? UIWindowScene(window: self) : nil }
}
