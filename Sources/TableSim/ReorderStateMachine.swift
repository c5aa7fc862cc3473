/// A row dragged by its reorder control in editing mode: where it came from, the destination the
/// table proposes under the finger, and the destination the delegate chose for that proposal.
/// A value with one transition function per input; the table performs the returned ``Action``.
package struct ReorderStateMachine: Hashable, Sendable {
    /// Whether a row is being dragged.
    package enum State: Hashable, Sendable {
        /// No row is being dragged.
        case idle
        /// A row is dragged; `destination` is where it would land now; `travelled` says whether it
        /// has been over any other place.
        case dragging(source: IndexPath, proposed: IndexPath, destination: IndexPath, travelled: Bool)
    }

    /// What the table must do after an input.
    package enum Action: Hashable, Sendable {
        /// Nothing to do.
        case none
        /// Ask the delegate where the row may go (`targetIndexPathForMoveFromRowAt`), then call
        /// ``targetChosen(_:)``.
        case askTarget(source: IndexPath, proposed: IndexPath)
        /// The row lands: update the table, then tell the data source (`moveRowAt`), even when the row
        /// came back to where it started.
        case move(from: IndexPath, to: IndexPath)
    }

    /// Whether a row is being dragged.
    package private(set) var state = State.idle

    /// Creates a machine with no row dragged.
    package init() {}

    /// The row being dragged and where it would land, if any.
    package var drag: (source: IndexPath, destination: IndexPath)? {
        switch state {
        case .idle: nil
        case .dragging(let source, _, let destination, _): (source, destination)
        }
    }

    /// The finger came down on a row's reorder control: the row lifts where it is.
    package mutating func began(_ source: IndexPath) {
        switch state {
        case .idle: state = .dragging(source: source, proposed: source, destination: source, travelled: false)
        case .dragging: preconditionFailure("a drag began while another row is dragged")
        }
    }

    /// The dragged row is over a destination: a new one is asked about, the same one is not.
    package mutating func moved(over proposed: IndexPath) -> Action {
        switch state {
        case .idle:
            return .none
        case .dragging(let source, let current, let destination, _):
            guard proposed != current else { return .none }
            state = .dragging(source: source, proposed: proposed, destination: destination, travelled: true)
            return .askTarget(source: source, proposed: proposed)
        }
    }

    /// The delegate answered where the row goes for the current proposal.
    package mutating func targetChosen(_ destination: IndexPath) {
        switch state {
        case .idle: break
        case .dragging(let source, let proposed, _, let travelled):
            state = .dragging(source: source, proposed: proposed, destination: destination, travelled: travelled)
        }
    }

    /// The finger lifted: the row lands. A row that was dragged elsewhere and brought back still lands
    /// (apps guard `moveRowAt` against equal index paths for this reason); a row that never left its
    /// place was not moved.
    package mutating func ended() -> Action {
        defer { state = .idle }
        switch state {
        case .idle: return .none
        case .dragging(let source, _, let destination, let travelled):
            return travelled ? .move(from: source, to: destination) : .none
        }
    }

    /// The system cancelled the touch: the row goes back to where it was, and nothing moves.
    package mutating func cancelled() {
        state = .idle
    }
}
