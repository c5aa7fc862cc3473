import Foundation
import Testing

@testable import TableSim
@testable import TableSimScenario

/// `search=on` and its options, `search "TEXT"`, `search tap|submit|cancel`, `search scope N|"TITLE"`
/// and `expect searching|search-text|search-scope` (the manual's SearchBehaviour page).
@Suite struct SearchLanguageTests {
    func kinds(_ source: String) throws -> [Statement.Kind] {
        try ScenarioParser(file: "t").parse(source).map(\.kind)
    }

    func error(_ source: String) -> String? {
        ScenarioRunner.replay(source: source, path: "s.scenario").error?.description
    }

    static let table = "table plain search=on scopes=\"All,Fruits\"\nsection \"Fruits\"\nrow \"Apple\"\nrow \"Cherry\"\nappear\n"

    @Test func theOptionsAndTheWordsParse() throws {
        var options = TableOptions()
        options.search.enabled = true
        options.search.placement = .navigationItem
        options.search.scopes = ["All", "Mine"]
        options.search.obscures = true
        options.search.delegate = true
        options.search.placeholder = "Find"
        #expect(try kinds(
            "table search search-in=navigation scopes=\"All,Mine\" obscures=on search-delegate=on search-placeholder=\"Find\"\n"
        ) == [.setup(.table(options))])
        #expect(try kinds("search \"ap\"\nsearch tap\nsearch submit\nsearch cancel\nsearch scope 1\nsearch scope \"Mine\"\n") == [
            .command(.search(.type("ap"))), .command(.search(.tap)), .command(.search(.submit)), .command(.search(.cancel)),
            .command(.search(.scopeIndex(1))), .command(.search(.scopeTitle("Mine"))),
        ])
    }

    @Test func mistakesSayWhatIsExpected() {
        #expect(error("table plain\nrow \"A\"\nappear\nsearch \"a\"\n")?.contains("the screen shows no search bar; declare one with 'table … search=on'") == true)
        #expect(error(Self.table + "search submit\n")?.contains("the search bar is not first responder") == true)
        #expect(error(Self.table + "search cancel\n")?.contains("the search bar shows no Cancel button") == true)
        #expect(error(Self.table + "search scope 1\n")?.contains("the search bar shows no scope bar") == true)
        #expect(error(Self.table + "search tap\nsearch scope 5\n")?.contains("the scope bar has no button 5; it shows \"All\", \"Fruits\"") == true)
        #expect(error(Self.table + "search tap\nsearch scope \"Mine\"\n")?.contains("the scope bar has no button \"Mine\"") == true)
        #expect(error(Self.table + "search\n")?.contains("expected the text to type in quotes") == true)
        #expect(error("table plain search-in=side\n")?.contains("'side' is not a valid value; expected one of header, navigation") == true)
    }

    @Test func typingFiltersCaseInsensitivelyAndCancelShowsEveryRowAgain() throws {
        let engine = try TableSimScenarioTests.engine(running: Self.table + "search \"CH\"\n")
        let search = try #require(engine.simulator?.searchController)
        #expect(search.isActive && search.isEditing && search.text == "CH")
        #expect(engine.tableView?.numberOfRows(inSection: 0) == 1)
        #expect(engine.simulator?.keyboardHeight == 336)
        #expect(StateChecker.actualValue(.searchText, nil, engine) == "\"CH\"")
        #expect(StateChecker.actualValue(.searching, nil, engine) == "on")

        let cancelled = try TableSimScenarioTests.engine(running: Self.table + "search \"CH\"\nsearch cancel\n")
        #expect(cancelled.tableView?.numberOfRows(inSection: 0) == 2)
        #expect(cancelled.simulator?.keyboardHeight == nil)
        #expect(StateChecker.actualValue(.searching, nil, cancelled) == "off")
    }

    @Test func aScopeShowsTheSectionsItNamesAndTheFirstShowsAll() throws {
        let source = "table plain search=on scopes=\"All,Vegetables\"\nsection \"Fruits\"\nrow \"Apple\"\n"
            + "section \"Vegetables\"\nrow \"Pea\"\nappear\nsearch tap\nsearch scope \"Vegetables\"\n"
        let engine = try TableSimScenarioTests.engine(running: source)
        #expect(engine.tableView?.numberOfRows(inSection: 0) == 0 && engine.tableView?.numberOfRows(inSection: 1) == 1)
        #expect(StateChecker.actualValue(.searchScope, nil, engine) == "1")
        let back = try TableSimScenarioTests.engine(running: source + "search scope 0\n")
        #expect(back.tableView?.numberOfRows(inSection: 0) == 1 && back.tableView?.numberOfRows(inSection: 1) == 1)
    }

    @Test func theSearchInvariantHoldsAndNamesABreak() throws {
        let engine = try TableSimScenarioTests.engine(running: Self.table + "search \"a\"\nkeyboard hide\n")
        let simulator = try #require(engine.simulator)
        // `keyboard hide` makes the bar resign first: the bar and the keyboard agree.
        #expect(simulator.searchStateProblem == nil)
        #expect(simulator.searchController?.isEditing == false && simulator.searchController?.isActive == true)
        // Broken on purpose: a bar left first responder with the keyboard down.
        try simulator.tapSearchBar()
        simulator.keyboardHeight = nil
        #expect(simulator.searchStateProblem == "the search bar is first responder but the keyboard is down")
    }

    @Test func searchRowsAreReadOnlyWhileFiltered() throws {
        let engine = try TableSimScenarioTests.engine(running: "table plain search=on\nrow \"Apple\"\nrow \"Cherry\"\nappear\nsearch \"e\"\n")
        let table = try #require(engine.tableView)
        let trace = engine.simulator.map { simulator in simulator.record { try? simulator.swipe(IndexPath(row: 0, section: 0), .left) } }
        // UIKit asks whether the row can be edited and, told no, asks for no swipe actions: the
        // finger only drags the content.
        #expect(trace?.first?.text == "tableView(_:canEditRowAt:) [0, 0] -> false")
        #expect(trace?.contains { $0.text.contains("SwipeActionsConfiguration") } == false)
        #expect(table.indexPathForRowShowingActions == nil)
    }
}

