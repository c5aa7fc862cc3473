import Testing

@testable import TableSim

/// The clock's interruption hook: it only stops a command early; a hook that never asks changes nothing.
@Suite struct InterruptionTests {
    private func make() -> Simulator {
        let app = SectionsController(rowsPerSection: [1000])
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = app
        table.delegate = app
        let simulator = Simulator(tableView: table, screen: Screen(size: Size(width: 390, height: 300)))
        simulator.appear()
        return simulator
    }

    @Test func aHookThatNeverAsksChangesNothing() throws {
        let plain = make()
        let hooked = make()
        var polls = 0
        hooked.interruptionRequested = {
            polls += 1
            return false
        }
        let expected = try plain.record { try plain.flick(from: Point(x: 100, y: 200), distance: -300, duration: 800) }
        let actual = try hooked.record { try hooked.flick(from: Point(x: 100, y: 200), distance: -300, duration: 800) }
        #expect(actual == expected)
        #expect(polls >= 50, "polled once per frame of the 800 ms flick")
        #expect(hooked.interruptedAt == nil)
        #expect(hooked.tableView.contentOffset == plain.tableView.contentOffset)
        #expect(hooked.now == plain.now)
    }

    @Test func aRequestStopsTheFlickAtThatFrameWithTheFingerDown() throws {
        let simulator = make()
        var polls = 0
        simulator.interruptionRequested = {
            polls += 1
            return polls == 10
        }
        try simulator.flick(from: Point(x: 100, y: 200), distance: -300, duration: 86_400_000)
        #expect(simulator.interruptedAt == 144)
        #expect(simulator.now == 144)
        #expect(simulator.isFingerDown)
        #expect(simulator.tableView.isTracking)
    }
}
