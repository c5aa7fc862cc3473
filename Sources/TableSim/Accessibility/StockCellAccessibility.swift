import Foundation

/// What the app set on a cell for VoiceOver, read through UIKit's property names.
package struct AccessibilityOverrides: Hashable, Sendable {
    /// `accessibilityLabel`: replaces the text and detail text.
    package var label: String?
    /// `accessibilityValue`.
    package var value: String?
    /// `accessibilityHint`.
    package var hint: String?
    /// `accessibilityTraits`: the table adds its own on top.
    package var traits: AccessibilityTraits
    /// `isAccessibilityElement`: false leaves the row's text out, its controls stay.
    package var isAccessibilityElement: Bool
    /// `accessibilityElementsHidden`: true leaves the row and all of its controls out.
    package var elementsHidden: Bool
    /// The names of `accessibilityCustomActions`, in order.
    package var customActionNames: [String]
    /// `accessibilityDragSourceDescriptors`: the names of the row's drags (nil: VoiceOver's default).
    package var dragSourceDescriptors: [AccessibilityLocationDescriptor]?
    /// `accessibilityDropPointDescriptors`: the names and places of the row's drops (nil: the defaults).
    package var dropPointDescriptors: [AccessibilityLocationDescriptor]?

    /// Creates overrides; the defaults are a cell the app left alone.
    package init(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
        isAccessibilityElement: Bool = true, elementsHidden: Bool = false, customActionNames: [String] = []
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.isAccessibilityElement = isAccessibilityElement
        self.elementsHidden = elementsHidden
        self.customActionNames = customActionNames
    }

    /// What the app set on a cell.
    package init(cell: TableViewCell) {
        self.init(
            label: cell.accessibilityLabel, value: cell.accessibilityValue, hint: cell.accessibilityHint,
            traits: cell.accessibilityTraits, isAccessibilityElement: cell.isAccessibilityElement,
            elementsHidden: cell.accessibilityElementsHidden,
            customActionNames: (cell.accessibilityCustomActions ?? []).map(\.name))
        dragSourceDescriptors = cell.accessibilityDragSourceDescriptors
        dropPointDescriptors = cell.accessibilityDropPointDescriptors
    }
}

