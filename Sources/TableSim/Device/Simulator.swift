/// The part of a row a tap aims at.
public enum RowRegion: String, Sendable, CaseIterable {
    /// The centre of the row's content.
    case content
    /// The accessory: the detail button where there is one, else the chevron or checkmark.
    case accessory
    /// The chevron of a detail-disclosure accessory, beside its detail button.
    case disclosure
    /// The editing control in editing mode: the red minus or the green plus.
    case editingControl = "delete-control"
    /// The reorder control in editing mode.
    case reorderControl = "reorder-control"
    /// The row's text field (a `text-field` row): a tap there focuses it instead of selecting the row.
    case textField = "text-field"
}

/// The direction a finger swipes across a row.
public enum SwipeDirection: String, Sendable, CaseIterable {
    /// To the left: uncovers the trailing actions (swipe-to-delete).
    case left
    /// To the right: uncovers the leading actions.
    case right
}

/// The device around a table view: the screen, the virtual clock, the keyboard, and a finger.
///
/// The facade a user of TableSim drives. Gestures become touches at screen points; the screen's
/// `ScreenLayout` finds what is under them; the `FingerStateMachine` decides who holds the finger
/// and what the table hears, and the simulator carries that out. `tap` is exactly `touchDown` then
/// `touchUp` at the same point. Time passes only through ``wait(milliseconds:)``, so every run is
/// identical: the touch delay fires and moving content shows its 16 ms frames as the clock passes them.
public final class Simulator {
    // MARK: Hardware keyboard commands
    /// Where the key commands of the screen's responders come from (the controller's `keyCommands`).
    package var keyCommandSource: (() -> [KeyCommand])?
    // MARK: Search
    /// Where the screen's search controller comes from (the declared app's, or the shown controller's
    /// `navigationItem.searchController` or header search bar), asked at each search gesture.
    package var searchSource: (() -> SearchController?)? {
        didSet { tableView.accessibilityOrderCache = nil }
    }

    /// The table on screen.
    public let tableView: TableView
    /// The screen the table fills.
    public private(set) var screen: Screen
    /// The one virtual clock, which the table reads.
    package let clock: VirtualClock
    /// Who holds the finger, and the table's part of its life.
    package internal(set) var finger: FingerStateMachine
    /// When the touch-delay timer fires, while it runs.
    private var delayDeadline: Int?
    /// When the long-press timer fires, while a finger rests on the table (Simulator+ContextMenu.swift).
    var longPressDeadline: Int?
    /// The context menu on screen, if a long press opened one (Simulator+ContextMenu.swift).
    package internal(set) var contextMenu: ShownContextMenu?
    /// The line of the open context menu VoiceOver's cursor is on, or nil (Simulator+VoiceOverMenu).
    var voiceOverMenuLine: Int?
    /// The line of the open context menu Full Keyboard Access's focus is on, or nil (Simulator+MenuCursors).
    var fullKeyboardAccessMenuLine: Int?
    /// The line of the open context menu Switch Control highlights, or nil; one past the last line is
    /// the dimmed screen outside the menu (Simulator+MenuCursors).
    var switchControlMenuLine: Int?
    /// While a long press carries a row (Simulator+DragAndDrop.swift): how far below the finger the
    /// lifted row's centre is, in points, and when the next auto-scroll frame falls due.
    var dragGrab: (offset: Double, nextFrame: Int?)?
    /// Whether the table's drag is held by VoiceOver's Drag action rather than a finger.
    var voiceOverHoldsDrag = false
    /// Asked once per frame while the clock runs (a flick, a wait): when it says yes, the command
    /// stops at that frame and `interruptedAt` says when. Nil, or never yes, changes nothing: a
    /// finished command does exactly what it would without it (the REPL's Ctrl-C sets it).
    public var interruptionRequested: (() -> Bool)?
    /// The virtual time at which a command stopped early on an interruption; the caller clears it.
    public var interruptedAt: Int?

    /// What the screen keeps alive while it shows the table, as a window keeps its views and view
    /// controllers: the UIKit-named table view or controller a test shows (set by `Simulator(showing:)`).
    public var shownObject: AnyObject?

