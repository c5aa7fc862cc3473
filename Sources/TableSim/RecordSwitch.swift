#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one record switch of both worlds (issue 24): `TABLESIM_RECORD` turns on `--update` in
/// `tablesim run` and recording in Swift tests (TableSimSnapshotTesting maps it onto
/// swift-snapshot-testing's record mode), so a developer learns one variable.
///
/// Its values are swift-snapshot-testing's record modes, and `1` (or `true`, `yes`) for `failed`,
/// which is what `--update` does: only what fails is rewritten. `0`, `false`, `no` or an empty value
/// leave it off.
package enum RecordSwitch: String, Sendable {
    /// Record every snapshot, even those that match.
    case all
    /// Record only the snapshots that do not match (`--update`).
    case failed
    /// Record only the snapshots that have no reference yet (swift-snapshot-testing's default).
    case missing
    /// Record nothing.
    case never

    /// The environment variable's name.
    package static let variable = "TABLESIM_RECORD"

    /// The mode a value asks for: nil for a value that turns nothing on.
    package init?(value: String) {
        switch value.lowercased() {
        case "1", "true", "yes", "on": self = .failed
        default: self.init(rawValue: value.lowercased())
        }
    }

    /// The mode this process's environment asks for, or nil when the variable is unset or off.
    package static var current: RecordSwitch? {
        guard let raw = getenv(variable) else { return nil }
        return RecordSwitch(value: String(cString: raw))
    }

    /// Whether `tablesim run` rewrites its expect blocks: `all` and `failed` do.
    package var updatesScenarios: Bool { self == .all || self == .failed }
}
