// The manual's Swift example (Swift tests), word for word: `ReadmeExampleTests` checks that it still shows this
// file's code, so the example compiles and its test runs with the rest.
import TableSim
import TableSimTesting
import Testing

final class Fruits: TableViewDataSource, TableViewDelegate {
    let names = ["Apple", "Banana"]
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}

@Test func tapSelects() throws {
    let app = Fruits()                       // the table holds it weakly, as UIKit does
    let table = TableView(style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Fruit")
    table.dataSource = app
    table.delegate = app
    let simulator = Simulator(tableView: table, screen: .default)
    simulator.appear()
    let lines = try simulator.record { try simulator.tap(IndexPath(row: 1, section: 0)) }
    expectTrace(lines, ["tableView(_:didSelectRowAt:) [0, 1]"])
}