/// Everything the stock-cell rules read about one row: the cell's text and state, the controls it
/// shows with their frames on screen, the swipe actions the delegate gave, and the app's overrides.
///
/// The device fills it from the cell, the table and its screen layout; ``elements()`` turns it into
/// the row's elements without calling anything.
package struct AccessibilityRowFacts: Hashable, Sendable {
    /// A button beside the row's content: its title and where it is.
    package struct Button: Hashable, Sendable {
        /// The title shown (and spoken).
        package var title: String
        /// Where the button is on screen.
        package var frame: Rect
        /// Creates a button.
        package init(title: String, frame: Rect) {
            self.title = title
            self.frame = frame
        }
    }

    /// A row's editing control: its style and where it is.
    package struct EditingControl: Hashable, Sendable {
        /// The control's style: `.delete` (the red minus) or `.insert` (the green plus).
        package var style: EditingStyle
        /// Where the control is on screen.
        package var frame: Rect
        /// Creates a control.
        package init(style: EditingStyle, frame: Rect) {
            self.style = style
            self.frame = frame
        }
    }

    /// The row.
    package var indexPath: IndexPath
    /// The text label's text, or nil.
    package var text: String?
    /// Whether the text label is enabled.
    package var isTextEnabled: Bool
    /// The detail text label's text, or nil (always nil for the default style, which has none).
    package var detailText: String?
    /// The accessory shown now (the editing accessory in editing mode).
    package var accessory: AccessoryType
    /// Whether the row is selected: in the table's selected rows and drawn selected.
    package var isSelected: Bool
    /// Where the row is on screen.
    package var frame: Rect
    /// The editing control shown (`.delete` or `.insert`) and where, or nil outside editing mode.
    package var editingControl: EditingControl?
    /// Where the detail (ⓘ) button is, when the accessory shows one.
    package var detailButtonFrame: Rect?
    /// The Delete confirmation shown, or nil.
    package var deleteConfirmation: Button?
    /// The buttons an open swipe shows, nearest the content first.
    package var swipeButtons: [Button]
    /// Where the reorder control is, when the row shows one.
    package var reorderControlFrame: Rect?
    /// The titles of the leading swipe actions the delegate gave, in order (nil: no title).
    package var leadingSwipeActions: [String?]
    /// The titles of the trailing swipe actions, or the standard Delete's title.
    package var trailingSwipeActions: [String?]
    /// Whether the row shows a reorder control and so does the previous row of its section.
    package var canMoveUp: Bool
    /// Whether the row shows a reorder control and so does the next row of its section.
    package var canMoveDown: Bool
    /// What drag and drop offers on the row: a drag where a long press would lift it, or, while
    /// VoiceOver holds a drag of another row, dropping it before or after this one (DragAndDropBehaviour.md).
    package var dragAction = DragAction.none
    /// What the app set on the cell.
    package var overrides: AccessibilityOverrides
    /// The view in the accessory's place (a switch, a button, another view), or nil.
    package var accessoryView: AccessoryViewContent?
    /// Where that view is on screen, when the screen layout placed it.
    package var accessoryViewFrame: Rect?

    /// What drag and drop offers on a row through VoiceOver.
    package enum DragAction: Hashable, Sendable {
        case none
        /// "Drag": the row lifts.
        case drag
        /// "Drop before", "Drop after": the drag VoiceOver holds lands beside the row.
        case drop
    }

    /// Creates the facts of a plain row; set the other properties for controls, actions and overrides.
    package init(
        indexPath: IndexPath, text: String?, detailText: String? = nil, accessory: AccessoryType = .none,
        isSelected: Bool = false, isTextEnabled: Bool = true, frame: Rect
    ) {
        self.indexPath = indexPath
        self.text = text
        self.detailText = detailText
        self.accessory = accessory
        self.isSelected = isSelected
        self.isTextEnabled = isTextEnabled
        self.frame = frame
        editingControl = nil
        detailButtonFrame = nil
        deleteConfirmation = nil
        swipeButtons = []
        reorderControlFrame = nil
        leadingSwipeActions = []
        trailingSwipeActions = []
        canMoveUp = false
        canMoveDown = false
        overrides = AccessibilityOverrides()
        accessoryView = nil
        accessoryViewFrame = nil
    }

    /// The facts a displayed cell gives by itself: its labels, accessory, selection and the app's
    /// overrides. The caller adds the table's knowledge (selection, controls' frames, swipe actions).
    ///
    /// A cell whose stock labels show nothing is described by its content's labels, joined by
    /// ", " as UIKit joins a cell's subviews' labels when the app sets no `accessibilityLabel` [I].
    package init(cell: TableViewCell, at indexPath: IndexPath, isSelectedInTable: Bool, frame: Rect) {
        var text = cell.textLabel?.text
        let detail = cell.detailTextLabel?.text
        if (text ?? "").isEmpty, (detail ?? "").isEmpty {
            let content = cell.contentAccessibilityLabels.filter { !$0.isEmpty }
            if !content.isEmpty { text = content.joined(separator: ", ") }
        }
        self.init(
            indexPath: indexPath, text: text, detailText: detail,
            accessory: cell.shownAccessory, isSelected: isSelectedInTable && cell.isSelected,
            isTextEnabled: cell.textLabel?.isEnabled ?? true, frame: frame)
        overrides = AccessibilityOverrides(cell: cell)
        accessoryView = cell.shownAccessoryView
    }

    /// Which elements the row has, for navigation (the same ones ``elements()`` builds).
    package var parts: AccessibilityRowParts {
        guard !overrides.elementsHidden else { return .hidden }
        return AccessibilityRowParts(
            editingControl: editingControl?.style ?? .none, hasText: overrides.isAccessibilityElement,
            hasMoreInfo: detailButtonFrame != nil, hasDeleteButton: deleteConfirmation != nil,
            swipeButtons: swipeButtons.count, hasReorderControl: reorderControlFrame != nil)
    }

    /// The row's label: the app's, else the text and the detail text joined by ", " (§3.1).
    package var label: String {
        // §3.1 [D: D-cell]: an app-set label replaces everything.
        if let label = overrides.label { return label }
        // §3.1: each label only if visible, trimmed and non-empty, joined by ", "; an accessory view
        // that is no switch is read after them, as a cell's other subviews are (§3.1 [D], choice).
        var viewLabel: String?
        if let accessoryView, !accessoryView.isToggle {
            viewLabel = accessoryView.accessibilityLabel
        }
        return [text, detailText, viewLabel]
            .compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
            .joined(separator: ", ")
    }

    /// The traits the stock cell adds to the app's (§3.2).
    package var traits: AccessibilityTraits {
        var traits = overrides.traits
        // §3.2: Button for the accessories that act; the shown accessory is the editing one in editing mode.
        switch accessory {
        case .disclosureIndicator, .detailButton, .detailDisclosureButton: traits.insert(.button)
        case .none, .checkmark: break
        }
        // §3.2: Selected for a selected row without an acting accessory, or any checkmark row.
        let selectedAccessory = accessory == .none || accessory == .checkmark
        if (isSelected && selectedAccessory) || (!isSelected && accessory == .checkmark) { traits.insert(.selected) }
        // §3.2: Dimmed only for a disabled text label (`isUserInteractionEnabled` alone does not dim).
        if !isTextEnabled { traits.insert(.notEnabled) }
        // §2.2: a switch accessory view merges into the row, which takes its traits (and is dimmed
        // with it).
        if let accessoryView, case .toggle = accessoryView.kind {
            traits.formUnion([.button, .toggleButton])
            if !accessoryView.isEnabled { traits.insert(.notEnabled) }
        }
        return traits
    }

    /// The row's custom actions, in UIKit's order (§6).
    package var customActions: [AccessibilityElement.CustomAction] {
        typealias Action = AccessibilityElement.CustomAction
        func named(_ title: String?) -> String? {
            // §6 [D: D-cell]: line breaks become spaces; empty names are dropped.
            guard let title else { return nil }
            let name = String(title.map { $0 == "\n" || $0 == "\r\n" ? " " : $0 })
            return name.isEmpty ? nil : name
        }
        var actions: [Action] = []
        // §6: 1. leading swipe actions, 2. trailing swipe actions (or the standard Delete), in order.
        for (index, title) in leadingSwipeActions.enumerated() {
            if let name = named(title) { actions.append(Action(name: name, kind: .swipeAction(.leading, index))) }
        }
        for (index, title) in trailingSwipeActions.enumerated() {
            if let name = named(title) { actions.append(Action(name: name, kind: .swipeAction(.trailing, index))) }
        }
        // §6: 3. More Info for the detail accessories.
        if accessory.hasDetailButton { actions.append(Action(name: VoiceOverSpeech.moreInfo, kind: .moreInfo)) }
        // §6: 4. Move up / Move down beside rows that also show a reorder control, never across sections.
        if canMoveUp { actions.append(Action(name: VoiceOverSpeech.moveUp, kind: .moveUp)) }
        if canMoveDown { actions.append(Action(name: VoiceOverSpeech.moveDown, kind: .moveDown)) }
        // Drag and drop (DragAndDropBehaviour.md, Choice): after the table's reorder actions, before the app's.
        actions += dragAndDropActions()
        // §6: 5. the app's actions last, not de-duplicated.
        for (index, name) in overrides.customActionNames.enumerated() {
            if let name = named(name) { actions.append(Action(name: name, kind: .app(index))) }
        }
        return actions
    }

    /// The row's elements in VoiceOver's order (§2.2): the editing control, the text, More Info, the
    /// Delete confirmation, the swipe buttons, the reorder control.
    package func elements() -> [AccessibilityElement] {
        guard !overrides.elementsHidden else { return [] }
        let row = indexPath
        let label = label
        func prefixed(_ word: String) -> String { label.isEmpty ? word : word + " " + label }
        var elements: [AccessibilityElement] = []
        if let control = editingControl {
            // §2.2: "Delete <label>" [O], "Insert <label>" (choice), trait Button.
            switch control.style {
            case .delete:
                elements.append(AccessibilityElement(
                    id: .deleteControl(row), label: prefixed(VoiceOverSpeech.delete), traits: .button, frame: control.frame))
            case .insert:
                elements.append(AccessibilityElement(
                    id: .insertControl(row), label: prefixed(VoiceOverSpeech.insert), traits: .button, frame: control.frame))
            case .none:
                break  // a control of style .none is not shown, as `parts` says too

            }
        }
        if overrides.isAccessibilityElement {
            // §2.2: the text element's frame is the row less a separately exposed detail button.
            var textFrame = frame
            if let detail = detailButtonFrame { textFrame.size.width = max(0, frame.width - detail.width) }
            // §5 [D: D-cell]: a row with a delete or insert control activates at the control; §2.2: a
            // row with a switch accessory view at the switch, which a double tap flips.
            var activation = editingControl.map { Point(x: $0.frame.midX, y: $0.frame.midY) }
            var value = overrides.value
            if activation == nil, let accessoryView, case .toggle(let isOn) = accessoryView.kind {
                if let frame = accessoryViewFrame { activation = Point(x: frame.midX, y: frame.midY) }
                // §2.2: the switch's value, which VoiceOver speaks as "On" or "Off" (§1.1).
                value = value ?? (isOn ? "1" : "0")
            }
            elements.append(AccessibilityElement(
                id: .row(row), label: label, value: value, traits: traits, hint: overrides.hint,
                frame: textFrame, activationPoint: activation, customActions: customActions))
        }
        if let detail = detailButtonFrame {
            // §2.2: a Button right after its row: "More Info" for `.detailButton`; for
            // `.detailDisclosureButton` the decompiled view's label, "<row label>, More Info"
            // (corrected in turn 3).
            let rowLabel = label
            let moreInfo =
                accessory == .detailDisclosureButton && !rowLabel.isEmpty
                ? rowLabel + ", " + VoiceOverSpeech.moreInfo : VoiceOverSpeech.moreInfo
            elements.append(AccessibilityElement(id: .moreInfo(row), label: moreInfo, traits: .button, frame: detail))
        }
        if let confirmation = deleteConfirmation {
            // §2.2: the confirmation's title, trait Button [I].
            elements.append(AccessibilityElement(
                id: .deleteButton(row), label: confirmation.title, traits: .button, frame: confirmation.frame))
        }
        for (index, button) in swipeButtons.enumerated() {
            // §2.2: an open swipe's buttons follow the row, label = title, trait Button [I].
            elements.append(AccessibilityElement(
                id: .swipeButton(row, index), label: button.title, traits: .button, frame: button.frame))
        }
        if let reorder = reorderControlFrame {
            // §2.2: "Reorder <label>" [O], trait Button.
            elements.append(AccessibilityElement(
                id: .reorderControl(row), label: prefixed(VoiceOverSpeech.reorder), traits: .button, frame: reorder))
        }
        return elements
    }
}

