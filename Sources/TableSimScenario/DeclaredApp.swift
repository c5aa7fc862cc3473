import TableSim

/// The table a scenario's setup lines describe: its screen, options, sections and omitted methods.
package struct TableSetup: Hashable, Sendable {
    package var screen = Screen.default
    package var options = TableOptions()
    package var sections: [SectionDeclaration] = []
    package var omitted: Set<CallbackSelector> = []
    /// The section index, when an `index` line declares one.
    package var index: IndexDeclaration?
    /// The height of the view pinned over the table's bottom, when an `overlay` line declares one.
    package var overlayHeight: Double?
    /// Whether this is the built-in sample table (no `table` line yet).
    package var isSample = false
    /// The text size a `text-size` line set before the table appeared, or nil (L, and stock rows
    /// keep the default height unless a row sets a font or lines).
    package var textSize: ContentSizeCategory?
    /// The properties `property` lines declare: checked after every command of `run` and `explore`.
    package var properties: [ScenarioProperty] = []
    /// The display settings `setting` lines set before the table appeared (all off unless set).
    package var displaySettings = DisplaySettings()
    package init() {}

    /// Whether the scenario uses Dynamic Type at all: then stock rows size by their text (at L
    /// too); otherwise the table keeps TableSim's 44 pt stock rows, as before text sizes existed.
    var sizesStockRowsByText: Bool {
        textSize != nil || options.textSizeChange != .ignore || sections.contains { $0.rows.anyOptions(\.setsText) }
    }

    /// Adds what a setup line declares; a row before any section starts an untitled one.
    ///
    /// `table`, `screen` and rotation lines are not declarations of this table's data: the engine
    /// handles them (a `table` line starts a new setup, a screen change may re-lay out a shown table).
    mutating func declare(_ line: SetupLine) {
        switch line {
        case .table(let options):
            self.options = options
        case .screen(let screen):
            self.screen = screen
        case .rotate(let orientation):
            screen = screen.rotated(to: orientation)
        case .section(let header, let footer, let headerHeight, let footerHeight, let headerView):
            sections.append(
                SectionDeclaration(
                    header: header, footer: footer, headerHeight: headerHeight, footerHeight: footerHeight,
                    customHeaderView: headerView != nil, headerTraits: headerView?.traits))
        case .row(let row):
            if sections.isEmpty { sections.append(SectionDeclaration()) }
            sections[sections.count - 1].rows.append(row)
        case .rows(let count, let template, let options):
            if sections.isEmpty { sections.append(SectionDeclaration()) }
            sections[sections.count - 1].rows.append(count: count, template: template, options: options)
        case .omit(let selectors):
            omitted.formUnion(selectors)
        case .index(let index):
            self.index = index
        case .overlay(let height):
            overlayHeight = height
        case .textSize(let category):
            textSize = category
        case .setting(let setting, let isOn):
            displaySettings[setting] = isOn
        case .property(let property):
            if !properties.contains(property) { properties.append(property) }
        case .keyCommand(let command):
            // Hardware keyboard commands.
            options.controllerFeatures.keyCommands.append(command)
        }
    }
}

/// The app behind a declared table: a data source and delegate that answer from the row options.
///
/// It implements every method TableSim models, except those `omit` lists, the height methods unless
/// a row or section sets a height, and `performPrimaryActionForRowAt` unless `primary-action=on`
/// (so that a plain tap ends at `didSelectRowAt`, as the contract's examples show).
final class DeclaredApp: TableViewDataSource, TableViewDelegate, KeyboardObserving, TextSizeObserving {
    var setup: TableSetup
    /// The titles `sectionIndexTitles(for:)` answers, when an `index` line declares an index.
    private let indexTitles: [String]?
    /// The view pinned over the table's bottom (`overlay bottom H`), added when the table is created.
    private(set) var overlay: View?
    /// The table the app's controller holds, for its keyboard and overlay code.
    weak var tableView: TableView?
    private let implementsRowHeight: Bool
    private let implementsRowEstimate: Bool
    private let implementsHeaderHeight: Bool
    private let implementsFooterHeight: Bool
    /// Whether a section declares the app's own header view (`header-view=custom`).
    let implementsHeaderView: Bool
    /// Whether a row declares a context menu (`menu=`): only then does the app implement
    /// `contextMenuConfigurationForRowAt`, so a finger held on a row asks nothing otherwise.
    private let implementsContextMenu: Bool
    /// The placeholder rows a drop inserted (`drop=placeholder`) and the texts their data will hold,
    /// oldest first, until `drop commit` or `drop delete` (Grammar+DragDrop.swift).
    var pendingPlaceholders: [(DropPlaceholder, String)] = []
    /// With `data-source=diffable`, the data as the data source's snapshot last held it: the table's
    /// questions are answered from it, and `apply` tells the table the difference from the app's
    /// data (`setup.sections`) to it. Nil for a classic data source, which answers from the data.
    var shown: [SectionDeclaration]?

