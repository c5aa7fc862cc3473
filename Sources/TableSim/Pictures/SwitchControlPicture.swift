/// Switch Control's highlight in a picture: a thick outline around what the scanner highlights (an
/// element, or a group's elements together), drawn only while Switch Control runs and highlights
/// something (SwitchControlBehaviour.md).
struct SwitchControlPicture {
    /// The outlined area on screen, or nil when nothing is highlighted.
    var frame: Rect?
    /// Whether the outline is a group's (dashed on the device; a thinner line here).
    var isGroup: Bool

    /// The outline's colour and widths.
    static let stroke = "#0A84FF"
    static let elementWidth = 4.0
    static let groupWidth = 2.0

    /// Draws the outline as a group named `switch-control`; nothing when nothing is highlighted.
    func draw(into svg: inout SVGWriter) {
        guard let frame, frame.width > 0, frame.height > 0 else { return }
        let width = isGroup ? Self.groupWidth : Self.elementWidth
        let inset = width / 2
        let box = Rect(x: frame.minX + inset, y: frame.minY + inset, width: frame.width - width, height: frame.height - width)
        svg.beginGroup(named: "switch-control")
        svg.rect(box, fill: "none", stroke: Self.stroke, strokeWidth: width, radius: 6)
        svg.endGroup()
    }
}

extension Simulator {
    /// Switch Control's highlight on an open context menu: the line's rectangle on the platter, or
    /// the whole screen as a group's outline when it is outside the menu; nil otherwise.
    func switchControlMenuPicture() -> SwitchControlPicture? {
        guard let line = switchControlMenuLine, let layout = contextMenuLayout() else { return nil }
        guard line < layout.lines.count else { return SwitchControlPicture(frame: Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height), isGroup: true) }
        return SwitchControlPicture(frame: layout.frame(ofLine: line), isGroup: false)
    }

    /// What Switch Control's highlight outlines now: the element's shown part, or the union of a
    /// group's elements' and its header's shown parts; nil while nothing is highlighted.
    func switchControlPicture() -> SwitchControlPicture {
        let machine = switchControlMachine
        // On an open menu the highlight is on its line, drawn over the menu (switchControlMenuPicture).
        guard machine.isRunning, switchControlMenuLine == nil, let item = machine.highlighted else { return SwitchControlPicture(frame: nil, isGroup: false) }
        func shown(_ id: AccessibilityElement.ID) -> Rect? {
            accessibilityElement(id).flatMap { shownPart(ofAccessibilityFrame: $0.frame) }
        }
        switch item {
        case .element(let id):
            return SwitchControlPicture(frame: shown(id), isGroup: false)
        case .group(let section), .leaveGroup(let section):
            let stops = switchControlScreen().groups.first { $0.section == section }?.stops ?? []
            // The group is the section on screen: its header too, when it shows.
            let frames = (stops.map(\.id) + [.header(section)]).compactMap { shown($0) }
            guard let first = frames.first else { return SwitchControlPicture(frame: nil, isGroup: true) }
            let minX = frames.map(\.minX).min() ?? first.minX, minY = frames.map(\.minY).min() ?? first.minY
            let maxX = frames.map(\.maxX).max() ?? first.maxX, maxY = frames.map(\.maxY).max() ?? first.maxY
            return SwitchControlPicture(frame: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), isGroup: true)
        }
    }
}
