@testable import TableSim
@testable import TableSimScenario
import TableSimUIKit
import Testing

// MARK: Drag and drop

/// The drag and drop delegates' callbacks through each layer, as `CallbackAgreementTests` does for
/// the data source's and delegates' (which take a `CoreApp`): the core's defaults, UIKit's defaults
/// through the bridge, the declared app, and the gateway's trace.
@Suite @MainActor struct DragDropAgreementTests {
    /// A core drag delegate implementing only the required method, and a drop delegate likewise.
    private final class BareDragger: TableViewDragDelegate, TableViewDropDelegate {
        func tableView(_ tableView: TableView, itemsForBeginning session: any DragSession, at indexPath: IndexPath) -> [DragItem] {
            [DragItem(text: "A")]
        }
        func tableView(_ tableView: TableView, performDropWith coordinator: any TableViewDropCoordinator) {}
    }

    /// The same in UIKit's names.
    private final class UIKitDragger: UITableViewDragDelegate, UITableViewDropDelegate {
        var calls: [String] = []
        func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
            calls.append("items \(indexPath)")
            return [UIDragItem(itemProvider: NSItemProvider(object: "A" as NSString))]
        }
        func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
            calls.append("drop \(coordinator.destinationIndexPath.map { "\($0)" } ?? "nil")")
        }
    }

    /// A table with two rows, shown, with a drag and drop delegate.
    private func shown(_ table: TableView, source: TableViewDataSource & TableViewDelegate) -> Simulator {
        table.dataSource = source
        table.delegate = source
        let simulator = Simulator(tableView: table)
        simulator.appear()
        table.dragInteractionEnabled = true
        return simulator
    }

    private func declaredApp(_ line: String) throws -> DeclaredApp {
        var setup = TableSetup()
        for statement in try ScenarioParser(file: "<agreement>").parse(line + "\nrow \"A\"\nrow \"B\"") {
            if case .setup(let setupLine) = statement.kind { setup.declare(setupLine) }
        }
        return DeclaredApp(setup: setup)
    }

    @Test func theCoresDefaultsAreNotImplementedAndTheGatewayTracesOnlyTheRequiredMethods() throws {
        let app = try declaredApp("table plain")
        let table = TableView(style: .plain)
        let simulator = shown(table, source: app)
        let bare = BareDragger()
        table.dragDelegate = bare
        table.dropDelegate = bare
        let start = table.trace.count
        try simulator.dragByLongPress(IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        let lines = table.trace[start...].map(\.text).filter { $0.contains("session") || $0.contains("coordinator") }
        // Not implemented: no dropSessionDidUpdate, so the table's own reorder proposes the move and lands it.
        #expect(lines == ["tableView(_:itemsForBeginning:at:) session [0, 0] -> [item \"A\"]"])
        // Each optional method called was found not implemented on its first call; those never called were not.
        let found = table.gateway.unimplementedSelectors.filter { $0.owner == .dragDelegate || $0.owner == .dropDelegate }
        #expect(found == [
            .dragPreviewParametersForRowAt, .dragSessionWillBegin, .dragSessionIsRestrictedToDraggingApplication,
            .dragSessionAllowsMoveOperation, .dragSessionDidEnd, .canHandle, .dropSessionDidEnter, .dropSessionDidUpdate,
            .dropSessionDidEnd,
        ])
        #expect(table.trace.contains { $0.text == "tableView(_:moveRowAt:to:) [0, 0] [0, 1]" })
    }

    @Test func theBridgeForwardsToTheUIKitObjectsAndTheirDefaultsAreUIKits() throws {
        let table = UITableView(frame: .zero, style: .plain)
        let app = UIKitDragger()
        table.dragDelegate = app
        table.dropDelegate = app
        #expect(table.dragDelegate === app && table.dropDelegate === app)
        let core = table.simulatedTableView
        let landed = try core.dropFromOutside([DragItem(text: "Kiwi")], at: IndexPath(row: 0, section: 0))
        // UIKit's default proposal (dropSessionDidUpdate not implemented) cancels a drop from outside.
        #expect(!landed)
        #expect(app.calls.isEmpty)
        #expect(core.trace.isEmpty)
        table.dragDelegate = nil
        table.dropDelegate = nil
        #expect(core.dragDelegate == nil && core.dropDelegate == nil)
    }

    @Test func theDeclaredAppAnswersEveryOneUnlessOmittedAndProposesByWhereTheDragBegan() throws {
        let app = try declaredApp("table plain drag=on drop=insert")
        for selector in CallbackSelector.allCases where selector.owner == .dragDelegate || selector.owner == .dropDelegate {
            #expect(app.responds(to: selector), "\(selector.rawValue)")
        }
        let table = TableView(style: .plain)
        _ = shown(table, source: app)
        table.dropDelegate = app
        #expect(try table.dropFromOutside([DragItem(text: "Kiwi")], at: IndexPath(row: 1, section: 0)))
        #expect(table.trace.contains { $0.text == "tableView(_:performDropWith:) coordinator" })
        #expect(table.numberOfRows(inSection: 0) == 3)
        let omitted = try declaredApp("table plain drop=insert\nomit tableView(_:canHandle:)")
        #expect(!omitted.responds(to: .canHandle))
    }
}
