import Foundation

/// What a `tablesim` run with pipes for its standard streams produced.
struct PipedResult {
    /// How the process ended.
    let termination: Termination
    /// Everything written to standard output.
    let stdout: String
    /// Everything written to standard error.
    let stderr: String
}

/// Runs `tablesim` with pipes for standard input, output and error, so it never sees a terminal.
enum PipedRun {
    /// Runs `tablesim` with `arguments`, feeds it `input`, and collects its output; fails after `timeout`.
    static func run(
        _ arguments: [String], input: String = "", in directory: TemporaryDirectory,
        environment overrides: [String: String?] = [:], timeout: Duration = .seconds(30)
    ) throws -> PipedResult {
        try run(arguments, inputBytes: Array(input.utf8), in: directory, environment: overrides, timeout: timeout)
    }

    /// Runs `tablesim` with `arguments`, feeds it raw `inputBytes`, and collects its output; fails after `timeout`.
    static func run(
        _ arguments: [String], inputBytes: [UInt8], in directory: TemporaryDirectory,
        environment overrides: [String: String?] = [:], timeout: Duration = .seconds(30)
    ) throws -> PipedResult {
        signal(SIGPIPE, SIG_IGN)  // a child that exits without reading its input must not kill the tests
        let executable = try TablesimBinary.path()
        let environment = TablesimBinary.environment(directory: directory, overrides: overrides)
        let (pid, inputFD, outputFD, errorFD) = try spawnLock.withLock { _ in
            var pipes = [[Int32]](repeating: [-1, -1], count: 3)
            for index in pipes.indices {
                guard pipe(&pipes[index]) == 0 else { throw HarnessError.system("pipe", errno) }
                pipes[index].forEach(Spawn.closeOnExec)
            }
            defer {
                close(pipes[0][0])
                close(pipes[1][1])
                close(pipes[2][1])
            }
            let pid = try Spawn.launch(
                executable: executable, arguments: arguments, environment: environment,
                actions: [.duplicate(pipes[0][0], to: 0), .duplicate(pipes[1][1], to: 1), .duplicate(pipes[2][1], to: 2)],
                newSession: false)
            return (pid, pipes[0][1], pipes[1][0], pipes[2][0])
        }
        var pump = Pump(input: inputBytes, inputFD: inputFD, outputFD: outputFD, errorFD: errorFD)
        defer { pump.closeAll() }
        let deadline = ContinuousClock.now + timeout
        while !pump.isDone {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else {
                kill(pid, SIGKILL)
                _ = Spawn.reap(pid)
                throw HarnessError.timedOut(waitingFor: "end of output", transcript: pump.text(pump.output))
            }
            pump.step(timeoutMilliseconds: Int32(min(remaining / .milliseconds(1), 1_000)))
        }
        let termination = try Spawn.wait(for: pid, timeout: deadline - ContinuousClock.now) { pump.text(pump.output) }
        return PipedResult(termination: termination, stdout: pump.text(pump.output), stderr: pump.text(pump.error))
    }
}

/// Moves bytes between the test and a child's three pipes without ever blocking on one of them.
private struct Pump {
    var input: [UInt8]
    var inputFD: Int32
    var outputFD: Int32
    var errorFD: Int32
    var output: [UInt8] = []
    var error: [UInt8] = []

    init(input: [UInt8], inputFD: Int32, outputFD: Int32, errorFD: Int32) {
        self.input = input
        self.inputFD = inputFD
        self.outputFD = outputFD
        self.errorFD = errorFD
        if input.isEmpty { closeInput() }
    }

    var isDone: Bool { outputFD < 0 && errorFD < 0 }

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    mutating func step(timeoutMilliseconds: Int32) {
        var fds = [
            pollfd(fd: inputFD, events: Int16(POLLOUT), revents: 0),
            pollfd(fd: outputFD, events: Int16(POLLIN), revents: 0),
            pollfd(fd: errorFD, events: Int16(POLLIN), revents: 0),
        ]
        guard Glibc.poll(&fds, 3, timeoutMilliseconds) > 0 else { return }
        if fds[0].revents != 0 { writeInput() }
        if fds[1].revents != 0 { Self.drain(&outputFD, into: &output) }
        if fds[2].revents != 0 { Self.drain(&errorFD, into: &error) }
    }

    mutating func closeAll() {
        closeInput()
        if outputFD >= 0 { close(outputFD); outputFD = -1 }
        if errorFD >= 0 { close(errorFD); errorFD = -1 }
    }

    private mutating func writeInput() {
        let count = min(input.count, 4096)  // POLLOUT promises room for one page
        let written = input.withUnsafeBytes { write(inputFD, $0.baseAddress, count) }
        if written > 0 {
            input.removeFirst(written)
        }
        if input.isEmpty || (written < 0 && errno != EINTR && errno != EAGAIN) {
            closeInput()
        }
    }

    private mutating func closeInput() {
        if inputFD >= 0 { close(inputFD); inputFD = -1 }
    }

    private static func drain(_ fd: inout Int32, into bytes: inout [UInt8]) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let descriptor = fd
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            bytes.append(contentsOf: buffer[..<count])
        } else if count == 0 || errno != EINTR {
            close(fd)
            fd = -1
        }
    }
}
