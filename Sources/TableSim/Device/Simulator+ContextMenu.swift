/// The long press and the context menu it opens (ContextMenusBehaviour.md).
///
/// A finger resting on a row for ``TouchStateMachine/longPressDuration`` asks the delegate for the
/// row's menu; with one, the interaction takes the touch (the row's highlight and pending tap are
/// gone) and the menu stays open after the finger lifts, until an item is chosen, the preview is
/// tapped or the menu is dismissed. While it is open, the screen under it takes no touch.

extension TableView {
    /// The preview a menu lifts out of: the iOS 16 per-row method when the delegate implements it,
    /// else the older one (ContextMenusBehaviour.md).
    func callContextMenuHighlightPreview(_ configuration: ContextMenuConfiguration, forRowAt indexPath: IndexPath) throws(UIKitException) {
        if appResponds(to: .highlightPreviewForRowAt) { _ = try callHighlightPreview(configuration, forRowAt: indexPath) }
        if !appResponds(to: .highlightPreviewForRowAt) { _ = try callPreviewForHighlightingContextMenu(with: configuration) }
    }

    /// The preview a menu lands on, by the same rule.
    func callContextMenuDismissalPreview(_ configuration: ContextMenuConfiguration, forRowAt indexPath: IndexPath) throws(UIKitException) {
        if appResponds(to: .dismissalPreviewForRowAt) { _ = try callDismissalPreview(configuration, forRowAt: indexPath) }
        if !appResponds(to: .dismissalPreviewForRowAt) { _ = try callPreviewForDismissingContextMenu(with: configuration) }
    }

    /// The titles the open context menu offers, read through the table's device (for completion).
    package var contextMenuActionTitles: [String]? { (device as? Simulator)?.contextMenuActionTitles }
}

/// A context menu on screen: the row it belongs to, the delegate's configuration and what it shows.
package struct ShownContextMenu {
    /// The row the long press was on.
    package let row: IndexPath
    /// The configuration the delegate gave, handed back to its later methods.
    let configuration: ContextMenuConfiguration
    /// The elements shown, deferred ones replaced by what their provider gave at once.
    package let elements: [MenuElement]
    /// The submenus opened in place, outermost first (a touch on a submenu's line opens it).
    package var openSubmenus: [Menu] = []

    /// The actions a user can choose (hidden ones left out), submenus and inline groups opened, in order.
    package var actions: [MenuAction] {
        func walk(_ elements: [MenuElement]) -> [MenuAction] {
            elements.flatMap { element -> [MenuAction] in
                switch element {
                case .action(let action): action.attributes.contains(.hidden) ? [] : [action]
                case .menu(let menu): walk(menu.children)
                case .deferred: []
                }
            }
        }
        return walk(elements)
    }
}

extension Simulator {
    /// A long press on a row's content: the finger comes down, rests for the long-press duration and
    /// lifts. With a menu from the delegate the menu opens and stays; without one the hold is a slow
    /// tap, and the lift selects the row as a tap does.
    public func longPress(_ indexPath: IndexPath) throws(SimulationError) {
        guard hasAppeared else { throw .notAppeared }
        try longPress(at: try point(ofRow: indexPath, region: .content))
    }

    /// A held touch at a screen point: down, the long-press duration, up (Voice Control's "Long
    /// press", Switch Control's and Full Keyboard Access's hold).
    func longPress(at point: Point) throws(SimulationError) {
        try touchDown(at: point)
        wait(milliseconds: TouchStateMachine.longPressDuration)
        try touchUp()
    }

    /// The titles of the actions the open menu offers, or nil when no menu is open.
    public var contextMenuActionTitles: [String]? { contextMenu?.actions.map(\.title) }

    /// Chooses the open menu's action with a title by touching its line on the menu (after the
    /// line of the submenu that holds it, which opens in place): the menu closes (unless the action
    /// keeps it presented), then the action's handler runs.
    public func chooseContextMenuAction(titled title: String) throws(SimulationError) {
        guard let shown = contextMenu else { throw .noContextMenuShown }
        guard let action = shown.actions.first(where: { $0.title == title }) else {
            throw .noSuchMenuItem(title, shown: shown.actions.map(\.title))
        }
        guard !action.attributes.contains(.disabled) else { throw .menuItemDisabled(title) }
        // Each tap opens a submenu, goes back up or chooses; a menu is never deeper than this.
        for _ in 0..<32 {
            guard let menu = contextMenu, menu.row == shown.row, let step = contextMenuStep(toActionTitled: title) else { break }
            try tap(at: step.point)
            if step.chooses { return }
        }
        throw .noSuchMenuItem(title, shown: shown.actions.map(\.title))
    }

    /// Runs a chosen action: the menu closes (unless the action keeps it presented), then its handler.
    func choose(_ action: MenuAction, in shown: ShownContextMenu) {
        if action.attributes.contains(.keepsMenuPresented) {
            tableView.runCrashingOnException { () throws(UIKitException) in try tableView.callHandler(of: action) }
            return
        }
        closeContextMenu(shown) { () throws(UIKitException) in try tableView.callHandler(of: action) }
    }

