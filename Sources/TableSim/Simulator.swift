/// A mistake in what the simulator was asked to do, such as tapping a row that is not on screen.
///
/// Unlike a ``UIKitException`` this is not an app bug: it is reported to the scenario's author.
public struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in a sentence.
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// The part of a row a tap aims at.
public enum RowRegion: String, Sendable, CaseIterable {
    /// The centre of the row's content.
    case content
    /// The accessory: the detail button where there is one, else the chevron or checkmark.
    case accessory
    /// The chevron of a detail-disclosure accessory, beside its detail button.
    case disclosure
}

/// The device around a table view: the screen, a virtual clock, and a finger.
///
/// Gestures become touch events at screen points; hit testing finds what is under them; the touch
/// state machine decides what the table hears. `tap` is exactly `touchDown` then `touchUp` at the
/// same point. Time passes only through ``wait(milliseconds:)``, so every run is identical.
public final class Simulator {
    /// The table on screen.
    public let tableView: TableView
    /// The screen the table fills.
    public private(set) var screen: Screen
    /// The virtual time in milliseconds since the simulator started.
    public private(set) var now = 0
    /// The finger's state machine.
    public private(set) var touch = TouchStateMachine()
    /// Where the finger is, while one is down.
    public private(set) var fingerLocation: Point?
    private var delayDeadline: Int?
    private var buttonTracked: (indexPath: IndexPath, rect: Rect)?

    /// Creates a simulator showing a table on a screen.
    public init(tableView: TableView, screen: Screen = .default) {
        self.tableView = tableView
        self.screen = screen
        apply(screen)
    }

    private func apply(_ screen: Screen) {
        tableView.frame = Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
        tableView.safeAreaInsets = screen.safeArea
    }

    /// Changes the screen (before the table appears; later changes are a rotation, which re-lays out).
    public func setScreen(_ screen: Screen) {
        self.screen = screen
        apply(screen)
        if tableView.hasLoadedData {
            tableView.perform { () throws(UIKitException) in
                tableView.updateContentSize()
                let clamped = min(max(tableView.contentOffset.y, tableView.minimumContentOffsetY),
                    tableView.maximumContentOffsetY)
                try tableView.moveContent(to: Point(x: 0, y: clamped))
                try tableView.layoutVisibleContent()
            }
        }
    }

    /// Shows the table: the controller's view appears and the table loads its data and visible cells.
    public func appear() {
        guard !tableView.hasLoadedData else { return }
        tableView.perform { () throws(UIKitException) in try tableView.reloadDataNow() }
    }

    /// Whether the table has appeared.
    public var hasAppeared: Bool { tableView.hasLoadedData }

    /// Runs a block and returns the trace lines it produced.
    public func record(_ body: () throws -> Void) rethrows -> [TraceLine] {
        let start = tableView.trace.count
        try body()
        return Array(tableView.trace[start...])
    }

    // MARK: Hit testing

    /// The rectangle of a row on screen.
    public func screenRect(ofRow indexPath: IndexPath) -> Rect {
        let rect = tableView.rectForRow(at: indexPath)
        return Rect(x: rect.minX, y: rect.minY - tableView.contentOffset.y, width: rect.width, height: rect.height)
    }

    /// The part of the screen a finger can reach on the table: below the status bar.
    var touchableArea: Rect {
        let top = tableView.safeAreaInsets.top
        return Rect(x: 0, y: top, width: screen.size.width, height: screen.size.height - top)
    }

    /// The detail button's rectangle within a row, or nil when the row shows none.
    func detailButtonRect(in row: Rect, accessory: AccessoryType) -> Rect? {
        switch accessory {
        case .detailButton: Rect(x: row.maxX - 48, y: row.minY, width: 48, height: row.height)
        case .detailDisclosureButton: Rect(x: row.maxX - 80, y: row.minY, width: 44, height: row.height)
        case .none, .disclosureIndicator, .checkmark: nil
        }
    }

    /// The rectangle a row's accessory takes, or nil for none.
    func accessoryRect(in row: Rect, accessory: AccessoryType) -> Rect? {
        switch accessory {
        case .none: nil
        case .disclosureIndicator, .checkmark: Rect(x: row.maxX - 40, y: row.minY, width: 40, height: row.height)
        case .detailButton: Rect(x: row.maxX - 48, y: row.minY, width: 48, height: row.height)
        case .detailDisclosureButton: Rect(x: row.maxX - 80, y: row.minY, width: 80, height: row.height)
        }
    }