    /// The sections the data source answers from: the applied snapshot's, or the data's.
    private var answering: [SectionDeclaration] { searched ?? shown ?? setup.sections }
    // MARK: Search
    /// The rows a search shows (`search=on`), or nil when it shows every row.
    var searched: [SectionDeclaration]?
    /// The app's search controller, held as a view controller holds it.
    var searchController: SearchController?
    /// The device, for the app's `resignFirstResponder()` of its search bar.
    weak var searchSimulator: Simulator?

    init(setup: TableSetup) {
        self.setup = setup
        implementsRowHeight = setup.sections.contains { $0.rows.anyOptions { $0.height != nil } }
        implementsRowEstimate = setup.sections.contains { $0.rows.anyOptions { $0.estimatedHeight != nil } }
        implementsHeaderHeight = setup.sections.contains { $0.headerHeight != nil }
        implementsFooterHeight = setup.sections.contains { $0.footerHeight != nil }
        implementsHeaderView = setup.sections.contains(where: \.customHeaderView)
        implementsContextMenu = setup.sections.contains { $0.rows.anyOptions { $0.menu != nil } }
        // A diffable app applies its first snapshot in viewDidLoad, before the table appears.
        if setup.options.dataSource == .diffable { shown = setup.sections }
        indexTitles = setup.index.map { index in
            let titles = index.titles ?? DeclaredApp.autoTitles(setup.sections)
            return (index.search && titles.first != TableView.indexSearch ? [TableView.indexSearch] : []) + titles
        }
    }

    /// `index auto`: the collation titles of the section headers, each once, in section order.
    private static func autoTitles(_ sections: [SectionDeclaration]) -> [String] {
        var seen = Set<String>()
        return sections.compactMap(\.header).map { IndexedCollation.korean.sectionTitle(for: $0) }
            .filter { seen.insert($0).inserted }
    }

    /// The declared row at an index path, for an answer; after a path the data does not have (see
    /// `existingRow`), a placeholder, whose answer the crash makes moot.
    private func row(_ indexPath: IndexPath, _ tableView: TableView) -> RowDeclaration {
        existingRow(indexPath, tableView) ?? DeclaredApp.placeholder
    }

    /// The declared options of the row at an index path, for an answer that needs no title; a
    /// placeholder's after a path the data does not have, as `row` does.
    private func options(_ indexPath: IndexPath, _ tableView: TableView) -> RowOptions {
        let sections = answering
        guard indexPath.section >= 0, indexPath.section < sections.count,
            indexPath.row >= 0, indexPath.row < sections[indexPath.section].rows.count
        else { return row(indexPath, tableView).options }
        return sections[indexPath.section].rows.options(at: indexPath.row)
    }

    /// The declared row at an index path, or nil after raising the exception reading a path the data
    /// does not have raises (the declared app keeps its data in `NSMutableArray`s).
    ///
    /// The exception is raised inside a callback, so the simulator only reports it when the callback
    /// returns: code that changes the data must stop at nil, as the real app's code stops at the throw.
    private func existingRow(_ indexPath: IndexPath, _ tableView: TableView) -> RowDeclaration? {
        guard let section = section(indexPath.section, tableView) else { return nil }
        guard indexPath.row >= 0, indexPath.row < section.rows.count else {
            tableView.raiseException(DeclaredApp.rangeException(index: indexPath.row, count: section.rows.count))
            return nil
        }
        return section.rows[indexPath.row]
    }

