/// The table's side of the UIKit focus system (iPadOS 15+ with a hardware keyboard): its properties
/// and the context its delegate methods receive. The device moves the focus
/// (`Simulator+KeyboardFocus.swift`); the manual's FullKeyboardAccess page gives the sources.

/// The focus system's table properties, kept in the table's selection part.
struct FocusProperties: Hashable, Sendable {
    /// `allowsFocus` as the app set it, or nil for the platform's default.
    var allowsFocus: Bool?
    /// `selectionFollowsFocus` as the app set it, or nil for the default.
    var selectionFollowsFocus: Bool?
    /// `remembersLastFocusedIndexPath`.
    var remembersLastFocusedIndexPath = false
}

/// UIKit's `UITableViewFocusUpdateContext`: where the focus was and where it goes. An index path is
/// nil when that side of the move is outside the table (focus entering or leaving it).
public struct TableViewFocusUpdateContext: Hashable, Sendable, TraceFormattable {
    /// The row that had the focus, or nil when the focus came from outside the table.
    public var previouslyFocusedIndexPath: IndexPath?
    /// The row that takes the focus, or nil when the focus leaves the table.
    public var nextFocusedIndexPath: IndexPath?

    /// Creates a context for a move from one row (or outside) to another (or outside).
    public init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
    }

    /// `previous=[0, 2] next=[0, 3]`, with `nil` for outside the table (TraceFormat.md).
    public var traceDescription: String {
        "previous=" + (previouslyFocusedIndexPath?.traceDescription ?? "nil")
            + " next=" + (nextFocusedIndexPath?.traceDescription ?? "nil")
    }
}

/// UIKit's `UIFocusAnimationCoordinator`. TableSim draws no focus animation, so it offers nothing;
/// it prints as `coordinator`.
public struct FocusAnimationCoordinator: Hashable, Sendable, TraceFormattable {
    /// Creates the coordinator a focus update passes.
    public init() {}
    /// `coordinator`.
    public var traceDescription: String { "coordinator" }
}

extension TableView {
    /// Whether rows may take the focus system's focus (UIKit's `allowsFocus`, iOS 15). UIKit's default
    /// "depends on platform": **Choice** true, because TableSim runs the focus system only on an iPad
    /// with a hardware keyboard (FullKeyboardAccess.md). `tableView(_:canFocusRowAt:)`, when
    /// implemented, wins over it.
    public var allowsFocus: Bool {
        get { selection.focus.allowsFocus ?? true }
        set { selection.focus.allowsFocus = newValue }
    }

    /// Whether moving the focus onto a row selects it (UIKit's `selectionFollowsFocus`, iOS 15).
    /// **Choice**: false by default for a plain table (UIKit turns it on for sidebar-style lists).
    public var selectionFollowsFocus: Bool {
        get { selection.focus.selectionFollowsFocus ?? false }
        set { selection.focus.selectionFollowsFocus = newValue }
    }

    /// Whether focus coming back into the table returns to the row it last left (UIKit's
    /// `remembersLastFocusedIndexPath`, default false).
    public var remembersLastFocusedIndexPath: Bool {
        get { selection.focus.remembersLastFocusedIndexPath }
        set { selection.focus.remembersLastFocusedIndexPath = newValue }
    }
}
