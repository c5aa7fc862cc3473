@testable import TableSim
@testable import TableSimScenario
import TableSimUIKit
import Testing

// MARK: Prefetching

/// The prefetch data source's two callbacks called through each layer, as `CallbackAgreementTests`
/// does for the data source's and delegates' (which take a `CoreApp`): the core's default, UIKit's
/// default through the bridge, the declared app, and the gateway's trace.
@Suite @MainActor struct PrefetchingAgreementTests {
    private final class BarePrefetcher: TableViewDataSourcePrefetching {
        var asked: [[IndexPath]] = []
        func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) { asked.append(indexPaths) }
    }

    private final class UIKitPrefetcher: UITableViewDataSourcePrefetching {
        var calls: [String] = []
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { calls.append("prefetch \(indexPaths)") }
    }

    private final class UIKitCanceller: UITableViewDataSourcePrefetching {
        var calls: [String] = []
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { calls.append("prefetch") }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            calls.append("cancel \(indexPaths)")
        }
    }

    private let rows = [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)]

    @Test func theCoresCancelDefaultIsNotImplementedAndTheGatewayTracesNothingForIt() throws {
        let table = TableView(style: .plain)
        let app = BarePrefetcher()
        table.prefetchDataSource = app
        try table.callPrefetchRows(at: rows)
        try table.callCancelPrefetching(forRowsAt: rows)
        try table.callCancelPrefetching(forRowsAt: rows)
        #expect(table.trace.map(\.text) == ["tableView(_:prefetchRowsAt:) [[0, 3], [0, 4]]"])
        #expect(app.asked == [rows])
        #expect(table.gateway.unimplementedSelectors == [.cancelPrefetchingForRowsAt])
    }

    @Test func theBridgeForwardsToTheUIKitObjectAndItsDefaultIsUIKits() throws {
        let table = UITableView(frame: .zero, style: .plain)
        let bare = UIKitPrefetcher()
        table.prefetchDataSource = bare
        let core = table.simulatedTableView
        #expect(table.prefetchDataSource === bare)
        try core.callPrefetchRows(at: rows)
        try core.callCancelPrefetching(forRowsAt: rows)
        #expect(bare.calls == ["prefetch [[0, 3], [0, 4]]"])
        #expect(core.trace.map(\.text) == ["tableView(_:prefetchRowsAt:) [[0, 3], [0, 4]]"])

        let full = UIKitCanceller()
        table.prefetchDataSource = full
        try core.callCancelPrefetching(forRowsAt: rows)
        #expect(full.calls == ["cancel [[0, 3], [0, 4]]"])
        #expect(core.trace.last?.text == "tableView(_:cancelPrefetchingForRowsAt:) [[0, 3], [0, 4]]")
        let shape = try #require(core.trace.last).shape
        #expect(shape.arguments == CallbackSelector.cancelPrefetchingForRowsAt.declaration.tracedArgumentCount)
        #expect(!shape.hasResult)

        table.prefetchDataSource = nil
        #expect(core.prefetchDataSource == nil)
    }

    @Test func theDeclaredAppAnswersBothUnlessOmitted() throws {
        var setup = TableSetup()
        for statement in try ScenarioParser(file: "<agreement>").parse("table plain prefetch=on\nrow \"A\"") {
            if case .setup(let line) = statement.kind { setup.declare(line) }
        }
        let app = DeclaredApp(setup: setup)
        #expect(app.responds(to: .prefetchRowsAt) && app.responds(to: .cancelPrefetchingForRowsAt))
        let table = TableView(style: .plain)
        table.prefetchDataSource = app
        try table.callPrefetchRows(at: rows)
        try table.callCancelPrefetching(forRowsAt: rows)
        #expect(table.trace.map(\.text) == [
            "tableView(_:prefetchRowsAt:) [[0, 3], [0, 4]]", "tableView(_:cancelPrefetchingForRowsAt:) [[0, 3], [0, 4]]",
        ])
    }
}
