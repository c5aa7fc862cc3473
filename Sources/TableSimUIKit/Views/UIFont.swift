import TableSim

/// A font (UIKit's `UIFont`): a real, inert value whose size the text measurer reads.
///
/// TableSim has no font files: every font, system or named, is measured by `TextMeasurer`'s rule
/// at its point size; the name, weight and text style are kept so apps and tests can read them.
/// Text styles have UIKit's sizes at the text size of `UITraitCollection.current` (Large unless set).
open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The font's name: `.SFUI-Regular`, `.SFUI-Semibold`... for the system font, or the name asked for.
    public let fontName: String
    /// The font's family: `.SFUI` for the system font.
    public let familyName: String
    /// The font's size, in points.
    public let pointSize: CGFloat
    /// The font's weight (heavier than asked for a system font made while Bold Text is on).
    let weight: Weight
    /// The weight the app asked for.
    let requestedWeight: Weight
    /// Whether the font is a system font made while Bold Text is on: heavier, and measured 5 % wider
    /// (the assistive-tech reference section 5.1).
    let isBoldTextFace: Bool
    /// Whether the font is italic.
    let isItalic: Bool
    /// The text style the font came from, if any (a Dynamic Type font).
    let textStyle: TextStyle?
    /// The font, metrics and largest size a `UIFontMetrics` font was scaled from, if any.
    let scaledFrom: (font: UIFont, metrics: UIFontMetrics, maximum: CGFloat?)?
    /// The text size a text-style or scaled font was made for: its lines are spaced by the core's
    /// rule for fonts that follow the text size (the body's line height over its size at that
    /// size); nil for a fixed font, whose lines the text measurer spaces.
    let madeForCategory: UIContentSizeCategory?

    init(
        name: String, family: String, size: CGFloat, weight: Weight, italic: Bool, textStyle: TextStyle?,
        scaledFrom: (font: UIFont, metrics: UIFontMetrics, maximum: CGFloat?)? = nil,
        madeFor category: UIContentSizeCategory? = nil
    ) {
        madeForCategory = category
        // Bold Text: system fonts come back heavier by themselves; named fonts do not (assistive-tech reference 5.1).
        let bold = family.hasPrefix(".SFUI") && UITraitCollection.current.legibilityWeight == .bold
        let shown = bold ? weight.underBoldText : weight
        fontName = bold && name == family + "-" + weight.faceName ? family + "-" + shown.faceName : name
        familyName = family
        pointSize = size
        self.weight = shown
        requestedWeight = weight
        isBoldTextFace = bold
        isItalic = italic
        self.textStyle = textStyle
        self.scaledFrom = scaledFrom
    }

    /// The same font at the current text size, when it follows the text size (it came from a text
    /// style or `UIFontMetrics`); nil for a fixed font.
    var atCurrentTextSize: UIFont? {
        if let scaledFrom {
            guard let maximum = scaledFrom.maximum else { return scaledFrom.metrics.scaledFont(for: scaledFrom.font) }
            return scaledFrom.metrics.scaledFont(for: scaledFrom.font, maximumPointSize: maximum)
        }
        guard let textStyle else { return nil }
        return UIFont.preferredFont(forTextStyle: textStyle).withWeight(requestedWeight)
    }

    private func withWeight(_ weight: Weight) -> UIFont {
        UIFont(
            name: fontName.hasPrefix(".SFUI-") ? ".SFUI-" + weight.faceName : fontName, family: familyName,
            size: pointSize, weight: weight, italic: isItalic, textStyle: textStyle, madeFor: madeForCategory)
    }

    /// The core's description of the font as far as the text size goes: a text style follows it,
    /// a `UIFontMetrics` font follows its metrics' style (up to its maximum), any other font is fixed.
    ///
    /// A metrics font scaled from a custom base font is described by its metrics' style, so the
    /// core draws it at that style's size: close, not exact.
    var cellFont: CellFont {
        if let scaledFrom {
            let style = scaledFrom.metrics.textStyle.simulated
            return scaledFrom.maximum.map { .scaled(style, maximumPointSize: Double($0)) } ?? .textStyle(style)
        }
        return textStyle.map { .textStyle($0.simulated) } ?? .fixed(Double(pointSize))
    }

    /// A font by name; never nil, since TableSim measures every font by the same rule.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, family: fontName, size: fontSize, weight: .regular, italic: false, textStyle: nil)
    }

    /// The system font at a size, in a weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            name: ".SFUI-" + weight.faceName, family: ".SFUI", size: fontSize, weight: weight, italic: false,
            textStyle: nil)
    }

    /// The regular system font at a size.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The bold system font at a size.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font at a size.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-RegularItalic", family: ".SFUI", size: fontSize, weight: .regular, italic: true, textStyle: nil)
    }

    /// The system font with digits of equal width (measured the same: digits are tabular already).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font at a size, in a weight.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            name: ".SFUIMono-" + weight.faceName, family: ".SFUIMono", size: fontSize, weight: weight, italic: false,
            textStyle: nil)
    }

    /// The font of a text style at the current text size (`UITraitCollection.current`): at Large,
    /// body 17, headline 17 semibold, footnote 13...
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style at the text size of a trait collection (the current one for nil).
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        let weight: Weight = style == .headline ? .semibold : .regular
        return UIFont(
            name: ".SFUI-" + weight.faceName, family: ".SFUI", size: style.pointSize(at: category), weight: weight,
            italic: false, textStyle: style, madeFor: category)
    }

    /// The size of the standard system font: 17.
    open class var systemFontSize: CGFloat { 17 }
    /// The size of the small system font: 12.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The size of labels' font: 17.
    open class var labelFontSize: CGFloat { 17 }
    /// The size of buttons' font: 18.
    open class var buttonFontSize: CGFloat { 18 }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            name: isBoldTextFace ? familyName + "-" + requestedWeight.faceName : fontName, family: familyName, size: fontSize,
            weight: requestedWeight, italic: isItalic, textStyle: textStyle, madeFor: madeForCategory)
    }

    /// The height of a line of text: the text measurer's for a fixed font (22 pt at 17 pt); for a
    /// text-style or scaled font, the core's rule at the text size it was made for (the body's
    /// line height over its size there: 22 at Large, 26 for body at XXL, 63 at AX5).
    open var lineHeight: CGFloat {
        guard let madeForCategory else { return CGFloat(measurer.lineHeight) }
        return CGFloat(TableSim.TextStyle.lineHeight(ofPointSize: Double(pointSize), at: madeForCategory.simulated))
    }
    /// How far the tallest glyphs rise above the baseline (the measurer's rule: 3/4 of the line height).
    open var ascender: CGFloat { lineHeight * 3 / 4 }
    /// How far glyphs go below the baseline, negative (the rest of the line height).
    open var descender: CGFloat { -(lineHeight / 4) }
    /// The height of capital letters (0.7 em).
    open var capHeight: CGFloat { pointSize * 0.7 }
    /// The height of lowercase letters without ascenders (0.5 em).
    open var xHeight: CGFloat { pointSize / 2 }
    /// Extra space between lines: none, as the line height already holds it.
    open var leading: CGFloat { 0 }

    /// The measurer of text in this font.
    var measurer: TextMeasurer { TextMeasurer(pointSize: Double(pointSize), isBold: isBoldTextFace) }

    /// Two fonts are equal when their names, sizes and styles are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.isItalic == rhs.isItalic
            && lhs.textStyle == rhs.textStyle
    }

    /// Hashes the font's name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// The font's name and size.
    public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }

    /// A font weight (UIKit's `UIFont.Weight`), from -1 (lightest) to 1 (heaviest).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value.
        public var rawValue: CGFloat
        /// Creates a weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a weight from its value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultralight: -0.8.
        public static let ultraLight = Weight(-0.8)
        /// Thin: -0.6.
        public static let thin = Weight(-0.6)
        /// Light: -0.4.
        public static let light = Weight(-0.4)
        /// Regular: 0.
        public static let regular = Weight(0)
        /// Medium: 0.23.
        public static let medium = Weight(0.23)
        /// Semibold: 0.3.
        public static let semibold = Weight(0.3)
        /// Bold: 0.4.
        public static let bold = Weight(0.4)
        /// Heavy: 0.56.
        public static let heavy = Weight(0.56)
        /// Black: 0.62.
        public static let black = Weight(0.62)

        /// The weight a system font takes while Bold Text is on: ultralight to light one step
        /// heavier, regular and up two steps, black at most (Regular → Semibold, Medium → Bold,
        /// Semibold → Heavy, Bold → Black). The assistive-tech reference's section 5.1 **Choice**.
        var underBoldText: Weight {
            let steps: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            guard let index = steps.firstIndex(of: self) else { return self }
            return steps[min(steps.count - 1, index + (index < 3 ? 1 : 2))]
        }

        /// The face's name in the system font's name.
        var faceName: String {
            switch self {
            case .ultraLight: "Ultralight"
            case .thin: "Thin"
            case .light: "Light"
            case .regular: "Regular"
            case .medium: "Medium"
            case .semibold: "Semibold"
            case .bold: "Bold"
            case .heavy: "Heavy"
            case .black: "Black"
            default: "Weight\(rawValue)"
            }
        }
    }

    /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's UIKit name, such as `UICTFontTextStyleBody`.
        public var rawValue: String
        /// Creates a style from its UIKit name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a style from its UIKit name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Large titles: 34 pt.
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// First-level titles: 28 pt.
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// Second-level titles: 22 pt.
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// Third-level titles: 20 pt.
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// Headings: 17 pt semibold.
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// Subheadings: 15 pt.
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// Body text: 17 pt.
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// Callouts: 16 pt.
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// Footnotes: 13 pt.
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// Standard captions: 12 pt.
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// Alternate captions: 11 pt.
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// The style's point size at the default (Large) text size.
        var pointSize: CGFloat { pointSize(at: .large) }

        /// The style's point size at a text size: the core's table (the accessibility reference's
        /// §11.2); an unknown style takes the body's.
        func pointSize(at category: UIContentSizeCategory) -> CGFloat {
            CGFloat(simulated.pointSize(at: category.simulated))
        }

        /// The core's text style for this one (the body for an unknown style).
        var simulated: TableSim.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption1
            case .caption2: .caption2
            default: .body
            }
        }
    }
}

