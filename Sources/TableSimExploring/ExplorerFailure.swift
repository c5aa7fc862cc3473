import TableSim

/// How an exploring walk broke the app, for both explorers (TableSimTesting's `Explorer` and
/// `tablesim explore`): the kind that "fails the same way" compares while shrinking.
///
/// Its description is the Swift `Explorer`'s wording; `tablesim explore` words a failure as
/// `tablesim run` does.
public enum ExplorerFailure: Hashable, Sendable, CustomStringConvertible {
    /// The app crashed with an uncaught UIKit exception.
    case exception(UIKitException)
    /// A property stopped holding: its name and what is wrong.
    case property(String, message: String)
    /// The table or the device broke one of its own invariants (a bug in TableSim).
    case invariant(String)

    /// Whether another failure is the same failure: the same exception name and reason (numbers
    /// aside, since dropping steps changes the counts UIKit quotes), the same property, the same invariant.
    public func isSameKind(as other: ExplorerFailure) -> Bool {
        switch (self, other) {
        case (.exception(let mine), .exception(let theirs)):
            mine.isSameKind(as: theirs)
        case (.property(let mine, _), .property(let theirs, _)): mine == theirs
        case (.invariant(let mine), .invariant(let theirs)): mine == theirs
        default: false
        }
    }

    /// The failure in a sentence: UIKit's console line, the property and what is wrong, or the invariant.
    public var description: String {
        switch self {
        case .exception(let exception): exception.description
        case .property(let name, let message): "property \"\(name)\" does not hold: \(message)"
        case .invariant(let message): "TableSim broke its own invariants (a bug in TableSim; please report it): \(message)"
        }
    }
}
