import Glibc

/// What `tablesim explore` leaves when TableSim itself traps during a walk: a trap ends the process,
/// so the walk cannot be shrunk, but the walk up to the trapping step is written as a scenario
/// (atomically, beside the file as a finding would be) by a signal handler, and standard error says
/// where. `tablesim run` on that file reproduces the trap.
///
/// The walk is kept as scenario text in memory the handler reads without allocating: the setup
/// lines, `appear`, then each step's lines, added before the step runs and taken back if it was
/// refused. The handlers are in place while the walk goes on. Only one record is installed per
/// process (the command line's); library users of ``ScenarioExplorer`` get none.
package final class ExploreTrapRecord: ExploreWalkListener {
    /// Where the handler writes, set up before any handler is installed.
    private struct Target {
        var temporaryPath: UnsafeMutablePointer<CChar>
        var targetPath: UnsafeMutablePointer<CChar>
        var message: UnsafeMutablePointer<CChar>
    }

    /// One thread's walk as scenario text: with `--jobs`, each worker thread walks on its own, and a
    /// trap (delivered to the thread that trapped) writes that thread's walk.
    private struct Walk {
        var buffer: UnsafeMutablePointer<UInt8>
        var capacity: Int
        var length: Int
        /// Where the step being taken starts in the text, so that a refused step is taken back.
        var stepStart: Int
    }

    /// Read by the handler through a pointer, so that no exclusivity check (which a signal in the
    /// middle of an update would trip) stands between it and the text; nil until installed.
    nonisolated(unsafe) private static let target: UnsafeMutablePointer<Target?> = {
        let pointer = UnsafeMutablePointer<Target?>.allocate(capacity: 1)
        pointer.initialize(to: nil)
        return pointer
    }()
    /// The key of each thread's ``Walk`` (made once, before any handler is installed).
    nonisolated(unsafe) private static var walkKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
    /// The signals a trap, a bad access or an abort raise.
    private static let signals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// The scenario's first lines: a header, the setup lines, then a blank line.
    private let prefix: [UInt8]

    /// Installs the handlers: a trap from here on writes the current walk to `path`.
    package init(setupLines: [String], seed: UInt64, path: String) {
        var text = "# Found by tablesim explore (seed \(seed)): TableSim trapped at the last step below (a bug in TableSim;\n"
        text += "# please report it). A trap ends the process, so the walk is not shrunk; tablesim run on this file\n"
        text += "# reproduces it.\n"
        text += setupLines.map { $0 + "\n" }.joined()
        if !setupLines.isEmpty { text += "\n" }
        prefix = Array(text.utf8)
        let message = "tablesim explore: TableSim trapped; the walk up to the trap is in \(path) (not shrunk)\n"
        _ = Self.walkKey
        Self.target.pointee = Target(
            temporaryPath: strdup(path + ".tablesim-trap-\(getpid())"), targetPath: strdup(path), message: strdup(message))
        walkStarted()
        for signal in Self.signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = exploreTrapHandler
            action.sa_flags = SA_ONSTACK | Int32(bitPattern: UInt32(SA_RESETHAND))
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    /// This thread's walk, made (with the stack a stack overflow's handler needs, which is each
    /// thread's own) the first time the thread walks.
    private static func threadWalk() -> UnsafeMutablePointer<Walk> {
        if let walk = pthread_getspecific(walkKey) { return walk.assumingMemoryBound(to: Walk.self) }
        let capacity = 1 << 16
        let walk = UnsafeMutablePointer<Walk>.allocate(capacity: 1)
        walk.initialize(to: Walk(buffer: .allocate(capacity: capacity), capacity: capacity, length: 0, stepStart: 0))
        // A stack overflow traps on the guard page, where the handler needs a stack of its own.
        let alternateSize = 1 << 16
        var alternate = stack_t(
            ss_sp: UnsafeMutableRawPointer.allocate(byteCount: alternateSize, alignment: 16), ss_flags: 0, ss_size: alternateSize)
        sigaltstack(&alternate, nil)
        pthread_setspecific(walkKey, walk)
        return walk
    }

    package func walkStarted() {
        Self.threadWalk().pointee.length = 0
        append(prefix)
        append(Array("appear\n".utf8))
    }

    package func willTake(_ lines: [String]) {
        let walk = Self.threadWalk()
        walk.pointee.stepStart = walk.pointee.length
        for line in lines { append(Array((line + "\n").utf8)) }
    }

    package func refused() {
        let walk = Self.threadWalk()
        walk.pointee.length = walk.pointee.stepStart
    }

    /// Puts the default handlers back: a trap after the walk (in shrinking's replays, say) is not in
    /// the walk this record holds.
    package func walkingEnded() {
        for signal in Self.signals { Glibc.signal(signal, SIG_DFL) }
    }

    private func append(_ bytes: [UInt8]) {
        let pointer = Self.threadWalk()
        var walk = pointer.pointee
        if walk.length + bytes.count > walk.capacity {
            // Grown before it is swapped in: the handler sees the old text or the whole new one.
            let capacity = max(walk.capacity * 2, walk.length + bytes.count)
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            grown.update(from: walk.buffer, count: walk.length)
            let old = walk.buffer
            walk.buffer = grown
            walk.capacity = capacity
            pointer.pointee = walk
            old.deallocate()
        }
        bytes.withUnsafeBufferPointer { (walk.buffer + walk.length).update(from: $0.baseAddress!, count: bytes.count) }
        walk.length += bytes.count
        pointer.pointee = walk
    }

    /// Writes the walk to its file (a temporary file renamed over it) and the message to standard
    /// error, with async-signal-safe calls only.
    fileprivate static func writeOut() {
        // The thread that trapped is the one whose walk it was (a trap's signal goes to its thread).
        guard let target = target.pointee, let walkPointer = pthread_getspecific(walkKey) else { return }
        let walk = walkPointer.assumingMemoryBound(to: Walk.self).pointee
        let storage = (
            temporaryPath: target.temporaryPath, targetPath: target.targetPath, message: target.message,
            buffer: walk.buffer, length: walk.length
        )
        // A fresh file, never one a link at that name points to (the folder may be a repository's).
        unlink(storage.temporaryPath)
        let descriptor = open(storage.temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
        if descriptor >= 0 {
            var offset = 0
            while offset < storage.length {
                let written = write(descriptor, storage.buffer + offset, storage.length - offset)
                if written <= 0 { break }
                offset += written
            }
            let complete = offset == storage.length && fsync(descriptor) == 0
            close(descriptor)
            if complete { rename(storage.temporaryPath, storage.targetPath) } else { unlink(storage.temporaryPath) }
        }
        _ = write(STDERR_FILENO, storage.message, strlen(storage.message))
    }
}

/// The handler of a trap: writes the walk, then lets the signal take the process as it would have.
private func exploreTrapHandler(_ signal: Int32) {
    ExploreTrapRecord.writeOut()
    // SA_RESETHAND put the default action back: raised again, the signal ends the process.
    raise(signal)
}