/// Scales fonts and values for the user's text size (UIKit's `UIFontMetrics`).
///
/// A value scales by its text style's size at the text size over its size at Large, and a font's
/// size is rounded to 0.5 pt (the accessibility reference's rule for custom values): at the
/// default Large, everything keeps its size.
public struct UIFontMetrics: Sendable {
    /// The text style whose scale applies.
    public let textStyle: UIFont.TextStyle

    /// The metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// The body style's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// A font scaled for the current text size.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// A font scaled for the text size of a trait collection (the current one for nil).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font.scaledFrom?.font ?? font
        return UIFont(
            name: base.isBoldTextFace ? base.familyName + "-" + base.requestedWeight.faceName : base.fontName,
            family: base.familyName,
            size: (scaledValue(for: base.pointSize, compatibleWith: traitCollection) * 2).rounded() / 2,
            weight: base.requestedWeight, italic: base.isItalic, textStyle: base.textStyle, scaledFrom: (base, self, nil),
            madeFor: (traitCollection ?? .current).preferredContentSizeCategory)
    }

    /// A font scaled for the current text size, no larger than a size.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let scaled = scaledFont(for: font)
        return UIFont(
            name: scaled.fontName, family: scaled.familyName, size: min(scaled.pointSize, maximumPointSize),
            weight: scaled.weight, italic: scaled.isItalic, textStyle: scaled.textStyle,
            scaledFrom: (font.scaledFrom?.font ?? font, self, maximumPointSize), madeFor: scaled.madeForCategory)
    }

    /// A value (a spacing, an image size) scaled for the current text size.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// A value scaled for the text size of a trait collection (the current one for nil).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        return value * textStyle.pointSize(at: category) / textStyle.pointSize
    }
}
