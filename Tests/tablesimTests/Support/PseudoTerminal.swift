import Foundation

/// `tablesim` running on a pseudo-terminal, driven the way a person at a keyboard drives it.
///
/// The child is a session leader whose controlling terminal is the pty, so Ctrl-C (`\u{03}`)
/// raises SIGINT in it as it would in a real terminal. A read waits thirty seconds unless told otherwise.
final class PseudoTerminal {
    /// Keys as a terminal sends them.
    enum Key {
        static let enter = "\r"
        static let tab = "\t"
        static let interrupt = "\u{03}"
        static let endOfFile = "\u{04}"
        static let up = "\u{1B}[A"
    }

    /// How long a read waits by default: long enough for a loaded CI machine, since a test waits that
    /// long only when something is wrong.
    static let defaultTimeout = Duration.seconds(30)

    /// The child's process id.
    let pid: pid_t
    private let master: Int32
    private var transcript: [UInt8] = []
    private var cursor = 0
    private var termination: Termination?

    /// Starts `tablesim arguments` on a new 80x24 pseudo-terminal, with the harness's environment.
    init(_ arguments: [String] = [], in directory: TemporaryDirectory, environment overrides: [String: String?] = [:])
        throws
    {
        let executable = try TablesimBinary.path()
        let environment = TablesimBinary.environment(directory: directory, overrides: overrides)
        (pid, master) = try spawnLock.withLock { _ in
            var master: Int32 = -1
            var slave: Int32 = -1
            var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
            guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw HarnessError.system("openpty", errno) }
            Spawn.closeOnExec(master)
            Spawn.closeOnExec(slave)
            defer { close(slave) }
            var name = [CChar](repeating: 0, count: 256)
            let nameStatus = ttyname_r(slave, &name, name.count)
            guard nameStatus == 0 else {
                close(master)
                throw HarnessError.system("ttyname_r", nameStatus)
            }
            let path = name.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            do {
                // Opened after setsid and without O_NOCTTY, the pty becomes the controlling terminal.
                let pid = try Spawn.launch(
                    executable: executable, arguments: arguments, environment: environment,
                    actions: [.open(0, path: path, flags: O_RDWR), .duplicate(0, to: 1), .duplicate(0, to: 2)],
                    newSession: true)
                return (pid, master)
            } catch {
                close(master)
                throw error
            }
        }
    }

    deinit {
        if termination == nil {
            kill(pid, SIGKILL)
            _ = Spawn.reap(pid)
        }
        close(master)
    }

    /// Everything the child has written so far, as text.
    var output: String {
        String(decoding: transcript, as: UTF8.self)
    }

    /// Types `text` at the terminal.
    func send(_ text: String) {
        send(bytes: Array(text.utf8))
    }

    /// Types raw `bytes` at the terminal, valid UTF-8 or not.
    func send(bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0 && errno != EINTR {
                return
            }
        }
    }

    /// Reads until `pattern` appears after the previous match, and returns the output up to and including it.
    @discardableResult
    func read(until pattern: String, timeout: Duration = PseudoTerminal.defaultTimeout) throws -> String {
        let needle = Array(pattern.utf8)
        let deadline = ContinuousClock.now + timeout
        while true {
            if let end = find(needle) {
                let text = String(decoding: transcript[cursor..<end], as: UTF8.self)
                cursor = end
                return text
            }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else {
                throw HarnessError.timedOut(waitingFor: pattern, transcript: output)
            }
            guard readMore(timeoutMilliseconds: Int32(remaining / .milliseconds(1))) else {
                let ended = isRunning() ? "the terminal closed" : "the process ended (\(termination!))"
                throw HarnessError.timedOut(waitingFor: pattern + " (\(ended))", transcript: output)
            }
        }
    }

    /// Waits up to three seconds until the child is blocked in one of the kernel functions
    /// `functions` (`/proc/PID/wchan`; `0` while it runs); goes on after that, or at once where there
    /// is no such file, since the caller's checks must hold either way.
    func waitUntilBlocked(in functions: Set<String>) {
        let deadline = ContinuousClock.now + .seconds(3)
        while ContinuousClock.now < deadline {
            guard let wchan = try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8) else { return }
            if functions.contains(wchan) { return }
            usleep(1_000)
        }
    }

    /// Reads until the REPL's prompt appears and readline has the terminal in raw mode, ready for keys.
    ///
    /// After Ctrl-C readline prints the fresh prompt a moment before it sets raw mode again; a key
    /// sent in between would be read by the kernel's line editor (Ctrl-D would become a NUL).
    @discardableResult
    func readPrompt(_ prompt: String = "tablesim> ", timeout: Duration = PseudoTerminal.defaultTimeout) throws -> String {
        let deadline = ContinuousClock.now + timeout
        let text = try read(until: prompt, timeout: deadline - ContinuousClock.now)
        // On a pty master, tcgetattr reports the slave's modes: the ones readline sets.
        var modes = termios()
        while tcgetattr(master, &modes) == 0 && modes.c_lflag & tcflag_t(ICANON) != 0 {
            guard ContinuousClock.now < deadline else {
                throw HarnessError.timedOut(waitingFor: "raw mode after \(prompt.debugDescription)", transcript: output)
            }
            usleep(1_000)  // bounded polling: readline sets raw mode within microseconds
        }
        return text
    }

    /// Returns whether the child is still running.
    func isRunning() -> Bool {
        if termination == nil {
            termination = Spawn.poll(pid)
        }
        return termination == nil
    }

    /// Waits for the child to end, draining its output meanwhile, and returns how it ended.
    func waitForExit(timeout: Duration = PseudoTerminal.defaultTimeout) throws -> Termination {
        let deadline = ContinuousClock.now + timeout
        while isRunning() {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else {
                throw HarnessError.timedOut(waitingFor: "process exit", transcript: output)
            }
            // Bounded polling: wait for output for a short while, then look at the child again.
            _ = readMore(timeoutMilliseconds: Int32(min(remaining / .milliseconds(1), 20)))
        }
        return termination!
    }

    private func find(_ needle: [UInt8]) -> Int? {
        guard !needle.isEmpty, transcript.count - cursor >= needle.count else { return nil }
        var start = cursor
        while start + needle.count <= transcript.count {
            if transcript[start..<start + needle.count].elementsEqual(needle) {
                return start + needle.count
            }
            start += 1
        }
        return nil
    }

    /// Reads what is available within the timeout; false once the terminal is closed (the child is gone).
    private func readMore(timeoutMilliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, max(0, timeoutMilliseconds))
        guard ready > 0 else { return ready == 0 || errno == EINTR }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
        if count > 0 {
            transcript.append(contentsOf: buffer[..<count])
            return true
        }
        return count < 0 && errno == EINTR  // EIO: every slave descriptor is closed
    }
}
