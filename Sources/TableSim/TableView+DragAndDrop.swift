// The protocols, `TableViewDragDelegate` and `TableViewDropDelegate`, are written from
// Sources/Callbacks/UITableViewDragDelegate.callbacks and UITableViewDropDelegate.callbacks.

/// The table's drag and drop (DragAndDropBehaviour.md): its delegates, whether a long press may lift
/// a row, the drag lifted from it and the drop session over it, and the placeholder rows a drop
/// inserted.
struct DragDropState {
    weak var dragDelegate: (any TableViewDragDelegate)?
    weak var dropDelegate: (any TableViewDropDelegate)?
    /// What the app set `dragInteractionEnabled` to; nil: the device's default.
    var interactionEnabled: Bool?
    /// The drag lifted from this table, while the finger holds it.
    var drag: TableDragSession?
    /// The drop session over the table (the table's own drag, or one from outside), once it entered.
    var drop: ActiveDrop?
    /// Whether the drag lifted from this table reorders it by itself, as in editing mode.
    var reorders = false
    /// The placeholder rows on screen, in no order.
    var placeholders: [DropPlaceholder] = []
    /// The row a drop hovers to land into (`.insertIntoDestinationIndexPath`), highlighted while it does
    /// (TableView+DropIntoRow.swift).
    var intoRow: IndexPath?
}

/// A drop session the drop delegate took (`canHandle`), its last destination and proposal.
struct ActiveDrop {
    let session: TableDropSession
    var destination: IndexPath??
    var proposal = TableViewDropProposal(operation: .cancel)
}

extension TableView {
    /// The app's drag delegate (held weakly, as in UIKit): it gives the items a drag lifting a row carries.
    public var dragDelegate: (any TableViewDragDelegate)? {
        get { dragDrop.dragDelegate }
        set {
            dragDrop.dragDelegate = newValue
            forgetUnimplemented(of: .dragDelegate)
        }
    }

    /// The app's drop delegate (held weakly, as in UIKit): it takes what is dropped on the table.
    public var dropDelegate: (any TableViewDropDelegate)? {
        get { dragDrop.dropDelegate }
        set {
            dragDrop.dropDelegate = newValue
            forgetUnimplemented(of: .dropDelegate)
        }
    }

    /// A new app object answers for itself: what the old one left unimplemented is asked again.
    private func forgetUnimplemented(of owner: CallbackOwner) {
        for selector in CallbackSelector.allCases where selector.owner == owner { gateway.unimplementedSelectors.remove(selector) }
    }

    /// Whether a long press may lift rows (UIKit's `dragInteractionEnabled`): by default true on an
    /// iPad and false on an iPhone, as the device's screen says (DragAndDropBehaviour.md).
    public var dragInteractionEnabled: Bool {
        get { dragDrop.interactionEnabled ?? device?.dragInteractionEnabledByDefault ?? false }
        set { dragDrop.interactionEnabled = newValue }
    }

    /// Whether a drag lifted from the table is in flight (UIKit's `hasActiveDrag`).
    public var hasActiveDrag: Bool { dragDrop.drag != nil }

    /// Whether a drop session is over the table (UIKit's `hasActiveDrop`).
    public var hasActiveDrop: Bool { dragDrop.drop != nil }

    /// Whether a long press on a row may lift it: drags are enabled, a drag delegate gives items, the
    /// table is not in editing mode (its reorder controls lift rows there) and no drag is in flight.
    package var canBeginDrag: Bool {
        dragInteractionEnabled && dragDrop.dragDelegate != nil && !isEditingAllRows && dragDrop.drag == nil
    }

    /// The row the drag in flight lifted, if any.
    package var draggedRow: IndexPath? { dragDrop.drag?.source }

    /// The destination the drop session is over now, if it entered and has one.
    package var dropDestination: IndexPath? { dragDrop.drop?.destination ?? nil }

    /// Where the lifted row would land in a gap now: the table's own reorder's destination, or the
    /// drop delegate's destination while it proposes to land there in a gap; nil otherwise.
    package var dragLandingDestination: IndexPath? {
        if reorderTakesDrop(dragDrop.drop), let destination = reorder.drag?.destination { return destination }
        guard let drop = dragDrop.drop, drop.proposal.lands, drop.proposal.intent == .insertAtDestinationIndexPath else { return nil }
        return drop.destination ?? nil
    }

    /// The placeholder rows showing, by index path.
    package var placeholderRows: [IndexPath] { dragDrop.placeholders.map(\.indexPath).sorted() }

    // MARK: The drag lifted from the table

