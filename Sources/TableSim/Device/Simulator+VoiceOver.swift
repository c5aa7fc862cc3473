/// An app object observing `voiceOverStatusDidChangeNotification`, held weakly as NotificationCenter does.
struct WeakVoiceOverObserver {
    weak var observer: (any VoiceOverStatusObserving)?
}

/// Where a `vo focus` touch lands: an element by name, or a screen point.
public enum VoiceOverTouchTarget: Hashable, Sendable {
    /// The element with this identity (it must be on screen).
    case element(AccessibilityElement.ID)
    /// A screen point: whatever element lies under it, or nothing.
    case point(Point)
}

/// VoiceOver on a simulated device: the same verbs as the scenario language's `vo` commands.
///
/// Every verb runs to its end on the virtual clock before it returns (a page scroll's animation
/// included), so the trace holds the scroll, the callbacks, the speech and the focus move. A verb
/// other than ``turnOn()`` throws ``VoiceOverError/notRunning`` while VoiceOver is off.
public struct VoiceOver {
    /// The device VoiceOver runs on.
    public let simulator: Simulator

    /// Whether VoiceOver runs (`UIAccessibility.isVoiceOverRunning`).
    public var isRunning: Bool { simulator.voiceOverMachine.isRunning }
    /// The focused element's identity, or nil.
    public var focus: AccessibilityElement.ID? { simulator.voiceOverMachine.focus }
    /// The focused element as it is now, or nil.
    public var focusedElement: AccessibilityElement? { focus.flatMap(simulator.accessibilityElement) }
    /// The last element description or announcement spoken (what `expect said` compares).
    public var lastSaid: String? { simulator.voiceOverMachine.lastSaid }
    /// The elements on screen (and every element of a small table), in VoiceOver's order.
    public var elements: [AccessibilityElement] { simulator.accessibilityElements(limit: Simulator.elementListLimit).elements }

    /// Turns VoiceOver on: focus goes to the first element on screen, spoken (§4.1).
    public func turnOn() {
        let wasRunning = isRunning
        simulator.runVoiceOver { $0.turnOn(firstOnScreen: simulator.firstAccessibilityElementOnScreen()) }
        // A menu already open is a modal window: the cursor goes onto it.
        if !wasRunning, simulator.contextMenu != nil { simulator.voiceOverMenuOpened() }
    }
    /// Turns VoiceOver off: cell reuse resumes (§10).
    public func turnOff() { simulator.runVoiceOver { $0.turnOff() } }
    /// One-finger swipe right.
    public func next() throws(VoiceOverError) {
        if simulator.voiceOverMenuLine != nil { return simulator.voiceOverMenuStep(by: 1) }
        try simulator.runVoiceOver { [simulator] machine throws(VoiceOverError) in try machine.next(in: simulator.tableView) }
    }
    /// One-finger swipe left.
    public func previous() throws(VoiceOverError) {
        if simulator.voiceOverMenuLine != nil { return simulator.voiceOverMenuStep(by: -1) }
        try simulator.runVoiceOver { [simulator] machine throws(VoiceOverError) in try machine.previous(in: simulator.tableView) }
    }
    /// Four-finger tap near the top.
    public func first() throws(VoiceOverError) {
        if simulator.voiceOverMenuLine != nil { return simulator.voiceOverMenuEnd(last: false) }
        try simulator.runVoiceOver { [simulator] machine throws(VoiceOverError) in try machine.first(in: simulator.tableView) }
    }
    /// Four-finger tap near the bottom.
    public func last() throws(VoiceOverError) {
        if simulator.voiceOverMenuLine != nil { return simulator.voiceOverMenuEnd(last: true) }
        try simulator.runVoiceOver { [simulator] machine throws(VoiceOverError) in try machine.last(in: simulator.tableView) }
    }
    /// Touch to explore.
    public func touch(_ target: VoiceOverTouchTarget) throws(VoiceOverError) {
        let id = try simulator.touchedElement(target)
        try simulator.runVoiceOver { machine throws(VoiceOverError) in try machine.touched(id) }
    }
    /// Double tap.
    public func activate() throws(VoiceOverError) {
        if simulator.voiceOverMenuLine != nil { return simulator.voiceOverMenuActivate() }
        try simulator.voiceOverActivate()
    }
    /// One-finger swipe up: increment, or the previous custom action.
    public func swipeUp() throws(VoiceOverError) { try simulator.voiceOverSwipe(.up) }
    /// One-finger swipe down: decrement, or the next custom action.
    public func swipeDown() throws(VoiceOverError) { try simulator.voiceOverSwipe(.down) }
    /// Speaks the focused element's custom actions.
    public func listActions() throws(VoiceOverError) {
        let element = try simulator.focusedElementOrThrow()
        try simulator.runVoiceOver { machine throws(VoiceOverError) in try machine.listActions(of: element) }
    }
    /// Performs the focused element's custom action with this name.
    public func performAction(named name: String) throws(VoiceOverError) {
        let element = try simulator.focusedElementOrThrow()
        try simulator.runVoiceOver { machine throws(VoiceOverError) in try machine.performAction(named: name, on: element) }
    }
    /// The focused element's custom action names, in order.
    public var actionNames: [String] { focusedElement?.customActions.map(\.name) ?? [] }
    /// Three-finger swipe: a page toward later (`.down`) or earlier rows.
    public func scroll(_ direction: VoiceOverPageDirection) throws(VoiceOverError) {
        try simulator.runVoiceOver { machine throws(VoiceOverError) in try machine.scroll(direction) }
    }
    /// Two-finger Z.
    public func escape() throws(VoiceOverError) {
        if simulator.voiceOverMenuLine != nil {
            try? simulator.dismissContextMenu()
            return
        }
        let row = simulator.tableView.rowActions.row
        try simulator.runVoiceOver { machine throws(VoiceOverError) in try machine.escape(rowShowingButtons: row) }
    }
    /// Two-finger double tap.
    public func magicTap() throws(VoiceOverError) { try simulator.runVoiceOver { machine throws(VoiceOverError) in try machine.magicTap() } }

