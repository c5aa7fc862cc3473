import Foundation
import TableSim
import TableSimTesting
import Testing

/// A data source that answers a negative number of sections.
private final class NegativeSections: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { -1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    }
}

/// Issue 25: negative row and section counts from a data source. UIKit sizes its row data with the
/// count read as an unsigned size, the allocation fails, and it raises; they were read as 0 before.
@Suite struct NegativeCountTests {
    @Test func aNegativeRowCountRaisesUIKitsAllocationFailure() {
        let app = CountedRows(count: -1)
        let simulator = simulating(app)
        var lines: [TraceLine] = []
        expectUIKitException("Failed to allocate data stores for -1 rows in section 0") {
            lines = simulator.record { simulator.appear() }
        }
        #expect(lines.map(\.text).contains { $0.hasPrefix("tableView(_:numberOfRowsInSection:) 0 -> -1") })
        #expect(
            lines.last?.text
                == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                + "'Failed to allocate data stores for -1 rows in section 0. Consider using fewer rows'")
        #expect(!lines.contains { $0.text.hasPrefix("tableView(_:cellForRowAt:)") })
        withExtendedLifetime(app) {}
    }

    @Test func aNegativeSectionCountRaisesUIKitsAllocationFailure() {
        let app = NegativeSections()
        let simulator = simulating(app)
        var lines: [TraceLine] = []
        expectUIKitException("Failed to allocate data stores for -1 sections") {
            lines = simulator.record { simulator.appear() }
        }
        #expect(
            lines.last?.text
                == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                + "'Failed to allocate data stores for -1 sections. Consider using fewer sections.'")
        #expect(!lines.contains { $0.text.hasPrefix("tableView(_:numberOfRowsInSection:)") })
        withExtendedLifetime(app) {}
    }
}
