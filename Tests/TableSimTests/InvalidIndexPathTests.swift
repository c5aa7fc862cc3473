import Foundation
import TableSim
import TableSimTesting
import Testing

/// App code that passes index paths the table does not have, negative ones included (UIKit reads
/// them as `NSUInteger`): UIKit's exception, never a trap in the simulator.
@Suite struct InvalidIndexPathTests {
    func shownTable() -> (CountedRows, TableView, Simulator) {
        let app = CountedRows(count: 3)
        let simulator = simulating(app)
        simulator.appear()
        return (app, simulator.tableView, simulator)
    }

    let huge = "18446744073709551615"

    @Test func deletingANegativeRowRaisesTheOutOfRangeText() {
        let (app, table, simulator) = shownTable()
        app.count = 2
        var lines: [TraceLine] = []
        expectUIKitException("attempt to delete row \(huge)") {
            lines = simulator.record { table.deleteRows(at: [IndexPath(row: -1, section: 0)], with: .fade) }
        }
        expectTrace(lines, [
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                + "'attempt to delete row \(huge) from section 0 which only contains 3 rows before the update'",
        ])
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test func insertingAtANegativeRowRaisesTheOutOfRangeText() {
        let (app, table, simulator) = shownTable()
        app.count = 4
        var lines: [TraceLine] = []
        expectUIKitException("attempt to insert row \(huge)") {
            lines = simulator.record { table.insertRows(at: [IndexPath(row: -1, section: 0)], with: .fade) }
        }
        #expect(
            lines.last?.text
                == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                + "'attempt to insert row \(huge) into section 0, but there are only 4 rows in section 0 after the update'")
    }

    @Test func movingAndReloadingNegativeRowsRaise() {
        let (app, table, _) = shownTable()
        expectUIKitException("attempt to move index path") {
            table.moveRow(at: IndexPath(row: -1, section: 0), to: IndexPath(row: 1, section: 0))
        }
        #expect(table.exception?.reason.hasPrefix("attempt to move index path (<NSIndexPath: 0x") == true)
        #expect(table.exception?.reason.contains("path = 0 - \(huge)}) that does not exist") == true)

        let (otherApp, other, _) = shownTable()
        expectUIKitException("attempt to delete row \(huge)") {
            other.reloadRows(at: [IndexPath(row: -1, section: 0)], with: .fade)
        }
        #expect(other.exception?.reason.hasPrefix("attempt to delete row \(huge) from section 0") == true)
        withExtendedLifetime((app, otherApp)) {}
    }

    @Test func rectsOfRowsAndSectionsTheTableDoesNotHaveRaise() {
        let (app, table, _) = shownTable()
        var rect: Rect?
        expectUIKitException("request for rect at invalid index path") { rect = table.rectForRow(at: IndexPath(row: 7, section: 0)) }
        #expect(rect == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(
            table.exception?.reason
                == "request for rect at invalid index path (<NSIndexPath: 0xc000000000e00016> {length = 2, path = 0 - 7})")

        let (otherApp, other, _) = shownTable()
        expectUIKitException("request for rect of invalid section") { _ = other.rectForHeader(inSection: -1) }
        #expect(other.exception?.reason == "request for rect of invalid section (\(huge))")
        withExtendedLifetime((app, otherApp)) {}
    }

    @Test func scrollingToANegativeRowPrintsItUnsigned() {
        let (app, table, _) = shownTable()
        expectUIKitException("row (\(huge)) beyond bounds") {
            table.scrollToRow(at: IndexPath(row: -1, section: 0), at: .top, animated: false)
        }
        #expect(
            table.exception?.reason
                == "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: row (\(huge)) beyond "
                + "bounds (3) for section (0).")
        withExtendedLifetime(app) {}
    }

    @Test func questionsAboutSectionsTheTableDoesNotHaveAnswerNothing() {
        let (app, table, _) = shownTable()
        #expect(table.numberOfRows(inSection: 5) == 0)
        #expect(table.headerTitle(forSection: -1) == nil)
        #expect(table.footerTitle(forSection: 9) == nil)
        #expect(table.exception == nil)
        withExtendedLifetime(app) {}
    }
}
