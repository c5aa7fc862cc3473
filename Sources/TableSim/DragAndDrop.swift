/// The core's drag-and-drop types (UIKit's `UIDragItem`, `UIDragSession`, `UIDropSession`,
/// `UITableViewDropProposal`, `UITableViewDropCoordinator`, `UIDragPreviewParameters`): what a drag
/// delegate answers and a drop delegate is handed. TableSimUIKit names them with UIKit's names and
/// adds what needs UIKit's own types (`NSItemProvider`, `UITableViewDropPlaceholder`). The manual's
/// DragAndDropBehaviour page gives the order of the calls and its sources.

/// One thing a drag carries (UIKit's `UIDragItem`): what the app attached to it, and the text a
/// drop from outside the app holds. It prints as `item`, or `item "TEXT"` when it holds text.
public final class DragItem: TraceFormattable {
    /// The app's own object for a drop inside the app (UIKit's `localObject`).
    public var localObject: Any?
    /// What carries the item's data in the app's layer (TableSimUIKit's `NSItemProvider`).
    package var provider: AnyObject?
    /// The text the item holds, if it holds one (from an item provider made of a string).
    package var text: String?
    /// The row the item was lifted from, when a drag on this table made it.
    package var sourceIndexPath: IndexPath?

    /// Creates an item holding a text, or nothing the table can read.
    public init(text: String? = nil) {
        self.text = text
    }

    /// `item`, or `item "TEXT"`.
    public var traceDescription: String { text.map { "item " + $0.traceDescription } ?? "item" }
}

/// How a lifted or landing row looks (UIKit's `UIDragPreviewParameters`). It prints as `parameters`.
public final class DragPreviewParameters: TraceFormattable {
    /// What the app set on it in the app's layer (a background colour, a visible path), by name.
    package var settings: [String: Any] = [:]
    /// Creates parameters that show the whole cell.
    public init() {}
    /// `parameters`.
    public var traceDescription: String { "parameters" }
}

/// What a drop does with the items (UIKit's `UIDropOperation`).
public enum DropOperation: Int, Hashable, Sendable, CaseIterable {
    /// The drop is not taken here, and the drag goes on as if this place were not a target.
    case cancel = 0
    /// The drop would be taken here, but not now: the drag shows that it is forbidden.
    case forbidden = 1
    /// The items are copied.
    case copy = 2
    /// The items are moved (inside the app only).
    case move = 3
}

/// How a table would take a drop at a destination (UIKit's `UITableViewDropProposal`): the
/// operation and where the items go. It prints as `proposal .move .insertAtDestinationIndexPath`.
public final class TableViewDropProposal: TraceFormattable {
    /// Where the dropped items go (UIKit's `UITableViewDropProposal.Intent`).
    public enum Intent: Int, Hashable, Sendable, CaseIterable {
        /// Not yet known: no gap opens.
        case unspecified = 0
        /// Into new rows at the destination: a gap opens there.
        case insertAtDestinationIndexPath = 1
        /// Into the row at the destination: the row highlights.
        case insertIntoDestinationIndexPath = 2
        /// Either, by where the finger is over the row.
        case automatic = 3
    }

    /// What the drop does with the items.
    public let operation: DropOperation
    /// Where the items go.
    public let intent: Intent

    /// Creates a proposal (UIKit's `init(operation:intent:)`).
    public init(operation: DropOperation, intent: Intent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }

    /// `proposal .move .insertAtDestinationIndexPath`.
    public var traceDescription: String { "proposal .\(operation) .\(intent)" }

    /// Whether a drop with it lands: a copy or a move.
    package var lands: Bool { operation == .copy || operation == .move }
}

/// A drag that lifted rows of a table (UIKit's `UIDragSession`, as its drag delegate sees it).
public protocol DragSession: AnyObject {
    /// The items the drag carries, in order.
    var items: [DragItem] { get }
    /// The app's own object for the drag, which its drop delegate can read (UIKit's `localContext`).
    var localContext: Any? { get set }
}

/// A drag over a table (UIKit's `UIDropSession`, as its drop delegate sees it).
public protocol DropSession: AnyObject {
    /// The items the drag carries, in order.
    var items: [DragItem] { get }
    /// The drag, when it began in this app (nil for a drop from another app).
    var localDragSession: (any DragSession)? { get }
}