    /// The accessory a visible row shows now (the editing accessory in editing mode).
    func accessory(ofRow indexPath: IndexPath) -> AccessoryType {
        tableView.cellForRow(at: indexPath)?.effectiveAccessory(editing: tableView.isEditing) ?? .none
    }

    /// What a touch at a screen point comes down on.
    public func hitTest(_ point: Point) -> TouchStateMachine.Target {
        guard touchableArea.contains(point) else { return .nothing }
        let contentPoint = Point(x: point.x, y: point.y + tableView.contentOffset.y)
        guard case .row(let indexPath) = tableView.element(at: contentPoint),
            tableView.cellForRow(at: indexPath) != nil
        else { return .nothing }
        let row = screenRect(ofRow: indexPath)
        if let button = detailButtonRect(in: row, accessory: accessory(ofRow: indexPath)), button.contains(point) {
            return .detailButton(indexPath)
        }
        return .row(indexPath)
    }

    /// The screen point a tap on a region of a row aims at: the centre of its visible part.
    public func point(ofRow indexPath: IndexPath, region: RowRegion = .content) throws(SimulationError) -> Point {
        guard tableView.contains(indexPath) else {
            throw SimulationError("row \(indexPath) does not exist")
        }
        let row = screenRect(ofRow: indexPath)
        guard tableView.cellForRow(at: indexPath) != nil, let shown = row.intersection(touchableArea) else {
            throw SimulationError("row \(indexPath) is not on screen; scroll to it first")
        }
        let accessory = accessory(ofRow: indexPath)
        let target: Rect
        switch region {
        case .content:
            let end = accessoryRect(in: row, accessory: accessory)?.minX ?? row.maxX
            target = Rect(x: row.minX, y: row.minY, width: end - row.minX, height: row.height)
        case .accessory:
            guard let rect = detailButtonRect(in: row, accessory: accessory)
                ?? accessoryRect(in: row, accessory: accessory)
            else { throw SimulationError("row \(indexPath) shows no accessory") }
            target = rect
        case .disclosure:
            guard accessory == .detailDisclosureButton else {
                throw SimulationError("row \(indexPath) shows no detail-disclosure accessory")
            }
            target = Rect(x: row.maxX - 36, y: row.minY, width: 36, height: row.height)
        }
        return Point(x: target.midX, y: (max(target.minY, shown.minY) + min(target.maxY, shown.maxY)) / 2)
    }

    // MARK: Touches

    private func requireAppeared() throws(SimulationError) {
        guard tableView.hasLoadedData else { throw SimulationError("the table has not appeared yet") }
    }

    /// A finger comes down at a screen point.
    public func touchDown(at point: Point) throws(SimulationError) {
        try requireAppeared()
        guard !touch.isTouching else { throw SimulationError("a finger is already down; lift it with 'touch up'") }
        let target = hitTest(point)
        fingerLocation = point
        initialTouchPoint = point
        tableView.isTracking = true
        if case .detailButton(let indexPath) = target {
            buttonTracked = (indexPath, screenRect(ofRow: indexPath))
        }
        perform(touch.touchBegan(on: target, at: point, delaysContentTouches: tableView.delaysContentTouches))
    }

    /// The finger moves by an offset, in points.
    public func touchMove(by dx: Double, _ dy: Double) throws(SimulationError) {
        guard let from = fingerLocation else { throw SimulationError("no finger is down; start with 'touch down'") }
        let to = Point(x: from.x + dx, y: from.y + dy)
        fingerLocation = to
        let action = touch.touchMoved(to: to)
        switch action {
        case .beginPan:
            // The content follows the finger once it has moved past the threshold.
            let origin = panOrigin(from: from, to: to)
            perform(action, moved: to.y - origin.y)
        case .pan:
            perform(action, moved: dy)
        default:
            perform(action)
        }
    }