    /// A long press lifts a row: the drag delegate's items (none: no drag, and false), the lifted row's
    /// look, the row unhighlights (and `lifting` runs: a menu the finger dragged closes), the drag begins and the session's rules are asked; then the table,
    /// its own drop target, sees the drag enter over the row's place.
    func beginDrag(
        at row: IndexPath, unhighlighting: IndexPath?, lifting: () throws(UIKitException) -> Void = {}
    ) throws(UIKitException) -> Bool {
        guard let delegate = dragDrop.dragDelegate else { return false }
        let session = TableDragSession(source: row, items: [])
        let items = try invoke(delegate, Callbacks.itemsForBeginning, [session, row], result: { $0.traceValue }) {
            delegate.tableView(self, itemsForBeginning: session, at: row)
        }
        guard !items.isEmpty, exception == nil else { return false }
        for item in items { item.sourceIndexPath = row }
        session.items = items
        _ = try invoke(delegate, Callbacks.dragPreviewParametersForRowAt, [row], result: { $0.traceValue }) {
            delegate.tableView(self, dragPreviewParametersForRowAt: row)
        }
        if let unhighlighting { try touchLeftRow(unhighlighting) }
        try lifting()
        dragDrop.drag = session
        try invoke(delegate, Callbacks.dragSessionWillBegin, [session], result: nil) {
            delegate.tableView(self, dragSessionWillBegin: session)
        }
        _ = try invoke(delegate, Callbacks.dragSessionIsRestrictedToDraggingApplication, [session], result: { $0.traceValue }) {
            delegate.tableView(self, dragSessionIsRestrictedToDraggingApplication: session)
        }
        _ = try invoke(delegate, Callbacks.dragSessionAllowsMoveOperation, [session], result: { $0.traceValue }) {
            delegate.tableView(self, dragSessionAllowsMoveOperation: session)
        }
        // UIKit reorders by itself when the data source can move the row (DragAndDropBehaviour.md).
        if appResponds(to: .moveRowAt), try callCanMoveRow(at: row) {
            dragDrop.reorders = true
            reorder.began(row)
        }
        try enterDrop(TableDropSession(items: items, localDrag: session))
        try dropMoved(over: row)
        return true
    }

    /// The finger holding the drag is at a content point: the destination under the dragged row's
    /// centre (`centreY`, content coordinates) is proposed to the drop delegate and, while the table
    /// reorders by itself, to the delegate's `targetIndexPathForMoveFromRowAt`.
    func dragMoved(centreY: Double) throws(UIKitException) {
        guard let session = dragDrop.drag else { return }
        let destination = proposedDestination(movingRowFrom: session.source, centreY: centreY)
        try dropMoved(over: destination)
    }

    /// The finger lifted the drag: the drop lands (the table's own reorder, or the drop delegate's
    /// `performDropWith`) when the last proposal takes it; then the drop and the drag end. Returns
    /// whether it landed.
    @discardableResult
    func endDrag() throws(UIKitException) -> Bool {
        guard let session = dragDrop.drag else { return false }
        var landed = true
        if reorderTakesDrop(dragDrop.drop) {
            try endReorder()
        } else {
            reorder.cancelled()
            if let drop = dragDrop.drop, drop.proposal.lands { try performDrop(drop) } else { landed = false }
        }
        try finishDrag(session, exited: false)
        return landed
    }

    /// The drag was cancelled (the touch was): the drop session leaves the table, nothing lands.
    func cancelDrag() throws(UIKitException) {
        guard let session = dragDrop.drag else { return }
        reorder.cancelled()
        try finishDrag(session, exited: true)
    }

    /// The drop and the drag end: `dropSessionDidExit` when it left without landing, `dropSessionDidEnd`,
    /// then the drag delegate's `dragSessionDidEnd`.
    private func finishDrag(_ session: TableDragSession, exited: Bool) throws(UIKitException) {
        dragDrop.drag = nil
        dragDrop.reorders = false
        try endDrop(exited: exited)
        guard let delegate = dragDrop.dragDelegate else { return }
        try invoke(delegate, Callbacks.dragSessionDidEnd, [session], result: nil) {
            delegate.tableView(self, dragSessionDidEnd: session)
        }
    }

    /// Whether the table's own reorder takes the drop: it reorders by itself and it has no drop
    /// delegate, or the drop delegate took the session and proposes a move into a gap.
    private func reorderTakesDrop(_ drop: ActiveDrop?) -> Bool {
        guard dragDrop.reorders else { return false }
        guard dragDrop.dropDelegate != nil else { return true }
        guard let drop else { return false }
        return drop.proposal.operation == .move && drop.proposal.intent == .insertAtDestinationIndexPath
    }

    // MARK: The drop session over the table

