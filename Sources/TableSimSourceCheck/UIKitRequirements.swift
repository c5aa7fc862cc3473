/// The three UIKit protocols whose optional methods UIKit finds with `respondsToSelector`.
package enum UIKitProtocol: String, CaseIterable, Sendable, Comparable {
    case dataSource = "UITableViewDataSource"
    case delegate = "UITableViewDelegate"
    case scrollViewDelegate = "UIScrollViewDelegate"
    case prefetchDataSource = "UITableViewDataSourcePrefetching"
    case dragDelegate = "UITableViewDragDelegate"
    case dropDelegate = "UITableViewDropDelegate"

    /// The protocols a class adopts by naming this one: `UITableViewDelegate` refines `UIScrollViewDelegate`.
    var adoptedWithIt: [UIKitProtocol] {
        self == .delegate ? [.delegate, .scrollViewDelegate] : [self]
    }

    package static func < (lhs: UIKitProtocol, rhs: UIKitProtocol) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One method of a UIKit protocol: its Swift signature, its Objective-C selector, and whether TableSim models it.
package struct UIKitRequirement: Sendable {
    /// The protocol that declares the method.
    package let owner: UIKitProtocol
    /// The declaration as UIKit's Swift interface writes it.
    package let signature: String
    /// The method parsed from `signature`.
    package let function: FunctionDeclaration
    /// The Objective-C selector, which is also the method's Swift 2 name (`tableView:cellForRowAtIndexPath:`).
    package let objectiveCSelector: String
    /// Whether TableSim's core calls and traces the method (a `CallbackSelector`).
    package let isModelled: Bool

    /// The Swift selector, like `tableView(_:cellForRowAt:)`.
    package var selector: String { function.selector }

    /// The Swift 2 name's parts: the base name, then the labels, the first one `_`.
    var swift2Parts: [String] {
        let pieces = objectiveCSelector.split(separator: ":").map(String.init)
        return [pieces[0], "_"] + pieces.dropFirst()
    }

    /// The Swift name's parts: the base name, then the labels.
    var parts: [String] { [function.baseName] + function.labels }
}

extension UIKitRequirement {
    /// Every method of UITableViewDataSource, UITableViewDelegate and UIScrollViewDelegate, as of iOS 17.
    ///
    /// The modelled ones are exactly the core's `CallbackSelector` cases (a test holds the two lists
    /// together); the others compile against TableSimUIKit but the core never calls them.
    package static let all: [UIKitRequirement] = (declared + notDeclared).map { owner, signature, objectiveC, modelled in
        let source = "protocol P {\n" + signature + "\n}"
        guard let function = SwiftDeclarationParser.declarations(in: source).first?.functions.first else {
            preconditionFailure("the requirement table holds a signature the parser cannot read: \(signature)")
        }
        return UIKitRequirement(
            owner: owner, signature: signature, function: function, objectiveCSelector: objectiveC, isModelled: modelled)
    }

    /// The requirements, by protocol.
    static let byProtocol: [UIKitProtocol: [UIKitRequirement]] = Dictionary(grouping: all, by: \.owner)

    /// The methods no callback declaration covers yet (Sources/Callbacks/*.callbacks declares the
    /// modelled ones, written into `declared` by the CallbackSurfaces build plugin): TableSimUIKit
    /// lets apps write them, but the core never calls them.
    private static let notDeclared: [(UIKitProtocol, String, String, Bool)] = [
        (.delegate, "func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool",
         "tableView:canPerformPrimaryActionForRowAtIndexPath:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?",
         "tableView:editActionsForRowAtIndexPath:", false),
        (.delegate, "func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int",
         "tableView:indentationLevelForRowAtIndexPath:", false),
        (.delegate, "func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool",
         "tableView:shouldShowMenuForRowAtIndexPath:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool",
         "tableView:canPerformAction:forRowAtIndexPath:withSender:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?)",
         "tableView:performAction:forRowAtIndexPath:withSender:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool",
         "tableView:shouldSpringLoadRowAtIndexPath:withContext:", false),
        (.delegate,
         "func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool",
         "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:", false),
        (.delegate, "func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)",
         "tableView:didBeginMultipleSelectionInteractionAtIndexPath:", false),
        (.delegate, "func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)",
         "tableViewDidEndMultipleSelectionInteraction:", false),
        (.scrollViewDelegate, "func scrollViewDidZoom(_ scrollView: UIScrollView)", "scrollViewDidZoom:", false),
        (.scrollViewDelegate, "func viewForZooming(in scrollView: UIScrollView) -> UIView?",
         "viewForZoomingInScrollView:", false),
        (.scrollViewDelegate, "func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)",
         "scrollViewWillBeginZooming:withView:", false),
        (.scrollViewDelegate,
         "func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)",
         "scrollViewDidEndZooming:withView:atScale:", false),
    ]
}
