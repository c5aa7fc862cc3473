/// Drag and drop on the touch path (DragAndDropBehaviour.md).
///
/// A finger resting on a row for ``TouchStateMachine/longPressDuration`` lifts it into a drag when
/// the table's drags are enabled and its drag delegate gives items, and the row has no context menu
/// (a menu opens instead; moving the finger that holds it past the pan threshold then closes the menu
/// and lifts the row, as iOS 13's menus do). The finger carries the row: the table, its own drop
/// target, proposes each destination it passes; near the top or bottom edge the content scrolls by
/// itself; the lift drops it. A drop from outside the app is one step: it enters over a destination
/// and lands there.
extension Simulator {
    /// How far from the top or bottom edge of the visible content a carried row makes the content
    /// scroll by itself, in points (**Choice**, DragAndDropBehaviour.md).
    package static let autoScrollBand = 50.0
    /// How fast the content scrolls by itself with the finger at the very edge, in points per
    /// millisecond; it slows linearly to nothing at the band's inner side (**Choice**).
    package static let autoScrollMaximumSpeed = 1.0

    /// The long press found no menu on a row: where the table's drags are enabled, the drag delegate
    /// is asked for the row's items, and with some the finger carries the row.
    func beginDrag(forRowAt indexPath: IndexPath, unhighlighting: IndexPath?, closingMenu: ShownContextMenu? = nil) {
        guard tableView.canBeginDrag, let point = finger.location else { return }
        var began = false
        tableView.runCrashingOnException { () throws(UIKitException) in
            began = try tableView.beginDrag(at: indexPath, unhighlighting: unhighlighting) { () throws(UIKitException) in
                guard let shown = closingMenu else { return }
                // The menu the finger dragged closes before the drag begins.
                contextMenu = nil
                let animator = ContextMenuAnimator()
                try tableView.callWillEndContextMenuInteraction(shown.configuration, animator: animator)
                try tableView.callContextMenuDismissalPreview(shown.configuration, forRowAt: shown.row)
                animator.finish()
            }
        }
        guard began, !tableView.hasCrashed else { return }
        longPressDeadline = nil
        finger.dragResolved(true)
        dragGrab = (tableView.rectForRow(at: indexPath).midY - (point.y + tableView.contentOffset.y), nil)
        scheduleAutoScroll()
    }

    /// The finger holding an open menu moved past the pan threshold: the menu becomes a drag.
    func menuBecomesDrag(_ indexPath: IndexPath) {
        guard let shown = contextMenu, shown.row == indexPath else { return }
        beginDrag(forRowAt: indexPath, unhighlighting: nil, closingMenu: shown)
    }

