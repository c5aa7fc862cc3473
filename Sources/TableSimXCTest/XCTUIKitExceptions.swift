import Foundation
import TableSim
import TableSimTesting
import XCTest

/// Asserts that the code crashes the app exactly once with an exception whose `NAME: REASON`
/// contains `text`, and returns that exception; fails at `file` and `line` when it does not crash,
/// crashes with another exception, or crashes more than once.
///
/// A crash no test expects fails the running XCTest test by itself (`TableSimXCTest` reports it as
/// it loads); a test that provokes one on purpose wraps that code in this call. `text` is matched as
/// a scenario's `expect exception` line is: runs of spaces count as one, nil takes any exception.
///
/// ```swift
/// let exception = XCTAssertUIKitException("dataSource is not set") { simulator.appear() }
/// XCTAssertEqual(exception?.name, "NSInternalInconsistencyException")
/// ```
@discardableResult
public func XCTAssertUIKitException<E: Error>(
    _ text: String? = nil, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line, performing body: () throws(E) -> Void
) throws(E) -> UIKitException? {
    let caught = try UncaughtExceptions.catching(body)
    if let problem = crashMismatch(caught, expecting: text) {
        XCTFail(withNote(problem, message()), file: file, line: line)
    }
    return caught.first
}

/// The XCTest test case running now, as XCTest's observation tells it (XCTest has no public
/// "current test case" on Linux).
private final class RunningTestCase: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = RunningTestCase()
    private let lock = NSLock()
    private var running: XCTestCase?

    var testCase: XCTestCase? { lock.withLock { running } }

    func testCaseWillStart(_ testCase: XCTestCase) { lock.withLock { running = testCase } }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.withLock { if running === testCase { running = nil } }
    }
}

/// Makes a crash no test expected fail the XCTest test that caused it; called once, as the test
/// binary loads, by the `TableSimXCTestLoader` constructor (a test never calls it).
@_cdecl("tablesim_xctest_install")
public func _installTableSimXCTestReporter() {
    XCTestObservationCenter.shared.addTestObserver(RunningTestCase.shared)
    UncaughtExceptions.addReporter { exception in
        // Outside an XCTest test (a Swift Testing test, or no test) another reporter, or nobody,
        // is in charge.
        guard let testCase = RunningTestCase.shared.testCase else { return }
        // The crash has no source line of its own: XCTest prints the test's name beside the text.
        testCase.recordFailure(
            withDescription: unexpectedCrashMessage(exception, wrapper: "XCTAssertUIKitException"),
            inFile: "<uncaught UIKit exception>", atLine: 0, expected: true)
    }
    // App code TableSim cannot run fails the test during which it was skipped.
    SkippedAppCode.addReporter { message in
        guard let testCase = RunningTestCase.shared.testCase else { return }
        testCase.recordFailure(withDescription: message, inFile: "<skipped app code>", atLine: 0, expected: true)
    }
    // A method UIKit would call and Swift never does fails the test that hands its class to a table.
    AppClassReports.addChecker { objectClass in
        guard let testCase = RunningTestCase.shared.testCase else { return }
        for finding in DispatchCheckByDefault.findings(for: objectClass)
        where DispatchCheckByDefault.isFirstReport(of: finding, inTest: "\(ObjectIdentifier(testCase))") {
            testCase.recordFailure(
                withDescription: DispatchCheckByDefault.message(for: finding), inFile: finding.path,
                atLine: finding.line, expected: true)
        }
    }
}
