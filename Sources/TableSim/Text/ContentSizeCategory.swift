/// The user's preferred text size (UIKit's `UIContentSizeCategory`), from extra small to the five
/// accessibility sizes, in order; Large is the default (accessibility reference §11.1 [A]).
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Sendable {
    /// xS.
    case extraSmall
    /// S.
    case small
    /// M.
    case medium
    /// L, the default.
    case large
    /// XL.
    case extraLarge
    /// XXL.
    case extraExtraLarge
    /// XXXL, the largest outside the accessibility sizes.
    case extraExtraExtraLarge
    /// AX1.
    case accessibilityMedium
    /// AX2.
    case accessibilityLarge
    /// AX3.
    case accessibilityExtraLarge
    /// AX4.
    case accessibilityExtraExtraLarge
    /// AX5, the largest.
    case accessibilityExtraExtraExtraLarge

    /// The size a device starts with: Large.
    public static let `default` = ContentSizeCategory.large

    /// Orders categories from smallest to largest.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The short name used in settings and scenarios: "xS", "S", "M", "L", "XL", "XXL", "XXXL",
    /// "AX1" … "AX5".
    public var shortName: String { Self.shortNames[rawValue] }

    /// UIKit's raw value, such as "UICTContentSizeCategoryL" or "UICTContentSizeCategoryAccessibilityXXXL".
    public var uikitName: String {
        let suffixes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL"]
        return isAccessibilityCategory
            ? "UICTContentSizeCategoryAccessibility" + suffixes[rawValue - 5]
            : "UICTContentSizeCategory" + suffixes[rawValue]
    }

    /// UIKit's Swift name of the case, such as "accessibilityExtraExtraExtraLarge".
    public var swiftName: String { String(describing: self) }

    /// Whether the category is one of the five accessibility sizes (AX1–AX5) [A].
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Reads a category from its short name (any case), its UIKit name, or its Swift name with or
    /// without a leading dot (`.large`); nil for anything else.
    public init?(parsing text: String) {
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        guard
            let found = Self.allCases.first(where: {
                $0.shortName.lowercased() == name.lowercased() || $0.uikitName == name || $0.swiftName == name
            })
        else { return nil }
        self = found
    }

    private static let shortNames = ["xS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// The height of one line of body text at this size: the reference's §11.2 row (22 at L is the
    /// HIG's 17/22; the others come from one transcription [O]).
    public var bodyLineHeight: Double { Self.bodyLineHeights[rawValue] }

    private static let bodyLineHeights: [Double] = [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 63]

    /// A one-line stock row's height at this size: max(44, body line height + 22), the reference's
    /// §11.2 last line and §11.3 **Choice** (44 at L is UIKit's default row height).
    public var stockRowHeight: Double { max(44, bodyLineHeight + 22) }
}

/// UIKit's text styles (`UIFont.TextStyle`), whose point sizes follow the text size.
public enum TextStyle: String, CaseIterable, Sendable {
    /// The large navigation title.
    case largeTitle
    /// The first-level title.
    case title1
    /// The second-level title.
    case title2
    /// The third-level title.
    case title3
    /// Headings (semibold, the body's size).
    case headline
    /// Body text: stock cells' titles.
    case body
    /// Callouts.
    case callout
    /// Subheadings.
    case subheadline
    /// Footnotes: the subtitle cell's detail.
    case footnote
    /// Standard captions.
    case caption1
    /// Alternate captions.
    case caption2

    /// The style's point size at a text size: the reference's §11.2 table (HIG "Dynamic Type
    /// sizes" [A via O]; where transcriptions differ, the majority: callout 51 and caption2 40 at AX5).
    public func pointSize(at category: ContentSizeCategory) -> Double {
        Self.pointSizes[self]![category.rawValue]
    }

    /// The height of one line of the style at a text size: the style's own leading from the HIG's
    /// Dynamic Type tables (the accessibility reference's §11.2, corrected in turn 3: each style has
    /// its own, and body's ratio must not be applied to the others). Body and headline share the
    /// body row at every size. For the other styles the reference transcribes the Large column only
    /// (largeTitle 41, title1 34, title2 28, title3 25, callout 21, subheadline 20, footnote 18,
    /// caption1 16, caption2 13); at the other sizes that leading is scaled by the style's size
    /// ratio and rounded to the nearest point, as the reference says to do where a cell is missing.
    public func lineHeight(at category: ContentSizeCategory) -> Double {
        switch self {
        case .body, .headline:
            return category.bodyLineHeight
        default:
            let large = Self.largeLeading[self]!
            if category == .large { return large }
            return (large * pointSize(at: category) / pointSize(at: .large)).rounded()
        }
    }

    /// Each style's leading at the Large size, from the HIG's table [A via O].
    private static let largeLeading: [TextStyle: Double] = [
        .largeTitle: 41, .title1: 34, .title2: 28, .title3: 25, .headline: 22, .body: 22, .callout: 21,
        .subheadline: 20, .footnote: 18, .caption1: 16, .caption2: 13,
    ]

    /// A line's height for text at a point size of no text style (a custom or capped size that scales
    /// with the text size), by the body's ratio of line height to point size at that size.
    /// Multiplying first keeps the body's own values exact.
    public static func lineHeight(ofPointSize size: Double, at category: ContentSizeCategory) -> Double {
        (size * category.bodyLineHeight / TextStyle.body.pointSize(at: category)).rounded(.up)
    }

    private static let pointSizes: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}

/// The font a cell's label draws with, as far as its size goes: whether and how it follows the
/// user's text size.
public enum CellFont: Hashable, Sendable {
    /// `UIFont.preferredFont(forTextStyle:)`: follows the text size.
    case textStyle(TextStyle)
    /// `UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:)` on the style's own font:
    /// follows the text size up to a cap.
    case scaled(TextStyle, maximumPointSize: Double)
    /// `UIFont.systemFont(ofSize:)`: the same size at every text size.
    case fixed(Double)

    /// The point size at a text size.
    public func pointSize(at category: ContentSizeCategory) -> Double {
        switch self {
        case .textStyle(let style): style.pointSize(at: category)
        case .scaled(let style, let maximum): min(style.pointSize(at: category), maximum)
        case .fixed(let size): size
        }
    }

    /// The height of one line at a text size: a scaling font's lines scale as the body's do (see
    /// ``TextStyle/lineHeight(at:)``); a fixed font's are the text measurer's, the same at every size.
    public func lineHeight(at category: ContentSizeCategory) -> Double {
        switch self {
        case .textStyle(let style): style.lineHeight(at: category)
        case .scaled(let style, let maximum):
            // Below its cap a scaled font is its style's font, with the style's leading.
            style.pointSize(at: category) <= maximum
                ? style.lineHeight(at: category) : TextStyle.lineHeight(ofPointSize: maximum, at: category)
        case .fixed(let size): TextMeasurer(pointSize: size).lineHeight
        }
    }

    /// Whether the font grows with the text size at all (a fixed font does not: the audit's
    /// "Dynamic Type font sizes are unsupported").
    public var followsTextSize: Bool {
        if case .fixed = self { return false }
        return true
    }

    /// Whether the font stops short of its style's size at a text size (a capped scaled font past its
    /// cap: the audit's "… partially unsupported").
    public func isCapped(at category: ContentSizeCategory) -> Bool {
        guard case .scaled(let style, let maximum) = self else { return false }
        return maximum < style.pointSize(at: category)
    }

    /// The text measurer for the font's size at a text size, 5 % wider when Bold Text is on.
    package func measurer(at category: ContentSizeCategory, isBold: Bool = false) -> TextMeasurer {
        TextMeasurer(pointSize: pointSize(at: category), isBold: isBold)
    }
}
