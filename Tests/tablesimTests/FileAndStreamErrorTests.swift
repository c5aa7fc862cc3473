import Foundation
import Testing

/// What a shell command line running `tablesim` produced.
private struct ShellResult: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `script` with `sh -c`, `$0` being the tablesim binary and `$1`... the arguments; as an
/// unprivileged user when the tests run as root (root reads every file, so permission errors
/// cannot happen to it).
private func shell(_ script: String, _ arguments: [String] = [], unprivileged: Bool = false) throws -> ShellResult {
    let process = Process()
    let binary = try TablesimBinary.path()
    if unprivileged && geteuid() == 0 {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments =
            ["--reuid=65534", "--regid=65534", "--clear-groups", "/bin/sh", "-c", script, binary] + arguments
    } else {
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, binary] + arguments
    }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if unprivileged && geteuid() == 0 && process.terminationStatus == 126 {
        // The unprivileged user cannot reach the binary (a checkout under /root, say): what the test
        // checks cannot happen to root, so there is nothing to check on this machine.
        try Test.cancel("uid 65534 cannot run \(binary) here: \(String(decoding: err, as: UTF8.self))")
    }
    return ShellResult(
        status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
        stderr: String(decoding: err, as: UTF8.self))
}

/// A folder everyone may enter and write, so that the unprivileged user can work in it.
private func sharedDirectory() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    chmod(directory.path, 0o777)
    return directory
}

/// Output that used to be lost without a word, and file errors that used to be misreported.
@Suite struct FileAndStreamErrorTests {
    @Test func closedStandardInputIsNotAnEmptyScenario() throws {
        #expect(
            try shell("exec \"$0\" <&-")
                == ShellResult(
                    status: 2, stdout: "", stderr: "error: standard input is closed, so there is no scenario to run\n"))
    }

    @Test func aReportThatCannotBeWrittenFailsTheRun() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("tap 0.1\n", to: "a.scenario")
        let message = "error: cannot write the report to standard output: no space left on the device\n"
        #expect(
            try shell("\"$0\" run \"$1\" > /dev/full", [file]) == ShellResult(status: 2, stdout: "", stderr: message))
        #expect(try shell("\"$0\" < \"$1\" > /dev/full", [file]) == ShellResult(status: 2, stdout: "", stderr: message))
    }

    @Test func invalidUTF8OnStandardInputCountsCharacters() throws {
        let directory = try TemporaryDirectory()
        let result = try PipedRun.run([], inputBytes: Array("tap 0.1\nrow \"한x".utf8) + [0xFF], in: directory)
        #expect(result.termination == .exited(2))
        #expect(result.stderr == "<stdin>:2:8: error: the input is not valid UTF-8\n")
    }

    @Test func anUnreadableFileSaysPermissionDenied() throws {
        let directory = try sharedDirectory()
        let file = try directory.write("tap 0.1\n", to: "secret.scenario")
        chmod(file, 0o200)
        #expect(
            try shell("\"$0\" run \"$1\"", [file], unprivileged: true)
                == ShellResult(
                    status: 2,
                    stdout: "ERROR \(file)\nscenarios: 0 passed, 0 failed, 1 error\n",
                    stderr: "\(file):1:1: error: permission denied: the file is not readable\n"))
    }

    @Test func anUnreadableSubfolderIsAnError() throws {
        let directory = try sharedDirectory()
        try directory.write("tap 0.1\n", to: "a.scenario")
        let locked = directory.file("locked")
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        chmod(locked, 0o000)
        defer { chmod(locked, 0o755) }
        #expect(
            try shell("\"$0\" run \"$1\"", [directory.path], unprivileged: true)
                == ShellResult(
                    status: 2, stdout: "", stderr: "\(locked):1:1: error: cannot read the folder: permission denied\n"))
    }

    @Test func updateInAReadOnlyFolderSaysWhy() throws {
        let directory = try sharedDirectory()
        let folder = directory.file("readonly")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let file = folder + "/a.scenario"
        try "tap 0.1\nexpect\nend\n".write(toFile: file, atomically: false, encoding: .utf8)
        chmod(file, 0o666)
        chmod(folder, 0o555)
        defer { chmod(folder, 0o755) }
        let result = try shell("\"$0\" run --update \"$1\"", [file], unprivileged: true)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "\(file):1:1: error: could not rewrite the file: cannot create a temporary file in the folder "
                + "'\(folder)' (permission denied); the file is replaced through a temporary file next to it, so that "
                + "folder must be writable; nothing was written\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "tap 0.1\nexpect\nend\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.scenario"])
    }

    /// A user who may write another user's file but not give a new file that owner: `--update`
    /// writes in place rather than hand the file to the user by a rename.
    @Test(.enabled(if: geteuid() == 0, "needs a file owned by another user than the one running tablesim"))
    func updateOfAnotherUsersWritableFileKeepsItsOwner() throws {
        let directory = try sharedDirectory()
        let file = try directory.write("tap 0.1\nexpect\nend\n", to: "shared.scenario")
        chmod(file, 0o666)
        let result = try shell("\"$0\" run --update \"$1\"", [file], unprivileged: true)
        #expect(
            result
                == ShellResult(
                    status: 0, stdout: "PASS \(file) (updated 1 expect block(s))\nscenarios: 1 passed, 0 failed\n",
                    stderr: ""))
        var info = stat()
        stat(file, &info)
        #expect(info.st_uid == 0)
        #expect(info.st_mode & 0o777 == 0o666)
        #expect(
            try String(contentsOfFile: file, encoding: .utf8).hasPrefix(
                "tap 0.1\nexpect\n  tableView(_:shouldHighlightRowAt:)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["shared.scenario"])
    }

    /// A signal that ends the process during the write (here the file size limit's SIGXFSZ, as
    /// deterministic as a kill is not) removes the temporary file before the process dies.
    @Test func aSignalDuringTheWriteLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        let original = "table plain\nrows 30 \"Row {n}\"\nappear\nexpect\nend\n"
        let file = try directory.write(original, to: "a.scenario")
        // The test runner may ignore SIGXFSZ, and its children inherit that: give tablesim the default.
        let script = "ulimit -c 0; ulimit -f 1; exec env --default-signal=XFSZ \"$0\" run --update \"$1\""
        let result = try shell(script, [file])
        #expect(result.status == SIGXFSZ)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.scenario"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == original)
    }
}
