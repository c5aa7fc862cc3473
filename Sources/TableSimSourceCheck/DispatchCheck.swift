/// One Swift file to check: the path findings name, and its text.
package struct SourceFile: Sendable {
    /// The path printed in findings.
    package let path: String
    /// The file's contents.
    package let text: String

    /// Pairs a path with its text.
    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A problem the dispatch check found, printed the way the Swift compiler prints a diagnostic.
package struct SourceFinding: Equatable, Sendable, CustomStringConvertible {
    /// How serious a finding is.
    package enum Severity: String, Sendable {
        /// A method UIKit would call and Swift never does: the app behaves differently.
        case error
        /// A method that is almost a UIKit method, and so is called by neither.
        case warning
    }

    /// The file the method is in.
    package let path: String
    /// The line of the method's name.
    package let line: Int
    /// The column of the method's name, in UTF-8 bytes.
    package let column: Int
    /// Whether the finding is an error or a warning.
    package let severity: Severity
    /// What is wrong and how to fix it.
    package let message: String
    /// The class the method is written in.
    package var className: String = ""

    /// The finding as `file:line:col: error: message`.
    package var description: String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message)"
    }
}

/// UIKit's dispatch rule checked over an app's source: every data-source or delegate method must be visible to Swift.
///
/// UIKit asks an object `respondsToSelector` and finds a method wherever the class hierarchy puts
/// it. Swift calls a protocol method through the witness table of the class that declares the
/// conformance, built from that class and its superclasses only, so a method written only in a
/// subclass is never called. The check reports those methods, and the near misses of an adopting
/// class (UIKit's selector with other types, or a selector one label away from UIKit's) that
/// neither UIKit nor Swift would call.
package enum UIKitDispatchCheck {
    /// The classes whose superclass the files may name without declaring it; only
    /// `UITableViewController` adopts the protocols, and it declares every method so subclasses override them.
    static let frameworkClasses: Set<String> = [
        "NSObject", "UIResponder", "UIView", "UIViewController", "UITableViewController", "UINavigationController",
        "UIScrollView", "UITableView", "UITableViewCell", "UITableViewHeaderFooterView", "UIControl",
    ]

    /// Returns the findings in `files`, ordered by path, line and column.
    package static func findings(in files: [SourceFile]) -> [SourceFinding] {
        let program = Program(files: files)
        var findings: [SourceFinding] = []
        for name in program.classNames {
            findings += program.subclassOnlyFindings(for: name)
        }
        let reported = Set(findings.map { Location(path: $0.path, line: $0.line, column: $0.column) })
        for name in program.classNames {
            findings += program.nearMissFindings(for: name).filter {
                !reported.contains(Location(path: $0.path, line: $0.line, column: $0.column))
            }
        }
        return findings.sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
    }
}

/// Where a declaration is.
private struct Location: Hashable {
    let path: String
    let line: Int
    let column: Int
}

/// A method with the file it is declared in.
private struct Method {
    let function: FunctionDeclaration
    let path: String
}

/// What the files say about one class: its superclass, the protocols it adopts itself, its methods.
private struct ClassModel {
    var inherited: [String] = []
    var conformances: [String] = []
    var methods: [Method] = []
    var firstLocation: Location?
}

/// Every class of the checked files, with its extensions folded in, and the app's own protocols.
private struct Program {
    private var classes: [String: ClassModel] = [:]
    private var protocols: [String: [String]] = [:]
    /// Names declared as structs, enums or actors, whose extensions are not classes.
    private var otherTypes: Set<String> = []
    /// The class names in the order of their first declaration.
    private(set) var classNames: [String] = []

