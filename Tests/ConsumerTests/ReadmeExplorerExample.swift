import TableSim
import TableSimTesting
import Testing

/// The manual's `Explorer` example (the test below is the Explore article's code, checked by
/// `ReadmeExampleTests`): an inbox written correctly, so exploring it finds nothing.
final class Inbox: TableViewDataSource, TableViewDelegate {
    var mails = (1...20).map { "Mail \($0)" }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { mails.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Mail", for: indexPath)
        cell.textLabel?.text = mails[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) {
        mails.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}

@Test func inboxSurvivesExploring() {
    var explorer = Explorer(seed: 1, steps: 2000) { () -> (Inbox, Simulator) in
        let app = Inbox()
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Mail")
        table.dataSource = app
        table.delegate = app
        return (app, Simulator(tableView: table, screen: .default))
    }
    explorer.appAction("network update") { app, simulator in
        app.mails.insert("New mail", at: 0)
        simulator.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    explorer.property("the table's counts equal the model's") { app, simulator in
        simulator.tableView.numberOfRows(inSection: 0) == app.mails.count ? nil : "the counts differ"
    }
    explorer.run()
}
