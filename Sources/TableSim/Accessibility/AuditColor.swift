import Foundation

/// A colour as the contrast audit reads it: sRGB components and alpha, 0...1 each, with the system
/// name it came from (`systemGray`), if any.
///
/// The core knows no `UIColor`: TableSimUIKit's cells hand their colours over as these values, and the
/// scenario language writes them as `#RRGGBB`, `#RRGGBBAA` or a system name. System colours carry their
/// light-appearance values (the same table as TableSimUIKit's `UIColor`).
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The alpha component, 0...1: 0 lets what lies below show through entirely.
    public var alpha: Double
    /// The system colour's name, or nil for a colour made from components.
    public var name: String?

    /// Creates a colour from components, 0...1 each, and an optional system name.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, name: String? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.name = name
    }

    /// A system colour from 8-bit components (its light-appearance value).
    private init(_ name: String, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.init(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha, name: name)
    }

    /// The colours UIKit names, light appearance (assistive-tech reference 4.1 and 5.3: the contrast
    /// check runs in the current mode; TableSim shows the light, normal-contrast one). The values are
    /// TableSimUIKit's `UIColor` statics'; a test keeps the two tables equal.
    public static let system: [RGBAColor] = [
        RGBAColor("systemRed", 255, 59, 48), RGBAColor("systemOrange", 255, 149, 0), RGBAColor("systemYellow", 255, 204, 0),
        RGBAColor("systemGreen", 52, 199, 89), RGBAColor("systemMint", 0, 199, 190), RGBAColor("systemTeal", 48, 176, 199),
        RGBAColor("systemCyan", 50, 173, 230), RGBAColor("systemBlue", 0, 122, 255), RGBAColor("systemIndigo", 88, 86, 214),
        RGBAColor("systemPurple", 175, 82, 222), RGBAColor("systemPink", 255, 45, 85), RGBAColor("systemBrown", 162, 132, 94),
        RGBAColor("systemGray", 142, 142, 147), RGBAColor("systemGray2", 174, 174, 178), RGBAColor("systemGray3", 199, 199, 204),
        RGBAColor("systemGray4", 209, 209, 214), RGBAColor("systemGray5", 229, 229, 234), RGBAColor("systemGray6", 242, 242, 247),
        RGBAColor("tintColor", 0, 122, 255),
        RGBAColor("label", 0, 0, 0), RGBAColor("secondaryLabel", 60, 60, 67, 0.6), RGBAColor("tertiaryLabel", 60, 60, 67, 0.3),
        RGBAColor("quaternaryLabel", 60, 60, 67, 0.18), RGBAColor("link", 0, 122, 255), RGBAColor("placeholderText", 60, 60, 67, 0.3),
        RGBAColor("systemBackground", 255, 255, 255), RGBAColor("secondarySystemBackground", 242, 242, 247),
        RGBAColor("tertiarySystemBackground", 255, 255, 255), RGBAColor("systemGroupedBackground", 242, 242, 247),
        RGBAColor("secondarySystemGroupedBackground", 255, 255, 255), RGBAColor("tertiarySystemGroupedBackground", 242, 242, 247),
        RGBAColor("black", 0, 0, 0), RGBAColor("white", 255, 255, 255), RGBAColor("clear", 0, 0, 0, 0),
    ]

    /// The system colour with this name (`systemGray`, `secondaryLabel`), or nil.
    public static func named(_ name: String) -> RGBAColor? { system.first { $0.name == name } }

    /// The colour a scenario writes: `#RRGGBB`, `#RRGGBBAA` (alpha last) or a system name; nil for
    /// anything else.
    public init?(parsing text: String) {
        guard text.hasPrefix("#") else {
            guard let named = Self.named(text) else { return nil }
            self = named
            return
        }
        let digits = text.dropFirst()
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let bytes = digits.count == 8 ? value : value << 8 | 0xFF
        func channel(_ shift: UInt32) -> Double { Double((bytes >> shift) & 0xFF) / 255 }
        self.init(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }

    /// `#RRGGBB` (with `AA` when not opaque), the name first for a system colour: `systemGray #8E8E93`.
    public var description: String {
        let hex = hexDescription
        return name.map { "\($0) \(hex)" } ?? hex
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexDescription: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((min(max(value, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// This colour drawn over an opaque one: `a·c + (1 − a)·below` per channel, in sRGB as UIKit blends
    /// by default (assistive-tech reference 4.1, step 2). The result is opaque, and nameless unless
    /// this colour was opaque.
    public func composited(over below: RGBAColor) -> RGBAColor {
        guard alpha < 1 else { return self }
        func mix(_ top: Double, _ bottom: Double) -> Double { alpha * top + (1 - alpha) * bottom }
        return RGBAColor(red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue))
    }

    /// WCAG 2.x relative luminance of the colour's components (assistive-tech reference 4.1, step 3; the 0.04045 knee).
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG contrast ratio of two opaque colours, `(Lmax + 0.05) / (Lmin + 0.05)`, rounded to two
    /// decimals as the assistive-tech reference (4.1, step 3) asks before comparing.
    public static func contrastRatio(_ first: RGBAColor, _ second: RGBAColor) -> Double {
        let (a, b) = (first.relativeLuminance, second.relativeLuminance)
        return ((max(a, b) + 0.05) / (min(a, b) + 0.05) * 100).rounded() / 100
    }
}

/// One run of text in a cell as the contrast audit reads it: what it says, its font, its colour and
/// the fills behind it inside the cell.
public struct TextColorRun: Hashable, Sendable {
    /// What the run is called in findings: `title`, `detail`, `content label 1`.
    public var name: String
    /// The text shown (a run with none is skipped).
    public var text: String
    /// The font, for the point size that makes text large (18 pt, or 14 pt bold).
    public var font: CellFont
    /// Whether the font is bold (weight 700 or heavier, WCAG's bold).
    public var isBold: Bool
    /// The text colour.
    public var foreground: RGBAColor
    /// The fills behind the text inside the cell, nearest first: the label's own background, its
    /// superviews' up to the content view, and last the cell's background (the stock one, white in
    /// every table style, when the app sets none). The table's background lies under the last; a
    /// translucent fill lets the next one show through.
    public var backgrounds: [RGBAColor]

    /// Creates a run.
    public init(name: String, text: String, font: CellFont, isBold: Bool = false, foreground: RGBAColor, backgrounds: [RGBAColor]) {
        self.name = name
        self.text = text
        self.font = font
        self.isBold = isBold
        self.foreground = foreground
        self.backgrounds = backgrounds
    }
}

/// The colours a core cell draws its stock labels in when the app sets none (what TableSim's pictures
/// draw: the label colour, the secondary label colour for a value1 detail, the tint for a value2 title).
extension TableViewCell {
    /// The runs of the stock labels with text, in the colours set on them or the stock ones, over the
    /// cell's background (the stock cell's, white, unless set).
    package var stockTextColorRuns: [TextColorRun] {
        var runs: [TextColorRun] = []
        let layout = labelLayout
        let stockTitle = RGBAColor.named(layout == .value2 ? "tintColor" : "label")!
        let stockDetail = RGBAColor.named(layout == .value1 ? "secondaryLabel" : "label")!
        for (name, label, stock) in [("title", textLabel, stockTitle), ("detail", detailTextLabel, stockDetail)] {
            guard let label, let text = label.text, !text.isEmpty else { continue }
            runs.append(TextColorRun(
                name: name, text: text, font: label.font, foreground: label.textColor ?? stock,
                backgrounds: [backgroundColor ?? RGBAColor.named("systemBackground")!]))
        }
        return runs
    }
}
