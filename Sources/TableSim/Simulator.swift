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
    /// The row's text field (a `text-field` row): a tap there focuses it instead of selecting the row.
    case textField = "text-field"
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
    /// Whether the finger came down on the keyboard, which is outside the table's window.
    private var fingerOnKeyboard = false

    /// The keyboard's height while it is shown, or nil while it is hidden.
    public internal(set) var keyboardHeight: Double?
    /// What the controller does by itself when the keyboard comes and goes.
    public var keyboardAvoidance = KeyboardAvoidance.none
    /// The app objects observing the keyboard notifications (held weakly, as NotificationCenter does).
    var keyboardObservers: [WeakKeyboardObserver] = []
    /// The bottom inset a table view controller added for the keyboard, taken back when it hides.
    var controllerKeyboardInset = 0.0

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
    ///
    /// A keyboard on screen keeps its height, moves to the new screen's bottom and posts its
    /// notifications again, so the controller adjusts to the new geometry.
    public func setScreen(_ screen: Screen) {
        let keyboardBefore = keyboardFrame
        self.screen = screen
        apply(screen)
        defer { if let keyboardBefore { keyboardMoved(from: keyboardBefore) } }
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

    /// What a touch at a screen point comes down on (a point on the keyboard never reaches the table).
    public func hitTest(_ point: Point) -> TouchStateMachine.Target {
        guard touchableArea.contains(point) else { return .nothing }
        if let index = sectionIndexFrame, index.contains(point), let position = sectionIndexPosition(atY: point.y) {
            return .sectionIndex(position)
        }
        let contentPoint = Point(x: point.x, y: point.y + tableView.contentOffset.y)
        // A view the app put over the content takes the touch: no row hears of it.
        if tableView.subviews.contains(where: { $0.frame.contains(contentPoint) }) { return .nothing }
        guard case .row(let indexPath) = tableView.element(at: contentPoint),
            tableView.cellForRow(at: indexPath) != nil
        else { return .nothing }
        let row = cellRect(ofRow: indexPath)
        if let button = detailButtonRect(in: row, accessory: accessory(ofRow: indexPath)), button.contains(point) {
            return .detailButton(indexPath)
        }
        if let field = textFieldRect(ofRow: indexPath), field.contains(point) {
            return .textField(indexPath)
        }
        return .row(indexPath)
    }

    /// A row's cell on screen, narrowed to leave the section index its strip (the cell's content
    /// and accessory move left of the index, as in UIKit).
    func cellRect(ofRow indexPath: IndexPath) -> Rect {
        let row = screenRect(ofRow: indexPath)
        guard let index = sectionIndexFrame else { return row }
        return Rect(x: row.minX, y: row.minY, width: max(0, index.minX - row.minX), height: row.height)
    }

    /// The rectangle of a row's text field on screen, or nil when its cell has none: the trailing
    /// 45% of the content, beside the accessory, so that a tap at the content's centre misses it.
    func textFieldRect(ofRow indexPath: IndexPath) -> Rect? {
        guard let cell = tableView.cellForRow(at: indexPath), cell.hasTextField else { return nil }
        let row = cellRect(ofRow: indexPath)
        let end = accessoryRect(in: row, accessory: accessory(ofRow: indexPath))?.minX ?? row.maxX
        let width = (end - row.minX) * 0.45
        return Rect(x: end - width, y: row.minY, width: width, height: row.height)
    }

    /// The parts of the screen the table can be touched in between its top and bottom: the
    /// touchable area less the keyboard and the views the app put over the content.
    func uncoveredPart(of rect: Rect) -> Rect? {
        guard let shown = rect.intersection(touchableArea) else { return nil }
        var pieces = [(shown.minY, shown.maxY)]
        for cover in coveringRects.map(\.rect) {
            pieces = pieces.flatMap { (top, bottom) -> [(Double, Double)] in
                guard cover.minY < bottom, cover.maxY > top, cover.minX <= shown.minX, cover.maxX >= shown.maxX
                else { return [(top, bottom)] }
                return [(top, min(bottom, cover.minY)), (max(top, cover.maxY), bottom)].filter { $0.1 > $0.0 }
            }
        }
        guard let best = pieces.max(by: { $0.1 - $0.0 < $1.1 - $1.0 }) else { return nil }
        return Rect(x: shown.minX, y: best.0, width: shown.width, height: best.1 - best.0)
    }

    /// What covers the table on screen: the keyboard, then the app's views, in screen coordinates.
    public var coveringRects: [(name: String, rect: Rect)] {
        var covers: [(name: String, rect: Rect)] = []
        if let keyboardFrame { covers.append(("keyboard", keyboardFrame)) }
        for view in tableView.subviews {
            let frame = view.frame
            covers.append(
                (view.name, Rect(x: frame.minX, y: frame.minY - tableView.contentOffset.y, width: frame.width, height: frame.height)))
        }
        return covers
    }

    /// What covers part of a row on screen (the keyboard or an app's view, by name), or nil.
    public func coveringName(ofRow indexPath: IndexPath) -> String? {
        guard tableView.contains(indexPath) else { return nil }
        let row = screenRect(ofRow: indexPath)
        return coveringRects.first { $0.rect.intersection(row) != nil }?.name
    }

    /// The screen point a tap on a region of a row aims at: the centre of its visible part.
    public func point(ofRow indexPath: IndexPath, region: RowRegion = .content) throws(SimulationError) -> Point {
        guard tableView.contains(indexPath) else {
            throw SimulationError("row \(indexPath) does not exist")
        }
        let row = cellRect(ofRow: indexPath)
        guard tableView.cellForRow(at: indexPath) != nil, row.intersection(touchableArea) != nil else {
            throw SimulationError("row \(indexPath) is not on screen; scroll to it first")
        }
        guard let shown = uncoveredPart(of: row) else {
            let cover = coveringName(ofRow: indexPath) ?? "something"
            throw SimulationError("row \(indexPath) is covered by the \(cover); a finger cannot reach it")
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
        case .textField:
            guard let field = textFieldRect(ofRow: indexPath) else {
                throw SimulationError("row \(indexPath) has no text field (declare it with text-field=on)")
            }
            target = field
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
        guard !touch.isTouching, !fingerOnKeyboard else {
            throw SimulationError("a finger is already down; lift it with 'touch up'")
        }
        if let keyboardFrame, keyboardFrame.contains(point) {
            // The keyboard is a window above the app's: the table never sees this finger.
            fingerLocation = point
            fingerOnKeyboard = true
            return
        }
        let target = hitTest(point)
        fingerLocation = point
        initialTouchPoint = point
        tableView.isTracking = true
        switch target {
        case .detailButton(let indexPath), .textField(let indexPath):
            buttonTracked = (indexPath, screenRect(ofRow: indexPath))
        case .row, .sectionIndex, .nothing:
            break
        }
        perform(touch.touchBegan(on: target, at: point, delaysContentTouches: tableView.delaysContentTouches))
    }

    /// The finger moves by an offset, in points.
    public func touchMove(by dx: Double, _ dy: Double) throws(SimulationError) {
        guard let from = fingerLocation else { throw SimulationError("no finger is down; start with 'touch down'") }
        let to = Point(x: from.x + dx, y: from.y + dy)
        fingerLocation = to
        guard !fingerOnKeyboard else { return }
        let action = touch.touchMoved(to: to, indexPosition: sectionIndexPosition(atY: to.y))
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
        guard !fingerOnKeyboard else { return finishTouch() }
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
        guard !fingerOnKeyboard else { return finishTouch() }
        let action = touch.touchCancelled()
        finishTouch()
        perform(action)
    }

    private func finishTouch() {
        fingerLocation = nil
        fingerOnKeyboard = false
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
        case .focusTextField(let indexPath):
            focusTextField(at: indexPath)
        case .touchIndex(let position):
            tableView.perform { () throws(UIKitException) in try tableView.touchSectionIndex(at: position) }
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
