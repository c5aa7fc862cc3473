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
    package static func addChecker(_ checker: @escaping Checker) {
        registry.withLock { $0.append(checker) }
    }

    /// Tells every checker that the app handed an object of this class to a table.
    package static func report(_ objectClass: AnyClass) {
        registry.withLock { $0 }.forEach { $0(objectClass) }
    }

    private static let registry = LockedValue<[Checker]>([])
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
    package static func addReporter(_ reporter: @escaping Reporter) {
        registry.withLock { $0.append(reporter) }
    }

    /// Tells every reporter what was skipped.
    package static func report(_ message: String) {
        registry.withLock { $0 }.forEach { $0(message) }
    }

    private static let registry = LockedValue<[Reporter]>([])
}