    /// App code: `UIAccessibility.post(notification: .announcement, argument:)`.
    public func announce(_ text: String) { simulator.runVoiceOver { $0.announcementPosted(text) } }
    /// App code: `.layoutChanged` with an element (or nil).
    public func postLayoutChanged(_ element: AccessibilityElement.ID? = nil) {
        simulator.runVoiceOver { [simulator] in
            $0.layoutChanged(element.map { .element($0) }, in: simulator.tableView, firstOnScreen: simulator.firstAccessibilityElementOnScreen())
        }
    }
    /// App code: `.screenChanged` with an element (or nil).
    public func postScreenChanged(_ element: AccessibilityElement.ID? = nil) {
        simulator.runVoiceOver { [simulator] in
            $0.screenChanged(element.map { .element($0) }, firstOnScreen: simulator.firstAccessibilityElementOnScreen())
        }
    }
}

extension Simulator {
    /// How many elements ``VoiceOver/elements`` lists before it keeps to what is on screen.
    public static let elementListLimit = 200

    /// VoiceOver on this device.
    public var voiceOver: VoiceOver { VoiceOver(simulator: self) }

    /// The focused element's custom action names (what `vo action` completes).
    var voiceOverActionNames: [String] { voiceOver.actionNames }

    /// Registers an app object for `voiceOverStatusDidChangeNotification` (held weakly).
    package func addVoiceOverStatusObserver(_ observer: any VoiceOverStatusObserving) {
        voiceOverObservers.append(WeakVoiceOverObserver(observer: observer))
    }

    /// Runs one input of the state machine and carries out what it decided.
    func runVoiceOver<E: Error>(_ input: (inout VoiceOverStateMachine) throws(E) -> [VoiceOverStateMachine.Action]) throws(E) {
        let actions = try input(&voiceOverMachine)
        carryOut(actions)
    }

    /// The focused element, or the machine's error (off, or no focus).
    func focusedElementOrThrow() throws(VoiceOverError) -> AccessibilityElement {
        guard voiceOverMachine.isRunning else { throw .notRunning }
        guard let id = voiceOverMachine.focus, let element = accessibilityElement(id) else { throw .noFocus }
        return element
    }

