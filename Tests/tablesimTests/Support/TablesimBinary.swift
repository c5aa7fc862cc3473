import Foundation

/// Where the built `tablesim` executable is: next to the running test bundle, or in a `.build*/debug` above it.
enum TablesimBinary {
    /// The executable's absolute path.
    static func path() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if let configured = environment["TABLESIM_BINARY"], !configured.isEmpty {
            return configured
        }
        let fileManager = FileManager.default
        let running = (try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: running).deletingLastPathComponent()
        let sibling = directory.appendingPathComponent("tablesim").path
        if fileManager.isExecutableFile(atPath: sibling) {
            return sibling
        }
        while directory.path != "/" {
            let children = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
            for child in children.sorted() where child.hasPrefix(".build") {
                let candidate = directory.appendingPathComponent(child).appendingPathComponent("debug/tablesim").path
                if fileManager.isExecutableFile(atPath: candidate) {
                    return candidate
                }
            }
            directory.deleteLastPathComponent()
        }
        throw HarnessError.binaryNotFound(running)
    }

    /// The environment a child runs in: this process's, made predictable, with `overrides` applied.
    ///
    /// History goes to a file in `directory` (and `HOME` is `directory`), so no test touches the
    /// user's files; `TERM=dumb` and `INPUTRC=/dev/null` keep readline's output byte-stable.
    /// `TABLESIM_RECORD` is dropped: a developer recording Swift snapshots must not make the
    /// children update the scenarios these tests expect to fail.
    static func environment(directory: TemporaryDirectory, overrides: [String: String?]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "FORCE_COLOR", "TABLESIM_HISTFILE", "COLUMNS", "LINES", "TABLESIM_RECORD"] {
            environment[name] = nil
        }
        environment["TERM"] = "dumb"
        environment["INPUTRC"] = "/dev/null"
        environment["HOME"] = directory.path
        environment["TABLESIM_HISTFILE"] = directory.file("history")
        for (name, value) in overrides {
            environment[name] = value
        }
        return environment
    }
}
