import TableSim

/// A description of a view's content and look that makes the view showing it (UIKit's
/// `UIContentConfiguration`).
///
/// Set one as a cell's or header view's `contentConfiguration`. A ``UIListContentConfiguration``
/// is shown by the stock labels, so heights, VoiceOver and pictures read it as a stock cell's text;
/// an app's own configuration makes its view with `makeContentView()`, which the cell puts in its
/// content view.
public protocol UIContentConfiguration {
    /// Makes a view that shows this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// Returns the configuration for a state (selected, highlighted, …); the cell calls it on each
    /// state change while it updates its configurations automatically.
    @MainActor func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show a configuration (a cell makes a new view when it cannot).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether the view can show a configuration: yes unless the view says otherwise.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// The state a configuration is updated for (UIKit's `UIConfigurationState`).
public protocol UIConfigurationState {
    /// The traits of the view whose state this is.
    var traitCollection: UITraitCollection { get set }
    /// Creates a state with traits.
    init(traitCollection: UITraitCollection)
}

/// A view's state, as its configurations are updated for it (UIKit's `UIViewConfigurationState`).
public struct UIViewConfigurationState: UIConfigurationState, Equatable {
    /// The traits of the view.
    public var traitCollection: UITraitCollection
    /// Whether the view does not take touches.
    public var isDisabled = false
    /// Whether a finger is on the view.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has focus (always false: TableSim has no focus engine).
    public var isFocused = false

    /// Creates a state with traits and nothing else set.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// A cell's state, as configurations are updated for it (UIKit's `UICellConfigurationState`).
public struct UICellConfigurationState: UIConfigurationState, Equatable {
    /// The traits of the cell (the current text size).
    public var traitCollection: UITraitCollection
    /// Whether the cell does not take touches.
    public var isDisabled = false
    /// Whether a finger is on the cell.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has focus (TableSim has no focus engine: always false).
    public var isFocused = false
    /// Whether the table is in editing mode.
    public var isEditing = false
    /// Whether the cell shows its swipe actions or Delete confirmation.
    public var isSwiped = false
    /// Whether the cell is expanded (outline lists only; always false in a table).
    public var isExpanded = false
    /// Whether the cell is being reordered.
    public var isReordering = false

