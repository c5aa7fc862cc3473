import TableSim

/// How both explorers print what a walk reached, so `tablesim explore` and the Swift `Explorer`
/// read alike: counts most first, then what was never reached.
package enum ReachText {
    /// A titled block of counts, most first (equal counts by name): `title:` then `  N<TAB>name`
    /// lines, or `  none`.
    package static func counts(_ title: String, _ counts: [String: Int]) -> String {
        let rows = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        return "\(title):\n" + (rows.isEmpty ? "  none\n" : rows.map { "  \($0.value)\t\($0.key)\n" }.joined())
    }

    /// The line listing what a walk never reached: `never reached: title: a, b`, or `none`.
    package static func neverReached(_ title: String, _ names: [String]) -> String {
        "never reached: \(title): " + (names.isEmpty ? "none" : names.joined(separator: ", ")) + "\n"
    }
}
