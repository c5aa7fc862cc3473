/// Where the open context menu's lines lie on screen (ContextMenusBehaviour.md): the platter below
/// the lifted row (above it when the room below is short), one line of ``lineHeight`` per element
/// shown. The picture draws these frames and a finger on the menu touches them, so what a test
/// taps is what the picture shows.
package struct ContextMenuLayout {
    /// One line of the menu.
    package enum Line {
        /// An action a touch chooses (unless it is disabled).
        case action(MenuAction)
        /// A submenu's title with a chevron: a touch opens it in place.
        case submenu(Menu)
        /// The title of the submenu shown, above its children: a touch goes back to its parent.
        case submenuHeader(Menu)
        /// A deferred element still loading ("Loading…"): a touch does nothing.
        case loading

        /// The text the line shows.
        package var title: String {
            switch self {
            case .action(let action): action.title
            case .submenu(let menu), .submenuHeader(let menu): menu.title
            case .loading: "Loading…"
            }
        }
    }

    /// The height of one line.
    package static let lineHeight = 44.0
    /// The platter's width.
    package static let width = 250.0

    /// The lines, top to bottom.
    package let lines: [Line]
    /// The platter's rectangle on screen.
    package let frame: Rect

    /// The layout of lines beside a lifted row on a screen.
    package init(lines: [Line], row: Rect, screen: Size) {
        self.lines = lines
        let height = Self.lineHeight * Double(max(lines.count, 1))
        let below = row.maxY + 8
        let y = below + height <= screen.height - 8 ? below : max(8, row.minY - 8 - height)
        let x = max(8, min(row.minX + 8, screen.width - 8 - Self.width))
        frame = Rect(x: x, y: y, width: Self.width, height: height)
    }

    /// The lines a list of elements shows: hidden actions left out, an inline group's in place, a
    /// submenu as its title, a deferred element as its loading line.
    package static func lines(of elements: [MenuElement]) -> [Line] {
        elements.flatMap { element -> [Line] in
            switch element {
            case .action(let action): action.attributes.contains(.hidden) ? [] : [.action(action)]
            case .menu(let menu): menu.displaysInline ? lines(of: menu.children) : [.submenu(menu)]
            case .deferred: [.loading]
            }
        }
    }

    /// The rectangle of the line at a position.
    package func frame(ofLine index: Int) -> Rect {
        Rect(x: frame.minX, y: frame.minY + Self.lineHeight * Double(index), width: Self.width, height: Self.lineHeight)
    }

    /// The position of the line under a point, or nil off the platter.
    package func line(at point: Point) -> Int? {
        guard frame.contains(point) else { return nil }
        let index = Int((point.y - frame.minY) / Self.lineHeight)
        return lines.indices.contains(index) ? index : nil
    }
}

extension ShownContextMenu {
    /// The lines shown now: the open submenu's title and children, else the menu's own elements.
    package var lines: [ContextMenuLayout.Line] {
        guard let submenu = openSubmenus.last else { return ContextMenuLayout.lines(of: elements) }
        return [.submenuHeader(submenu)] + ContextMenuLayout.lines(of: submenu.children)
    }
}

extension Menu {
    /// Whether an action with this title lies somewhere inside (hidden ones left out).
    func contains(actionTitled title: String) -> Bool {
        children.contains { element in
            switch element {
            case .action(let action): !action.attributes.contains(.hidden) && action.title == title
            case .menu(let menu): menu.contains(actionTitled: title)
            case .deferred: false
            }
        }
    }
}

extension Simulator {
    /// The open menu's layout on this screen, or nil when no menu is open.
    package func contextMenuLayout() -> ContextMenuLayout? {
        guard let shown = contextMenu else { return nil }
        return ContextMenuLayout(lines: shown.lines, row: screenRect(ofRow: shown.row), screen: screen.size)
    }

    /// A finger comes down while a menu is open: on the platter it rests on the menu (a window above
    /// the table's, which hears nothing); anywhere else it is refused, as the menu covers the screen.
    func touchDownOnContextMenu(at point: Point) throws(SimulationError) {
        guard let layout = contextMenuLayout(), layout.frame.contains(point) else { throw .contextMenuShown }
        carryOut(finger.touchBegan(at: point, on: .contextMenu, delaysContentTouches: tableView.delaysContentTouches))
    }

    /// A finger lifted from the menu at a point: an action's line chooses it (a disabled one does
    /// nothing), a submenu's line opens it in place, the open submenu's title goes back.
    func contextMenuLineTouched(at point: Point) {
        guard let shown = contextMenu, let layout = contextMenuLayout(), let index = layout.line(at: point) else { return }
        switch layout.lines[index] {
        case .action(let action):
            guard !action.attributes.contains(.disabled) else { return }
            choose(action, in: shown)
        case .submenu(let menu):
            contextMenu?.openSubmenus.append(menu)
        case .submenuHeader:
            contextMenu?.openSubmenus.removeLast()
        case .loading:
            break
        }
    }

    /// The centre of the line a touch must reach next to bring an action with a title into reach,
    /// and whether touching it chooses the action: its own line, else the submenu holding it, else
    /// the open submenu's title (back up); nil when no line leads to it.
    func contextMenuStep(toActionTitled title: String) -> (point: Point, chooses: Bool)? {
        guard let layout = contextMenuLayout() else { return nil }
        func centre(_ index: Int) -> Point {
            let rect = layout.frame(ofLine: index)
            return Point(x: rect.midX, y: rect.midY)
        }
        for (index, line) in layout.lines.enumerated() {
            if case .action(let action) = line, action.title == title { return (centre(index), true) }
        }
        for (index, line) in layout.lines.enumerated() {
            if case .submenu(let menu) = line, menu.contains(actionTitled: title) { return (centre(index), false) }
        }
        if case .submenuHeader = layout.lines.first { return (centre(0), false) }
        return nil
    }
}
