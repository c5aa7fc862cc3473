/// A colour (UIKit's `UIColor`): a real, inert value apps set on views.
///
/// System and semantic colours carry their names and their light-appearance components, so
/// `.label` is not `.black` (as in UIKit, where it is a dynamic colour); a colour from an asset
/// catalog (`UIColor(named:)`) is the name alone, since TableSim reads no asset catalogs.
open class UIColor: Equatable, CustomStringConvertible, @unchecked Sendable {
    /// The colour's red, green, blue and alpha components, 0...1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// The system or asset name the colour was made from, or nil for one made from components.
    let name: String?

    /// Creates a colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        name = nil
    }

    /// Creates a grey from its brightness.
    public init(white: CGFloat, alpha: CGFloat) {
        red = white
        green = white
        blue = white
        self.alpha = alpha
        name = nil
    }

    /// Creates a colour from hue, saturation and brightness, 0...1 each.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let v = brightness
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a colour from Display P3 components (kept as they are: TableSim draws nothing).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour of an app's asset catalog; never nil, since TableSim has no catalogs to miss.
    public init?(named name: String) {
        red = 0
        green = 0
        blue = 0
        alpha = 1
        self.name = name
    }

    private init(system name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) {
        self.red = red / 255
        self.green = green / 255
        self.blue = blue / 255
        self.alpha = alpha
        self.name = name
    }

    /// The same colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the colour's components; returns true, as every TableSim colour has them.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Two colours are equal when their names (system, asset or none) and components are.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.name == rhs.name && (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }

    /// The colour's name, or its components.
    public var description: String {
        if let name { return "UIColor(\(name))" }
        return "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    // MARK: Fixed colours

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey: white 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Light grey: white 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey: white 1/2.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// No colour at all.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Text on dark backgrounds.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text on light backgrounds.
    public static let darkText = UIColor(white: 0, alpha: 1)

    // MARK: System colours (light appearance)

    /// The system red.
    public static let systemRed = UIColor(system: "systemRed", 255, 59, 48)
    /// The system orange.
    public static let systemOrange = UIColor(system: "systemOrange", 255, 149, 0)
    /// The system yellow.
    public static let systemYellow = UIColor(system: "systemYellow", 255, 204, 0)
    /// The system green.
    public static let systemGreen = UIColor(system: "systemGreen", 52, 199, 89)
    /// The system mint.
    public static let systemMint = UIColor(system: "systemMint", 0, 199, 190)
    /// The system teal.
    public static let systemTeal = UIColor(system: "systemTeal", 48, 176, 199)
    /// The system cyan.
    public static let systemCyan = UIColor(system: "systemCyan", 50, 173, 230)
    /// The system blue, the default tint.
    public static let systemBlue = UIColor(system: "systemBlue", 0, 122, 255)
    /// The system indigo.
    public static let systemIndigo = UIColor(system: "systemIndigo", 88, 86, 214)
    /// The system purple.
    public static let systemPurple = UIColor(system: "systemPurple", 175, 82, 222)
    /// The system pink.
    public static let systemPink = UIColor(system: "systemPink", 255, 45, 85)
    /// The system brown.
    public static let systemBrown = UIColor(system: "systemBrown", 162, 132, 94)
    /// The system grey.
    public static let systemGray = UIColor(system: "systemGray", 142, 142, 147)
    /// The second system grey.
    public static let systemGray2 = UIColor(system: "systemGray2", 174, 174, 178)
    /// The third system grey.
    public static let systemGray3 = UIColor(system: "systemGray3", 199, 199, 204)
    /// The fourth system grey.
    public static let systemGray4 = UIColor(system: "systemGray4", 209, 209, 214)
    /// The fifth system grey.
    public static let systemGray5 = UIColor(system: "systemGray5", 229, 229, 234)
    /// The sixth system grey.
    public static let systemGray6 = UIColor(system: "systemGray6", 242, 242, 247)
    /// The app's tint colour (the system blue unless the app sets another).
    public static let tintColor = UIColor(system: "tintColor", 0, 122, 255)

    // MARK: Semantic colours (light appearance)

    /// Primary text.
    public static let label = UIColor(system: "label", 0, 0, 0)
    /// Secondary text.
    public static let secondaryLabel = UIColor(system: "secondaryLabel", 60, 60, 67, 0.6)
    /// Tertiary text.
    public static let tertiaryLabel = UIColor(system: "tertiaryLabel", 60, 60, 67, 0.3)
    /// Quaternary text.
    public static let quaternaryLabel = UIColor(system: "quaternaryLabel", 60, 60, 67, 0.18)
    /// Links.
    public static let link = UIColor(system: "link", 0, 122, 255)
    /// Placeholder text.
    public static let placeholderText = UIColor(system: "placeholderText", 60, 60, 67, 0.3)
    /// Separators that let the content behind show.
    public static let separator = UIColor(system: "separator", 60, 60, 67, 0.29)
    /// Opaque separators.
    public static let opaqueSeparator = UIColor(system: "opaqueSeparator", 198, 198, 200)
    /// The main background.
    public static let systemBackground = UIColor(system: "systemBackground", 255, 255, 255)
    /// Content on the main background.
    public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground", 242, 242, 247)
    /// Content on the secondary background.
    public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackground", 255, 255, 255)
    /// The background of grouped tables.
    public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground", 242, 242, 247)
    /// Content on the grouped background (a grouped table's cells).
    public static let secondarySystemGroupedBackground = UIColor(system: "secondarySystemGroupedBackground", 255, 255, 255)
    /// Content on the secondary grouped background.
    public static let tertiarySystemGroupedBackground = UIColor(system: "tertiarySystemGroupedBackground", 242, 242, 247)
    /// Fill for thin and small shapes.
    public static let systemFill = UIColor(system: "systemFill", 120, 120, 128, 0.2)
    /// Fill for medium shapes.
    public static let secondarySystemFill = UIColor(system: "secondarySystemFill", 120, 120, 128, 0.16)
    /// Fill for large shapes.
    public static let tertiarySystemFill = UIColor(system: "tertiarySystemFill", 118, 118, 128, 0.12)
    /// Fill for large areas with complex content.
    public static let quaternarySystemFill = UIColor(system: "quaternarySystemFill", 116, 116, 128, 0.08)
}
