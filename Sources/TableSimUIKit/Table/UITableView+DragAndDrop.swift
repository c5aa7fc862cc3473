import Foundation
import TableSim

// The protocols, `UITableViewDragDelegate` and `UITableViewDropDelegate`, are written from
// Sources/Callbacks/UITableViewDragDelegate.callbacks and UITableViewDropDelegate.callbacks. UIKit's
// drag-and-drop types are the core's under UIKit's names (DragAndDrop.swift in TableSim), with what
// needs UIKit's own types added here; the DragAndDropBehaviour page of TableSim's manual tells the order.

/// One thing a drag carries (UIKit's `UIDragItem`).
public typealias UIDragItem = DragItem
/// How a lifted or landing row looks (UIKit's `UIDragPreviewParameters`).
public typealias UIDragPreviewParameters = DragPreviewParameters
/// What a drop does with the items (UIKit's `UIDropOperation`).
public typealias UIDropOperation = DropOperation
/// How the table would take a drop at a destination (UIKit's `UITableViewDropProposal`).
public typealias UITableViewDropProposal = TableViewDropProposal
/// A drag that lifted rows of the table (UIKit's `UIDragSession`).
public typealias UIDragSession = DragSession
/// A drag over the table (UIKit's `UIDropSession`).
public typealias UIDropSession = DropSession
/// One dropped item as the coordinator hands it over (UIKit's `UITableViewDropItem`).
public typealias UITableViewDropItem = TableViewDropItem
/// What `performDropWith` is handed (UIKit's `UITableViewDropCoordinator`).
public typealias UITableViewDropCoordinator = TableViewDropCoordinator

/// UIKit's `UIDragItem` API that needs `NSItemProvider`.
extension DragItem {
    /// Creates an item whose data an item provider carries (UIKit's `init(itemProvider:)`).
    public convenience init(itemProvider: NSItemProvider) {
        self.init(text: itemProvider.text)
        provider = itemProvider
    }

    /// What carries the item's data (for an item from outside the app, a provider of its text).
    public var itemProvider: NSItemProvider {
        if let provider = provider as? NSItemProvider { return provider }
        let made = text.map { NSItemProvider(object: $0 as NSString) } ?? NSItemProvider()
        provider = made
        return made
    }
}

/// UIKit's `UIDragPreviewParameters` API that needs `UIColor`.
extension DragPreviewParameters {
    /// The colour behind the lifted row's visible part.
    public var backgroundColor: UIColor? {
        get { settings["backgroundColor"] as? UIColor }
        set { settings["backgroundColor"] = newValue }
    }
}

/// UIKit's `UIDropSession` loading API, through each item's `NSItemProvider`.
extension DropSession {
    /// Whether every item's provider can make an object of a class.
    public func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        !items.isEmpty && items.allSatisfy { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    /// Whether every item's provider can make a string.
    public func canLoadObjects(ofClass aClass: String.Type) -> Bool { canLoadObjects(ofClass: NSString.self) }

    /// Makes an object of a class from each item that can; the completion runs before this returns.
    @discardableResult
    public func loadObjects(
        ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void
    ) -> Progress {
        var objects: [any NSItemProviderReading] = []
        for item in items { item.itemProvider.loadObject(ofClass: aClass) { object, _ in object.map { objects.append($0) } } }
        completion(objects)
        return Progress(totalUnitCount: Int64(items.count))
    }

    /// Makes a string from each item that holds one; the completion runs before this returns.
    @discardableResult
    public func loadObjects(ofClass aClass: String.Type, completion: @escaping ([String]) -> Void) -> Progress {
        loadObjects(ofClass: NSString.self) { objects in completion(objects.compactMap { ($0 as? NSString).map { $0 as String } }) }
    }

    /// Whether any item holds a representation of one of the type identifiers.
    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains(where: item.itemProvider.hasItemConformingToTypeIdentifier) }
    }
}

/// Animations that run alongside a drop (UIKit's `UIDragAnimating`): they run at once.
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    /// Adds animations to run alongside the drop.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure to run once the drop's animation ends.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// Where an animation ended (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At its end.
    case end = 0
    /// At its start.
    case start = 1
    /// Somewhere between.
    case current = 2
}

/// The animator of one dropped item: what the app adds runs at once.
final class DropAnimator: UIDragAnimating {
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completion(.end) }
}

