import TableSim
import TableSimTesting
@testable import TableSimUIKit
import Testing

/// Twenty words of 32 sixteenths each, one space (4) apart: at 17 pt a line of width w holds n
/// words while 36n − 4 ≤ ⌊16w/17⌋ (see ViewsSelfSizingTests).
private let twentyWords = Array(repeating: "word", count: 20).joined(separator: " ")

/// A label with text in a font, ready for constraints.
@MainActor private func label(_ text: String, _ style: UIFont.TextStyle = .body, lines: Int = 1) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .preferredFont(forTextStyle: style)
    label.numberOfLines = lines
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
}

/// A cell with views added to its content view, ready for constraints.
@MainActor private func cell(_ views: UIView...) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    for view in views {
        view.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(view)
    }
    return cell
}

/// A cell whose three views hang from the top margin with nothing below the last: its
/// constraints do not say how tall the content is.
private final class HangingCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let avatar = UIImageView(image: UIImage(systemName: "person.circle"))
        let name = UILabel(), bio = UILabel()
        name.text = "Ada"
        bio.text = "Analyst"
        for view in [avatar, name, bio] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            name.topAnchor.constraint(equalTo: avatar.bottomAnchor),
            bio.topAnchor.constraint(equalTo: name.bottomAnchor),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// Rows of hanging cells.
@MainActor
private final class Hanging: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Hanging", for: indexPath)
    }
}

