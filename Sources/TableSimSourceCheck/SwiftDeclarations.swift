/// A method declared in a type's body or in an extension, with its full Swift selector.
package struct FunctionDeclaration: Equatable, Sendable {
    /// The name before the parenthesis, like `tableView`.
    package let baseName: String
    /// The argument labels in order, `_` for an unlabelled argument.
    package let labels: [String]
    /// Each parameter's type as written, whitespace collapsed.
    package let parameterTypes: [String]
    /// The return type as written, or nil when the method returns nothing.
    package let returnType: String?
    /// Whether the method is marked `override`.
    package let isOverride: Bool
    /// Whether it is a `static` or `class` method, which no protocol of instances can call.
    package let isTypeMethod: Bool
    /// The line of the method's name.
    package let line: Int
    /// The column of the method's name, in UTF-8 bytes.
    package let column: Int

    /// The selector as Apple's documentation writes it, like `tableView(_:heightForRowAt:)`.
    package var selector: String {
        baseName + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

/// A class, struct, enum, actor, protocol, extension or type alias, with what it inherits and the methods it declares.
package struct TypeDeclaration: Equatable, Sendable {
    /// The kinds of declaration that open a type body.
    package enum Kind: String, Equatable, Sendable {
        case `class`, `struct`, `enum`, `actor`, `protocol`, `extension`
        /// A `typealias`, whose `inherited` are the names it composes (`A & B`), so that adopting it adopts them.
        case `typealias`
    }

    /// What the declaration is.
    package let kind: Kind
    /// The declared or extended type's name, its last component without generic arguments.
    package let name: String
    /// The names in the inheritance clause, each reduced to its last component without generic arguments;
    /// for a type alias, the names it stands for.
    package let inherited: [String]
    /// The methods declared directly in the body.
    package internal(set) var functions: [FunctionDeclaration]
    /// The line of the type's name.
    package let line: Int
    /// The column of the type's name, in UTF-8 bytes.
    package let column: Int
}

/// Finds type declarations, extensions and their methods in one file's tokens.
///
/// It follows braces to know which body a `func` is in: methods directly in a type's body belong
/// to that type; functions inside a method, closure or accessor are local and ignored. Unbalanced
/// or truncated source ends the search without trapping.
package struct SwiftDeclarationParser {
    private let tokens: [SwiftToken]
    private let source: [UInt8]
    private var index = 0
    private var declarations: [TypeDeclaration] = []
    /// One entry per open brace: the index of the declaration whose body it opens, or nil for code.
    private var scopes: [Int?] = []
    /// The declaration whose body the next `{` opens.
    private var pendingBody: Int?
    private var modifiers: Set<String> = []

    /// The modifiers that may precede `func` without ending the declaration they belong to.
    private static let modifierWords: Set<String> = [
        "override", "public", "private", "fileprivate", "internal", "open", "package", "final", "static",
        "class", "required", "convenience", "dynamic", "mutating", "nonmutating", "optional", "nonisolated",
        "indirect", "lazy", "weak", "unowned", "distributed", "consuming", "borrowing",
    ]

    /// The words that, after `class`, make it a modifier of a member rather than a class declaration.
    private static let memberWords: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "typealias", "override", "final", "public",
        "private", "fileprivate", "internal", "open", "package", "required", "convenience", "dynamic",
        "nonisolated",
    ]

    /// Returns the type declarations in `source`, in source order, each with its own methods.
    package static func declarations(in source: String) -> [TypeDeclaration] {
        var parser = SwiftDeclarationParser(tokens: SwiftScanner.tokens(in: source), source: Array(source.utf8))
        parser.run()
        return parser.declarations
    }

    private init(tokens: [SwiftToken], source: [UInt8]) {
        self.tokens = tokens
        self.source = source
    }

    private func token(_ offset: Int = 0) -> SwiftToken? {
        let position = index + offset
        return position < tokens.count ? tokens[position] : nil
    }

    private mutating func run() {
        while let current = token() {
            if current.isPunctuation("{") {
                scopes.append(pendingBody)
                pendingBody = nil
                modifiers = []
                index += 1
            } else if current.isPunctuation("}") {
                if !scopes.isEmpty { scopes.removeLast() }
                modifiers = []
                index += 1
            } else if current.isPunctuation("@") {
                skipAttribute()
            } else if current.isKeyword("func") {
                scanFunction()
            } else if current.isKeyword("typealias") {
                scanTypeAlias()
            } else if let kind = typeKind(of: current) {
                scanTypeHeader(kind)
            } else if current.kind == .word(isEscaped: false), Self.modifierWords.contains(current.text) {
                modifiers.insert(current.text)
                index += 1
                if token()?.isPunctuation("(") == true { skipBalanced() }  // private(set)
            } else {
                modifiers = []
                index += 1
            }
        }
    }

    /// The kind of type declaration a word opens, or nil; `class` before a member is a modifier.
    private func typeKind(of word: SwiftToken) -> TypeDeclaration.Kind? {
        guard word.kind == .word(isEscaped: false), let kind = TypeDeclaration.Kind(rawValue: word.text) else { return nil }
        guard let next = token(1), next.isWord else { return nil }
        if kind == .class, next.kind == .word(isEscaped: false), Self.memberWords.contains(next.text) { return nil }
        if index > 0, tokens[index - 1].isPunctuation(".") { return nil }
        return kind
    }

    /// Skips `@name` and its parenthesized arguments, if any.
    private mutating func skipAttribute() {
        index += 1
        guard token()?.isWord == true else { return }
        index += 1
        if token()?.isPunctuation("(") == true { skipBalanced() }
    }

    /// Skips from an opening `(`, `[` or `<` to just past its matching closer.
    private mutating func skipBalanced() {
        var depth = 0
        while let current = token() {
            if ["(", "[", "<"].contains(current.text), current.kind == .punctuation { depth += 1 }
            if [")", "]", ">"].contains(current.text), current.kind == .punctuation { depth -= 1 }
            index += 1
            if depth <= 0 { return }
        }
    }

    /// Reads `class Name<…>: A, B where … {` up to its brace and records the declaration.
    private mutating func scanTypeHeader(_ kind: TypeDeclaration.Kind) {
        index += 1
        guard var nameToken = token() else { return }
        index += 1
        // An extension may name a qualified type, `extension Outer.Inner`; the last component names it.
        while kind == .extension, token()?.isPunctuation(".") == true, let next = token(1), next.isWord {
            nameToken = next
            index += 2
        }
        if token()?.isPunctuation("<") == true { skipBalanced() }
        var inherited: [String] = []
        if token()?.isPunctuation(":") == true {
            index += 1
            inherited = scanInheritance()
        }
        while let current = token(), !current.isPunctuation("{") {
            if current.isPunctuation("}") { return }
            if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("<") {
                skipBalanced()
            } else {
                index += 1
            }
        }
        guard token() != nil else { return }
        declarations.append(
            TypeDeclaration(
                kind: kind, name: nameToken.text, inherited: inherited, functions: [], line: nameToken.line,
                column: nameToken.column))
        pendingBody = declarations.count - 1
    }

    /// Reads `typealias Name<…> = A & B` and records the names it stands for.
    private mutating func scanTypeAlias() {
        index += 1
        guard let nameToken = token(), nameToken.isWord else { return }
        index += 1
        if token()?.isPunctuation("<") == true { skipBalanced() }
        guard token()?.isPunctuation("=") == true else { return }
        index += 1
        var names: [String] = []
        var last: String?
        while let current = token(), current.line == nameToken.line || tokens[index - 1].isPunctuation("&") {
            if current.isPunctuation("<") || current.isPunctuation("(") || current.isPunctuation("[") {
                skipBalanced()
                continue
            }
            if current.isPunctuation("&") {
                if let name = last { names.append(name) }
                last = nil
            } else if current.isWord, !current.isKeyword("any") {
                last = current.text
            } else if !current.isPunctuation(".") {
                break
            }
            index += 1
        }
        if let name = last { names.append(name) }
        declarations.append(
            TypeDeclaration(
                kind: .typealias, name: nameToken.text, inherited: names, functions: [], line: nameToken.line,
                column: nameToken.column))
    }

    /// Reads an inheritance clause's entries up to `where` or `{`.
    private mutating func scanInheritance() -> [String] {
        var names: [String] = []
        var last: String?
        while let current = token(), !current.isPunctuation("{"), !current.isKeyword("where") {
            if current.isPunctuation("}") { break }
            if current.isPunctuation("<") || current.isPunctuation("(") || current.isPunctuation("[") {
                skipBalanced()
                continue
            }
            if current.isPunctuation(",") || current.isPunctuation("&") {
                if let name = last { names.append(name) }
                last = nil
            } else if current.isWord, !current.isKeyword("any") {
                last = current.text
            }
            index += 1
        }
        if let name = last { names.append(name) }
        return names
    }

    /// Reads a `func` declaration's name, parameters and return type; records it when it is a member of a type.
    private mutating func scanFunction() {
        let isMember = scopes.last.flatMap { $0 } != nil
        let owner = scopes.last.flatMap { $0 }
        let isOverride = modifiers.contains("override")
        let isTypeMethod = modifiers.contains("static") || modifiers.contains("class")
        modifiers = []
        index += 1
        guard let nameToken = token(), nameToken.isWord else { return }
        index += 1
        if token()?.isPunctuation("<") == true { skipBalanced() }
        guard token()?.isPunctuation("(") == true else { return }
        index += 1
        var labels: [String] = []
        var types: [String] = []
        while token()?.isPunctuation(")") == false {
            guard let (label, type) = scanParameter() else { return }
            labels.append(label)
            types.append(type)
            if token()?.isPunctuation(",") == true { index += 1 }
        }
        guard token() != nil else { return }
        index += 1
        while let current = token(), current.isKeyword("async") || current.isKeyword("throws") || current.isKeyword("rethrows") {
            index += 1
            if current.isKeyword("throws"), token()?.isPunctuation("(") == true { skipBalanced() }
        }
        var returnType: String?
        if token()?.isPunctuation("->") == true {
            index += 1
            returnType = scanReturnType()
        }
        guard isMember, let owner else { return }
        declarations[owner].functions.append(
            FunctionDeclaration(
                baseName: nameToken.text, labels: labels, parameterTypes: types, returnType: returnType,
                isOverride: isOverride, isTypeMethod: isTypeMethod, line: nameToken.line, column: nameToken.column))
    }

    /// Reads one parameter, `label name: Type = default`, up to its `,` or the list's `)`.
    private mutating func scanParameter() -> (label: String, type: String)? {
        var names: [String] = []
        while let current = token(), !current.isPunctuation(":") {
            guard current.isWord else { return nil }
            names.append(current.text)
            index += 1
        }
        guard let label = names.first, token() != nil else { return nil }
        index += 1
        let typeStart = index
        var depth = 0
        while let current = token() {
            if current.kind == .punctuation {
                if depth == 0, current.text == "," || current.text == ")" || current.text == "=" { break }
                if ["(", "[", "<"].contains(current.text) { depth += 1 }
                if [")", "]", ">"].contains(current.text) { depth -= 1 }
            }
            index += 1
        }
        let type = text(of: typeStart..<index)
        // A default value runs to the parameter's end.
        while let current = token(), depth >= 0 {
            if current.kind == .punctuation {
                if depth == 0, current.text == "," || current.text == ")" { break }
                if ["(", "[", "{"].contains(current.text) { depth += 1 }
                if [")", "]", "}"].contains(current.text) { depth -= 1 }
            }
            index += 1
        }
        return (label, type)
    }

    /// Reads a return type: up to the body's `{`, a `where` clause, or the next declaration on a later line.
    private mutating func scanReturnType() -> String {
        let start = index
        var depth = 0
        while let current = token() {
            if depth == 0 {
                if current.isPunctuation("{") || current.isPunctuation("}") || current.isKeyword("where") { break }
                if index > start, current.line > tokens[index - 1].line, !continuesType(after: tokens[index - 1], with: current) {
                    break
                }
            }
            if current.kind == .punctuation {
                if ["(", "[", "<"].contains(current.text) { depth += 1 }
                if [")", "]", ">"].contains(current.text) { depth -= 1 }
            }
            index += 1
        }
        return text(of: start..<index)
    }

    /// Whether a token on a new line still belongs to the type the previous token is in.
    private func continuesType(after previous: SwiftToken, with next: SwiftToken) -> Bool {
        let joiners: Set<String> = [".", "&", "->", "<", ",", "("]
        return (previous.kind == .punctuation && joiners.contains(previous.text))
            || (next.kind == .punctuation && [".", "&", "->", "?", "!"].contains(next.text))
    }

    /// The source text of a token range with its whitespace collapsed to single spaces.
    private func text(of range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        var pieces: [String] = []
        var previousEnd: Int?
        for position in range {
            let current = tokens[position]
            if let previousEnd, current.start > previousEnd { pieces.append(" ") }
            pieces.append(String(decoding: source[current.start..<current.end], as: UTF8.self))
            previousEnd = current.end
        }
        return pieces.joined()
    }
}
