import TableSim

/// A simulator showing a new plain table whose cells are registered as `TableViewCell` under one
/// identifier, with an app as its data source (and delegate, when it is one). The table holds the
/// app weakly, as UIKit does: the caller keeps the app alive.
func simulating(
    _ app: some TableViewDataSource, cellIdentifier: String = "Item", style: TableViewStyle = .plain
) -> Simulator {
    let table = TableView(style: style)
    table.register(TableViewCell.self, forCellReuseIdentifier: cellIdentifier)
    table.dataSource = app
    table.delegate = app as? any TableViewDelegate
    return Simulator(tableView: table)
}

/// The smallest app: one section of `count` rows, each a `TableViewCell` dequeued as "Item"; tests
/// change `count` to make the data disagree with the table.
final class CountedRows: TableViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    }
}