    /// Creates a state with traits and nothing else set.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// Whether two values hold the same settings.

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.traitCollection == rhs.traitCollection && lhs.isDisabled == rhs.isDisabled
            && lhs.isHighlighted == rhs.isHighlighted && lhs.isSelected == rhs.isSelected
            && lhs.isFocused == rhs.isFocused && lhs.isEditing == rhs.isEditing && lhs.isSwiped == rhs.isSwiped
            && lhs.isExpanded == rhs.isExpanded && lhs.isReordering == rhs.isReordering
    }
}

/// The content of a list row, header or footer: text, secondary text and an image, in one of
/// UIKit's standard layouts (UIKit's `UIListContentConfiguration`).
///
/// Get one from a cell's or header view's `defaultContentConfiguration()` (the layout of the view's
/// style) or from a static method, set its text, and assign it to `contentConfiguration`. A cell
/// shows it with its stock labels: `.cell()` as the `.default` style (secondary text, if any,
/// below the text), `.subtitleCell()` as `.subtitle`, `.valueCell()` as `.value1` (see
/// ``prefersSideBySideTextAndSecondaryText``).
public struct UIListContentConfiguration: UIContentConfiguration, Equatable {
    /// How one text of the configuration looks (UIKit's `UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Equatable {
        /// How lines align (UIKit's `UIListContentConfiguration.TextProperties.TextAlignment`).
        public enum TextAlignment: Int, Sendable {
            /// The writing direction's leading edge.
            case natural
            /// Centred.
            case center
            /// Both edges.
            case justified
        }
        /// How the text's letters are cased (UIKit's `TextTransform`).
        public enum TextTransform: Int, Sendable {
            /// As written.
            case none
            /// In capitals.
            case uppercase
            /// In small letters.
            case lowercase
            /// Each word capitalised.
            case capitalized
        }
        /// The font; a text style's font follows the text size.
        public var font: UIFont
        /// The colour (stored: pictures colour the text by the layout, as a stock cell's).
        public var color: UIColor
        /// How lines align (stored).
        public var alignment = TextAlignment.natural
        /// How the text is cased (stored).
        public var transform = TextTransform.none
        /// How a line that does not fit is cut (stored).
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The most lines the text takes; 0 (the default here, as in UIKit's list content) for as
        /// many as it wraps into.
        public var numberOfLines = 0
        /// Whether the font follows the text size.
        public var adjustsFontForContentSizeCategory = true
        /// Whether the font shrinks to fit the width (stored).
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to (stored).
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the text may be cut at a letter rather than a word (stored).
        public var allowsDefaultTighteningForTruncation = true
        /// Whether a cut text shows the whole text when the pointer rests on it (stored).
        public var showsExpansionTextWhenTruncated = false

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// Whether two values hold the same settings.

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.font == rhs.font && lhs.color == rhs.color && lhs.alignment == rhs.alignment
                && lhs.transform == rhs.transform && lhs.lineBreakMode == rhs.lineBreakMode
                && lhs.numberOfLines == rhs.numberOfLines
                && lhs.adjustsFontForContentSizeCategory == rhs.adjustsFontForContentSizeCategory
                && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth
                && lhs.minimumScaleFactor == rhs.minimumScaleFactor
                && lhs.allowsDefaultTighteningForTruncation == rhs.allowsDefaultTighteningForTruncation
                && lhs.showsExpansionTextWhenTruncated == rhs.showsExpansionTextWhenTruncated
        }
    }

    /// How the image looks (UIKit's `UIListContentConfiguration.ImageProperties`; stored).
    public struct ImageProperties: Equatable {
        /// A size that means the image's own.
        public static let standardDimension: CGFloat = -1
        /// The most room the image takes (`.zero`: its own size).
        public var maximumSize = CGSize.zero
        /// The size the image is given room for (`standardDimension`: its own).
        public var reservedLayoutSize = CGSize(width: -1, height: -1)
        /// The tint, or nil for the view's.
        public var tintColor: UIColor?
        /// The corner radius.
        public var cornerRadius: CGFloat = 0
        /// Whether Smart Invert leaves the image as it is.
        public var accessibilityIgnoresInvertColors = false

