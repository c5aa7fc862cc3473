#if !canImport(ObjectiveC)
/// The name of an Objective-C method (Swift's `Selector`), which Linux lacks: it lets UIKit code that
/// passes `action: nil` or `Selector("save")` compile. Nothing can send it: there is no
/// Objective-C runtime, and `#selector(…)` does not compile on Linux.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name, such as `save:`.
    public let name: String

    /// Creates a selector from a method's name.
    public init(_ name: String) { self.name = name }

    /// Creates a selector from a string literal.
    public init(stringLiteral name: String) { self.name = name }

    /// The method's name.
    public var description: String { name }
}
#endif
