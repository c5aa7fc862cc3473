import TableSim

/// The user's preferred text size (UIKit's `UIContentSizeCategory`), from extra small to the five
/// accessibility sizes; Large is the default.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// The category's UIKit name, such as `UICTContentSizeCategoryL`.
    public var rawValue: String
    /// Creates a category from its UIKit name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a category from its UIKit name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No preference: read as Large.
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    /// Large, the default.
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    /// Extra extra extra large, the largest outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    /// The first accessibility size (AX1).
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size (AX2).
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size (AX3).
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size (AX4).
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    /// The largest size (AX5).
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's place from extra small (0) to AX5 (11); Large for an unspecified or unknown one.
    var index: Int { Self.ordered.firstIndex(of: self) ?? 3 }

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { index >= 7 }

    /// The core's category for this one (Large for an unspecified or unknown one).
    var simulated: ContentSizeCategory { ContentSizeCategory(rawValue: index) ?? .large }

    /// The category for the core's.
    init(_ category: ContentSizeCategory) { self = Self.ordered[category.rawValue] }

    /// Orders categories by size.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.index < rhs.index }

    /// Posted when the user changes the text size.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of the new category in `didChangeNotification`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

/// The traits of an app's environment (UIKit's `UITraitCollection`): here, the text size.
///
/// `UITraitCollection.current` is what `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics`
/// read. Set it before the table appears to show an app at another text size (as a device's
/// setting would), or change it while the table is shown with
/// `Simulator.setPreferredContentSizeCategory(_:)`.
public final class UITraitCollection: Equatable, @unchecked Sendable {
    /// The user's preferred text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Whether text is drawn bolder: `.bold` while the user's Bold Text is on (iOS 13).
    public let legibilityWeight: UILegibilityWeight
    /// The contrast colours resolve for: `.high` while the user's Increase Contrast is on (iOS 13).
    public let accessibilityContrast: UIAccessibilityContrast

    /// Traits at the default text size (Large).
    public convenience init() { self.init(preferredContentSizeCategory: .large) }

    /// Traits at a text size, with regular weight and normal contrast.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(preferredContentSizeCategory, .regular, .normal)
    }

    /// Traits with a legibility weight, at Large with normal contrast.
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(.large, legibilityWeight, .normal) }

    /// Traits with a contrast, at Large with regular weight.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(.large, .regular, accessibilityContrast) }

    init(_ category: UIContentSizeCategory, _ weight: UILegibilityWeight, _ contrast: UIAccessibilityContrast) {
        preferredContentSizeCategory = category
        legibilityWeight = weight
        accessibilityContrast = contrast
    }

    /// The traits app code runs with (Large unless set).
    ///
    /// `nonisolated(unsafe)`: UIKit keeps it per thread and apps read it from any font call; in
    /// TableSim all app code runs on the main thread, which is the only writer.
    public nonisolated(unsafe) static var current = UITraitCollection()

    /// Two trait collections are equal when their traits are.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory && lhs.legibilityWeight == rhs.legibilityWeight
            && lhs.accessibilityContrast == rhs.accessibilityContrast
    }
}

extension UITraitCollection: TraceFormattable {
    /// The traits as a trace prints them: the text size's UIKit name, then `legibilityWeight=bold`
    /// and `accessibilityContrast=high` when they are.
    public var traceDescription: String {
        preferredContentSizeCategory.rawValue + (legibilityWeight == .bold ? " legibilityWeight=bold" : "")
            + (accessibilityContrast == .high ? " accessibilityContrast=high" : "")
    }
}

extension Simulator {
    /// Changes the user's text size, as the Settings app would; before the table appears it only
    /// sets the size the table loads at.
    ///
    /// While shown, in the accessibility reference's §11.4 order: `UITraitCollection.current`
    /// changes, and the labels of every cell the table holds follow it (stock labels always; others
    /// when `adjustsFontForContentSizeCategory` is on and their font came from a text style or
    /// `UIFontMetrics`); a shown controller hears `traitCollectionDidChange(_:)` (a trace line with
    /// the size before); `didChangeNotification` is posted on `NotificationCenter.default` with the
    /// new category under `newValueUserInfoKey` (for a shown controller, a trace line too, as the
    /// keyboard's: Swift cannot tell whether anyone observes); then, unless an observer reloaded
    /// the table, the rows on screen are measured again (`Simulator.setTextSize(_:)`).
    @MainActor
    public func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        let previous = UITraitCollection.current
        guard category != previous.preferredContentSizeCategory else { return }
        UITraitCollection.current = UITraitCollection(preferredContentSizeCategory: category)
        for core in tableView.cellsInUse {
            (core as? UITableViewCell.CoreCell)?.owner?.labelsFollowTextSize()
        }
        let window = appearanceHost as? ControllerWindow
        if hasAppeared { window?.rootViewController.traitsDidChange(from: previous) }
        // Without a controller nothing in the core observes: the notification is posted here, untraced.
        if window == nil || !hasAppeared { ContentSizeCategoryNotification.post(category) }
        setTextSize(category.simulated)
    }
}

/// `UIContentSizeCategory.didChangeNotification` as UIKit posts it.
enum ContentSizeCategoryNotification {
    /// Posts the notification on `NotificationCenter.default` with the new category.
    static func post(_ category: UIContentSizeCategory) {
        NotificationCenter.default.post(
            name: UIContentSizeCategory.didChangeNotification, object: nil,
            userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
    }
}

extension UITableViewCell {
    /// Gives the cell's labels the fonts of the current text size: the stock labels always, the
    /// content's labels when they adjust.
    func labelsFollowTextSize() {
        for label in [textLabel, secondaryStockLabel].compactMap({ $0 }) {
            if let font = label.font.atCurrentTextSize { label.font = font }
        }
        contentView.adjustingLabelsFollowTextSize()
        // The traits are part of the configuration state: a new text size updates the configurations.
        configurationStateChanged()
    }
}

extension UIView {
    /// Gives the adjusting labels in this view and its subviews the fonts of the current text size.
    func adjustingLabelsFollowTextSize() {
        if let label = self as? UILabel, label.adjustsFontForContentSizeCategory, let font = label.font.atCurrentTextSize {
            label.font = font
        }
        for view in subviews { view.adjustingLabelsFollowTextSize() }
    }
}
