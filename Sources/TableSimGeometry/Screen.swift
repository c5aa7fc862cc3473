/// Which way up a device is held.
public enum Orientation: String, Sendable, CaseIterable {
    /// Taller than wide, the home indicator at the bottom.
    case portrait
    /// Wider than tall, turned a quarter.
    case landscape
}

/// A device screen: its size in points and the safe-area insets of its bars and home indicator.
public struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// The preset's name, or nil for a screen given by numbers.
    public var name: String?
    /// The size in points.
    public var size: Size
    /// The insets of the status bar, notch and home indicator.
    public var safeArea: EdgeInsets
    /// Which way up the device is held.
    public var orientation: Orientation

    /// Creates a screen; without an orientation it is portrait unless wider than tall.
    public init(name: String? = nil, size: Size, safeArea: EdgeInsets = .zero, orientation: Orientation? = nil) {
        self.name = name
        self.size = size
        self.safeArea = safeArea
        self.orientation = orientation ?? (size.width > size.height ? .landscape : .portrait)
    }

    /// A device TableSim knows: its portrait size, and its safe areas held each way.
    public struct Device: Hashable, Sendable {
        /// The device's name, as `screen "NAME"` writes it.
        public var name: String
        /// The portrait size in points.
        public var portraitSize: Size
        /// The safe area in portrait: status bar (or Dynamic Island) and home indicator.
        public var portraitSafeArea: EdgeInsets
        /// The safe area in landscape: the notch's side insets and the home indicator (iPhones hide
        /// the status bar in landscape, so the top inset is 0).
        public var landscapeSafeArea: EdgeInsets

        /// The device's screen held one way.
        public func screen(_ orientation: Orientation) -> Screen {
            switch orientation {
            case .portrait:
                Screen(name: name, size: portraitSize, safeArea: portraitSafeArea, orientation: .portrait)
            case .landscape:
                Screen(
                    name: name, size: Size(width: portraitSize.height, height: portraitSize.width),
                    safeArea: landscapeSafeArea, orientation: .landscape)
            }
        }
    }

    /// The devices of the presets, with the sizes and safe areas UIKit reports on them (iOS 17/18).
    public static let devices: [Device] = [
        Device(
            name: "iPhone SE", portraitSize: Size(width: 375, height: 667), portraitSafeArea: EdgeInsets(top: 20),
            landscapeSafeArea: .zero),
        Device(
            name: "iPhone 13 mini", portraitSize: Size(width: 375, height: 812),
            portraitSafeArea: EdgeInsets(top: 50, bottom: 34),
            landscapeSafeArea: EdgeInsets(left: 50, bottom: 21, right: 50)),
        Device(
            name: "iPhone 14", portraitSize: Size(width: 390, height: 844),
            portraitSafeArea: EdgeInsets(top: 47, bottom: 34),
            landscapeSafeArea: EdgeInsets(left: 47, bottom: 21, right: 47)),
        Device(
            name: "iPhone 15", portraitSize: Size(width: 393, height: 852),
            portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
            landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59)),
        Device(
            name: "iPhone 15 Pro Max", portraitSize: Size(width: 430, height: 932),
            portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
            landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59)),
        Device(
            name: "iPhone 16", portraitSize: Size(width: 393, height: 852),
            portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
            landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59)),
        Device(
            name: "iPhone 16 Pro", portraitSize: Size(width: 402, height: 874),
            portraitSafeArea: EdgeInsets(top: 62, bottom: 34),
            landscapeSafeArea: EdgeInsets(left: 62, bottom: 21, right: 62)),
        Device(
            name: "iPhone 16 Pro Max", portraitSize: Size(width: 440, height: 956),
            portraitSafeArea: EdgeInsets(top: 62, bottom: 34),
            landscapeSafeArea: EdgeInsets(left: 62, bottom: 21, right: 62)),
        Device(
            name: "iPad", portraitSize: Size(width: 820, height: 1180),
            portraitSafeArea: EdgeInsets(top: 24, bottom: 20),
            landscapeSafeArea: EdgeInsets(top: 24, bottom: 20)),
    ]

    /// The screen TableSim uses unless told otherwise: an iPhone 14, portrait.
    public static let `default` = devices[2].screen(.portrait)

    /// Named screens of current devices, portrait.
    public static let presets: [Screen] = devices.map { $0.screen(.portrait) }

    /// The device with a name, compared without case.
    public static func device(named name: String) -> Device? {
        devices.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The preset with a name, compared without case, held one way (portrait unless told).
    public static func preset(named name: String, orientation: Orientation = .portrait) -> Screen? {
        device(named: name)?.screen(orientation)
    }

    /// The same device held the other way: a preset uses its device's safe areas; a screen given by
    /// numbers swaps its width and height and turns its insets with it (the top inset goes to the left).
    public func rotated(to orientation: Orientation) -> Screen {
        guard orientation != self.orientation else { return self }
        if let name, let device = Screen.device(named: name) { return device.screen(orientation) }
        let turned: EdgeInsets =
            orientation == .landscape
            ? EdgeInsets(top: safeArea.right, left: safeArea.top, bottom: safeArea.left, right: safeArea.bottom)
            : EdgeInsets(top: safeArea.left, left: safeArea.bottom, bottom: safeArea.right, right: safeArea.top)
        return Screen(size: Size(width: size.height, height: size.width), safeArea: turned, orientation: orientation)
    }

    /// The screen as `state` shows it: `"iPhone 14" 390x844 safe-area=47,0,34,0 portrait`.
    public var description: String {
        (name.map { "\"\($0)\" " } ?? "") + "\(size) safe-area=\(safeArea) \(orientation.rawValue)"
    }
}
