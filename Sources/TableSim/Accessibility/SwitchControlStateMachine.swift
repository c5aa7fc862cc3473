/// Why a Switch Control input was refused; its text says what to do instead.
public enum SwitchControlError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An input while Switch Control is off.
    case notRunning
    /// A menu choice while no scanner menu is open.
    case noMenu
    /// A menu choice the open menu does not show; the names it shows.
    case noSuchMenuItem(String, shown: [String])

    /// The message, in Switch Control's terms.
    public var description: String {
        switch self {
        case .notRunning:
            return "Switch Control is off: turn it on first"
        case .noMenu:
            return "no scanner menu is open: select an element to open its menu"
        case .noSuchMenuItem(let name, let shown):
            return "the menu shows no item \(name.traceDescription); it shows " + shown.map(\.traceDescription).joined(separator: ", ")
        }
    }
}

/// What Switch Control's item scanner highlights (SwitchControlBehaviour.md).
public enum SwitchControlItem: Hashable, Sendable, CustomStringConvertible {
    /// A section's elements on screen offered as one (Select goes inside).
    case group(section: Int)
    /// One element.
    case element(AccessibilityElement.ID)
    /// The group being scanned, outlined again after its last element (Select backs out).
    case leaveGroup(section: Int)

    /// The item as `expect switch-control` writes it: `0.2`, `group 0`, `leave group 0`.
    public var description: String {
        switch self {
        case .group(let section): "group \(section)"
        case .leaveGroup(let section): "leave group \(section)"
        case .element(let id): id.description
        }
    }
}