    init(files: [SourceFile]) {
        var extensions: [(TypeDeclaration, String)] = []
        for file in files {
            for declaration in SwiftDeclarationParser.declarations(in: file.text) {
                let location = Location(path: file.path, line: declaration.line, column: declaration.column)
                let methods = declaration.functions.map { Method(function: $0, path: file.path) }
                switch declaration.kind {
                case .class:
                    // One module cannot declare a name twice; two apps checked together can, and the first header wins.
                    if classes[declaration.name]?.firstLocation == nil {
                        classes[declaration.name, default: ClassModel()].inherited = declaration.inherited
                        classes[declaration.name, default: ClassModel()].firstLocation = location
                    }
                    classes[declaration.name, default: ClassModel()].methods += methods
                case .protocol, .typealias:
                    protocols[declaration.name] = declaration.inherited
                case .struct, .enum, .actor:
                    otherTypes.insert(declaration.name)
                case .extension:
                    extensions.append((declaration, file.path))
                }
            }
        }
        for (declaration, path) in extensions where !otherTypes.contains(declaration.name) {
            if protocols[declaration.name] != nil { continue }
            var model = classes[declaration.name, default: ClassModel()]
            model.conformances += declaration.inherited
            model.methods += declaration.functions.map { Method(function: $0, path: path) }
            if model.firstLocation == nil {
                model.firstLocation = Location(path: path, line: declaration.line, column: declaration.column)
            }
            classes[declaration.name] = model
        }
        classNames = classes.keys.sorted {
            let a = classes[$0]!.firstLocation!, b = classes[$1]!.firstLocation!
            return (a.path, a.line, a.column, $0) < (b.path, b.line, b.column, $1)
        }
    }

    /// The superclass's name, when the first inherited name is a class of the files or a framework class.
    private func superclass(of name: String) -> String? {
        guard let first = classes[name]?.inherited.first else { return nil }
        return classes[first] != nil || UIKitDispatchCheck.frameworkClasses.contains(first) ? first : nil
    }

    /// The superclasses declared in the files, nearest first, and the first one that is not.
    private func ancestors(of name: String) -> (declared: [String], beyond: String?) {
        var declared: [String] = []
        var current = name
        while let next = superclass(of: current) {
            guard classes[next] != nil else { return (declared, next) }
            guard next != name, !declared.contains(next) else { break }  // a cycle does not compile
            declared.append(next)
            current = next
        }
        return (declared, nil)
    }

    /// The UIKit protocols a class adopts in its own declaration or its extensions, not by inheritance.
    private func ownProtocols(of name: String, includingExtensions: Bool = true) -> Set<UIKitProtocol> {
        guard let model = classes[name] else { return [] }
        let superclass = superclass(of: name)
        var names = model.inherited.filter { $0 != superclass } + (includingExtensions ? model.conformances : [])
        var visited: Set<String> = []
        var found: Set<UIKitProtocol> = []
        while let next = names.popLast() {
            guard visited.insert(next).inserted else { continue }
            if let known = UIKitProtocol(rawValue: next) {
                found.formUnion(known.adoptedWithIt)
            } else if let refined = protocols[next] {
                names += refined
            }
        }
        return found
    }

    /// Whether any of the classes declares an instance method with the selector.
    private func declares(_ selector: String, in names: [String]) -> Bool {
        names.contains { name in
            classes[name]?.methods.contains { !$0.function.isTypeMethod && $0.function.selector == selector } ?? false
        }
    }

    /// The methods a class declares itself that a superclass's conformance never sees.
    func subclassOnlyFindings(for name: String) -> [SourceFinding] {
        let (ancestors, _) = ancestors(of: name)
        let own = ownProtocols(of: name)
        var findings: [SourceFinding] = []
        for adopted in UIKitProtocol.allCases where !own.contains(adopted) {
            guard let adopterIndex = ancestors.firstIndex(where: { ownProtocols(of: $0).contains(adopted) }) else {
                continue
            }
            let adopter = ancestors[adopterIndex]
            let visible = Array(ancestors[adopterIndex...])
            let between = Array(ancestors[..<adopterIndex])
            let selectors = Set(UIKitRequirement.byProtocol[adopted, default: []].map(\.selector))
            for method in classes[name]!.methods where !method.function.isTypeMethod {
                let selector = method.function.selector
                guard selectors.contains(selector), !declares(selector, in: visible) else { continue }
                // An override of nothing in the files overrides a class above them all, which the adopter sees.
                if method.function.isOverride, !declares(selector, in: between) { continue }
                // Swift without Objective-C cannot override a method declared in an extension, where
                // a conformance written in an extension invites it.
                let place =
                    ownProtocols(of: adopter, includingExtensions: false).contains(adopted)
                    ? "'\(adopter)'" : "the class body of '\(adopter)' (not an extension)"
                findings.append(
                    finding(
                        method, in: name, .error,
                        "'\(selector)' is implemented in '\(name)', a subclass of '\(adopter)' which adopts "
                            + "\(adopted.rawValue); Swift never calls it (UIKit would, through respondsToSelector). "
                            + "Declare it in \(place) and override it in '\(name)'."))
            }
        }
        return findings
    }

