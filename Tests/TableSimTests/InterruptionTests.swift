import Testing

@testable import TableSim

/// The clock's interruption hook: it only stops a command early; a hook that never asks changes nothing.
@Suite struct InterruptionTests {
    /// The table holds its app weakly, as UIKit does: the caller keeps the app alive, or the flick's
    /// first new row finds no data source and the app crashes.
    private func make() -> (Simulator, SectionsController) {
        let app = SectionsController(rowsPerSection: [1000])
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = app
        table.delegate = app
        let simulator = Simulator(tableView: table, screen: Screen(size: Size(width: 390, height: 300)))
        simulator.appear()
        return (simulator, app)
    }

    @Test func aHookThatNeverAsksChangesNothing() throws {
        let (plain, plainApp) = make()
        let (hooked, hookedApp) = make()
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
        withExtendedLifetime((plainApp, hookedApp)) {}
    }

    @Test func aRequestStopsTheFlickAtThatFrameWithTheFingerDown() throws {
        let (simulator, app) = make()
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
        withExtendedLifetime(app) {}
    }
}