    /// The keyboard's height while it is shown, or nil while it is hidden.
    public internal(set) var keyboardHeight: Double?
    /// What the controller does by itself when the keyboard comes and goes.
    public var keyboardAvoidance = KeyboardAvoidance.none
    /// The app objects observing the keyboard notifications (held weakly, as NotificationCenter does).
    var keyboardObservers: [WeakKeyboardObserver] = []
    /// The bottom inset a table view controller added for the keyboard, taken back when it hides.
    var controllerKeyboardInset = 0.0

    /// VoiceOver: whether it runs, its focus, its index position and what it last said.
    package internal(set) var voiceOverMachine = VoiceOverStateMachine()
    /// The hardware keyboard: the focus system's focus and Full Keyboard Access's (Simulator+KeyboardFocus.swift).
    package internal(set) var keyboardFocusMachine = KeyboardFocusStateMachine()
    /// The app objects observing `voiceOverStatusDidChangeNotification` (held weakly).
    var voiceOverObservers: [WeakVoiceOverObserver] = []
    /// The app objects observing `UIContentSizeCategory.didChangeNotification` (held weakly).
    var textSizeObservers: [WeakTextSizeObserver] = []
    /// The app objects observing the display settings' status notifications (held weakly).
    var displaySettingsObservers: [WeakDisplaySettingsObserver] = []
    /// Why the double tap being carried out was refused, if it was.
    var activationRefusal: VoiceOverError?
    /// The swipe actions the delegate gave for the focused row when focus landed on it (§6).
    var focusedRowSwipeActions: (row: IndexPath, leading: [ContextualAction], trailing: [ContextualAction])?
    /// Voice Control: its overlay and the choice it waits for after an ambiguous name.
    var voiceControlState = VoiceControlState()
    /// Switch Control's scanner: whether it runs, its highlight and menu (Simulator+SwitchControl.swift).
    package internal(set) var switchControlMachine = SwitchControlStateMachine()
    /// The app objects observing `switchControlStatusDidChangeNotification` (held weakly).
    var switchControlObservers: [WeakSwitchControlObserver] = []

    /// Whether ``appear()`` has run (its calls happen once, even when the app crashed in them).
    private var hasBegunAppearing = false

    /// The view controller whose view holds the table, told when it appears (held strongly, as a
    /// window holds its root view controller); nil for a table shown on its own.
    public var appearanceHost: (any AppearanceHosting)?

