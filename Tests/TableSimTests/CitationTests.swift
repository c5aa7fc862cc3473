import Foundation
import Testing

/// Every citation in a source comment resolves inside the repository: a `§N.N` names a numbered
/// heading of the manual's accessibility reference, and a confidence tag's source (`[D: D-cell]`)
/// names an entry of that article's Sources list (the rule is in the manual's Architecture article).
@Suite struct CitationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let reference = root.appendingPathComponent("Sources/TableSim/TableSim.docc/AccessibilityReference.md")

    /// One comment of a source file: where it is and its text after `//`.
    struct Comment {
        let file: String
        let line: Int
        let text: String
    }

    static func comments() throws -> [Comment] {
        let sources = root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        var comments: [Comment] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let start = line.range(of: "//") else { continue }
                comments.append(Comment(file: "Sources/" + path, line: number + 1, text: String(line[start.upperBound...])))
            }
        }
        return comments
    }

    /// The section numbers of the reference's headings: `## §4 Focus…` gives "4", `### §4.2 …` "4.2".
    static func headings() throws -> Set<String> {
        let text = try String(contentsOf: reference, encoding: .utf8)
        let heading = #/^#{2,3} §(\d+(?:\.\d+)*) /#
        return Set(text.split(separator: "\n").compactMap { line in (try? heading.firstMatch(in: line)).map { String($0.1) } })
    }

    /// The short names the reference's Sources list defines (`- term D-cell: …`).
    static func sourceNames() throws -> Set<String> {
        let text = try String(contentsOf: reference, encoding: .utf8)
        let sources = try #require(text.range(of: "\n## Sources\n"))
        let term = #/^- term (.+?): /#
        return Set(text[sources.upperBound...].split(separator: "\n").compactMap { line in
            (try? term.firstMatch(in: line)).map { String($0.1) }
        })
    }

    /// The confidence letters a tag may use; `via` joins two (`[A via O]`), `/` mixes them (`[O/I]`).
    static var tag: Regex<(Substring, Substring)> { /\[([AORDI](?:\/[AORDI])*(?: via [AORDI])?(?:[:;][^\]]*)?)\]/ }

    @Test func everySectionCitationNamesAHeadingOfTheReference() throws {
        let headings = try Self.headings()
        #expect(headings.isSuperset(of: ["1.1", "2.1", "4.2", "6", "11.4", "12"]), "the reference's numbered headings: \(headings.sorted())")
        var cited = 0
        for comment in try Self.comments() {
            for match in comment.text.matches(of: /§\s?(\d+(?:\.\d+)*)/) {
                cited += 1
                #expect(headings.contains(String(match.1)), "\(comment.file):\(comment.line) cites §\(match.1), which the accessibility reference has no heading for")
            }
        }
        // The scan reads what it should: there are about 170 citations today.
        #expect(cited >= 150)
    }

    @Test func everySourceTagNamesASourceOfTheReference() throws {
        let names = try Self.sourceNames()
        #expect(names.isSuperset(of: ["AS", "D-cell", "D-table", "D-elem", "Deque#45"]), "the reference's sources: \(names.sorted())")
        var named = 0
        for comment in try Self.comments() {
            for match in comment.text.matches(of: Self.tag) {
                for part in match.1.split(separator: ";") {
                    let pieces = part.split(separator: ":", maxSplits: 1)
                    let letters = pieces[0].trimmingCharacters(in: .whitespaces)
                    #expect(
                        letters.wholeMatch(of: /[AORDI](\/[AORDI])*( via [AORDI])?/) != nil,
                        "\(comment.file):\(comment.line): '\(part)' is not a confidence tag")
                    guard pieces.count == 2 else { continue }
                    let source = pieces[1].split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                    named += 1
                    // A source may be followed by what in it (`GTX "label present"`).
                    let known = names.contains { source == $0 || source.hasPrefix($0 + " ") }
                    #expect(known, "\(comment.file):\(comment.line) cites '\(source)', which the reference's Sources list does not name")
                }
            }
        }
        #expect(named >= 20)
    }

    /// The working notes the citations once pointed to are not in the repository; a comment names the
    /// manual's article instead.
    @Test func noCommentNamesANoteOutsideTheRepository() throws {
        let notes = ["accessibility.md", "uikit-behaviour.md", "peers.md", "assistive-tech.md", "swift-on-linux.md", "ARCHITECTURE.md", "STYLE.md", "scenario-language.md"]
        for comment in try Self.comments() {
            for note in notes where comment.text.contains(note) {
                Issue.record("\(comment.file):\(comment.line) names \(note), which is not in the repository")
            }
        }
    }
}
