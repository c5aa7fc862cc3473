/// A drag in flight in a picture (DragAndDropBehaviour.md): the lifted row's place left empty, a
/// blue line where the row would land, and the lifted row itself under the finger, raised on a
/// shadow, with its title.
struct DragPicture {
    /// Where the lifted row was, on screen.
    var origin: Rect
    /// The lifted row as it is drawn under the finger.
    var lifted: Rect
    /// The y on screen of the gap where the row would land, if the drop would land in a gap.
    var landingY: Double?
    /// The title of the lifted row's cell.
    var title: String

    static let empty = "#F2F2F7"
    static let shadow = "#000000"
    static let platter = "#FFFFFF"
    static let outline = "#C6C6C8"
    static let tint = "#007AFF"
    static let label = "#000000"

    /// Draws the drag as a group named `drag`.
    func draw(into svg: inout SVGWriter) {
        svg.beginGroup(named: "drag")
        svg.rect(origin, fill: Self.empty)
        if let y = landingY {
            svg.line(from: Point(x: origin.minX + 16, y: y), to: Point(x: origin.maxX - 16, y: y), stroke: Self.tint, width: 3, roundCaps: true)
        }
        let shadow = Rect(x: lifted.minX + 2, y: lifted.minY + 6, width: lifted.width, height: lifted.height)
        svg.rect(shadow, fill: Self.shadow, radius: 12, opacity: 0.18)
        svg.rect(lifted, fill: Self.platter, stroke: Self.outline, strokeWidth: 1, radius: 12)
        svg.text(title, x: lifted.minX + 20, baseline: lifted.midY + 6, size: 17, color: Self.label)
        svg.endGroup()
    }
}

extension Simulator {
    /// The drag to draw, or nil when no row is carried.
    func dragPicture() -> DragPicture? {
        guard let source = tableView.draggedRow, tableView.contains(source), let grab = dragGrab, let finger = finger.location
        else { return nil }
        let origin = screenRect(ofRow: source)
        let centre = finger.y + grab.offset
        let lifted = Rect(x: origin.minX, y: centre - origin.height / 2, width: origin.width, height: origin.height)
        // The gap: where the table's own reorder would put the row, or the drop delegate's destination
        // when it proposes an insert there.
        let screenY = { (contentY: Double) in contentY - self.tableView.contentOffset.y + self.tableView.frame.minY }
        var landingY: Double?
        if let destination = tableView.dragLandingDestination,
            tableView.isDestination(destination, forRowFrom: source)
        {
            landingY = screenY(tableView.reorderWaypoint(movingRowFrom: source, to: destination))
        }
        let title = tableView.cellForRow(at: source)?.textLabel?.text ?? ""
        return DragPicture(origin: origin, lifted: lifted, landingY: landingY, title: title)
    }
}