    /// Dismisses the open menu (a tap outside it): it closes and nothing runs.
    public func dismissContextMenu() throws(SimulationError) {
        guard let shown = contextMenu else { throw .noContextMenuShown }
        closeContextMenu(shown) { () throws(UIKitException) in }
    }

    /// Taps the open menu's preview: the delegate hears of the commit, then the menu closes.
    public func tapContextMenuPreview() throws(SimulationError) {
        guard let shown = contextMenu else { throw .noContextMenuShown }
        contextMenu = nil
        let commit = ContextMenuAnimator(), end = ContextMenuAnimator()
        tableView.runCrashingOnException { () throws(UIKitException) in
            try tableView.callWillPerformPreviewAction(shown.configuration, animator: commit)
            try tableView.callWillEndContextMenuInteraction(shown.configuration, animator: end)
        }
        menuCursorsClosed(row: shown.row)
        commit.finish()
        end.finish()
    }

    /// The menu closes: the delegate hears it will end and gives the view it lands on, then `then`
    /// runs (a chosen action's handler), then what the app added to the animator.
    private func closeContextMenu(_ shown: ShownContextMenu, then: () throws(UIKitException) -> Void) {
        contextMenu = nil
        let animator = ContextMenuAnimator()
        tableView.runCrashingOnException { () throws(UIKitException) in
            try tableView.callWillEndContextMenuInteraction(shown.configuration, animator: animator)
            try tableView.callContextMenuDismissalPreview(shown.configuration, forRowAt: shown.row)
            menuCursorsClosed(row: shown.row)
            try then()
        }
        animator.finish()
    }

    /// The long-press timer fired on a row (the touch machine's `longPress`): the delegate's
    /// configuration at the point in the table's coordinates; with one, the highlight preview, the
    /// row unhighlights, the action provider makes the menu, the delegate hears it will show, and
    /// deferred elements load.
    func beginContextMenu(forRowAt indexPath: IndexPath, at point: Point, unhighlighting: IndexPath?) {
        guard tableView.appResponds(to: .contextMenuConfigurationForRowAt) else { return finger.contextMenuResolved(false) }
        let tablePoint = Point(x: point.x + tableView.contentOffset.x, y: point.y + tableView.contentOffset.y)
        var configuration: ContextMenuConfiguration?
        tableView.runCrashingOnException { () throws(UIKitException) in
            configuration = try tableView.callContextMenuConfiguration(forRowAt: indexPath, point: tablePoint)
        }
        guard let configuration, !tableView.hasCrashed else { return finger.contextMenuResolved(false) }
        finger.contextMenuResolved(true)
        longPressDeadline = nil
        let animator = ContextMenuAnimator()
        var elements: [MenuElement] = []
        tableView.runCrashingOnException { () throws(UIKitException) in
            try tableView.callContextMenuHighlightPreview(configuration, forRowAt: indexPath)
            if let row = unhighlighting { try tableView.touchLeftRow(row) }
            let menu = try tableView.callActionProvider(of: configuration)
            try tableView.callWillDisplayContextMenu(configuration, animator: animator)
            elements = try loadDeferred(menu?.children ?? [])
        }
        contextMenu = ShownContextMenu(row: indexPath, configuration: configuration, elements: elements)
        animator.finish()
        menuCursorsOpened()
    }

    /// The elements with each deferred one replaced by what its provider gives at once (a provider
    /// that answers later leaves it loading).
    private func loadDeferred(_ elements: [MenuElement]) throws(UIKitException) -> [MenuElement] {
        var loaded: [MenuElement] = []
        for element in elements {
            switch element {
            case .action:
                loaded.append(element)
            case .menu(let menu):
                let children = try loadDeferred(menu.children)
                loaded.append(.menu(Menu(title: menu.title, displaysInline: menu.displaysInline, children: children)))
            case .deferred(let deferred):
                if let given = try tableView.callDeferredProvider(of: deferred) {
                    loaded += try loadDeferred(given)
                } else {
                    loaded.append(element)
                }
            }
        }
        return loaded
    }

    /// The broken invariants of the long press and the menu: an open menu holds any finger on the
    /// table, and the long-press timer runs only while a finger rests on the table.
    func contextMenuProblems() -> [String] {
        var problems: [String] = []
        if case .contextMenu = finger.table.state, contextMenu == nil {
            problems.append("the finger rests on a context menu that is not open")
        }
        if contextMenu != nil, finger.table.isTouching, !({ if case .contextMenu = finger.table.state { true } else { false } }()) {
            problems.append("a context menu is open while the touch is \(finger.table.state)")
        }
        if longPressDeadline != nil, !finger.table.isTouching {
            problems.append("the long-press timer runs with no finger on the table")
        }
        return problems
    }
}
