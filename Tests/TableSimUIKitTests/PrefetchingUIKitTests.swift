import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

// MARK: Prefetching

/// A photo list written as for UIKit: a view controller whose table has it as data source and
/// prefetch data source, starting and cancelling loads as the table asks.
@MainActor
private final class PhotosViewController: UIViewController, UITableViewDataSource, UITableViewDataSourcePrefetching {
    let tableView = UITableView(frame: .zero, style: .plain)
    var loading: Set<IndexPath> = []
    var cancelled: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view = tableView
        tableView.rowHeight = 100
        tableView.dataSource = self
        tableView.prefetchDataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000_000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Photo") ?? UITableViewCell(style: .default, reuseIdentifier: "Photo")
        cell.textLabel?.text = "Photo \(indexPath.row)"
        loading.remove(indexPath)
        return cell
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        loading.formUnion(indexPaths)
    }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        loading.subtract(indexPaths)
        cancelled += indexPaths
    }
}

/// A prefetch data source that leaves the optional cancel method out.
@MainActor
private final class LoadOnly: UIViewController, UITableViewDataSource, UITableViewDataSourcePrefetching {
    let tableView = UITableView(frame: .zero, style: .plain)
    override func viewDidLoad() {
        super.viewDidLoad()
        view = tableView
        tableView.rowHeight = 100
        tableView.dataSource = self
        tableView.prefetchDataSource = self
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
}

@MainActor
@Suite struct PrefetchingUIKitTests {
    private static func rows(_ range: ClosedRange<Int>) -> String {
        "[" + range.map { "[0, \($0)]" }.joined(separator: ", ") + "]"
    }

    @Test func aFlickAsksForTheRowsAheadAndTurningBackCancelsThem() throws {
        let controller = PhotosViewController()
        let simulator = try Simulator(showing: controller)
        simulator.appear()
        // Loading asks for nothing ahead: prefetching follows scrolling.
        #expect(controller.loading.isEmpty)

        let up = try simulator.record { try simulator.flick(from: simulator.flickStartPoint, distance: -60, duration: 80) }
        // The rows one screen below are asked for, nearest first; the row that then comes on screen
        // is the table's own request (cellForRowAt) and leaves the rows being loaded.
        expectTrace(up, [
            "tableView(_:prefetchRowsAt:) " + Self.rows(8...16),
            "tableView(_:cellForRowAt:) [0, 8] -> cell#9",
        ])
        #expect(controller.loading == Set((9...16).map { IndexPath(row: $0, section: 0) }))
        #expect(controller.tableView.isPrefetchingEnabled)

        // Turning back: the rows below that never came are cancelled, then the rows above are asked for.
        simulator.wait(milliseconds: 1000)
        let down = try simulator.record { try simulator.flick(from: simulator.flickStartPoint, distance: 60, duration: 80) }
        // (The first flick's deceleration carried the content to rows 3 to 11, asking for 17 to 20 on the way.)
        expectTrace(down, [
            "tableView(_:cancelPrefetchingForRowsAt:) " + Self.rows(12...20),
            "tableView(_:prefetchRowsAt:) [[0, 2], [0, 1], [0, 0]]",
            "tableView(_:cellForRowAt:) [0, 2] -> cell#3",
        ])
        #expect(controller.cancelled == (12...20).map { IndexPath(row: $0, section: 0) })
        #expect(controller.loading == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(controller.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 2, section: 0))
    }

    @Test func prefetchingOffOrWithoutCancelAsksNothingMore() throws {
        let controller = PhotosViewController()
        let simulator = try Simulator(showing: controller)
        simulator.appear()
        controller.tableView.isPrefetchingEnabled = false
        let off = try simulator.record { try simulator.flick(from: simulator.flickStartPoint, distance: -60, duration: 80) }
        #expect(!off.contains { $0.text.contains("Prefetch") })

        // Without cancelPrefetchingForRowsAt, turning back only asks for the rows on the other side.
        let plain = LoadOnly()
        let other = try Simulator(showing: plain)
        other.appear()
        try other.flick(from: other.flickStartPoint, distance: -60, duration: 80)
        other.wait(milliseconds: 1000)
        let back = try other.record { try other.flick(from: other.flickStartPoint, distance: 60, duration: 80) }
        #expect(!back.contains { $0.text.hasPrefix("tableView(_:cancelPrefetchingForRowsAt:)") })
        #expect(back.contains { $0.text.hasPrefix("tableView(_:prefetchRowsAt:)") })
    }
}
