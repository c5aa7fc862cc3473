import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// A registered header view class, dequeued in viewForHeaderInSection.
private final class TitleHeader: UITableViewHeaderFooterView {
    var reuses = 0
    override func prepareForReuse() { reuses += 1 }
}

@MainActor
private final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
    var plainFooter = UIView()
    func numberOfSections(in tableView: UITableView) -> Int { 30 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        header?.textLabel?.text = "Section \(section)"
        return header
    }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        section == 0 ? plainFooter : nil
    }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { section == 0 ? 10 : 0 }
}

@Test @MainActor func headerViewsComeFromTheDelegateAndAreReused() throws {
    let app = Sections()
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.register(TitleHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
    table.dataSource = app
    table.delegate = app
    let simulator = Simulator(showing: table)
    let appear = simulator.record { simulator.appear() }
    let headerLines = appear.map(\.text).filter { $0.contains("viewFor") }
    // Rows of 44 and headers of 40: sections 0…6 reach the 844-point screen (128 per section + a footer).
    #expect(headerLines.prefix(3) == [
        "tableView(_:viewForHeaderInSection:) 0 -> header#1",
        "tableView(_:viewForFooterInSection:) 0 -> footer#2",
        "tableView(_:viewForHeaderInSection:) 1 -> header#3",
    ])
    let header = try #require(table.headerView(forSection: 1) as? TitleHeader)
    #expect(header.textLabel?.text == "Section 1")
    #expect(header.frame == CGRect(x: 0, y: 138, width: 390, height: 40))
    #expect(table.footerView(forSection: 0) == nil)  // a plain UIView footer is not a header-footer view

    // Scrolling far down brings the first headers back out of the pool, reset by prepareForReuse.
    try simulator.flick(from: simulator.flickStartPoint, distance: -600, duration: 100)
    simulator.wait(milliseconds: 3000)
    let shown = table.simulatedTableView.displayedHeaderSections
    let headers = try shown.map { try #require(table.headerView(forSection: $0) as? TitleHeader) }
    #expect(shown.first ?? 0 > 6)
    #expect(headers.map { $0.textLabel?.text } == shown.map { "Section \($0)" })
    #expect(headers.contains { $0.reuses > 0 })
}
