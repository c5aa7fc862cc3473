import Foundation
import TableSimSourceCheck
import Testing

/// Expects every data-source and delegate method in an app's Swift sources to be one Swift calls,
/// recording an issue for each finding of `tablesim check-uikit`, warnings included.
///
/// Relative paths start from the folder of the test file that calls this; folders are searched
/// recursively for `.swift` files. A path that cannot be read, or holds no Swift file, is an issue
/// too, so a moved folder never makes the check pass by checking nothing.
///
/// ```swift
/// @Test func everyTableMethodIsCalled() {
///     expectUIKitDispatch(sources: ["../../Sources/Notes"])
/// }
/// ```
public func expectUIKitDispatch(sources: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = URL(fileURLWithPath: sourceLocation.filePath).deletingLastPathComponent().path
    let paths = sources.map { $0.hasPrefix("/") ? $0 : folder + "/" + $0 }
    let (files, problems) = SwiftSourcePaths.read(paths)
    for problem in problems {
        Issue.record("error: \(problem)", sourceLocation: sourceLocation)
    }
    for finding in UIKitDispatchCheck.findings(in: files) {
        Issue.record(Comment(rawValue: finding.description), sourceLocation: sourceLocation)
    }
}
