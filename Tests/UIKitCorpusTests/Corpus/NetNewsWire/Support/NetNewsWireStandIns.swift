// Not upstream code: stand-ins for the two app names the colour palette screen reads. Upstream declares
// them in iOS/AppDefaults.swift, which also imports RSCore, Account, Articles and Images.
import Foundation

/// The app's appearance setting the palette screen lists, one row per case.
enum UserInterfaceColorPalette: Int, CustomStringConvertible, CaseIterable {
    case automatic = 0
    case light = 1
    case dark = 2

    /// The row title upstream shows for this setting.
    var description: String {
        switch self {
        case .automatic: "Automatic"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

/// The app's settings store, kept in memory instead of the app group's user defaults.
enum AppDefaults {
    /// The chosen appearance; upstream defaults to automatic too.
    static var userInterfaceColorPalette = UserInterfaceColorPalette.automatic
}
