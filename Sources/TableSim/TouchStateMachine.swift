/// The life of one finger on a table: held by the scroll view, delivered to a row or a control, turned
/// into a scroll, a swipe across a row or a reorder drag, or spent hiding a row's buttons. A value with
/// one transition function per input; it performs nothing and returns the ``Action`` the simulator
/// carries out on the table. It is the table's part of a ``FingerStateMachine``.
package struct TouchStateMachine: Hashable, Sendable {
    /// A control inside a row: it tracks its touch by itself and acts on touch-up inside it.
    package enum Control: Hashable, Sendable {
        /// A row's detail (info) button.
        case detailButton(IndexPath)
        /// A row's editing control in editing mode: the red minus or the green plus.
        case editingControl(IndexPath)
        /// A button beside a row's content: a swipe action, or the Delete confirmation, by index.
        case actionButton(IndexPath, index: Int)
        /// The text field inside a row: it becomes first responder when tapped.
        case textField(IndexPath)
        /// An enabled control (a switch, a button) the row shows in its accessory's place.
        case accessoryView(IndexPath)
    }

    /// What a touch came down on.
    package enum Target: Hashable, Sendable {
        /// A row's content, or an accessory that does not track touches (chevron, checkmark).
        case row(IndexPath)
        /// A control inside a row.
        case control(Control)
        /// A row's reorder control in editing mode: the row lifts at once and follows the finger.
        case reorderControl(IndexPath)
        /// Anywhere but the buttons while a row shows swipe actions or a Delete confirmation: the touch
        /// only hides them.
        case outsideRowActions
        /// The title at a position of the section index, a control that reacts at touch-down.
        case sectionIndex(Int)
        /// A header, a footer or empty space: only a pan can come of the touch.
        case nothing
    }

    /// Where the finger is in its life.
    package enum State: Hashable, Sendable {
        /// No finger is down.
        case idle
        /// The scroll view holds the touch to see whether it becomes a scroll (`delaysContentTouches`).
        case delayed(Target, origin: Point)
        /// The touch reached a row; `highlighted` is false when `shouldHighlightRowAt` halted selection.
        case trackingRow(IndexPath, origin: Point, highlighted: Bool)
        /// The touch reached a control, which the scroll view does not take back.
        case trackingControl(Control, origin: Point)
        /// The finger moved sideways over a row: the table decides whether the row can be swiped.
        case swipePending(IndexPath, origin: Point, highlighted: Bool)
        /// The finger swipes a row sideways.
        case swiping(IndexPath, origin: Point)
        /// The finger drags a row by its reorder control.
        case reordering(IndexPath, origin: Point)
        /// The touch hid a row's buttons; it can still turn into a scroll, nothing else.
        case dismissing(origin: Point)
        /// The finger is on the section index, over the title at a position.
        case trackingIndex(Int)
        /// The finger scrolls the content.
        case panning
        /// A long press opened the row's context menu: the finger rests on the menu, and neither its
        /// moves nor its lift do anything more (the menu stays until an item is chosen or it is dismissed).
        case contextMenu(IndexPath)
        /// A long press lifted the row into a drag (DragAndDropBehaviour.md): the finger carries it
        /// until it lifts (the drop) or the touch is cancelled.
        case draggingRow(IndexPath)
    }

    /// What the simulator must do after an input.
    package enum Action: Hashable, Sendable {
        /// Nothing to do.
        case none
        /// Start the touch-delay timer; call ``delayElapsed()`` when it fires.
        case startDelayTimer
        /// Deliver the touch to the row: ask it to highlight, then call ``highlightResolved(_:)``.
        case deliverToRow(IndexPath)
        /// The finger moved far enough to scroll: begin dragging, unhighlighting the row if any.
        case beginPan(unhighlighting: IndexPath?)
        /// The finger moved while scrolling.
        case pan
        /// The finger lifted (or was cancelled) while scrolling.
        case endPan
        /// The finger lifted on a row; with `deliverFirst` the delayed touch-down is delivered first.
        case tapRow(IndexPath, deliverFirst: Bool)
        /// The finger lifted inside a control.
        case tapControl(Control)
        /// The finger came onto a title of the section index: ask for its section and scroll there.
        case touchIndex(Int)
        /// The touch was cancelled on a highlighted row, or lifted after the row left the screen:
        /// unhighlight it.
        case cancelRow(IndexPath)
        /// The finger moved sideways over a row: ask the table to begin a swipe toward an edge
        /// (unhighlighting the row if any), then call ``swipeResolved(began:at:)``.
        case beginSwipe(IndexPath, edge: SwipeEdge, unhighlighting: IndexPath?)
        /// The swiping finger is `dx` points from where it came down.
        case swipe(dx: Double)
        /// The swiping finger lifted.
        case endSwipe
        /// The swiping touch was cancelled.
        case cancelSwipe
        /// Hide the buttons a row shows.
        case hideRowActions
        /// The finger came down on a row's reorder control: the row lifts.
        case beginReorder(IndexPath)
        /// The dragging finger is `dy` points below where it came down.
        case reorder(dy: Double)
        /// The dragging finger lifted: the row lands.
        case endReorder
        /// The dragging touch was cancelled: the row goes back.
        case cancelReorder
        /// The finger was held on a row for the long-press duration: ask the delegate for the row's
        /// context menu at the point (unhighlighting the row if the menu shows), then call
        /// ``contextMenuResolved(_:)``.
        case longPress(IndexPath, at: Point, unhighlighting: IndexPath?)
        /// The finger holding a context menu moved past the pan threshold: where the table's drags
        /// are enabled, the menu closes and the row lifts into a drag (then call ``dragResolved(_:)``).
        case menuToDrag(IndexPath)
        /// The finger carrying a dragged row moved to a point.
        case moveDrag(to: Point)
        /// The finger carrying a dragged row lifted: the drop.
        case endDrag
        /// The touch carrying a dragged row was cancelled.
        case cancelDrag
    }

    /// How far a finger moves before a touch becomes a scroll or a swipe, in points.
    package static let panThreshold: Double = 10
    /// How long the scroll view holds a touch before delivering it, in milliseconds.
    package static let touchDelay = 150
    /// How long a finger rests on a row before the context-menu interaction begins, in milliseconds:
    /// `UILongPressGestureRecognizer`'s documented `minimumPressDuration` (ContextMenusBehaviour.md).
    package static let longPressDuration = 500

    /// Where the finger is in its life.
    package private(set) var state = State.idle {
        didSet { if case .contextMenu = state {} else { menuOrigin = nil } }
    }
    /// Where the finger came down, while it holds a context menu (a move past the pan threshold from
    /// there turns the menu into a drag).
    private var menuOrigin: Point?

    /// Creates a machine with no finger down.
    package init() {}

    /// Whether a finger is down.
    package var isTouching: Bool { state != .idle }

    /// A finger came down on a target.
    package mutating func touchBegan(on target: Target, at point: Point, delaysContentTouches: Bool) -> Action {
        switch state {
        case .idle:
            switch target {
            case .outsideRowActions:
                // The table's own recognizer hides the buttons at once; content touches are not delayed for it.
                state = .dismissing(origin: point)
                return .hideRowActions
            case .reorderControl(let indexPath):
                state = .reordering(indexPath, origin: point)
                return .beginReorder(indexPath)
            case .sectionIndex(let position):
                // The index is not held by the scroll view: it answers at once, and never pans.
                state = .trackingIndex(position)
                return .touchIndex(position)
            case .row, .control, .nothing:
                state = .delayed(target, origin: point)
                return delaysContentTouches ? .startDelayTimer : delayElapsed()
            }
        case .delayed, .trackingRow, .trackingControl, .swipePending, .swiping, .reordering, .dismissing,
            .trackingIndex, .panning, .contextMenu, .draggingRow:
            preconditionFailure("touch began while a finger is down: \(state)")
        }
    }

    /// A finger came down on content moving by itself (decelerating or animating): the scroll view
    /// takes the touch at once to stop the content, so the finger drags it and no row hears of it.
    package mutating func touchBeganOnMovingContent(at point: Point) -> Action {
        switch state {
        case .idle:
            state = .panning
            return .beginPan(unhighlighting: nil)
        case .delayed, .trackingRow, .trackingControl, .swipePending, .swiping, .reordering, .dismissing,
            .trackingIndex, .panning, .contextMenu, .draggingRow:
            preconditionFailure("touch began while a finger is down: \(state)")
        }
    }

    /// The touch-delay timer fired.
    package mutating func delayElapsed() -> Action {
        switch state {
        case .delayed(.row(let indexPath), let origin):
            state = .trackingRow(indexPath, origin: origin, highlighted: false)
            return .deliverToRow(indexPath)
        case .delayed(.control(let control), let origin):
            state = .trackingControl(control, origin: origin)
            return .none
        case .delayed(.nothing, _), .delayed(.outsideRowActions, _), .delayed(.reorderControl, _),
            .delayed(.sectionIndex, _), .idle, .trackingRow, .trackingControl, .swipePending, .swiping, .reordering,
            .dismissing, .trackingIndex, .panning, .contextMenu, .draggingRow:
            return .none
        }
    }

    /// The row answered whether it highlighted.
    package mutating func highlightResolved(_ highlighted: Bool) {
        switch state {
        case .trackingRow(let indexPath, let origin, _):
            state = .trackingRow(indexPath, origin: origin, highlighted: highlighted)
        case .idle, .delayed, .trackingControl, .swipePending, .swiping, .reordering, .dismissing, .trackingIndex,
            .panning, .contextMenu, .draggingRow:
            break
        }
    }

    /// The finger moved to a point; `indexPosition` is the index title level with it, while the
    /// finger is on the section index.
    package mutating func touchMoved(to point: Point, indexPosition: Int? = nil) -> Action {
        switch state {
        case .idle:
            preconditionFailure("touch moved with no finger down")
        case .delayed(let target, let origin):
            guard distance(origin, point) > Self.panThreshold else { return .none }
            if case .row(let indexPath) = target, isSideways(origin, point) {
                state = .swipePending(indexPath, origin: origin, highlighted: false)
                return .beginSwipe(indexPath, edge: edge(origin, point), unhighlighting: nil)
            }
            state = .panning
            return .beginPan(unhighlighting: nil)
        case .trackingRow(let indexPath, let origin, let highlighted):
            guard distance(origin, point) > Self.panThreshold else { return .none }
            if isSideways(origin, point) {
                state = .swipePending(indexPath, origin: origin, highlighted: highlighted)
                return .beginSwipe(indexPath, edge: edge(origin, point), unhighlighting: highlighted ? indexPath : nil)
            }
            state = .panning
            return .beginPan(unhighlighting: highlighted ? indexPath : nil)
        case .trackingControl, .swipePending:
            // touchesShouldCancel(in:) is false for a UIControl: the control keeps the touch.
            return .none
        case .swiping(_, let origin):
            return .swipe(dx: point.x - origin.x)
        case .reordering(_, let origin):
            return .reorder(dy: point.y - origin.y)
        case .dismissing(let origin):
            // Only a scroll can come of a touch that hid the buttons; a sideways move does nothing.
            guard distance(origin, point) > Self.panThreshold, !isSideways(origin, point) else { return .none }
            state = .panning
            return .beginPan(unhighlighting: nil)
        case .trackingIndex(let current):
            // The index follows the finger along the bar, one call per title it comes onto.
            guard let indexPosition, indexPosition != current else { return .none }
            state = .trackingIndex(indexPosition)
            return .touchIndex(indexPosition)
        case .panning:
            return .pan
        case .contextMenu(let indexPath):
            guard let origin = menuOrigin, distance(origin, point) > Self.panThreshold else { return .none }
            return .menuToDrag(indexPath)
        case .draggingRow:
            return .moveDrag(to: point)
        }
    }

    /// The table answered whether the row can be swiped; if not, the sideways move is a scroll.
    package mutating func swipeResolved(began: Bool, at point: Point) -> Action {
        switch state {
        case .swipePending(let indexPath, let origin, let highlighted):
            if began {
                state = .swiping(indexPath, origin: origin)
                return .swipe(dx: point.x - origin.x)
            }
            state = .panning
            return .beginPan(unhighlighting: highlighted ? indexPath : nil)
        case .idle, .delayed, .trackingRow, .trackingControl, .swiping, .reordering, .dismissing, .trackingIndex,
            .panning, .contextMenu, .draggingRow:
            return .none
        }
    }

    /// The finger lifted; `insideControl` tells whether it is still within a tracked control's reach,
    /// `rowIsOnScreen` whether a row's cell is still on screen.
    ///
    /// App code may scroll the touched row off screen while the finger is down: the touch is not
    /// cancelled, but the cell moved away from under the finger, so the lift is outside it. The row
    /// unhighlights and is not selected.
    package mutating func touchEnded(
        insideControl: Bool = true, rowIsOnScreen: (IndexPath) -> Bool = { _ in true }
    ) -> Action {
        defer { state = .idle }
        switch state {
        case .idle:
            preconditionFailure("touch ended with no finger down")
        case .delayed(.row(let indexPath), _):
            return rowIsOnScreen(indexPath) ? .tapRow(indexPath, deliverFirst: true) : .none
        case .delayed(.control(let control), _), .trackingControl(let control, _):
            return insideControl ? .tapControl(control) : .none
        case .delayed(.nothing, _), .delayed(.outsideRowActions, _), .delayed(.reorderControl, _),
            .delayed(.sectionIndex, _), .swipePending, .dismissing, .trackingIndex, .contextMenu:
            return .none
        case .draggingRow:
            return .endDrag
        case .trackingRow(let indexPath, _, let highlighted):
            guard highlighted else { return .none }
            return rowIsOnScreen(indexPath) ? .tapRow(indexPath, deliverFirst: false) : .cancelRow(indexPath)
        case .swiping:
            return .endSwipe
        case .reordering:
            return .endReorder
        case .panning:
            return .endPan
        }
    }

    /// The system cancelled the touch.
    package mutating func touchCancelled() -> Action {
        defer { state = .idle }
        switch state {
        case .idle:
            preconditionFailure("touch cancelled with no finger down")
        case .trackingRow(let indexPath, _, true):
            return .cancelRow(indexPath)
        case .panning:
            return .endPan
        case .swiping:
            return .cancelSwipe
        case .reordering:
            return .cancelReorder
        case .delayed, .trackingRow, .trackingControl, .swipePending, .dismissing, .trackingIndex, .contextMenu:
            return .none
        case .draggingRow:
            return .cancelDrag
        }
    }

    /// The finger has rested for ``longPressDuration``: a row the touch reached (highlighted or not)
    /// asks for its context menu; any other touch goes on as it was.
    package mutating func longPressElapsed() -> Action {
        guard case .trackingRow(let indexPath, let origin, let highlighted) = state else { return .none }
        return .longPress(indexPath, at: origin, unhighlighting: highlighted ? indexPath : nil)
    }

    /// The delegate answered the long press: with a menu, the touch belongs to it (the row's pending
    /// tap is gone); without one the touch goes on, and a lift still taps the row.
    package mutating func contextMenuResolved(_ shown: Bool) {
        guard shown, case .trackingRow(let indexPath, let origin, _) = state else { return }
        state = .contextMenu(indexPath)
        menuOrigin = origin
    }

    /// The table answered whether the long-pressed row (or the row whose menu the finger dragged)
    /// lifted into a drag: with one, the finger carries it, and the row's pending tap is gone.
    package mutating func dragResolved(_ began: Bool) {
        guard began else { return }
        switch state {
        case .trackingRow(let indexPath, _, _), .contextMenu(let indexPath): state = .draggingRow(indexPath)
        case .idle, .delayed, .trackingControl, .swipePending, .swiping, .reordering, .dismissing, .trackingIndex,
            .panning, .draggingRow:
            break
        }
    }

    /// An update moved rows while the finger is down: the touch follows its row, as UIKit's touch
    /// follows the cell it hit. A touch whose row was deleted or reloaded can only become a scroll.
    package mutating func rowsMoved(_ newIndexPath: (IndexPath) -> IndexPath?) {
        func moved(_ control: Control) -> Control? {
            switch control {
            case .detailButton(let row): newIndexPath(row).map { .detailButton($0) }
            case .editingControl(let row): newIndexPath(row).map { .editingControl($0) }
            case .actionButton(let row, let index): newIndexPath(row).map { .actionButton($0, index: index) }
            case .textField(let row): newIndexPath(row).map { .textField($0) }
            case .accessoryView(let row): newIndexPath(row).map { .accessoryView($0) }
            }
        }
        switch state {
        case .delayed(.row(let row), let origin):
            state = .delayed(newIndexPath(row).map { .row($0) } ?? .nothing, origin: origin)
        case .delayed(.control(let control), let origin):
            state = .delayed(moved(control).map { .control($0) } ?? .nothing, origin: origin)
        case .trackingRow(let row, let origin, let highlighted):
            state = newIndexPath(row).map { .trackingRow($0, origin: origin, highlighted: highlighted) }
                ?? .dismissing(origin: origin)
        case .trackingControl(let control, let origin):
            state = moved(control).map { .trackingControl($0, origin: origin) } ?? .dismissing(origin: origin)
        case .swipePending(let row, let origin, let highlighted):
            state = newIndexPath(row).map { .swipePending($0, origin: origin, highlighted: highlighted) }
                ?? .dismissing(origin: origin)
        case .idle, .delayed(.nothing, _), .delayed(.outsideRowActions, _), .delayed(.reorderControl, _),
            .delayed(.sectionIndex, _), .swiping, .reordering, .dismissing, .trackingIndex, .panning, .contextMenu:
            // The table itself moves or ends a swipe and cancels a reorder drag.
            break
        case .draggingRow(let row):
            // The lifted row follows its row, as the table's drag session does; a deleted one stays named.
            state = .draggingRow(newIndexPath(row) ?? row)
        }
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// Whether a move is more horizontal than vertical: a swipe across a row rather than a scroll.
    private func isSideways(_ a: Point, _ b: Point) -> Bool { abs(b.x - a.x) > abs(b.y - a.y) }

    /// The edge a sideways move uncovers: a move to the left uncovers the trailing edge.
    private func edge(_ a: Point, _ b: Point) -> SwipeEdge { b.x < a.x ? .trailing : .leading }
}
