/// A device screen: its size in points and the safe-area insets of its bars and home indicator.
public struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// The preset's name, or nil for a screen given by numbers.
    public var name: String?
    /// The size in points.
    public var size: Size
    /// The insets of the status bar, notch and home indicator.
    public var safeArea: EdgeInsets

    /// Creates a screen.
    public init(name: String? = nil, size: Size, safeArea: EdgeInsets = .zero) {
        self.name = name
        self.size = size
        self.safeArea = safeArea
    }

    /// The screen TableSim uses unless told otherwise: an iPhone 14, portrait.
    public static let `default` = presets[1]

    /// Named screens of current devices, portrait.
    public static let presets: [Screen] = [
        Screen(name: "iPhone SE", size: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20)),
        Screen(name: "iPhone 14", size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, bottom: 34)),
        Screen(name: "iPhone 15", size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34)),
        Screen(name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), safeArea: EdgeInsets(top: 59, bottom: 34)),
        Screen(name: "iPhone 16 Pro", size: Size(width: 402, height: 874), safeArea: EdgeInsets(top: 62, bottom: 34)),
        Screen(name: "iPad", size: Size(width: 820, height: 1180), safeArea: EdgeInsets(top: 24, bottom: 20)),
    ]

    /// The preset with a name, compared without case.
    public static func preset(named name: String) -> Screen? {
        presets.first { $0.name?.lowercased() == name.lowercased() }
    }

    public var description: String {
        (name.map { "\"\($0)\" " } ?? "") + "\(size) safe-area=\(safeArea)"
    }
}