    /// The methods of an adopting class that are almost, but not exactly, UIKit methods.
    func nearMissFindings(for name: String) -> [SourceFinding] {
        let (ancestors, beyond) = ancestors(of: name)
        var adopted = ownProtocols(of: name)
        for ancestor in ancestors { adopted.formUnion(ownProtocols(of: ancestor)) }
        if beyond == "UITableViewController" {
            // Prefetching: UIKit's UITableViewController does not adopt UITableViewDataSourcePrefetching.
            // Nor the drag and drop delegates.
            adopted.formUnion(UIKitProtocol.allCases.filter { ![.prefetchDataSource, .dragDelegate, .dropDelegate].contains($0) })
        }
        guard !adopted.isEmpty else { return [] }
        let requirements = adopted.sorted().flatMap { UIKitRequirement.byProtocol[$0, default: []] }
        let lineage = [name] + ancestors
        var findings: [SourceFinding] = []
        for method in classes[name]!.methods where !method.function.isTypeMethod {
            let function = method.function
            if let requirement = requirements.first(where: { $0.selector == function.selector }) {
                let differences = Self.differences(of: function, from: requirement.function)
                guard !differences.isEmpty, !matchesExactly(requirement, in: lineage) else { continue }
                findings.append(
                    finding(
                        method, in: name, .warning,
                        "'\(function.selector)' in '\(name)' does not match \(requirement.owner.rawValue)'s requirement ("
                            + differences.joined(separator: "; ")
                            + "), so the table never calls it; UIKit's signature is '\(requirement.signature)'."))
            } else if let (requirement, isSwift2) = Self.nearestRequirement(to: function, in: requirements) {
                let what =
                    isSwift2
                    ? "is the Swift 2 name of \(requirement.owner.rawValue)'s '\(requirement.selector)'"
                    : "is not \(requirement.owner.rawValue)'s '\(requirement.selector)'"
                findings.append(
                    finding(
                        method, in: name, .warning,
                        "'\(function.selector)' in '\(name)' \(what), so the table never calls it; "
                            + "UIKit's signature is '\(requirement.signature)'."))
            }
        }
        return findings
    }

    /// Whether the class or an ancestor has a method with exactly the requirement's signature.
    private func matchesExactly(_ requirement: UIKitRequirement, in lineage: [String]) -> Bool {
        lineage.contains { name in
            classes[name]?.methods.contains {
                $0.function.selector == requirement.selector && Self.differences(of: $0.function, from: requirement.function).isEmpty
            } ?? false
        }
    }

    private func finding(
        _ method: Method, in className: String, _ severity: SourceFinding.Severity, _ message: String
    ) -> SourceFinding {
        var finding = SourceFinding(
            path: method.path, line: method.function.line, column: method.function.column, severity: severity,
            message: message)
        finding.className = className
        return finding
    }

