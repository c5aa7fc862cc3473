import Foundation
import Testing

/// Proves that each corpus file is its upstream file with only the manifest's listed lines changed.
@Suite struct CorpusIntegrityTests {
    /// The port's one intended change: UIKit's import line becomes TableSimUIKit's.
    static let importLine = (upstream: "import UIKit", ported: "import TableSimUIKit")

    /// Undoing the listed changes gives back upstream's exact bytes, and nothing else differs.
    @Test func everyCorpusFileIsUpstreamWithOnlyTheListedLinesChanged() throws {
        let manifest = try CorpusManifest.load()
        #expect(manifest.screens.count >= 6)
        var report: [String] = []
        for screen in manifest.screens {
            var lines = 0
            var nonBlank = 0
            var changes: [String] = []
            for file in screen.files {
                let path = "\(screen.directory)/\(file.file)"
                let corpusLines = try CorpusManifest.bytes(path).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                    .map { String(decoding: $0, as: UTF8.self) }
                // Splitting after a final newline leaves one empty element that is not a line.
                lines += corpusLines.count - (corpusLines.last == "" ? 1 : 0)
                nonBlank += corpusLines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count
                #expect(!corpusLines.contains(Self.importLine.upstream), "\(path) still imports UIKit")
                for change in file.changes where change.original == Self.importLine.upstream {
                    #expect(change.now == Self.importLine.ported, "\(path):\(change.line) ports the import as '\(change.now ?? "nothing")'")
                }
                let fileLines: [String]
                switch CorpusManifest.upstreamLines(from: corpusLines, changes: file.changes) {
                case .success(let rebuilt): fileLines = rebuilt
                case .failure(let mismatch):
                    Issue.record("\(path): upstream line \(mismatch.change.line) is not '\(mismatch.change.now ?? "")' in the corpus")
                    continue
                }
                changes += file.changes.map(\.reason)
                let upstream = Array(fileLines.joined(separator: "\n").utf8)
                #expect(SHA1.gitBlobID(upstream) == file.blob, "\(path) differs from upstream \(file.upstreamPath) in a line the manifest does not list")
            }
            let licence = try CorpusManifest.bytes("\(screen.directory)/\(screen.licenceFile)")
            #expect(SHA1.gitBlobID(licence) == screen.licenceBlob, "\(screen.directory)/\(screen.licenceFile) is not upstream's licence file")
            // A reason's words before its colon name the kind of change.
            let kinds = changes.map { String($0.prefix { $0 != ":" }) }
            let why = Dictionary(grouping: kinds, by: { $0 }).map { "\($0.value.count) \($0.key)" }.sorted().joined(separator: ", ")
            let files = screen.files.count == 1 ? "1 file" : "\(screen.files.count) files"
            report.append("\(screen.name): \(lines) lines (\(nonBlank) not blank) in \(files), \(changes.count) changed: \(why)")
        }
        print(report.joined(separator: "\n"))
    }

    /// Every Swift file in a screen's directory is either a listed upstream file or one of our stand-ins under Support/.
    @Test func noUnlistedFileSitsAmongTheUpstreamFiles() throws {
        let manifest = try CorpusManifest.load()
        for screen in manifest.screens {
            let directory = CorpusManifest.corpusDirectory.appendingPathComponent(screen.directory)
            let present = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
            #expect(present == screen.files.map(\.file).sorted(), "\(screen.directory)")
        }
    }
}
