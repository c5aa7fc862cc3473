// The display settings of Settings › Accessibility (the assistive-tech reference section 5): Bold Text,
// Reduce Motion, Increase Contrast, Differentiate Without Color, Button Shapes, Smart Invert, Reduce
// Transparency and On/Off Labels. See DisplaySettingsBehaviour.md in the manual.

/// One of the user's display settings, named as the scenario language writes it (`setting bold-text on`).
public enum DisplaySetting: String, Hashable, Sendable, CaseIterable {
    /// Bold Text: `UIAccessibility.isBoldTextEnabled`, the trait `legibilityWeight` `.bold`.
    case boldText = "bold-text"
    /// Reduce Motion: `UIAccessibility.isReduceMotionEnabled`.
    case reduceMotion = "reduce-motion"
    /// Increase Contrast: `UIAccessibility.isDarkerSystemColorsEnabled`, the trait `accessibilityContrast` `.high`.
    case increaseContrast = "increase-contrast"
    /// Differentiate Without Color: `UIAccessibility.shouldDifferentiateWithoutColor`.
    case differentiateWithoutColor = "differentiate-without-color"
    /// Button Shapes: `UIAccessibility.buttonShapesEnabled`.
    case buttonShapes = "button-shapes"
    /// Smart Invert (or Classic Invert): `UIAccessibility.isInvertColorsEnabled`.
    case invertColors = "invert-colors"
    /// Reduce Transparency: `UIAccessibility.isReduceTransparencyEnabled`.
    case reduceTransparency = "reduce-transparency"
    /// On/Off Labels: `UIAccessibility.isOnOffSwitchLabelsEnabled`.
    case onOffLabels = "on-off-labels"

    /// The status notification UIKit posts when the setting changes, by its Objective-C name (the
    /// string its `Notification.Name` holds), as the trace writes it; the reference's section 5 table.
    public var notificationName: String {
        switch self {
        case .boldText: "UIAccessibilityBoldTextStatusDidChangeNotification"
        case .reduceMotion: "UIAccessibilityReduceMotionStatusDidChangeNotification"
        case .increaseContrast: "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification"
        case .differentiateWithoutColor: "UIAccessibilityShouldDifferentiateWithoutColorDidChangeNotification"
        case .buttonShapes: "UIAccessibilityButtonShapesEnabledStatusDidChangeNotification"
        case .invertColors: "UIAccessibilityInvertColorsStatusDidChangeNotification"
        case .reduceTransparency: "UIAccessibilityReduceTransparencyStatusDidChangeNotification"
        case .onOffLabels: "UIAccessibilityOnOffSwitchLabelsDidChangeNotification"
        }
    }

    /// The `UIAccessibility` class property an app reads the setting with.
    public var statusPropertyName: String {
        switch self {
        case .boldText: "UIAccessibility.isBoldTextEnabled"
        case .reduceMotion: "UIAccessibility.isReduceMotionEnabled"
        case .increaseContrast: "UIAccessibility.isDarkerSystemColorsEnabled"
        case .differentiateWithoutColor: "UIAccessibility.shouldDifferentiateWithoutColor"
        case .buttonShapes: "UIAccessibility.buttonShapesEnabled"
        case .invertColors: "UIAccessibility.isInvertColorsEnabled"
        case .reduceTransparency: "UIAccessibility.isReduceTransparencyEnabled"
        case .onOffLabels: "UIAccessibility.isOnOffSwitchLabelsEnabled"
        }
    }

    /// Whether UIKit also reports the setting as a trait of `UITraitCollection` (Bold Text's
    /// `legibilityWeight`, Increase Contrast's `accessibilityContrast`), so views hear
    /// `traitCollectionDidChange(_:)`.
    public var isTrait: Bool { self == .boldText || self == .increaseContrast }
}

/// The user's display settings, all off by default (a device as it comes).
///
/// What each one changes in TableSim, after the assistive-tech reference section 5 (see the manual's
/// Display Settings page):
/// - ``boldText``: text is measured 5 % wider and drawn bold, so labels wrap sooner and self-sizing
///   rows on screen are measured again, as on a text-size change.
/// - ``increaseContrast``: pictures draw the system colours' high-contrast variants.
/// - ``onOffLabels``: pictures draw the I and O marks on switches.
/// - The others only set their flag and post their notification: UIKit changes nothing TableSim
///   models in a table for them (Reduce Motion keeps the table's animations, assistive-tech reference 5.2).
public struct DisplaySettings: Hashable, Sendable {
    /// Bold Text.
    public var boldText = false
    /// Reduce Motion.
    public var reduceMotion = false
    /// Increase Contrast (UIKit's "darker system colors").
    public var increaseContrast = false
    /// Differentiate Without Color.
    public var differentiateWithoutColor = false
    /// Button Shapes.
    public var buttonShapes = false
    /// Smart Invert or Classic Invert.
    public var invertColors = false
    /// Reduce Transparency.
    public var reduceTransparency = false
    /// On/Off Labels.
    public var onOffLabels = false