    /// How a method's types differ from a requirement with the same selector, one phrase per difference.
    static func differences(of function: FunctionDeclaration, from requirement: FunctionDeclaration) -> [String] {
        var differences: [String] = []
        for (position, (written, expected)) in zip(function.parameterTypes, requirement.parameterTypes).enumerated()
        where TypeName.normalized(written) != TypeName.normalized(expected) {
            let label = requirement.labels[position]
            let name = label == "_" ? "argument \(position + 1)" : "'\(label):'"
            differences.append("\(name) is '\(written)' instead of '\(expected)'")
        }
        let written = function.returnType.flatMap(TypeName.normalizedReturn)
        let expected = requirement.returnType.flatMap(TypeName.normalizedReturn)
        if written != expected {
            let writtenText = written == nil ? "nothing" : "'\(function.returnType!)'"
            let expectedText = expected == nil ? "nothing" : "'\(requirement.returnType!)'"
            differences.append("returns \(writtenText) instead of \(expectedText)")
        }
        return differences
    }

    /// The requirement a method's selector is almost, and whether it is that requirement's Swift 2 name.
    ///
    /// Almost means: the Swift 2 name (Objective-C's selector split at its colons), UIKit's
    /// selector with the first label written out (`tableView(tableView:…)`, Swift 2's habit), a mix
    /// of Swift 2 and Swift 3 labels (`tableView(_:willDisplayCell:forRowAt:)`), or UIKit's selector
    /// with one part mistyped (a case slip, or up to two edits in a long name).
    static func nearestRequirement(
        to function: FunctionDeclaration, in requirements: [UIKitRequirement]
    ) -> (UIKitRequirement, isSwift2: Bool)? {
        let parts = [function.baseName] + function.labels
        var variants = [parts]
        if parts.count > 1, parts[1] != "_" {
            var unlabelled = parts
            unlabelled[1] = "_"
            variants.append(unlabelled)
        }
        for requirement in requirements where variants.contains(requirement.swift2Parts) {
            return (requirement, true)
        }
        for requirement in requirements {
            for variant in variants where variant.count == requirement.parts.count {
                let isMix = zip(variant, zip(requirement.parts, requirement.swift2Parts)).allSatisfy {
                    $0 == $1.0 || $0 == $1.1
                }
                if isMix { return (requirement, false) }
                let differing = zip(variant, requirement.parts).filter { $0 != $1 }
                if differing.count == 1, isSlip(differing[0].0, differing[0].1) { return (requirement, false) }
            }
        }
        return nil
    }

    /// Whether a written name is a slip of the expected one: a case slip, or at most two edits in a long name.
    static func isSlip(_ written: String, _ expected: String) -> Bool {
        if written.lowercased() == expected.lowercased() { return true }
        return min(written.count, expected.count) >= 6 && editDistance(Array(written), Array(expected), limit: 2) <= 2
    }

    /// The Levenshtein distance between two strings, or `limit + 1` once it is known to exceed `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            if current.min()! > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }
}

/// Type names compared the way the compiler would match a witness, ignoring spelling that does not change the type.
enum TypeName {
    /// Module names an app may qualify a type with.
    private static let modules: Set<String> = [
        "Swift", "Foundation", "UIKit", "CoreGraphics", "TableSimUIKit", "TableSim",
    ]

    /// The type without whitespace, module qualifiers or `any`, and `(P)?` written `P?`.
    static func normalized(_ type: String) -> String {
        let tokens = SwiftScanner.tokens(in: type)
        var pieces: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isWord, modules.contains(token.text), index + 1 < tokens.count, tokens[index + 1].isPunctuation(".") {
                index += 2
                continue
            }
            if !token.isKeyword("any") { pieces.append(token.text) }
            index += 1
        }
        var text = pieces.joined()
        if text.hasPrefix("("), text.hasSuffix(")?"), !text.dropFirst().dropLast(2).contains(where: { "(),".contains($0) }) {
            text = String(text.dropFirst().dropLast(2)) + "?"
        }
        return text
    }

    /// A return type normalized, or nil for the spellings of nothing (`Void`, `()`).
    static func normalizedReturn(_ type: String) -> String? {
        let text = normalized(type)
        return text == "Void" || text == "()" || text.isEmpty ? nil : text
    }
}
