import Foundation

/// The Swift files a list of paths names: files as given, folders searched recursively for `.swift` files.
package enum SwiftSourcePaths {
    /// Reads the files `paths` name, in order, and says which paths could not be read.
    ///
    /// Folders are searched in name order, skipping hidden ones (`.build`, `.git`) and symbolic
    /// links to folders (which could loop); a folder holding no Swift file is a problem, since a
    /// check of nothing would pass whatever the app does.
    package static func read(_ paths: [String]) -> (files: [SourceFile], problems: [String]) {
        var files: [SourceFile] = []
        var problems: [String] = []
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append("cannot read '\(path)': no such file or directory")
                continue
            }
            let found = isDirectory.boolValue ? swiftFiles(under: path) : [path]
            if found.isEmpty { problems.append("no Swift files in '\(path)'") }
            for file in found {
                guard let data = fileManager.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
                    problems.append("cannot read '\(file)': not a readable UTF-8 file")
                    continue
                }
                files.append(SourceFile(path: file, text: text))
            }
        }
        return (files, problems)
    }

    /// The `.swift` files under a folder, depth first in name order.
    private static func swiftFiles(under folder: String) -> [String] {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { return [] }
        var found: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let type = (try? fileManager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if type != .typeSymbolicLink { found += swiftFiles(under: path) }
            } else if name.hasSuffix(".swift") {
                found.append(path)
            }
        }
        return found
    }
}

/// `tablesim check-uikit PATH…` as a library function: the findings, a summary line, and the exit code.
package enum CheckUIKitRun {
    /// Checks the Swift files `paths` name, printing each finding and a summary; returns the exit code.
    ///
    /// The code is 0 when there is no error (warnings allowed), 1 when a finding is an error, and 2
    /// when a path could not be read, like `tablesim run`.
    package static func run(paths: [String], output: (String) -> Void, errorOutput: (String) -> Void) -> Int32 {
        let (files, problems) = SwiftSourcePaths.read(paths)
        for problem in problems { errorOutput("error: \(problem)\n") }
        let findings = UIKitDispatchCheck.findings(in: files)
        for finding in findings { output(finding.description + "\n") }
        output(summary(fileCount: files.count, findings: findings) + "\n")
        if !problems.isEmpty { return 2 }
        return findings.contains { $0.severity == .error } ? 1 : 0
    }

    /// The last line: how many files were checked and what was found.
    static func summary(fileCount: Int, findings: [SourceFinding]) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        let checked = "\(fileCount) Swift \(fileCount == 1 ? "file" : "files") checked"
        guard !findings.isEmpty else { return checked + ": no dispatch problems." }
        return checked + ": \(counted(errors, "error")), \(counted(warnings, "warning"))."
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
