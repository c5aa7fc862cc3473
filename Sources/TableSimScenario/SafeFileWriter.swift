import Glibc
import Synchronization

/// Why a file was not written, as a sentence for the user.
package struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, without the file's name (the caller says which file).
    package let message: String
    /// Whether the file was refused because it is read-only: forcing the write (`--force`, `save!`) replaces it.
    package let isReadOnly: Bool

    init(_ message: String, isReadOnly: Bool = false) {
        self.message = message
        self.isReadOnly = isReadOnly
    }

    /// The message.
    package var description: String { message }
}

/// Writes the files `save` and `--update` produce without losing what was there.
///
/// The new text goes to a temporary file next to the target (`.NAME.tablesim-PID.tmp`), synced,
/// then renamed over it, so a crash or a kill leaves the old or the new file, never a mix. Around
/// that:
/// - A symbolic link is followed: its target is written, the link stays a link.
/// - Only regular files are replaced: a FIFO, a device or a folder is refused.
/// - The file keeps its mode and owner (the temporary file gets them before the rename).
/// - A read-only file is refused unless the write is forced (`--update --force`, `save!`).
/// - A file with several hard links, or whose owner this process cannot give the temporary file,
///   is written in place instead, after the full temporary copy is written and synced (so the disk
///   has room for it); the copy is removed before that write, and if the write fails part way the
///   old text is put back.
/// - With `expecting`, the file must still hold exactly what was read: a concurrent edit is never
///   overwritten.
/// - Temporary files are removed on every failure and on fatal signals; those a `kill -9` left
///   (whose PID no longer runs, or over an hour old) are removed by the next write in that folder.
package enum SafeFileWriter {
    /// One write at a time in a process: the temporary file's name has only the PID to tell writers
    /// apart, and the signal handler knows one temporary file. Tests that run in parallel threads
    /// write files too.
    private static let writing = Mutex(())

    /// Replaces the file at `path` with `text`; with `expecting`, only if the file still holds it. A
    /// read-only file (no write permission for this process, or none for its owner) is refused
    /// unless `force` says to replace it anyway.
    package static func write(
        _ text: String, to path: String, expecting original: String? = nil, force: Bool = false
    ) throws(FileWriteError) {
        try writing.withLock { _ throws(FileWriteError) in
            try writeAlone(text, to: path, expecting: original, force: force)
        }
    }

    /// ``write(_:to:expecting:force:)`` while no other thread of the process writes.
    private static func writeAlone(
        _ text: String, to path: String, expecting original: String?, force: Bool
    ) throws(FileWriteError) {
        guard !path.isEmpty else { throw FileWriteError("an empty path names no file") }
        let target = try resolvingLinks(path)
        var info = stat()
        let exists: Bool
        if stat(target, &info) == 0 {
            let type = info.st_mode & S_IFMT
            guard type == S_IFREG else {
                throw FileWriteError("it is \(fileKind(type)), not a regular file; nothing was written")
            }
            if !force, info.st_mode & S_IWUSR == 0 || access(target, W_OK) != 0 {
                throw FileWriteError(
                    "it is read-only (mode \(String(info.st_mode & 0o7777, radix: 8))); nothing was written",
                    isReadOnly: true)
            }
            exists = true
        } else if errno == ENOENT {
            if original != nil { throw FileWriteError("the file was removed since it was read; nothing was written") }
            exists = false
        } else {
            throw FileWriteError("\(systemMessage(errno)); nothing was written")
        }
        let folder = folder(of: target)
        var folderInfo = stat()
        guard stat(folder, &folderInfo) == 0 else {
            throw FileWriteError(
                errno == ENOENT
                    ? "the folder '\(folder)' does not exist" : "the folder '\(folder)': \(systemMessage(errno))")
        }
        removeStaleTemporaries(in: folder)

        let temporary = folder + "/." + String(target.split(separator: "/").last ?? "") + ".tablesim-\(getpid()).tmp"
        let cleanup = TemporaryFileGuard(temporary)
        defer { cleanup.release() }
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, exists ? 0o600 : 0o666)
        if descriptor < 0, errno == EEXIST {
            // Our own PID's name: a leftover of a process that had this PID before us.
            unlink(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, exists ? 0o600 : 0o666)
        }
        guard descriptor >= 0 else {
            throw FileWriteError(
                "cannot create a temporary file in the folder '\(folder)' (\(systemMessage(errno))); the file is "
                    + "replaced through a temporary file next to it, so that folder must be writable; "
                    + "nothing was written")
        }
        var keepsOwner = true
        if exists {
            fchmod(descriptor, info.st_mode & 0o7777)
            if info.st_uid != geteuid() || info.st_gid != getegid() {
                keepsOwner = fchown(descriptor, info.st_uid, info.st_gid) == 0
            }
        }
        let bytes = Array(text.utf8)
        if let failure = writeAll(bytes, to: descriptor, from: 0) ?? (fsync(descriptor) == 0 ? nil : errno) {
            close(descriptor)
            unlink(temporary)
            throw FileWriteError("\(systemMessage(failure)); nothing was written")
        }
        if close(descriptor) != 0 {
            let failure = errno
            unlink(temporary)
            throw FileWriteError("\(systemMessage(failure)); nothing was written")
        }
        if let original, readAll(target) != Array(original.utf8) {
            unlink(temporary)
            throw FileWriteError(
                "the file changed since it was read; nothing was written (run again to update the new text)")
        }
        if exists, info.st_nlink > 1 || !keepsOwner {
            // The temporary copy only proved the disk has room: it goes, whatever happens next.
            unlink(temporary)
            let reason = "writing in place (to keep its \(info.st_nlink > 1 ? "hard links" : "owner")) failed"
            guard let old = readAll(target) else {
                throw FileWriteError("\(reason): it cannot be read (\(systemMessage(errno))); nothing was written")
            }
            switch writeInPlace(bytes, to: target) {
            case .none: return
            case .notOpened(let failure):
                throw FileWriteError("\(reason): \(systemMessage(failure)); nothing was written")
            case .failed(let failure):
                if case .none = writeInPlace(old, to: target) {
                    throw FileWriteError("\(reason): \(systemMessage(failure)); its old text was put back")
                }
                throw FileWriteError(
                    "\(reason): \(systemMessage(failure)), and putting its old text back failed too; the file may be "
                        + "incomplete (write it again)")
            }
        }
        if rename(temporary, target) != 0 {
            let failure = errno
            unlink(temporary)
            throw FileWriteError("\(systemMessage(failure)); nothing was written")
        }
    }

    /// The path a chain of symbolic links ends at (which may not exist yet: `save` creates it).
    static func resolvingLinks(_ path: String) throws(FileWriteError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { return current }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let base = folder(of: current)
            current = destination.hasPrefix("/") || !current.contains("/") ? destination : base + "/" + destination
        }
        throw FileWriteError("too many levels of symbolic links; nothing was written")
    }

    /// The folder holding a path: the part before its last slash.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Removes `.NAME.tablesim-PID.tmp` files a killed writer left: `kill -9` runs no handler, so
    /// the next write in the folder cleans up. A file is stale when its process no longer runs, or
    /// when it is over an hour old (its PID was reused by another program since: no write takes an
    /// hour). Only regular files are removed, and a link at such a name is only unlinked.
    static func removeStaleTemporaries(in folder: String) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        for name in folderEntries(folder) ?? [] {
            guard let pid = temporaryOwner(name), pid != getpid() else { continue }
            var info = stat()
            guard lstat(folder + "/" + name, &info) == 0 else { continue }
            let dead = kill(pid, 0) != 0 && errno == ESRCH
            let old = now.tv_sec - info.st_mtim.tv_sec > 3600
            guard dead || old else { continue }
            unlink(folder + "/" + name)
        }
    }

    /// The PID in a temporary file's name `.NAME.tablesim-PID.tmp`, or nil for any other name.
    static func temporaryOwner(_ name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let stem = name.dropLast(4)
        guard let dash = stem.lastIndex(of: "-"), stem[..<dash].hasSuffix(".tablesim"),
            let pid = pid_t(stem[stem.index(after: dash)...]), pid > 0
        else { return nil }
        return pid
    }

    /// Writes bytes at an offset; returns the error number of a failed write.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, from start: Int) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                pwrite(descriptor, $0.baseAddress! + offset, $0.count - offset, off_t(start + offset))
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// How a write in place failed: before any byte changed, or after some may have.
    private enum InPlaceFailure {
        case notOpened(Int32)
        case failed(Int32)
    }

    /// Overwrites a file's bytes through its own inode (keeping hard links and owner).
    private static func writeInPlace(_ bytes: [UInt8], to path: String) -> InPlaceFailure? {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .notOpened(errno) }
        if let failure = writeAll(bytes, to: descriptor, from: 0)
            ?? (ftruncate(descriptor, off_t(bytes.count)) == 0 ? nil : errno) ?? (fsync(descriptor) == 0 ? nil : errno)
        {
            close(descriptor)
            return .failed(failure)
        }
        return close(descriptor) == 0 ? nil : .failed(errno)
    }

    /// The bytes of a file, or nil if it cannot be read.
    private static func readAll(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes += chunk[..<count]
        }
    }
}