extension SearchLanguageTests {
    @Test func aHeaderBarScrolledAwayCannotBeTappedUntilTheTopShowsAgain() {
        let rows = (1...30).map { "row \"Row \($0)\"" }.joined(separator: "\n")
        let source = "table plain search=on\n" + rows + "\nappear\nscroll by 400\n"
        #expect(error(source + "search \"a\"\n")?.contains("the search bar in the table's header has scrolled off screen") == true)
        #expect(error(source + "scroll top\nsearch \"a\"\nexpect searching on\n") == nil)
    }

    /// Found by the fuzzer: on a screen too short for the keyboard, the search bar began editing and
    /// the app was told before the keyboard was refused. A refused line changes nothing.
    @Test func aKeyboardTheScreenCannotHoldRefusesTheTapBeforeAnythingChanges() {
        let session = ReplSession()
        for line in ["screen 10x1", "table grouped search=on", #"row "Apple""#, "appear"] {
            #expect(session.handle(line: line).error == "", "\(line)")
        }
        let before = session.handle(line: "state").output
        let refused = session.handle(line: #"search "a""#)
        #expect(refused.error.contains("a keyboard height must be more than 0 and less than the screen's 1 points"))
        #expect(refused.output == "")
        #expect(session.handle(line: "state").output == before)
        #expect(session.handle(line: "expect searching off").error == "")
        #expect(session.handle(line: #"expect search-text """#).error == "")
    }

    /// The bar and the dimming view are a window of their own for the finger machine: a finger's
    /// `touch down`/`touch up` there taps the bar (or dismisses), as `tap` does, and never reaches the
    /// row drawn under them; the table hears nothing of the touch itself.
    @Test func aFingerOnTheBarOrTheDimmingViewNeverReachesTheTable() {
        let session = ReplSession()
        for line in ["table plain search=on obscures=on", #"row "Apple""#, #"row "Cherry""#, "appear"] {
            #expect(session.handle(line: line).error == "", "\(line)")
        }
        #expect(session.handle(line: "touch down 100,80").output == "(no callbacks)\n")
        let lifted = session.handle(line: "touch up")
        #expect(lifted.error == "")
        #expect(lifted.output.contains("updateSearchResults(for:)"))
        #expect(!lifted.output.contains("HighlightRowAt") && !lifted.output.contains("SelectRowAt"))
        #expect(session.handle(line: "expect searching on").error == "")
        // The dimming view covers the rows: a finger there dismisses the search, and no row is touched.
        #expect(session.handle(line: "touch down 0.1").output == "(no callbacks)\n")
        let dismissed = session.handle(line: "touch up")
        #expect(dismissed.error == "")
        #expect(!dismissed.output.contains("HighlightRowAt") && !dismissed.output.contains("SelectRowAt"))
        #expect(session.handle(line: "expect searching off").error == "")
        #expect(session.handle(line: "expect selected none").error == "")
    }
}
