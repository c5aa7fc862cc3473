// MARK: Search

/// The core's `UISearchController` with its `UISearchBar`: the bar a user taps, types into, changes
/// the scope of, submits and cancels (the manual's SearchBehaviour article).
///
/// The controller calls no table callback: each of its calls into the app (the search bar's
/// delegate, the controller's delegate, the results updater) is a line of its own in the table's
/// trace, the UIKit method's name and its arguments without the bar or controller, as a refresh
/// control's event is. A ``SearchControllerClient`` answers them; what it does not implement is not
/// called and leaves no line.
package final class SearchController {
    /// Where the search bar is installed.
    package enum Placement: String, Hashable, Sendable, CaseIterable {
        /// The table's `tableHeaderView`: the bar scrolls with the content above the first section.
        case tableHeader = "header"
        /// `navigationItem.searchController`: the bar sits in the navigation bar, above the table.
        case navigationItem = "navigation"
    }

    /// The height of a search bar (**Choice**: 56 pt, the bar's standard height since iOS 13).
    package static let barHeight = 56.0
    /// The height of the scope bar below it while it shows (**Choice**: 44 pt).
    package static let scopeBarHeight = 44.0
    /// The width of the Cancel button at the bar's trailing end while it shows (**Choice**: 70 pt).
    package static let cancelButtonWidth = 70.0

    /// Where the bar is installed.
    package var placement: Placement
    /// The bar's text (`searchBar.text`), empty when nothing was typed.
    package var text = ""
    /// The grey text the empty field shows (`searchBar.placeholder`); nil shows UIKit's "Search".
    package var placeholder: String?
    /// The scope bar's titles (`scopeButtonTitles`); empty for no scope bar.
    package var scopeButtonTitles: [String] = []
    /// The selected scope (`selectedScopeButtonIndex`).
    package var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows even while the search is inactive (`showsScopeBar`).
    package var showsScopeBar = false
    /// Whether the search is presented (`isActive`).
    package var isActive = false
    /// Whether the bar's text field is the first responder: the keyboard is up for it.
    package internal(set) var isEditing = false
    /// Whether the content under the search is covered by a dimming view while it is presented
    /// (`obscuresBackgroundDuringPresentation`; false by default since iOS 15).
    package var obscuresBackgroundDuringPresentation = false
    /// Whether a separate controller shows the results (`init(searchResultsController:)` with one);
    /// otherwise the searched controller shows them itself.
    package var hasResultsController = false
    /// Whether the Cancel button shows while the search is active (`automaticallyShowsCancelButton`).
    package var automaticallyShowsCancelButton = true
    /// Whether the Cancel button shows at all times (`searchBar.showsCancelButton`).
    package var showsCancelButton = false
    /// Whether the navigation bar hides while the search is presented (`hidesNavigationBarDuringPresentation`).
    package var hidesNavigationBarDuringPresentation = true
    /// Whether a `UISearchController` owns the bar; a bar set up alone (a `UISearchBar` as the
    /// table's header, no controller) is never presented, and its Cancel button only tells its delegate.
    package var hasController = true
    /// The app code the controller calls.
    package weak var client: (any SearchControllerClient)?

    /// Creates an inactive search controller with its bar where the app installs it.
    package init(placement: Placement) { self.placement = placement }

    /// Whether the Cancel button shows now.
    package var isCancelButtonShown: Bool { showsCancelButton || (automaticallyShowsCancelButton && isActive) }
    /// Whether the scope bar shows now: with titles, always when `showsScopeBar`, else while active.
    package var isScopeBarShown: Bool { !scopeButtonTitles.isEmpty && (showsScopeBar || isActive) }
    /// Whether the dimming view covers the table: while presented with `obscuresBackgroundDuringPresentation`,
    /// until a separate results controller shows results over it.
    package var dimsTable: Bool { isActive && obscuresBackgroundDuringPresentation && (!hasResultsController || text.isEmpty) }
    /// Whether the table takes no touch: dimmed, or under a results controller showing results.
    package var coversTable: Bool { dimsTable || (isActive && hasResultsController && !text.isEmpty) }
    /// Whether the bar sits in the navigation bar now: there at rest, and while presented too when the
    /// navigation bar does not hide (`hidesNavigationBarDuringPresentation` off).
    package var isInNavigationBar: Bool {
        placement == .navigationItem && (!isActive || !hidesNavigationBarDuringPresentation)
    }
    /// The text VoiceOver and the picture show in the empty field.
    package var shownPlaceholder: String { placeholder ?? "Search" }
}

