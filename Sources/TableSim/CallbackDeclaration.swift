/// The one place each UIKit callback TableSim models is declared: its selector, the app object it goes
/// to, how UIKit finds out whether the app implements it, what its trace line shows, and what UIKit
/// does when the app does not implement it.
///
/// Swift cannot generate protocol requirements from data, so the protocols that list these callbacks
/// (the core's, TableSimUIKit's, `UITableViewController`, the bridge between them, the scenario's
/// declared app and the source checker's requirement list) stay written out; every default they
/// return reads it from here, and `CallbackAgreementTests` checks each of them against these
/// declarations, so a callback added here and forgotten in a layer fails a test.

/// The app object UIKit sends a callback to, by the name of its UIKit protocol.
package enum CallbackOwner: String, Sendable, CaseIterable {
    case dataSource = "UITableViewDataSource"
    case delegate = "UITableViewDelegate"
    case scrollViewDelegate = "UIScrollViewDelegate"
    // MARK: Prefetching (issue 23)
    case prefetchDataSource = "UITableViewDataSourcePrefetching"
}

/// How UIKit finds out whether the app implements a callback (its `respondsToSelector:`).
package enum RespondsRule: Sendable, Equatable {
    /// A required method: UIKit sends it without asking, and a missing one raises.
    case required
    /// UIKit asks before it shows what the method decides (a reorder control, a swipe); a Swift app
    /// answers through `responds(to:)` or, for a `UITableViewController` subclass, its overrides.
    case askedBeforeCalling
    /// Found out on the first call: the protocol's default implementation tells the table, which
    /// neither calls nor traces the method again.
    case foundOnFirstCall
}

/// What a callback's trace line shows after its selector and the arguments other than the table.
package enum TraceShape: Sendable, Equatable {
    /// Nothing more: the app is told something.
    case arguments
    /// ` -> ` and the app's answer.
    case argumentsAndAnswer
    /// ` -> ` and the target offset, only when the delegate moved it (`scrollViewWillEndDragging`).
    case argumentsAndChangedTarget
}

/// One callback's facts that do not depend on its types.
package struct CallbackDeclaration: Sendable {
    package let selector: CallbackSelector
    package let owner: CallbackOwner
    package let responds: RespondsRule
    package let trace: TraceShape

    /// How many arguments its trace line shows: every argument but the table view (or scroll view).
    package var tracedArgumentCount: Int { selector.rawValue.filter { $0 == ":" }.count - 1 }
}

/// A callback's declaration with UIKit's default for it: the answer UIKit uses when the app does not
/// implement the method, computed from what that default depends on (`Input`: nothing for a fixed
/// answer, the row asked about for `willSelectRowAt`).
package struct Callback<Input, Answer>: Sendable {
    package let declaration: CallbackDeclaration
    package let uikitDefault: @Sendable (Input) -> Answer

    init(
        _ selector: CallbackSelector, _ owner: CallbackOwner, responds: RespondsRule = .foundOnFirstCall,
        default uikitDefault: @escaping @Sendable (Input) -> Answer
    ) {
        let trace: TraceShape =
            selector == .scrollViewWillEndDragging ? .argumentsAndChangedTarget
            : Answer.self == Void.self ? .arguments : .argumentsAndAnswer
        declaration = CallbackDeclaration(selector: selector, owner: owner, responds: responds, trace: trace)
        self.uikitDefault = uikitDefault
    }
}

extension Callback {
    /// The callback with its default's input given (the row asked about): a fixed default then.
    package func given(_ input: Input) -> Callback<Void, Answer> where Input: Sendable {
        let uikitDefault = uikitDefault
        return Callback<Void, Answer>(declaration: declaration) { _ in uikitDefault(input) }
    }

    private init(declaration: CallbackDeclaration, uikitDefault: @escaping @Sendable (Input) -> Answer) {
        self.declaration = declaration
        self.uikitDefault = uikitDefault
    }
}

extension Callback where Input == Void {
    init(
        _ selector: CallbackSelector, _ owner: CallbackOwner, responds: RespondsRule = .foundOnFirstCall,
        default answer: @escaping @Sendable @autoclosure () -> Answer
    ) {
        self.init(selector, owner, responds: responds, default: { _ in answer() })
    }
}

