import Foundation
import TableSim

/// The user's accessibility settings as UIKit reports them (UIKit's `UIAccessibility`): here, the
/// display settings of the assistive-tech reference section 5, read from the simulator showing the latest
/// window (all off when none shows one).
///
/// Each has its status notification on `NotificationCenter.default`. While a controller is shown,
/// `Simulator.setDisplaySetting(_:_:)` (or `setBoldText(_:)`...) posts it there, with a trace line
/// (as the text-size notification: Swift cannot tell whether anyone observes); Bold Text and
/// Increase Contrast also change `UITraitCollection.current` first and the controller then hears
/// `traitCollectionDidChange(_:)` (the reference's section 5 **Choice** order).
public enum UIAccessibility {
    /// The settings app code reads now.
    static var settings: DisplaySettings {
        MainActor.assumeIsolated { ControllerWindow.latest?.displaySettings } ?? DisplaySettings()
    }

    /// Whether Bold Text is on.
    public static var isBoldTextEnabled: Bool { settings.boldText }
    /// Whether Reduce Motion is on.
    public static var isReduceMotionEnabled: Bool { settings.reduceMotion }
    /// Whether Increase Contrast is on (UIKit's darker system colours).
    public static var isDarkerSystemColorsEnabled: Bool { settings.increaseContrast }
    /// Whether Differentiate Without Color is on.
    public static var shouldDifferentiateWithoutColor: Bool { settings.differentiateWithoutColor }
    /// Whether Button Shapes is on.
    public static var buttonShapesEnabled: Bool { settings.buttonShapes }
    /// Whether Smart Invert or Classic Invert is on.
    public static var isInvertColorsEnabled: Bool { settings.invertColors }
    /// Whether Reduce Transparency is on.
    public static var isReduceTransparencyEnabled: Bool { settings.reduceTransparency }
    /// Whether On/Off Labels is on.
    public static var isOnOffSwitchLabelsEnabled: Bool { settings.onOffLabels }

    /// Posted when Bold Text changes.
    public static let boldTextStatusDidChangeNotification = name(.boldText)
    /// Posted when Reduce Motion changes.
    public static let reduceMotionStatusDidChangeNotification = name(.reduceMotion)
    /// Posted when Increase Contrast changes.
    public static let darkerSystemColorsStatusDidChangeNotification = name(.increaseContrast)
    /// Posted when Differentiate Without Color changes.
    public static let differentiateWithoutColorDidChangeNotification = name(.differentiateWithoutColor)
    /// Posted when Button Shapes changes.
    public static let buttonShapesEnabledStatusDidChangeNotification = name(.buttonShapes)
    /// Posted when Smart Invert or Classic Invert changes.
    public static let invertColorsStatusDidChangeNotification = name(.invertColors)
    /// Posted when Reduce Transparency changes.
    public static let reduceTransparencyStatusDidChangeNotification = name(.reduceTransparency)
    /// Posted when On/Off Labels changes.
    public static let onOffSwitchLabelsDidChangeNotification = name(.onOffLabels)

    /// A setting's notification name: its Objective-C name, as UIKit's string is.
    static func name(_ setting: DisplaySetting) -> Notification.Name { Notification.Name(setting.notificationName) }
}

/// Whether text is drawn in a bolder face (UIKit's `UILegibilityWeight`).
public enum UILegibilityWeight: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// The regular weight: Bold Text off.
    case regular = 0
    /// A bolder weight: Bold Text on.
    case bold = 1
}

/// The contrast of the interface (UIKit's `UIAccessibilityContrast`).
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Normal contrast: Increase Contrast off.
    case normal = 0
    /// High contrast: Increase Contrast on.
    case high = 1
}

extension UITraitCollection {
    /// Makes `UITraitCollection.current` carry Bold Text's and Increase Contrast's traits, keeping
    /// its text size; returns the traits before when they changed.
    @discardableResult
    static func followDisplaySettings(_ settings: DisplaySettings) -> UITraitCollection? {
        let previous = current
        let traits = UITraitCollection(
            previous.preferredContentSizeCategory, settings.boldText ? .bold : .regular,
            settings.increaseContrast ? .high : .normal)
        guard traits != previous else { return nil }
        current = traits
        return previous
    }
}

extension ControllerWindow: DisplaySettingsObserving {
    /// A display setting changed while the controller is shown: the traits change, the notification
    /// goes to `NotificationCenter.default`, stock labels take their fonts again (heavier with Bold
    /// Text), and the controller hears `traitCollectionDidChange(_:)` when a trait changed.
    nonisolated func displaySettingDidChange(_ setting: DisplaySetting, isOn: Bool) {
        MainActor.assumeIsolated {
            let previous = displaySettings.flatMap { UITraitCollection.followDisplaySettings($0) }
            NotificationCenter.default.post(name: UIAccessibility.name(setting), object: nil)
            guard let previous else { return }
            for core in table.cellsInUse {
                (core as? UITableViewCell.CoreCell)?.owner?.labelsFollowTextSize()
            }
            rootViewController.traitsDidChange(from: previous)
        }
    }
}

extension UIView {
    /// Whether Smart Invert shows the view inverted: Invert is on and neither the view nor any view
    /// it is inside sets `accessibilityIgnoresInvertColors` (the assistive-tech reference 5.4
    /// **Choice**; nothing in the app is called). Pictures do not draw the inversion.
    var isShownInverted: Bool {
        guard UIAccessibility.isInvertColorsEnabled else { return false }
        var view: UIView? = self
        while let current = view {
            if current.accessibilityIgnoresInvertColors { return false }
            view = current.superview
        }
        return true
    }
}
