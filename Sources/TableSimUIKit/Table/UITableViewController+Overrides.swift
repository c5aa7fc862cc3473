import TableSim

// UIKit asks `respondsToSelector:` before it shows reorder controls (`moveRowAt`) or lets a row be
// swiped (`commit`, the swipe-action methods). Swift cannot ask whether an object implements a
// method without calling it, and these must not be called speculatively. A `UITableViewController`
// subclass, though, overrides the controller's `open` methods, and an override changes the class's
// vtable slot: comparing the subclass's slot with the controller's tells, without calling anything.
// The slot of each method is found by comparing probe subclasses that override only that method.

/// Whether app classes override the table methods UIKit asks about before calling.
@MainActor
enum ControllerOverrides {
    /// The class metadata words from the address point, and how many there are (Linux, no Objective-C
    /// runtime: the class size and address point are 32-bit fields at offsets 32 and 36).
    private static func metadataWords(_ type: AnyClass) -> (words: UnsafePointer<UInt>, count: Int) {
        let pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let size = pointer.load(fromByteOffset: 32, as: UInt32.self)
        let addressPoint = pointer.load(fromByteOffset: 36, as: UInt32.self)
        let count = size >= addressPoint ? Int(size - addressPoint) / MemoryLayout<UInt>.size : 0
        return (pointer.assumingMemoryBound(to: UInt.self), count)
    }

    /// The vtable slot of the one method a probe subclass overrides, or nil when it cannot be told.
    private static func slot(overriddenBy probe: UITableViewController.Type) -> Int? {
        let base = metadataWords(UITableViewController.self)
        let none = metadataWords(ProbeOverridingNothing.self)
        let overriding = metadataWords(probe)
        guard base.count > 0, base.count < 4096, none.count >= base.count, overriding.count >= base.count else { return nil }
        let slots = (0..<base.count).filter {
            overriding.words[$0] != none.words[$0] && none.words[$0] == base.words[$0]
        }
        return slots.count == 1 ? slots[0] : nil
    }

    private static let slots: [CallbackSelector: Int] = {
        var slots: [CallbackSelector: Int] = [:]
        slots[.moveRowAt] = slot(overriddenBy: ProbeOverridingMove.self)
        slots[.commitEditingStyle] = slot(overriddenBy: ProbeOverridingCommit.self)
        slots[.leadingSwipeActionsConfigurationForRowAt] = slot(overriddenBy: ProbeOverridingLeading.self)
        slots[.trailingSwipeActionsConfigurationForRowAt] = slot(overriddenBy: ProbeOverridingTrailing.self)
        return slots
    }()

    /// Whether a controller class overrides the method UIKit asks about; nil when it cannot be told.
    static func overrides(_ type: UITableViewController.Type, _ selector: CallbackSelector) -> Bool? {
        guard let slot = slots[selector] else { return nil }
        let base = metadataWords(UITableViewController.self)
        let subclass = metadataWords(type)
        guard subclass.count >= base.count, slot < base.count else { return nil }
        return subclass.words[slot] != base.words[slot]
    }
}

private final class ProbeOverridingNothing: UITableViewController {}

private final class ProbeOverridingMove: UITableViewController {
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

private final class ProbeOverridingCommit: UITableViewController {
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
}

private final class ProbeOverridingLeading: UITableViewController {
    override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
}

private final class ProbeOverridingTrailing: UITableViewController {
    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
}
