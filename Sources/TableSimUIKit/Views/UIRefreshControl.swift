import Foundation
import TableSim

// MARK: Pull to refresh

/// The spinner a pull past the table's top starts (UIKit's `UIRefreshControl`): it sends
/// `.valueChanged` to the actions added with `addAction(_:for:)` when a pull starts the refresh.
open class UIRefreshControl: UIControl {
    /// The core control the table pulls.
    let core = RefreshControl()

    /// Creates a refresh control that is not refreshing.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        core.className = String(describing: type(of: self))
        core.addAction { [unowned self] in sendActions(for: .valueChanged) }
    }

    /// Creates a refresh control from an archive; TableSim has no archives, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// Whether the control is refreshing.
    open var isRefreshing: Bool { core.isRefreshing }
    /// The text shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        get { core.title.map { NSAttributedString(string: $0) } }
        set { core.title = newValue?.string }
    }
    /// Whether a pull can start the refresh.
    open override var isEnabled: Bool {
        didSet { core.isEnabled = isEnabled }
    }

    /// Shows the control refreshing without sending `.valueChanged`; content resting at its top moves down to show it.
    open func beginRefreshing() { core.beginRefreshing() }
    /// Ends the refresh; content resting below the spinner moves back to its top.
    open func endRefreshing() { core.endRefreshing() }
}

extension UITableView {
    /// The table's refresh control (UIKit's `UIScrollView.refreshControl`), or nil.
    public var refreshControl: UIRefreshControl? {
        get { uikitRefreshControl }
        set {
            uikitRefreshControl = newValue
            simulatedTableView.refreshControl = newValue?.core
        }
    }
}

extension UITableViewController {
    /// The refresh control of the controller's table (UIKit's `UITableViewController.refreshControl`).
    public var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }
}