    private func section(_ index: Int, _ tableView: TableView) -> SectionDeclaration? {
        let sections = answering
        guard index >= 0, index < sections.count else {
            tableView.raiseException(DeclaredApp.rangeException(index: index, count: sections.count))
            return nil
        }
        return sections[index]
    }

    private static let placeholder = RowDeclaration(title: "", options: RowOptions())

    /// Foundation's exception for reading past the end of an array.
    static func rangeException(index: Int, count: Int) -> UIKitException {
        UIKitException(
            name: "NSRangeException",
            reason: "*** -[__NSArrayM objectAtIndexedSubscript:]: index \(index) beyond bounds "
                + (count == 0 ? "for empty array" : "[0 .. \(count - 1)]"))
    }

    /// The callbacks no declared table implements: the language has no way to declare an estimated
    /// section height or an app's own footer view.
    static let neverImplemented: Set<CallbackSelector> = [
        .estimatedHeightForHeaderInSection, .estimatedHeightForFooterInSection, .viewForFooterInSection,
        // A declared menu's previews are the rows' own: the iOS 16 per-row preview methods are not declared.
        .highlightPreviewForRowAt, .dismissalPreviewForRowAt,
    ]

    func responds(to selector: CallbackSelector) -> Bool {
        if setup.omitted.contains(selector) || DeclaredApp.neverImplemented.contains(selector) { return false }
        switch selector {
        case .heightForRowAt: return implementsRowHeight
        case .estimatedHeightForRowAt: return implementsRowEstimate
        case .heightForHeaderInSection: return implementsHeaderHeight
        case .heightForFooterInSection: return implementsFooterHeight
        case .performPrimaryActionForRowAt: return setup.options.primaryAction
        case .contextMenuConfigurationForRowAt: return implementsContextMenu
        case .sectionIndexTitles, .sectionForSectionIndexTitle: return setup.index != nil
        default: return true
        }
    }

    // MARK: Data source

    func numberOfSections(in tableView: TableView) -> Int { answering.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        self.section(section, tableView)?.rows.count ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let declared = row(indexPath, tableView)
        let options = declared.options
        let cell =
            tableView.dequeueReusableCell(withIdentifier: options.reuseIdentifier)
            ?? TableViewCell(style: options.style, reuseIdentifier: options.reuseIdentifier)
        cell.textLabel?.text = declared.title
        cell.detailTextLabel?.text = options.detail
        cell.accessoryType = options.accessory
        cell.editingAccessoryType = options.editingAccessory
        // Set on every dequeue, as an app configures its switch from its model: a flipped switch
        // scrolled away and back shows the declared state again (the declared app keeps no model).
        cell.accessoryViewContent = options.switchState.map { AccessoryViewContent.toggle(isOn: $0) }
        cell.selectionStyle = options.selectionStyle
        cell.hasTextField = options.textField
        cell.showsReorderControl = true
        cell.accessibilityLabel = options.accessibilityLabel
        cell.accessibilityValue = options.accessibilityValue
        cell.accessibilityHint = options.accessibilityHint
        cell.accessibilityTraits = options.accessibilityTraits
        cell.isAccessibilityElement = options.isAccessibilityElement
        cell.accessibilityUserInputLabels = options.inputLabels
        // Set on every dequeue: a reused cell may come from a row with other fonts.
        cell.textFont = options.font ?? TableViewCell.stockTextFont
        cell.detailFont = options.detailFont ?? TableViewCell.stockDetailFont(cell.style)
        cell.textLabel?.numberOfLines = options.lines ?? 1
        // Set on every dequeue, as the fonts: a reused cell may come from a row with other colours.
        cell.textLabel?.textColor = options.textColor
        cell.detailTextLabel?.textColor = options.detailColor
        cell.backgroundColor = options.backgroundColor
        cell.accessibilityElementsHidden = options.elementsHidden
        // The app's handler does its work and says it succeeded.
        cell.accessibilityCustomActions = options.customActions.isEmpty
            ? nil : options.customActions.map { AccessibilityCustomAction(name: $0) { _ in true } }
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        self.section(section, tableView)?.header
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        self.section(section, tableView)?.footer
    }

