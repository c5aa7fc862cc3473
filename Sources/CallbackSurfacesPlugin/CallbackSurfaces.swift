import Foundation
import PackagePlugin

/// Writes, at build time, the Swift of every surface a UIKit callback needs from its one declaration
/// in `Sources/Callbacks/*.callbacks`: for TableSim the selectors, the declarations and the core
/// protocols; for TableSimUIKit the UIKit protocols, `UITableViewController`'s open methods (into its
/// template, `Controllers/UITableViewController.template`) and the bridge's forwarding; for
/// TableSimSourceCheck the requirement list. The manual's Architecture article tells how to add one.
@main
struct CallbackSurfaces: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let declarations = context.package.directoryURL.appending(path: "Sources/Callbacks")
        let files = try FileManager.default.contentsOfDirectory(atPath: declarations.path)
            .filter { $0.hasSuffix(".callbacks") }.sorted().map { declarations.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let (surface, outputs, template): (String, [String], URL?)
        switch target.name {
        case "TableSim":
            surface = "core"
            let protocols = try coreProtocolNames(files)
            outputs = ["GeneratedCallbacks.swift"] + protocols.map { "Generated\($0).swift" }
            template = nil
        case "TableSimUIKit":
            surface = "uikit"
            let protocols = try uikitProtocolNames(files)
            outputs = protocols.map { "Generated\($0).swift" } + [
                "GeneratedUITableViewController.swift", "GeneratedUITableViewBridge.swift",
            ]
            template = context.package.directoryURL.appending(
                path: "Sources/TableSimUIKit/Controllers/UITableViewController.template")
        case "TableSimSourceCheck":
            surface = "sourcecheck"
            outputs = ["GeneratedUIKitRequirements.swift"]
            template = nil
        default:
            throw PluginError(description: "CallbackSurfaces writes TableSim's, TableSimUIKit's and TableSimSourceCheck's callbacks, not \(target.name)'s")
        }
        var arguments = [surface, output.path]
        if let template { arguments += ["--template", template.path] }
        arguments += files.map(\.path)
        return [
            .buildCommand(
                displayName: "Writing \(target.name)'s callback surfaces from Sources/Callbacks",
                executable: try context.tool(named: "tablesim-callbacks").url,
                arguments: arguments,
                inputFiles: files + (template.map { [$0] } ?? []),
                outputFiles: outputs.map { output.appending(path: $0) })
        ]
    }

    /// The names after a key (`core`, `protocol`) in the declaration files, for the outputs' names.
    private func names(after key: String, in files: [URL]) throws -> [String] {
        try files.compactMap { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            let line = text.split(separator: "\n").first {
                $0.hasPrefix(key + " ") && !$0.hasPrefix(key + " doc") && !$0.hasPrefix(key + " input")
            }
            return line.map { String($0.dropFirst(key.count + 1).prefix { $0 != ":" }) }
        }
    }

    private func coreProtocolNames(_ files: [URL]) throws -> [String] { try names(after: "core", in: files) }
    private func uikitProtocolNames(_ files: [URL]) throws -> [String] { try names(after: "protocol", in: files) }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
}
