import Foundation

/// Where the app crashes that tables record go besides their traces: test libraries register a
/// reporter when they load, so that a crash no test expected fails the test that caused it.
///
/// A crash on a device ends the app; in a test it only adds a line to the trace, which a test that
/// never looks at the trace would not notice. `TableSimTesting` and `TableSimXCTest` add reporters
/// as their binaries load (no test has to call anything); ``catching(_:)`` takes a crash away
/// from them for the tests that provoke one on purpose.
public enum UncaughtExceptions {
    /// A function told of every crash that no ``catching(_:)`` scope takes; it decides for itself
    /// whether a test is running and how to fail it.
    public typealias Reporter = @Sendable (UIKitException) -> Void

    /// Adds a reporter for the rest of the process.
    public static func addReporter(_ reporter: @escaping Reporter) {
        registry.withLock { $0.append(reporter) }
    }

    /// Runs `body` and returns the crashes it caused, in order, without telling the reporters.
    ///
    /// The scope follows the current task (and the tasks it starts), so tests running in parallel
    /// do not take each other's crashes.
    public static func catching<E: Error>(_ body: () throws(E) -> Void) throws(E) -> [UIKitException] {
        let catcher = Catcher()
        var failure: E?
        $currentCatcher.withValue(catcher) {
            do throws(E) {
                try body()
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return catcher.exceptions
    }

    /// Hands a crash to the innermost ``catching(_:)`` scope, or else to every reporter.
    package static func report(_ exception: UIKitException) {
        if let catcher = currentCatcher {
            catcher.append(exception)
        } else {
            registry.withLock { $0 }.forEach { $0(exception) }
        }
    }

    @TaskLocal private static var currentCatcher: Catcher?
    /// The reporters; locked because libraries register from load-time constructors and tests crash
    /// tables from many threads.
    private static let registry = LockedValue<[Reporter]>([])

    /// The crashes one ``catching(_:)`` scope took; a lock because a task the body starts may crash
    /// a table on another thread.
    private final class Catcher: Sendable {
        private let taken = LockedValue<[UIKitException]>([])

        var exceptions: [UIKitException] { taken.withLock { $0 } }
        func append(_ exception: UIKitException) { taken.withLock { $0.append(exception) } }
    }
}

extension UIKitException {
    /// Whether `NAME: REASON` contains the text, runs of spaces counting as one: the one rule of a
    /// scenario's `expect exception` line and of the test libraries' expected crashes.
    package func matches(_ text: String) -> Bool {
        "\(name): \(reason)".collapsingSpaces.contains(text.collapsingSpaces)
    }
}