    // While a search filters the rows (`searched`), they can be neither edited nor moved: the app's
    // changes would name the filtered rows' index paths in its whole data.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        searched == nil && options(indexPath, tableView).canEdit
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        searched == nil && options(indexPath, tableView).canMove
    }

    /// What a correct app does: it changes its data, then tells the table (`deleteRows` for a
    /// delete; for an insert, a new row at the committed row's place, which moves down). With
    /// `commit=forget` the app tells the table without changing its data, and the update's
    /// validation crashes it; with `commit=forget-selected` it forgets only when the row is selected.
    /// The new row's title is the row's `insert-title`, else "New row".
    func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) {
        guard let declared = existingRow(indexPath, tableView) else { return }
        let changesData: Bool
        switch declared.options.commit ?? setup.options.commit {
        case .correct: changesData = true
        case .forget: changesData = false
        case .forgetSelected: changesData = !(tableView.indexPathsForSelectedRows ?? []).contains(indexPath)
        }
        if shown != nil {
            commitDiffable(editingStyle, declared, changesData: changesData, tableView)
            return
        }
        switch editingStyle {
        case .delete:
            if changesData { setup.sections[indexPath.section].rows.remove(at: indexPath.row) }
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            if changesData {
                let title = declared.options.insertTitle ?? DeclaredApp.insertedRowTitle
                setup.sections[indexPath.section].rows.insert(
                    RowDeclaration(title: title, options: RowOptions()), at: indexPath.row)
            }
            tableView.insertRows(at: [indexPath], with: .automatic)
        case .none:
            break
        }
    }

    /// The title of a row the user adds with the insert control, unless the row says `insert-title=`.
    static let insertedRowTitle = "New row"

    /// The user dropped a row elsewhere: the table already shows it there; the data follows. A
    /// diffable data source moves the item in its snapshot first, as TableSimUIKit's does.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let moved = existingRow(sourceIndexPath, tableView) else { return }
        if var snapshot = shown, destinationIndexPath.section >= 0, destinationIndexPath.section < snapshot.count {
            let item = snapshot[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
            let rows = snapshot[destinationIndexPath.section].rows.count
            snapshot[destinationIndexPath.section].rows.insert(item, at: min(max(destinationIndexPath.row, 0), rows))
            shown = snapshot
        }
        guard destinationIndexPath.section >= 0, destinationIndexPath.section < setup.sections.count else {
            tableView.raiseException(
                DeclaredApp.rangeException(index: destinationIndexPath.section, count: setup.sections.count))
            return
        }
        setup.sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
        let rows = setup.sections[destinationIndexPath.section].rows.count
        guard destinationIndexPath.row >= 0, destinationIndexPath.row <= rows else {
            tableView.raiseException(DeclaredApp.rangeException(index: destinationIndexPath.row, count: rows))
            return
        }
        setup.sections[destinationIndexPath.section].rows.insert(moved, at: destinationIndexPath.row)
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? { indexTitles }

    /// In order: an answer `map=` gives; for the magnifying glass, a scroll to the top by the app
    /// itself and -1; the first section whose header files under the title (by the app's
    /// collation); else, for written titles, the title's position after the magnifying glass, and
    /// for `auto`, -1.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        guard let declaration = setup.index else { return index }
        if let mapped = declaration.map[title] { return mapped }
        if title == TableView.indexSearch {
            tableView.setContentOffset(Point(x: 0, y: tableView.minimumContentOffsetY), animated: false)
            return -1
        }
        if let section = answering.firstIndex(where: {
            $0.header.map { DeclaredApp.indexTitle(of: $0, collation: declaration.collation) } == title
        }) {
            return section
        }
        guard declaration.titles != nil else { return -1 }
        return index - ((indexTitles?.first == TableView.indexSearch) ? 1 : 0)
    }

    /// The index title an app files a header under, with its collation (or its bug).
    static func indexTitle(of header: String, collation: CollationKind) -> String {
        guard let first = header.unicodeScalars.first else { return "#" }
        let value = first.value
        let isSyllable = value >= 0xAC00 && value <= 0xD7A3
        switch collation {
        case .helper:
            return IndexedCollation.korean.sectionTitle(for: header)
        case .naive where isSyllable:
            return String(Character(Unicode.Scalar(0x1100 + (value - 0xAC00) / 588)!))
        case .shifted where isSyllable:
            return String(Character(Unicode.Scalar(0x3131 + (value - 0xAC00) / 588)!))
        case .naive, .shifted:
            return String(header.prefix(1)).uppercased()
        }
    }

    // MARK: Delegate: display

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, willDisplayHeaderView view: HeaderFooterView, forSection section: Int) {}
    func tableView(_ tableView: TableView, willDisplayFooterView view: HeaderFooterView, forSection section: Int) {}
    func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: HeaderFooterView, forSection section: Int
    ) {}
    func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: HeaderFooterView, forSection section: Int
    ) {}

    // MARK: Delegate: heights

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        options(indexPath, tableView).height?.value ?? tableView.rowHeight
    }

    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        options(indexPath, tableView).estimatedHeight ?? tableView.estimatedRowHeight
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        self.section(section, tableView)?.headerHeight?.value ?? TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        self.section(section, tableView)?.footerHeight?.value ?? TableView.automaticDimension
    }

    // MARK: Delegate: accessories, highlight, selection

    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        options(indexPath, tableView).highlight
    }

    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        redirect(options(indexPath, tableView).willSelect, indexPath)
    }

    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        redirect(options(indexPath, tableView).willDeselect, indexPath)
    }

    private func redirect(_ answer: RowRedirect, _ indexPath: IndexPath) -> IndexPath? {
        switch answer {
        case .same: indexPath
        case .none: nil
        case .other(let other): other
        }
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}

    // MARK: Delegate: the focus system (`key` commands on an iPad with a hardware keyboard)

    func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        options(indexPath, tableView).canFocus
    }
    func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool { true }
    func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext, with coordinator: FocusAnimationCoordinator
    ) {}
    func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? { setup.options.preferredFocus }
    func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool { true }

    // MARK: Delegate: editing

    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle {
        options(indexPath, tableView).editingStyle
    }

    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        options(indexPath, tableView).deleteTitle
    }

    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        options(indexPath, tableView).indent
    }

    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}

    /// The row's `move-target`: the proposal, the proposal kept inside the row's section (Apple's sample
    /// code: the section's first or last row when the proposal leaves it), or a fixed place.
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        switch options(sourceIndexPath, tableView).moveTarget {
        case .proposed:
            return proposedDestinationIndexPath
        case .section:
            guard proposedDestinationIndexPath.section != sourceIndexPath.section else { return proposedDestinationIndexPath }
            let last = answering[sourceIndexPath.section].rows.count - 1
            let row = proposedDestinationIndexPath.section > sourceIndexPath.section ? last : 0
            return IndexPath(row: row, section: sourceIndexPath.section)
        case .fixed(let target):
            return target
        }
    }

    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        options(indexPath, tableView).leadingActions.map { configuration($0, forRowAt: indexPath, in: tableView) }
    }

    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        options(indexPath, tableView).trailingActions.map { configuration($0, forRowAt: indexPath, in: tableView) }
    }

    /// The declared actions with their handlers: a destructive one deletes the row the way the app's
    /// own `commit` does (called directly, so it is not traced), a normal one changes nothing; every
    /// handler then calls its completion handler with true.
    ///
    /// The handler deletes the row its cell shows when it runs, not the index path the configuration
    /// was asked for: app code may have moved the row since (an insert or delete above it while its
    /// buttons show), and a handler deleting the index path it captured deletes the wrong row, which
    /// is a bug in the app, not correct app code (`tablesim explore --sample --seed 3` found it).
    private func configuration(
        _ actions: [ActionDeclaration], forRowAt indexPath: IndexPath, in tableView: TableView
    ) -> SwipeActionsConfiguration {
        SwipeActionsConfiguration(
            actions: actions.map { declared in
                ContextualAction(style: declared.style, title: declared.title) {
                    [weak self, weak tableView] action, cell, completion in
                    if action.style == .destructive, let self, let tableView {
                        let row = tableView.indexPathsForVisibleRows.first { tableView.cellForRow(at: $0) === cell } ?? indexPath
                        self.tableView(tableView, commit: .delete, forRowAt: row)
                    }
                    completion(true)
                }
            })
    }

    // MARK: Context menus

    /// A row's declared menu (`menu=`): its actions run as swipe actions' do (a destructive one deletes
    /// the row through the app's `commit`, uncalled by the table so untraced; a normal one changes nothing).
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration? {
        guard let declared = options(indexPath, tableView).menu else { return nil }
        return ContextMenuConfiguration(actionProvider: { [weak self, weak tableView] _ in
            Menu(children: declared.map { action in
                .action(MenuAction(title: action.title, attributes: action.style == .destructive ? .destructive : []) { _ in
                    // Search results are read-only: a filtered row's index path is not the data's.
                    guard action.style == .destructive, let self, self.searched == nil, let tableView, tableView.contains(indexPath)
                    else { return }
                    self.tableView(tableView, commit: .delete, forRowAt: indexPath)
                })
            })
        })
    }
    func tableView(
        _ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    func tableView(
        _ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: ContextMenuAnimator?) {}
    func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: ContextMenuAnimator?
    ) {}
    func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration, animator: ContextMenuAnimator
    ) {}

    // MARK: The controller's text-size code (text-size-change=observe|reload)

    /// `text-size-change=reload` reloads the table (the notification's line is all `observe` shows).
    func contentSizeCategoryDidChange(to category: ContentSizeCategory) {
        guard setup.options.textSizeChange == .reload else { return }
        tableView?.reloadData()
    }

    /// `settings-change=reload` reloads the table (the notification's line is all `observe` shows).
    func displaySettingDidChange(_ setting: DisplaySetting, isOn: Bool) {
        guard setup.options.settingsChange == .reload else { return }
        tableView?.reloadData()
    }

    // MARK: The controller's keyboard code (keyboard=manual)

    /// The bottom inset the app keeps without a keyboard: its overlay's height, or none.
    private var baseBottomInset: Double { setup.overlayHeight ?? 0 }

    /// Insets the table by the keyboard's overlap (never less than its own bottom inset), then
    /// scrolls the focused row into view, as hand-written notification code does.
    func keyboardWillShow(_ notification: KeyboardNotification) {
        guard let tableView else { return }
        let bottom = max(baseBottomInset, tableView.keyboardOverlap(notification.frameEnd))
        tableView.verticalScrollIndicatorInsets.bottom = bottom
        tableView.contentInset.bottom = bottom
        if let row = tableView.firstResponderIndexPath, tableView.contains(row) {
            // Not animated: the handler runs inside the keyboard's animation block, which moves the
            // row along with the keyboard; an animated scroll would run its own frames after it.
            tableView.scrollToRow(at: row, at: .none, animated: false)
        }
    }

    /// Puts the insets back.
    func keyboardWillHide(_ notification: KeyboardNotification) {
        guard let tableView else { return }
        tableView.verticalScrollIndicatorInsets.bottom = baseBottomInset
        tableView.contentInset.bottom = baseBottomInset
    }

    // MARK: The controller's overlay (overlay bottom H)

    /// viewDidLoad: adds the pinned view and insets the content and the scroll indicator by its
    /// height, so the last rows can scroll above it; also keeps the table for the keyboard code.
    func installOverlay(in tableView: TableView) {
        self.tableView = tableView
        guard let height = setup.overlayHeight else { return }
        let view = View(frame: Rect(x: 0, y: 0, width: tableView.frame.width, height: height), name: "overlay")
        overlay = view
        tableView.addSubview(view)
        tableView.contentInset.bottom = height
        tableView.verticalScrollIndicatorInsets.bottom = height
    }

    /// Keeps the overlay over the table's bottom edge (above the home indicator): the overlay is a
    /// subview of the scroll view, so it moves with the content unless this puts it back.
    func pinOverlay(in tableView: TableView) {
        guard let overlay else { return }
        let height = overlay.frame.height
        overlay.frame = Rect(
            x: 0, y: tableView.contentOffset.y + tableView.frame.height - tableView.safeAreaInsets.bottom - height,
            width: tableView.frame.width, height: height)
    }

    // MARK: Scroll-view delegate

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if let tableView = scrollView as? TableView { pinOverlay(in: tableView) }
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) {}
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