    /// Carries out the finger's moves, lift and cancel while it carries a row.
    func carryOutDrag(_ action: TouchStateMachine.Action) {
        switch action {
        case .moveDrag:
            tableView.runCrashingOnException { () throws(UIKitException) in try proposeDragDestination() }
            scheduleAutoScroll()
        case .endDrag:
            dragGrab = nil
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.endDrag() }
        case .cancelDrag:
            dragGrab = nil
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.cancelDrag() }
        default:
            break
        }
    }

    /// The carried row's centre is under the finger (by the grab offset): the table proposes the
    /// destination there.
    private func proposeDragDestination() throws(UIKitException) {
        guard let grab = dragGrab, let point = finger.location else { return }
        try tableView.dragMoved(centreY: point.y + tableView.contentOffset.y + grab.offset)
    }

    /// How fast the content scrolls by itself for the finger's place, in points per millisecond
    /// (negative: up), or 0 outside the edge bands.
    private var autoScrollSpeed: Double {
        guard let point = finger.location else { return 0 }
        let inset = tableView.adjustedContentInset
        let top = tableView.frame.minY + inset.top, bottom = tableView.frame.maxY - inset.bottom
        let band = Self.autoScrollBand
        guard bottom - top > 2 * band else { return 0 }
        if point.y < top + band {
            guard tableView.contentOffset.y > tableView.minimumContentOffsetY else { return 0 }
            return -Self.autoScrollMaximumSpeed * min(1, (top + band - point.y) / band)
        }
        if point.y > bottom - band {
            guard tableView.contentOffset.y < tableView.maximumContentOffsetY else { return 0 }
            return Self.autoScrollMaximumSpeed * min(1, (point.y - bottom + band) / band)
        }
        return 0
    }

    /// Sets the next auto-scroll frame while the carried row is in an edge band, and clears it otherwise.
    private func scheduleAutoScroll() {
        guard dragGrab != nil else { return }
        dragGrab?.nextFrame = autoScrollSpeed == 0 ? nil : now + ScrollPhysics.frameDuration
    }

    /// One auto-scroll frame: the content moves (`scrollViewDidScroll`, cells that come and go,
    /// clamped to the content's ends), and the destination under the row is proposed again.
    func autoScrollFrame() {
        let speed = autoScrollSpeed
        let target = tableView.clampedOffsetY(
            tableView.contentOffset.y + (speed * Double(ScrollPhysics.frameDuration)).rounded())
        tableView.runCrashingOnException { () throws(UIKitException) in
            try tableView.moveContent(to: Point(x: tableView.contentOffset.x, y: target))
            try proposeDragDestination()
        }
        scheduleAutoScroll()
    }

    /// A drag of a row outside editing mode: the finger comes down on the row's content, rests for
    /// the long-press duration (the row lifts), moves to each destination the row passes on the way
    /// (so the drop delegate and the reorder are asked about each) and lifts.
    ///
    /// The destination is where the row lands, as in `moveRow(at:to:)`; every point of the way must be
    /// on screen. On a row with a context menu, the menu opens and a first move past the pan threshold
    /// turns it into the drag. Throws, before the finger comes down, when the table cannot lift a row
    /// (its drags are off, it has no drag delegate, or it is editing). When the app then lifts nothing
    /// (no items), the gesture is what UIKit makes of it: a slow tap, or a menu left open; the trace
    /// shows it and nothing is refused, since the line has already acted.
    public func dragByLongPress(_ source: IndexPath, to destination: IndexPath) throws(SimulationError) {
        guard hasAppeared else { throw .notAppeared }
        let start = try point(ofRow: source, region: .content)
        guard tableView.isDestination(destination, forRowFrom: source) else {
            throw .noSuchDestination(destination, from: source)
        }
        guard tableView.canBeginDrag else { throw .dragDidNotBegin(source) }
        let steps = try dragWaypoints(from: source, to: destination, startY: start.y, x: start.x)
        try touchDown(at: start)
        wait(milliseconds: TouchStateMachine.longPressDuration)
        // A row with a context menu opened it: the finger moves just past the pan threshold toward the
        // destination, which turns the menu into a drag, and the way on keeps that much more.
        var shift = 0.0
        if contextMenu != nil, tableView.canBeginDrag {
            let backward = destination.section < source.section || (destination.section == source.section && destination.row < source.row)
            shift = (TouchStateMachine.panThreshold + 1) * (backward ? -1 : 1)
            try touchMove(by: 0, shift)
        }
        guard tableView.hasActiveDrag else {
            if isFingerDown { try touchUp() }
            return
        }
        for y in steps {
            guard let finger = fingerLocation else { break }
            try touchMove(by: 0, y + shift - finger.y)
        }
        try touchUp()
    }

    /// A drag from another app drops items holding texts at a destination (a row index to insert
    /// at, up to the section's row count): the drop delegate is asked whether it takes them, hears
    /// them enter and proposes the destination, and takes the drop when it proposes a copy or a move.
    public func drop(texts: [String], at destination: IndexPath) throws(SimulationError) {
        guard hasAppeared else { throw .notAppeared }
        guard !isFingerDown else { throw .fingerAlreadyDown }
        guard contextMenu == nil else { throw .contextMenuShown }
        guard destination.section >= 0, destination.section < tableView.numberOfSections, destination.row >= 0,
            destination.row <= tableView.numberOfRows(inSection: destination.section)
        else { throw .noSuchRow(destination) }
        let items = texts.map { DragItem(text: $0) }
        tableView.runCrashingOnException { () throws(UIKitException) in
            _ = try tableView.dropFromOutside(items, at: destination)
        }
    }

    /// The broken invariants of a drag: the finger carries a row exactly while the table has a drag
    /// lifted from that row and the grab is known (unless VoiceOver holds the drag, with no finger),
    /// and a drop session is over the table only while the table's own drag is.
    func dragProblems() -> [String] {
        var problems: [String] = []
        let carried: IndexPath? = if case .draggingRow(let row) = finger.table.state { row } else { nil }
        if voiceOverHoldsDrag {
            if carried != nil || !tableView.hasActiveDrag { problems.append("VoiceOver holds a drag while the touch is \(finger.table.state)") }
        } else if carried != tableView.draggedRow {
            problems.append("the finger carries \(carried.map { "\($0)" } ?? "no row") but the table's drag lifted \(tableView.draggedRow.map { "\($0)" } ?? "none")")
        }
        if (carried != nil) != (dragGrab != nil) { problems.append("the drag's grab is \(dragGrab == nil ? "unknown" : "kept") with the touch \(finger.table.state)") }
        if tableView.hasActiveDrop, !tableView.hasActiveDrag { problems.append("a drop session is over the table with no drag in flight") }
        if dragGrab?.nextFrame != nil, carried == nil { problems.append("the auto-scroll timer runs with no row carried") }
        if let row = tableView.dropIntoRow, !tableView.hasActiveDrop { problems.append("row \(row) shows a drop's highlight with no drop session") }
        if tableView.draggedRows.count != Set(tableView.draggedRows).count { problems.append("the drag carries a row twice") }
        return problems
    }

    /// The finger's y for each destination a row dragged from `source` passes on its way to
    /// `destination`, checked on screen before the finger comes down.
    func dragWaypoints(from source: IndexPath, to destination: IndexPath, startY: Double, x: Double) throws(SimulationError) -> [Double] {
        let startCentre = tableView.rectForRow(at: source).midY
        let forward = destination.section > source.section
            || (destination.section == source.section && destination.row > source.row)
        var steps: [Double] = []
        var current = source
        while current != destination,
            let next = tableView.destination(after: current, movingRowFrom: source, forward: forward)
        {
            let y = startY + tableView.reorderWaypoint(movingRowFrom: source, to: next) - startCentre
            guard ScreenLayout.touchableArea(of: tableView, screen: screen.size).contains(Point(x: x, y: y)) else {
                throw .dragLeavesScreen(from: source, to: destination, at: next)
            }
            steps.append(y)
            current = next
        }
        return steps
    }
}

