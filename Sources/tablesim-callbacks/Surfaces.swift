// The Swift each surface needs, written from the declarations: the core's (TableSim), the UIKit
// facade's (TableSimUIKit) and the source checker's (TableSimSourceCheck).

let banner = """
    // Written by the CallbackSurfaces build plugin from Sources/Callbacks/*.callbacks (the one
    // declaration of each UIKit callback): edit those files, not this one.

    """

/// Doc comment lines, indented.
func docLines(_ lines: [String], indent: String) -> String {
    lines.map { indent + ($0.isEmpty ? "///" : "/// " + $0) + "\n" }.joined()
}

struct Surfaces {
    let protocols: [ProtocolSpec]
    let map: TypeMap

    private var modelled: [(ProtocolSpec, CallbackSpec)] {
        protocols.flatMap { spec in spec.callbacks.filter(\.modelled).map { (spec, $0) } }
    }

    /// The first parameter's name: the table view or scroll view a default tells.
    private func receiver(_ callback: CallbackSpec) -> String { callback.uikit.parameters.first?.name ?? "tableView" }

    private func coreSignature(_ callback: CallbackSpec) -> String { callback.uikit.text(mapping: map.core) }
    private func uikitSignature(_ callback: CallbackSpec) -> String { callback.uikit.text(mapping: { $0 }) }

    private func unimplementedCall(_ callback: CallbackSpec, input: String?) -> String {
        "\(receiver(callback)).unimplemented(Callbacks.\(callback.caseName)" + (input.map { ", " + $0 } ?? "") + ")"
    }

    /// The core default's body: it tells the table, and answers UIKit's default.
    private func coreDefault(_ callback: CallbackSpec) -> String {
        unimplementedCall(callback, input: callback.coreInput)
    }

    /// The UIKit default's body (or the controller's), converting the core's answer to UIKit's type.
    private func uikitDefault(_ callback: CallbackSpec, required: Bool) -> [String] {
        if !callback.uikitBody.isEmpty && (required || !callback.modelled) { return callback.uikitBody }
        guard callback.modelled else { return [] }
        let call = unimplementedCall(callback, input: callback.uikitInput ?? callback.coreInput)
        guard let answer = callback.uikit.answer else { return [call] }
        if answer == "CGFloat" { return ["CGFloat(\(call) as Double)"] }
        if map.toCore[answer] != nil {
            return ["\(receiver(callback)).unimplementedNoObject(Callbacks.\(callback.caseName))"]
        }
        return [call]
    }

    private func method(_ signature: String, prefix: String, body: [String], indent: String) -> String {
        indent + prefix + signature + " {\n" + body.map { indent + "    " + $0 + "\n" }.joined() + indent + "}\n"
    }

    // MARK: The core

    func coreFiles() -> [String: String] {
        var files = ["GeneratedCallbacks.swift": callbacksFile()]
        for spec in protocols where !spec.coreName.isEmpty {
            files["Generated\(spec.coreName).swift"] = coreProtocolFile(spec)
        }
        return files
    }

    private func callbacksFile() -> String {
        var out = banner
        out += "\n/// The app object UIKit sends a callback to, by the name of its UIKit protocol.\n"
        out += "package enum CallbackOwner: String, Sendable, CaseIterable {\n"
        for spec in protocols where !spec.coreName.isEmpty {
            out += "    case \(spec.owner) = \"\(spec.uikitName)\"\n"
        }
        out += "}\n\n"
        out += """
            /// Every data-source, delegate and scroll-view-delegate method TableSim models, by its Swift selector.
            ///
            /// The raw value is the selector as Apple's documentation writes it, which is how traces print it
            /// and how `omit` names it.
            public enum CallbackSelector: String, CaseIterable, Sendable, Hashable {

            """
        var lastProtocol = ""
        for (spec, callback) in modelled {
            if spec.uikitName != lastProtocol || callback.section != nil {
                if !lastProtocol.isEmpty { out += "\n" }
                out += "    // \(spec.uikitName)" + (callback.section.map { ": " + $0 } ?? "") + "\n"
                lastProtocol = spec.uikitName
            }
            out += "    /// \(callback.selectorDoc)\n"
            out += "    case \(callback.caseName) = \"\(callback.uikit.selector)\"\n"
        }
        out += "}\n\n/// Every callback TableSim models, declared once.\npackage enum Callbacks {\n"
        lastProtocol = ""
        for (spec, callback) in modelled {
            if spec.uikitName != lastProtocol || callback.section != nil {
                if !lastProtocol.isEmpty { out += "\n" }
                out += "    // MARK: \(spec.uikitName)" + (callback.section.map { ": " + $0 } ?? "") + "\n\n"
                lastProtocol = spec.uikitName
            }
            out += docLines(callback.defaultDoc, indent: "    ")
            var arguments = ".\(callback.caseName), .\(spec.owner)"
            if callback.responds != "foundOnFirstCall" { arguments += ", responds: .\(callback.responds)" }
            let answer = callback.uikit.answer.map(map.core) ?? "Void"
            if let input = callback.defaultInput {
                out += "    package static let \(callback.caseName) = Callback<\(input.type), \(answer)>(\(arguments)) {\n"
                out += "        \(input.name) in \(callback.defaultValue ?? input.name)\n    }\n"
            } else if let value = callback.defaultValue {
                out += "    package static let \(callback.caseName) = Callback(\(arguments), default: \(value))\n"
            } else {
                out += "    package static let \(callback.caseName) = Callback(\(arguments))\n"
            }
        }
        out += "}\n\nextension CallbackSelector {\n"
        out += "    /// The callback's declaration (an exhaustive switch: a new selector does not compile without one).\n"
        out += "    package var declaration: CallbackDeclaration {\n        switch self {\n"
        for (_, callback) in modelled {
            out += "        case .\(callback.caseName): Callbacks.\(callback.caseName).declaration\n"
        }
        out += "        }\n    }\n}\n"
        return out
    }

