import Foundation
import TableSim
import TableSimSourceCheck

/// UIKit's dispatch rule checked by default: when the app hands a table a data source or delegate,
/// the test libraries read the Swift sources of its class's module and fail the running test for
/// each method written only in a subclass of the adopting class, which UIKit would call and Swift
/// never does (see `tablesim check-uikit` and ``expectUIKitDispatch(sources:sourceLocation:)``,
/// which check on request and report near misses too).
///
/// The sources are found from the package the tests run in: the folder holding `Package.swift`, at
/// or above the working directory (where `swift test` runs), and each target's folder, `Sources/NAME`,
/// `Tests/NAME` or the `path:` its declaration gives. `TABLESIM_APP_SOURCES` (folders separated by
/// `:`) names the sources to read instead; `TABLESIM_DISPATCH_CHECK=off` turns the check off. A
/// class whose sources are not found is not checked. Each module is read once per process.
package enum DispatchCheckByDefault {
    /// The errors of the check that concern a class or its superclasses, each once per process and
    /// class; none when the check is off or the sources are not found.
    package static func findings(for objectClass: AnyClass) -> [SourceFinding] {
        let environment = ProcessInfo.processInfo.environment
        guard environment["TABLESIM_DISPATCH_CHECK"]?.lowercased() != "off" else { return [] }
        let key = ObjectIdentifier(objectClass)
        if let known = state.withLock({ $0.byClass[key] }) { return known }
        var found: [SourceFinding] = []
        for (module, name) in lineage(of: objectClass) where !frameworkModules.contains(module) {
            found += moduleFindings(module, environment: environment).filter { $0.className == name }
        }
        state.withLock { $0.byClass[key] = found }
        return found
    }

    /// Whether a finding is new to a test (so a class handed over twice fails its test once).
    package static func isFirstReport(of finding: SourceFinding, inTest test: String) -> Bool {
        state.withLock { $0.reported.insert(test + "\u{0}" + finding.description).inserted }
    }

    /// The failure's text: the finding, then why TableSim fails the test and how to stop it.
    package static func message(for finding: SourceFinding) -> String {
        "\(finding.description)\nThe app gave a table an object of this class: UIKit would call the method and "
            + "TableSim cannot, so the test fails rather than pass without it. "
            + "(TABLESIM_DISPATCH_CHECK=off turns this check off.)"
    }

    /// The modules whose classes are UIKit's or TableSim's own, never the app's.
    private static let frameworkModules: Set<String> = ["TableSimUIKit", "TableSim", "Foundation", "Swift"]

    private struct State {
        var byClass: [ObjectIdentifier: [SourceFinding]] = [:]
        var byModule: [String: [SourceFinding]] = [:]
        var reported: Set<String> = []
    }
    private static let state = LockedValue(State())

    /// The class and its superclasses as (module, name) pairs, nearest first.
    private static func lineage(of objectClass: AnyClass) -> [(module: String, name: String)] {
        var result: [(String, String)] = []
        var current: AnyClass? = objectClass
        while let next = current {
            // `Module.Outer.Name<Generic.Argument>`; a local class has `(unknown context at $…)` parts.
            var reflected = String(reflecting: next)
            if let angle = reflected.firstIndex(of: "<") { reflected = String(reflected[..<angle]) }
            let parts = reflected.split(separator: ".")
            if parts.count >= 2, let module = parts.first, let name = parts.last {
                result.append((String(module), String(name)))
            }
            current = _getSuperclass(next)
        }
        return result
    }

    /// The errors in a module's sources (or in `TABLESIM_APP_SOURCES`), read once.
    private static func moduleFindings(_ module: String, environment: [String: String]) -> [SourceFinding] {
        let override = environment["TABLESIM_APP_SOURCES"].map { $0.split(separator: ":").map(String.init) }
        let cacheKey = override == nil ? module : "\u{0}TABLESIM_APP_SOURCES"
        if let known = state.withLock({ $0.byModule[cacheKey] }) { return known }
        let files: [SourceFile]
        if let override {
            files = SwiftSourcePaths.read(override).files
        } else if let package = PackageLayout.enclosing(FileManager.default.currentDirectoryPath),
            let folder = package.folder(ofTarget: module)
        {
            files = package.files(ofTarget: module, in: folder)
        } else {
            files = []
        }
        let errors = UIKitDispatchCheck.findings(in: files).filter { $0.severity == .error }
        state.withLock { $0.byModule[cacheKey] = errors }
        return errors
    }
}