    /// Creates a simulator showing a table on a screen; it keeps time on the table's clock.
    public init(tableView: TableView, screen: Screen = .default) {
        self.tableView = tableView
        self.screen = screen
        clock = tableView.clock
        finger = FingerStateMachine(metrics: tableView.metrics)
        tableView.setFrame(Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height), safeAreaInsets: screen.safeArea)
        tableView.device = self
        // Until it appears, the table waits outside the window: the app's reloads ask nothing yet.
        if !tableView.hasLoadedData { tableView.isInWindow = false }
    }

    /// The virtual time in milliseconds since the simulator started.
    public var now: Int { clock.now }
    /// Where the finger is, while one is down.
    public var fingerLocation: Point? { finger.location }
    /// Whether a finger is down, on whatever holds it.
    public var isFingerDown: Bool { finger.location != nil }
    /// The sizes the table and the screen are drawn with.
    public var metrics: Metrics { tableView.metrics }

    /// Changes the screen (before the table appears; later changes are a rotation, which re-lays out).
    ///
    /// A keyboard on screen keeps its height, moves to the new screen's bottom and posts its
    /// notifications again, so the controller adjusts to the new geometry.
    public func setScreen(_ screen: Screen) {
        let keyboardBefore = keyboardFrame
        self.screen = screen
        tableView.setFrame(Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height), safeAreaInsets: screen.safeArea)
        if let keyboardBefore { keyboardMoved(from: keyboardBefore) }
    }

    /// Shows the table: the controller's view appears and the table loads its data and visible cells.
    ///
    /// With an ``appearanceHost`` (a view controller), UIKit's order: the host's view loads and is
    /// about to appear, the table enters the window and loads in the layout that follows, then the
    /// view has appeared. The app's own `reloadData()` calls before that (in `viewDidLoad` or
    /// `viewWillAppear`) asked nothing, as the table was outside the window, so the cells are made
    /// once, in that layout; and the appearance calls run whatever the app's code did before.
    /// A second call does nothing.
    public func appear() {
        guard !hasBegunAppearing else { return }
        hasBegunAppearing = true
        appearanceHost?.viewWillAppear(on: self)
        tableView.isInWindow = true
        if !tableView.hasLoadedData, !tableView.hasCrashed {
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.reloadDataNow() }
        }
        guard !tableView.hasCrashed else { return }
        appearanceHost?.viewDidAppear(on: self)
    }

    /// Whether the table has appeared.
    public var hasAppeared: Bool { tableView.hasLoadedData }

    /// Runs a block and returns the trace lines it produced.
    public func record<E: Error>(_ body: () throws(E) -> Void) throws(E) -> [TraceLine] {
        let start = tableView.trace.count
        try body()
        return Array(tableView.trace[start...])
    }

    // MARK: The screen

    /// The screen as it is now: every visible row's regions, the index, the covers, the status bar.
    package var layout: ScreenLayout { layout(only: nil) }

    /// The screen as it is now, laying out only some rows (nil: every visible row).
    func layout(only rows: [IndexPath]?) -> ScreenLayout {
        ScreenLayout(tableView: tableView, screen: screen.size, keyboard: keyboardFrame, metrics: tableView.metrics, only: rows)
    }

    /// The screen around a point: the rows a touch there can reach (the one under it, and the row
    /// showing actions, whose buttons take every touch).
    func layout(around point: Point) -> ScreenLayout {
        let contentPoint = Point(x: point.x, y: point.y + tableView.contentOffset.y)
        return layout(only: [tableView.indexPathForRowShowingActions, tableView.indexPathForRow(at: contentPoint)].compactMap { $0 })
    }

    /// The rectangle of a row's cell on screen (inset from the sides in insetGrouped style), on screen or not.
    public func screenRect(ofRow indexPath: IndexPath) -> Rect {
        ScreenLayout.screenRect(ofRow: indexPath, in: tableView)
    }

    /// The status bar's rectangle: the top safe-area inset, when the screen shows a status bar.
    public var statusBarArea: Rect? { ScreenLayout.statusBar(of: tableView, screen: screen.size) }

    /// Where the parts of a row are on screen, or nil when its cell is not on screen.
    package func parts(ofRow indexPath: IndexPath) -> RowParts? {
        layout(only: [indexPath]).parts(ofRow: indexPath)
    }

    /// What a touch on the table's window at a screen point comes down on (see ``ScreenLayout/hitTest(_:)``).
    package func hitTest(_ point: Point) -> TouchStateMachine.Target {
        layout(around: point).hitTest(point)
    }

    /// What covers the table on screen: the keyboard, then the app's views, in screen coordinates.
    package var coveringRects: [ScreenLayout.Cover] { layout(only: []).covers }

    /// What covers part of a row on screen (the keyboard or an app's view, by name), or nil.
    public func coveringName(ofRow indexPath: IndexPath) -> String? {
        guard tableView.contains(indexPath) else { return nil }
        return layout(only: []).cover(over: screenRect(ofRow: indexPath))?.name
    }

    // MARK: Aiming

    /// The screen point a tap on a region of a row aims at (see `ScreenLayout/activationPoint(ofRow:region:)`).
    public func point(ofRow indexPath: IndexPath, region: RowRegion = .content) throws(SimulationError) -> Point {
        try point(ofRow: indexPath, region: region, in: layout(only: [indexPath]))
    }

    /// The screen point a tap on a region of a row aims at, in a layout that holds the row.
    private func point(ofRow indexPath: IndexPath, region: RowRegion, in layout: ScreenLayout) throws(SimulationError) -> Point {
        guard tableView.contains(indexPath) else { throw .noSuchRow(indexPath) }
        if let point = layout.activationPoint(ofRow: indexPath, region: region) { return point }
        // Nothing to aim at: say why, the first reason first.
        guard let parts = layout.parts(ofRow: indexPath), parts.row.intersection(layout.touchableArea) != nil else {
            throw .rowNotOnScreen(indexPath)
        }
        guard layout.uncoveredPart(of: parts.row) != nil else {
            throw .rowCovered(indexPath, by: layout.cover(over: parts.cell)?.kind ?? .headerFooterView)
        }
        throw .regionNotShown(indexPath, region, because: whyNot(region, in: tableView.cellForRow(at: indexPath)))
    }

    /// Why a visible row shows no region of a kind.
    private func whyNot(_ region: RowRegion, in cell: TableViewCell?) -> SimulationError.MissingRegion {
        switch region {
        case .content, .accessory, .disclosure: return .noAccessory
        case .textField: return .noTextField
        case .editingControl:
            if !tableView.isEditingAllRows { return .notEditing }
            if !(cell?.isEditable ?? false) { return .cannotEdit }
            if tableView.allowsMultipleSelectionDuringEditing { return .showsSelectionCircle }
            return .editingStyleNone
        case .reorderControl:
            if !tableView.isEditingAllRows { return .notEditing }
            if !(cell?.isEditable ?? false) { return .cannotEdit }
            if !tableView.appResponds(to: .moveRowAt) { return .moveNotImplemented }
            return .cannotMove
        }
    }

    /// The screen point of a button the row showing actions shows: by title, or the Delete button.
    public func point(ofAction title: String?) throws(SimulationError) -> Point {
        guard let shown = tableView.indexPathForRowShowingActions else {
            throw title == nil ? .noDeleteButtonShown : .noActionsShown
        }
        let actions = tableView.shownActions
        let index: Int
        if let title {
            // An image-only button is found by its accessibility label or image name.
            guard let found = actions.firstIndex(where: { $0.displayName == title }) else {
                throw .noSuchAction(title, row: shown, shown: actions.map(\.displayName))
            }
            index = found
        } else {
            // The standard Delete, or else the row's one destructive action: the red button a user
            // would call the Delete button.
            let destructive = actions.indices.filter { actions[$0].style == .destructive }
            guard let found = actions.firstIndex(where: \.isStandardDelete) ?? (destructive.count == 1 ? destructive[0] : nil)
            else { throw .noSingleDeleteButton(row: shown, shown: actions.map(\.displayName)) }
            index = found
        }
        // The row may have left the screen (app code scrolled, the screen turned): nothing to aim at.
        guard let point = layout(only: [shown]).activationPoint(ofButton: index) else { throw .rowNotOnScreen(shown) }
        return point
    }

    // MARK: Touches

    private func requireAppeared() throws(SimulationError) {
        guard tableView.hasLoadedData else { throw .notAppeared }
    }

    /// A finger comes down at a screen point.
    ///
    /// On the keyboard it belongs to the keyboard, on the status bar to the status bar (a tap there
    /// scrolls to the top). On content that moves by itself (decelerating, bouncing or animating) the
    /// scroll view takes the touch at once: the content stops and the finger drags it, and no row
    /// hears of the touch.
    public func touchDown(at point: Point) throws(SimulationError) {
        try requireAppeared()
        try requireOnScreen(point)
        // A finger aimed at a point while a menu is open lands on the menu's window (ContextMenuLayout).
        if contextMenu != nil, !isFingerDown { return try touchDownOnContextMenu(at: point) }
        try touchDown(at: point, on: layout(around: point))
    }

    /// A finger touches only the screen.
    private func requireOnScreen(_ point: Point) throws(SimulationError) {
        guard (0...screen.size.width).contains(point.x), (0...screen.size.height).contains(point.y) else {
            throw .pointOffScreen(point, screen: screen.size)
        }
    }

    /// A finger comes down at a point of a layout that holds the rows a touch there can reach.
    private func touchDown(at point: Point, on layout: ScreenLayout) throws(SimulationError) {
        guard !isFingerDown else { throw .fingerAlreadyDown }
        guard contextMenu == nil else { throw .contextMenuShown }
        // The search's bar and dimming view lie over the table: a finger there never reaches a row.
        if try searchTakesTouch(at: point) {
            return carryOut(finger.touchBegan(at: point, on: .search, delaysContentTouches: tableView.delaysContentTouches))
        }
        let holder: FingerStateMachine.Holder
        switch layout.element(at: point) {
        case .keyboard:
            holder = .keyboard
        case .statusBar:
            holder = .statusBar
        case .table(let found):
            // A drop's placeholder row takes no touch: only empty space is under the finger (DragAndDropBehaviour.md).
            let target = tableView.isPlaceholderTarget(found) ? .nothing : found
            tableView.fingerCameDown()
            longPressDeadline = now + TouchStateMachine.longPressDuration
            if tableView.isScrollingByItself {
                holder = .movingContent
            } else if case .control(let control) = target {
                holder = .table(target, trackingFrame: layout.trackingFrame(of: control))
            } else {
                holder = .table(target, trackingFrame: nil)
            }
        }
        carryOut(finger.touchBegan(at: point, on: holder, delaysContentTouches: tableView.delaysContentTouches))
    }

    /// The finger moves by an offset, in points.
    public func touchMove(by dx: Double, _ dy: Double) throws(SimulationError) {
        guard let from = finger.location else { throw .noFingerDown(.moved) }
        let to = Point(x: from.x + dx, y: from.y + dy)
        // An infinite position would make the finger's velocity inf - inf = nan.
        guard to.x.isFinite, to.y.isFinite else { throw .fingerMoveNotFinite(dx: dx, dy: dy) }
        let index = ScreenLayout.sectionIndexBar(of: tableView, metrics: tableView.metrics)
        carryOut(finger.touchMoved(by: dx, dy, at: now, indexPosition: index?.position(atY: to.y)))
    }

    /// The finger lifts.
    public func touchUp() throws(SimulationError) {
        guard isFingerDown else { throw .noFingerDown(.ended) }
        let action = finger.touchEnded(at: now) { [tableView] in tableView.cellForRow(at: $0) != nil }
        finishTouch()
        if case .liftedOnSearch(let point) = action { return try searchTouched(at: point) }
        carryOut(action)
    }

    /// The system cancels the touch (an incoming call, a gesture taking over).
    public func touchCancel() throws(SimulationError) {
        guard isFingerDown else { throw .noFingerDown(.cancelled) }
        let action = finger.touchCancelled()
        finishTouch()
        carryOut(action)
    }

    private func finishTouch() {
        delayDeadline = nil
        longPressDeadline = nil
        tableView.fingerLifted()
    }

    /// A quick tap at a screen point: touch down, then touch up at once.
    public func tap(at point: Point) throws(SimulationError) {
        try touchDown(at: point)
        try touchUp()
    }

    /// A quick tap on a region of a visible row.
    public func tap(_ indexPath: IndexPath, region: RowRegion = .content) throws(SimulationError) {
        try requireAppeared()
        // The point lies on the row's uncovered part: the row and the row showing actions are all a
        // touch there can reach, so one layout serves the aim and the touch.
        let layout = layout(only: [indexPath, tableView.indexPathForRowShowingActions].compactMap { $0 })
        let point = try point(ofRow: indexPath, region: region, in: layout)
        // A region aimed at can lie past the screen's edge (a narrow screen, wide insets and controls).
        try requireOnScreen(point)
        try touchDown(at: point, on: layout)
        try touchUp()
    }

    /// A tap on the status bar: the table scrolls to its top (see ``TableView/statusBarTapped()``).
    public func tapStatusBar() throws(SimulationError) {
        guard let bar = statusBarArea else { throw .noStatusBar }
        try tap(at: Point(x: bar.midX, y: bar.midY))
    }

    /// A flick: the finger comes down at a point, moves `distance` points (up is negative) in steps of
    /// one frame over `duration` milliseconds, and lifts at once, so the content goes on decelerating.
    public func flick(from point: Point, distance: Double, duration: Int) throws(SimulationError) {
        guard duration >= ScrollPhysics.frameDuration else { throw .flickTooShort(minimum: ScrollPhysics.frameDuration) }
        let steps = duration / ScrollPhysics.frameDuration
        try touchDown(at: point)
        var moved = 0.0
        for step in 1...steps {
            wait(milliseconds: step == steps ? duration - ScrollPhysics.frameDuration * (steps - 1) : ScrollPhysics.frameDuration)
            // Interrupted: the finger stays where it is, down, as the user left it.
            if interruptedAt != nil { return }
            let next = (distance * Double(step) / Double(steps)).rounded()
            try touchMove(by: 0, next - moved)
            moved = next
        }
        try touchUp()
    }

    /// Where a flick starts when no row or point is given: the middle of the part of the table below
    /// the status bar and above the home indicator.
    public var flickStartPoint: Point {
        let safe = tableView.safeAreaInsets
        return Point(x: screen.size.width / 2, y: (safe.top + screen.size.height - safe.bottom) / 2)
    }

    /// A quick tap on the Delete button: the Delete confirmation of editing mode, or the standard Delete
    /// a swipe to the left uncovered.
    public func tapDeleteButton() throws(SimulationError) {
        try requireAppeared()
        try tap(at: point(ofAction: nil))
    }

    /// A quick tap on the button of the swipe action with a title.
    public func tapAction(titled title: String) throws(SimulationError) {
        try requireAppeared()
        try tap(at: point(ofAction: title))
    }

    /// A swipe across a row's content: touch down at its centre, one move sideways to 8 points from the
    /// row's edge, touch up. To the left it uncovers the trailing actions, to the right the leading ones.
    public func swipe(_ indexPath: IndexPath, _ direction: SwipeDirection) throws(SimulationError) {
        try requireAppeared()
        let start = try point(ofRow: indexPath, region: .content)
        let row = screenRect(ofRow: indexPath)
        let end = direction == .left ? row.minX + 8 : row.maxX - 8
        try touchDown(at: start)
        try touchMove(by: end - start.x, 0)
        try touchUp()
    }

    /// A drag by a row's reorder control to a destination: touch down on the control, one move to each
    /// destination the row passes on the way (so the delegate is asked about each), touch up.
    ///
    /// The destination is where the row lands, as in `moveRow(at:to:)`; every point of the way must be
    /// on screen (the table does not scroll while dragging). Outside editing mode, on a table whose
    /// drags are enabled and that has a drag delegate, it is the long-press drag
    /// (``dragByLongPress(_:to:)``, DragAndDropBehaviour.md).
    public func drag(_ source: IndexPath, to destination: IndexPath) throws(SimulationError) {
        try requireAppeared()
        if !tableView.isEditingAllRows, tableView.canBeginDrag { return try dragByLongPress(source, to: destination) }
        let start = try point(ofRow: source, region: .reorderControl)
        guard tableView.isDestination(destination, forRowFrom: source) else {
            throw .noSuchDestination(destination, from: source)
        }
        let steps = try dragWaypoints(from: source, to: destination, startY: start.y, x: start.x)
        try touchDown(at: start)
        for y in steps {
            guard let finger = fingerLocation else { break }
            try touchMove(by: 0, y - finger.y)
        }
        try touchUp()
    }

    /// Advances the virtual clock, firing the timers and showing the frames that fall due, in time order.
    ///
    /// Time does not run backwards: a negative duration waits no time.
    public func wait(milliseconds: Int) {
        let end = now + max(milliseconds, 0)
        while true {
            if interruptedAt != nil { return }
            if let interruptionRequested, interruptionRequested() {
                interruptedAt = now
                return
            }
            let delay = delayDeadline.flatMap { $0 <= end ? $0 : nil }
            let frame = tableView.nextMotionFrameTime.flatMap { $0 <= end ? $0 : nil }
            let longPress = longPressDeadline.flatMap { $0 <= end ? $0 : nil }
            let autoScroll = dragGrab?.nextFrame.flatMap { $0 <= end ? $0 : nil }
            guard let next = [delay, frame, longPress, autoScroll].compactMap({ $0 }).min() else { break }
            clock.advance(to: next)
            if delay == next {
                delayDeadline = nil
                carryOut(finger.delayElapsed())
            } else if longPress == next {
                longPressDeadline = nil
                carryOut(finger.longPressElapsed())
            } else if autoScroll == next {
                autoScrollFrame()
            } else {
                tableView.advanceClock(to: next)
            }
            if tableView.hasCrashed { break }
        }
        tableView.advanceClock(to: end)
    }

    // MARK: Carrying out the machine's actions

    /// Carries out what the finger machine decided: on the table, or the status bar's tap.
    func carryOut(_ action: FingerStateMachine.Action) {
        switch action {
        case .none:
            break
        case .tapStatusBar:
            tableView.statusBarTapped()
        case .liftedOnContextMenu(let point):
            contextMenuLineTouched(at: point)
        case .liftedOnSearch:
            break  // touchUp taps what lies under the finger, where a refusal can still be thrown
        case .table(let action, let dy, let velocity):
            carryOut(action, contentMove: dy, velocity: velocity)
        }
    }

    /// Carries out an action of the table's touch machine, each through the table's methods.
    private func carryOut(_ action: TouchStateMachine.Action, contentMove dy: Double, velocity: Point) {
        switch action {
        case .none:
            break
        case .startDelayTimer:
            delayDeadline = now + TouchStateMachine.touchDelay
        case .deliverToRow(let indexPath):
            var highlighted = false
            tableView.runCrashingOnException { () throws(UIKitException) in highlighted = try tableView.touchReachedRow(indexPath) }
            finger.highlightResolved(highlighted)
        case .beginPan(let unhighlighting):
            delayDeadline = nil
            longPressDeadline = nil
            tableView.runCrashingOnException { () throws(UIKitException) in
                try tableView.beginDragging(stoppingMotion: true)
                if let indexPath = unhighlighting { try tableView.touchLeftRow(indexPath) }
                try tableView.drag(by: dy)
            }
        case .pan:
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.drag(by: dy) }
        case .endPan:
            // The content moves the opposite way to the finger; velocities are kept to 1/1000 pt/ms.
            // A velocity past 1e305 pt/ms has no thousandths to keep, and × 1000 would overflow to inf.
            let contentVelocity = abs(velocity.y) < 1e300 ? (-velocity.y * 1000).rounded() / 1000 : -velocity.y
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.endDragging(velocity: contentVelocity + 0) }
        case .tapRow(let indexPath, let deliverFirst):
            tableView.runCrashingOnException { () throws(UIKitException) in
                if deliverFirst {
                    guard try tableView.touchReachedRow(indexPath) else { return }
                }
                try tableView.touchEndedOnRow(indexPath)
            }
        case .tapControl(.detailButton(let indexPath)):
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.callAccessoryButtonTapped(forRowWith: indexPath) }
        case .tapControl(.accessoryView(let indexPath)):
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.accessoryViewTapped(at: indexPath) }
        case .tapControl(.editingControl(let indexPath)):
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.editingControlTapped(indexPath) }
        case .tapControl(.actionButton(_, let index)):
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.actionButtonTapped(index) }
        case .tapControl(.textField(let indexPath)):
            focusTextField(at: indexPath)
        case .touchIndex(let position):
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.touchSectionIndex(at: position) }
        case .cancelRow(let indexPath):
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.touchLeftRow(indexPath) }
        case .beginSwipe(let indexPath, let edge, let unhighlighting):
            delayDeadline = nil
            longPressDeadline = nil
            var began = false
            tableView.runCrashingOnException { () throws(UIKitException) in
                began = try tableView.beginSwipe(indexPath, toward: edge, unhighlighting: unhighlighting)
            }
            carryOut(finger.swipeResolved(began: began, contentMove: dy))
        case .swipe(let dx):
            tableView.swipeMoved(by: dx)
        case .endSwipe:
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.endSwipe() }
        case .cancelSwipe:
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.cancelSwipe() }
        case .hideRowActions:
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.hideRowActions() }
        case .beginReorder(let indexPath):
            tableView.beginReorder(indexPath)
        case .reorder(let dy):
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.reorderMoved(by: dy) }
        case .endReorder:
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.endReorder() }
        case .cancelReorder:
            tableView.cancelReorder()
        case .longPress(let indexPath, let point, let unhighlighting):
            beginContextMenu(forRowAt: indexPath, at: point, unhighlighting: unhighlighting)
            // No menu: where the table's drags are enabled, the row lifts into a drag (DragAndDropBehaviour.md).
            if contextMenu == nil { beginDrag(forRowAt: indexPath, unhighlighting: unhighlighting) }
        case .menuToDrag(let indexPath):
            menuBecomesDrag(indexPath)
        case .moveDrag, .endDrag, .cancelDrag:
            carryOutDrag(action)
        }
    }
}

