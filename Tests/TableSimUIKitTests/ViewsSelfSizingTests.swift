import TableSim
import TableSimTesting
@testable import TableSimUIKit
import Testing

/// Twenty words of 32 sixteenths each ("word": w 12, o 8, r 4, d 8), one space (4) apart: at 17 pt
/// a line of width w holds n words while 36n − 4 ≤ ⌊16w/17⌋.
private let twentyWords = Array(repeating: "word", count: 20).joined(separator: " ")

/// A cell in the subtitle style, registered by class.
private final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { nil }
}

/// A cell whose initializer sizes its views with constraints but places none of them (no top,
/// bottom or centre constraint), so self-sizing keeps the stacking rule for it; a cell whose
/// constraints place its views is sized by them (`ConstraintSelfSizingTests`).
private final class ProfileCell: UITableViewCell {
    let avatar = UIImageView(image: UIImage(systemName: "person.circle"))
    let name = UILabel()
    let bio = UILabel()
    let badge = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [avatar, name, bio, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        name.font = .preferredFont(forTextStyle: .headline)
        bio.font = .preferredFont(forTextStyle: .subheadline)
        bio.numberOfLines = 0
        badge.isHidden = true
        NSLayoutConstraint.activate([
            avatar.heightAnchor.constraint(equalToConstant: 40),
            avatar.widthAnchor.constraint(equalTo: avatar.heightAnchor),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// Rows of texts: "subtitle" rows use the subtitle style with a detail; the others wrap.
@MainActor
private final class Notes: NSObject, UITableViewDataSource, UITableViewDelegate {
    var texts: [String]
    init(_ texts: [String]) { self.texts = texts }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let text = texts[indexPath.row]
        if text == "subtitle" {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Subtitle", for: indexPath)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        cell.textLabel?.text = text
        cell.textLabel?.numberOfLines = 0
        return cell
    }
}

@MainActor @Suite struct ViewsSelfSizingTests {
    func cell(_ style: UITableViewCell.CellStyle, _ text: String?, _ detail: String? = nil, lines: Int = 1) -> UITableViewCell {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = text
        cell.textLabel?.numberOfLines = lines
        cell.detailTextLabel?.text = detail
        return cell
    }

    @Test func aCellWithNothingDoesNotSizeItself() {
        #expect(cell(.default, nil).contentFittingHeight(forWidth: 390) == nil)
        #expect(cell(.subtitle, "", "").contentFittingHeight(forWidth: 390) == nil)
        let hidden = cell(.default, "Hidden")
        hidden.textLabel?.isHidden = true
        #expect(hidden.contentFittingHeight(forWidth: 390) == nil)
    }

    @Test func aOneLineStockCellIsTheStandard44() {
        #expect(cell(.default, "Hello").contentFittingHeight(forWidth: 390) == 44)
        // A large title line is 44 high: 11 + 44 + 11.
        let large = cell(.default, "Big")
        large.textLabel?.font = .preferredFont(forTextStyle: .largeTitle)
        #expect(large.contentFittingHeight(forWidth: 390) == 66)
    }

    @Test func wrappedTextGrowsTheCellByItsLines() {
        // 390 − 32 = 358 pt holds ⌊358 × 16 / 17⌋ = 336 sixteenths: 9 words a line, so 3 lines.
        #expect(cell(.default, twentyWords, lines: 0).contentFittingHeight(forWidth: 390) == 88)  // 11 + 3 × 22 + 11
        #expect(cell(.default, twentyWords, lines: 2).contentFittingHeight(forWidth: 390) == 66)
        #expect(cell(.default, twentyWords, lines: 1).contentFittingHeight(forWidth: 390) == 44)
        // 600 − 32 = 568 pt holds 534 sixteenths: 14 words, so 2 lines.
        #expect(cell(.default, twentyWords, lines: 0).contentFittingHeight(forWidth: 600) == 66)
    }

    @Test func aSubtitleStacksItsFootnoteDetailUnderTheText() {
        // The reference's stock subtitle row: 22 + 17 (a 13 pt footnote line) + 22.
        #expect(cell(.subtitle, "Title", "Detail").contentFittingHeight(forWidth: 390) == 61)
        #expect(cell(.subtitle, "Title", nil).contentFittingHeight(forWidth: 390) == 44)
    }

    @Test func value1PutsItsLabelsSideBySideWhileTheyFit() {
        #expect(cell(.value1, "Name", "Value").contentFittingHeight(forWidth: 390) == 44)
        // "word word word word" is 140 sixteenths, 148.75 pt at 17 pt: two of them and the 8 pt gap
        // need 305.5 pt, more than 300 − 32: they stack.
        let four = "word word word word"
        #expect(cell(.value1, four, four).contentFittingHeight(forWidth: 340) == 44)
        #expect(cell(.value1, four, four).contentFittingHeight(forWidth: 300) == 66)
    }

    @Test func aStockImageNarrowsTheTextAndSetsTheLeastHeight() {
        let photo = cell(.default, nil)
        photo.imageView?.image = UIImage(named: "photo")  // 44 × 44
        #expect(photo.contentFittingHeight(forWidth: 390) == 66)  // 11 + 44 + 11
        let star = cell(.default, twentyWords, lines: 0)
        star.imageView?.image = UIImage(systemName: "star")  // 22 × 22
        // 390 − 32 − 22 − 16 = 320 pt holds ⌊320 × 16 / 17⌋ = 301 sixteenths: 8 words a line, 3 lines.
        #expect(star.contentFittingHeight(forWidth: 390) == 88)
        // 600 − 32 − 38 = 530 pt holds 498 sixteenths: 13 words a line, 2 lines (without the image
        // 14 would fit: see wrappedTextGrowsTheCellByItsLines).
        #expect(star.contentFittingHeight(forWidth: 600) == 66)
        star.imageView?.isHidden = true
        #expect(star.contentFittingHeight(forWidth: 390) == 88)
    }

    @Test func customContentStacksItsVisibleViewsBetweenTheMargins() {
        let profile = ProfileCell(style: .default, reuseIdentifier: nil)
        profile.name.text = "Ada"
        profile.bio.text = twentyWords
        // Avatar 40 (its constraint), name a 17 pt line (22), bio at 15 pt: 358 pt holds
        // ⌊358 × 16 / 15⌋ = 381 sixteenths, 10 words a line, so 2 lines of 20; the badge is hidden.
        #expect(profile.contentFittingHeight(forWidth: 390) == 124)  // 11 + 40 + 22 + 40 + 11
        profile.bio.text = nil
        // No minimum for custom content.
        profile.avatar.isHidden = true
        #expect(profile.contentFittingHeight(forWidth: 390) == 44)  // 11 + 22 + 11
    }

    @Test func stackViewsStackAlongTheirAxis() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let title = UILabel(), subtitle = UILabel(), toggle = UISwitch()
        title.text = "Wi-Fi"
        subtitle.text = "Connected"
        subtitle.font = .preferredFont(forTextStyle: .footnote)
        let labels = UIStackView(arrangedSubviews: [title, subtitle])
        labels.axis = .vertical
        labels.spacing = 4
        let row = UIStackView(arrangedSubviews: [labels, toggle])
        row.axis = .horizontal
        row.spacing = 8
        cell.contentView.addSubview(row)
        // Vertical: 22 + 4 + 17 = 43; horizontal: the taller of 43 and the 31 pt switch.
        #expect(cell.contentFittingHeight(forWidth: 390) == 65)  // 11 + 43 + 11
        labels.setCustomSpacing(10, after: title)
        #expect(cell.contentFittingHeight(forWidth: 390) == 71)  // 11 + 49 + 11
        labels.isHidden = true
        #expect(cell.contentFittingHeight(forWidth: 390) == 53)  // 11 + 31 + 11
    }

    @Test func imageViewsAndPlainViewsTakeTheirFramesOrTheirContent() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let framed = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let sized = UIImageView(image: UIImage(named: "photo"))  // 44 × 44
        let container = UIView()
        let inner = UILabel()
        inner.text = "Inside"
        container.addSubview(inner)
        for view in [framed, sized, container] { cell.contentView.addSubview(view) }
        #expect(cell.contentFittingHeight(forWidth: 390) == 148)  // 11 + 60 + 44 + 22 + 11
    }

    fileprivate func showNotes(_ texts: [String], screen: Screen) -> (Notes, UITableView, Simulator) {
        let app = Notes(texts)
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        table.register(SubtitleCell.self, forCellReuseIdentifier: "Subtitle")
        table.dataSource = app
        table.delegate = app
        return (app, table, Simulator(showing: table, screen: screen))
    }

    @Test func aUIKitTableSizesEachRowByItsCellAsItAppearsAndRotates() throws {
        let texts = ["Short", twentyWords, "subtitle"] + Array(repeating: "Short", count: 17)
        let (app, table, simulator) = showNotes(texts, screen: Screen(size: Size(width: 390, height: 300)))
        let appeared = simulator.record { simulator.appear() }
        // Rows 44, 88, 61, 44...: six rows reach 300 (the sixth spans 281..<325).
        expectTrace(appeared, [
            "tableView(_:numberOfRowsInSection:) 0 -> 20",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "tableView(_:cellForRowAt:) [0, 2] -> cell#3",
            "tableView(_:cellForRowAt:) [0, 3] -> cell#4",
            "tableView(_:cellForRowAt:) [0, 4] -> cell#5",
            "tableView(_:cellForRowAt:) [0, 5] -> cell#6",
        ])
        let heights = { (0..<9).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height } }
        #expect(heights() == [44, 88, 61, 44, 44, 44, 44, 44, 44])
        // Landscape: row 1's twenty words take two lines at 600 pt, so rows 0 to 5 end at 303 and
        // rows 6 and 7 (to 391) come in below.
        let rotated = simulator.record { simulator.setScreen(Screen(size: Size(width: 600, height: 390))) }
        expectTrace(rotated, [
            "tableView(_:cellForRowAt:) [0, 6] -> cell#7",
            "tableView(_:cellForRowAt:) [0, 7] -> cell#8",
        ])
        #expect(heights() == [44, 66, 61, 44, 44, 44, 44, 44, 44])
        #expect(table.contentSize.height == 919)  // 44 + 66 + 61 + 17 × 44
        withExtendedLifetime(app) {}
    }

    @Test func aLargerTextSizeMakesStockRowsTaller() {
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        UITraitCollection.current = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        let (app, table, simulator) = showNotes(["Short", "subtitle", "Short"], screen: Screen(size: Size(width: 390, height: 300)))
        simulator.appear()
        // Body 21 pt: 26 pt lines (the reference's table), so 11 + 26 + 11, as the core's stock row
        // at XXL; the subtitle's footnote is 17 pt, ⌈17 × 26 / 21⌉ = 22 pt lines.
        let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(heights == [48, 70, 48])
        withExtendedLifetime(app) {}
    }

    @Test func changingTheTextSizeWhileShownRemeasuresTheRowsOnScreen() throws {
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        let texts = ["Short", twentyWords, "subtitle"] + Array(repeating: "Short", count: 17)
        let (app, table, simulator) = showNotes(texts, screen: Screen(size: Size(width: 390, height: 300)))
        simulator.appear()
        final class Heard: @unchecked Sendable { var categories: [String] = [] }
        let heard = Heard()
        let observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { note in
            heard.categories.append((note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory)?.rawValue ?? "?")
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let lines = simulator.record { simulator.setPreferredContentSizeCategory(.extraExtraLarge) }
        // No cell is asked for: the six cells on screen are measured again. Body 21 pt has 26 pt
        // lines; 358 pt holds ⌊358 × 16 / 21⌋ = 272 sixteenths, 7 words a line, so the twenty words
        // take 3 lines. Rows 48, 100, 70, 48, 48 reach 314: row 5 (measured too, as it was on
        // screen) leaves.
        expectTrace(lines, [])
        #expect(heard.categories == ["UICTContentSizeCategoryXXL"])
        let heights = (0..<6).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(heights == [48, 100, 70, 48, 48, 48])
        #expect(table.indexPathsForVisibleRows == (0...4).map { IndexPath(row: $0, section: 0) })
        #expect(table.contentOffset.y == 0)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.textLabel?.font.pointSize == 21 && cell.detailTextLabel?.font.pointSize == 17)
        // The cell that left waits in the pool with its labels at the new size too.
        let pooled = table.simulatedTableView.reusableCells(withIdentifier: "Note")
        #expect(pooled.count == 1)
        #expect((pooled.first as? UITableViewCell.CoreCell)?.owner?.textLabel?.font.pointSize == 21)
        // The same size again changes nothing.
        let again = simulator.record { simulator.setPreferredContentSizeCategory(.extraExtraLarge) }
        expectTrace(again, [])
        #expect(heard.categories.count == 1)
        withExtendedLifetime(app) {}
    }

    @Test func onlyAdjustingLabelsOfCustomContentFollowTheTextSize() {
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        let cell = ProfileCell(style: .default, reuseIdentifier: nil)
        cell.name.adjustsFontForContentSizeCategory = true
        cell.bio.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15), maximumPointSize: 20)
        cell.bio.adjustsFontForContentSizeCategory = true
        cell.badge.font = .preferredFont(forTextStyle: .caption1)
        UITraitCollection.current = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        cell.labelsFollowTextSize()
        #expect(cell.name.font.pointSize == 28)  // headline at AX1
        #expect(cell.name.font.fontName == ".SFUI-Semibold")
        #expect(cell.bio.font.pointSize == 20)  // 15 × 28 / 17 = 24.7, held to its maximum
        #expect(cell.badge.font.pointSize == 12)  // does not adjust
        #expect(cell.textLabel?.font.pointSize == 28)  // stock labels always follow
    }
}