/// Switch Control's item scanner as one value (SwitchControlBehaviour.md; the assistive-tech reference, section 3):
/// what it highlights, the level it scans (the screen, or inside a group), and the scanner menu open
/// on an element. Each input is one mutating function returning ``Action``s for the device to carry
/// out; the machine never calls the table.
///
/// The machine is given what the screen offers (``Screen``) with each input, built from the elements
/// on screen, so a step costs what the screen holds and never the number of rows. A highlight that
/// left the screen (a scroll, an update) is noticed at the next input, which starts over from the
/// first item.
package struct SwitchControlStateMachine: Hashable, Sendable {
    /// One element the scanner can stop on, with the label its highlight line shows.
    package struct Stop: Hashable, Sendable {
        /// The element.
        package var id: AccessibilityElement.ID
        /// Its accessibility label, or nil.
        package var label: String?

        /// Creates a stop.
        package init(id: AccessibilityElement.ID, label: String?) {
            self.id = id
            self.label = label
        }
    }

    /// The stops of one section on screen (nil: stops outside any section), with the section's title.
    package struct Group: Hashable, Sendable {
        /// The section, or nil.
        package var section: Int?
        /// The section's header title, or nil.
        package var title: String?
        /// Its stops on screen, in VoiceOver's order.
        package var stops: [Stop]

        /// Creates a group.
        package init(section: Int?, title: String?, stops: [Stop]) {
            self.section = section
            self.title = title
            self.stops = stops
        }
    }

    /// What the scanner can reach now: the groups on screen in order.
    package struct Screen: Hashable, Sendable {
        /// The groups, in VoiceOver's order.
        package var groups: [Group]

        /// Creates a screen.
        package init(groups: [Group]) { self.groups = groups }
    }

    /// What the scanner highlights.
    package typealias Item = SwitchControlItem

    /// One entry of the scanner menu.
    package enum MenuEntry: Hashable, Sendable {
        /// "Tap".
        case tap
        /// "Long Press": a held touch, offered on a row of a table that offers context menus.
        case longPress
        /// "Scroll Up".
        case scrollUp
        /// "Scroll Down".
        case scrollDown
        /// "Actions": opens the list of the element's custom actions.
        case actions
        /// One custom action, by its position among the element's actions, with its name.
        case action(Int, String)
        /// "Escape": closes the menu.
        case escape

        /// The name the menu shows.
        package var name: String {
            switch self {
            case .tap: "Tap"
            case .longPress: "Long Press"
            case .scrollUp: "Scroll Up"
            case .scrollDown: "Scroll Down"
            case .actions: "Actions"
            case .action(_, let name): name
            case .escape: "Escape"
            }
        }
    }

    /// The scanner menu open on an element: its entries and the highlighted one.
    package struct Menu: Hashable, Sendable {
        /// The element the menu acts on.
        package var element: AccessibilityElement.ID
        /// The entries, in the order the scanner steps through them.
        package var entries: [MenuEntry]
        /// The highlighted entry's position.
        package var highlighted: Int
        /// The element's custom action names, which "Actions" shows.
        package var actions: [String] = []
    }

    /// What the device must do after an input, in order.
    package enum Action: Hashable, Sendable {
        /// Set `UIAccessibility.isSwitchControlRunning` and post `switchControlStatusDidChangeNotification`.
        case setRunning(Bool)
        /// Print a line (`Switch Control: …`).
        case show(String)
        /// Open the scanner menu on the element: read it as it is now (asking the delegate for a row's
        /// swipe actions first), then report ``menuOpened(on:actions:canScrollUp:canScrollDown:)``.
        case openMenu(AccessibilityElement.ID)
        /// Tap the element through the touch path, at its activation point.
        case tap(AccessibilityElement.ID)
        /// Hold a touch on the element for the long-press duration, through the touch path.
        case longPress(AccessibilityElement.ID)
        /// Perform the element's custom action at this position, as VoiceOver does.
        case perform(Int, on: AccessibilityElement.ID)
        /// Scroll a page toward earlier (`up`) or later rows, animated and finished.
        case scroll(up: Bool)
        /// The input is done: report ``settled(on:)`` with the screen as it is now.
        case settle
    }

    /// Whether Switch Control runs (`UIAccessibility.isSwitchControlRunning`).
    package private(set) var isRunning = false
    /// Settings › Accessibility › Switch Control › Group Items (**Choice**: on).
    package private(set) var groupsItems = true
    /// Settings › Switch Control › Menu Items: whether Long Press is on the scanner menu's top level
    /// (**Choice**: off, so a menu shows what it showed before; SwitchControlBehaviour.md).
    package private(set) var menuHasLongPress = false
    /// The section whose group is being scanned, or nil at the screen's level.
    package private(set) var insideGroup: Int?
    /// The highlighted item, or nil.
    package private(set) var highlighted: Item?
    /// The open scanner menu, or nil.
    package private(set) var menu: Menu?

    /// Creates a machine with Switch Control off.
    package init() {}

    // MARK: Settings

    /// Switch Control was turned on or off. On: the first item on screen is highlighted (**Choice**); off:
    /// the highlight and menu go.
    package mutating func setRunning(_ on: Bool, screen: @autoclosure () -> Screen) -> [Action] {
        guard on != isRunning else { return [] }
        isRunning = on
        insideGroup = nil
        highlighted = nil
        menu = nil
        guard on else { return [.setRunning(false)] }
        return [.setRunning(true)] + highlightFirst(of: screen())
    }

    /// Group Items was turned on or off: the scan starts over at the screen's level.
    package mutating func setGroupsItems(_ on: Bool, screen: Screen) -> [Action] {
        groupsItems = on
        guard isRunning else { return [] }
        insideGroup = nil
        menu = nil
        return highlightFirst(of: screen)
    }

    /// Long Press was put on the scanner menu's top level or taken off it; an open menu shows it
    /// from the next time it opens.
    package mutating func setMenuHasLongPress(_ on: Bool) { menuHasLongPress = on }

    // MARK: Inputs

    /// The "Move to next item" switch: the next item at the level scanned (the menu's next entry
    /// while the menu is open). **Choice**: past the last item the scan starts again at the first.
    package mutating func next(on screen: Screen) throws(SwitchControlError) -> [Action] {
        guard isRunning else { throw .notRunning }
        settle(on: screen)
        if var open = menu {
            open.highlighted = (open.highlighted + 1) % open.entries.count
            menu = open
            return [.show("highlight menu " + open.entries[open.highlighted].name.traceDescription)]
        }
        let items = self.items(of: screen)
        guard !items.isEmpty else { return [] }
        let position = highlighted.flatMap { items.firstIndex(of: $0) }.map { ($0 + 1) % items.count } ?? 0
        return highlight(items[position], on: screen)
    }

    /// The "Select item" switch: into a group, out of it, the menu of an element, or the menu's
    /// highlighted entry.
    package mutating func select(on screen: Screen) throws(SwitchControlError) -> [Action] {
        guard isRunning else { throw .notRunning }
        settle(on: screen)
        if let open = menu { return choose(open.entries[open.highlighted]) }
        guard let item = highlighted else { return highlightFirst(of: screen) }
        switch item {
        case .group(let section):
            insideGroup = section
            return highlightFirst(of: screen)
        case .leaveGroup(let section):
            insideGroup = nil
            return highlight(.group(section: section), on: screen)
        case .element(let id):
            return [.openMenu(id)]
        }
    }

    /// A menu entry chosen by name (what scanning to it and selecting does).
    package mutating func choose(named name: String, on screen: Screen) throws(SwitchControlError) -> [Action] {
        guard isRunning else { throw .notRunning }
        settle(on: screen)
        guard let open = menu else { throw .noMenu }
        guard let entry = open.entries.first(where: { $0.name == name }) else {
            throw .noSuchMenuItem(name, shown: open.entries.map(\.name))
        }
        return choose(entry)
    }

    private mutating func choose(_ entry: MenuEntry) -> [Action] {
        guard let open = menu else { return [] }
        let id = open.element
        switch entry {
        case .actions:
            return showActions(of: open)
        case .tap:
            menu = nil
            return [.show("tap " + id.description), .tap(id), .settle]
        case .longPress:
            menu = nil
            return [.show("long press " + id.description), .longPress(id), .settle]
        case .scrollUp, .scrollDown:
            menu = nil
            let up = entry == .scrollUp
            return [.show(up ? "scroll up" : "scroll down"), .scroll(up: up), .settle]
        case .action(let index, let name):
            menu = nil
            return [.show("action " + name.traceDescription + " on " + id.description), .perform(index, on: id), .settle]
        case .escape:
            menu = nil
            return [.show("menu closed")]
        }
    }

    /// "Actions": the menu shows the element's custom actions, then Escape.
    private mutating func showActions(of open: Menu) -> [Action] {
        let names = open.actions.enumerated().map { MenuEntry.action($0.offset, $0.element) }
        let shown = Menu(element: open.element, entries: names + [.escape], highlighted: 0, actions: open.actions)
        menu = shown
        return [menuLine(shown)]
    }

    // MARK: Reports from the device

    /// The menu opened on an element, read as it is now: Tap, Long Press on an element with a
    /// context menu, Scroll Up/Down where the table can move that way, Actions when it has custom
    /// actions, Escape (**Choice**, SwitchControlBehaviour.md). The actions wait behind "Actions"
    /// until it is chosen.
    package mutating func menuOpened(
        on id: AccessibilityElement.ID, actions: [String], canScrollUp: Bool, canScrollDown: Bool, longPress: Bool = false
    ) -> [Action] {
        guard isRunning, highlighted == .element(id) else { return [] }
        var entries: [MenuEntry] = [.tap]
        if longPress, menuHasLongPress { entries.append(.longPress) }
        if canScrollUp { entries.append(.scrollUp) }
        if canScrollDown { entries.append(.scrollDown) }
        if !actions.isEmpty { entries.append(.actions) }
        entries.append(.escape)
        let shown = Menu(element: id, entries: entries, highlighted: 0, actions: actions)
        menu = shown
        return [menuLine(shown)]
    }

    /// The line a menu shows: its entries.
    private func menuLine(_ shown: Menu) -> Action {
        let names = shown.entries.map(\.name.traceDescription)
        return .show("menu " + names.joined(separator: ", "))
    }

    /// After an input that acted (a tap, an action, a scroll): the highlight stays where it is while
    /// it is still on screen, else the scan starts over at the first item on screen, shown.
    package mutating func settled(on screen: Screen) -> [Action] {
        guard isRunning else { return [] }
        let before = highlighted
        settle(on: screen)
        guard highlighted == nil, before != nil else { return [] }
        return highlightFirst(of: screen)
    }

    /// A context menu the scanner stepped through closed: the highlight is shown again where it is
    /// while it is still on screen, else the scan starts over at the first item on screen.
    package mutating func contextMenuClosed(on screen: Screen) -> [Action] {
        guard isRunning else { return [] }
        settle(on: screen)
        guard let item = highlighted else { return highlightFirst(of: screen) }
        return highlight(item, on: screen)
    }

    /// The rows moved under the highlight (an update): it follows its row or section, or drops.
    package mutating func rowsUpdated(
        newIndexPath: (IndexPath) -> IndexPath?, newSection: (Int) -> Int?
    ) {
        func moved(_ id: AccessibilityElement.ID) -> AccessibilityElement.ID? {
            guard let row = id.indexPath else {
                switch id {
                case .header(let section): return newSection(section).map { .header($0) }
                case .footer(let section): return newSection(section).map { .footer($0) }
                default: return id
                }
            }
            return newIndexPath(row).map { id.moved(to: $0) }
        }
        if let section = insideGroup { insideGroup = newSection(section) }
        switch highlighted {
        case .group(let section): highlighted = newSection(section).map { .group(section: $0) }
        case .leaveGroup(let section): highlighted = newSection(section).map { .leaveGroup(section: $0) }
        case .element(let id): highlighted = moved(id).map { .element($0) }
        case nil: break
        }
        if let open = menu {
            if let id = moved(open.element), highlighted == .element(id) { menu?.element = id } else { menu = nil }
        }
    }

    // MARK: Scanning

    /// The items of the level scanned: the screen's (a section with two stops or more is a group when
    /// Group Items is on, a section with one is its stop), or a group's stops and then its dashed
    /// outline to back out.
    package func items(of screen: Screen) -> [Item] {
        if let section = insideGroup, let group = screen.groups.first(where: { $0.section == section }) {
            return group.stops.map { .element($0.id) } + [.leaveGroup(section: section)]
        }
        var items: [Item] = []
        for group in screen.groups {
            if groupsItems, let section = group.section, group.stops.count > 1 {
                items.append(.group(section: section))
            } else {
                items += group.stops.map { .element($0.id) }
            }
        }
        return items
    }

    /// Drops what the screen no longer offers: a group no longer a group, a highlight gone (the scan
    /// then starts over at the screen's level), a menu on an element no longer highlighted.
    private mutating func settle(on screen: Screen) {
        if let section = insideGroup,
            !groupsItems || !screen.groups.contains(where: { $0.section == section && $0.stops.count > 1 })
        {
            insideGroup = nil
            highlighted = nil
        }
        if let item = highlighted, !items(of: screen).contains(item) {
            // The scan starts over at the screen's level.
            highlighted = nil
            insideGroup = nil
        }
        if let open = menu, highlighted != .element(open.element) { menu = nil }
    }

    private mutating func highlightFirst(of screen: Screen) -> [Action] {
        guard let first = items(of: screen).first else {
            highlighted = nil
            return []
        }
        return highlight(first, on: screen)
    }

    private mutating func highlight(_ item: Item, on screen: Screen) -> [Action] {
        highlighted = item
        return [.show("highlight " + Self.describe(item, on: screen))]
    }

    /// An item as its highlight line shows it: `group section 0 "Fruits"`, `0.2 "Apple"`,
    /// `leave group section 0 "Fruits"`.
    package static func describe(_ item: Item, on screen: Screen) -> String {
        func group(_ section: Int) -> String {
            let title = screen.groups.first { $0.section == section }?.title
            return "group section \(section)" + (title.map { " " + $0.traceDescription } ?? "")
        }
        switch item {
        case .group(let section):
            return group(section)
        case .leaveGroup(let section):
            return "leave " + group(section)
        case .element(let id):
            let label = screen.groups.lazy.flatMap(\.stops).first { $0.id == id }?.label
            return id.description + (label.map { " " + $0.traceDescription } ?? "")
        }
    }

    /// The highlight as `expect switch-control` writes it: `0.2`, `group 0`, `leave group 0`,
    /// `menu "Tap"` while the menu is open, or `none`.
    package var highlightWords: String {
        if let menu { return "menu " + menu.entries[menu.highlighted].name.traceDescription }
        return highlighted?.description ?? "none"
    }

    /// Every broken invariant, as a sentence each.
    package func _checkInvariants() -> [String] {
        var problems: [String] = []
        if !isRunning, highlighted != nil || menu != nil || insideGroup != nil {
            problems.append("Switch Control highlights or scans while off")
        }
        if let menu {
            if menu.entries.isEmpty { problems.append("the scanner menu is open with no entries") }
            if !menu.entries.indices.contains(menu.highlighted) { problems.append("the menu highlights \(menu.highlighted)") }
            if highlighted != .element(menu.element) { problems.append("the menu is open on \(menu.element), not the highlight") }
        }
        if insideGroup != nil, !groupsItems { problems.append("scanning inside a group with Group Items off") }
        return problems
    }
}
