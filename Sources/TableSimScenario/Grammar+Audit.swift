import TableSim

/// What `expect audit` asserts: no finding, or a finding of one type on one element.
struct AuditExpectation: Hashable, Sendable {
    /// The assertion.
    enum Kind: Hashable, Sendable {
        /// `expect audit none`: the audit finds nothing on screen.
        case none
        /// `expect audit TYPE ELEMENT [from SIZE]`: a finding of that type on that element exists (a row
        /// also matches its controls); with `from`, `audit all-sizes` first finds it at that size.
        case finding(AccessibilityAuditType, AccessibilityElement.ID, from: ContentSizeCategory?)
    }

    /// The assertion.
    var kind: Kind
}

extension Grammar {
    /// The audit: `audit` and `audit all-sizes`.
    static let auditDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "audit", .command,
            synopsis: "audit | audit all-sizes",
            summary: "The accessibility audit of the elements on screen, as Xcode's performAccessibilityAudit: one line per finding (type, text, element, frame), or 'Audit: none'. It calls no app code.",
            example: "audit",
            parse: { _ in .command(.audit(allSizes: false)) },
            complete: { request in request.words.count == 1 ? ["all-sizes"] : [] },
            fuzzing: [.command(weight: 0.25) { writer in writer.emit("audit") }]),
        StatementDeclaration(
            "audit all-sizes", .command, arguments: [],
            summary: "The audit at every text size from xS to AX5, each finding once with the first size that has it ('from XXXL'); the screen is measured at each size without a re-layout, and nothing changes.",
            example: "audit all-sizes", fuzz: [.command(weight: 0.1)]
        ) { _ in .command(.audit(allSizes: true)) },
    ]

    /// The audit type names, as errors and completion list them.
    static var auditTypeNames: String { AccessibilityAuditType.named.map(\.name).joined(separator: ", ") }

    /// Reads the values of `expect audit`: `none`, or `TYPE ELEMENT [from SIZE]`.
    static func parseAuditExpectation(_ values: [Token], file: String, line: Int) throws(ScenarioError) -> AuditExpectation {
        var cursor = Cursor(tokens: values, file: file, line: line)
        if values.first?.text == "none", values[0].kind == .word {
            _ = cursor.next()
            try cursor.end()
            return AuditExpectation(kind: .none)
        }
        let name = try cursor.word("'none' or an audit type (\(auditTypeNames))")
        guard let type = AccessibilityAuditType(name: name) else {
            throw cursor.error(
                "unknown audit type '\(name)'\(Suggestions.didYouMean(name, among: AccessibilityAuditType.named.map(\.name))); "
                    + "expected 'none' or one of \(auditTypeNames)", back: 1)
        }
        guard case .element(let id) = try parseElement(&cursor, allowingPoint: false) else {
            preconditionFailure("points are not read here")
        }
        var first: ContentSizeCategory?
        if cursor.peek() != nil {
            try cursor.keyword("from", "'from' and the first text size that has the finding, such as 'from XXXL'")
            let word = try cursor.word("a text size such as XXXL or AX1")
            guard let size = ContentSizeCategory(parsing: word) else {
                throw cursor.error(
                    "unknown text size '\(word)'; expected " + ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", "),
                    back: 1)
            }
            first = size
        }
        try cursor.end()
        return AuditExpectation(kind: .finding(type, id, from: first))
    }
}

extension Cursor {
    /// Accessibility traits by UIKit's names, separated by commas (`selected,button`).
    func traits(_ value: Token) throws(ScenarioError) -> AccessibilityTraits {
        var traits: AccessibilityTraits = []
        for name in value.text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let trait = AccessibilityTraits(name: String(name)) else {
                throw error("unknown trait '\(name)'; expected \(AccessibilityTraits.named.map(\.name).joined(separator: ", "))", at: value)
            }
            traits.insert(trait)
        }
        return traits
    }
}

/// The audit's output and its expectations, read from the engine's simulator.
enum AuditReport {
    /// One finding as the `audit` command prints it: `Audit: hitRegion "Hit area is too small" row [0, 2] {{…}}`.
    static func line(_ issue: AccessibilityAuditIssue, from size: ContentSizeCategory? = nil) -> String {
        "Audit: " + issue.description + (size.map { " from " + $0.shortName } ?? "")
    }

    /// What `audit` (or `audit all-sizes`) prints: a line per finding, or `Audit: none`.
    static func text(of engine: ScenarioEngine, allSizes: Bool) -> String {
        guard let simulator = engine.simulator else { return "(the table has not appeared yet)\n" }
        let lines: [String] =
            allSizes
            ? simulator.performAccessibilityAuditAtAllSizes().map { line($0.issue, from: $0.firstSize) }
            : simulator.performAccessibilityAudit().map { line($0) }
        return (lines.isEmpty ? ["Audit: none"] : lines).map { $0 + "\n" }.joined()
    }

    /// nil when `expect audit` holds, else what was expected and what the audit found.
    static func check(_ expectation: StateExpectation, in engine: ScenarioEngine) -> String? {
        let parsed: AuditExpectation
        do throws(ScenarioError) {
            parsed = try Grammar.parseAuditExpectation(expectation.values, file: "", line: 0)
        } catch {
            return error.message
        }
        let written = "expected audit " + expectation.values.map(\.spelling).joined(separator: " ")
        guard let simulator = engine.simulator else { return written + ", but the table has not appeared" }
        switch parsed.kind {
        case .none:
            let found = simulator.performAccessibilityAudit()
            return found.isEmpty ? nil : written + ", but it found " + found.map(\.description).joined(separator: "; ")
        case .finding(let type, let id, let from):
            func matches(_ issue: AccessibilityAuditIssue) -> Bool {
                guard issue.auditType == type else { return false }
                if case .row(let row) = id { return issue.element.id.indexPath == row }
                return issue.element.id == id
            }
            if let from {
                let found = simulator.performAccessibilityAuditAtAllSizes(for: type)
                guard let match = found.first(where: { matches($0.issue) }) else {
                    return written + ", but at no size does it find that" + foundText(found.map { line($0.issue, from: $0.firstSize) })
                }
                return match.firstSize == from ? nil : written + ", but it first finds it at " + match.firstSize.shortName
            }
            let found = simulator.performAccessibilityAudit(for: type)
            return found.contains(where: matches) ? nil : written + ", but it is not found" + foundText(found.map { line($0) })
        }
    }

    /// `; the audit found: …` listing the findings of the type, or `; the audit found none of that type`.
    private static func foundText(_ lines: [String]) -> String {
        lines.isEmpty ? "; the audit found none of that type" : "; the audit found: " + lines.joined(separator: "; ")
    }
}
