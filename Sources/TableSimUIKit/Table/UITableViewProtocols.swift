import TableSim

// UIKit's table protocols with UIKit's exact Swift signatures. Optional methods have default
// implementations that stand for "not implemented": they tell the table so, and it neither calls nor
// traces them again (UIKit's `respondsToSelector:`). Swift finds a method only in the class that
// declares the conformance or its superclasses; `tablesim check-uikit` reports methods written only in
// a subclass, and `UITableViewController` declares them all so that subclasses `override` them.
// The protocols, their defaults and the controller's methods are written by the CallbackSurfaces
// build plugin from Sources/Callbacks/*.callbacks; the types their signatures name are here.

/// UIKit's `UITableViewFocusUpdateContext`: the rows a focus move leaves and enters (nil outside the table).
public typealias UITableViewFocusUpdateContext = TableViewFocusUpdateContext
/// UIKit's `UIFocusAnimationCoordinator` (TableSim draws no focus animation).
public typealias UIFocusAnimationCoordinator = FocusAnimationCoordinator
