import Foundation
import TableSimSnapshotTesting

/// A small table of fruits in the core API, its app kept alive beside the simulator (the table holds
/// its data source weakly, as UIKit does).
final class FruitsApp: TableViewDataSource, TableViewDelegate {
    var names = ["Apple", "Banana", "Cherry"]
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}

/// The app and the simulator showing it.
struct Fixture {
    let app = FruitsApp()
    let simulator: Simulator

    /// The fruits on the default screen: appeared, row 0 tapped, VoiceOver on and moved once.
    init() throws {
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Fruit")
        table.dataSource = app
        table.delegate = app
        simulator = Simulator(tableView: table, screen: .default)
        simulator.appear()
        try simulator.tap(IndexPath(row: 0, section: 0))
        simulator.voiceOver.turnOn()
        try simulator.voiceOver.next()
    }

    /// A change every strategy sees: Banana loses its name (an element with no label, which the
    /// audit reports), the table reloads, and VoiceOver moves on.
    func change() throws {
        app.names[1] = ""
        simulator.tableView.reloadData()
        try simulator.voiceOver.next()
    }
}

/// A folder of its own under the system's temporary folder, for snapshots a test records and removes.
struct TemporaryFolder {
    let path: String
    init() throws {
        path = NSTemporaryDirectory() + "tablesim-snapshots-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    /// The files the folder holds, by name.
    func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }
    /// One file's text.
    func text(of name: String) throws -> String { try String(contentsOfFile: path + "/" + name, encoding: .utf8) }
    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
