import TableSim

/// The core's data source and delegate for a `UITableView`: it forwards every call to the app's
/// UIKit-protocol objects, converting CGFloat and UIKit's view types to the core's.
///
/// The core traces each call before forwarding it, so traces do not change. When the app's object
/// leaves a method to its protocol default, the default tells the core, which then neither calls nor
/// traces it again, exactly as with the core's own protocols.
/// What a test says about an app class Swift cannot inspect: whether it implements the methods UIKit
/// asks about before calling them (`moveRowAt`, `commit`, the swipe-action methods). Conform the
/// app's class to it in the test target, leaving the app's source as it is.
@preconcurrency @MainActor
public protocol UIKitSelectorResponding: AnyObject {
    /// Whether the object implements a data-source or delegate method.
    func responds(to selector: CallbackSelector) -> Bool
}

@MainActor
final class UITableViewBridge: @preconcurrency TableViewDataSource, @preconcurrency TableViewDelegate,
    @preconcurrency AuditDeclarationsForwarding
{
    /// The UIKit table view the bridge belongs to (it owns the bridge).
    unowned(unsafe) var table: UITableView!

    var dataSource: (any UITableViewDataSource)? { table.dataSource }
    var delegate: (any UITableViewDelegate)? { table.tableDelegate }
    var scrollDelegate: (any UIScrollViewDelegate)? { table.scrollViewDelegate }

    /// Whether the app implements a method, for the methods UIKit asks about before calling (whether a
    /// row shows a reorder control or can be swiped); the others are found out when first called.
    ///
    /// A `UITableViewController` subclass is asked through its vtable (an override is an
    /// implementation); any other class through ``UIKitSelectorResponding`` if a test gave it one,
    /// else it is assumed to implement them until a call shows otherwise (see the manual's UIKit cells and views).
    func responds(to selector: CallbackSelector) -> Bool {
        // An app object that is gone (they are held weakly) implements nothing.
        let app: AnyObject? =
            switch selector.owner {
            case .dataSource: dataSource
            case .delegate: delegate
            case .scrollViewDelegate: scrollDelegate
            // MARK: Prefetching
            case .prefetchDataSource: table.prefetchDataSource
            // MARK: Drag and drop
            case .dragDelegate: table.dragDelegate
            case .dropDelegate: table.dropDelegate
            }
        guard let app else { return false }
        guard selector.declaration.responds == .askedBeforeCalling else { return true }
        if let declared = app as? any UIKitSelectorResponding { return declared.responds(to: selector) }
        if let controller = app as? UITableViewController {
            return ControllerOverrides.overrides(type(of: controller), selector) ?? true
        }
        return true
    }

    /// The app's delegate or data source that declares what the audit may assume (a
    /// `UITableViewController` subclass adopting ``AccessibilityAuditDeclaring`` included).
    var forwardedAuditDeclarations: (any AccessibilityAuditDeclaring)? {
        (delegate as? any AccessibilityAuditDeclaring) ?? (dataSource as? any AccessibilityAuditDeclaring)
    }

    /// Whether the app's data source was released: the table then has none, as in UIKit.
    var isDataSourceGone: Bool { dataSource == nil }

    /// The app's class name for UIKit's exception texts.
    var appClassName: String { dataSource.map { String(describing: type(of: $0)) } ?? "nil" }

    // MARK: Forwarding

    /// Forwards a callback to the app's object for it; without one (it was released), UIKit's default.
    func forward<App, Answer>(
        _ app: App?, _ callback: Callback<Void, Answer>, _ call: (App) -> Answer
    ) -> Answer {
        guard let app else { return callback.uikitDefault(()) }
        return call(app)
    }

    /// The same for a default that depends on an input (the row asked about, the proposed destination).
    func forward<App, Input, Answer>(
        _ app: App?, _ callback: Callback<Input, Answer>, _ input: @autoclosure () -> Input, _ call: (App) -> Answer
    ) -> Answer {
        guard let app else { return callback.uikitDefault(input()) }
        return call(app)
    }

    /// The same for a height, converted from CGFloat; without a delegate, the stand-in a height method
    /// answers when not implemented (the table's own property applies).
    func height(_ callback: Callback<Void, Double?>, _ call: (any UITableViewDelegate) -> CGFloat) -> Double {
        guard let delegate else { return callback.standInAnswer }
        return Double(call(delegate))
    }

    // MARK: The callbacks whose forwarding is not mechanical

    // The others are forwarded by GeneratedUITableViewBridge.swift, which the CallbackSurfaces build
    // plugin writes from Sources/Callbacks/*.callbacks (those marked `bridge hand-written` are here).

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let dataSource else { return TableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = table.adopt(UITableViewCell.prepared { dataSource.tableView(table, cellForRowAt: indexPath) })
        // A text field in the cell gives the row the region `focus` and taps reach (UITextField.swift).
        cell.core.hasTextField = cell.firstTextField != nil
        return cell.core
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        // A diffable data source follows the move in its own data first, whatever its subclass does.
        (dataSource as? any RowMoveFollowing)?.tableMovedRow(from: sourceIndexPath, to: destinationIndexPath)
        forward(dataSource, Callbacks.moveRowAt) {
            $0.tableView(table, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
    }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) {
        var target = CGPoint(targetContentOffset.pointee)
        scrollDelegate?.scrollViewWillEndDragging(table, withVelocity: CGPoint(velocity), targetContentOffset: &target)
        targetContentOffset.pointee = Point(target)
    }

    // The context menu's animators reach the app wrapped with the UIKit configuration they animate.
    func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: ContextMenuAnimator?
    ) {
        let ui = configuration.uikit
        forward(delegate, Callbacks.willDisplayContextMenu) {
            $0.tableView(table, willDisplayContextMenu: ui, animator: animator.map { ContextMenuAnimatorBridge($0, ui) })
        }
    }
    func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: ContextMenuAnimator?
    ) {
        let ui = configuration.uikit
        forward(delegate, Callbacks.willEndContextMenuInteraction) {
            $0.tableView(table, willEndContextMenuInteraction: ui, animator: animator.map { ContextMenuAnimatorBridge($0, ui) })
        }
    }
    func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuAnimator
    ) {
        let ui = configuration.uikit
        forward(delegate, Callbacks.willPerformPreviewActionForMenuWith) {
            $0.tableView(table, willPerformPreviewActionForMenuWith: ui, animator: ContextMenuAnimatorBridge(animator, ui))
        }
    }
}
