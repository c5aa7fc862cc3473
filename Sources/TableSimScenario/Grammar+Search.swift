import TableSim

// Search in the scenario language (the manual's SearchBehaviour article): the `table` options
// `search=on search-in=header|navigation scopes="All,Fruits" obscures=on search-delegate=on
// search-placeholder="…"`, the commands `search "TEXT"`, `search tap`, `search submit`,
// `search cancel`, `search scope N|"TITLE"`, and `expect searching|search-text|search-scope`.

/// What the declared app sets up for search, from the `table` line.
package struct SearchOptions: Hashable, Sendable {
    /// Whether the controller has a `UISearchController` (`search=on`).
    package var enabled = false
    /// Where its bar is installed (`search-in=header|navigation`; the table's header by default).
    package var placement = SearchController.Placement.tableHeader
    /// The scope bar's titles (`scopes="All,Fruits"`); empty for none.
    package var scopes: [String] = []
    /// `obscuresBackgroundDuringPresentation` (`obscures=on`; off by default, as since iOS 15).
    package var obscures = false
    /// Whether the app is also the bar's and the controller's delegate, implementing every method
    /// (`search-delegate=on`); otherwise it is the results updater only.
    package var delegate = false
    /// The bar's placeholder (`search-placeholder="Search Fruits"`), or nil for UIKit's "Search".
    package var placeholder: String?
    package init() {}
}

/// A search gesture.
package enum SearchCommand: Hashable, Sendable {
    /// `search "TEXT"`: taps the bar unless it is first responder, then types the text.
    case type(String)
    /// `search tap`: taps the bar.
    case tap
    /// `search submit`: the keyboard's Search key.
    case submit
    /// `search cancel`: the Cancel button.
    case cancel
    /// `search scope N`: the scope button at an index.
    case scopeIndex(Int)
    /// `search scope "TITLE"`: the scope button with a title.
    case scopeTitle(String)
}

extension Grammar {
    /// The `table` options of search.
    static let searchOptions: [OptionDeclaration<TableOptions>] = [
        // Filtering counts a `rows N` template's matches without reading its titles (TitleMatcher), so
        // the tables with millions of rows search too.
        OptionDeclaration("search", suggestions: ["on", "off"], bareValue: "on", write: { $0.bool() }) {
            options, value, cursor throws(ScenarioError) in
            options.search.enabled = try cursor.bool(value)
        },
        .choice("search-in") { $0.search.placement = $1 },
        OptionDeclaration("scopes", write: { writer in writer.pick(["\"All,Fruits\"", "\"All,Mine,Shared\"", "\"\""]) }) {
            options, value, _ in
            options.search.scopes = value.text.split(separator: ",", omittingEmptySubsequences: true).map(String.init)
        },
        .bool("obscures") { $0.search.obscures = $1 },
        .bool("search-delegate") { $0.search.delegate = $1 },
        .text("search-placeholder") { $0.search.placeholder = $1 },
    ]

    /// `search …`.
    static let searchDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "search", .command, synopsis: "search \"TEXT\"",
            summary: "Taps the search bar (search=on) unless it is first responder (searchBarShouldBeginEditing, willPresentSearchController, searchBarTextDidBeginEditing, the keyboard, updateSearchResults, didPresentSearchController), then types the text a character at a time (shouldChangeTextIn, textDidChange, updateSearchResults each): the app's rows whose title contains the text, ignoring case, reload.",
            example: "search \"ap\"",
            parse: { cursor throws(ScenarioError) in
                .command(.search(.type(try cursor.string("the text to type in quotes, such as \"ap\", or tap, submit, cancel or scope"))))
            },
            complete: { request in request.words.count == 2 ? ["tap", "submit", "cancel", "scope", "\""] : [] },
            fuzzing: [.command(weight: 0.3) { writer in writer.emit("search " + writer.pick(["\"a\"", "\"ap\"", "\"Row 1\"", "\"zz\"", "\"\""])) }]),
        StatementDeclaration(
            "search tap", .command, arguments: [],
            summary: "Taps the search bar: it becomes first responder and the search is presented, the keyboard rising (nothing when it is first responder already).",
            example: "search tap", fuzz: [.command(weight: 0.2)]
        ) { _ in .command(.search(.tap)) },
        StatementDeclaration(
            "search submit", .command, arguments: [],
            summary: "The keyboard's Search key: searchBarSearchButtonClicked. The declared app resigns the bar there (the keyboard goes down); the search stays active.",
            example: "search submit", fuzz: [.command(weight: 0.1)]
        ) { _ in .command(.search(.submit)) },
        StatementDeclaration(
            "search cancel", .command, arguments: [],
            summary: "The Cancel button: searchBarCancelButtonClicked, willDismissSearchController, the bar ends editing and the keyboard goes down (the insets back), the text clears, updateSearchResults, didDismissSearchController.",
            example: "search cancel", fuzz: [.command(weight: 0.2)]
        ) { _ in .command(.search(.cancel)) },
        StatementDeclaration(
            "search scope", .command, synopsis: "search scope N|\"TITLE\"",
            summary: "Taps a button of the scope bar (scopes=\"A,B\"), by index or title, while it shows: searchBar(_:selectedScopeButtonIndexDidChange:); the declared app then shows only the sections whose header is that title (the first scope: all).",
            example: "search scope 1",
            parse: { cursor throws(ScenarioError) in
                if let token = cursor.peek(), token.kind == .string {
                    return .command(.search(.scopeTitle(try cursor.string("a scope title"))))
                }
                return .command(.search(.scopeIndex(try cursor.integer("a scope button's index or \"Title\"", range: 0...99))))
            },
            complete: { request in request.words.count == 3 ? ["0", "1", "\""] : [] },
            fuzzing: [.command(weight: 0.1) { writer in writer.emit("search scope " + writer.pick(["0", "1", "2", "\"Fruits\""])) }]),
    ]
}

