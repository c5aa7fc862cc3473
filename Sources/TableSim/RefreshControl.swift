// MARK: Pull to refresh

/// The core's `UIRefreshControl`: the spinner a pull past the table's top starts, which tells the
/// app through its `.valueChanged` actions (the manual's PrefetchRefreshKeysBehaviour article).
///
/// Set it as the table's ``TableView/refreshControl``. While it refreshes, the table's adjusted
/// content inset grows by ``height`` at the top, so the content rests below the spinner.
public final class RefreshControl {
    /// The height the control takes above the content while it refreshes (**Choice**, 60 pt).
    public static let height = 60.0
    /// How far past its resting top the content must be pulled, while the finger is down, for the
    /// control to begin refreshing (**Choice**, 120 pt: twice its height).
    public static let triggerDistance = 120.0

    /// Whether the control is refreshing (a pull started it or ``beginRefreshing()`` did).
    public internal(set) var isRefreshing = false
    /// Whether a pull can start it (UIKit's `isEnabled`).
    public var isEnabled = true
    /// The text shown under the spinner (UIKit's `attributedTitle`), or nil.
    public var title: String?
    /// The class name its `.valueChanged` line shows (`UIRefreshControl`, or an app subclass's).
    public var className = "UIRefreshControl"
    /// The app's `.valueChanged` actions, in the order added.
    private var actions: [() -> Void] = []
    /// The table the control belongs to.
    weak var table: TableView?

    /// Creates a refresh control that is not refreshing.
    public init() {}

    /// Adds an action run when a pull starts the refresh (`.valueChanged`).
    public func addAction(_ action: @escaping () -> Void) { actions.append(action) }

    /// App code: shows the control refreshing without sending `.valueChanged` (as UIKit's
    /// `beginRefreshing()`); content resting at its top moves down to show it.
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        table?.setRefreshControlInset(Self.height)
        table?.refreshControlChanged()
    }

    /// App code: ends the refresh; content resting below the spinner moves back up to its top.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        table?.setRefreshControlInset(0)
        table?.refreshControlChanged()
    }

    func sendValueChanged() { for action in actions { action() } }
}

/// The table's refresh control.
struct RefreshState {
    var control: RefreshControl?
}

extension TableView {
    /// The table's refresh control (UIKit's `refreshControl`), or nil.
    public var refreshControl: RefreshControl? {
        get { refreshing.control }
        set {
            refreshing.control?.table = nil
            if refreshing.control?.isRefreshing == true { setRefreshControlInset(0) }
            refreshing.control = newValue
            newValue?.table = self
            if newValue?.isRefreshing == true { setRefreshControlInset(RefreshControl.height) }
            refreshControlChanged()
        }
    }

    /// After the finger moved the content: a pull past ``RefreshControl/triggerDistance`` beyond the
    /// resting top starts the refresh at once, the finger still down: the adjusted inset grows by the
    /// control's height (`scrollViewDidChangeAdjustedContentInset`), then `.valueChanged` is sent,
    /// a line of its own under which the app's actions run.
    func refreshPullMoved() throws(UIKitException) {
        guard let control = refreshing.control, control.isEnabled, !control.isRefreshing, isDragging,
            minimumContentOffsetY - contentOffset.y >= RefreshControl.triggerDistance
        else { return }
        try startRefreshing(control)
    }

    /// A user's refresh (a pull, or VoiceOver's three-finger swipe at the top): refreshing, the
    /// inset, then `.valueChanged` with the app's actions under it.
    func startRefreshing(_ control: RefreshControl) throws(UIKitException) {
        control.isRefreshing = true
        setRefreshControlInset(RefreshControl.height)
        refreshControlChanged()
        let line = TraceLine(
            .callback, head: .text("UIControl.Event.valueChanged"), arguments: TraceArguments([.written(control.className)]))
        _ = try callAppClosure(line, nested: false, result: nil) { control.sendValueChanged() }
    }

    /// Whether the content rests at the top a refresh control can start from (VoiceOver's three-finger
    /// swipe down there refreshes instead of sounding the boundary).
    package var canStartRefreshFromTop: Bool {
        guard let control = refreshing.control, control.isEnabled, !control.isRefreshing else { return false }
        return contentOffset.y <= minimumContentOffsetY
    }

    /// Starts the refresh control's refresh as a user does (VoiceOver's three-finger swipe down).
    package func startRefreshFromTop() {
        guard let control = refreshing.control else { return }
        runCrashingOnException { () throws(UIKitException) in try startRefreshing(control) }
    }
}
