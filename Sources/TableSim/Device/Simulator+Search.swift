// MARK: Search

/// A search controller on the screen: a user taps its bar (it becomes first responder, the search is
/// presented and the keyboard rises through the keyboard model, so the table's insets follow as for
/// any field), types (one character at a time, each asked, told and filtered), changes the scope,
/// taps the keyboard's Search key or Cancel; with `obscuresBackgroundDuringPresentation` a tap on
/// the table lands on the dimming view and dismisses the search instead. The order of the app's
/// calls is the manual's SearchBehaviour article.
extension Simulator {
    /// The height of the keyboard the search bar raises when none is up (as a text field's: 336 pt,
    /// an iPhone's keyboard with its predictive bar).
    package static let searchKeyboardHeight = 336.0

    /// The screen's search controller, if the app installed one.
    package var searchController: SearchController? { searchSource?() }

    /// The search controller, or the error that there is none or the table has not appeared.
    private func requireSearch() throws(SimulationError) -> SearchController {
        guard tableView.hasLoadedData else { throw .notAppeared }
        guard let search = searchController else { throw .noSearchBar }
        // An open context menu takes every touch.
        if contextMenu != nil { throw .contextMenuShown }
        return search
    }

    /// A tap on the search bar's field: unless it is already first responder, the app is asked
    /// (`searchBarShouldBeginEditing`); an inactive search is presented (`presentSearchController`
    /// when the app implements it, `willPresentSearchController`), the bar begins editing, the
    /// keyboard rises (its notifications, and the controller's insets), the results updater is told
    /// (`updateSearchResults(for:)`), and `didPresentSearchController` ends the presentation.
    public func tapSearchBar() throws(SimulationError) {
        let search = try requireSearch()
        guard !search.isEditing else { return }
        // A finger reaches the bar only where it shows: in the table's header it scrolls away with the content.
        if !search.isActive, search.placement == .tableHeader, let bar = searchBarFrame,
            bar.maxY <= tableView.safeAreaInsets.top + 1 || bar.minY >= screen.size.height {
            throw .searchBarOffScreen
        }
        try searchBarBecomesFirstResponder(search)
    }

    /// The bar becomes first responder, by a tap or app code (`becomeFirstResponder()`, which needs no finger).
    package func searchBarBecomesFirstResponder() {
        guard tableView.hasLoadedData, let search = searchController, !search.isEditing else { return }
        try? searchBarBecomesFirstResponder(search)
    }

    private func searchBarBecomesFirstResponder(_ search: SearchController) throws(SimulationError) {
        // A keyboard the screen cannot hold refuses the tap before the app is asked anything.
        if keyboardFrame == nil, !keyboardFocusMachine.hardwareKeyboard { try checkKeyboardFits(height: Self.searchKeyboardHeight) }
        guard tableView.callSearchClient(.shouldBeginEditing, of: search), !tableView.hasCrashed else { return }
        let presents = !search.isActive && search.hasController
        if presents {
            search.isActive = true
            tableView.callSearchClient(.presentSearchController, of: search)
            tableView.callSearchClient(.willPresent, of: search)
        }
        search.isEditing = true
        tableView.callSearchClient(.textDidBeginEditing, of: search)
        try textFieldBecameFirstResponder(inRow: nil, keyboardHeight: Self.searchKeyboardHeight)
        tableView.callSearchClient(.updateSearchResults, of: search)
        if presents { tableView.callSearchClient(.didPresent, of: search) }
    }

    /// Types a string into the search bar, tapping it first unless it is first responder: each
    /// character is asked for (`searchBar(_:shouldChangeTextIn:replacementText:)`, at the end of the
    /// text), and one the app lets in changes the text (`searchBar(_:textDidChange:)`) and asks the
    /// results updater to filter (`updateSearchResults(for:)`), as a keyboard types.
    public func typeInSearchBar(_ text: String) throws(SimulationError) {
        let search = try requireSearch()
        if !search.isEditing { try tapSearchBar() }
        guard search.isEditing else { return }
        for character in text {
            guard !tableView.hasCrashed else { return }
            let replacement = String(character)
            let location = search.text.utf16.count
            guard tableView.callSearchClient(.shouldChangeText(location: location, length: 0, replacement: replacement), of: search)
            else { continue }
            search.text += replacement
            tableView.callSearchClient(.textDidChange(search.text), of: search)
            tableView.callSearchClient(.updateSearchResults, of: search)
            // VoiceOver's typing echo: the character the field took is spoken once the app handled it
            // (SearchBehaviour.md, "VoiceOver's typing echo").
            if voiceOverMachine.isRunning, !tableView.hasCrashed {
                runVoiceOver { $0.announcementPosted(replacement == " " ? VoiceOverSpeech.space : replacement) }
            }
        }
    }