extension ScenarioEngine {
    /// viewDidLoad: the declared app's search controller, with its bar in the table's header or the
    /// navigation item, handed to the simulator.
    func configureSearch(_ tableView: TableView, app: DeclaredApp, simulator: Simulator) {
        let options = setup.options.search
        guard options.enabled else { return }
        let search = SearchController(placement: options.placement)
        search.scopeButtonTitles = options.scopes
        search.obscuresBackgroundDuringPresentation = options.obscures
        search.placeholder = options.placeholder
        search.client = app
        app.searchController = search
        app.searchSimulator = simulator
        if options.placement == .tableHeader {
            tableView.tableHeaderHeight = SearchController.barHeight
        }
        simulator.searchSource = { [weak app] in app?.searchController }
    }

    /// Carries out a search gesture.
    func performSearch(_ command: SearchCommand, on simulator: Simulator) throws {
        switch command {
        case .type(let text): try simulator.typeInSearchBar(text)
        case .tap: try simulator.tapSearchBar()
        case .submit: try simulator.tapSearchButton()
        case .cancel: try simulator.tapSearchCancelButton()
        case .scopeIndex(let index): try simulator.tapSearchScopeButton(index)
        case .scopeTitle(let title):
            let titles = simulator.searchController?.scopeButtonTitles ?? []
            guard let index = titles.firstIndex(of: title) else {
                throw CommandError(
                    "the scope bar has no button \(title.traceDescription); it shows "
                        + (titles.isEmpty ? "none" : titles.map(\.traceDescription).joined(separator: ", ")))
            }
            try simulator.tapSearchScopeButton(index)
        }
    }
}

// MARK: The declared app's search

/// The declared app answers its search controller as a screen searching its own rows does: it is the
/// results updater, filtering to the rows whose title contains the text (ignoring case and
/// diacritics' absence: a plain case-insensitive match) and reloading; with scopes, it also filters on
/// a scope change to the sections whose header is the scope's title (the first scope shows all);
/// it lowers the keyboard when Search is tapped. With `search-delegate=on` it implements every
/// delegate method too, answering yes.
extension DeclaredApp: SearchControllerClient {
    func answer(_ callback: SearchCallback, of controller: SearchController) -> Bool? {
        switch callback {
        case .updateSearchResults:
            applySearch(controller)
            return true
        case .selectedScopeButtonIndexDidChange where !controller.scopeButtonTitles.isEmpty:
            applySearch(controller)
            return true
        case .searchButtonClicked:
            searchSimulator?.searchBarResignedByApp()
            return true
        case .presentSearchController:
            // An app implementing it must present the controller itself: the declared app does not.
            return nil
        default:
            return setup.options.search.delegate ? true : nil
        }
    }

    /// The rows the search shows, then `reloadData()`: all of them when the text is empty and the
    /// first scope is selected (or the search is not active).
    private func applySearch(_ controller: SearchController) {
        let query = controller.text
        let scope = controller.selectedScopeButtonIndex
        let scopeTitle = scope > 0 && controller.scopeButtonTitles.indices.contains(scope) ? controller.scopeButtonTitles[scope] : nil
        if !controller.isActive || (query.isEmpty && scopeTitle == nil) {
            searched = nil
        } else {
            let base = shown ?? setup.sections
            // The rows are filtered run by run: a `rows N` template is counted, not read row by row, so
            // a keystroke costs the same on ten rows or ten million (the manual's Benchmark page).
            let lowercased = query.lowercased()
            searched = base.map { section in
                var filtered = section
                guard scopeTitle == nil || section.header == scopeTitle else {
                    filtered.rows = RowStore()
                    return filtered
                }
                if !query.isEmpty {
                    filtered.rows = section.rows.filtered(containing: lowercased) { $0.lowercased().contains(lowercased) }
                }
                return filtered
            }
        }
        tableView?.reloadData()
    }
}
