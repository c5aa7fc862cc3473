// Not upstream code: stand-ins for the Go Map!! types the custom field list uses. Upstream's versions
// (src/Shared/PresetsDisplay/PresetDisplayKeyUserDefined.swift, src/iOS/POI/CustomFieldController.swift)
// need the app's preset database, user preferences and storyboard outlets.
import TableSimUIKit

/// A custom field the user defined; the list shows its name.
final class PresetDisplayKeyUserDefined {
    /// The field's display name.
    let name: String

    /// Creates a field with this display name.
    init(name: String) {
        self.name = name
    }
}

/// The user's custom fields, in memory instead of the app's preferences store.
final class PresetKeyUserDefinedList {
    /// The list the screen edits; tests replace it to start from known rows.
    static var shared = PresetKeyUserDefinedList()

    /// The fields in display order.
    private(set) var list: [PresetDisplayKeyUserDefined]

    /// How many times the screen asked to persist the list.
    private(set) var saveCount = 0

    /// Creates a list holding these fields.
    init(_ list: [PresetDisplayKeyUserDefined] = []) {
        self.list = list
    }

    /// Records a save; upstream writes the list to the preferences store.
    func save() {
        saveCount += 1
    }

    /// Inserts a field at a position.
    func addPreset(_ preset: PresetDisplayKeyUserDefined, atIndex index: Int) {
        list.insert(preset, at: index)
    }

    /// Removes the field at a position.
    func removePresetAtIndex(_ index: Int) {
        list.remove(at: index)
    }
}

/// The field editor the list's storyboard segue opens; the list sets these two properties.
final class CustomFieldController: UITableViewController {
    /// The field being edited, or nil for a new one.
    var customField: PresetDisplayKeyUserDefined?

    /// Called with the edited field when the editor closes.
    var completion: ((PresetDisplayKeyUserDefined?) -> Void)?
}
