import Synchronization
import TableSimTesting
import Testing

/// `expectUIKitDispatch(sources:)` records one issue per finding, with the CLI's text.
@Suite struct ExpectUIKitDispatchTests {
    /// The comments of the issues `body` records, in order.
    private func recordedIssues(_ body: () -> Void) -> [String] {
        let comments = Mutex<[String]>([])
        withKnownIssue {
            body()
        } matching: { issue in
            comments.withLock { $0 += issue.comments.map(\.rawValue) }
            return true
        }
        return comments.withLock { $0 }
    }

    @Test func theIssuesExampleIsReportedFromAPathBesideTheTest() {
        let folder = #filePath.replacingOccurrences(of: "ExpectUIKitDispatchTests.swift", with: "Fixtures/Notes")
        let tail = "; Swift never calls it (UIKit would, through respondsToSelector). "
            + "Declare it in 'NotesBase' and override it in 'NotesList'."
        let adopts = "' is implemented in 'NotesList', a subclass of 'NotesBase' which adopts UITableViewDataSource"
        #expect(recordedIssues { expectUIKitDispatch(sources: ["Fixtures/Notes"]) } == [
            "\(folder)/NotesList.swift:5:10: error: 'numberOfSections(in:)" + adopts + tail,
            "\(folder)/NotesList.swift:9:10: error: 'tableView(_:titleForHeaderInSection:)" + adopts + tail,
            "\(folder)/NotesList.swift:13:10: error: 'tableView(_:commit:forRowAt:)" + adopts + tail,
            "\(folder)/NotesList.swift:18:10: error: 'tableView(_:moveRowAt:to:)" + adopts + tail,
            "\(folder)/NotesList.swift:23:10: warning: 'tableView(_:heightForRowAtIndexPath:)' in 'NotesList' is the "
                + "Swift 2 name of UITableViewDelegate's 'tableView(_:heightForRowAt:)', so the table never calls it; "
                + "UIKit's signature is 'func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat'.",
        ])
    }

    @Test func correctSourcesRecordNothing() {
        expectUIKitDispatch(sources: ["Fixtures/Notes/NotesBase.swift"])
    }

    @Test func aMissingPathIsAnIssueRatherThanAPass() {
        #expect(recordedIssues { expectUIKitDispatch(sources: ["/nonexistent/Screens"]) } == [
            "error: cannot read '/nonexistent/Screens': no such file or directory"
        ])
    }
}
