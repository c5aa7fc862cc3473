import Foundation

/// The Swift the CallbackSurfaces build plugin wrote from Sources/Callbacks/*.callbacks, as compiled
/// into this test binary: generated code is code, so the house rules and the callback agreement read
/// it as they read the hand-written files.
enum GeneratedSources {
    /// The plugin's output directory for a target, found from the running test binary, which lies in
    /// the same scratch directory (`.build`, or another `--scratch-path`).
    static func directory(of target: String) -> URL? {
        var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        while directory.path != "/" {
            let outputs = directory.appendingPathComponent("plugins/outputs")
            for package in (try? FileManager.default.contentsOfDirectory(atPath: outputs.path)) ?? [] {
                let candidate = outputs.appendingPathComponent("\(package)/\(target)/destination/CallbackSurfaces/Generated")
                if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// The generated files of a target, as (`<target> (generated)/<name>`, contents), by name.
    static func files(of target: String) -> [(path: String, text: String)] {
        guard let directory = directory(of: target) else { return [] }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".swift") }
        return names.sorted().compactMap { name in
            (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)).map {
                ("Sources/\(target)/(generated)/\(name)", $0)
            }
        }
    }

    /// One generated file's contents ("" when it is missing, which the tests then report).
    static func file(_ name: String, of target: String) -> String {
        files(of: target).first { $0.path.hasSuffix("/" + name) }?.text ?? ""
    }
}
