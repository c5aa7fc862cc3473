/// Who holds the device's one finger, and the gesture rules that do not belong to any one holder.
///
/// A finger belongs to one thing at a time, decided where it comes down: the keyboard (a window
/// above the app's, which the table never sees), the status bar (another window: a tap there
/// scrolls the table to its top), or the table's window, whose ``TouchStateMachine`` decides what
/// the table hears. The machine keeps where the finger came down and where it is, the control a
/// touch tracks (a lift within ``Metrics/controlTouchMargin`` of it counts as inside), the point a
/// pan starts from, and the finger's velocity. A value with one mutating function per input; it
/// performs nothing and returns the ``Action`` the simulator carries out.
package struct FingerStateMachine: Hashable, Sendable {
    /// What a finger came down on, as the screen layout found it.
    package enum Holder: Hashable, Sendable {
        /// The keyboard.
        case keyboard
        /// The status bar.
        case statusBar
        /// The table's content while it moves by itself: the scroll view takes the touch at once.
        case movingContent
        /// The table's window, at a target; `trackingFrame` is the rectangle of the control it
        /// came down on, if any.
        case table(TouchStateMachine.Target, trackingFrame: Rect?)
        /// The platter of the open context menu, a window above the table's, which the table never sees.
        case contextMenu
        /// The search's window over the table: its bar (field, scope bar, Cancel) and, while the search
        /// dims the table, the dimming view; the table never sees a touch there.
        case search
    }

    /// Whether a finger is down, and on what.
    package enum State: Hashable, Sendable {
        /// No finger is down.
        case up
        /// A finger is on the keyboard, at a point.
        case onKeyboard(at: Point)
        /// A finger came down on the status bar at `origin` and is at a point.
        case onStatusBar(origin: Point, at: Point)
        /// A finger came down on the table's window at `origin` and is at a point; `trackingFrame`
        /// is the control it tracks, if any.
        case onTable(origin: Point, at: Point, trackingFrame: Rect?)
        /// A finger is on the open context menu's platter, at a point.
        case onContextMenu(at: Point)
        /// A finger is on the search's bar or dimming view, at a point.
        case onSearch(at: Point)
    }

    /// What the simulator must do after an input.
    package enum Action: Hashable, Sendable {
        /// Nothing to do.
        case none
        /// Carry out the table's touch action; `contentMove` is how far a pan moves the content
        /// (the finger's move, or for a pan that begins, what lies past the threshold), `velocity`
        /// the finger's at a lift, in points per millisecond.
        case table(TouchStateMachine.Action, contentMove: Double, velocity: Point)
        /// A tap on the status bar: the table scrolls to its top.
        case tapStatusBar
        /// A finger lifted from the open context menu's platter at a point: the line there acts.
        case liftedOnContextMenu(at: Point)
        /// A finger lifted from the search's bar or dimming view at a point: what lies there is tapped.
        case liftedOnSearch(at: Point)
    }

    /// Whether a finger is down, and on what.
    package private(set) var state = State.up
    /// The table's part of the finger's life.
    package private(set) var table = TouchStateMachine()
    /// How far outside its bounds a control counts a lift as inside.
    private let controlTouchMargin: Double
    /// The finger's recent moves, for its velocity when it lifts.
    private var velocity = VelocityTracker()

    /// Creates a machine with no finger down, measuring with the metrics.
    package init(metrics: Metrics = .default) {
        controlTouchMargin = metrics.controlTouchMargin
    }

    /// Where the finger is, while one is down: the one answer to "is a finger down?".
    package var location: Point? {
        switch state {
        case .up: nil
        case .onKeyboard(let point), .onStatusBar(_, let point), .onTable(_, let point, _), .onContextMenu(let point), .onSearch(let point): point
        }
    }

    /// A finger came down at a point on a holder; `delaysContentTouches` is the table's setting.
    package mutating func touchBegan(at point: Point, on holder: Holder, delaysContentTouches: Bool) -> Action {
        switch state {
        case .up:
            switch holder {
            case .keyboard:
                state = .onKeyboard(at: point)
                return .none
            case .statusBar:
                state = .onStatusBar(origin: point, at: point)
                velocity = VelocityTracker()
                return .none
            case .movingContent:
                state = .onTable(origin: point, at: point, trackingFrame: nil)
                velocity = VelocityTracker()
                return .table(table.touchBeganOnMovingContent(at: point), contentMove: 0, velocity: .zero)
            case .table(let target, let frame):
                state = .onTable(origin: point, at: point, trackingFrame: frame)
                velocity = VelocityTracker()
                let action = table.touchBegan(on: target, at: point, delaysContentTouches: delaysContentTouches)
                return .table(action, contentMove: 0, velocity: .zero)
            case .contextMenu:
                state = .onContextMenu(at: point)
                return .none
            case .search:
                state = .onSearch(at: point)
                return .none
            }
        case .onKeyboard, .onStatusBar, .onTable, .onContextMenu, .onSearch:
            preconditionFailure("a finger came down while one is down: \(state)")
        }
    }

    /// The finger moved by an offset at a time; `indexPosition` is the section index title level
    /// with where it arrives, if the table shows an index.
    package mutating func touchMoved(by dx: Double, _ dy: Double, at time: Int, indexPosition: Int?) -> Action {
        guard let from = location else { preconditionFailure("a finger moved with none down") }
        let point = Point(x: from.x + dx, y: from.y + dy)
        switch state {
        case .up:
            preconditionFailure("a finger moved with none down")
        case .onKeyboard:
            state = .onKeyboard(at: point)
            return .none
        case .onContextMenu:
            state = .onContextMenu(at: point)
            return .none
        case .onSearch:
            state = .onSearch(at: point)
            return .none
        case .onStatusBar(let origin, _):
            state = .onStatusBar(origin: origin, at: point)
            velocity.add(point, at: time)
            return .none
        case .onTable(let origin, _, let frame):
            state = .onTable(origin: origin, at: point, trackingFrame: frame)
            velocity.add(point, at: time)
            let action = table.touchMoved(to: point, indexPosition: indexPosition)
            // A pan moves the content by the finger's move; a pan that begins, by what lies past the threshold.
            let move = action == .pan ? dy : point.y - Self.panStart(from: origin, to: point).y
            return .table(action, contentMove: move, velocity: .zero)
        }
    }

    /// The finger lifted at a time; `rowIsOnScreen` tells whether a row's cell is still on screen
    /// (app code may have scrolled the touched row away under the finger).
    package mutating func touchEnded(at time: Int, rowIsOnScreen: (IndexPath) -> Bool = { _ in true }) -> Action {
        defer { state = .up }
        switch state {
        case .up:
            preconditionFailure("a finger lifted with none down")
        case .onKeyboard:
            return .none
        case .onContextMenu(let point):
            return .liftedOnContextMenu(at: point)
        case .onSearch(let point):
            return .liftedOnSearch(at: point)
        case .onStatusBar(let origin, let point):
            return Self.distance(origin, point) <= TouchStateMachine.panThreshold ? .tapStatusBar : .none
        case .onTable(_, let point, let frame):
            var inside = true
            if let rect = frame {
                let margin = controlTouchMargin
                inside =
                    point.x >= rect.minX - margin && point.x <= rect.maxX + margin && point.y >= rect.minY - margin
                    && point.y <= rect.maxY + margin
            }
            let action = table.touchEnded(insideControl: inside, rowIsOnScreen: rowIsOnScreen)
            return .table(action, contentMove: 0, velocity: velocity.velocity(liftingAt: time))
        }
    }

    /// The system cancelled the touch.
    package mutating func touchCancelled() -> Action {
        defer { state = .up }
        switch state {
        case .up:
            preconditionFailure("a touch was cancelled with no finger down")
        case .onKeyboard, .onStatusBar, .onContextMenu, .onSearch:
            return .none
        case .onTable:
            return .table(table.touchCancelled(), contentMove: 0, velocity: .zero)
        }
    }

    /// The touch-delay timer fired.
    package mutating func delayElapsed() -> Action {
        .table(table.delayElapsed(), contentMove: 0, velocity: .zero)
    }

    /// The long-press timer fired (see ``TouchStateMachine/longPressElapsed()``).
    package mutating func longPressElapsed() -> Action {
        .table(table.longPressElapsed(), contentMove: 0, velocity: .zero)
    }

    /// The delegate answered whether the long-pressed row shows a context menu.
    package mutating func contextMenuResolved(_ shown: Bool) {
        table.contextMenuResolved(shown)
    }

    /// The table answered whether the long-pressed row lifted into a drag.
    package mutating func dragResolved(_ began: Bool) {
        table.dragResolved(began)
    }

    /// The row the touch reached answered whether it highlighted.
    package mutating func highlightResolved(_ highlighted: Bool) {
        table.highlightResolved(highlighted)
    }

    /// The table answered whether the row under a sideways move can be swiped.
    package mutating func swipeResolved(began: Bool, contentMove: Double) -> Action {
        .table(table.swipeResolved(began: began, at: location ?? .zero), contentMove: contentMove, velocity: .zero)
    }

    /// An update moved rows while the finger is down: the touch follows its row.
    package mutating func rowsMoved(_ newIndexPath: (IndexPath) -> IndexPath?) {
        table.rowsMoved(newIndexPath)
    }

    /// The point where the finger crossed the pan threshold on its way from where it came down.
    private static func panStart(from origin: Point, to point: Point) -> Point {
        let dx = point.x - origin.x, dy = point.y - origin.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return point }
        let scale = TouchStateMachine.panThreshold / length
        return Point(x: origin.x + dx * scale, y: origin.y + dy * scale)
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