    /// What a touch to explore lands on: a named element must be on screen; a point finds the element under it.
    func touchedElement(_ target: VoiceOverTouchTarget) throws(VoiceOverError) -> AccessibilityElement.ID? {
        guard voiceOverMachine.isRunning else { throw .notRunning }
        let screen = layout.touchableArea
        switch target {
        case .element(let id):
            guard let element = accessibilityElement(id), element.frame.intersection(screen) != nil,
                tableView.containsAccessibilityElement(id)
            else { throw .notOnScreen(id) }
            // A finger on the element touches whatever lies over it: the element must show somewhere.
            guard layout.uncoveredPart(of: element.frame) != nil else { throw .covered(id) }
            return id
        case .point(let point):
            return accessibilityElementsOnScreen().last { $0.frame.contains(point) }?.id
        }
    }

    /// Double tap: the picked action or a tap at the activation point; then the element is spoken
    /// again when its description changed (§5).
    func voiceOverActivate() throws(VoiceOverError) {
        let element = try focusedElementOrThrow()
        activationRefusal = nil
        try runVoiceOver { machine throws(VoiceOverError) in try machine.activate(element) }
        if let refusal = activationRefusal {
            activationRefusal = nil
            throw refusal
        }
        if let id = voiceOverMachine.focus, let now = accessibilityElement(id) {
            runVoiceOver { $0.activationFinished(now) }
        }
    }

    /// One-finger swipe up or down on the focused element.
    func voiceOverSwipe(_ direction: VoiceOverStateMachine.SwipeDirection) throws(VoiceOverError) {
        let element = try focusedElementOrThrow()
        let titles = tableView.sectionIndexTitles ?? []
        try runVoiceOver { machine throws(VoiceOverError) in try machine.swipe(direction, on: element, sectionIndexTitles: titles) }
    }

    // MARK: The tree

    /// What the stock-cell rules read about a row on screen: its cell, the selection, the frames the
    /// screen layout gives its parts, the buttons it shows, the swipe actions the delegate gave when
    /// focus landed on it, and its neighbours' reorder controls.
    func accessibilityFacts(ofRow row: IndexPath) -> AccessibilityRowFacts? {
        guard let cell = tableView.cellForRow(at: row), let parts = layout(only: [row]).parts(ofRow: row) else { return nil }
        var facts = AccessibilityRowFacts(
            cell: cell, at: row, isSelectedInTable: tableView.selection.selectedRows.contains(row), frame: parts.row)
        if let frame = parts.editingControl, cell.editingStyle != .none {
            facts.editingControl = AccessibilityRowFacts.EditingControl(style: cell.editingStyle, frame: frame)
        }
        if cell.shownAccessory.hasDetailButton { facts.detailButtonFrame = parts.detailButton }
        facts.accessoryViewFrame = parts.accessoryView
        let titles = tableView.shownActions.map { $0.title ?? "" }
        switch tableView.rowActions.state {
        case .confirmingDelete(row):
            if let frame = parts.buttons.first {
                facts.deleteConfirmation = AccessibilityRowFacts.Button(title: titles.first ?? VoiceOverSpeech.delete, frame: frame)
            }
        case .open(row, _, _):
            facts.swipeButtons = zip(titles, parts.buttons).map { AccessibilityRowFacts.Button(title: $0, frame: $1) }
        default:
            break
        }
        facts.reorderControlFrame = parts.reorderControl
        if let cached = focusedRowSwipeActions, cached.row == row {
            facts.leadingSwipeActions = cached.leading.map(\.title)
            facts.trailingSwipeActions = cached.trailing.map(\.title)
        }
        if cell.isShowingReorderControl {
            // §6: Move up/down beside a neighbour in the same section that also shows a reorder control.
            func showsReorder(_ neighbour: IndexPath) -> Bool {
                tableView.contains(neighbour) && (tableView.cellForRow(at: neighbour)?.isShowingReorderControl ?? true)
            }
            facts.canMoveUp = row.row > 0 && showsReorder(IndexPath(row: row.row - 1, section: row.section))
            facts.canMoveDown = showsReorder(IndexPath(row: row.row + 1, section: row.section))
        }
        facts.dragAction = voiceOverDragAction(forRow: row)
        return facts
    }

