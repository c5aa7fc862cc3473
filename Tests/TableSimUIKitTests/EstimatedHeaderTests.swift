import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

@MainActor
private final class Estimating: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 20 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "S\(section)" }
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 30 }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 60 }
}

@Test @MainActor func headerHeightsAreEstimatedAtLoadAndAskedAsHeadersAppear() throws {
    let app = Estimating()
    let table = UITableView(frame: .zero, style: .plain)
    table.dataSource = app
    table.delegate = app
    let simulator = Simulator(showing: table)
    let lines = simulator.record { simulator.appear() }.map(\.text)
    let estimates = lines.filter { $0.hasPrefix("tableView(_:estimatedHeightForHeaderInSection:)") }
    let heights = lines.filter { $0.hasPrefix("tableView(_:heightForHeaderInSection:)") }
    #expect(estimates == (0..<20).map { "tableView(_:estimatedHeightForHeaderInSection:) \($0) -> 30" })
    // Sections of 60 + 3 × 44 = 192 points: sections 0…4 reach the 844-point screen once measured.
    #expect(heights == (0..<5).map { "tableView(_:heightForHeaderInSection:) \($0) -> 60" })
    // Each section's header height is asked before its first cell.
    let firstCellOfSection1 = try #require(lines.firstIndex(of: "tableView(_:cellForRowAt:) [1, 0] -> cell#4"))
    let headerOfSection1 = try #require(lines.firstIndex(of: "tableView(_:heightForHeaderInSection:) 1 -> 60"))
    #expect(headerOfSection1 < firstCellOfSection1)
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 192, width: 390, height: 60))
    #expect(table.rectForHeader(inSection: 10) == CGRect(x: 0, y: 5 * 192 + 5 * 162, width: 390, height: 30))
    #expect(table.contentSize.height == CGFloat(5 * 192 + 15 * 162))

    // Scrolling on asks the headers that come into view. Section 8 starts at 5 × 192 + 3 × 162 = 1446,
    // above the new top: its header grows by 30 and the offset moves with it, so what shows stays put.
    let scrolled = simulator.record { table.contentOffset = CGPoint(x: 0, y: 1500) }.map(\.text)
    #expect(scrolled.filter { $0.hasPrefix("tableView(_:heightForHeaderInSection:)") } == (8..<13).map {
        "tableView(_:heightForHeaderInSection:) \($0) -> 60"
    })
    #expect(table.contentOffset.y == 1530)
}
