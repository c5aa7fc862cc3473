/// A mistake in what the simulator was asked to do, such as tapping a row that is not on screen.
///
/// Unlike a ``UIKitException`` this is not an app bug: it is reported to the scenario's author.
public struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in a sentence.
    public var message: String
    /// Creates an error with its message.
    public init(_ message: String) { self.message = message }
    /// The message.
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

/// Where the parts of a row are on screen: the regions hit testing and aimed taps share.
public struct RowParts: Hashable, Sendable {
    /// The whole row.
    public var row: Rect
    /// The content: the row without its controls, accessory and buttons.
    public var content: Rect
    /// The red minus or green plus, in editing mode.
    public var editingControl: Rect?
    /// The accessory shown now (the editing accessory while the row edits).
    public var accessory: Rect?
    /// The detail (info) button inside the accessory.
    public var detailButton: Rect?
    /// The chevron of a detail-disclosure accessory.
    public var disclosure: Rect?
    /// The text field of a `text-field` row: the trailing 45% of the content, so that a tap at the
    /// content's centre misses it.
    public var textField: Rect?
    /// The reorder control, in editing mode.
    public var reorderControl: Rect?
    /// The swipe actions or the Delete confirmation the row shows, by index (the first nearest the edge).
    public var buttons: [Rect] = []

    /// The width of the editing control's region at the leading edge (a modelled choice).
    public static let editingControlWidth: Double = 47
    /// The width of the reorder control's region at the trailing edge (a modelled choice).
    public static let reorderControlWidth: Double = 48
}

