import Foundation
import TableSim
import TableSimUIKit
import TableSimXCTest
import XCTest

/// The adopting class: a list whose rows cannot be deleted.
@MainActor
class XCTPeopleList: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// A subclass whose delete method Swift never calls, though UIKit would.
@MainActor
final class XCTEditablePeopleList: XCTPeopleList {
    static let commitLine = #line + 1
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

/// UIKit's dispatch rule checked by default in XCTest too: handing the subclass to a table fails the
/// running test at the method, once however often it is handed over.
final class DispatchCheckXCTests: XCTestCase {
    private var captured: [(description: String, file: String, line: Int)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if captured != nil {
            captured?.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testASubclassOnlyMethodFailsTheTestThatHandsItsClassToATable() {
        captured = []
        MainActor.assumeIsolated {
            let table = UITableView(frame: .zero, style: .plain)
            let list = XCTEditablePeopleList()
            table.dataSource = list
            table.dataSource = list
        }
        let recorded = captured ?? []
        captured = nil
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.file, #filePath)
        XCTAssertEqual(recorded.first?.line, MainActor.assumeIsolated { XCTEditablePeopleList.commitLine })
        XCTAssertEqual(
            recorded.first?.description,
            "\(#filePath):\(MainActor.assumeIsolated { XCTEditablePeopleList.commitLine }):10: error: "
                + "'tableView(_:commit:forRowAt:)' is implemented in 'XCTEditablePeopleList', a subclass of 'XCTPeopleList' "
                + "which adopts UITableViewDataSource; Swift never calls it (UIKit would, through respondsToSelector). "
                + "Declare it in 'XCTPeopleList' and override it in 'XCTEditablePeopleList'.\n"
                + "The app gave a table an object of this class: UIKit would call the method and TableSim cannot, so the "
                + "test fails rather than pass without it. (TABLESIM_DISPATCH_CHECK=off turns this check off.)")
    }

    func testTheAdoptingClassItselfPasses() {
        captured = []
        MainActor.assumeIsolated {
            let table = UITableView(frame: .zero, style: .plain)
            let list = XCTPeopleList()
            table.dataSource = list
        }
        XCTAssertEqual(captured?.count, 0)
        captured = nil
    }
}