    private func panOrigin(from: Point, to: Point) -> Point {
        // The point where the finger crossed the threshold on its way from the touch's origin.
        let origin = initialTouchPoint ?? from
        let dx = to.x - origin.x, dy = to.y - origin.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return to }
        let scale = TouchStateMachine.panThreshold / length
        return Point(x: origin.x + dx * scale, y: origin.y + dy * scale)
    }

    private var initialTouchPoint: Point?

    /// The finger lifts.
    public func touchUp() throws(SimulationError) {
        guard let location = fingerLocation else { throw SimulationError("no finger is down") }
        var inside = true
        if let tracked = buttonTracked {
            // A control counts a touch-up within 70 points of its bounds as inside.
            let rect = tracked.rect
            inside =
                location.x >= rect.minX - 70 && location.x <= rect.maxX + 70 && location.y >= rect.minY - 70
                && location.y <= rect.maxY + 70
        }
        let action = touch.touchEnded(insideButton: inside)
        finishTouch()
        perform(action)
    }

    /// The system cancels the touch (an incoming call, a gesture taking over).
    public func touchCancel() throws(SimulationError) {
        guard fingerLocation != nil else { throw SimulationError("no finger is down") }
        let action = touch.touchCancelled()
        finishTouch()
        perform(action)
    }

    private func finishTouch() {
        fingerLocation = nil
        initialTouchPoint = nil
        delayDeadline = nil
        buttonTracked = nil
        tableView.isTracking = false
    }

    /// A quick tap at a screen point: touch down, then touch up at once.
    public func tap(at point: Point) throws(SimulationError) {
        try touchDown(at: point)
        try touchUp()
    }

    /// A quick tap on a region of a visible row.
    public func tap(_ indexPath: IndexPath, region: RowRegion = .content) throws(SimulationError) {
        try requireAppeared()
        try tap(at: point(ofRow: indexPath, region: region))
    }

    /// Advances the virtual clock, firing the timers that fall due.
    public func wait(milliseconds: Int) {
        precondition(milliseconds >= 0)
        let end = now + milliseconds
        if let deadline = delayDeadline, deadline <= end {
            now = deadline
            delayDeadline = nil
            perform(touch.delayElapsed())
        }
        now = end
    }

    // MARK: Carrying out the machine's actions

    private func perform(_ action: TouchStateMachine.Action, moved dy: Double = 0) {
        switch action {
        case .none:
            break
        case .startDelayTimer:
            delayDeadline = now + TouchStateMachine.touchDelay
        case .deliverToRow(let indexPath):
            var highlighted = false
            tableView.perform { () throws(UIKitException) in highlighted = try tableView.touchReachedRow(indexPath) }
            touch.highlightResolved(highlighted)
        case .beginPan(let unhighlighting):
            delayDeadline = nil
            tableView.perform { () throws(UIKitException) in
                tableView.isDragging = true
                try tableView.callScrollViewWillBeginDragging()
                if let indexPath = unhighlighting { try tableView.touchLeftRow(indexPath) }
                try dragContent(by: dy)
            }
        case .pan:
            tableView.perform { () throws(UIKitException) in try dragContent(by: dy) }
        case .endPan:
            tableView.perform { () throws(UIKitException) in try endDragging() }
        case .tapRow(let indexPath, let deliverFirst):
            tableView.perform { () throws(UIKitException) in
                if deliverFirst {
                    guard try tableView.touchReachedRow(indexPath) else { return }
                }
                try tableView.touchEndedOnRow(indexPath)
            }
        case .tapButton(let indexPath):
            tableView.perform { () throws(UIKitException) in try tableView.callAccessoryButtonTapped(forRowWith: indexPath) }
        case .cancelRow(let indexPath):
            tableView.perform { () throws(UIKitException) in try tableView.touchLeftRow(indexPath) }
        }
    }

    private func dragContent(by dy: Double) throws(UIKitException) {
        guard dy != 0 else { return }
        try tableView.moveContent(to: Point(x: tableView.contentOffset.x, y: tableView.contentOffset.y - dy))
    }

    /// The finger left the content after a drag: where it rests, and the bounce back if it was pulled
    /// past an edge. The finger is taken to have stopped before lifting, so the velocity is zero.
    private func endDragging() throws(UIKitException) {
        let current = tableView.contentOffset
        let resting = Point(
            x: current.x,
            y: min(max(current.y, tableView.minimumContentOffsetY), tableView.maximumContentOffsetY))
        let target = try tableView.callScrollViewWillEndDragging(velocity: .zero, target: resting)
        tableView.isDragging = false
        let decelerate = target != current
        try tableView.callScrollViewDidEndDragging(willDecelerate: decelerate)
        guard decelerate else { return }
        tableView.isDecelerating = true
        try tableView.callScrollViewWillBeginDecelerating()
        try tableView.moveContent(to: target)
        tableView.isDecelerating = false
        try tableView.callScrollViewDidEndDecelerating()
    }
}