/// The device around a table view: the screen, a virtual clock, and a finger.
///
/// Gestures become touch events at screen points; hit testing finds what is under them; the touch
/// state machine decides what the table hears. `tap` is exactly `touchDown` then `touchUp` at the
/// same point. Time passes only through ``wait(milliseconds:)``, so every run is identical: the
/// touch delay fires and moving content shows its 16 ms frames as the clock passes them.
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
    /// The rectangle of the control the finger came down on, for its touch-up-inside test.
    private var controlTracked: Rect?
    /// Whether the finger came down on the keyboard, which is outside the table's window.
    private var fingerOnKeyboard = false
    /// Whether the finger came down on the status bar (another window: the table never sees it).
    private var touchOnStatusBar = false
    /// The finger's recent moves, for its velocity when it lifts.
    private var velocityTracker = VelocityTracker()

    /// Asked once per frame while the clock runs (a flick, a wait): when it says yes, the command
    /// stops at that frame and `interruptedAt` says when. Nil, or never yes, changes nothing: a
    /// finished command does exactly what it would without it (the REPL's Ctrl-C sets it).
    public var interruptionRequested: (() -> Bool)?
    /// The virtual time at which a command stopped early on an interruption; the caller clears it.
    public var interruptedAt: Int?

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
        tableView.setFrame(Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height), safeAreaInsets: screen.safeArea)
        tableView.rowsDidMove = { [weak self] mapping in self?.touch.rowsMoved { mapping.newIndexPath(for: $0) } }
        tableView.firstResponderDidResign = { [weak self] in self?.firstResponderLeft() }
    }

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

    /// A rectangle of the table's content, in screen coordinates.
    func screenRect(ofContent rect: Rect) -> Rect {
        Rect(x: rect.minX, y: rect.minY - tableView.contentOffset.y, width: rect.width, height: rect.height)
    }

    /// The rectangle of a row's cell on screen (inset from the sides in insetGrouped style).
    public func screenRect(ofRow indexPath: IndexPath) -> Rect {
        screenRect(ofContent: tableView.cellFrame(forRowAt: tableView.rectForRow(at: indexPath)))
    }

    /// The part of the screen a finger can reach on the table: below the status bar.
    var touchableArea: Rect {
        let top = tableView.safeAreaInsets.top
        return Rect(x: 0, y: top, width: screen.size.width, height: screen.size.height - top)
    }

    /// The status bar's rectangle: the top safe-area inset, when the screen shows a status bar.
    public var statusBarArea: Rect? {
        let height = tableView.safeAreaInsets.top
        return height > 0 ? Rect(x: 0, y: 0, width: screen.size.width, height: height) : nil
    }

    /// The header and footer views on screen, with their screen rectangles (floating ones where they float).
    var headerFooterAreas: [Rect] {
        (tableView.displayedHeaders.values.map(\.frame) + tableView.displayedFooters.values.map(\.frame))
            .map(screenRect(ofContent:))
    }

    /// Where the parts of a visible row are on screen, as the cell shows it now.
    ///
    /// The controls, accessory and content stay inside the safe area (`insetsContentViewsToSafeArea`):
    /// in landscape they keep clear of the notch's side insets, though the cell spans the width.
    /// Editing control: 47 pt at the leading edge. Reorder control: 48 pt at the trailing edge, with the
    /// accessory left of it. Accessory: 40 pt for the chevron and checkmark, 48 pt for a detail button,
    /// a 44 pt button and a 36 pt chevron for detail-disclosure. Buttons: 74 pt each from the edge the
    /// swipe uncovered (the Delete confirmation at the trailing edge); they cover that side's controls.
    public func parts(ofRow indexPath: IndexPath) -> RowParts {
        let row = cellRect(ofRow: indexPath)
        let safe = tableView.style == .insetGrouped ? EdgeInsets.zero : tableView.safeAreaInsets
        var leading = max(row.minX, safe.left)
        var trailing = min(row.maxX, screen.size.width - safe.right)
        var parts = RowParts(row: row, content: row)
        guard let cell = tableView.cellForRow(at: indexPath) else { return parts }
        let width = RowActionsStateMachine.buttonWidth
        var coveredEdge: SwipeEdge?
        switch tableView.rowActions.state {
        case .open(indexPath, let edge, let buttons), .swiping(indexPath, let edge, let buttons, _):
            coveredEdge = edge
            for index in 0..<buttons {
                let x = edge == .trailing ? row.maxX - width * Double(index + 1) : row.minX + width * Double(index)
                parts.buttons.append(Rect(x: x, y: row.minY, width: width, height: row.height))
            }
        case .confirmingDelete(indexPath):
            coveredEdge = .trailing
            parts.buttons = [Rect(x: row.maxX - width, y: row.minY, width: width, height: row.height)]
        case .hidden, .open, .swiping, .confirmingDelete:
            break
        }
        if coveredEdge == .leading {
            leading += width * Double(parts.buttons.count)
        } else if cell.isEditing, tableView.isEditingAllRows, cell.isEditable {
            // The minus, the plus, or the selection circle of multiple selection (which is content).
            let control = Rect(x: leading, y: row.minY, width: RowParts.editingControlWidth, height: row.height)
            if cell.editingStyle != .none { parts.editingControl = control }
            leading = control.maxX
        }
        if coveredEdge == .trailing {
            trailing -= width * Double(parts.buttons.count)
        } else {
            if cell.isShowingReorderControl, cell.isEditing {
                parts.reorderControl = Rect(
                    x: trailing - RowParts.reorderControlWidth, y: row.minY, width: RowParts.reorderControlWidth,
                    height: row.height)
                trailing -= RowParts.reorderControlWidth
            }
            let accessoryWidth: Double? =
                switch cell.shownAccessory {
                case .none: nil
                case .disclosureIndicator, .checkmark: 40
                case .detailButton: 48
                case .detailDisclosureButton: 80
                }
            if let accessoryWidth {
                let accessory = Rect(x: trailing - accessoryWidth, y: row.minY, width: accessoryWidth, height: row.height)
                parts.accessory = accessory
                switch cell.shownAccessory {
                case .detailButton: parts.detailButton = accessory
                case .detailDisclosureButton:
                    parts.detailButton = Rect(x: accessory.minX, y: row.minY, width: 44, height: row.height)
                    parts.disclosure = Rect(x: accessory.maxX - 36, y: row.minY, width: 36, height: row.height)
                case .none, .disclosureIndicator, .checkmark: break
                }
                trailing = accessory.minX
            }
        }
        parts.content = Rect(x: leading, y: row.minY, width: max(trailing - leading, 0), height: row.height)
        if cell.hasTextField, parts.buttons.isEmpty {
            let width = parts.content.width * 0.45
            parts.textField = Rect(x: trailing - width, y: row.minY, width: width, height: row.height)
        }
        return parts
    }

    /// What a touch at a screen point comes down on (a point on the keyboard never reaches the table).
    ///
    /// While a row shows swipe actions or a Delete confirmation, only its buttons can be touched; any
    /// other point of the table is ``TouchStateMachine/Target/outsideRowActions``. Header and footer
    /// views are drawn over the cells (a floating plain-style header hides the rows under it), and in
    /// insetGrouped style the margins beside the rows hold nothing.
    public func hitTest(_ point: Point) -> TouchStateMachine.Target {
        guard touchableArea.contains(point) else { return .nothing }
        if let shown = tableView.indexPathForRowShowingActions {
            if tableView.cellForRow(at: shown) != nil,
                let index = parts(ofRow: shown).buttons.firstIndex(where: { $0.contains(point) })
            {
                return .control(.actionButton(shown, index: index))
            }
            return .outsideRowActions
        }
        if let index = sectionIndexFrame, index.contains(point), let position = sectionIndexPosition(atY: point.y) {
            return .sectionIndex(position)
        }
        let contentPoint = Point(x: point.x, y: point.y + tableView.contentOffset.y)
        // A view the app put over the content takes the touch: no row hears of it.
        if tableView.subviews.contains(where: { $0.frame.contains(contentPoint) }) { return .nothing }
        if headerFooterAreas.contains(where: { $0.contains(point) }) { return .nothing }
        guard case .row(let indexPath) = tableView.element(at: contentPoint),
            tableView.cellForRow(at: indexPath) != nil, screenRect(ofRow: indexPath).contains(point)
        else { return .nothing }
        let parts = parts(ofRow: indexPath)
        if let control = parts.editingControl, control.contains(point) {
            return .control(.editingControl(indexPath))
        }
        if let reorder = parts.reorderControl, reorder.contains(point) { return .reorderControl(indexPath) }
        if let button = parts.detailButton, button.contains(point) { return .control(.detailButton(indexPath)) }
        if let field = parts.textField, field.contains(point) { return .control(.textField(indexPath)) }
        return .row(indexPath)
    }

    /// A row's cell on screen, narrowed to leave the section index its strip (the cell's content
    /// and accessory move left of the index, as in UIKit).
    func cellRect(ofRow indexPath: IndexPath) -> Rect {
        let row = screenRect(ofRow: indexPath)
        guard let index = sectionIndexFrame else { return row }
        return Rect(x: row.minX, y: row.minY, width: max(0, min(row.maxX, index.minX) - row.minX), height: row.height)
    }

    /// The part of a rectangle on screen a finger can touch: inside the touchable area, and not under
    /// the keyboard, a view the app put over the content, or a header or footer view drawn over the
    /// rows. When covers cut it in pieces, the tallest piece.
    func uncoveredPart(of rect: Rect) -> Rect? {
        guard let shown = rect.intersection(touchableArea) else { return nil }
        var pieces = [(shown.minY, shown.maxY)]
        for cover in coveringRects.map(\.rect) + headerFooterAreas {
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
        guard let cell = tableView.cellForRow(at: indexPath), row.intersection(touchableArea) != nil else {
            throw SimulationError("row \(indexPath) is not on screen; scroll to it first")
        }
        guard let shown = uncoveredPart(of: row) else {
            if let cover = coveringName(ofRow: indexPath) {
                throw SimulationError("row \(indexPath) is covered by the \(cover); a finger cannot reach it")
            }
            throw SimulationError("row \(indexPath) is hidden under a section header or footer; scroll to it first")
        }
        let parts = parts(ofRow: indexPath)
        // Each region's rectangle, and what the row lacks when it has none.
        let (rect, missing): (Rect?, () -> String) =
            switch region {
            case .content: (parts.content, { "" })
            case .accessory: (parts.detailButton ?? parts.accessory, { "shows no accessory" })
            case .disclosure: (parts.disclosure, { "shows no detail-disclosure accessory" })
            case .editingControl:
                (parts.editingControl, { "shows no delete or insert control (\(self.whyNoControls(cell)))" })
            case .reorderControl:
                (parts.reorderControl, { "shows no reorder control (\(self.whyNoReorderControl(cell)))" })
            case .textField: (parts.textField, { "has no text field (declare it with text-field=on)" })
            }
        guard let target = rect else { throw SimulationError("row \(indexPath) \(missing())") }
        return Point(x: target.midX, y: (max(target.minY, shown.minY) + min(target.maxY, shown.maxY)) / 2)
    }

    private func whyNoControls(_ cell: TableViewCell) -> String {
        if !tableView.isEditingAllRows { return "the table is not in editing mode; use 'edit on'" }
        if !cell.isEditable { return "tableView(_:canEditRowAt:) said no" }
        if tableView.allowsMultipleSelectionDuringEditing { return "multiple selection during editing shows selection circles" }
        return "its editing style is .none"
    }

    private func whyNoReorderControl(_ cell: TableViewCell) -> String {
        if !tableView.isEditingAllRows { return "the table is not in editing mode; use 'edit on'" }
        if !cell.isEditable { return "tableView(_:canEditRowAt:) said no" }
        if !tableView.appResponds(to: .moveRowAt) { return "the data source does not implement tableView(_:moveRowAt:to:)" }
        return "tableView(_:canMoveRowAt:) said no"
    }

    /// The screen point of a button the row showing actions shows: by title, or the Delete button.
    public func point(ofAction title: String?) throws(SimulationError) -> Point {
        guard let shown = tableView.indexPathForRowShowingActions else {
            throw SimulationError(
                title == nil
                    ? "no Delete button is shown; tap a row's delete-control in editing mode, or swipe a row left first"
                    : "no swipe actions are shown; swipe a row first")
        }
        let actions = tableView.shownActions
        let index: Int
        if let title {
            guard let found = actions.firstIndex(where: { $0.title == title }) else {
                throw SimulationError(
                    "row \(shown) shows no action \(title.traceDescription); it shows "
                        + actions.map { ($0.title ?? "nil").traceDescription }.joined(separator: ", "))
            }
            index = found
        } else {
            // The standard Delete, or else the row's one destructive action: the red button a user
            // would call the Delete button.
            let destructive = actions.indices.filter { actions[$0].style == .destructive }
            guard let found = actions.firstIndex(where: \.isStandardDelete) ?? (destructive.count == 1 ? destructive[0] : nil)
            else {
                throw SimulationError(
                    "row \(shown) shows its own swipe actions and no single Delete button; tap one with: tap action "
                        + actions.map { ($0.title ?? "nil").traceDescription }.joined(separator: " | "))
            }
            index = found
        }
        let button = parts(ofRow: shown).buttons[index]
        guard let visible = uncoveredPart(of: button) else {
            throw SimulationError("row \(shown) is not on screen; scroll to it first")
        }
        return Point(x: visible.midX, y: visible.midY)
    }

    // MARK: Touches

    private func requireAppeared() throws(SimulationError) {
        guard tableView.hasLoadedData else { throw SimulationError("the table has not appeared yet") }
    }

    /// A finger comes down at a screen point.
    ///
    /// On the status bar it belongs to the status bar (a tap there scrolls to the top). On content
    /// that moves by itself (decelerating, bouncing or animating) the scroll view takes the touch at
    /// once: the content stops and the finger drags it, and no row hears of the touch.
    public func touchDown(at point: Point) throws(SimulationError) {
        try requireAppeared()
        guard fingerLocation == nil else {
            throw SimulationError("a finger is already down; lift it with 'touch up'")
        }
        fingerLocation = point
        if let keyboardFrame, keyboardFrame.contains(point) {
            // The keyboard is a window above the app's: the table never sees this finger.
            fingerOnKeyboard = true
            return
        }
        initialTouchPoint = point
        velocityTracker = VelocityTracker()
        if let bar = statusBarArea, bar.contains(point) {
            touchOnStatusBar = true
            return
        }
        tableView.isTracking = true
        if tableView.isScrollingByItself {
            perform(touch.touchBeganOnMovingContent(at: point))
            return
        }
        let target = hitTest(point)
        if case .control(let control) = target { controlTracked = rect(of: control) }
        perform(touch.touchBegan(on: target, at: point, delaysContentTouches: tableView.delaysContentTouches))
    }

    private func rect(of control: TouchStateMachine.Control) -> Rect? {
        switch control {
        // The detail button's reach is measured from its row.
        case .detailButton(let indexPath): screenRect(ofRow: indexPath)
        case .editingControl(let indexPath): parts(ofRow: indexPath).editingControl
        // The text field's reach too, as in the first-responder model.
        case .textField(let indexPath): screenRect(ofRow: indexPath)
        case .actionButton(let indexPath, let index):
            parts(ofRow: indexPath).buttons.indices.contains(index) ? parts(ofRow: indexPath).buttons[index] : nil
        }
    }

    /// The finger moves by an offset, in points.
    public func touchMove(by dx: Double, _ dy: Double) throws(SimulationError) {
        guard let from = fingerLocation else { throw SimulationError("no finger is down; start with 'touch down'") }
        let to = Point(x: from.x + dx, y: from.y + dy)
        // An infinite position would make the finger's velocity inf - inf = nan.
        guard to.x.isFinite, to.y.isFinite else {
            throw SimulationError("the finger cannot move by \(formatNumber(dx)),\(formatNumber(dy)): it would leave every screen")
        }
        fingerLocation = to
        velocityTracker.add(to, at: now)
        guard !fingerOnKeyboard, !touchOnStatusBar else { return }
        let action = touch.touchMoved(to: to, indexPosition: sectionIndexPosition(atY: to.y))
        // A pan moves the content by the finger's move; a pan that begins, by what lies past the threshold.
        perform(action, moved: action == .pan ? dy : to.y - panOrigin(from: from, to: to).y)
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
        if touchOnStatusBar {
            let origin = initialTouchPoint ?? location
            let moved = ((location.x - origin.x) * (location.x - origin.x) + (location.y - origin.y) * (location.y - origin.y))
                .squareRoot()
            finishTouch()
            if moved <= TouchStateMachine.panThreshold { tableView.statusBarTapped() }
            return
        }
        var inside = true
        if let rect = controlTracked {
            // A control counts a touch-up within 70 points of its bounds as inside.
            inside =
                location.x >= rect.minX - 70 && location.x <= rect.maxX + 70 && location.y >= rect.minY - 70
                && location.y <= rect.maxY + 70
        }
        let velocity = velocityTracker.velocity(liftingAt: now)
        let action = touch.touchEnded(insideControl: inside)
        finishTouch()
        perform(action, velocity: velocity)
    }

    /// The system cancels the touch (an incoming call, a gesture taking over).
    public func touchCancel() throws(SimulationError) {
        guard fingerLocation != nil else { throw SimulationError("no finger is down") }
        guard !fingerOnKeyboard, !touchOnStatusBar else { return finishTouch() }
        let action = touch.touchCancelled()
        finishTouch()
        perform(action)
    }

    private func finishTouch() {
        fingerLocation = nil
        fingerOnKeyboard = false
        touchOnStatusBar = false
        initialTouchPoint = nil
        delayDeadline = nil
        controlTracked = nil
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

    /// A tap on the status bar: the table scrolls to its top (see ``TableView/statusBarTapped()``).
    public func tapStatusBar() throws(SimulationError) {
        guard let bar = statusBarArea else {
            throw SimulationError("this screen shows no status bar (its top safe-area inset is 0)")
        }
        try tap(at: Point(x: bar.midX, y: bar.midY))
    }

    /// A flick: the finger comes down at a point, moves `distance` points (up is negative) in steps of
    /// one frame over `duration` milliseconds, and lifts at once, so the content goes on decelerating.
    public func flick(from point: Point, distance: Double, duration: Int) throws(SimulationError) {
        guard duration >= ScrollPhysics.frameDuration else {
            throw SimulationError("a flick lasts at least \(ScrollPhysics.frameDuration)ms")
        }
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
    /// on screen (the table does not scroll while dragging).
    public func drag(_ source: IndexPath, to destination: IndexPath) throws(SimulationError) {
        try requireAppeared()
        let start = try point(ofRow: source, region: .reorderControl)
        guard tableView.isDestination(destination, forRowFrom: source) else {
            throw SimulationError("row \(source) cannot land at \(destination): no such place in the table")
        }
        // The finger's y for each destination on the way, checked on screen before the finger comes down.
        let startCentre = tableView.rectForRow(at: source).midY
        let forward = destination.section > source.section
            || (destination.section == source.section && destination.row > source.row)
        var steps: [Double] = []
        var current = source
        while current != destination,
            let next = tableView.destination(after: current, movingRowFrom: source, forward: forward)
        {
            let centre = tableView.reorderWaypoint(movingRowFrom: source, to: next)
            let y = start.y + centre - startCentre
            guard touchableArea.contains(Point(x: start.x, y: y)) else {
                throw SimulationError(
                    "the way from \(source) to \(destination) leaves the screen at \(next); TableSim does not scroll "
                        + "while dragging, so scroll first or drag a shorter way")
            }
            steps.append(y)
            current = next
        }
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
            guard let next = [delay, frame].compactMap({ $0 }).min() else { break }
            now = next
            if delay == next {
                delayDeadline = nil
                perform(touch.delayElapsed())
            } else {
                tableView.advanceClock(to: next)
            }
            if tableView.hasCrashed { break }
        }
        now = end
        tableView.advanceClock(to: end)
    }

    // MARK: Carrying out the machine's actions

    private func perform(_ action: TouchStateMachine.Action, moved dy: Double = 0, velocity: Point = .zero) {
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
                try tableView.beginDragging(stoppingMotion: true)
                if let indexPath = unhighlighting { try tableView.touchLeftRow(indexPath) }
                try tableView.drag(by: dy)
            }
        case .pan:
            tableView.perform { () throws(UIKitException) in try tableView.drag(by: dy) }
        case .endPan:
            // The content moves the opposite way to the finger; velocities are kept to 1/1000 pt/ms.
            // A velocity past 1e305 pt/ms has no thousandths to keep, and × 1000 would overflow to inf.
            let contentVelocity = abs(velocity.y) < 1e300 ? (-velocity.y * 1000).rounded() / 1000 : -velocity.y
            tableView.perform { () throws(UIKitException) in try tableView.endDragging(velocity: contentVelocity + 0) }
        case .tapRow(let indexPath, let deliverFirst):
            tableView.perform { () throws(UIKitException) in
                if deliverFirst {
                    guard try tableView.touchReachedRow(indexPath) else { return }
                }
                try tableView.touchEndedOnRow(indexPath)
            }
        case .tapControl(.detailButton(let indexPath)):
            tableView.perform { () throws(UIKitException) in try tableView.callAccessoryButtonTapped(forRowWith: indexPath) }
        case .tapControl(.editingControl(let indexPath)):
            tableView.perform { () throws(UIKitException) in try tableView.editingControlTapped(indexPath) }
        case .tapControl(.actionButton(_, let index)):
            tableView.perform { () throws(UIKitException) in try tableView.actionButtonTapped(index) }
        case .tapControl(.textField(let indexPath)):
            focusTextField(at: indexPath)
        case .touchIndex(let position):
            tableView.perform { () throws(UIKitException) in try tableView.touchSectionIndex(at: position) }
        case .cancelRow(let indexPath):
            tableView.perform { () throws(UIKitException) in try tableView.touchLeftRow(indexPath) }
        case .beginSwipe(let indexPath, let edge, let unhighlighting):
            delayDeadline = nil
            var began = false
            tableView.perform { () throws(UIKitException) in
                began = try tableView.beginSwipe(indexPath, toward: edge, unhighlighting: unhighlighting)
            }
            perform(touch.swipeResolved(began: began, at: fingerLocation ?? .zero), moved: dy)
        case .swipe(let dx):
            tableView.swipeMoved(by: dx)
        case .endSwipe:
            tableView.perform { () throws(UIKitException) in try tableView.endSwipe() }
        case .cancelSwipe:
            tableView.perform { () throws(UIKitException) in try tableView.cancelSwipe() }
        case .hideRowActions:
            tableView.perform { () throws(UIKitException) in try tableView.hideRowActions() }
        case .beginReorder(let indexPath):
            tableView.beginReorder(indexPath)
        case .reorder(let dy):
            tableView.perform { () throws(UIKitException) in try tableView.reorderMoved(by: dy) }
        case .endReorder:
            tableView.perform { () throws(UIKitException) in try tableView.endReorder() }
        case .cancelReorder:
            tableView.cancelReorder()
        }
    }
}
