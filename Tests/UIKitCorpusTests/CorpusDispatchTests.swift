import TableSimTesting
import Testing

/// The dispatch check (`tablesim check-uikit`) over each corpus app's sources: every table method they
/// implement is one Swift calls.
@Suite struct CorpusDispatchTests {
    @Test(arguments: ["NetNewsWire", "LoopKit", "GoMap", "UITableViewSwipeActions", "FeedbackExamples", "Unwrap", "WireGuard", "iMast"])
    func everyTableMethodInTheAppIsOneSwiftCalls(app: String) {
        expectUIKitDispatch(sources: ["Corpus/\(app)"])
    }
}