extension AccessibilityElement {
    /// A section header: its title as returned, trait Heading unless the app's own header view set
    /// other traits (§3.3).
    package static func header(section: Int, title: String?, traits: AccessibilityTraits = .header, frame: Rect) -> AccessibilityElement {
        AccessibilityElement(id: .header(section), label: title, traits: traits, frame: frame)
    }

    /// A section footer: its title, no trait (§3.3).
    package static func footer(section: Int, title: String?, frame: Rect) -> AccessibilityElement {
        AccessibilityElement(id: .footer(section), label: title, frame: frame)
    }

    /// The table's header view: its text, no trait (§3.3).
    package static func tableHeaderView(text: String?, frame: Rect) -> AccessibilityElement {
        AccessibilityElement(id: .tableHeaderView, label: text, frame: frame)
    }

    /// The table's footer view: its text, no trait (§3.3).
    package static func tableFooterView(text: String?, frame: Rect) -> AccessibilityElement {
        AccessibilityElement(id: .tableFooterView, label: text, frame: frame)
    }

    /// The section index: "Table index", Adjustable, with no value (§3.3, corrected: a device capture
    /// reads "Table index adjustable", and the decompiled index defines no value). Its position moves
    /// with VoiceOver's swipes, which announce the title they reach.
    package static func sectionIndex(frame: Rect) -> AccessibilityElement {
        AccessibilityElement(id: .sectionIndex, label: VoiceOverSpeech.tableIndex, traits: .adjustable, frame: frame)
    }
}
