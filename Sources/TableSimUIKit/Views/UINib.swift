import TableSim

/// A nib file's name (UIKit's `UINib`): TableSim loads no nibs, so a test names the cell class a nib holds.
///
/// On Linux there is no nib loader and no `.xib` compiler. Register a nib as the app does, and say once,
/// in the test, which cell class stands for it: `UINib.simulateContents(ScheduleCell.self, forNibNamed:
/// "ScheduleCell")`. The table then makes that class and sends it `awakeFromNib()`. Outlets the nib
/// would connect are not set: build the subviews in the class, or set them in the test.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// The nib's name.
    public let name: String
    /// The cell classes tests named for nibs, by nib name.
    static var simulatedContents: [String: UITableViewCell.Type] = [:]

    /// Creates a nib from its name in a bundle (no file is read).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// Names the cell class a nib stands for, as a test's stand-in for the nib's contents (TableSim's own API).
    public static func simulateContents(_ cellClass: UITableViewCell.Type, forNibNamed name: String) {
        simulatedContents[name] = cellClass
    }
}
