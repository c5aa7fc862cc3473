import TableSim
import Testing

/// Expects the code to crash the app exactly once with an exception whose `NAME: REASON` contains
/// `text`, and returns that exception; records an issue when it does not crash, crashes with another
/// exception, or crashes more than once.
///
/// A crash no test expects fails the running test by itself (`TableSimTesting` reports it as it
/// loads); a test that provokes one on purpose wraps that code in this call. `text` is matched as a
/// scenario's `expect exception` line is: runs of spaces count as one, nil takes any exception.
///
/// ```swift
/// let exception = expectUIKitException("unable to dequeue a cell with identifier Fruit") {
///     simulator.appear()
/// }
/// #expect(exception?.name == "NSInternalInconsistencyException")
/// ```
@discardableResult
public func expectUIKitException<E: Error>(
    _ text: String? = nil, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    performing body: () throws(E) -> Void
) throws(E) -> UIKitException? {
    let caught = try UncaughtExceptions.catching(body)
    if let problem = crashMismatch(caught, expecting: text) {
        let note = comment.map { "\n\($0.rawValue)" } ?? ""
        Issue.record("\(problem)\(note)", sourceLocation: sourceLocation)
    }
    return caught.first
}

/// What is wrong with the crashes code that should crash once caused, or nil when it crashed once
/// with an exception whose `NAME: REASON` contains `text` (runs of spaces counting as one).
package func crashMismatch(_ caught: [UIKitException], expecting text: String?) -> String? {
    let wanted = text.map { " containing \"\($0)\"" } ?? ""
    guard let exception = caught.first else {
        return "The app did not crash; expected an uncaught exception\(wanted)"
    }
    guard caught.count == 1 else {
        return "The app crashed \(caught.count) times; expected once:\n"
            + caught.map(\.description).joined(separator: "\n")
    }
    if let text, !exception.matches(text) {
        return "The app crashed with another exception than expected (one\(wanted)):\n\(exception)"
    }
    return nil
}

/// The failure of a test during which the app crashed and no ``expectUIKitException(_:_:sourceLocation:performing:)``
/// expected it: UIKit's console line, then what to do.
package func unexpectedCrashMessage(_ exception: UIKitException, wrapper: String) -> String {
    "The app crashed, and the test did not expect it:\n\(exception)\n"
        + "If the test provokes this crash on purpose, run that code inside \(wrapper) { ... }."
}

/// Makes a crash no test expected fail the Swift Testing test that caused it; called once, as the
/// test binary loads, by the `TableSimTestingLoader` constructor (a test never calls it).
@_cdecl("tablesim_testing_install")
public func _installTableSimTestingReporter() {
    UncaughtExceptions.addReporter { exception in
        // Outside a Swift Testing test (an XCTest test, or a thread no test started) another
        // reporter, or nobody, is in charge.
        guard let test = Test.current else { return }
        Issue.record(
            Comment(rawValue: unexpectedCrashMessage(exception, wrapper: "expectUIKitException")),
            sourceLocation: test.sourceLocation)
    }
    // App code TableSim cannot run fails the test during which it was skipped.
    SkippedAppCode.addReporter { message in
        guard let test = Test.current else { return }
        Issue.record(Comment(rawValue: message), sourceLocation: test.sourceLocation)
    }
    // A method UIKit would call and Swift never does fails the test that hands its class to a table.
    AppClassReports.addChecker { objectClass in
        guard let test = Test.current else { return }
        for finding in DispatchCheckByDefault.findings(for: objectClass)
        where DispatchCheckByDefault.isFirstReport(of: finding, inTest: "\(test.id)") {
            let file = finding.path.split(separator: "/").last.map(String.init) ?? finding.path
            Issue.record(
                Comment(rawValue: DispatchCheckByDefault.message(for: finding)),
                sourceLocation: SourceLocation(
                    fileID: "App/\(file)", filePath: finding.path, line: finding.line, column: finding.column))
        }
    }
}