extension Callback where Input == Void, Answer == Void {
    /// A method that only tells the app something: without it, UIKit does nothing more.
    init(_ selector: CallbackSelector, _ owner: CallbackOwner, responds: RespondsRule = .foundOnFirstCall) {
        self.init(selector, owner, responds: responds, default: { _ in })
    }
}

/// Every callback TableSim models, declared once.
package enum Callbacks {
    // MARK: UITableViewDataSource

    /// Required; UIKit raises without it, after which the table counts no rows.
    package static let numberOfRowsInSection = Callback(.numberOfRowsInSection, .dataSource, responds: .required, default: 0)
    /// Required; UIKit's assertion fails without it (the placeholder stands for the cell it never got).
    package static let cellForRowAt = Callback(
        .cellForRowAt, .dataSource, responds: .required, default: TableViewCell(style: .default, reuseIdentifier: nil))
    package static let numberOfSections = Callback(.numberOfSections, .dataSource, default: 1)
    package static let titleForHeaderInSection = Callback(.titleForHeaderInSection, .dataSource, default: String?.none)
    package static let titleForFooterInSection = Callback(.titleForFooterInSection, .dataSource, default: String?.none)
    package static let canEditRowAt = Callback(.canEditRowAt, .dataSource, default: true)
    /// Without it, rows can move exactly when the data source implements `moveRowAt` (the input).
    package static let canMoveRowAt = Callback<Bool, Bool>(.canMoveRowAt, .dataSource) { implementsMoveRowAt in
        implementsMoveRowAt
    }
    package static let commitEditingStyle = Callback(.commitEditingStyle, .dataSource, responds: .askedBeforeCalling)
    package static let moveRowAt = Callback(.moveRowAt, .dataSource, responds: .askedBeforeCalling)
    package static let sectionIndexTitles = Callback(.sectionIndexTitles, .dataSource, default: [String]?.none)
    /// Without it, an index title leads to the section at its own position (the input).
    package static let sectionForSectionIndexTitle = Callback<Int, Int>(.sectionForSectionIndexTitle, .dataSource) {
        index in index
    }

    // MARK: UITableViewDelegate: display

    package static let willDisplayCell = Callback(.willDisplayCell, .delegate)
    package static let didEndDisplayingCell = Callback(.didEndDisplayingCell, .delegate)
    package static let willDisplayHeaderView = Callback(.willDisplayHeaderView, .delegate)
    package static let willDisplayFooterView = Callback(.willDisplayFooterView, .delegate)
    package static let didEndDisplayingHeaderView = Callback(.didEndDisplayingHeaderView, .delegate)
    package static let didEndDisplayingFooterView = Callback(.didEndDisplayingFooterView, .delegate)
    /// Without it (or answering nil), the section shows the table's own title view.
    package static let viewForHeaderInSection = Callback(.viewForHeaderInSection, .delegate, default: HeaderFooterView?.none)
    package static let viewForFooterInSection = Callback(.viewForFooterInSection, .delegate, default: HeaderFooterView?.none)

    // MARK: UITableViewDelegate: heights (without one, the table's own property applies: nil)

    package static let heightForRowAt = Callback(.heightForRowAt, .delegate, default: Double?.none)
    package static let heightForHeaderInSection = Callback(.heightForHeaderInSection, .delegate, default: Double?.none)
    package static let heightForFooterInSection = Callback(.heightForFooterInSection, .delegate, default: Double?.none)
    package static let estimatedHeightForRowAt = Callback(.estimatedHeightForRowAt, .delegate, default: Double?.none)
    package static let estimatedHeightForHeaderInSection = Callback(
        .estimatedHeightForHeaderInSection, .delegate, default: Double?.none)
    package static let estimatedHeightForFooterInSection = Callback(
        .estimatedHeightForFooterInSection, .delegate, default: Double?.none)

    // MARK: UITableViewDelegate: accessories, highlight, selection

    package static let accessoryButtonTappedForRowWith = Callback(.accessoryButtonTappedForRowWith, .delegate)
    package static let shouldHighlightRowAt = Callback(.shouldHighlightRowAt, .delegate, default: true)
    package static let didHighlightRowAt = Callback(.didHighlightRowAt, .delegate)
    package static let didUnhighlightRowAt = Callback(.didUnhighlightRowAt, .delegate)
    /// Without it, the row asked about (the input) is the one selected.
    package static let willSelectRowAt = Callback<IndexPath, IndexPath?>(.willSelectRowAt, .delegate) { row in row }
    /// Without it, the row asked about (the input) is the one deselected.
    package static let willDeselectRowAt = Callback<IndexPath, IndexPath?>(.willDeselectRowAt, .delegate) { row in row }
    package static let didSelectRowAt = Callback(.didSelectRowAt, .delegate)
    package static let didDeselectRowAt = Callback(.didDeselectRowAt, .delegate)
    package static let performPrimaryActionForRowAt = Callback(.performPrimaryActionForRowAt, .delegate)

    // MARK: UITableViewDelegate: editing

    package static let editingStyleForRowAt = Callback(.editingStyleForRowAt, .delegate, default: EditingStyle.delete)
    /// Without it (or answering nil), the button says "Delete".
    package static let titleForDeleteConfirmationButtonForRowAt = Callback(
        .titleForDeleteConfirmationButtonForRowAt, .delegate, default: String?.none)
    package static let shouldIndentWhileEditingRowAt = Callback(.shouldIndentWhileEditingRowAt, .delegate, default: true)
    package static let willBeginEditingRowAt = Callback(.willBeginEditingRowAt, .delegate)
    package static let didEndEditingRowAt = Callback(.didEndEditingRowAt, .delegate)
    /// Without it, a dragged row may go where it is over (the proposed destination, the input).
    package static let targetIndexPathForMoveFromRowAt = Callback<IndexPath, IndexPath>(
        .targetIndexPathForMoveFromRowAt, .delegate
    ) { proposed in proposed }
    /// Without it (or answering nil), a swipe to the right reveals nothing.
    package static let leadingSwipeActionsConfigurationForRowAt = Callback(
        .leadingSwipeActionsConfigurationForRowAt, .delegate, responds: .askedBeforeCalling,
        default: SwipeActionsConfiguration?.none)
    /// Without it (or answering nil), a swipe to the left reveals the standard Delete, if `commit` is implemented.
    package static let trailingSwipeActionsConfigurationForRowAt = Callback(
        .trailingSwipeActionsConfigurationForRowAt, .delegate, responds: .askedBeforeCalling,
        default: SwipeActionsConfiguration?.none)

    // MARK: The focus system (FullKeyboardAccess.md)

    /// Without it, the table's `allowsFocus` decides (the input).
    package static let canFocusRowAt = Callback<Bool, Bool>(.canFocusRowAt, .delegate) { allowsFocus in allowsFocus }
    /// Without it, every focus move is allowed.
    package static let shouldUpdateFocusIn = Callback(.shouldUpdateFocusIn, .delegate, default: true)
    package static let didUpdateFocusIn = Callback(.didUpdateFocusIn, .delegate)
    /// Without it (or answering nil), focus entering the table goes to the first focusable row shown.
    package static let indexPathForPreferredFocusedView = Callback(
        .indexPathForPreferredFocusedView, .delegate, default: IndexPath?.none)
    /// Without it, `selectionFollowsFocus` alone decides (asked only while it is on).
    package static let selectionFollowsFocusForRowAt = Callback(.selectionFollowsFocusForRowAt, .delegate, default: true)

    // MARK: Prefetching (issue 23)

    /// Required by `UITableViewDataSourcePrefetching`: a prefetch data source always implements it.
    package static let prefetchRowsAt = Callback(.prefetchRowsAt, .prefetchDataSource, responds: .required)
    /// Without it, nothing is cancelled.
    package static let cancelPrefetchingForRowsAt = Callback(.cancelPrefetchingForRowsAt, .prefetchDataSource)

    // MARK: UIScrollViewDelegate

    package static let scrollViewDidScroll = Callback(.scrollViewDidScroll, .scrollViewDelegate)
    package static let scrollViewWillBeginDragging = Callback(.scrollViewWillBeginDragging, .scrollViewDelegate)
    /// Without it, the content comes to rest where the flick takes it.
    package static let scrollViewWillEndDragging = Callback(.scrollViewWillEndDragging, .scrollViewDelegate)
    package static let scrollViewDidEndDragging = Callback(.scrollViewDidEndDragging, .scrollViewDelegate)
    package static let scrollViewWillBeginDecelerating = Callback(.scrollViewWillBeginDecelerating, .scrollViewDelegate)
    package static let scrollViewDidEndDecelerating = Callback(.scrollViewDidEndDecelerating, .scrollViewDelegate)
    package static let scrollViewDidEndScrollingAnimation = Callback(
        .scrollViewDidEndScrollingAnimation, .scrollViewDelegate)
    package static let scrollViewShouldScrollToTop = Callback(.scrollViewShouldScrollToTop, .scrollViewDelegate, default: true)
    package static let scrollViewDidScrollToTop = Callback(.scrollViewDidScrollToTop, .scrollViewDelegate)
    package static let scrollViewDidChangeAdjustedContentInset = Callback(
        .scrollViewDidChangeAdjustedContentInset, .scrollViewDelegate)
}

