// tablesim-callbacks: writes the Swift of every surface a UIKit callback needs from its one
// declaration (Sources/Callbacks/*.callbacks). The CallbackSurfaces build plugin runs it for TableSim,
// TableSimUIKit and TableSimSourceCheck at every build; nobody runs it by hand.
//
//     tablesim-callbacks core|uikit|sourcecheck <output directory> [--template <file>] <declaration file>...
import Foundation

/// A declaration file's mistake, or a wrong command line: printed as `file:line: error: …`.
struct SpecError: Error, CustomStringConvertible {
    let description: String
}

func run() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    guard arguments.count >= 3 else {
        throw SpecError(description: "usage: tablesim-callbacks core|uikit|sourcecheck <output> [--template <file>] <file>...")
    }
    let surface = arguments.removeFirst()
    let output = URL(fileURLWithPath: arguments.removeFirst())
    var template: String?
    if arguments.first == "--template", arguments.count >= 2 {
        template = try String(contentsOfFile: arguments[1], encoding: .utf8)
        arguments.removeFirst(2)
    }
    var map = TypeMap()
    var protocols: [ProtocolSpec] = []
    for path in arguments.sorted() {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        if let spec = try read(file: path, text: text, into: &map) { protocols.append(spec) }
    }
    protocols.sort { $0.order < $1.order }
    let surfaces = Surfaces(protocols: protocols, map: map)
    let files: [String: String]
    switch surface {
    case "core": files = surfaces.coreFiles()
    case "uikit":
        guard let template else { throw SpecError(description: "uikit needs --template <UITableViewController template>") }
        files = try surfaces.uikitFiles(controllerTemplate: template)
    case "sourcecheck": files = surfaces.sourceCheckFiles()
    default: throw SpecError(description: "unknown surface \(surface): core, uikit or sourcecheck")
    }
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    for (name, text) in files {
        let url = output.appendingPathComponent(name)
        // A file left as it was keeps its date, so a change to this generator that writes the same
        // Swift compiles no module again.
        if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
