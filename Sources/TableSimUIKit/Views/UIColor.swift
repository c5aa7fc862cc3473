/// A colour (UIKit's `UIColor`): a real, inert value apps set on views.
open class UIColor: Equatable, @unchecked Sendable {
    /// The colour's red, green, blue and alpha components, 0...1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// Creates a colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Two colours are equal when their components are.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }

    /// Black.
    public static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// White.
    public static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// No colour at all.
    public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
}