        /// Whether two values hold the same settings.

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.maximumSize == rhs.maximumSize && lhs.reservedLayoutSize == rhs.reservedLayoutSize
                && lhs.tintColor == rhs.tintColor && lhs.cornerRadius == rhs.cornerRadius
                && lhs.accessibilityIgnoresInvertColors == rhs.accessibilityIgnoresInvertColors
        }
    }

    /// The standard layout a configuration was made for (which static method made it).
    enum Variant: Equatable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell
        case accompaniedSidebarCell, accompaniedSidebarSubtitleCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter, header, footer
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader
    }
    let variant: Variant

    /// The main text, or nil.
    public var text: String?
    /// The main text with attributes; TableSim keeps its characters only (setting it sets `text`).
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// The secondary text, or nil.
    public var secondaryText: String?
    /// The secondary text with attributes; TableSim keeps its characters only.
    public var secondaryAttributedText: NSAttributedString? {
        get { secondaryText.map { NSAttributedString(string: $0) } }
        set { secondaryText = newValue?.string }
    }
    /// The image at the leading edge, or nil.
    public var image: UIImage?
    /// How the main text looks.
    public var textProperties: TextProperties
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The margins around the content (stored: TableSim measures a configured row with the stock
    /// cell's margins, 11 pt above and below and 16 pt at the sides).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Whether the content keeps at least the superview's margins (stored).
    public var axesPreservingSuperviewLayoutMargins = UIAxis.horizontal
    /// Whether the text and the secondary text sit side by side when they fit (the value cell's
    /// layout); false stacks them.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the text (stored).
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and the secondary text side by side (stored).
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the text and the secondary text stacked (stored; TableSim stacks them
    /// without a gap, as a stock subtitle cell).
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

    init(_ variant: Variant, text: TextProperties, secondary: TextProperties, sideBySide: Bool = false) {
        self.variant = variant
        textProperties = text
        secondaryTextProperties = secondary
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    private static func body() -> UIFont { .preferredFont(forTextStyle: .body) }
    private static func footnote() -> UIFont { .preferredFont(forTextStyle: .footnote) }

    /// A row's text, with any secondary text below it (the `.default` style's layout).
    public static func cell() -> Self {
        Self(.cell, text: .init(font: body(), color: .label), secondary: .init(font: footnote(), color: .label))
    }
    /// A row's text with secondary text below it (the `.subtitle` style's layout).
    public static func subtitleCell() -> Self {
        Self(.subtitleCell, text: .init(font: body(), color: .label), secondary: .init(font: footnote(), color: .label))
    }
    /// A row's text with secondary text at the trailing edge (the `.value1` style's layout).
    public static func valueCell() -> Self {
        Self(
            .valueCell, text: .init(font: body(), color: .label), secondary: .init(font: body(), color: .secondaryLabel),
            sideBySide: true)
    }
    /// A sidebar row (shown as `.cell()` in a table).
    public static func sidebarCell() -> Self { with(.sidebarCell, cell()) }
    /// A sidebar row with secondary text below (shown as `.subtitleCell()` in a table).
    public static func sidebarSubtitleCell() -> Self { with(.sidebarSubtitleCell, subtitleCell()) }
    /// An accompanied sidebar row (shown as `.cell()` in a table).
    public static func accompaniedSidebarCell() -> Self { with(.accompaniedSidebarCell, cell()) }
    /// An accompanied sidebar row with secondary text below (shown as `.subtitleCell()` in a table).
    public static func accompaniedSidebarSubtitleCell() -> Self {
        with(.accompaniedSidebarSubtitleCell, subtitleCell())
    }
    /// A plain table's section header.
    public static func plainHeader() -> Self { headerFooter(.plainHeader, font: .preferredFont(forTextStyle: .headline)) }
    /// A plain table's section footer.
    public static func plainFooter() -> Self { headerFooter(.plainFooter, font: footnote()) }
    /// A grouped table's section header.
    public static func groupedHeader() -> Self { headerFooter(.groupedHeader, font: footnote()) }
    /// A grouped table's section footer.
    public static func groupedFooter() -> Self { headerFooter(.groupedFooter, font: footnote()) }
    /// A section header for the list's style (iOS 15).
    public static func header() -> Self { headerFooter(.header, font: footnote()) }
    /// A section footer for the list's style (iOS 15).
    public static func footer() -> Self { headerFooter(.footer, font: footnote()) }
    /// An inset grouped table's prominent section header (iOS 15).
    public static func prominentInsetGroupedHeader() -> Self {
        headerFooter(.prominentInsetGroupedHeader, font: .preferredFont(forTextStyle: .title3))
    }
    /// An inset grouped table's extra prominent section header (iOS 15).
    public static func extraProminentInsetGroupedHeader() -> Self {
        headerFooter(.extraProminentInsetGroupedHeader, font: .preferredFont(forTextStyle: .title2))
    }
    /// A sidebar's section header.
    public static func sidebarHeader() -> Self { headerFooter(.sidebarHeader, font: .preferredFont(forTextStyle: .headline)) }

    private static func with(_ variant: Variant, _ base: Self) -> Self {
        Self(variant, text: base.textProperties, secondary: base.secondaryTextProperties)
    }
    private static func headerFooter(_ variant: Variant, font: UIFont) -> Self {
        Self(variant, text: .init(font: font, color: .secondaryLabel), secondary: .init(font: footnote(), color: .secondaryLabel))
    }

    /// Makes a list content view that shows this configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// The configuration for a state: the same, since TableSim draws a configured row's colours
    /// from its layout (as a stock cell's) and not from the configuration.
    @MainActor public func updated(for state: any UIConfigurationState) -> Self { self }

    /// The stock cell layout that shows this configuration: side by side as `.value1`, else
    /// stacked (the `.default` and `.subtitle` layouts are the same stack).
    var labelLayout: TableViewCellStyle { prefersSideBySideTextAndSecondaryText ? .value1 : .subtitle }

    /// Whether two values hold the same settings.

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.variant == rhs.variant && lhs.text == rhs.text && lhs.secondaryText == rhs.secondaryText
            && lhs.image == rhs.image && lhs.textProperties == rhs.textProperties
            && lhs.secondaryTextProperties == rhs.secondaryTextProperties && lhs.imageProperties == rhs.imageProperties
            && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
            && lhs.axesPreservingSuperviewLayoutMargins == rhs.axesPreservingSuperviewLayoutMargins
            && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
            && lhs.imageToTextPadding == rhs.imageToTextPadding
            && lhs.textToSecondaryTextHorizontalPadding == rhs.textToSecondaryTextHorizontalPadding
            && lhs.textToSecondaryTextVerticalPadding == rhs.textToSecondaryTextVerticalPadding
    }
}

/// The axes of a view (UIKit's `UIAxis`).
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates axes from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No axis.
    public static let none: UIAxis = []
    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 2)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}