    /// The element with an identity as it is now, or nil when the table has no such element. A row
    /// off screen is its plain text element with nothing to say (its cell does not exist).
    public func accessibilityElement(_ id: AccessibilityElement.ID) -> AccessibilityElement? {
        if let row = id.indexPath {
            // A row's elements come from one reading of its facts (what it contains is what they build).
            guard tableView.accessibilityOrder.contains(slot: .row(row)) else { return nil }
            if let facts = accessibilityFacts(ofRow: row) { return facts.elements().first { $0.id == id } }
            return id == .row(row) ? AccessibilityElement(id: id, label: nil, frame: screenRect(ofRow: row)) : nil
        }
        guard tableView.containsAccessibilityElement(id) else { return nil }
        let offset = tableView.contentOffset.y
        func onScreen(_ rect: Rect) -> Rect { Rect(x: rect.minX, y: rect.minY - offset, width: rect.width, height: rect.height) }
        switch id {
        case .header(let section):
            // An app's header view says its own text: its title and its content's labels, or its own
            // label when it is an element itself (§3.3).
            let title = tableView.headerView(forSection: section)?.spokenText ?? tableView.headerTitle(forSection: section)
            return .header(section: section, title: title,
                traits: tableView.headerView(forSection: section)?.headerAccessibilityTraits ?? .header, frame: onScreen(tableView.drawnRectForHeader(inSection: section)))
        case .footer(let section):
            return .footer(section: section, title: tableView.footerView(forSection: section)?.spokenText ?? tableView.footerTitle(forSection: section),
                frame: onScreen(tableView.drawnRectForFooter(inSection: section)))
        case .tableHeaderView:
            return searchBarAccessibilityElement  // a search bar; other header views are not modelled
        case .tableFooterView:
            return nil  // the table's own footer view is not modelled
        case .refreshControl:
            return refreshControlElement()
        case .searchBar:
            return navigationSearchBarAccessibilityElement
        case .sectionIndex:
            let bar = ScreenLayout.sectionIndexBar(of: tableView, metrics: tableView.metrics)
            return .sectionIndex(frame: bar?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0))
        case .row, .deleteControl, .insertControl, .moreInfo, .deleteButton, .swipeButton, .reorderControl:
            preconditionFailure("a row's elements are built above")
        }
    }

    /// The part of the table VoiceOver counts as on screen, in content coordinates: the bounds less the
    /// adjusted insets.
    var visibleContentRect: Rect {
        let inset = tableView.adjustedContentInset
        return Rect(
            x: 0, y: tableView.contentOffset.y + inset.top, width: tableView.frame.width,
            height: max(0, tableView.frame.height - inset.top - inset.bottom))
    }

    /// The headers, rows and footers at least partly on screen, in content order (never every row).
    private func slotsOnScreen() -> [AccessibilityElement.ID] {
        let visible = visibleContentRect
        var ids: [AccessibilityElement.ID] = []
        for section in tableView.displayedHeaderSections
        where tableView.drawnRectForHeader(inSection: section).intersection(visible) != nil {
            ids.append(.header(section))
        }
        for section in tableView.displayedFooterSections
        where tableView.drawnRectForFooter(inSection: section).intersection(visible) != nil {
            ids.append(.footer(section))
        }
        for row in tableView.indexPathsForVisibleRows where tableView.rectForRow(at: row).intersection(visible) != nil {
            ids += tableView.accessibilityParts(ofRow: row).ids(of: row)
        }
        if tableView.showsSectionIndex { ids.append(.sectionIndex) }
        if let control = refreshControlElement(), control.frame.intersection(layout.touchableArea) != nil { ids.append(.refreshControl) }
        // A search bar in the table's header, above the first section.
        if tableHeaderIsAccessibilityElement,
            Rect(x: 0, y: 0, width: tableView.frame.width, height: tableView.tableHeaderHeight).intersection(visible) != nil
        {
            ids.append(.tableHeaderView)
        }
        // A search bar in the navigation bar, always on screen above the table.
        if navigationSearchBarIsAccessibilityElement { ids.append(.searchBar) }
        let order = tableView.accessibilityOrder
        return ids.filter { tableView.containsAccessibilityElement($0) }
            .sorted { order.position(ofSlot: AccessibilityOrder.slot(of: $0)) < order.position(ofSlot: AccessibilityOrder.slot(of: $1)) }
    }

    /// The first element at least partly on screen, in VoiceOver's order (§4.1 choice), or nil.
    public func firstAccessibilityElementOnScreen() -> AccessibilityElement.ID? {
        tableView.accessibilityOrder.earliest(of: slotsOnScreen(), parts: tableView.accessibilityParts(ofRow:))
    }

    /// The elements on screen, in VoiceOver's order (a row's parts in their own order).
    public func accessibilityElementsOnScreen() -> [AccessibilityElement] {
        var seen = Set<AccessibilityElement.ID>()
        return slotsOnScreen().filter { seen.insert($0).inserted }.compactMap(accessibilityElement)
    }

    /// The whole tree in order when it has at most `limit` slots; else only what is on screen, with the
    /// number of rows left out.
    public func accessibilityElements(limit: Int) -> (elements: [AccessibilityElement], rowsNotListed: Int) {
        let order = tableView.accessibilityOrder
        guard order.count <= limit else {
            let elements = accessibilityElementsOnScreen()
            let listedRows = Set(elements.compactMap(\.id.indexPath)).count
            return (elements, order.totalRowCount - listedRows)
        }
        var elements: [AccessibilityElement] = []
        var position = 0
        while position < order.count {
            let slot = order.slot(at: position)
            if case .row(let row) = slot {
                elements += tableView.accessibilityParts(ofRow: row).ids(of: row).compactMap(accessibilityElement)
            } else if let element = accessibilityElement(slot) {
                elements.append(element)
            }
            position += 1
        }
        return (elements, 0)
    }

    // MARK: Carrying out VoiceOver's actions

    /// Carries out the machine's actions in order, each through the table's and the device's own paths.
    func carryOut(_ actions: [VoiceOverStateMachine.Action]) {
        for action in actions {
            guard !tableView.hasCrashed else { return }
            carryOut(action)
        }
    }

    private func carryOut(_ action: VoiceOverStateMachine.Action) {
        switch action {
        case .setRunning(let running):
            focusedRowSwipeActions = nil
            if !running { voiceOverMenuLine = nil }
            voiceOverObservers.removeAll { $0.observer == nil }
            tableView.voiceOverStatusChanged(running: running, observers: voiceOverObservers.compactMap(\.observer))
        case .speak(let utterance):
            tableView.traceSpeech(utterance.description)
        case .moveFocus(let id, let reveal):
            focusedRowSwipeActions = nil
            if reveal { self.reveal(id) }
            if case .row(let row) = id, tableView.cellForRow(at: row) != nil {
                // §6 choice: the delegate is asked for the row's swipe actions when focus lands on it.
                var found: (leading: [ContextualAction], trailing: [ContextualAction]) = ([], [])
                tableView.runCrashingOnException { () throws(UIKitException) in found = try tableView.accessibilitySwipeActions(forRowAt: row) }
                focusedRowSwipeActions = (row, found.leading, found.trailing)
            }
            guard let element = accessibilityElement(id) else { return }
            carryOut(voiceOverMachine.focusArrived(at: element))
        case .tap(let point):
            // §5: a quick tap through the touch path. A point where something else lies over a row's
            // element would silently tap that instead: the double tap is refused, as `tap` refuses a
            // covered row.
            if let id = voiceOverMachine.focus, let row = id.indexPath, !tapAt(point, reaches: row) {
                activationRefusal = .activationPointCovered(id, at: point)
                return
            }
            try? tap(at: point)
        case .perform(let custom, let id):
            guard let row = id.indexPath else { return }
            perform(custom, onRow: row)
        case .adjust(let id, let direction):
            guard let row = id.indexPath, let cell = tableView.cellForRow(at: row) else { return }
            if direction == .up { cell.accessibilityIncrement() } else { cell.accessibilityDecrement() }
            if let element = accessibilityElement(id) { carryOut(voiceOverMachine.valueAdjusted(element)) }
        case .selectSectionIndexTitle(let position):
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.touchSectionIndex(at: position) }
        case .scrollPage(let direction):
            scrollPage(direction)
        case .closeRowButtons:
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.hideRowActions() }
        case .performEscape:
            // No controller or navigation is modelled: nothing handles the escape.
            carryOut(voiceOverMachine.escapeFinished(handled: false))
        case .performMagicTap:
            break
        }
    }

    /// Performs a custom action on a row (§6).
    func perform(_ custom: AccessibilityElement.CustomAction, onRow row: IndexPath) {
        switch custom.kind {
        case .swipeAction(let edge, let index):
            tableView.runCrashingOnException { () throws(UIKitException) in
                // §6 choice: the delegate is asked again when a swipe action is performed.
                let actions = try tableView.accessibilitySwipeActions(forRowAt: row)
                let list = edge == .leading ? actions.leading : actions.trailing
                guard list.indices.contains(index) else { return }
                try tableView.performAccessibilitySwipeAction(list[index], forRowAt: row)
            }
        case .moreInfo:
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.callAccessoryButtonTapped(forRowWith: row) }
        case .moveUp, .moveDown:
            let up = custom.kind == .moveUp
            var destination: IndexPath?
            tableView.runCrashingOnException { () throws(UIKitException) in
                destination = try tableView.moveRowByAccessibility(from: row, up: up)
            }
            guard let destination, destination != row, !tableView.hasCrashed else { return }
            // The neighbour the row passed now stands where the row was.
            let neighbour = accessibilityFacts(ofRow: row)?.label ?? ""
            carryOut(voiceOverMachine.rowMovedByAction(to: destination, above: destination < row, neighbourLabel: neighbour))
        case .app(let index):
            guard let actions = tableView.cellForRow(at: row)?.accessibilityCustomActions, actions.indices.contains(index) else { return }
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.callCustomActionHandler(actions[index]) }
        case .drag:
            voiceOverDrag(row)
        case .drop(let before):
            voiceOverDrop(beside: row, before: before)
        }
    }

    /// Scrolls a newly focused element into view by UIKit's rule, without animation (§4.2).
    func reveal(_ id: AccessibilityElement.ID) {
        let offset = tableView.contentOffset.y
        let visible = visibleContentRect
        let bounds = Rect(x: 0, y: offset, width: tableView.frame.width, height: tableView.frame.height)
        let decision: AccessibilityScrollRule.Decision
        switch id {
        case .header(let section):
            decision = AccessibilityScrollRule.decision(forRect: tableView.rectForHeader(inSection: section), visibleBounds: visible)
        case .footer(let section):
            decision = AccessibilityScrollRule.decision(forRect: tableView.rectForFooter(inSection: section), visibleBounds: visible)
        case .tableHeaderView, .tableFooterView, .sectionIndex, .refreshControl, .searchBar:
            decision = .none
        case .row(let row), .deleteControl(let row), .insertControl(let row), .moreInfo(let row), .deleteButton(let row),
            .swipeButton(let row, _), .reorderControl(let row):
            let keyboard = keyboardFrame.map { Rect(x: $0.minX, y: $0.minY + offset, width: $0.width, height: $0.height) }
            let visibleRows = tableView.indexPathsForVisibleRows
            decision = AccessibilityScrollRule.decision(
                forRow: row, rowRect: tableView.rectForRow(at: row), bounds: bounds, visibleBounds: visible,
                keyboard: keyboard, visibleRows: visibleRows,
                showsEveryRow: visibleRows.count == tableView.accessibilityOrder.totalRowCount)
        }
        switch decision {
        case .none:
            break
        case .scrollToRow(let row, let position):
            tableView.runCrashingOnException { () throws(UIKitException) in
                try tableView.scrollRowNow(at: row, to: position)
                // §4.2 step 4: again with .middle when the row is still not shown.
                if tableView.cellForRow(at: row) == nil { try tableView.scrollRowNow(at: row, to: .middle) }
            }
        case .scrollRectToVisible(let rect):
            var y = offset
            if rect.minY < visible.minY {
                y -= visible.minY - rect.minY
            } else if rect.maxY > visible.maxY {
                y += min(rect.maxY - visible.maxY, rect.minY - visible.minY)
            }
            tableView.runCrashingOnException { () throws(UIKitException) in
                try tableView.moveContent(to: Point(x: tableView.contentOffset.x, y: tableView.clampedOffsetY(y)))
            }
        }
    }

    /// Three-finger scroll: an animated page finished on the virtual clock, then the status (§7).
    private func scrollPage(_ direction: VoiceOverStateMachine.PageDirection) {
        // Pull to refresh: at the top, the three-finger swipe down starts the table's refresh
        // control instead of sounding the boundary (<doc:AccessibilityReference>, after SSPullToRefresh#61).
        if direction == .up, tableView.canStartRefreshFromTop {
            tableView.startRefreshFromTop()
            voiceOverRefreshStarted()
            return
        }
        let moved = scrollOnePage(down: direction == .down)
        guard !tableView.hasCrashed else { return }
        var status: String?
        tableView.runCrashingOnException { () throws(UIKitException) in status = try tableView.callAccessibilityScrollStatus() }
        guard !tableView.hasCrashed else { return }
        let visible = visibleContentRect
        let order = tableView.accessibilityOrder
        let rows = tableView.indexPathsForVisibleRows.filter { tableView.rectForRow(at: $0).intersection(visible) != nil }
            .map(order.rowPosition(of:))
        let range = rows.min().flatMap { first in rows.max().map { first...$0 } }
        let spoken = status ?? VoiceOverSpeech.pageStatus(visibleRows: range, totalRows: order.totalRowCount)
        carryOut(voiceOverMachine.pageScrolled(moved: moved, status: spoken, firstOnScreen: firstAccessibilityElementOnScreen()))
    }

    /// An animated page (the visible height less the insets) toward later (`down`) or earlier rows,
    /// finished on the virtual clock; false when the content was already at that end. VoiceOver's
    /// three-finger scroll, Switch Control's Scroll Up/Down and Voice Control's "Scroll down/up" move
    /// the content this way.
    func scrollOnePage(down: Bool) -> Bool {
        let page = visibleContentRect.height
        let current = tableView.contentOffset.y
        return scrollAnimated(toY: tableView.clampedOffsetY(down ? current + page : current - page))
    }

    /// An animated scroll of the content to an offset, finished on the virtual clock; false when the
    /// content is already there.
    func scrollAnimated(toY target: Double) -> Bool {
        guard target != tableView.contentOffset.y else { return false }
        tableView.runCrashingOnException { () throws(UIKitException) in try tableView.scrollContent(toY: target, animated: true) }
        while let next = tableView.nextMotionFrameTime, !tableView.hasCrashed { wait(milliseconds: next - now) }
        return true
    }

    // MARK: Following the table

    /// Feeds a table event to VoiceOver's machine.
    func voiceOverFollow(_ event: TableView.Event) {
        guard voiceOverMachine.isRunning else { return }
        switch event {
        case .updateApplied(let mapping):
            carryOut(voiceOverMachine.rowsUpdated(
                newIndexPath: { mapping.newIndexPath(for: $0) }, newSection: { mapping.newSection(for: $0) },
                in: tableView, firstOnScreen: firstAccessibilityElementOnScreen()))
        case .reloaded:
            if let titles = tableView.sectionIndexTitles { voiceOverMachine.sectionIndexTitlesLoaded(count: titles.count) }
            carryOut(voiceOverMachine.reloaded(in: tableView, firstOnScreen: firstAccessibilityElementOnScreen()))
        case .editingChanged:
            voiceOverMachine.editingChanged()
        case .rowButtonsShown(let row, let confirmation):
            carryOut(voiceOverMachine.rowButtonsShown(first: confirmation ? .deleteButton(row) : .swipeButton(row, 0)))
        case .rowControlsChanged(let row):
            voiceOverMachine.rowControlsChanged(row, in: tableView)
        case .sectionIndexTouched(let position):
            voiceOverMachine.sectionIndexTouched(at: position)
        case .refreshControlChanged:
            carryOut(voiceOverMachine.reloaded(in: tableView, firstOnScreen: firstAccessibilityElementOnScreen()))
        case .rowsMoved, .firstResponderResigned:
            break
        }
    }
}

extension Simulator {
    /// Whether a finger coming down at a point reaches the row (its content or one of its controls),
    /// or lands where a touch anywhere does the same (outside a row's open buttons, which it closes);
    /// false on the keyboard, the status bar, a header or footer, the index, or another row.
    func tapAt(_ point: Point, reaches row: IndexPath) -> Bool {
        guard case .table(let target) = layout(around: point).element(at: point) else { return false }
        switch target {
        case .row(let reached), .reorderControl(let reached): return reached == row
        case .control(.detailButton(let reached)), .control(.editingControl(let reached)),
            .control(.textField(let reached)), .control(.actionButton(let reached, _)), .control(.accessoryView(let reached)):
            return reached == row
        case .outsideRowActions: return true
        case .sectionIndex, .nothing: return false
        }
    }
}
