import Glibc

/// Text appended in order and read back whole, kept in a temporary file rather than in memory: what a
/// REPL session must keep of every command (its trace for `trace`, its transcript for `save`).
///
/// The file is made with `mkstemp` and unlinked at once, so nothing is left behind however the
/// process ends. Appends are buffered and written in large pieces. The first write that fails (a
/// full disk, a quota) breaks the file for good (`isBroken`): it takes nothing more, what it holds
/// can still be read back, and its owner goes on in memory.
final class SpillFile {
    private let descriptor: Int32
    /// The bytes in the file, before those still buffered.
    private var written = 0
    private var pending: [UInt8] = []
    private static let bufferLimit = 65_536
    /// Whether a write failed: the file takes nothing more.
    private(set) var isBroken = false

    /// A new empty file in `directory` (`$TMPDIR` when nil, else /tmp), or nil when none can be made there.
    static func temporary(in directory: String? = nil) -> SpillFile? {
        let environment = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        let folder = directory ?? environment ?? "/tmp"
        var template = Array((folder + "/tablesim-session-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        // Not handed to a process the REPL might start.
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return SpillFile(descriptor: descriptor)
    }

    /// Spills into an open descriptor, read and written at offsets from 0; the file closes it.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Appends a line (and its line end); false once the file is broken, this line being the last it took.
    @discardableResult
    func appendLine(_ text: String) -> Bool {
        appendLine { $0.append(contentsOf: text.utf8) }
    }

    /// Appends the line `write` writes as UTF-8 (and its line end), with no string of its own; false
    /// once the file is broken, this line being the last it took.
    @discardableResult
    func appendLine(writing write: (inout [UInt8]) -> Void) -> Bool {
        append {
            write(&$0)
            $0.append(UInt8(ascii: "\n"))
        }
    }

    /// Appends the bytes `write` writes, with no line end of its own; false once the file is broken,
    /// these bytes being the last it took.
    @discardableResult
    func append(writing write: (inout [UInt8]) -> Void) -> Bool {
        guard !isBroken else { return false }
        write(&pending)
        return pending.count < Self.bufferLimit || flush()
    }

    /// How many bytes the file took, buffered ones included: where the next line will start.
    var count: Int { written + pending.count }

    /// Empties the file; a broken file stays broken.
    func removeAll() {
        pending.removeAll(keepingCapacity: true)
        written = 0
        if !isBroken, ftruncate(descriptor, 0) != 0 { isBroken = true }
    }

    /// Hands everything the file took to `body` as it reads it back, in pieces of whole lines; false
    /// when the file cannot be read back, after the pieces read before.
    func read(_ body: (String) -> Void) -> Bool {
        read(bytes: 0..<count, body)
    }

    /// Hands the bytes `range` of what the file took (whole lines: from one line's start to another's,
    /// as ``count`` gives them) to `body` in pieces of whole lines; false when they cannot be read
    /// back, after the pieces read before.
    func read(bytes range: Range<Int>, _ body: (String) -> Void) -> Bool {
        if !isBroken { _ = flush() }
        var offset = range.lowerBound
        let fileEnd = min(range.upperBound, written)
        var carry: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: Self.bufferLimit)
        while offset < fileEnd {
            let count = chunk.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress, min($0.count, fileEnd - offset), off_t(offset))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
            carry += chunk[..<count]
            // A piece ends at a line end, so no character is cut in two.
            if let end = carry.lastIndex(of: UInt8(ascii: "\n")) {
                body(String(decoding: carry[...end], as: UTF8.self))
                carry.removeSubrange(...end)
            }
        }
        // The lines still buffered: all of them once the file broke, which never wrote them.
        if range.upperBound > written {
            carry += pending[max(range.lowerBound, written) - written..<range.upperBound - written]
        }
        if !carry.isEmpty { body(String(decoding: carry, as: UTF8.self)) }
        return true
    }

    /// Writes what is buffered; false, and broken from then on, when the file cannot take it.
    private func flush() -> Bool {
        let failed = pending.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = pwrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset, off_t(written + offset))
                if count > 0 {
                    offset += count
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    return true
                }
            }
            return false
        }
        guard !failed else {
            isBroken = true
            return false
        }
        written += pending.count
        pending.removeAll(keepingCapacity: true)
        return true
    }
}
