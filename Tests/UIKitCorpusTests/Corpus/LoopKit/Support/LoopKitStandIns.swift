// Not upstream code: a stand-in for LoopKit's TextFieldTableViewCell. Upstream's cell is a nib
// (LoopKitUI/Views/TextFieldTableViewCell.xib) wired by @IBOutlet, with a #selector target, neither of
// which Swift compiles without the Objective-C runtime, and nibs are out of TableSim's scope. This
// cell builds the same two views in code; the text field screen uses only these members.
import TableSimUIKit

// Upstream, LoopKitUI/Extensions/UITableViewCell.swift gives every cell a class name to register it by.
extension UITableViewCell: IdentifiableClass {}

/// A cell holding one text field and a unit label after it.
public final class TextFieldTableViewCell: UITableViewCell {
    /// The field the user types in.
    public let textField = UITextField()

    /// The unit shown after the value, if any.
    public let unitLabel: UILabel? = UILabel()

    /// Creates the cell with its field in the content view and its unit label as the accessory.
    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(textField)
        accessoryView = unitLabel
    }

    /// Creates a cell from an archive; TableSim has no nibs.
    public required init?(coder: NSCoder) { nil }

    /// What upstream registers the cell with: its nib there, its class here.
    static func nib() -> AnyClass { self }
}