/// One call of a search controller into the app, with its UIKit selector and traced arguments.
package enum SearchCallback: Hashable, Sendable {
    /// `searchBarShouldBeginEditing(_:)`: may the bar become first responder.
    case shouldBeginEditing
    /// `searchBarTextDidBeginEditing(_:)`.
    case textDidBeginEditing
    /// `searchBar(_:shouldChangeTextIn:replacementText:)`: may a typed string replace a range.
    case shouldChangeText(location: Int, length: Int, replacement: String)
    /// `searchBar(_:textDidChange:)`, with the whole new text.
    case textDidChange(String)
    /// `searchBarSearchButtonClicked(_:)`: the keyboard's Search key.
    case searchButtonClicked
    /// `searchBarCancelButtonClicked(_:)`.
    case cancelButtonClicked
    /// `searchBar(_:selectedScopeButtonIndexDidChange:)`.
    case selectedScopeButtonIndexDidChange(Int)
    /// `searchBarShouldEndEditing(_:)`: may the bar resign first responder.
    case shouldEndEditing
    /// `searchBarTextDidEndEditing(_:)`.
    case textDidEndEditing
    /// `presentSearchController(_:)`: the app presents the controller itself.
    case presentSearchController
    /// `willPresentSearchController(_:)`.
    case willPresent
    /// `didPresentSearchController(_:)`.
    case didPresent
    /// `willDismissSearchController(_:)`.
    case willDismiss
    /// `didDismissSearchController(_:)`.
    case didDismiss
    /// `updateSearchResults(for:)`: the results updater filters.
    case updateSearchResults

    /// UIKit's selector, as the trace line starts.
    package var selector: String {
        switch self {
        case .shouldBeginEditing: "searchBarShouldBeginEditing(_:)"
        case .textDidBeginEditing: "searchBarTextDidBeginEditing(_:)"
        case .shouldChangeText: "searchBar(_:shouldChangeTextIn:replacementText:)"
        case .textDidChange: "searchBar(_:textDidChange:)"
        case .searchButtonClicked: "searchBarSearchButtonClicked(_:)"
        case .cancelButtonClicked: "searchBarCancelButtonClicked(_:)"
        case .selectedScopeButtonIndexDidChange: "searchBar(_:selectedScopeButtonIndexDidChange:)"
        case .shouldEndEditing: "searchBarShouldEndEditing(_:)"
        case .textDidEndEditing: "searchBarTextDidEndEditing(_:)"
        case .presentSearchController: "presentSearchController(_:)"
        case .willPresent: "willPresentSearchController(_:)"
        case .didPresent: "didPresentSearchController(_:)"
        case .willDismiss: "willDismissSearchController(_:)"
        case .didDismiss: "didDismissSearchController(_:)"
        case .updateSearchResults: "updateSearchResults(for:)"
        }
    }

    /// Whether the app answers yes or no (the `should…` questions); the others tell it something.
    package var asks: Bool {
        switch self {
        case .shouldBeginEditing, .shouldChangeText, .shouldEndEditing: true
        default: false
        }
    }

    /// The arguments the line shows after the selector (the bar and controller left out).
    var arguments: [any TraceFormattable] {
        switch self {
        case .shouldChangeText(let location, let length, let replacement):
            [SearchTextRange(location: location, length: length), replacement]
        case .textDidChange(let text): [text]
        case .selectedScopeButtonIndexDidChange(let index): [index]
        default: []
        }
    }
}

/// An `NSRange` as Foundation prints it: `{location, length}`.
private struct SearchTextRange: TraceFormattable {
    var location: Int
    var length: Int
    var traceDescription: String { "{\(location), \(length)}" }
    var traceValue: TraceValue { .written(traceDescription) }
}

/// The app code a search controller calls: its search bar's delegate, its own delegate and its
/// results updater, as one object (UIKit's three may be one controller or three).
package protocol SearchControllerClient: AnyObject {
    /// Runs the app's method for a call: its answer for a `should…` question, any value for the
    /// others once they ran; nil when the app does not implement the method (no line is traced, and
    /// UIKit's default, yes, is used).
    func answer(_ callback: SearchCallback, of controller: SearchController) -> Bool?
}

extension TableView {
    /// Calls the search controller's app code as a line of the trace: the answer to a `should…`
    /// question (true when the app does not implement it), or whether the app implements the method.
    @discardableResult
    package func callSearchClient(_ callback: SearchCallback, of controller: SearchController) -> Bool {
        guard let client = controller.client else { return true }
        if callback.asks {
            return performAppCallback(callback.selector, callback.arguments, default: true) {
                client.answer(callback, of: controller)
            }
        }
        var implemented = false
        performOptionalAppCallback(callback.selector, callback.arguments) {
            implemented = client.answer(callback, of: controller) != nil
            return implemented
        }
        return implemented
    }
}