/// The controller around a shown table (TableSimUIKit's view controllers): it hears of its view's
/// appearance from ``Simulator/appear()``, and of taps in its cells' text fields.
public protocol AppearanceHosting: AnyObject {
    /// The controller's view is about to appear: it loads first if it has not (`viewDidLoad`), then
    /// `viewWillAppear(_:)` runs; the table has not loaded yet.
    func viewWillAppear(on simulator: Simulator)
    /// The controller's view has appeared (`viewDidAppear(_:)`), after the table's load.
    func viewDidAppear(on simulator: Simulator)
    /// A tap ended in a row's text field: the host's own field takes the focus (its delegate, the
    /// keyboard) and it answers true; false leaves the core's focus to happen.
    func textFieldTapped(inRow indexPath: IndexPath, on simulator: Simulator) -> Bool
}

/// The device follows what the table tells it: a finger down on a row follows the row an update
/// moved, and the keyboard goes down when its text field left with its cell.
extension Simulator: TableViewDevice {
    func tableView(_ tableView: TableView, emitted event: TableView.Event) {
        switch event {
        case .rowsMoved(let mapping):
            finger.rowsMoved { mapping.newIndexPath(for: $0) }
        case .firstResponderResigned:
            firstResponderLeft()
        case .updateApplied(let mapping):
            // The keyboard's focus follows its row through an update, as VoiceOver's and Switch Control's do.
            keyboardFocusMachine.rowsUpdated { mapping.newIndexPath(for: $0) }
            voiceOverFollow(event)
            switchControlFollow(event)
        case .reloaded, .editingChanged, .rowButtonsShown, .rowControlsChanged, .sectionIndexTouched, .refreshControlChanged:
            voiceOverFollow(event)
            switchControlFollow(event)
        }
    }
}