/// The temporary file being written, as a C string: a signal handler may not allocate or lock.
nonisolated(unsafe) private var temporaryBeingWritten: UnsafeMutablePointer<CChar>?

/// Removes the temporary file, then dies of the signal as the process would have without the handler.
private let removeTemporaryAndDie: @convention(c) (Int32) -> Void = { signal in
    if let path = temporaryBeingWritten { unlink(path) }
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

/// While a temporary file is being written, the signals that would kill the process (Ctrl-C, `kill`,
/// a closed terminal, a file size limit) remove it first. Signals the process handles or ignores
/// itself (the REPL's Ctrl-C) are left alone: they do not end the write.
private final class TemporaryFileGuard {
    private static let fatalSignals = [SIGINT, SIGTERM, SIGHUP, SIGXFSZ]
    private var previous: [(signal: Int32, action: sigaction)] = []

    init(_ path: String) {
        temporaryBeingWritten = strdup(path)
        for signal in TemporaryFileGuard.fatalSignals {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = removeTemporaryAndDie
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
            previous.append((signal, current))
        }
    }

    /// Puts the signals back and forgets the file (renamed or removed by then).
    func release() {
        for var entry in previous { sigaction(entry.signal, &entry.action, nil) }
        previous = []
        let path = temporaryBeingWritten
        temporaryBeingWritten = nil
        free(path)
    }
}

/// A file type as a noun phrase: "a named pipe (FIFO)", "a folder".
package func fileKind(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "a regular file"
    }
}
