import Glibc

/// The names in a folder, without `.` and `..`; nil if it cannot be opened or read to its end
/// (`errno` says why).
///
/// A `dirent` that `readdir` returns is only as long as its name (`d_reclen`), not the 256 bytes its
/// `d_name` field declares: copying the field (`withUnsafePointer(to: entry.pointee.d_name)`) reads
/// past the end of the last entry in the buffer, which traps when that end is the end of a page. The
/// name is read in place instead.
func folderEntries(_ folder: String) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    var names: [String] = []
    while true {
        // readdir returns nil at the end and on an error alike; only an error sets errno.
        errno = 0
        guard let entry = readdir(directory) else { break }
        let name = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
        if name != ".", name != ".." { names.append(name) }
    }
    return errno == 0 ? names : nil
}
