// Fails CI on an undocumented public symbol of the documented modules.
//
//     swift .ci/doc-coverage.swift [--build-path .build] [Module ...]
//
// Run it after `swift package --disable-sandbox generate-documentation ...`: it reads the symbol
// graphs the docc plugin extracted, `<build path>/<triple>/extracted-symbols/<package>/<Module>/
// *.symbols.json` (the triple and the package directory's name are globbed, not written here). With
// no module named, it checks TableSim, TableSimGeometry, TableSimExploring, TableSimScenario,
// TableSimUIKit, TableSimTesting, TableSimXCTest and TableSimSnapshotTesting, the targets CI builds the manual of. A Swift script, not Python: a fresh CI machine
// has the Swift toolchain and nothing else.
//
// It prints every offender as `Sources/<path>:<line>: undocumented public <kind> <name>`, then one
// summary line (documented / public symbols per module), and exits 1 if there is an offender, 2 if
// a module has no symbol graph (the documentation step did not run or failed).
//
// Which symbols count. A symbol counts when its access level is public or open and
//   - it has a source location. Symbols without one are made by the compiler (Equatable's `!=`,
//     `hashValue`, `rawValue`, `init(rawValue:)`, `allCases`, ...); there is no line to document.
//   - its identifier is not a `::SYNTHESIZED::` copy. The graph repeats a protocol extension's
//     member in every conforming type (UITraitCollection.traceValue, located in TableSim's
//     Trace.swift); it is documented, and checked, where it is declared.
//
// When a symbol is documented: its `docComment` has some text, and the comment comes from the
// module being checked. Inherited documentation is decided by what DocC shows, not by the graph's
// `relationships`:
//   - An override, a protocol requirement's implementation and a protocol extension's default
//     implementation without a comment of their own are given the comment of what they override
//     or implement by the compiler itself, in their `docComment`, with `module` naming where it came
//     from. Inherited from the same module, DocC shows it as the symbol's documentation, so the
//     symbol is documented (it says what the overridden method or the requirement says).
//   - Inherited from another module (Swift's `CustomStringConvertible.description`, `Equatable.==`,
//     `Hashable.hash(into:)`; TableSim's protocols in TableSimUIKit), DocC drops the text unless it
//     runs with --enable-inherited-docs, which CI does not pass, and the page says only "Inherited
//     from `CustomStringConvertible.description`." Such a symbol is undocumented: say what the
//     description prints or what equality compares.
//   - A relationship alone (`overrides`, `defaultImplementationOf`, `requirementOf`) excuses
//     nothing: a requirement must be documented itself, and when the compiler found no comment to
//     inherit (the requirement is undocumented, or two requirements match), DocC shows none.
//
// Extension blocks (`swift.extension`) are the extensions of another module's types (Swift's
// `Array`, Foundation's `NSValue`, TableSim's `Simulator` in TableSimUIKit). DocC makes one page per
// extended type, "Extended Structure" or "Extended Class", under the extended module, merging all
// the blocks of that type; its abstract is a block's doc comment, or "No overview available." So
// an extended type counts as one symbol, documented when at least one of its blocks has a doc
// comment, and an undocumented one is reported at its first block. Extensions of the module's own
// types make no block symbol: their members are checked one by one like any other.
import Foundation

let defaultModules = ["TableSim", "TableSimGeometry", "TableSimExploring", "TableSimScenario", "TableSimUIKit", "TableSimTesting", "TableSimXCTest", "TableSimSnapshotTesting"]

var buildPath = ".build"
var modules: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--build-path":
        guard let value = arguments.popFirst() else { fail("--build-path needs a directory") }
        buildPath = value
    case "-h", "--help":
        print("usage: swift .ci/doc-coverage.swift [--build-path .build] [Module ...]")
        exit(0)
    default:
        if argument.hasPrefix("-") { fail("unknown option \(argument)") }
        modules.append(argument)
    }
}
if modules.isEmpty { modules = defaultModules }

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("doc-coverage: \(message)\n".utf8))
    exit(2)
}

let fileManager = FileManager.default