/// A row the table shows while a dropped item's data loads (UIKit's `UITableViewDropPlaceholder`).
@preconcurrency @MainActor
open class UITableViewDropPlaceholder {
    /// Where the placeholder row is inserted.
    public let insertionIndexPath: IndexPath
    /// The reuse identifier its cell is dequeued with.
    public let reuseIdentifier: String
    /// Its height.
    public let rowHeight: CGFloat
    /// Fills the placeholder's cell, when it is made and on `setNeedsCellUpdate()`.
    open var cellUpdateHandler: ((UITableViewCell) -> Void)?

    /// Creates a placeholder for a row at an index path, with a cell of a reuse identifier and a height.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
    }
}

/// What the app does with a placeholder once its data loaded or failed to (UIKit's
/// `UITableViewDropPlaceholderContext`).
@preconcurrency @MainActor
public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    /// The item the placeholder stands for.
    var dragItem: UIDragItem { get }
    /// Runs the app's data-source update, then puts the real row in the placeholder's place (false
    /// when the placeholder was already committed or deleted).
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Takes the placeholder row away (false when it was already committed or deleted).
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Runs the placeholder's `cellUpdateHandler` again.
    func setNeedsCellUpdate()
}

/// The context of one placeholder the app inserted.
final class PlaceholderContext: UITableViewDropPlaceholderContext {
    let dragItem: UIDragItem
    let placeholder: DropPlaceholder
    unowned let table: TableView
    init(dragItem: UIDragItem, placeholder: DropPlaceholder, table: TableView) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.table = table
    }
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        table.commitPlaceholder(placeholder, dataSourceUpdates: dataSourceUpdates)
    }
    func deletePlaceholder() -> Bool { table.deletePlaceholder(placeholder) }
    func setNeedsCellUpdate() { table.updatePlaceholderCell(placeholder) }
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completion(.end) }
}

/// UIKit's `UITableViewDropCoordinator` methods that animate a drop and insert placeholders.
extension TableViewDropCoordinator {
    /// The coordinator of the table's own drop, which the methods below act on.
    private var core: TableDropCoordinator {
        guard let core = self as? TableDropCoordinator else { preconditionFailure("a drop coordinator the table did not make") }
        return core
    }

    /// Animates an item into the row at an index path, which the app has inserted or moved there
    /// (the drop delegate's `dropPreviewParametersForRowAt` is asked for the row's look).
    @MainActor @discardableResult
    public func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        core.table.callDropPreviewParameters(forRowAt: indexPath)
        return DropAnimator()
    }

    /// Animates an item into the row at an index path, shrinking into a rect in the row's coordinates
    /// (a drop proposed with `.insertIntoDestinationIndexPath`, such as onto a folder row): the row
    /// stays where it is and no delegate is asked; the app updates the row's data itself.
    @MainActor @discardableResult
    public func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        DropAnimator()
    }

    /// Inserts a placeholder row for an item whose data loads later; its context commits or deletes it.
    @MainActor @discardableResult
    public func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> any UITableViewDropPlaceholderContext {
        let table = core.table
        let handler = placeholder.cellUpdateHandler
        // The drop delegate of a UIKit table is its bridge, which knows the UIKit table.
        let uikitTable = (table.dropDelegate as? UITableViewDragDropBridge)?.table
        let coreHolder = DropPlaceholder(
            indexPath: placeholder.insertionIndexPath, reuseIdentifier: placeholder.reuseIdentifier,
            rowHeight: Double(placeholder.rowHeight)
        ) { cell in
            guard let handler else { return }
            MainActor.assumeIsolated { handler(uikitTable?.uiCell(of: cell) ?? UITableViewCell(wrapping: cell)) }
        }
        table.insertPlaceholder(coreHolder)
        return PlaceholderContext(dragItem: dragItem, placeholder: coreHolder, table: table)
    }

    /// The same, made of its parts (UIKit's iOS 11 form).
    @MainActor @discardableResult
    public func drop(
        _ dragItem: UIDragItem, toPlaceholderInsertedAt indexPath: IndexPath, withReuseIdentifier reuseIdentifier: String,
        rowHeight: CGFloat, cellUpdateHandler: @escaping (UITableViewCell) -> Void
    ) -> any UITableViewDropPlaceholderContext {
        let placeholder = UITableViewDropPlaceholder(
            insertionIndexPath: indexPath, reuseIdentifier: reuseIdentifier, rowHeight: rowHeight)
        placeholder.cellUpdateHandler = cellUpdateHandler
        return drop(dragItem, to: placeholder)
    }
}