    /// Every setting off.
    public init() {}

    /// One setting by its name.
    public subscript(setting: DisplaySetting) -> Bool {
        get {
            switch setting {
            case .boldText: boldText
            case .reduceMotion: reduceMotion
            case .increaseContrast: increaseContrast
            case .differentiateWithoutColor: differentiateWithoutColor
            case .buttonShapes: buttonShapes
            case .invertColors: invertColors
            case .reduceTransparency: reduceTransparency
            case .onOffLabels: onOffLabels
            }
        }
        set {
            switch setting {
            case .boldText: boldText = newValue
            case .reduceMotion: reduceMotion = newValue
            case .increaseContrast: increaseContrast = newValue
            case .differentiateWithoutColor: differentiateWithoutColor = newValue
            case .buttonShapes: buttonShapes = newValue
            case .invertColors: invertColors = newValue
            case .reduceTransparency: reduceTransparency = newValue
            case .onOffLabels: onOffLabels = newValue
            }
        }
    }

    /// The settings that are on, in the order ``DisplaySetting`` declares them.
    public var enabled: [DisplaySetting] { DisplaySetting.allCases.filter { self[$0] } }
}

/// An app object that observes the display settings' status notifications (the assistive-tech
/// reference's section 5 table, `UIAccessibility…DidChangeNotification`).
public protocol DisplaySettingsObserving: AnyObject {
    /// The user turned a setting on or off; the `UIAccessibility` property already reads the new
    /// value. The table has not measured its rows again yet.
    func displaySettingDidChange(_ setting: DisplaySetting, isOn: Bool)
}

/// A weak reference to a display-settings observer, as `NotificationCenter` holds its observers.
struct WeakDisplaySettingsObserver {
    weak var observer: (any DisplaySettingsObserving)?
}

extension Simulator {
    /// The user's display settings. Setting it changes each setting that differs, one after the
    /// other in the order ``DisplaySetting`` declares them, as ``setDisplaySetting(_:_:)`` does.
    public var displaySettings: DisplaySettings {
        get { tableView.displaySettings }
        set {
            for setting in DisplaySetting.allCases where newValue[setting] != tableView.displaySettings[setting] {
                setDisplaySetting(setting, newValue[setting])
            }
        }
    }

    /// Registers an app object for the display settings' status notifications (held weakly).
    public func addDisplaySettingsObserver(_ observer: any DisplaySettingsObserving) {
        displaySettingsObservers.removeAll { $0.observer == nil || $0.observer === observer }
        displaySettingsObservers.append(WeakDisplaySettingsObserver(observer: observer))
    }

    /// Turns a display setting on or off, as the Settings app would; setting it to what it is does nothing.
    ///
    /// Before the table appears it only sets what the table first shows with. While the table is
    /// shown, in the assistive-tech reference's section 5 **Choice** order: observers hear the setting's
    /// status notification (one trace line such as `UIAccessibilityBoldTextStatusDidChangeNotification`,
    /// only when something observes it); then, for Bold Text, unless an observer reloaded the
    /// table, the rows on screen are measured again as on a text-size change
    /// (`TableView/textSizeDidChange()`). Turning Bold Text on or off also turns on text sizing of
    /// stock rows, as a text size does. No other setting changes the table's callbacks.
    public func setDisplaySetting(_ setting: DisplaySetting, _ isOn: Bool) {
        guard tableView.displaySettings[setting] != isOn else { return }
        tableView.displaySettings[setting] = isOn
        if setting == .boldText { tableView.sizesStockRowsByText = true }
        guard tableView.hasLoadedData, !tableView.hasCrashed else { return }
        let reloads = tableView.loaded.reloadCount
        tableView.post(setting.notificationName, to: displaySettingsObservers.compactMap(\.observer)) {
            $0.displaySettingDidChange(setting, isOn: isOn)
        }
        guard setting == .boldText, tableView.loaded.reloadCount == reloads else { return }
        tableView.textSizeDidChange()
    }

    /// Turns Bold Text on or off (``setDisplaySetting(_:_:)`` with ``DisplaySetting/boldText``).
    public func setBoldText(_ isOn: Bool) { setDisplaySetting(.boldText, isOn) }
    /// Turns Reduce Motion on or off (``setDisplaySetting(_:_:)`` with ``DisplaySetting/reduceMotion``).
    public func setReduceMotion(_ isOn: Bool) { setDisplaySetting(.reduceMotion, isOn) }
    /// Turns Increase Contrast on or off (``setDisplaySetting(_:_:)`` with ``DisplaySetting/increaseContrast``).
    public func setIncreaseContrast(_ isOn: Bool) { setDisplaySetting(.increaseContrast, isOn) }
    /// Turns On/Off Labels on or off (``setDisplaySetting(_:_:)`` with ``DisplaySetting/onOffLabels``).
    public func setOnOffLabels(_ isOn: Bool) { setDisplaySetting(.onOffLabels, isOn) }
}
