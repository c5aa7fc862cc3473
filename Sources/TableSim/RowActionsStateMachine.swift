/// The buttons one row shows beside its content: the swipe actions a swipe uncovered, or the Delete
/// confirmation the red minus showed in editing mode. A value with one transition function per input;
/// the table performs the returned ``Action`` (the callbacks), so the machine can be tested alone.
package struct RowActionsStateMachine: Hashable, Sendable {
    /// What the row shows.
    package enum State: Hashable, Sendable {
        /// No row shows buttons.
        case hidden
        /// A finger swipes the row; `revealed` is how far the buttons are uncovered, in points.
        case swiping(IndexPath, edge: SwipeEdge, buttons: Int, revealed: Double)
        /// A swipe left the row's buttons open; the row is the table's only editing row.
        case open(IndexPath, edge: SwipeEdge, buttons: Int)
        /// In editing mode, the row's red minus showed the Delete confirmation.
        case confirmingDelete(IndexPath)
    }

    /// What the table must do after an input.
    package enum Action: Hashable, Sendable {
        /// Nothing to do.
        case none
        /// The swiped row leaves its single-row editing mode: `didEndEditingRowAt`.
        case endEditingRow(IndexPath)
        /// The Delete confirmation goes away; editing mode goes on and no delegate hears of it.
        case hideConfirmation(IndexPath)
        /// Perform the row's button at an index (commit `.delete`, or run an action's handler).
        case perform(IndexPath, button: Int)
    }

    /// What the row shows.
    package private(set) var state = State.hidden

    /// Creates a machine with no buttons shown.
    package init() {}

    /// The row that shows buttons (or is being swiped), if any.
    package var row: IndexPath? {
        switch state {
        case .hidden: nil
        case .swiping(let row, _, _, _), .open(let row, _, _), .confirmingDelete(let row): row
        }
    }

    /// Whether a swipe put one row into editing mode (from `willBeginEditingRowAt` to `didEndEditingRowAt`).
    package var isEditingSwipedRow: Bool {
        switch state {
        case .swiping, .open: true
        case .hidden, .confirmingDelete: false
        }
    }

    /// The table accepted a swipe on a row whose edge has `buttons` actions.
    package mutating func swipeBegan(_ row: IndexPath, edge: SwipeEdge, buttons: Int) {
        switch state {
        case .hidden:
            state = .swiping(row, edge: edge, buttons: buttons, revealed: 0)
        case .swiping, .open, .confirmingDelete:
            preconditionFailure("a swipe began while a row shows buttons: \(state)")
        }
    }

    /// The finger moved `dx` points from where it came down (negative: to the left); buttons are
    /// `buttonWidth` points wide (``Metrics/swipeButtonWidth``).
    package mutating func swipeMoved(by dx: Double, buttonWidth: Double = Metrics.default.swipeButtonWidth) {
        switch state {
        case .swiping(let row, let edge, let buttons, _):
            // The row follows the finger beyond the pan threshold, up to the buttons' width.
            let towardEdge = edge == .trailing ? -dx : dx
            let revealed = min(max(towardEdge - TouchStateMachine.panThreshold, 0), Double(buttons) * buttonWidth)
            state = .swiping(row, edge: edge, buttons: buttons, revealed: revealed)
        case .hidden, .open, .confirmingDelete:
            break
        }
    }

    /// The finger lifted: the buttons stay open when at least half of them were uncovered; buttons
    /// are `buttonWidth` points wide.
    package mutating func swipeEnded(buttonWidth: Double = Metrics.default.swipeButtonWidth) -> Action {
        switch state {
        case .swiping(let row, let edge, let buttons, let revealed):
            if revealed >= Double(buttons) * buttonWidth / 2 {
                state = .open(row, edge: edge, buttons: buttons)
                return .none
            }
            state = .hidden
            return .endEditingRow(row)
        case .hidden, .open, .confirmingDelete:
            return .none
        }
    }

    /// The system cancelled the swiping touch: the row closes.
    package mutating func swipeCancelled() -> Action {
        switch state {
        case .swiping(let row, _, _, _):
            state = .hidden
            return .endEditingRow(row)
        case .hidden, .open, .confirmingDelete:
            return .none
        }
    }

    /// In editing mode, the user tapped a row's red minus: the Delete confirmation shows.
    package mutating func deleteControlTapped(_ row: IndexPath) {
        switch state {
        case .hidden:
            state = .confirmingDelete(row)
        case .swiping, .open, .confirmingDelete:
            preconditionFailure("a delete control was tapped while a row shows buttons: \(state)")
        }
    }

    /// The user tapped one of the row's buttons.
    package mutating func buttonTapped(_ index: Int) -> Action {
        switch state {
        case .open(let row, _, let buttons) where index < buttons:
            return .perform(row, button: index)
        case .confirmingDelete(let row) where index == 0:
            return .perform(row, button: index)
        case .hidden, .swiping, .open, .confirmingDelete:
            return .none
        }
    }

    /// The performed button's work finished (commit returned, or the handler called its completion).
    package mutating func actionCompleted(on row: IndexPath) -> Action {
        switch state {
        case .open(row, _, _):
            state = .hidden
            return .endEditingRow(row)
        case .confirmingDelete(row):
            state = .hidden
            return .hideConfirmation(row)
        case .hidden, .swiping, .open, .confirmingDelete:
            // The buttons went away before a late completion: nothing left to close.
            return .none
        }
    }

    /// A touch came down anywhere but on the buttons, or editing mode changed: the buttons go away.
    package mutating func dismissed() -> Action {
        switch state {
        case .hidden:
            return .none
        case .swiping(let row, _, _, _), .open(let row, _, _):
            state = .hidden
            return .endEditingRow(row)
        case .confirmingDelete(let row):
            state = .hidden
            return .hideConfirmation(row)
        }
    }

    /// An update moved the row that shows buttons to another index path.
    package mutating func rowMoved(to newRow: IndexPath) {
        switch state {
        case .hidden: break
        case .swiping(_, let edge, let buttons, let revealed):
            state = .swiping(newRow, edge: edge, buttons: buttons, revealed: revealed)
        case .open(_, let edge, let buttons): state = .open(newRow, edge: edge, buttons: buttons)
        case .confirmingDelete: state = .confirmingDelete(newRow)
        }
    }
}
