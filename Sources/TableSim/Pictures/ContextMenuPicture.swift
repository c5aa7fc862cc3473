/// An open context menu in a picture (ContextMenusBehaviour.md): the screen dimmed behind, the
/// row lifted as the preview (undimmed, outlined), and the menu's platter below it (above it when the room
/// below is short), one line per action shown, a destructive one red, a disabled one grey, a
/// checkmark for an action that is on, a submenu's title with a chevron and a deferred element
/// still loading as "Loading…".
struct ContextMenuPicture {
    /// The lifted row's rectangle on screen.
    var row: Rect
    /// What the menu lists, in order.
    var items: [Item]
    /// The screen's size.
    var screen: Size

    /// One line of the menu.
    struct Item {
        var title: String
        var color: String
        var checked: Bool
        var isSubmenu: Bool
    }

    static let rowHeight = 44.0
    static let width = 250.0
    static let dim = "#000000"
    static let platter = "#F2F2F7"
    static let separator = "#C6C6C8"
    static let label = "#000000"
    static let destructive = "#FF3B30"
    static let disabled = "#8E8E93"

    /// The items of the elements as the menu lists them: hidden ones left out, an inline group's in place.
    static func items(of elements: [MenuElement]) -> [Item] {
        elements.flatMap { element -> [Item] in
            switch element {
            case .action(let action):
                if action.attributes.contains(.hidden) { return [] }
                let color =
                    action.attributes.contains(.disabled) ? disabled : action.attributes.contains(.destructive) ? destructive : label
                return [Item(title: action.title, color: color, checked: action.state == .on, isSubmenu: false)]
            case .menu(let menu):
                if menu.displaysInline { return items(of: menu.children) }
                return [Item(title: menu.title, color: label, checked: false, isSubmenu: true)]
            case .deferred:
                return [Item(title: "Loading…", color: disabled, checked: false, isSubmenu: false)]
            }
        }
    }

    /// Draws the dimmed screen, the lifted row and the menu as a group named `context-menu`.
    func draw(into svg: inout SVGWriter) {
        svg.beginGroup(named: "context-menu")
        // Everything but the lifted row is dimmed; the row keeps its content, outlined as the preview.
        svg.rect(Rect(x: 0, y: 0, width: screen.width, height: max(0, row.minY)), fill: Self.dim, opacity: 0.25)
        svg.rect(Rect(x: 0, y: row.maxY, width: screen.width, height: max(0, screen.height - row.maxY)), fill: Self.dim, opacity: 0.25)
        svg.rect(row, fill: "none", stroke: Self.separator, strokeWidth: 1, radius: 12)
        let height = Self.rowHeight * Double(max(items.count, 1))
        let below = row.maxY + 8
        let y = below + height <= screen.height - 8 ? below : max(8, row.minY - 8 - height)
        let x = max(8, min(row.minX + 8, screen.width - 8 - Self.width))
        svg.rect(Rect(x: x, y: y, width: Self.width, height: height), fill: Self.platter, radius: 13)
        for (index, item) in items.enumerated() {
            let top = y + Self.rowHeight * Double(index)
            if index > 0 { svg.line(from: Point(x: x, y: top), to: Point(x: x + Self.width, y: top), stroke: Self.separator, width: 0.5) }
            let textX = x + (item.checked ? 36 : 16)
            if item.checked {
                svg.polyline(
                    [Point(x: x + 14, y: top + 22), Point(x: x + 19, y: top + 27), Point(x: x + 27, y: top + 17)],
                    stroke: item.color, width: 2)
            }
            svg.text(item.title, x: textX, baseline: top + 27, size: 17, color: item.color)
            if item.isSubmenu {
                let chevronX = x + Self.width - 20
                svg.polyline(
                    [Point(x: chevronX - 4, y: top + 16), Point(x: chevronX + 2, y: top + 22), Point(x: chevronX - 4, y: top + 28)],
                    stroke: Self.disabled, width: 2)
            }
        }
        svg.endGroup()
    }
}

extension Simulator {
    /// The open context menu to draw, or nil when none is open or its row left the screen.
    func contextMenuPicture() -> ContextMenuPicture? {
        guard let shown = contextMenu else { return nil }
        return ContextMenuPicture(
            row: screenRect(ofRow: shown.row), items: ContextMenuPicture.items(of: shown.elements), screen: screen.size)
    }
}
