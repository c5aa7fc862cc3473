/// One thing VoiceOver can focus: a row's text, one of its controls, a header, the section index…,
/// with what it says (label, value, traits, hint), where it is and what it offers.
///
/// A value computed from the table and its screen layout whenever it is needed; UIKit's proxy objects
/// have no identity of their own beyond ``ID``, which is what focus holds.
public struct AccessibilityElement: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// Which element it is, as the scenario language names it (`0.2`, `header 1`, `more-info 0.2`…).
    public enum ID: Hashable, Sendable, CustomStringConvertible {
        /// The table's header view (`tableHeaderView`).
        case tableHeaderView
        /// A section's header.
        case header(Int)
        /// A row's text element: the row itself.
        case row(IndexPath)
        /// The red minus of a row in editing mode.
        case deleteControl(IndexPath)
        /// The green plus of a row in editing mode.
        case insertControl(IndexPath)
        /// The detail (ⓘ) button of a `.detailButton` or `.detailDisclosureButton` accessory.
        case moreInfo(IndexPath)
        /// The Delete confirmation the red minus shows.
        case deleteButton(IndexPath)
        /// One of the buttons an open swipe shows, by its position among them (0 nearest the row's content).
        case swipeButton(IndexPath, Int)
        /// The reorder control of a row in editing mode.
        case reorderControl(IndexPath)
        /// A section's footer.
        case footer(Int)
        /// The table's footer view (`tableFooterView`).
        case tableFooterView
        /// The section index.
        case sectionIndex
        /// The table's refresh control, an element while it refreshes above the content
        /// (PrefetchRefreshKeysBehaviour.md).
        case refreshControl
        /// The search bar of the navigation item (`navigationItem.searchController`), in the navigation
        /// bar above the table: first in VoiceOver's order, as the navigation bar's elements come
        /// before the content's (SearchBehaviour.md).
        case searchBar

        /// The row the element belongs to, if it is a row or one of its controls.
        public var indexPath: IndexPath? {
            switch self {
            case .row(let row), .deleteControl(let row), .insertControl(let row), .moreInfo(let row),
                 .deleteButton(let row), .swipeButton(let row, _), .reorderControl(let row):
                row
            case .tableHeaderView, .header, .footer, .tableFooterView, .sectionIndex, .refreshControl, .searchBar:
                nil
            }
        }

        /// The same element of another row (the row moved); elements outside rows stay as they are.
        public func moved(to row: IndexPath) -> ID {
            switch self {
            case .row: .row(row)
            case .deleteControl: .deleteControl(row)
            case .insertControl: .insertControl(row)
            case .moreInfo: .moreInfo(row)
            case .deleteButton: .deleteButton(row)
            case .swipeButton(_, let index): .swipeButton(row, index)
            case .reorderControl: .reorderControl(row)
            case .tableHeaderView, .header, .footer, .tableFooterView, .sectionIndex, .refreshControl, .searchBar: self
            }
        }

        /// The contract's spelling: `0.2`, `header 1`, `footer 1`, `more-info 0.2`, `delete-control 0.2`,
        /// `insert-control 0.2`, `reorder-control 0.2`, `delete-button 0.2`, `swipe-button 0.2 1`,
        /// `table-header`, `table-footer`, `index`, `refresh-control`.
        public var description: String {
            func path(_ row: IndexPath) -> String { "\(row.section).\(row.row)" }
            switch self {
            case .tableHeaderView: return "table-header"
            case .header(let section): return "header \(section)"
            case .row(let row): return path(row)
            case .deleteControl(let row): return "delete-control " + path(row)
            case .insertControl(let row): return "insert-control " + path(row)
            case .moreInfo(let row): return "more-info " + path(row)
            case .deleteButton(let row): return "delete-button " + path(row)
            case .swipeButton(let row, let index): return "swipe-button \(path(row)) \(index)"
            case .reorderControl(let row): return "reorder-control " + path(row)
            case .footer(let section): return "footer \(section)"
            case .tableFooterView: return "table-footer"
            case .sectionIndex: return "index"
            case .refreshControl: return "refresh-control"
            case .searchBar: return "search-bar"
            }
        }
    }

    /// An action VoiceOver offers on the element (swipe up or down to pick it, double tap to run it).
    public struct CustomAction: Hashable, Sendable, CustomStringConvertible {
        /// What performing the action does; the device performs it, this value only names it.
        public enum Kind: Hashable, Sendable {
            /// The row's swipe action at this position of that edge's configuration (the standard
            /// Delete is the trailing action 0 when the delegate gives no configuration).
            case swipeAction(SwipeEdge, Int)
            /// The detail button: `accessoryButtonTappedForRowWith`, without a touch.
            case moreInfo
            /// A one-step reorder above the previous row.
            case moveUp
            /// A one-step reorder below the next row.
            case moveDown
            /// The app's `accessibilityCustomActions` entry at this position.
            case app(Int)
            /// The row lifts into a drag held by VoiceOver (DragAndDropBehaviour.md).
            case drag
            /// The drag VoiceOver holds drops just before (or, false, just after) this row.
            case drop(before: Bool)
        }

        /// The name VoiceOver speaks.
        public var name: String
        /// What performing the action does.
        public var kind: Kind

        /// Creates an action.
        public init(name: String, kind: Kind) {
            self.name = name
            self.kind = kind
        }

        /// The name, quoted as traces print strings.
        public var description: String { name.traceDescription }
    }

    /// Which element it is.
    public var id: ID
    /// What the element is called, or nil.
    public var label: String?
    /// The element's current value, or nil.
    public var value: String?
    /// What the element is and does.
    public var traits: AccessibilityTraits
    /// The app's hint, or nil (the speech adds the system hints).
    public var hint: String?
    /// Where the element is on screen.
    public var frame: Rect
    /// Where a double tap touches the screen.
    public var activationPoint: Point
    /// The actions VoiceOver offers on the element, in the order it offers them.
    public var customActions: [CustomAction]

    /// Creates an element; the activation point defaults to the frame's centre.
    public init(
        id: ID, label: String?, value: String? = nil, traits: AccessibilityTraits = [], hint: String? = nil,
        frame: Rect, activationPoint: Point? = nil, customActions: [CustomAction] = []
    ) {
        self.id = id
        self.label = label
        self.value = value
        self.traits = traits
        self.hint = hint
        self.frame = frame
        self.activationPoint = activationPoint ?? Point(x: frame.midX, y: frame.midY)
        self.customActions = customActions
    }

    /// `0.2 "Apple, Button" {{0, 100}, {375, 44}} actions ["Delete"]`: the identity, the spoken
    /// description, the frame and the custom actions, as the `elements` listing shows an element.
    public var description: String {
        var text = id.description + " " + VoiceOverSpeech.description(of: self).traceDescription + " " + frame.description
        if let hint = VoiceOverSpeech.hint(of: self) { text += " hint " + hint.traceDescription }
        if !customActions.isEmpty { text += " actions " + customActions.map(\.name).traceDescription }
        return text
    }
}

/// An action an app adds to an element for VoiceOver users (UIKit's `UIAccessibilityCustomAction`).
///
/// VoiceOver offers it after the table's own actions (swipe actions, More Info, Move up/down); the
/// handler returns whether it succeeded.
public final class AccessibilityCustomAction {
    /// The name VoiceOver speaks; line breaks are spoken as spaces.
    public var name: String
    /// The closure run when the user performs the action.
    public let actionHandler: (AccessibilityCustomAction) -> Bool

    /// Creates an action with a name and a handler (UIKit's `init(name:actionHandler:)`).
    public init(name: String, actionHandler: @escaping (AccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
    }
}