/// A view that shows a list content configuration anywhere (UIKit's `UIListContentView`): a label
/// for the text, one for the secondary text and an image view, as its subviews, so a custom cell
/// that holds one is measured and read by VoiceOver from them.
open class UIListContentView: UIView, UIContentView {
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let imageView = UIImageView(frame: .zero)
    private var listConfiguration: UIListContentConfiguration

    /// Creates a view showing a configuration.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// Creates a view from an archive; TableSim has no archives, so this always fails.
    public required init?(coder: NSCoder) { nil }

    /// The configuration shown, as a list content configuration.
    open var listContentConfiguration: UIListContentConfiguration {
        get { listConfiguration }
        set {
            listConfiguration = newValue
            apply()
        }
    }

    /// The configuration shown; setting one that is not a list content configuration does nothing.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listContentConfiguration = list } }
    }

    /// Whether the view can show a configuration: list content configurations only.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        listConfiguration.textProperties.apply(text: listConfiguration.text, to: textLabel, followingTextSize: true)
        listConfiguration.secondaryTextProperties.apply(
            text: listConfiguration.secondaryText, to: secondaryTextLabel, followingTextSize: true)
        textLabel.isHidden = (listConfiguration.text ?? "").isEmpty
        secondaryTextLabel.isHidden = (listConfiguration.secondaryText ?? "").isEmpty
        imageView.image = listConfiguration.image
        imageView.isHidden = listConfiguration.image == nil
    }
}

extension UIListContentConfiguration.TextProperties {
    /// Shows a text with these properties in a label; with `followingTextSize`, a font that follows
    /// the text size is taken at the current size (a configuration made before the text size
    /// changed still shows at the new one, as UIKit's list content view adjusts its fonts).
    @MainActor
    func apply(text: String?, to label: UILabel, followingTextSize: Bool = false) {
        label.text = text
        label.font = followingTextSize && adjustsFontForContentSizeCategory ? font.atCurrentTextSize ?? font : font
        label.textColor = color
        label.numberOfLines = numberOfLines
        label.lineBreakMode = lineBreakMode
        label.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        label.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
        label.minimumScaleFactor = minimumScaleFactor
        label.textAlignment =
            switch alignment {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
    }
}
