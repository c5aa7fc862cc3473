import TableSim

/// An image (UIKit's `UIImage`): a real, inert value holding the name it was made from and a size.
///
/// TableSim reads no asset catalogs and draws nothing, so an image is its name and a size chosen
/// by a rule: a named image is 44 × 44 points (the minimum touch target, a common icon size); a
/// system symbol is a square as high as a line of text at its configuration's point size (22 × 22
/// at the default 17 pt); an empty `UIImage()` is 0 × 0.
open class UIImage: Equatable, CustomStringConvertible, @unchecked Sendable {
    /// The image's size, in points.
    public let size: CGSize
    /// The scale of its pixels (a 3× screen).
    public let scale: CGFloat
    /// How the image is drawn: as it is, or as a template in the tint colour.
    public let renderingMode: RenderingMode
    /// Whether the image is a system symbol (`UIImage(systemName:)`).
    public let isSymbolImage: Bool
    /// The asset or symbol name it was made from, or nil.
    let name: String?
    /// The tint a `withTintColor(_:)` copy draws in, or nil.
    let tint: UIColor?
    /// The symbol configuration, for a symbol.
    public let symbolConfiguration: SymbolConfiguration?

    init(
        name: String?, size: CGSize, symbol: Bool, renderingMode: RenderingMode = .automatic, tint: UIColor? = nil,
        configuration: SymbolConfiguration? = nil
    ) {
        self.name = name
        self.size = size
        scale = 3
        isSymbolImage = symbol
        self.renderingMode = renderingMode
        self.tint = tint
        symbolConfiguration = configuration
    }

    /// An empty image.
    public convenience init() { self.init(name: nil, size: .zero, symbol: false) }

    /// The image of an app's asset catalog; never nil, since TableSim has no catalogs to miss.
    public convenience init?(named name: String) {
        self.init(name: name, size: CGSize(width: 44, height: 44), symbol: false)
    }

    /// A system symbol (SF Symbols); never nil, since TableSim keeps no list of symbols.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// UIKit's standard image for a remove action (`UIImage.remove`, as swipe actions use it): here
    /// a default-size system symbol named `minus.circle.fill`, the symbol it looks like. The name is
    /// TableSim's choice; only a test that reads the image's name sees it.
    open class var remove: UIImage { UIImage(systemName: "minus.circle.fill")! }

    /// A system symbol in a configuration: as tall and wide as a line of its text style, or of
    /// text at its point size.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        let side: CGFloat =
            if let style = configuration?.textStyle {
                UIFont.preferredFont(forTextStyle: style).lineHeight
            } else {
                configuration?.pointSize.map { CGFloat(TextMeasurer(pointSize: Double($0)).lineHeight) } ?? 22
            }
        self.init(
            name: name, size: CGSize(width: side, height: side), symbol: true, renderingMode: .alwaysTemplate,
            configuration: configuration)
    }

    /// The same image drawn in a rendering mode.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            name: name, size: size, symbol: isSymbolImage, renderingMode: renderingMode, tint: tint,
            configuration: symbolConfiguration)
    }

    /// The same image drawn in a colour.
    open func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(
            name: name, size: size, symbol: isSymbolImage, renderingMode: .alwaysOriginal, tint: color,
            configuration: symbolConfiguration)
    }

    /// The same image drawn in a colour and rendering mode.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(
            name: name, size: size, symbol: isSymbolImage, renderingMode: renderingMode, tint: color,
            configuration: symbolConfiguration)
    }

    /// The same symbol in another configuration (its size follows the configuration's point size).
    open func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard isSymbolImage, let name else { return self }
        return UIImage(systemName: name, withConfiguration: configuration) ?? self
    }

    /// Two images are equal when their names, sizes, modes and tints are.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.name == rhs.name && lhs.size == rhs.size && lhs.isSymbolImage == rhs.isSymbolImage
            && lhs.renderingMode == rhs.renderingMode && lhs.tint == rhs.tint
    }

    /// The image's name and size.
    public var description: String {
        "UIImage(\(isSymbolImage ? "systemName: " : "named: ")\(name ?? "nil"), \(size.width)×\(size.height))"
    }

    /// How an image is drawn (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable, CaseIterable {
        /// `automatic` lets the context decide; `alwaysOriginal` draws the image's own colours;
        /// `alwaysTemplate` uses only its shape, filled with the tint colour. TableSim keeps the mode on the
        /// image (a system symbol is `alwaysTemplate`, a tinted copy `alwaysOriginal`) and compares it in `==`.
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// How a system symbol is drawn: size, weight, scale (UIKit's `UIImage.SymbolConfiguration`).
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The symbol's point size, if given.
        public let pointSize: CGFloat?
        /// The symbol's weight, if given.
        public let weight: SymbolWeight?
        /// The symbol's scale, if given.
        public let scale: SymbolScale?
        /// The text style the symbol matches, if given.
        public let textStyle: UIFont.TextStyle?

        /// A configuration of a point size.
        public init(pointSize: CGFloat) { self.init(pointSize, nil, nil, nil) }
        /// A configuration of a point size and weight.
        public init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize, weight, nil, nil) }
        /// A configuration of a point size, weight and scale.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) { self.init(pointSize, weight, scale, nil) }
        /// A configuration of a weight.
        public init(weight: SymbolWeight) { self.init(nil, weight, nil, nil) }
        /// A configuration of a scale.
        public init(scale: SymbolScale) { self.init(nil, nil, scale, nil) }
        /// A configuration matching a text style (its point size at the current text size).
        public init(textStyle: UIFont.TextStyle) {
            self.init(textStyle.pointSize(at: UITraitCollection.current.preferredContentSizeCategory), nil, nil, textStyle)
        }
        /// A configuration matching a font's size.
        public init(font: UIFont) { self.init(font.pointSize, nil, nil, nil) }

        private init(_ pointSize: CGFloat?, _ weight: SymbolWeight?, _ scale: SymbolScale?, _ textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }
    }

    /// A symbol's weight (UIKit's `UIImage.SymbolWeight`).
    public enum SymbolWeight: Int, Sendable, CaseIterable {
        /// A symbol's stroke weight, from `ultraLight` through `thin`, `light`, `regular`, `medium`,
        /// `semibold` and `bold` to `heavy` and `black`, matching the font weights; `unspecified` leaves it to
        /// the context. Kept in the configuration: it does not change a TableSim symbol's size.
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's scale relative to its text (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable, CaseIterable {
        /// How big a symbol is beside text of the same point size: `small`, `medium` or `large`; `default`
        /// takes the context's scale and `unspecified` sets none. Kept in the configuration: a TableSim
        /// symbol's side follows its point size only.
        case `default` = -1, unspecified = 0, small, medium, large
    }
}
