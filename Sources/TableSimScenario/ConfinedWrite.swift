import Glibc

/// Where a scenario may make TableSim write, and the checks that keep it there.
///
/// A scenario file may come from anyone's repository, so what it names is not trusted the way the
/// user's own command line is: a `snapshot` line, and the picture `--snapshots` writes for a scenario,
/// write only below the allowed folders (the scenario's own folder, the `--snapshots` folder), with
/// no `..` in the path, through no symbolic link in any part of it below that folder, and only to a
/// new file or a regular file with no other hard link. The allowed folders themselves were named by
/// the user (or are where the user put the scenario), so they may be reached through links.
///
/// The checks look at the file system before the write; a process racing them could still swap a
/// folder for a link in between, but a scenario file is text and cannot race: the threat is what a
/// repository holds, not what runs beside TableSim.
package struct ConfinedWrite: Sendable {
    /// The folders writes may go below, as given.
    package var folders: [String]

    /// Writes confined to `folders`.
    package init(folders: [String]) {
        self.folders = folders
    }

    /// The folders a line of `file` may write below: the file's folder (the current folder for
    /// `<stdin>` and other names in angle brackets), then `extra`.
    package static func folders(forLinesOf file: String, extra: [String]) -> [String] {
        let own: String
        if file.hasPrefix("<"), file.hasSuffix(">") {
            own = "."
        } else {
            own = SafeFileWriter.folder(of: file)
        }
        return [own] + extra
    }

    /// Checks that `path` may be written; throws why not.
    package func check(_ path: String) throws(FileWriteError) {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        if components.contains("..") {
            throw FileWriteError(
                "the path goes up with '..'; a scenario writes only below its own folder\(alsoText)")
        }
        let absolute = Self.lexicalComponents(Self.absolute(path))
        for folder in folders {
            let root = Self.lexicalComponents(Self.absolute(folder))
            guard absolute.count > root.count, Array(absolute.prefix(root.count)) == root else { continue }
            try checkBelow(folder, Array(absolute.dropFirst(root.count)))
            return
        }
        throw FileWriteError("it is outside the scenario's folder\(alsoText); a scenario writes nowhere else")
    }

    private var alsoText: String {
        folders.count > 1 ? " and the --snapshots folder (" + folders.dropFirst().joined(separator: ", ") + ")" : ""
    }

    /// Walks the parts of the path below an allowed folder: folders that are no links, and a last
    /// part that is new or a regular file with one link.
    private func checkBelow(_ folder: String, _ rest: [String]) throws(FileWriteError) {
        var current = folder
        for (index, part) in rest.enumerated() {
            current += "/" + part
            var info = stat()
            guard lstat(current, &info) == 0 else {
                if errno == ENOENT { return }  // the writer says which folder is missing, or creates the file
                throw FileWriteError("'\(current)': \(systemMessage(errno)); nothing was written")
            }
            let type = info.st_mode & S_IFMT
            let isLast = index == rest.count - 1
            if type == S_IFLNK {
                throw FileWriteError(
                    "'\(current)' is a symbolic link; a scenario never writes through one (it could point at any "
                        + "file of yours); nothing was written")
            }
            if !isLast, type != S_IFDIR {
                throw FileWriteError("'\(current)' is \(fileKind(type)), not a folder; nothing was written")
            }
            if isLast, type != S_IFREG {
                throw FileWriteError("it is \(fileKind(type)), not a regular file; nothing was written")
            }
            if isLast, info.st_nlink > 1 {
                throw FileWriteError(
                    "it has \(info.st_nlink) hard links, so it is another file too; a scenario never writes such a "
                        + "file; nothing was written")
            }
        }
    }

    /// The path made absolute against the current folder.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" + path }
        let end = buffer.firstIndex(of: 0) ?? buffer.count
        return String(decoding: buffer[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/" + path
    }

    /// The parts of an absolute path with `.` dropped and `..` taking the part before it away.
    static func lexicalComponents(_ path: String) -> [String] {
        var parts: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                _ = parts.popLast()
            } else {
                parts.append(String(part))
            }
        }
        return parts
    }
}
