import Glibc
import TableSimScenario

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

    /// The history file to use, or nil with a warning when the file there is not a regular file.
    ///
    /// Readline opens the file without `O_NONBLOCK`, so a named pipe there would stop the REPL before
    /// its first prompt, waiting for a writer; a device or a socket is no history either. The check
    /// follows a symbolic link (a history kept in a dotfiles folder is a link) and never opens the file.
    static func usable(_ path: String?) -> (path: String?, warning: String?) {
        guard let path else { return (nil, nil) }
        var info = stat()
        guard stat(path, &info) == 0 else { return (path, nil) }  // missing: a first run creates it
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            return (nil, "warning: the history file \(path) is \(fileKind(type)), not a regular file; "
                + "the session keeps no history (set TABLESIM_HISTFILE to another file, or to nothing)\n")
        }
        return (path, nil)
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
