import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// A contact cell with its own labels in the content view, as apps write them.
@MainActor
private final class ContactCell: UITableViewCell {
    let name = UILabel()
    let phone = UILabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        name.font = .preferredFont(forTextStyle: .headline)
        name.adjustsFontForContentSizeCategory = true
        phone.font = .preferredFont(forTextStyle: .body)
        let stack = UIStackView(arrangedSubviews: [name, phone])
        stack.axis = .vertical
        contentView.addSubview(stack)
    }

    required init?(coder: NSCoder) { nil }
}

/// A screen with three kinds of row and a header view: a custom contact cell, a stock row whose
/// title has a fixed font, and a stock row that follows the text size; the header view's traits are
/// set by the app (to nothing, the fault the audit's headerTrait catches).
@MainActor
private final class ContactsController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ContactCell.self, forCellReuseIdentifier: "Contact")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Stock")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.row {
        case 0:
            let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
            (cell as? ContactCell)?.name.text = "Ada Lovelace"
            (cell as? ContactCell)?.phone.text = "555 0100"
            cell.accessibilityTraits = .button
            return cell
        case 1:
            let cell = tableView.dequeueReusableCell(withIdentifier: "Stock", for: indexPath)
            cell.textLabel?.text = "Fixed"
            cell.textLabel?.font = .systemFont(ofSize: 17)
            cell.accessibilityTraits = .button
            return cell
        default:
            let cell = tableView.dequeueReusableCell(withIdentifier: "Stock", for: indexPath)
            cell.textLabel?.text = "Follows"
            cell.accessibilityTraits = .button
            return cell
        }
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        header?.textLabel?.text = "Contacts"
        header?.accessibilityTraits = []
        return header
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 44 }
}

@Suite(.serialized) @MainActor struct AuditUIKitTests {
    @Test func aCustomCellsLabelThatDoesNotAdjustIsAFixedFont() throws {
        let controller = ContactsController(style: .plain)
        let simulator = Simulator(showing: controller, screen: Screen(size: Size(width: 390, height: 400)))
        simulator.appear()
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ContactCell)
        // The phone label has a text style's font but does not adjust it, so it never grows (UIKit's
        // rule); the name adjusts. The audit names the content label.
        #expect(cell.name.adjustsFontForContentSizeCategory && !cell.phone.adjustsFontForContentSizeCategory)
        let issues = simulator.performAccessibilityAudit(for: .dynamicType)
        #expect(issues.map(\.description) == [
            #"dynamicType "Dynamic Type font sizes are unsupported" row [0, 0] {{0, 44}, {390, 66}}"#,
            #"dynamicType "Dynamic Type font sizes are unsupported" row [0, 1] {{0, 110}, {390, 44}}"#,
        ])
        #expect(issues.first?.detailedDescription == "The row's text does not follow the text size: the content label 2's font is fixed at 17 pt.")
        cell.phone.adjustsFontForContentSizeCategory = true
        #expect(simulator.performAccessibilityAudit(for: .dynamicType).count == 1)
    }

    @Test func theAuditReadsUIKitCellsFontsContentLabelsAndHeaderTraits() {
        let controller = ContactsController(style: .plain)
        let simulator = Simulator(showing: controller, screen: Screen(size: Size(width: 390, height: 400)))
        simulator.appear()
        // The custom cell is described by its content view's labels, and its phone label does not
        // adjust; the fixed-font stock title is flagged; the header view whose traits the app
        // emptied has no Heading trait (the section has no titleForHeaderInSection: VoiceOver reads
        // the view's own text). Nothing else: every row says it is a button, and the rows'
        // descriptions differ.
        #expect(simulator.performAccessibilityAudit().map(\.description) == [
            #"tablesim.headerTrait "Header has no Heading trait" header 0 {{0, 0}, {390, 44}}"#,
            #"dynamicType "Dynamic Type font sizes are unsupported" row [0, 0] {{0, 44}, {390, 66}}"#,
            #"dynamicType "Dynamic Type font sizes are unsupported" row [0, 1] {{0, 110}, {390, 44}}"#,
        ])
        simulator.voiceOver.turnOn()
        #expect(Array(simulator.voiceOver.elements.map(VoiceOverSpeech.description(of:)).prefix(2)) == [
            "Contacts", "Ada Lovelace, 555 0100, Button",
        ])
    }
}

/// A settings list whose first row declines taps in `shouldHighlightRowAt`, and says so to the audit
/// with `@preconcurrency AccessibilityAuditDeclaring` (Swift 6 language mode, as this target is).
@MainActor
private final class DeclaringSettings: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = indexPath.row == 0 ? "Version 2.1" : "Sign Out"
        return cell
    }
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

extension DeclaringSettings: @preconcurrency AccessibilityAuditDeclaring {
    func auditDeclaresTapAction(forRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
    func auditDeclaresSwipeActions(forRowAt indexPath: IndexPath) -> Bool { false }
}

/// Issue 22: the declarations of a `UITableViewController` subclass reach the audit through
/// TableSimUIKit's table (they had no effect before); without them both rows count as tappable.
@Test @MainActor func aTableViewControllersAuditDeclarationsAreRead() {
    let controller = DeclaringSettings(style: .plain)
    let simulator = Simulator(showing: controller)
    simulator.appear()
    let named = simulator.performAccessibilityAudit(for: .tableSimUnannouncedTap).map(\.elementName)
    #expect(named == ["row [0, 1]"])
    #expect(simulator.performAccessibilityAudit().isEmpty)
}
