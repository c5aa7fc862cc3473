/// VoiceOver's drag and drop on a row (DragAndDropBehaviour.md, "VoiceOver"): the names the app gives
/// its drags and drops (UIKit's `UIAccessibilityDragging`), and what VoiceOver says as a drag it holds
/// begins and ends.

/// A named place on a cell where VoiceOver offers a drag or a drop (UIKit's
/// `UIAccessibilityLocationDescriptor`, as the table reads it): the action's name and the point, in the
/// cell's coordinates, where the drag would start or the drop land.
public struct AccessibilityLocationDescriptor: Hashable, Sendable {
    /// The action's name VoiceOver offers.
    public var name: String
    /// Where the interaction is, in the cell's coordinates.
    public var point: Point

    /// Creates a descriptor named `name` at a point of the cell.
    public init(name: String, point: Point) {
        self.name = name
        self.point = point
    }
}

extension VoiceOverSpeech {
    /// What VoiceOver says when its Drag action lifts a row (**Choice**, DragAndDropBehaviour.md).
    package static let dragStarted = "Drag started"
    /// What VoiceOver says when a drop it held lands.
    package static let dropped = "Dropped"
    /// What VoiceOver says when a drop it held lands nothing (the proposal took no drop).
    package static let dropCancelled = "Drop cancelled"
}

extension AccessibilityRowFacts {
    /// The row's drag and drop actions: the app's descriptors when it set them (an empty list: none),
    /// else "Drag", or "Drop before" and "Drop after"; a drop descriptor whose point is in the upper
    /// half of the row drops before it, in the lower half after it.
    func dragAndDropActions() -> [AccessibilityElement.CustomAction] {
        switch dragAction {
        case .none:
            return []
        case .drag:
            let names = overrides.dragSourceDescriptors?.map(\.name) ?? [VoiceOverSpeech.drag]
            return names.filter { !$0.isEmpty }.map { AccessibilityElement.CustomAction(name: $0, kind: .drag) }
        case .drop:
            guard let descriptors = overrides.dropPointDescriptors else {
                return [
                    AccessibilityElement.CustomAction(name: VoiceOverSpeech.dropBefore, kind: .drop(before: true)),
                    AccessibilityElement.CustomAction(name: VoiceOverSpeech.dropAfter, kind: .drop(before: false)),
                ]
            }
            return descriptors.filter { !$0.name.isEmpty }.map {
                AccessibilityElement.CustomAction(name: $0.name, kind: .drop(before: $0.point.y < frame.height / 2))
            }
        }
    }
}
