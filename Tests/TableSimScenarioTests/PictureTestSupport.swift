import Foundation
import Testing

@testable import TableSim
@testable import TableSimScenario

/// What the picture tests share: a simulator brought to a state by scenario lines, golden SVG files
/// that `RECORD=1` rewrites, and rendering through `rsvg-convert` into a decoded PNG.
enum PictureTestSupport {
    /// The folder of the golden pictures, next to the tests.
    static let snapshotsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden/pictures")

    /// The simulator after running scenario lines; nil (with the error recorded) when a line fails.
    static func simulator(after scenario: String, sourceLocation: SourceLocation = #_sourceLocation) -> Simulator? {
        let loop = StatementLoop()
        let statements: [Statement]
        do {
            statements = try ScenarioParser(file: "<picture>").parse(scenario)
        } catch {
            Issue.record("the scenario does not parse: \(error)", sourceLocation: sourceLocation)
            return nil
        }
        for statement in statements {
            if let error = loop.run(statement).error {
                Issue.record("line \(statement.location.line) failed: \(error.message)", sourceLocation: sourceLocation)
                return nil
            }
        }
        return loop.engine.simulator
    }

    /// Compares a picture with its golden file `Golden/pictures/NAME.svg`; with `RECORD` set in the
    /// environment, writes the file instead (and fails, so a recording run is never taken for a pass).
    static func assertGolden(_ svg: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = snapshotsFolder.appendingPathComponent(name + ".svg")
        if ProcessInfo.processInfo.environment["RECORD"] != nil {
            do {
                try FileManager.default.createDirectory(at: snapshotsFolder, withIntermediateDirectories: true)
                try svg.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("recorded \(url.path); run the tests again without RECORD", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "no golden picture \(url.path); record it with RECORD=1 swift test --filter Picture",
                sourceLocation: sourceLocation)
            return
        }
        if golden != svg {
            let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
            let actual = svg.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }
            let where_ =
                first.map { "line \($0.offset + 1): expected \($0.element.0), got \($0.element.1)" }
                ?? "the pictures have \(expected.count) and \(actual.count) lines"
            let message =
                "the picture differs from \(url.lastPathComponent) (\(where_)); if the change is meant, "
                + "re-record it with RECORD=1 swift test --filter Picture and review the diff"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// The `rsvg-convert` in the folders of a search path (the PATH by default), or nil.
    static func rsvgConvert(searching path: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin") -> String? {
        path.split(separator: ":").map { $0 + "/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// What a test says when the renderer is missing.
    static let missingRendererMessage =
        "rsvg-convert was not found on the PATH: install Debian's librsvg2-bin "
        + "(apt-get install librsvg2-bin) to render the pictures; CI has it"

    /// The picture rendered by a real SVG renderer (librsvg) and decoded; nil, with the reason
    /// recorded, when the renderer is missing or fails.
    static func render(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) -> PNGImage? {
        guard let converter = rsvgConvert() else {
            Issue.record(Comment(rawValue: missingRendererMessage), sourceLocation: sourceLocation)
            return nil
        }
        do {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let input = folder.appendingPathComponent("picture.svg")
            let output = folder.appendingPathComponent("picture.png")
            try svg.write(to: input, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: converter)
            process.arguments = ["--format", "png", "--output", output.path, input.path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Issue.record("rsvg-convert failed (\(process.terminationStatus)): \(message)", sourceLocation: sourceLocation)
                return nil
            }
            return try PNGImage(Array(try Data(contentsOf: output)))
        } catch {
            Issue.record("rendering failed: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Where a point of the screen is in the picture: the screen sits inside the device's bezel.
    static func pictureX(_ x: Double) -> Int { Int((x + PictureStyle.bezel).rounded(.down)) }
    /// Where a height of the screen is in the picture.
    static func pictureY(_ y: Double) -> Int { Int((y + PictureStyle.bezel).rounded(.down)) }
}