    /// The keyboard's Search key while the bar is first responder: `searchBarSearchButtonClicked`.
    /// UIKit keeps the keyboard up; apps resign the bar in the method to lower it.
    public func tapSearchButton() throws(SimulationError) {
        let search = try requireSearch()
        guard search.isEditing else { throw .searchBarNotEditing }
        tableView.callSearchClient(.searchButtonClicked, of: search)
    }

    /// The Cancel button: `searchBarCancelButtonClicked`, then the search is dismissed (its text
    /// cleared without `textDidChange`, the bar resigning and the keyboard going down, the results
    /// updater told once more).
    public func tapSearchCancelButton() throws(SimulationError) {
        let search = try requireSearch()
        guard search.isCancelButtonShown else { throw .noSearchCancelButton }
        tableView.callSearchClient(.cancelButtonClicked, of: search)
        guard !tableView.hasCrashed else { return }
        if search.isActive { try dismissSearch(search) } else if search.hasController { searchBarResigns(search) }
    }

    /// App code set `isActive` (UIKit's `searchController.isActive = …`): true presents the search
    /// without making the bar first responder (`presentSearchController` when implemented,
    /// `willPresentSearchController`, `didPresentSearchController`); false dismisses it as Cancel does.
    package func setSearchActiveByApp(_ active: Bool) {
        guard let search = searchController, search.hasController, active != search.isActive else { return }
        guard tableView.hasLoadedData else {
            search.isActive = active
            return
        }
        if active {
            search.isActive = true
            tableView.callSearchClient(.presentSearchController, of: search)
            tableView.callSearchClient(.willPresent, of: search)
            tableView.callSearchClient(.didPresent, of: search)
        } else {
            try? dismissSearch(search)
        }
    }

    /// A tap on the scope bar's button at an index: a different scope is selected and the app told
    /// (`searchBar(_:selectedScopeButtonIndexDidChange:)`); the results updater is not asked.
    public func tapSearchScopeButton(_ index: Int) throws(SimulationError) {
        let search = try requireSearch()
        guard search.isScopeBarShown else { throw .noSearchScopeBar }
        guard search.scopeButtonTitles.indices.contains(index) else {
            throw .noSuchScopeButton(index, titles: search.scopeButtonTitles)
        }
        guard index != search.selectedScopeButtonIndex else { return }
        search.selectedScopeButtonIndex = index
        tableView.callSearchClient(.selectedScopeButtonIndexDidChange(index), of: search)
    }

    /// Dismisses a presented search (Cancel, or a tap on the dimming view): `willDismissSearchController`,
    /// the bar resigns (`searchBarShouldEndEditing`, `searchBarTextDidEndEditing`, the keyboard's
    /// notifications and insets), the text is cleared and the results updater told
    /// (`updateSearchResults(for:)`), then `didDismissSearchController`.
    private func dismissSearch(_ search: SearchController) throws(SimulationError) {
        tableView.callSearchClient(.willDismiss, of: search)
        search.isActive = false
        searchBarResigns(search)
        search.text = ""
        tableView.callSearchClient(.updateSearchResults, of: search)
        tableView.callSearchClient(.didDismiss, of: search)
    }

    /// The bar stops being first responder if it is and the app lets it: `searchBarShouldEndEditing`,
    /// `searchBarTextDidEndEditing`, then the keyboard goes down unless another field took it.
    /// Returns false when the app kept the bar first responder.
    @discardableResult
    private func searchBarResigns(_ search: SearchController, keyboardGoesDown: Bool = true) -> Bool {
        guard search.isEditing else { return true }
        guard tableView.callSearchClient(.shouldEndEditing, of: search) else { return false }
        search.isEditing = false
        tableView.callSearchClient(.textDidEndEditing, of: search)
        if keyboardGoesDown, keyboardFrame != nil { try? hideKeyboard() }
        return true
    }

