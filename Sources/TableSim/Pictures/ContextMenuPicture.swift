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
    /// The menu's platter on screen (where a finger touches its lines too).
    var platter: Rect
    /// The line VoiceOver's cursor is on, ringed, or nil.
    var voiceOverLine: Int? = nil

    /// One line of the menu.
    struct Item {
        var title: String
        var color: String
        var checked: Bool
        var isSubmenu: Bool
    }

    static let rowHeight = ContextMenuLayout.lineHeight
    static let width = ContextMenuLayout.width
    static let dim = "#000000"
    static let platter = "#F2F2F7"
    static let separator = "#C6C6C8"
    static let label = "#000000"
    static let destructive = "#FF3B30"
    static let disabled = "#8E8E93"

    /// The items of the menu's lines: a destructive action red, a disabled one and a loading line grey.
    static func items(of lines: [ContextMenuLayout.Line]) -> [Item] {
        lines.map { line in
            switch line {
            case .action(let action):
                let color =
                    action.attributes.contains(.disabled) ? disabled : action.attributes.contains(.destructive) ? destructive : label
                return Item(title: action.title, color: color, checked: action.state == .on, isSubmenu: false)
            case .submenu(let menu):
                return Item(title: menu.title, color: label, checked: false, isSubmenu: true)
            case .submenuHeader(let menu):
                return Item(title: menu.title, color: disabled, checked: false, isSubmenu: false)
            case .loading:
                return Item(title: line.title, color: disabled, checked: false, isSubmenu: false)
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
        svg.rect(platter, fill: Self.platter, radius: 13)
        let x = platter.minX, y = platter.minY
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
        if let line = voiceOverLine, items.indices.contains(line) {
            AccessibilityLayer.drawFocusRing(
                around: Rect(x: x, y: y + Self.rowHeight * Double(line), width: Self.width, height: Self.rowHeight), into: &svg)
        }
        svg.endGroup()
    }
}

extension Simulator {
    /// The open context menu to draw, or nil when none is open or its row left the screen.
    func contextMenuPicture() -> ContextMenuPicture? {
        guard let shown = contextMenu, let layout = contextMenuLayout() else { return nil }
        return ContextMenuPicture(
            row: screenRect(ofRow: shown.row), items: ContextMenuPicture.items(of: layout.lines), screen: screen.size,
            platter: layout.frame, voiceOverLine: voiceOverMenuLine ?? fullKeyboardAccessMenuLine)
    }
}