func subdirectories(of path: String) -> [String] {
    ((try? fileManager.contentsOfDirectory(atPath: path)) ?? []).sorted().map { "\(path)/\($0)" }.filter {
        var isDirectory: ObjCBool = false
        return fileManager.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// `<build path>/*/extracted-symbols/*/<module>/*.symbols.json`.
func symbolGraphFiles(of module: String) -> [String] {
    var files: [String] = []
    for triple in subdirectories(of: buildPath) {
        for package in subdirectories(of: "\(triple)/extracted-symbols") {
            let directory = "\(package)/\(module)"
            for name in ((try? fileManager.contentsOfDirectory(atPath: directory)) ?? []).sorted()
            where name.hasSuffix(".symbols.json") {
                files.append("\(directory)/\(name)")
            }
        }
    }
    return files
}

/// The path from the package root, as compilers print it: `Sources/TableSim/Trace.swift`.
let packageRoot = URL(fileURLWithPath: fileManager.currentDirectoryPath).standardizedFileURL.path + "/"
func relativePath(_ uri: String) -> String {
    let path = URL(string: uri)?.path ?? uri
    if path.hasPrefix(packageRoot) { return String(path.dropFirst(packageRoot.count)) }
    if let sources = path.range(of: "/Sources/", options: .backwards) {
        return String(path[path.index(after: sources.lowerBound)...])
    }
    return path
}

struct Offender: Comparable {
    var path: String
    var line: Int
    var kind: String
    var name: String
    static func < (a: Offender, b: Offender) -> Bool { (a.path, a.line, a.name) < (b.path, b.line, b.name) }
}

struct ExtendedType {
    var name: String
    var documented = false
    var first: Offender?
}

var offenders: [Offender] = []
var summaries: [String] = []
var publicTotal = 0
var documentedTotal = 0

for module in modules {
    let files = symbolGraphFiles(of: module)
    if files.isEmpty {
        fail("no symbol graph for \(module) under \(buildPath)/*/extracted-symbols/*/\(module)/; run generate-documentation first")
    }
    var seen: Set<String> = []
    var publicCount = 0
    var documentedCount = 0
    var extendedTypes: [String: ExtendedType] = [:]
    var extendedOrder: [String] = []

    for file in files {
        guard let data = fileManager.contents(atPath: file),
              let graph = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let symbols = graph["symbols"] as? [[String: Any]]
        else { fail("cannot read \(file)") }
        let relationships = graph["relationships"] as? [[String: Any]] ?? []
        var extendedTypeOf: [String: String] = [:]
        for relationship in relationships where relationship["kind"] as? String == "extensionTo" {
            if let source = relationship["source"] as? String, let target = relationship["target"] as? String {
                extendedTypeOf[source] = target
            }
        }

        for symbol in symbols {
            guard let access = symbol["accessLevel"] as? String, access == "public" || access == "open",
                  let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
                  !identifier.contains("::SYNTHESIZED::"),
                  let location = symbol["location"] as? [String: Any],
                  let uri = location["uri"] as? String,
                  seen.insert(identifier).inserted
            else { continue }
            let kind = symbol["kind"] as? [String: Any]
            let kindIdentifier = kind?["identifier"] as? String ?? ""
            let names = symbol["pathComponents"] as? [String] ?? []
            let line = ((location["position"] as? [String: Any])?["line"] as? Int ?? 0) + 1

            let comment = symbol["docComment"] as? [String: Any]
            let commentModule = comment?["module"] as? String
            let text = (comment?["lines"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            let documented = (commentModule == nil || commentModule == module)
                && text.contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty }

            let offender = Offender(
                path: relativePath(uri), line: line,
                kind: (kind?["displayName"] as? String ?? kindIdentifier).lowercased(),
                name: names.joined(separator: "."))

            if kindIdentifier == "swift.extension" {
                let extendedModule = (symbol["swiftExtension"] as? [String: Any])?["extendedModule"] as? String
                let key = extendedTypeOf[identifier] ?? identifier
                if extendedTypes[key] == nil {
                    extendedOrder.append(key)
                    extendedTypes[key] = ExtendedType(name: ([extendedModule].compactMap { $0 } + names).joined(separator: "."))
                }
                extendedTypes[key]!.documented = extendedTypes[key]!.documented || documented
                var block = offender
                block.kind = "extension"
                block.name = extendedTypes[key]!.name
                if extendedTypes[key]!.first.map({ block < $0 }) ?? true { extendedTypes[key]!.first = block }
                continue
            }

            publicCount += 1
            if documented { documentedCount += 1 } else { offenders.append(offender) }
        }
    }
    for key in extendedOrder {
        let extended = extendedTypes[key]!
        publicCount += 1
        if extended.documented { documentedCount += 1 } else if let first = extended.first { offenders.append(first) }
    }
    publicTotal += publicCount
    documentedTotal += documentedCount
    summaries.append("\(module) \(documentedCount)/\(publicCount)")
}

for offender in offenders.sorted() {
    print("\(offender.path):\(offender.line): undocumented public \(offender.kind) \(offender.name)")
}
print("doc-coverage: \(documentedTotal) of \(publicTotal) public symbols documented (\(summaries.joined(separator: ", ")))"
    + (offenders.isEmpty ? "" : "; \(offenders.count) undocumented"))
exit(offenders.isEmpty ? 0 : 1)
