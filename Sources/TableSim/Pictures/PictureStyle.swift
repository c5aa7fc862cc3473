/// The colours and fixed sizes a picture of the screen is drawn with: iOS's light-mode system
/// colours where UIKit has one, and a fixed palette for the accessibility layer.
enum PictureStyle {
    // MARK: The device

    /// The dark frame around the screen, as a device frames it.
    static let bezel = 16.0
    /// The bezel's colour.
    static let bezelColor = "#1C1C1E"
    /// The screen's corner radius on a device with a home indicator (a notched iPhone), else a small one.
    static func screenCornerRadius(hasHomeIndicator: Bool) -> Double { hasHomeIndicator ? 44 : 6 }

    // MARK: UIKit's colours (light mode)

    /// `systemBackground`: a plain table and every cell.
    static let background = "#FFFFFF"
    /// `systemGroupedBackground`: behind a grouped or insetGrouped table's sections.
    static let groupedBackground = "#F2F2F7"
    /// A plain-style section header's or footer's bar.
    static let plainHeaderBackground = "#F2F2F7"
    /// `label`.
    static let label = "#000000"
    /// `secondaryLabel`: detail text, grouped headers and footers.
    static let secondaryLabel = "#6D6D72"
    /// A disabled label.
    static let disabledLabel = "#A9A9AD"
    /// `separator`.
    static let separator = "#C6C6C8"
    /// The gray fill of a selected or highlighted row (`systemGray4`).
    static let selectionFill = "#D1D1D6"
    /// `systemBlue`: the tint (checkmark, detail button, index titles, selection circle).
    static let tint = "#007AFF"
    /// `systemRed`: the minus, destructive swipe buttons and the Delete confirmation.
    static let red = "#FF3B30"
    /// `systemGreen`: the plus.
    static let green = "#34C759"
    /// `systemGray`: normal swipe buttons.
    static let gray = "#8E8E93"
    /// `tertiaryLabel`-like gray of the chevron and the reorder grip.
    static let chevron = "#C4C4C7"
    /// The track of a switch that is off.
    static let switchOff = "#E9E9EA"
    /// The keyboard's background.
    static let keyboardBackground = "#D1D4DA"
    /// A key.
    static let key = "#FFFFFF"
    /// A view the app put over the table, drawn as a translucent sheet with its name.
    static let overlay = "#E5E5EA"

    // MARK: Text

    /// The index titles' point size (UIKit's caption, fixed: the index does not follow Dynamic Type).
    static let indexTitleSize = 11.0
    /// Swipe-button titles.
    static let buttonTitleSize = 15.0
    /// The status bar's clock.
    static let statusBarSize = 15.0

    // MARK: The accessibility layer

    /// One colour per element, in VoiceOver's order, repeating after the last; chosen far apart in
    /// hue and dark enough for white numbers on them.
    static let elementPalette = [
        "#D62728", "#1F77B4", "#2CA02C", "#9467BD", "#E377C2", "#8C564B",
        "#FF7F0E", "#17BECF", "#7F7F7F", "#BCBD22", "#393B79", "#AD494A",
    ]
    /// The colour of the element numbered `index` (from 0).
    static func elementColor(_ index: Int) -> String { elementPalette[index % elementPalette.count] }
    /// How opaque an element's fill is: enough to see its extent, little enough to read under it.
    static let elementFillOpacity = 0.12
    /// VoiceOver's focus ring: a thick black outline with a white line inside, as on a device.
    static let focusRing = "#000000"
    /// The ring's width.
    static let focusRingWidth = 4.0

    /// The gap between the device and the legend.
    static let legendGap = 24.0
    /// The legend's width.
    static let legendWidth = 360.0
    /// The side of a legend swatch.
    static let swatchSize = 18.0
    /// The legend's description text.
    static let legendTextSize = 13.0
    /// The legend's second line (the element's name, hint and actions).
    static let legendDetailSize = 11.0

    // MARK: Increase Contrast

    /// The colours a screen is drawn in with Increase Contrast, by the colour they replace (the
    /// assistive-tech reference section 5.3: system colours resolve to their high-contrast variants; fixed
    /// colours would not, but every colour here stands for a system one). Light mode:
    /// - tint (`.systemBlue`) #007AFF → #0040DD, the reference's value (medium confidence);
    /// - red, green and gray (`.systemRed`, `.systemGreen`, `.systemGray`): **Choice**, the
    ///   accessible variants of the Human Interface Guidelines' colour table (#D70015, #248A3D, #6C6C70);
    /// - separator, secondary label, chevron and an off switch's track: **Choice** (the reference's
    ///   open question 16 has no values): each one step darker, to #8E8E93, #3C3C43, #8E8E93 and #D1D1D6.
    /// White, black and the grouped backgrounds are drawn as they are.
    static let highContrastVariants: [String: String] = [
        tint: "#0040DD", red: "#D70015", green: "#248A3D", gray: "#6C6C70",
        separator: "#8E8E93", secondaryLabel: "#3C3C43", chevron: "#8E8E93", switchOff: "#D1D1D6",
    ]
}
