import TableSim
import TableSimTesting
import Testing

/// One plain section of stock rows under a title header, with a footer title.
private final class TitledSectionApp: TableViewDataSource, TableViewDelegate {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? TableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Fruits" }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { "Tap a fruit to select it" }
}

/// Two sections whose headers the delegate sizes: 30 pt for the first, `automaticDimension` for the second.
private final class SizedHeadersApp: TableViewDataSource, TableViewDelegate {
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? TableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Sized" : "Automatic" }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        section == 0 ? 30 : TableView.automaticDimension
    }
}

@Suite struct DynamicTypeHeaderTests {
    private func show(_ app: TitledSectionApp, at category: ContentSizeCategory) -> Simulator {
        let table = TableView()
        table.dataSource = app
        table.delegate = app
        let simulator = Simulator(tableView: table, screen: Screen(size: Size(width: 390, height: 600)))
        simulator.setTextSize(category)
        simulator.appear()
        return simulator
    }

    @Test func titleHeadersAndFootersGrowWithTheTextSize() {
        let app = TitledSectionApp()
        // L: the plain 28 pt views. AX3: a headline line of 48 + 6; the footnote footer (33 pt) still
        // fits its 140 sixteenths of an em (288.75 pt) on one line of the footnote's own leading,
        // 18 × 33/13 → 46, + 10 (28 less the footnote's 18 at L). AX5: 63 + 6; the 44 pt footer needs
        // 385 pt, more than the 358 between the margins, so two 61 pt lines + 10.
        for (category, header, footer) in [
            (ContentSizeCategory.large, 28.0, 28.0), (.accessibilityExtraLarge, 54, 56), (.accessibilityExtraExtraExtraLarge, 69, 132),
        ] {
            let table = show(app, at: category).tableView
            #expect(table.rectForHeader(inSection: 0).height == header, "\(category)")
            #expect(table.rectForFooter(inSection: 0).height == footer, "\(category)")
        }
    }

    @Test func aHeaderTheDelegateAnswersAutomaticForFollowsAChangeAsAtLoad() {
        let app = SizedHeadersApp()
        let table = TableView()
        table.dataSource = app
        table.delegate = app
        let simulator = Simulator(tableView: table, screen: Screen(size: Size(width: 390, height: 600)))
        simulator.setTextSize(.large)
        simulator.appear()
        #expect([0, 1].map { table.rectForHeader(inSection: $0).height } == [30, 28])
        let lines = simulator.record { simulator.setTextSize(.accessibilityExtraExtraExtraLarge) }
        // Not asked again (every section would be asked): the answer at load decides. The sized header
        // keeps 30; the automatic one takes the title rule at AX5, as the same table loaded there does.
        expectTrace(lines, [])
        #expect([0, 1].map { table.rectForHeader(inSection: $0).height } == [30, 69])
    }

    @Test func aChangeWhileShownResizesTitleViewsAndKeepsATableAtItsTop() {
        let app = TitledSectionApp()
        let simulator = show(app, at: .large)
        let table = simulator.tableView
        let lines = simulator.record { simulator.setTextSize(.accessibilityExtraExtraExtraLarge) }
        // At its top the table stays there: no scroll, the header in view. Rows 0–6 (85 pt each below
        // the 69 pt header) reach past 600 pt; rows 7 to 12 leave, which this app does not hear.
        expectTrace(lines, [])
        #expect(table.contentOffset.y == 0)
        #expect(table.rectForHeader(inSection: 0).height == 69)
        #expect(table.rectForFooter(inSection: 0).height == 132)
        #expect(table.indexPathsForVisibleRows == (0...6).map { IndexPath(row: $0, section: 0) })
        // Back to L: every title view takes its L height again.
        _ = simulator.record { simulator.setTextSize(.large) }
        #expect(table.rectForHeader(inSection: 0).height == 28)
        #expect(table.rectForFooter(inSection: 0).height == 28)
    }
}
