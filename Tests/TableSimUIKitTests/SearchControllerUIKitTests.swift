import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

// MARK: Search

/// A searchable list written as an iOS 13+ screen is: a table view controller whose navigation item
/// holds a search controller, the controller its results updater and its search bar's delegate,
/// with two scopes.
@MainActor
private final class CountriesViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate,
    UISearchControllerDelegate
{
    let countries = ["Austria", "Belgium", "Chile", "China", "Denmark"]
    var shown: [String] = []
    var log: [String] = []
    let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        shown = countries
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Countries"
        searchController.searchBar.scopeButtonTitles = ["All", "Europe"]
        searchController.searchBar.delegate = self
        searchController.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? countries : countries.filter { $0.lowercased().contains(text.lowercased()) }
        log.append("update \(text.debugDescription) active=\(searchController.isActive)")
        tableView.reloadData()
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        log.append("scope \(selectedScope)")
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("dismissed") }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }
}

@MainActor
@Suite struct SearchControllerUIKitTests {
    @Test func typingFiltersThroughTheResultsUpdaterAndCancelBringsTheInsetsBack() throws {
        let controller = CountriesViewController(style: .plain)
        let simulator = Simulator(showing: controller)
        simulator.appear()
        let table = controller.tableView!

        let tap = try simulator.record { try simulator.tapSearchBar() }
        // Only the methods the app implements show: the keyboard's notifications, which the
        // UITableViewController hears (its bottom insets grow by the keyboard's overlap; the app implements
        // no scroll-view method), then the updater.
        expectTrace(tap, [
            "UIKeyboardWillShowNotification begin={{0, 844}, {390, 336}} end={{0, 508}, {390, 336}} duration=0.25 curve=7",
            "UIKeyboardDidShowNotification begin={{0, 844}, {390, 336}} end={{0, 508}, {390, 336}} duration=0.25 curve=7",
            "updateSearchResults(for:)",
            "tableView(_:numberOfRowsInSection:) 0 -> 5",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#6",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#7",
            "tableView(_:cellForRowAt:) [0, 2] -> cell#8",
            "tableView(_:cellForRowAt:) [0, 3] -> cell#9",
            "tableView(_:cellForRowAt:) [0, 4] -> cell#10",
        ])
        #expect(controller.searchController.isActive)
        #expect(controller.searchController.searchBar.isFirstResponder)
        #expect(table.contentInset.bottom == 302 && table.verticalScrollIndicatorInsets.bottom == 302)

        let typed = try simulator.record { try simulator.typeInSearchBar("ch") }
        #expect(typed.map(\.text).filter { !$0.hasPrefix("tableView(") } == ["updateSearchResults(for:)", "updateSearchResults(for:)"])
        #expect(controller.shown == ["Chile", "China"])
        #expect(table.numberOfRows(inSection: 0) == 2)

        let scope = try simulator.record { try simulator.tapSearchScopeButton(1) }
        expectTrace(scope, ["searchBar(_:selectedScopeButtonIndexDidChange:) 1"])
        #expect(controller.searchController.searchBar.selectedScopeButtonIndex == 1)

        let cancel = try simulator.record { try simulator.tapSearchCancelButton() }
        #expect(cancel.map(\.text).filter { !$0.hasPrefix("tableView(") } == [
            "searchBarCancelButtonClicked(_:)",
            "UIKeyboardWillHideNotification begin={{0, 508}, {390, 336}} end={{0, 844}, {390, 336}} duration=0.25 curve=7",
            "UIKeyboardDidHideNotification begin={{0, 508}, {390, 336}} end={{0, 844}, {390, 336}} duration=0.25 curve=7",
            "updateSearchResults(for:)",
            "didDismissSearchController(_:)",
        ])
        #expect(controller.log == [
            "update \"\" active=true", "update \"c\" active=true", "update \"ch\" active=true", "scope 1", "cancel",
            "update \"\" active=false", "dismissed",
        ])
        #expect(!controller.searchController.isActive && controller.searchController.searchBar.text == "")
        #expect(table.contentInset.bottom == 0 && table.verticalScrollIndicatorInsets.bottom == 0)
        #expect(table.numberOfRows(inSection: 0) == 5)
    }

    @Test func theNavigationItemsBarIsVoiceOversFirstElementAndAHardwareKeyboardKeepsTheKeyboardDown() throws {
        let controller = CountriesViewController(style: .plain)
        let simulator = Simulator(showing: controller)
        simulator.appear()
        let table = controller.tableView!
        simulator.hardwareKeyboard.connect()
        let on = simulator.record { simulator.voiceOver.turnOn() }
        expectTrace(on, ["VoiceOver: \"Search Countries, Search Field\""])
        #expect(simulator.voiceOver.focus == .searchBar)
        #expect(simulator.voiceOver.elements.first?.id == .searchBar)
        #expect(simulator.voiceOver.elements.dropFirst().first?.id == .row(IndexPath(row: 0, section: 0)))

        // The double tap taps the bar: it edits and the search is presented, but with the hardware
        // keyboard connected no software keyboard rises, so the insets stay.
        let activate = try simulator.record { try simulator.voiceOver.activate() }
        #expect(activate.map(\.text).filter { !$0.hasPrefix("tableView(") } == ["updateSearchResults(for:)"])
        #expect(controller.searchController.isActive && controller.searchController.searchBar.isFirstResponder)
        #expect(simulator.keyboardHeight == nil && table.contentInset.bottom == 0)

        // VoiceOver echoes what the field takes.
        let typed = try simulator.record { try simulator.typeInSearchBar("ch") }
        #expect(typed.map(\.text).filter { !$0.hasPrefix("tableView(") } == [
            "updateSearchResults(for:)", "VoiceOver: \"c\"", "updateSearchResults(for:)", "VoiceOver: \"h\"",
        ])
        #expect(controller.shown == ["Chile", "China"])
    }

    @Test func aBarInTheHeaderWithADimmingViewEatsTheTapThatDismissesIt() throws {
        let controller = CountriesViewController(style: .plain)
        controller.loadViewIfNeeded()
        controller.navigationItem.searchController = nil
        controller.searchController.obscuresBackgroundDuringPresentation = true
        controller.tableView.tableHeaderView = controller.searchController.searchBar
        let simulator = Simulator(showing: controller)
        simulator.appear()
        #expect(controller.tableView.tableHeaderView?.frame.height == 56)

        try simulator.tapSearchBar()
        // Row 0 lies under the presented bar's scope bar: the tap at its centre lands on the second
        // of the two scope buttons, not on the row.
        let onBar = try simulator.record { try simulator.tap(IndexPath(row: 0, section: 0)) }
        expectTrace(onBar, ["searchBar(_:selectedScopeButtonIndexDidChange:) 1"])
        #expect(controller.searchController.isActive && controller.searchController.searchBar.selectedScopeButtonIndex == 1)
        let tap = try simulator.record { try simulator.tap(IndexPath(row: 3, section: 0)) }
        // The dimming view takes the tap: no highlight or selection, the search is dismissed
        // without searchBarCancelButtonClicked.
        #expect(tap.map(\.text).filter { !$0.hasPrefix("tableView(") } == [
            "UIKeyboardWillHideNotification begin={{0, 508}, {390, 336}} end={{0, 844}, {390, 336}} duration=0.25 curve=7",
            "UIKeyboardDidHideNotification begin={{0, 508}, {390, 336}} end={{0, 844}, {390, 336}} duration=0.25 curve=7",
            "updateSearchResults(for:)",
            "didDismissSearchController(_:)",
        ])
        #expect(!tap.contains { $0.text.hasPrefix("tableView(_:didSelectRowAt:)") })
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        #expect(!controller.searchController.isActive)
    }

    @Test func voiceOverReadsTheHeaderSearchBarAsASearchFieldAndADoubleTapBeginsEditing() throws {
        let controller = CountriesViewController(style: .plain)
        controller.loadViewIfNeeded()
        controller.navigationItem.searchController = nil
        controller.tableView.tableHeaderView = controller.searchController.searchBar
        let simulator = Simulator(showing: controller)
        simulator.appear()

        let on = simulator.record { simulator.voiceOver.turnOn() }
        expectTrace(on, ["VoiceOver: \"Search Countries, Search Field\""])
        let activate = try simulator.record { try simulator.voiceOver.activate() }
        #expect(activate.map(\.text).filter { !$0.hasPrefix("tableView(") } == [
            "UIKeyboardWillShowNotification begin={{0, 844}, {390, 336}} end={{0, 508}, {390, 336}} duration=0.25 curve=7",
            "UIKeyboardDidShowNotification begin={{0, 844}, {390, 336}} end={{0, 508}, {390, 336}} duration=0.25 curve=7",
            "updateSearchResults(for:)",
        ])
        #expect(controller.searchController.searchBar.isFirstResponder)
        try simulator.typeInSearchBar("Chi")
        let element = simulator.accessibilityElement(.tableHeaderView)
        #expect(element?.label == "Chi" && element?.traits == .searchField)
    }

    @Test func aSearchBarAloneInTheHeaderTellsOnlyItsDelegate() throws {
        let controller = FilterBarViewController(style: .plain)
        let simulator = Simulator(showing: controller)
        simulator.appear()

        let typed = try simulator.record { try simulator.typeInSearchBar("b") }
        // No search controller: nothing is presented, and the bar's delegate filters in textDidChange.
        #expect(typed.map(\.text).filter { !$0.hasPrefix("tableView(") && !$0.hasPrefix("UIKeyboard") } == [
            "searchBarShouldBeginEditing(_:) -> true",
            "searchBarTextDidBeginEditing(_:)",
            "searchBar(_:textDidChange:) \"b\"",
        ])
        #expect(controller.shown == ["Beta"])
        // Its Cancel button, shown by the app, only tells the delegate, which clears and resigns.
        let cancel = try simulator.record { try simulator.tapSearchCancelButton() }
        #expect(cancel.map(\.text).filter { !$0.hasPrefix("tableView(") && !$0.hasPrefix("UIKeyboard") } == [
            "searchBarCancelButtonClicked(_:)",
            "searchBarTextDidEndEditing(_:)",
        ])
        #expect(!controller.bar.isFirstResponder && controller.shown.count == 3)
    }
}

/// A table view controller filtering with a plain `UISearchBar` as its header, the pre-iOS 8 way.
@MainActor
private final class FilterBarViewController: UITableViewController, UISearchBarDelegate {
    let names = ["Alpha", "Beta", "Gamma"]
    var shown: [String] = []
    let bar = UISearchBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        shown = names
        bar.delegate = self
        bar.showsCancelButton = true
        tableView.tableHeaderView = bar
    }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        shown = searchText.isEmpty ? names : names.filter { $0.lowercased().contains(searchText.lowercased()) }
        tableView.reloadData()
    }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchBar.text = ""
        shown = names
        tableView.reloadData()
        searchBar.resignFirstResponder()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }
}