    /// App code resigned the search bar (`searchBar.resignFirstResponder()`, an app's
    /// `searchBarSearchButtonClicked` lowering the keyboard): it ends editing and the keyboard goes down.
    package func searchBarResignedByApp() {
        guard let search = searchController else { return }
        searchBarResigns(search)
    }

    /// Another responder takes the keyboard from the search bar (a row's text field) or the keyboard
    /// is dismissed: the bar ends editing first, and the keyboard's own path follows.
    /// The resignation is forced, as `endEditing(true)` forces it: `searchBarShouldEndEditing` is not asked.
    func searchBarLosesFirstResponder() {
        guard let search = searchController, search.isEditing else { return }
        search.isEditing = false
        tableView.callSearchClient(.textDidEndEditing, of: search)
    }

    /// The hardware keyboard was disconnected: a search bar that is first responder with the software
    /// keyboard down (it was not raised while the keyboard was connected) raises it now, as iOS shows
    /// the on-screen keyboard for the field being edited once the hardware keyboard goes.
    func hardwareKeyboardDisconnected() {
        guard tableView.hasLoadedData, let search = searchController, search.isEditing, keyboardFrame == nil else { return }
        try? showKeyboard(height: Self.searchKeyboardHeight)
    }

    // MARK: Where the bar is

    /// The search bar's frame on screen, the scope bar's included while it shows; nil without a search
    /// bar. In the navigation bar it sits just above the table's top safe-area inset (also while
    /// presented when the navigation bar does not hide); presented otherwise, under the status bar;
    /// at rest in the table's header, scrolling with the content.
    package var searchBarFrame: Rect? {
        guard let search = searchController else { return nil }
        let height = SearchController.barHeight + (search.isScopeBarShown ? SearchController.scopeBarHeight : 0)
        let top = tableView.safeAreaInsets.top
        if search.isInNavigationBar { return Rect(x: 0, y: max(0, top - height), width: screen.size.width, height: height) }
        if search.isActive { return Rect(x: 0, y: top, width: screen.size.width, height: height) }
        return Rect(x: 0, y: tableView.frame.minY - tableView.contentOffset.y, width: screen.size.width, height: height)
    }

    /// The dimming view over the table while it dims: below the presented bar, above the keyboard.
    package var searchDimmingFrame: Rect? {
        guard let search = searchController, search.dimsTable, let bar = searchBarFrame else { return nil }
        let bottom = keyboardFrame?.minY ?? screen.size.height
        return Rect(x: 0, y: bar.maxY, width: screen.size.width, height: max(0, bottom - bar.maxY))
    }

    /// Whether a finger coming down at a screen point lands on the search's window: the bar, or the
    /// table while the search covers it (the dimming view, or the results controller over it); the
    /// keyboard keeps its own touches. A tap on the bar's field that would raise a keyboard the screen
    /// cannot hold is refused here, before the finger comes down, so the refused line changes nothing.
    func searchTakesTouch(at point: Point) throws(SimulationError) -> Bool {
        guard let search = searchController, let bar = searchBarFrame, tableView.hasLoadedData else { return false }
        if let keyboardFrame, keyboardFrame.contains(point) { return false }
        if bar.contains(point) {
            if !search.isEditing, searchBarPart(at: point, of: search, bar: bar) == .field, keyboardFrame == nil,
                !keyboardFocusMachine.hardwareKeyboard
            {
                try checkKeyboardFits(height: Self.searchKeyboardHeight)
            }
            return true
        }
        return search.coversTable && point.y >= bar.minY
    }

    /// A finger lifted from the search's window at a point: on the bar it taps what lies there (see
    /// ``searchBarTapped(at:)``); on the dimming view it dismisses the search as a tap there does (no
    /// `searchBarCancelButtonClicked`); over a results controller it reaches nothing.
    func searchTouched(at point: Point) throws(SimulationError) {
        guard let search = searchController, let bar = searchBarFrame else { return }
        if bar.contains(point) { return try searchBarTapped(at: point) }
        if search.dimsTable { try dismissSearch(search) }
    }

