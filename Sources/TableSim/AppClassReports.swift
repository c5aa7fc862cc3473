import Foundation

/// Where the classes of the objects an app hands to a table as its data source or delegate are
/// reported, so that the test libraries can check them against UIKit's dispatch rule by default.
///
/// UIKit finds a data-source or delegate method anywhere in the object's class hierarchy; Swift
/// calls it only when the class that adopts the protocol, or a superclass, declares it. A method
/// written only in a subclass is then never called, and nothing in the trace says so. Reporting
/// each class as the app hands it over lets `TableSimTesting` and `TableSimXCTest` read the app's
/// source and fail the running test instead (see <doc:BringYourUIKitCode>).
package enum AppClassReports {
    /// A function told of each class handed to a table; it decides whether a test is running.
    package typealias Checker = @Sendable (AnyClass) -> Void

    /// Adds a checker for the rest of the process.
    package static func addChecker(_ checker: @escaping Checker) { checkers.add(checker) }

    /// Tells every checker that the app handed an object of this class to a table.
    package static func report(_ objectClass: AnyClass) { checkers.report(objectClass) }

    private static let checkers = Reporters<AnyClass>()
}

/// The functions that test libraries register as they load, each told of every report.
package final class Reporters<Report>: Sendable {
    private let registry = LockedValue<[@Sendable (Report) -> Void]>([])

    package init() {}

    /// Adds a reporter for the rest of the process.
    package func add(_ reporter: @escaping @Sendable (Report) -> Void) {
        registry.withLock { $0.append(reporter) }
    }

    /// Tells every reporter.
    package func report(_ report: Report) {
        registry.withLock { $0 }.forEach { $0(report) }
    }
}

/// A value behind a lock, for registries that libraries fill from load-time constructors and
/// tests read from many threads.
package final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// Where app code that TableSim cannot run is reported, so that the test libraries fail the
/// running test instead of letting the code be skipped without a word (such as a control's
/// target–action pair, which needs the Objective-C runtime Linux lacks).
package enum SkippedAppCode {
    /// A function told what was skipped and what to change; it decides whether a test is running.
    package typealias Reporter = @Sendable (String) -> Void

    /// Adds a reporter for the rest of the process.
    package static func addReporter(_ reporter: @escaping Reporter) { reporters.add(reporter) }

    /// Tells every reporter what was skipped.
    package static func report(_ message: String) { reporters.report(message) }

    private static let reporters = Reporters<String>()
}
