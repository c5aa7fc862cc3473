/// A view a cell shows in its accessory's place instead of a standard accessory (UIKit's
/// `accessoryView` and `editingAccessoryView`), as the table, VoiceOver and the pictures see it.
///
/// UITableViewCell.h says a cell with an accessory view ignores its `accessoryType` and that the
/// view "tracks if enabled" (see <doc:Accessories>): a tap on it goes to the view, never to the
/// row, and a control sends its own event. TableSim models the three kinds apps put there:
///
/// - a **switch** (`UISwitch`): a tap flips it and sends `.valueChanged`; VoiceOver merges it into
///   its row, which then speaks as a switch ("Wi-Fi, Switch Button, On") and whose double tap
///   flips the switch instead of selecting the row (the accessibility reference's §2.2);
/// - a **button** (`UIButton`): a tap sends `.touchUpInside` and `.primaryActionTriggered`;
///   VoiceOver reaches it as an element of its own right after its row, labelled by its title;
/// - any other **view**: it takes its place and the touches on it, and VoiceOver reads its label
///   (a `UILabel`'s text) after the row's text, as it reads a cell's other subviews.
package struct AccessoryViewContent: Hashable, Sendable {
    /// What the view is.
    package enum Kind: Hashable, Sendable {
        /// A switch, on or off.
        case toggle(isOn: Bool)
        /// A button with its title (nil when it shows only an image).
        case button(title: String?)
        /// Any other view.
        case view
    }

    /// What the view is.
    package var kind: Kind
    /// The view's UIKit class name as traces print it (`UISwitch`, `UIButton`, or the app's class).
    package var className: String
    /// The view's size; it sits at the row's trailing margin, centred down the row.
    package var size: Size
    /// Whether the control takes touches (`isEnabled`); a disabled switch is "Dimmed" to VoiceOver.
    package var isEnabled: Bool
    /// What VoiceOver calls the view: its `accessibilityLabel`, else a label's text; nil for none.
    package var accessibilityLabel: String?

    /// Creates the content of an accessory view.
    package init(kind: Kind, className: String, size: Size, isEnabled: Bool = true, accessibilityLabel: String? = nil) {
        self.kind = kind
        self.className = className
        self.size = size
        self.isEnabled = isEnabled
        self.accessibilityLabel = accessibilityLabel
    }

    /// A switch as `UISwitch` makes it: 51 × 31 points.
    package static func toggle(isOn: Bool, isEnabled: Bool = true) -> AccessoryViewContent {
        AccessoryViewContent(kind: .toggle(isOn: isOn), className: "UISwitch", size: Size(width: 51, height: 31), isEnabled: isEnabled)
    }

    /// Whether the view is a switch.
    package var isToggle: Bool {
        if case .toggle = kind { return true }
        return false
    }

    /// The control event a tap on the view sends, as UIKit's `UIControl.Event` member name, or nil
    /// for a view that is no control (or a disabled one).
    package var tapEvent: String? {
        guard isEnabled else { return nil }
        switch kind {
        case .toggle: return "valueChanged"
        case .button: return "primaryActionTriggered"
        case .view: return nil
        }
    }

    /// The room the view takes at the row's trailing edge: its width and the 16-point layout margin
    /// beside it (**choice**: UIKit does not document where it puts an accessory view; the margin
    /// is the one its standard accessories keep).
    package var regionWidth: Double { size.width + Self.trailingMargin }

    /// The margin between an accessory view and the row's trailing edge.
    package static let trailingMargin = 16.0
}

extension TableViewCell {
    /// The accessory view shown now, or nil: the editing one while the cell is editing.
    package var shownAccessoryView: AccessoryViewContent? { accessoryView(editing: isEditing) }
}

/// How the core reaches accessory views that another layer owns: TableSimUIKit's cells keep theirs
/// as `UIView`s and answer through these closures (each called with whether the cell is editing).
package struct AccessoryViewLink {
    /// The accessory view shown in an editing state, or nil.
    package var read: (_ editing: Bool) -> AccessoryViewContent?
    /// A tap reached the view: a switch flips.
    package var tapped: (_ editing: Bool) -> Void
    /// The control sends its event to the app's actions.
    package var send: (_ editing: Bool) -> Void

    /// Creates a link from its three closures.
    package init(
        read: @escaping (_ editing: Bool) -> AccessoryViewContent?, tapped: @escaping (_ editing: Bool) -> Void,
        send: @escaping (_ editing: Bool) -> Void
    ) {
        self.read = read
        self.tapped = tapped
        self.send = send
    }
}

/// What an app's header or footer view shows besides its title, as VoiceOver and the pictures read it.
package struct HeaderFooterContent: Hashable, Sendable {
    /// The accessibility labels of the visible labels and views in its content (a label's text
    /// unless it sets one), in order.
    package var labels: [String]
    /// Whether the view itself is an element (`isAccessibilityElement`), read by its label.
    package var isAccessibilityElement: Bool
    /// The view's own `accessibilityLabel`, or nil.
    package var accessibilityLabel: String?

    /// Creates what a view shows.
    package init(labels: [String], isAccessibilityElement: Bool = false, accessibilityLabel: String? = nil) {
        self.labels = labels
        self.isAccessibilityElement = isAccessibilityElement
        self.accessibilityLabel = accessibilityLabel
    }
}