/// One dragged item as a drop delegate receives it (UIKit's `UITableViewDropItem`).
public protocol TableViewDropItem: AnyObject {
    /// The item.
    var dragItem: DragItem { get }
    /// The row it was lifted from, when the drag began on this table.
    var sourceIndexPath: IndexPath? { get }
}

/// What a drop delegate's `performDropWith` is handed (UIKit's `UITableViewDropCoordinator`). Its
/// methods that animate the drop and insert placeholders are TableSimUIKit's.
public protocol TableViewDropCoordinator: AnyObject {
    /// The dropped items.
    var items: [any TableViewDropItem] { get }
    /// Where the drop lands (nil over empty space).
    var destinationIndexPath: IndexPath? { get }
    /// The delegate's last proposal.
    var proposal: TableViewDropProposal { get }
    /// The drop session.
    var session: any DropSession { get }
}

// MARK: The table's own objects

/// The drag session a long press on a row begins. It prints as `session`.
package final class TableDragSession: DragSession, TraceFormattable {
    package var items: [DragItem]
    package var localContext: Any?
    /// The row the drag lifted (updates while it is carried move it, as they move the row).
    package var source: IndexPath
    /// The rows taps added to the drag, in the order they joined (updates move them too).
    package var added: [IndexPath] = []
    init(source: IndexPath, items: [DragItem]) {
        self.source = source
        self.items = items
    }
    package var traceDescription: String { "session" }
}

/// The drop session over the table: the table's own drag, or a drag from outside the app. It prints
/// as `session`.
package final class TableDropSession: DropSession, TraceFormattable {
    /// The items, which grow when a tap adds rows to the table's own drag in flight.
    package var items: [DragItem]
    package let localDrag: TableDragSession?
    package var localDragSession: (any DragSession)? { localDrag }
    init(items: [DragItem], localDrag: TableDragSession?) {
        self.items = items
        self.localDrag = localDrag
    }
    package var traceDescription: String { "session" }
}

/// One dropped item as the coordinator hands it over.
package final class TableDropItem: TableViewDropItem {
    package let dragItem: DragItem
    package var sourceIndexPath: IndexPath? { dragItem.sourceIndexPath }
    init(_ dragItem: DragItem) { self.dragItem = dragItem }
}

/// The coordinator of one drop: what landed where, and the placeholders the app inserted. It prints
/// as `coordinator`; its placeholder methods run on the table (TableView+DragAndDrop.swift).
package final class TableDropCoordinator: TableViewDropCoordinator, TraceFormattable {
    package let items: [any TableViewDropItem]
    package let destinationIndexPath: IndexPath?
    package let proposal: TableViewDropProposal
    package let dropSession: TableDropSession
    package var session: any DropSession { dropSession }
    /// The table that received the drop.
    package unowned let table: TableView
    init(table: TableView, session: TableDropSession, destination: IndexPath?, proposal: TableViewDropProposal) {
        self.table = table
        dropSession = session
        items = session.items.map(TableDropItem.init)
        destinationIndexPath = destination
        self.proposal = proposal
    }
    package var traceDescription: String { "coordinator" }
}

/// A row the table shows while a dropped item loads (UIKit's `UITableViewDropPlaceholder`, inserted
/// through the coordinator): no data-source row stands behind it until the app commits it.
package final class DropPlaceholder {
    /// Where it stands now (rows inserted or deleted around it move it).
    package var indexPath: IndexPath
    /// The reuse identifier its cell is dequeued with.
    package let reuseIdentifier: String
    /// Its height.
    package let rowHeight: Double
    /// The app's code that fills its cell, run when the cell is made and on `setNeedsCellUpdate`.
    package let updateCell: (TableViewCell) -> Void
    /// Its cell, while it shows one.
    package var cell: TableViewCell?
    /// Whether it was committed or deleted.
    package var isFinished = false

    package init(indexPath: IndexPath, reuseIdentifier: String, rowHeight: Double, updateCell: @escaping (TableViewCell) -> Void) {
        self.indexPath = indexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
        self.updateCell = updateCell
    }
}