    /// The parts of a search bar a touch can land on.
    private enum SearchBarPart: Equatable { case field, cancel, scope(Int) }

    /// The part of the bar at a screen point: the Cancel button at its trailing end while it shows, a
    /// scope button on the scope bar (the buttons share its width), else the field.
    private func searchBarPart(at point: Point, of search: SearchController, bar: Rect) -> SearchBarPart {
        if search.isScopeBarShown, point.y >= bar.minY + SearchController.barHeight {
            let width = bar.width / Double(search.scopeButtonTitles.count)
            return .scope(min(search.scopeButtonTitles.count - 1, Int((point.x - bar.minX) / width)))
        }
        if search.isCancelButtonShown, point.x >= bar.maxX - SearchController.cancelButtonWidth { return .cancel }
        return .field
    }

    /// A tap on the bar at a screen point: on the part there (``searchBarPart(at:of:bar:)``).
    private func searchBarTapped(at point: Point) throws(SimulationError) {
        guard let search = searchController, let bar = searchBarFrame else { return }
        switch searchBarPart(at: point, of: search, bar: bar) {
        case .scope(let index): try tapSearchScopeButton(index)
        case .cancel: try tapSearchCancelButton()
        case .field: try tapSearchBar()
        }
    }

    /// The search bar as VoiceOver and Full Keyboard Access find it in the table's header: a search
    /// field whose label is its text, or its placeholder while it is empty ("Search, Search Field").
    package var searchBarAccessibilityElement: AccessibilityElement? { searchBarElement(in: .tableHeader) }

    /// The navigation item's search bar as every assistive technology finds it in the navigation bar,
    /// before the table's elements: the same search field as in the header, named `search-bar`.
    package var navigationSearchBarAccessibilityElement: AccessibilityElement? { searchBarElement(in: .navigationItem) }

    private func searchBarElement(in placement: SearchController.Placement) -> AccessibilityElement? {
        guard let search = searchController, search.placement == placement, let bar = searchBarFrame else { return nil }
        let field = Rect(
            x: bar.minX, y: bar.minY,
            width: bar.width - (search.isCancelButtonShown ? SearchController.cancelButtonWidth : 0), height: SearchController.barHeight)
        return AccessibilityElement(
            id: placement == .tableHeader ? .tableHeaderView : .searchBar, label: search.text.isEmpty ? search.shownPlaceholder : search.text, traits: .searchField, frame: field)
    }

    /// Whether the table's header view is an accessibility element: a search bar there is.
    var tableHeaderIsAccessibilityElement: Bool { searchController?.placement == .tableHeader }

    /// The part of an element a finger reaches: the navigation bar's search bar whole (it sits above
    /// the table, outside its touchable area), any other clipped as ``shownPart(ofAccessibilityFrame:)`` clips it.
    func shownPart(of element: AccessibilityElement) -> Rect? {
        element.id == .searchBar ? element.frame : shownPart(ofAccessibilityFrame: element.frame)
    }

    /// Whether the navigation bar holds a search bar that is an element: the navigation item's.
    var navigationSearchBarIsAccessibilityElement: Bool { searchController?.placement == .navigationItem }

    /// Whether the search state agrees with the keyboard: a bar that is first responder has the
    /// keyboard up and no row's field is first responder; an inactive search shows no results. Nil
    /// when it does, else what is wrong.
    package var searchStateProblem: String? {
        guard let search = searchController else { return nil }
        if search.isEditing, keyboardFrame == nil, !keyboardFocusMachine.hardwareKeyboard {
            return "the search bar is first responder but the keyboard is down"
        }
        if search.isEditing, let row = tableView.firstResponderIndexPath {
            return "the search bar and the text field of row \(row) are both first responder"
        }
        if search.hasController, !search.isActive, !search.text.isEmpty { return "the search is not active but its bar holds text" }
        if !search.scopeButtonTitles.isEmpty, !search.scopeButtonTitles.indices.contains(search.selectedScopeButtonIndex) {
            return "the selected scope \(search.selectedScopeButtonIndex) is not one of the scope bar's buttons"
        }
        return nil
    }
}
