import Foundation

/// A fresh directory under the system's temporary directory, removed when the value is released.
final class TemporaryDirectory {
    /// The directory's absolute path.
    let path: String

    /// Creates a new, empty directory, under `base` when given.
    init(base: String = FileManager.default.temporaryDirectory.path) throws {
        var template = Array("\(base)/tablesim-test-XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else {
            throw HarnessError.system("mkdtemp", errno)
        }
        path = String(cString: created)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Returns the absolute path of `name` inside the directory.
    func file(_ name: String) -> String {
        path + "/" + name
    }

    /// Writes `contents` to `name` and returns its path.
    @discardableResult
    func write(_ contents: String, to name: String) throws -> String {
        let target = file(name)
        try contents.write(toFile: target, atomically: true, encoding: .utf8)
        return target
    }

    /// Returns the lines of `name`, or nil if it does not exist.
    func lines(of name: String) -> [String]? {
        guard let text = try? String(contentsOfFile: file(name), encoding: .utf8) else { return nil }
        guard !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
            .map(String.init)
    }

    /// Returns the names of the directory's entries.
    func entries() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    }
}