/// The targets of a Swift package and their folders, read from its manifest's text.
package struct PackageLayout {
    /// What a target's declaration says of its files.
    package struct Target: Equatable {
        /// The `path:` argument, if any.
        package var path: String?
        /// The `exclude:` argument's paths, relative to the target's folder.
        package var excludes: [String] = []

        /// Creates a target's description.
        package init(path: String? = nil, excludes: [String] = []) {
            self.path = path
            self.excludes = excludes
        }
    }

    /// The folder holding `Package.swift`.
    let root: String
    /// The targets whose declarations give a path or exclusions, by name.
    let targets: [String: Target]

    /// The package at or above a folder, if any.
    static func enclosing(_ folder: String) -> PackageLayout? {
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            let manifest = url.appendingPathComponent("Package.swift").path
            if let text = try? String(contentsOfFile: manifest, encoding: .utf8) {
                return PackageLayout(root: url.path, targets: targets(in: text))
            }
            let parent = url.deletingLastPathComponent()
            guard parent.path != url.path else { return nil }
            url = parent
        }
    }

    /// Each target declaration's `name:` with the `path:` and `exclude:` it gives, for the
    /// declarations that give either (a lexical reading: a declaration runs from its `.target(`,
    /// `.testTarget(` or the like to the next one, and its name is its first argument).
    package static func targets(in manifest: String) -> [String: Target] {
        let openers = [".target(", ".testTarget(", ".executableTarget(", ".macroTarget(", ".plugin(", ".binaryTarget(", ".systemLibrary("]
        var starts: [String.Index] = []
        for opener in openers {
            var searchStart = manifest.startIndex
            while let found = manifest.range(of: opener, range: searchStart..<manifest.endIndex) {
                starts.append(found.upperBound)
                searchStart = found.upperBound
            }
        }
        starts.sort()
        var targets: [String: Target] = [:]
        for (index, start) in starts.enumerated() {
            let declaration = manifest[start..<(index + 1 < starts.count ? starts[index + 1] : manifest.endIndex)]
            guard let nameLabel = declaration.range(of: "name:"), let name = quoted(in: declaration[nameLabel.upperBound...])
            else { continue }
            var target = Target()
            if let label = declaration.range(of: "path:") { target.path = quoted(in: declaration[label.upperBound...]) }
            if let label = declaration.range(of: "exclude:"), let open = declaration[label.upperBound...].firstIndex(of: "["),
                let close = declaration[open...].firstIndex(of: "]")
            {
                target.excludes = declaration[declaration.index(after: open)..<close].split(separator: ",").compactMap {
                    quoted(in: $0)
                }
            }
            if target != Target() { targets[name] = target }
        }
        return targets
    }

    /// The string literal at the start of a text, after spaces.
    private static func quoted(in text: Substring) -> String? {
        let rest = text.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        return String(rest[rest.index(after: rest.startIndex)..<close])
    }

    /// A target's folder: its `path:`, or `Sources/NAME`, or `Tests/NAME`, whichever exists.
    func folder(ofTarget name: String) -> String? {
        let candidates = (targets[name]?.path.map { [$0] } ?? []) + ["Sources/\(name)", "Tests/\(name)"]
        for candidate in candidates {
            var isDirectory: ObjCBool = false
            let path = root + "/" + candidate
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return path }
        }
        return nil
    }

    /// The Swift files of a target: those below its folder that it does not exclude and that no
    /// other target's folder nested inside it holds.
    func files(ofTarget name: String, in folder: String) -> [SourceFile] {
        let excluded = (targets[name]?.excludes ?? []).map { folder + "/" + $0 }
            + targets.values.compactMap(\.path).map { root + "/" + $0 }.filter { $0 != folder }
        return SwiftSourcePaths.read([folder]).files.filter { file in
            !excluded.contains { file.path == $0 || file.path.hasPrefix($0 + "/") }
        }
    }
}