// MARK: VoiceOver

extension Simulator {
    /// What drag and drop offers on a row through VoiceOver's actions (DragAndDropBehaviour.md,
    /// Choice): "Drag" where a long press would lift the row; while VoiceOver holds a drag, "Drop
    /// before" and "Drop after" on every other row of the table.
    func voiceOverDragAction(forRow row: IndexPath) -> AccessibilityRowFacts.DragAction {
        if voiceOverHoldsDrag { return row == tableView.draggedRow ? .none : .drop }
        return tableView.canBeginDrag ? .drag : .none
    }

    /// VoiceOver's Drag action: the row lifts as a long press lifts it (the same calls), with no finger.
    func voiceOverDrag(_ row: IndexPath) {
        guard tableView.canBeginDrag, !isFingerDown else { return }
        var began = false
        tableView.runCrashingOnException { () throws(UIKitException) in began = try tableView.beginDrag(at: row, unhighlighting: nil) }
        voiceOverHoldsDrag = began && !tableView.hasCrashed
        // VoiceOver says the drag began (DragAndDropBehaviour.md, Choice).
        if voiceOverHoldsDrag { carryOut(voiceOverMachine.announcementPosted(VoiceOverSpeech.dragStarted)) }
    }

    /// VoiceOver's Drop before/after action: the held drag is proposed at the place beside the row
    /// and dropped there, as a finger lifted over it would drop it.
    func voiceOverDrop(beside row: IndexPath, before: Bool) {
        guard voiceOverHoldsDrag, let source = tableView.draggedRow else { return }
        voiceOverHoldsDrag = false
        // The place as `moveRow(at:to:)` counts it: the lifted row leaves its own place first.
        let passed = row.section == source.section && row.row > source.row
        let destination = IndexPath(row: row.row + (before ? 0 : 1) - (passed ? 1 : 0), section: row.section)
        var landed = false
        tableView.runCrashingOnException { () throws(UIKitException) in
            if tableView.isDestination(destination, forRowFrom: source) { try tableView.dropMoved(over: destination) }
            landed = try tableView.endDrag()
        }
        guard !tableView.hasCrashed else { return }
        carryOut(voiceOverMachine.announcementPosted(landed ? VoiceOverSpeech.dropped : VoiceOverSpeech.dropCancelled))
    }
}

extension Simulator {
    /// Whether a table's drags are enabled when the app has not said: on an iPad (see ``isPad``).
    var dragInteractionEnabledByDefault: Bool { isPad }
}

// MARK: Adding rows to a drag

extension Simulator {
    /// A second finger taps a row while the first carries a drag (UIKit: tapping other items while
    /// dragging adds them): the drag delegate's `itemsForAddingTo` gives the row's items, at the tap's
    /// point in the table's coordinates, and they join the drag. The row must be on screen and not
    /// carried yet. Returns the number of items added (0: the delegate gave none).
    @discardableResult
    public func addToDrag(tapping row: IndexPath) throws(SimulationError) -> Int {
        guard hasAppeared else { throw .notAppeared }
        guard dragGrab != nil, tableView.hasActiveDrag else { throw .noDragInFlight }
        guard !tableView.draggedRows.contains(row) else { throw .rowAlreadyDragged(row) }
        let tap = try point(ofRow: row, region: .content)
        let point = Point(x: tap.x + tableView.contentOffset.x, y: tap.y + tableView.contentOffset.y)
        var added = 0
        tableView.runCrashingOnException { () throws(UIKitException) in added = try tableView.addToDrag(at: row, point: point) }
        return added
    }
}
