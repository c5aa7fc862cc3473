import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// A cell with a label of its own on a tinted strip inside the content view.
@MainActor
private final class BadgeCell: UITableViewCell {
    let badge = UILabel()
    let strip = UIView()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        badge.font = .preferredFont(forTextStyle: .body)
        badge.adjustsFontForContentSizeCategory = true
        strip.addSubview(badge)
        contentView.addSubview(strip)
    }

    required init?(coder: NSCoder) { nil }
}

/// Rows coloured with `UIColor`s: a stock row in the system grey, a list configuration's secondary
/// text in the stock secondary label colour (UIKit's own, left alone), white on the system blue via a
/// background configuration, a badge on a 50 % black strip, and a bold 15 pt title in the system grey.
@MainActor
private final class ColouredController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Stock")
        tableView.register(BadgeCell.self, forCellReuseIdentifier: "Badge")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch indexPath.row {
        case 0:
            let cell = tableView.dequeueReusableCell(withIdentifier: "Stock", for: indexPath)
            cell.textLabel?.text = "Grey"
            cell.textLabel?.textColor = .systemGray
            return cell
        case 1:
            let cell = tableView.dequeueReusableCell(withIdentifier: "Stock", for: indexPath)
            var content = UIListContentConfiguration.valueCell()
            content.text = "Storage"
            content.secondaryText = "12 GB"
            cell.contentConfiguration = content
            return cell
        case 2:
            let cell = tableView.dequeueReusableCell(withIdentifier: "Stock", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = "Flagged"
            content.textProperties.color = .white
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = .systemBlue
            cell.backgroundConfiguration = background
            return cell
        case 3:
            let cell = tableView.dequeueReusableCell(withIdentifier: "Badge", for: indexPath)
            (cell as? BadgeCell)?.badge.text = "New"
            (cell as? BadgeCell)?.badge.textColor = .white
            (cell as? BadgeCell)?.strip.backgroundColor = UIColor(white: 0, alpha: 0.5)
            return cell
        default:
            let cell = tableView.dequeueReusableCell(withIdentifier: "Stock", for: indexPath)
            cell.textLabel?.text = "Bold"
            cell.textLabel?.font = .boldSystemFont(ofSize: 15)
            cell.textLabel?.textColor = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
            return cell
        }
    }
}

@MainActor
@Suite struct ContrastUIKitTests {
    @Test func theAuditReadsUIColorsOfLabelsConfigurationsAndBackgrounds() {
        let controller = ColouredController(style: .plain)
        let simulator = Simulator(showing: controller, screen: Screen(size: Size(width: 390, height: 400)))
        simulator.appear()
        let found = simulator.performAccessibilityAudit(for: .contrast)
        // Row 1 is UIKit's own secondary label over white (3.44:1), left alone; row 4's bold 15 pt title
        // is large text, on which the same grey passes at 3.26:1.
        #expect(found.map(\.elementName) == ["row [0, 0]", "row [0, 2]", "row [0, 3]"])
        #expect(found.map(\.compactDescription) == ["Contrast nearly passed", "Contrast nearly passed", "Contrast nearly passed"])
        #expect(
            found.map(\.detailedDescription) == [
                "The title's colour systemGray #8E8E93 on #FFFFFF has a contrast ratio of 3.26:1 at 17 pt; text under 18 pt needs 4.5:1.",
                "The title's colour #FFFFFF on #007AFF has a contrast ratio of 4.02:1 at 17 pt; text under 18 pt needs 4.5:1.",
                // The 50 % black strip composites over the cell's white to #808080.
                "The content label 1's colour #FFFFFF on #808080 has a contrast ratio of 3.98:1 at 17 pt; text under 18 pt needs 4.5:1.",
            ])
    }

    @Test func everyUIKitColourMatchesTheCoresTable() {
        let pairs: [(UIColor, String)] = [
            (.systemGray, "systemGray"), (.systemBlue, "systemBlue"), (.secondaryLabel, "secondaryLabel"),
            (.label, "label"), (.systemGroupedBackground, "systemGroupedBackground"), (.systemGreen, "systemGreen"),
            (.tertiaryLabel, "tertiaryLabel"), (.systemGray6, "systemGray6"), (.systemRed, "systemRed"),
        ]
        for (color, name) in pairs {
            let core = RGBAColor.named(name)
            #expect(core.map { abs($0.red - Double(color.red)) < 1e-9 && abs($0.alpha - Double(color.alpha)) < 1e-9 } == true, "\(name)")
        }
    }
}