    private func coreProtocolFile(_ spec: ProtocolSpec) -> String {
        var out = banner + "\n" + docLines(spec.coreDoc, indent: "")
        out += "public protocol \(spec.coreName): \(spec.coreInherits) {\n"
        let callbacks = spec.callbacks.filter(\.modelled)
        for callback in callbacks {
            out += docLines(callback.coreDoc.isEmpty ? callback.doc : callback.coreDoc, indent: "    ")
            out += "    " + coreSignature(callback) + "\n"
        }
        out += "}\n\nextension \(spec.coreName) {\n"
        for callback in callbacks where callback.responds != "required" {
            out += method(coreSignature(callback), prefix: "public ", body: [coreDefault(callback)], indent: "    ")
        }
        return out + "}\n"
    }

    // MARK: The UIKit facade

    func uikitFiles(controllerTemplate: String) throws -> [String: String] {
        var files: [String: String] = [:]
        for spec in protocols { files["Generated\(spec.uikitName).swift"] = uikitProtocolFile(spec) }
        files["GeneratedUITableViewController.swift"] = try controllerFile(template: controllerTemplate)
        files["GeneratedUITableViewBridge.swift"] = bridgeFile()
        return files
    }

    private func uikitProtocolFile(_ spec: ProtocolSpec) -> String {
        var out = banner + "\nimport TableSim\n\n" + docLines(spec.doc, indent: "")
        out += "@preconcurrency @MainActor\npublic protocol \(spec.uikitName): \(spec.uikitInherits) {\n"
        for callback in spec.callbacks {
            out += docLines(callback.doc, indent: "    ") + "    " + uikitSignature(callback) + "\n"
        }
        out += "}\n\nextension \(spec.uikitName) {\n"
        for callback in spec.callbacks where callback.responds != "required" {
            out += method(
                uikitSignature(callback), prefix: "public ", body: uikitDefault(callback, required: false), indent: "    ")
        }
        return out + "}\n"
    }

    /// The marker line of the controller's template where its open callback methods go.
    static let controllerMarker = "// @callbacks: the open methods of every declared callback"

    private func controllerFile(template: String) throws -> String {
        var methods = ""
        for spec in protocols where spec.inController {
            methods += "    // MARK: \(spec.uikitName)\n\n"
            for callback in spec.callbacks {
                methods += docLines(callback.doc, indent: "    ")
                methods += method(
                    uikitSignature(callback), prefix: "open ", body: uikitDefault(callback, required: true), indent: "    ")
                methods += "\n"
            }
        }
        let lines = template.split(separator: "\n", omittingEmptySubsequences: false)
        guard let marker = lines.firstIndex(where: { $0.trimmingSpaces == Self.controllerMarker }) else {
            throw SpecError(description: "the controller template has no line `\(Self.controllerMarker)`")
        }
        let before = lines[..<marker].joined(separator: "\n")
        let after = lines[(marker + 1)...].joined(separator: "\n")
        return banner + "\n" + before + "\n" + methods.dropLast() + after
    }

    /// The bridge's forwarding of each callback whose conversion is mechanical: the app's method with
    /// UIKit's types, or, when the app's object is gone, UIKit's default.
    private func bridgeFile() -> String {
        var out = banner + "\nimport TableSim\n\nextension UITableViewBridge {\n"
        for spec in protocols where !spec.bridgeApp.isEmpty {
            for callback in spec.callbacks where callback.modelled && !callback.bridgeHandWritten {
                let arguments = callback.uikit.parameters.enumerated().map { index, parameter in
                    let value =
                        index == 0
                        ? "table"
                        : map.toUIKit[map.core(parameter.type)].map { $0.replacingOccurrences(of: "$", with: parameter.name) }
                            ?? parameter.name
                    return parameter.label == "_" ? value : parameter.label + ": " + value
                }
                let call = "$0.\(callback.uikit.name)(\(arguments.joined(separator: ", ")))"
                let body: String
                if callback.uikit.answer == "CGFloat" {
                    body = "height(Callbacks.\(callback.caseName)) { \(call) }"
                } else {
                    let converted =
                        callback.uikit.answer.flatMap { map.toCore[$0] }.map { $0.replacingOccurrences(of: "$", with: call) }
                        ?? call
                    let input = callback.coreInput.map { ", " + $0 } ?? ""
                    body = "forward(\(spec.bridgeApp), Callbacks.\(callback.caseName)\(input)) { \(converted) }"
                }
                out += method(coreSignature(callback), prefix: "", body: [body], indent: "    ")
            }
        }
        return out + "}\n"
    }

    // MARK: The source checker

    func sourceCheckFiles() -> [String: String] {
        var out = banner + "\nextension UIKitRequirement {\n"
        out += "    /// The declared callbacks: owner, UIKit's Swift signature, Objective-C selector, whether the core models it.\n"
        out += "    static let declared: [(UIKitProtocol, String, String, Bool)] = [\n"
        for spec in protocols {
            for callback in spec.callbacks {
                out += "        (.\(spec.owner), \"\(uikitSignature(callback))\",\n"
                out += "         \"\(callback.objectiveC)\", \(callback.modelled)),\n"
            }
        }
        out += "    ]\n}\n"
        return ["GeneratedUIKitRequirements.swift": out]
    }
}