extension Callback where Input == Void, Answer == Double? {
    /// What a height method answers when the app does not implement it, since the method must answer
    /// a number: UIKit's default (none: the table's own property applies) stands as `automaticDimension`.
    package var standInAnswer: Double { uikitDefault(()) ?? TableView.automaticDimension }
}

extension CallbackSelector {
    /// The callback's declaration (an exhaustive switch: a new selector does not compile without one).
    package var declaration: CallbackDeclaration {
        switch self {
        case .numberOfSections: Callbacks.numberOfSections.declaration
        case .numberOfRowsInSection: Callbacks.numberOfRowsInSection.declaration
        case .cellForRowAt: Callbacks.cellForRowAt.declaration
        case .titleForHeaderInSection: Callbacks.titleForHeaderInSection.declaration
        case .titleForFooterInSection: Callbacks.titleForFooterInSection.declaration
        case .canEditRowAt: Callbacks.canEditRowAt.declaration
        case .canMoveRowAt: Callbacks.canMoveRowAt.declaration
        case .commitEditingStyle: Callbacks.commitEditingStyle.declaration
        case .moveRowAt: Callbacks.moveRowAt.declaration
        case .sectionIndexTitles: Callbacks.sectionIndexTitles.declaration
        case .sectionForSectionIndexTitle: Callbacks.sectionForSectionIndexTitle.declaration
        case .willDisplayCell: Callbacks.willDisplayCell.declaration
        case .didEndDisplayingCell: Callbacks.didEndDisplayingCell.declaration
        case .willDisplayHeaderView: Callbacks.willDisplayHeaderView.declaration
        case .willDisplayFooterView: Callbacks.willDisplayFooterView.declaration
        case .didEndDisplayingHeaderView: Callbacks.didEndDisplayingHeaderView.declaration
        case .didEndDisplayingFooterView: Callbacks.didEndDisplayingFooterView.declaration
        case .viewForHeaderInSection: Callbacks.viewForHeaderInSection.declaration
        case .viewForFooterInSection: Callbacks.viewForFooterInSection.declaration
        case .heightForRowAt: Callbacks.heightForRowAt.declaration
        case .heightForHeaderInSection: Callbacks.heightForHeaderInSection.declaration
        case .heightForFooterInSection: Callbacks.heightForFooterInSection.declaration
        case .estimatedHeightForRowAt: Callbacks.estimatedHeightForRowAt.declaration
        case .estimatedHeightForHeaderInSection: Callbacks.estimatedHeightForHeaderInSection.declaration
        case .estimatedHeightForFooterInSection: Callbacks.estimatedHeightForFooterInSection.declaration
        case .accessoryButtonTappedForRowWith: Callbacks.accessoryButtonTappedForRowWith.declaration
        case .shouldHighlightRowAt: Callbacks.shouldHighlightRowAt.declaration
        case .didHighlightRowAt: Callbacks.didHighlightRowAt.declaration
        case .didUnhighlightRowAt: Callbacks.didUnhighlightRowAt.declaration
        case .willSelectRowAt: Callbacks.willSelectRowAt.declaration
        case .willDeselectRowAt: Callbacks.willDeselectRowAt.declaration
        case .didSelectRowAt: Callbacks.didSelectRowAt.declaration
        case .didDeselectRowAt: Callbacks.didDeselectRowAt.declaration
        case .performPrimaryActionForRowAt: Callbacks.performPrimaryActionForRowAt.declaration
        case .editingStyleForRowAt: Callbacks.editingStyleForRowAt.declaration
        case .titleForDeleteConfirmationButtonForRowAt: Callbacks.titleForDeleteConfirmationButtonForRowAt.declaration
        case .shouldIndentWhileEditingRowAt: Callbacks.shouldIndentWhileEditingRowAt.declaration
        case .willBeginEditingRowAt: Callbacks.willBeginEditingRowAt.declaration
        case .didEndEditingRowAt: Callbacks.didEndEditingRowAt.declaration
        case .targetIndexPathForMoveFromRowAt: Callbacks.targetIndexPathForMoveFromRowAt.declaration
        case .leadingSwipeActionsConfigurationForRowAt: Callbacks.leadingSwipeActionsConfigurationForRowAt.declaration
        case .trailingSwipeActionsConfigurationForRowAt: Callbacks.trailingSwipeActionsConfigurationForRowAt.declaration
        case .canFocusRowAt: Callbacks.canFocusRowAt.declaration
        case .shouldUpdateFocusIn: Callbacks.shouldUpdateFocusIn.declaration
        case .didUpdateFocusIn: Callbacks.didUpdateFocusIn.declaration
        case .indexPathForPreferredFocusedView: Callbacks.indexPathForPreferredFocusedView.declaration
        case .selectionFollowsFocusForRowAt: Callbacks.selectionFollowsFocusForRowAt.declaration
        // MARK: Prefetching (issue 23)
        case .prefetchRowsAt: Callbacks.prefetchRowsAt.declaration
        case .cancelPrefetchingForRowsAt: Callbacks.cancelPrefetchingForRowsAt.declaration
        case .scrollViewDidScroll: Callbacks.scrollViewDidScroll.declaration
        case .scrollViewWillBeginDragging: Callbacks.scrollViewWillBeginDragging.declaration
        case .scrollViewWillEndDragging: Callbacks.scrollViewWillEndDragging.declaration
        case .scrollViewDidEndDragging: Callbacks.scrollViewDidEndDragging.declaration
        case .scrollViewWillBeginDecelerating: Callbacks.scrollViewWillBeginDecelerating.declaration
        case .scrollViewDidEndDecelerating: Callbacks.scrollViewDidEndDecelerating.declaration
        case .scrollViewDidEndScrollingAnimation: Callbacks.scrollViewDidEndScrollingAnimation.declaration
        case .scrollViewShouldScrollToTop: Callbacks.scrollViewShouldScrollToTop.declaration
        case .scrollViewDidScrollToTop: Callbacks.scrollViewDidScrollToTop.declaration
        case .scrollViewDidChangeAdjustedContentInset: Callbacks.scrollViewDidChangeAdjustedContentInset.declaration
        }
    }

    /// The app object the callback goes to.
    package var owner: CallbackOwner { declaration.owner }
}

extension ScrollView {
    /// What a protocol's "not implemented" default does: tells the table the method it called is not
    /// the app's, and answers UIKit's default (which the table applies itself; the answer only
    /// satisfies the method's type).
    package func unimplemented<Answer>(_ callback: Callback<Void, Answer>) -> Answer {
        markUnimplemented()
        return callback.uikitDefault(())
    }

    /// The same for a default that depends on an input (the row asked about, the proposed destination).
    package func unimplemented<Input, Answer>(_ callback: Callback<Input, Answer>, _ input: Input) -> Answer {
        markUnimplemented()
        return callback.uikitDefault(input)
    }

    /// The same for a height method, which must answer a number (see `standInAnswer`).
    package func unimplemented(_ callback: Callback<Void, Double?>) -> Double {
        markUnimplemented()
        return callback.standInAnswer
    }
}