    /// A drop session comes over the table: the drop delegate is asked whether it takes what the
    /// session carries, and, if so, hears that it entered.
    func enterDrop(_ session: TableDropSession) throws(UIKitException) {
        guard let delegate = dragDrop.dropDelegate, dragDrop.drop == nil else { return }
        let takes = try invoke(delegate, Callbacks.canHandle, [session], result: { $0.traceValue }) {
            delegate.tableView(self, canHandle: session)
        }
        guard takes, exception == nil else { return }
        dragDrop.drop = ActiveDrop(session: session)
        try invoke(delegate, Callbacks.dropSessionDidEnter, [session], result: nil) {
            delegate.tableView(self, dropSessionDidEnter: session)
        }
    }

    /// The drop session is over a destination: a new one is proposed to the drop delegate (the same
    /// one is not asked again), and while the table reorders by itself, to the reorder.
    func dropMoved(over destination: IndexPath?) throws(UIKitException) {
        if var drop = dragDrop.drop, let delegate = dragDrop.dropDelegate, drop.destination != .some(destination) {
            drop.destination = .some(destination)
            let session = drop.session
            let proposal = try invoke(
                delegate, Callbacks.dropSessionDidUpdate, [session, destination], result: { $0.traceValue }
            ) { delegate.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination) }
            // Not implemented: the table's own reorder proposes a move into the gap, anything else is cancelled.
            let answered = gateway.unimplementedSelectors.contains(.dropSessionDidUpdate)
                ? TableViewDropProposal(operation: dragDrop.reorders ? .move : .cancel,
                    intent: dragDrop.reorders ? .insertAtDestinationIndexPath : .unspecified)
                : proposal
            drop.proposal = answered
            dragDrop.drop = drop
            highlightDropTarget()
        }
        guard let destination, reorderTakesDrop(dragDrop.drop) else { return }
        try reorderProposed(destination)
    }

    /// The dragged row is over a destination of the table's own reorder: the delegate may retarget it.
    private func reorderProposed(_ destination: IndexPath) throws(UIKitException) {
        guard case .askTarget(let source, let proposal) = reorder.moved(over: destination) else { return }
        let chosen = try callTargetIndexPathForMove(from: source, toProposed: proposal)
        reorder.targetChosen(isDestination(chosen, forRowFrom: source) ? chosen : proposal)
    }

    /// The drop lands: the drop delegate's `performDropWith` with a coordinator of the drop.
    private func performDrop(_ drop: ActiveDrop) throws(UIKitException) {
        guard let delegate = dragDrop.dropDelegate else { return }
        clearDropTarget()
        let coordinator = TableDropCoordinator(
            table: self, session: drop.session, destination: drop.destination ?? nil, proposal: drop.proposal)
        try invoke(delegate, Callbacks.performDropWith, [coordinator], result: nil) {
            delegate.tableView(self, performDropWith: coordinator)
        }
    }

    /// The drop session ends over the table: `dropSessionDidExit` first when it leaves without
    /// landing, then `dropSessionDidEnd`.
    func endDrop(exited: Bool) throws(UIKitException) {
        clearDropTarget()
        guard let drop = dragDrop.drop, let delegate = dragDrop.dropDelegate else {
            dragDrop.drop = nil
            return
        }
        dragDrop.drop = nil
        let session = drop.session
        if exited {
            try invoke(delegate, Callbacks.dropSessionDidExit, [session], result: nil) {
                delegate.tableView(self, dropSessionDidExit: session)
            }
        }
        try invoke(delegate, Callbacks.dropSessionDidEnd, [session], result: nil) {
            delegate.tableView(self, dropSessionDidEnd: session)
        }
    }

    /// A drag from outside the app drops its items at a destination: it enters, is proposed there
    /// and, when the proposal takes it, lands (`performDropWith`); then it ends (no `dropSessionDidExit`:
    /// it was lifted over the table). Returns whether it landed.
    package func dropFromOutside(_ items: [DragItem], at destination: IndexPath?) throws(UIKitException) -> Bool {
        try enterDrop(TableDropSession(items: items, localDrag: nil))
        guard let entered = dragDrop.drop else { return false }
        try dropMoved(over: destination)
        let drop = dragDrop.drop ?? entered
        let lands = drop.proposal.lands
        if lands { try performDrop(drop) }
        // The finger lifted over the table: the session ends there, it never left the table's bounds.
        try endDrop(exited: false)
        return lands
    }

    /// Asks the drop delegate how the row a drop lands in looks (the coordinator's `drop(_:toRowAt:)`).
    package func callDropPreviewParameters(forRowAt indexPath: IndexPath) {
        guard let delegate = dragDrop.dropDelegate else { return }
        runCrashingOnException { () throws(UIKitException) in
            _ = try invoke(delegate, Callbacks.dropPreviewParametersForRowAt, [indexPath], result: { $0.traceValue }) {
                delegate.tableView(self, dropPreviewParametersForRowAt: indexPath)
            }
        }
    }
}
