import Glibc

/// Where the REPL keeps its history file, and which lines it records there.
enum HistoryPolicy {
    /// The most entries kept, in memory and in the file.
    static let capacity: Int32 = 1000

    /// The history file for this process's environment, or nil when history is off.
    static var currentPath: String? {
        path(environment: { name in getenv(name).map { String(cString: $0) } }, passwordHome: passwordHome)
    }

    /// Returns the history file: `TABLESIM_HISTFILE` if set (empty turns history off), else `~/.tablesim_history`.
    static func path(environment: (String) -> String?, passwordHome: () -> String?) -> String? {
        if let configured = environment("TABLESIM_HISTFILE") {
            return configured.isEmpty ? nil : configured
        }
        guard let home = environment("HOME").flatMap({ $0.isEmpty ? nil : $0 }) ?? passwordHome() else {
            return nil
        }
        return home.hasSuffix("/") ? home + ".tablesim_history" : home + "/.tablesim_history"
    }

    /// Returns whether `line` goes into history: not blank, and not the same as the newest entry.
    static func shouldRecord(_ line: String, newest: String?) -> Bool {
        !line.allSatisfy(\.isWhitespace) && line != newest
    }

    private static func passwordHome() -> String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        let home = String(cString: directory)
        return home.isEmpty ? nil : home
    }
}
