/// The life of one finger on a table: held by the scroll view, delivered to a row or a button,
/// or turned into a pan. A value with one transition function per input; it performs nothing and
/// returns the ``Action`` the simulator carries out on the table.
public struct TouchStateMachine: Hashable, Sendable {
    /// What a touch came down on.
    public enum Target: Hashable, Sendable {
        /// A row's content, or an accessory that does not track touches (chevron, checkmark).
        case row(IndexPath)
        /// A row's detail (info) button, a control that tracks touches by itself.
        case detailButton(IndexPath)
        /// The text field inside a row, a control that becomes first responder when tapped.
        case textField(IndexPath)
        /// The title at a position of the section index, a control that reacts at touch-down.
        case sectionIndex(Int)
        /// A header, a footer or empty space: only a pan can come of the touch.
        case nothing
    }

    /// Where the finger is in its life.
    public enum State: Hashable, Sendable {
        /// No finger is down.
        case idle
        /// The scroll view holds the touch to see whether it becomes a scroll (`delaysContentTouches`).
        case delayed(Target, origin: Point)
        /// The touch reached a row; `highlighted` is false when `shouldHighlightRowAt` halted selection.
        case trackingRow(IndexPath, origin: Point, highlighted: Bool)
        /// The touch reached a detail button, which the scroll view does not take back.
        case trackingButton(IndexPath, origin: Point)
        /// The touch reached a row's text field, which the scroll view does not take back.
        case trackingTextField(IndexPath, origin: Point)
        /// The finger is on the section index, over the title at a position.
        case trackingIndex(Int)
        /// The finger scrolls the content.
        case panning
    }

    /// What the simulator must do after an input.
    public enum Action: Hashable, Sendable {
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
        /// The finger lifted inside the detail button.
        case tapButton(IndexPath)
        /// The finger lifted inside a row's text field: it becomes first responder.
        case focusTextField(IndexPath)
        /// The finger came onto a title of the section index: ask for its section and scroll there.
        case touchIndex(Int)
        /// The touch was cancelled on a highlighted row: unhighlight it.
        case cancelRow(IndexPath)
    }

    /// How far a finger moves before a touch becomes a scroll, in points.
    public static let panThreshold: Double = 10
    /// How long the scroll view holds a touch before delivering it, in milliseconds.
    public static let touchDelay = 150

    /// Where the finger is in its life.
    public private(set) var state = State.idle

    /// Creates a machine with no finger down.
    public init() {}

    /// Whether a finger is down.
    public var isTouching: Bool { state != .idle }

    /// A finger came down on a target.
    public mutating func touchBegan(on target: Target, at point: Point, delaysContentTouches: Bool) -> Action {
        switch state {
        case .idle:
            if case .sectionIndex(let position) = target {
                // The index is not held by the scroll view: it answers at once, and never pans.
                state = .trackingIndex(position)
                return .touchIndex(position)
            }
            state = .delayed(target, origin: point)
            return delaysContentTouches ? .startDelayTimer : delayElapsed()
        case .delayed, .trackingRow, .trackingButton, .trackingTextField, .trackingIndex, .panning:
            preconditionFailure("touch began while a finger is down: \(state)")
        }
    }

    /// The touch-delay timer fired.
    public mutating func delayElapsed() -> Action {
        switch state {
        case .delayed(.row(let indexPath), let origin):
            state = .trackingRow(indexPath, origin: origin, highlighted: false)
            return .deliverToRow(indexPath)
        case .delayed(.detailButton(let indexPath), let origin):
            state = .trackingButton(indexPath, origin: origin)
            return .none
        case .delayed(.textField(let indexPath), let origin):
            state = .trackingTextField(indexPath, origin: origin)
            return .none
        case .delayed(.nothing, _), .delayed(.sectionIndex, _), .idle, .trackingRow, .trackingButton,
            .trackingTextField, .trackingIndex, .panning:
            return .none
        }
    }

    /// The row answered whether it highlighted.
    public mutating func highlightResolved(_ highlighted: Bool) {
        switch state {
        case .trackingRow(let indexPath, let origin, _):
            state = .trackingRow(indexPath, origin: origin, highlighted: highlighted)
        case .idle, .delayed, .trackingButton, .trackingTextField, .trackingIndex, .panning:
            break
        }
    }

    /// The finger moved to a point; `indexPosition` is the index title level with it, while the
    /// finger is on the section index.
    public mutating func touchMoved(to point: Point, indexPosition: Int? = nil) -> Action {
        switch state {
        case .idle:
            preconditionFailure("touch moved with no finger down")
        case .delayed(_, let origin):
            guard distance(origin, point) > Self.panThreshold else { return .none }
            state = .panning
            return .beginPan(unhighlighting: nil)
        case .trackingRow(let indexPath, let origin, let highlighted):
            guard distance(origin, point) > Self.panThreshold else { return .none }
            state = .panning
            return .beginPan(unhighlighting: highlighted ? indexPath : nil)
        case .trackingButton, .trackingTextField:
            // touchesShouldCancel(in:) is false for a UIControl: the control keeps the touch.
            return .none
        case .trackingIndex(let current):
            // The index follows the finger along the bar, one call per title it comes onto.
            guard let indexPosition, indexPosition != current else { return .none }
            state = .trackingIndex(indexPosition)
            return .touchIndex(indexPosition)
        case .panning:
            return .pan
        }
    }

    /// The finger lifted; `insideButton` tells whether it is still within a tracked button's reach.
    public mutating func touchEnded(insideButton: Bool = true) -> Action {
        defer { state = .idle }
        switch state {
        case .idle:
            preconditionFailure("touch ended with no finger down")
        case .delayed(.row(let indexPath), _):
            return .tapRow(indexPath, deliverFirst: true)
        case .delayed(.detailButton(let indexPath), _), .trackingButton(let indexPath, _):
            return insideButton ? .tapButton(indexPath) : .none
        case .delayed(.textField(let indexPath), _), .trackingTextField(let indexPath, _):
            return insideButton ? .focusTextField(indexPath) : .none
        case .delayed(.nothing, _), .delayed(.sectionIndex, _), .trackingIndex:
            return .none
        case .trackingRow(let indexPath, _, let highlighted):
            return highlighted ? .tapRow(indexPath, deliverFirst: false) : .none
        case .panning:
            return .endPan
        }
    }

    /// The system cancelled the touch.
    public mutating func touchCancelled() -> Action {
        defer { state = .idle }
        switch state {
        case .idle:
            preconditionFailure("touch cancelled with no finger down")
        case .trackingRow(let indexPath, _, true):
            return .cancelRow(indexPath)
        case .panning:
            return .endPan
        case .delayed, .trackingRow, .trackingButton, .trackingTextField, .trackingIndex:
            return .none
        }
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
