// The selectors themselves (`CallbackSelector`'s cases) are written by the CallbackSurfaces build
// plugin from Sources/Callbacks/*.callbacks, with the rest of each callback's surfaces.

extension CallbackSelector {
    /// Looks a selector up by its documented Swift name, as `omit` writes it.
    public init?(selectorName: String) {
        self.init(rawValue: selectorName)
    }
}

/// An object whose optional methods the table view asks about before calling them, like Objective-C's
/// `responds(to:)`.
public protocol CallbackResponding: AnyObject {
    /// Whether the object implements the method; the default answers true and lets the table view
    /// detect unimplemented methods by their default implementations.
    func responds(to selector: CallbackSelector) -> Bool
    /// The app's class name, as UIKit's exception texts print it (`<Fruits>`).
    var appClassName: String { get }
    /// Whether the object stands for a data source that is gone (a bridge to an app object that was
    /// released): the table then has no data source.
    var isDataSourceGone: Bool { get }
}

extension CallbackResponding {
    public func responds(to selector: CallbackSelector) -> Bool { true }
    public var appClassName: String { String(describing: type(of: self)) }
    public var isDataSourceGone: Bool { false }
}
