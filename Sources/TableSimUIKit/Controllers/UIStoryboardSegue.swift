/// A storyboard transition between two controllers (UIKit's `UIStoryboardSegue`): TableSim has no
/// storyboards and performs none, so it exists for `prepare(for:sender:)` overrides to compile.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier, or nil.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue leads to.
    public let destination: UIViewController

    /// Creates a segue.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }
}