@MainActor @Suite struct ConstraintSelfSizingTests {
    /// Pins a view's four edges to a layout guide (or a view) with insets.
    func pin(_ view: UIView, to guide: UILayoutAnchorProviding, top: CGFloat = 0, bottom: CGFloat = 0, sides: CGFloat = 0) {
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: guide.topAnchor, constant: top),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -bottom),
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: sides),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -sides),
        ])
    }

    @Test func theContentViewHasTheCellMarginsOfUIKit() {
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(plain.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
    }

    @Test func aLabelPinnedToTheMarginsIsItsTextAndTheMargins() {
        let title = label("Hello")
        let one = cell(title)
        pin(title, to: one.contentView.layoutMarginsGuide)
        #expect(one.contentFittingHeight(forWidth: 390) == 44)  // 11 + 22 + 11
        // Twenty words at 400: the margins leave 368 pt, ⌊368 × 16 / 17⌋ = 346 sixteenths, 9 words
        // a line, 3 lines; pinned to the content view's edges the label has 400 pt, 376
        // sixteenths, 10 words a line, 2 lines.
        let long = label(twentyWords, lines: 0)
        let inMargins = cell(long)
        pin(long, to: inMargins.contentView.layoutMarginsGuide)
        #expect(inMargins.contentFittingHeight(forWidth: 400) == 88)  // 11 + 3 × 22 + 11
        let wide = label(twentyWords, lines: 0)
        let toEdges = cell(wide)
        pin(wide, to: toEdges.contentView, top: 11, bottom: 11)
        #expect(toEdges.contentFittingHeight(forWidth: 400) == 66)  // 11 + 2 × 22 + 11
    }

    @Test func twoLabelsInAChainAddTheirSpacing() {
        let title = label("Title"), detail = label("Detail", .footnote)
        let two = cell(title, detail)
        let margins = two.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        #expect(two.contentFittingHeight(forWidth: 390) == 65)  // 11 + 22 + 4 + 17 + 11
        // The system spacing below is 8 pt; the chain may also end at the content view's bottom.
        let spaced = label("Title"), below = label("Detail", .footnote)
        let system = cell(spaced, below)
        NSLayoutConstraint.activate([
            spaced.topAnchor.constraint(equalTo: system.contentView.topAnchor, constant: 10),
            below.topAnchor.constraint(equalToSystemSpacingBelow: spaced.bottomAnchor, multiplier: 1),
            system.contentView.bottomAnchor.constraint(equalTo: below.bottomAnchor, constant: 10),
        ])
        #expect(system.contentFittingHeight(forWidth: 390) == 67)  // 10 + 22 + 8 + 17 + 10
    }

    @Test func theIssuesThreeShortLinesInAStackAreAbout67() {
        // Issue 21: three short lines in a vertical stack pinned to the margins. Each caption-2
        // line (11 pt) is ⌈11 × 22 / 17⌉ = 15 pt, so 11 + 3 × 15 + 11 = 67.
        let stack = UIStackView(arrangedSubviews: [label("One", .caption2), label("Two", .caption2), label("Three", .caption2)])
        stack.axis = .vertical
        let three = cell(stack)
        pin(stack, to: three.contentView.layoutMarginsGuide)
        #expect(three.contentFittingHeight(forWidth: 390) == 67)
    }

    @Test func anImageBesideALabelTheTallestChainWins() {
        func make(_ text: String) -> UITableViewCell {
            let image = UIImageView(image: UIImage(named: "photo"))  // 44 × 44
            let text = label(text, lines: 0)
            let row = cell(image, text)
            let margins = row.contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                image.topAnchor.constraint(equalTo: margins.topAnchor),
                image.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
                text.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
                text.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                text.topAnchor.constraint(equalTo: margins.topAnchor),
                text.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
            return row
        }
        #expect(make("Short").contentFittingHeight(forWidth: 430) == 66)  // 11 + 44 (the image) + 11
        // The label is 430 − 16 − 16 − 44 − 12 = 342 pt: ⌊342 × 16 / 17⌋ = 321 sixteenths, 9 words
        // a line, 3 lines (the whole 398 pt between the margins would hold 10 words, 2 lines).
        #expect(make(twentyWords).contentFittingHeight(forWidth: 430) == 88)  // 11 + 66 + 11
    }

    @Test func aCentredViewKeepsItsEdgesInsideTheInequalities() {
        let image = UIImageView(image: UIImage(named: "photo"))  // 44 × 44
        let text = label("Name")
        let row = cell(image, text)
        let margins = row.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            image.centerYAnchor.constraint(equalTo: row.contentView.centerYAnchor),
            image.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor, constant: 4),
            image.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            text.topAnchor.constraint(equalTo: margins.topAnchor),
            text.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        // Centred, the image's top is h/2 − 22 ≥ 11 + 4, so h ≥ 74; its bottom needs only 66 and
        // the label 44.
        #expect(row.contentFittingHeight(forWidth: 390) == 74)
    }

    @Test func stackViewsAlongEitherAxisWithTheirSpacing() {
        let vertical = UIStackView(arrangedSubviews: [label("Title"), label("Detail", .footnote)])
        vertical.axis = .vertical
        vertical.spacing = 6
        let stacked = cell(vertical)
        pin(vertical, to: stacked.contentView, top: 10, bottom: 10, sides: 16)
        #expect(stacked.contentFittingHeight(forWidth: 390) == 65)  // 10 + 22 + 6 + 17 + 10
        let horizontal = UIStackView(arrangedSubviews: [label("Wi-Fi"), UISwitch()])
        horizontal.axis = .horizontal
        horizontal.alignment = .center
        horizontal.spacing = 8
        let side = cell(horizontal)
        pin(horizontal, to: side.contentView.layoutMarginsGuide)
        #expect(side.contentFittingHeight(forWidth: 390) == 53)  // 11 + 31 (the switch, the taller) + 11
    }

    @Test func customSpacingMarginsAndHiddenArrangedViews() {
        let first = label("One"), second = label("Two"), third = label("Three")
        let stack = UIStackView(arrangedSubviews: [first, second, third])
        stack.axis = .vertical
        stack.spacing = 4
        stack.setCustomSpacing(12, after: first)
        let row = cell(stack)
        pin(stack, to: row.contentView.layoutMarginsGuide)
        #expect(row.contentFittingHeight(forWidth: 390) == 104)  // 11 + 22 + 12 + 22 + 4 + 22 + 11
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 7, trailing: 0)
        #expect(row.contentFittingHeight(forWidth: 390) == 116)  // and 5 + 7 inside the stack
        stack.isLayoutMarginsRelativeArrangement = false
        // A hidden arranged view takes no room and no spacing: one 12 pt gap is left.
        second.isHidden = true
        #expect(row.contentFittingHeight(forWidth: 390) == 78)  // 11 + 22 + 12 + 22 + 11
        // fillEqually makes every view as tall as the tallest: three 22 pt lines and a 17 pt one
        // become four 22s.
        second.isHidden = false
        stack.addArrangedSubview(label("Four", .footnote))
        stack.distribution = .fillEqually
        #expect(row.contentFittingHeight(forWidth: 390) == 130)  // 11 + 4 × 22 + 12 + 4 + 4 + 11
    }

    @Test func aLowerPriorityHeightYieldsToRequiredOnes() {
        let bar = UIView()
        let capped = cell(bar)
        let tall = bar.heightAnchor.constraint(equalToConstant: 200)
        tall.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([tall, bar.heightAnchor.constraint(lessThanOrEqualToConstant: 120)])
        pin(bar, to: capped.contentView.layoutMarginsGuide)
        #expect(capped.contentFittingHeight(forWidth: 390) == 142)  // 11 + 120 + 11
        // A preferred 60 pt beside a label: the required edges stretch it to the label's height.
        func beside(_ text: String) -> UITableViewCell {
            let box = UIView(), words = label(text, lines: 0)
            let row = cell(box, words)
            let margins = row.contentView.layoutMarginsGuide
            let preferred = box.heightAnchor.constraint(equalToConstant: 60)
            preferred.priority = .defaultHigh
            NSLayoutConstraint.activate([
                preferred,
                box.topAnchor.constraint(equalTo: margins.topAnchor),
                box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                words.topAnchor.constraint(equalTo: margins.topAnchor),
                words.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
            return row
        }
        #expect(beside("Short").contentFittingHeight(forWidth: 390) == 82)  // 11 + 60 + 11
        #expect(beside(twentyWords).contentFittingHeight(forWidth: 390) == 88)  // 11 + 3 × 22 + 11
    }

    @Test func aBottomEdgeBelowRequiredHoldsWhenItCan() {
        // The usual bottom at 999: it holds, as nothing required disagrees.
        let title = label("Title")
        let row = cell(title)
        let bottom = title.bottomAnchor.constraint(equalTo: row.contentView.layoutMarginsGuide.bottomAnchor)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([title.topAnchor.constraint(equalTo: row.contentView.layoutMarginsGuide.topAnchor), bottom])
        #expect(row.contentFittingHeight(forWidth: 390) == 44)
    }

    @Test func withoutConstraintsTheStackingRuleStays() {
        let title = UILabel(), toggle = UISwitch()
        title.text = "Wi-Fi"
        let row = UITableViewCell(style: .default, reuseIdentifier: nil)
        row.contentView.addSubview(title)
        row.contentView.addSubview(toggle)
        #expect(row.contentFittingHeight(forWidth: 390) == 75)  // 11 + 22 + 31 + 11, stacked
        #expect(row.core.selfSizingProblem == nil)
    }

    @Test func constraintsThatLeaveTheHeightOpenAreReportedOnceAndKeepTheDefault() throws {
        let app = Hanging()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(HangingCell.self, forCellReuseIdentifier: "Hanging")
        table.dataSource = app
        let simulator = Simulator(showing: table, screen: Screen(size: Size(width: 390, height: 300)))
        let note = "[tablesim] cannot size HangingCell from its constraints: no chain of constraints reaches the content view's bottom; its row keeps the estimated height"
        let lines = simulator.record { simulator.appear() }
        let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(heights == [44, 44, 44])
        // Once in the trace, as a note, where the first row was measured; not again for the others.
        #expect(lines.filter { $0.kind == .note }.map(\.text) == [note])
        #expect(table.simulatedTableView.selfSizingProblems == [note])
        withExtendedLifetime(app) {}
    }

    @Test func unsupportedAndConflictingLayoutsAreProblemsNotGuesses() {
        let title = label("Title")
        let baseline = cell(title)
        NSLayoutConstraint.activate([
            title.firstBaselineAnchor.constraint(equalTo: baseline.contentView.topAnchor, constant: 30),
            title.bottomAnchor.constraint(equalTo: baseline.contentView.bottomAnchor),
        ])
        #expect(baseline.contentFittingHeight(forWidth: 390) == nil)
        #expect(baseline.core.selfSizingProblem?.text.contains("a baseline constraint") == true)
        // A 40 pt view pinned to both edges of a content view required to be 60 pt cannot hold.
        let bar = UIView()
        let conflicting = cell(bar)
        NSLayoutConstraint.activate([
            bar.heightAnchor.constraint(equalToConstant: 40),
            bar.topAnchor.constraint(equalTo: conflicting.contentView.topAnchor),
            bar.bottomAnchor.constraint(equalTo: conflicting.contentView.bottomAnchor),
            conflicting.contentView.heightAnchor.constraint(equalToConstant: 60),
        ])
        #expect(conflicting.contentFittingHeight(forWidth: 390) == nil)
        #expect(conflicting.core.selfSizingProblem?.text.contains("its constraints conflict") == true)
        // A cycle: each label's top below the other's bottom.
        let a = label("A"), b = label("B")
        let cycle = cell(a, b)
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: b.bottomAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            a.bottomAnchor.constraint(equalTo: cycle.contentView.bottomAnchor),
            b.topAnchor.constraint(greaterThanOrEqualTo: cycle.contentView.topAnchor),
        ])
        #expect(cycle.contentFittingHeight(forWidth: 390) == nil)
        #expect(cycle.core.selfSizingProblem?.text.contains("its constraints conflict") == true)
    }
}
