import Foundation

/// The corpus manifest (`Corpus/manifest.json`): where each corpus file comes from and every line changed.
struct CorpusManifest: Decodable {
    /// One table screen: its upstream repository, commit, licence and files.
    struct Screen: Decodable {
        var name: String
        var module: String
        var directory: String
        var repository: String
        var commit: String
        var licence: String
        var licenceFile: String
        var licenceBlob: String
        var covers: [String]
        var testSetup: String
        var files: [File]
    }

    /// One corpus file: its upstream path and blob id, and the lines that differ from it.
    struct File: Decodable {
        var file: String
        var upstreamPath: String
        var blob: String
        var changes: [Change]
    }

    /// One changed line: its 1-based number upstream, upstream's text, the corpus text (nil when the
    /// port removed the line), and why it changed.
    struct Change: Decodable {
        var line: Int
        var original: String
        var now: String?
        var reason: String
    }

    var screens: [Screen]

    /// The `Corpus` directory beside this test target's sources.
    static let corpusDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")

    /// Reads the manifest from the corpus directory.
    static func load() throws -> CorpusManifest {
        let data = try Data(contentsOf: corpusDirectory.appendingPathComponent("manifest.json"))
        return try JSONDecoder().decode(CorpusManifest.self, from: data)
    }

    /// Rebuilds upstream's lines from a corpus file's lines and its changes, or names the first change
    /// that does not match the corpus file.
    static func upstreamLines(from corpus: [String], changes: [Change]) -> Result<[String], ChangeMismatch> {
        let byLine = Dictionary(changes.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        var upstream: [String] = []
        var next = 0
        while next < corpus.count || byLine[upstream.count + 1] != nil {
            let line = upstream.count + 1
            if let change = byLine[line] {
                if let now = change.now {
                    guard next < corpus.count, corpus[next] == now else { return .failure(ChangeMismatch(change: change)) }
                    next += 1
                }
                upstream.append(change.original)
            } else {
                upstream.append(corpus[next])
                next += 1
            }
        }
        return .success(upstream)
    }

    /// A listed change whose corpus text is not where the manifest says.
    struct ChangeMismatch: Error {
        var change: Change
    }

    /// Returns the bytes of a file under the corpus directory.
    static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: corpusDirectory.appendingPathComponent(relativePath)))
    }
}
