import Foundation
import Testing

/// `tablesim check-uikit PATH...` run as a process: its findings, summary and exit code.
@Suite struct CheckUIKitCommandTests {
    /// What a run printed and how it ended.
    private struct Result: Equatable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// A fresh folder under the system's temporary folder, removed by `remove()`.
    private struct Folder {
        let path = NSTemporaryDirectory() + "check-uikit-" + UUID().uuidString

        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        /// Writes `text` to `name` inside the folder, creating subfolders, and returns its path.
        @discardableResult
        func write(_ text: String, to name: String) throws -> String {
            let file = path + "/" + name
            let parent = URL(fileURLWithPath: file).deletingLastPathComponent().path
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            return file
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Runs the `tablesim` built beside this test bundle.
    private func tablesim(_ arguments: [String]) throws -> Result {
        let running = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: running).deletingLastPathComponent().appendingPathComponent("tablesim")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "200"
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    private let adopter = """
        class Base: UIViewController, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        """

    @Test func anErrorInAFolderExitsOneWithEveryFindingAndASummary() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(adopter, to: "App/Base.swift")
        let notes = try folder.write(
            """
            class Notes: Base, UITableViewDelegate {
                func numberOfSections(in tableView: UITableView) -> Int { 2 }
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> Double { 80 }
            }
            """, to: "App/Screens/Notes.swift")
        try folder.write("class Ignored: Base { func numberOfSections(in t: UITableView) -> Int { 1 } }", to: "App/.build/X.swift")
        try folder.write("not Swift", to: "App/README.md")
        let result = try tablesim(["check-uikit", folder.path + "/App"])
        #expect(result == Result(
            status: 1,
            stdout: """
                \(notes):2:10: error: 'numberOfSections(in:)' is implemented in 'Notes', a subclass of 'Base' which \
                adopts UITableViewDataSource; Swift never calls it (UIKit would, through respondsToSelector). \
                Declare it in 'Base' and override it in 'Notes'.
                \(notes):3:10: warning: 'tableView(_:heightForRowAt:)' in 'Notes' does not match UITableViewDelegate's \
                requirement (returns 'Double' instead of 'CGFloat'), so the table never calls it; UIKit's signature is \
                'func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat'.
                2 Swift files checked: 1 error, 1 warning.

                """,
            stderr: ""))
    }

    @Test func warningsAloneExitZero() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let file = try folder.write(
            """
            class List: UITableViewController {
                override func numberOfSections(in tableView: UITableView) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAtIndexPath indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell()
                }
            }
            """, to: "List.swift")
        let result = try tablesim(["check-uikit", file])
        #expect(result == Result(
            status: 0,
            stdout: """
                \(file):3:10: warning: 'tableView(_:cellForRowAtIndexPath:)' in 'List' is the Swift 2 name of \
                UITableViewDataSource's 'tableView(_:cellForRowAt:)', so the table never calls it; UIKit's signature is \
                'func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell'.
                1 Swift file checked: 0 errors, 1 warning.

                """,
            stderr: ""))
    }

    @Test func correctCodeExitsZero() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let file = try folder.write(adopter, to: "Base.swift")
        let result = try tablesim(["check-uikit", file])
        #expect(result == Result(status: 0, stdout: "1 Swift file checked: no dispatch problems.\n", stderr: ""))
    }

    @Test func anUnreadablePathOrAFolderWithoutSwiftExitsTwo() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let file = try folder.write(adopter, to: "Base.swift")
        try folder.write("# notes", to: "Docs/README.md")
        let result = try tablesim(["check-uikit", folder.path + "/Missing.swift", file, folder.path + "/Docs"])
        #expect(result == Result(
            status: 2,
            stdout: "1 Swift file checked: no dispatch problems.\n",
            stderr: """
                error: cannot read '\(folder.path)/Missing.swift': no such file or directory
                error: no Swift files in '\(folder.path)/Docs'

                """))
    }

    @Test func noPathIsAUsageError() throws {
        let result = try tablesim(["check-uikit"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: Missing expected argument '<paths> ...'\n"))
        #expect(result.stderr.contains("Usage: tablesim check-uikit <paths> ..."))
    }

    @Test(arguments: [["--trace"], ["--format", "json"], ["--quiet"]])
    func theTopCommandsOptionsAreUsageErrors(option: [String]) throws {
        let result = try tablesim(["check-uikit", "Some.swift"] + option)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: check-uikit takes no --trace, --format or --quiet; it prints every finding\n"))
    }

    @Test func helpNamesTheSubcommand() throws {
        let result = try tablesim(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("tablesim check-uikit <paths> ...\n"))
        #expect(result.stdout.contains("check-uikit             Find data-source and delegate methods in UIKit code"))
    }
}