extension UITableView {
    /// The app's drag delegate (held weakly, as in UIKit).
    public var dragDelegate: (any UITableViewDragDelegate)? {
        get { dragDropBridge.dragApp }
        set {
            dragDropBridge.dragApp = newValue
            simulatedTableView.dragDelegate = newValue == nil ? nil : dragDropBridge
        }
    }

    /// The app's drop delegate (held weakly, as in UIKit).
    public var dropDelegate: (any UITableViewDropDelegate)? {
        get { dragDropBridge.dropApp }
        set {
            dragDropBridge.dropApp = newValue
            simulatedTableView.dropDelegate = newValue == nil ? nil : dragDropBridge
        }
    }

    /// Whether a long press may lift rows: by default true on an iPad, false on an iPhone.
    public var dragInteractionEnabled: Bool {
        get { simulatedTableView.dragInteractionEnabled }
        set { simulatedTableView.dragInteractionEnabled = newValue }
    }

    /// Whether a drag lifted from the table is in flight.
    public var hasActiveDrag: Bool { simulatedTableView.hasActiveDrag }

    /// Whether a drop session is over the table.
    public var hasActiveDrop: Bool { simulatedTableView.hasActiveDrop }
}

/// The core's drag and drop delegates for a `UITableView`: forwards each call to the app's objects.
@MainActor
final class UITableViewDragDropBridge: @preconcurrency TableViewDragDelegate, @preconcurrency TableViewDropDelegate {
    /// The UIKit table view the bridge belongs to (it owns the bridge).
    unowned(unsafe) var table: UITableView!
    /// The app's drag delegate.
    weak var dragApp: (any UITableViewDragDelegate)?
    /// The app's drop delegate.
    weak var dropApp: (any UITableViewDropDelegate)?

    func tableView(_ tableView: TableView, itemsForBeginning session: any DragSession, at indexPath: IndexPath) -> [DragItem] {
        dragApp?.tableView(table, itemsForBeginning: session, at: indexPath) ?? []
    }
    func tableView(
        _ tableView: TableView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath, point: Point
    ) -> [DragItem] {
        guard let dragApp else { return [] }
        return dragApp.tableView(table, itemsForAddingTo: session, at: indexPath, point: CGPoint(point))
    }
    func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters? {
        guard let dragApp else { return nil }
        return dragApp.tableView(table, dragPreviewParametersForRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, dragSessionWillBegin session: any DragSession) {
        dragApp?.tableView(table, dragSessionWillBegin: session)
    }
    func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool {
        guard let dragApp else { return true }
        return dragApp.tableView(table, dragSessionAllowsMoveOperation: session)
    }
    func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: any DragSession) -> Bool {
        guard let dragApp else { return false }
        return dragApp.tableView(table, dragSessionIsRestrictedToDraggingApplication: session)
    }
    func tableView(_ tableView: TableView, dragSessionDidEnd session: any DragSession) {
        dragApp?.tableView(table, dragSessionDidEnd: session)
    }

    func tableView(_ tableView: TableView, performDropWith coordinator: any TableViewDropCoordinator) {
        dropApp?.tableView(table, performDropWith: coordinator)
    }
    func tableView(_ tableView: TableView, canHandle session: any DropSession) -> Bool {
        guard let dropApp else { return true }
        return dropApp.tableView(table, canHandle: session)
    }
    func tableView(_ tableView: TableView, dropSessionDidEnter session: any DropSession) {
        dropApp?.tableView(table, dropSessionDidEnter: session)
    }
    func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: any DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal {
        guard let dropApp else { return TableViewDropProposal(operation: .cancel) }
        return dropApp.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
    }
    func tableView(_ tableView: TableView, dropSessionDidExit session: any DropSession) {
        dropApp?.tableView(table, dropSessionDidExit: session)
    }
    func tableView(_ tableView: TableView, dropSessionDidEnd session: any DropSession) {
        dropApp?.tableView(table, dropSessionDidEnd: session)
    }
    func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters? {
        guard let dropApp else { return nil }
        return dropApp.tableView(table, dropPreviewParametersForRowAt: indexPath)
    }
}