extension Simulator {
    /// Every broken invariant of the device and its table, as a sentence each; empty when consistent.
    ///
    /// Besides the table's own: the table tracks a touch exactly while a finger is on its window, the
    /// touch machine is idle exactly when no finger is there, and the touch-delay timer runs only
    /// while the scroll view holds a touch.
    public func _checkInvariants() -> [String] {
        var problems = tableView._checkInvariants()
        problems += voiceOverMachine._checkInvariants(in: tableView, sectionIndexTitleCount: tableView.sectionIndexTitles?.count ?? 0)
        problems += switchControlMachine._checkInvariants()
        if voiceOverMachine.isRunning != tableView.isVoiceOverRunning {
            problems.append("VoiceOver's running flag (\(voiceOverMachine.isRunning)) disagrees with the table's")
        }
        let onTable: Bool
        switch finger.state {
        case .onTable: onTable = true
        case .up, .onKeyboard, .onStatusBar, .onContextMenu, .onSearch: onTable = false
        }
        if tableView.isTracking != onTable {
            problems.append("the table's tracking (\(tableView.isTracking)) disagrees with the finger \(finger.state)")
        }
        if finger.table.isTouching != onTable {
            problems.append("the touch machine \(finger.table.state) disagrees with the finger \(finger.state)")
        }
        if delayDeadline != nil {
            switch finger.table.state {
            case .delayed: break
            case .idle, .trackingRow, .trackingControl, .swipePending, .swiping, .reordering, .dismissing, .trackingIndex,
                .panning, .contextMenu, .draggingRow:
                problems.append("the touch-delay timer runs while the touch is \(finger.table.state)")
            }
        }
        problems += contextMenuProblems()
        problems += featureProblems()
        if let problem = searchStateProblem { problems.append(problem) }
        problems += dragProblems()
        return problems
    }
}
