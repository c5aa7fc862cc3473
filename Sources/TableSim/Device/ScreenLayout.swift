/// Where the parts of a row are on screen: the regions hit testing and aimed taps share.
package struct RowParts: Hashable, Sendable {
    /// The row these parts belong to.
    package var indexPath: IndexPath
    /// The row's whole cell on screen (inset from the sides in insetGrouped style).
    package var cell: Rect
    /// The row's cell on screen, narrowed to leave the section index its strip.
    package var row: Rect
    /// The content: the row without its controls, accessory and buttons.
    package var content: Rect
    /// The red minus or green plus, in editing mode.
    package var editingControl: Rect?
    /// The accessory shown now (the editing accessory while the row edits).
    package var accessory: Rect?
    /// The detail (info) button inside the accessory.
    package var detailButton: Rect?
    /// The enabled control (switch, button) an accessory view shows: it takes the touches on it.
    package var accessoryControl: Rect?
    /// The view in the accessory's place, where it is drawn (nil for a standard accessory).
    package var accessoryView: Rect?
    /// The chevron of a detail-disclosure accessory.
    package var disclosure: Rect?
    /// The text field of a `text-field` row: the trailing share of the content (``Metrics/textFieldShare``).
    package var textField: Rect?
    /// The reorder control, in editing mode.
    package var reorderControl: Rect?
    /// The swipe actions or the Delete confirmation the row shows, by index (the first nearest the edge).
    package var buttons: [Rect] = []
    /// Whether the cell takes touches (`isUserInteractionEnabled`); without, a touch reaches no row.
    package var isInteractive = true

    /// The rectangle of a region a tap aims at, or nil when the row does not show it.
    package func frame(of region: RowRegion) -> Rect? {
        switch region {
        case .content: content
        case .accessory: detailButton ?? accessoryControl ?? accessory
        case .disclosure: disclosure
        case .editingControl: editingControl
        case .reorderControl: reorderControl
        case .textField: textField
        }
    }
}

/// What a finger coming down at a screen point lands on, before any gesture rule applies.
package enum ScreenElement: Hashable, Sendable {
    /// The keyboard, a window above the app's: the table never sees the finger.
    case keyboard
    /// The status bar, another window: a tap there scrolls the table to its top.
    case statusBar
    /// The table's window, and what the table's touch machine would be told it came down on.
    case table(TouchStateMachine.Target)
}

/// The screen as a finger (and later VoiceOver) finds it: a value built from the table, the screen,
/// the keyboard and the metrics, holding every region of every visible row, the section index bar,
/// the header and footer views drawn over the rows, what covers the table, and the status bar.
///
/// It answers hit testing and gives any element's frame and the point a finger aims at on it; what
/// is not on screen has no frame. One geometry for gestures, aiming and accessibility. It is built
/// from what is on screen only, so its cost follows the screen, not the data.
package struct ScreenLayout: Hashable, Sendable {
    /// Something over the table a finger cannot reach through: the keyboard, or a view the app put
    /// over the content.
    package struct Cover: Hashable, Sendable {
        /// What it is.
        package var kind: SimulationError.Cover
        /// Where it is, in screen coordinates.
        package var rect: Rect
        /// What it is called: `keyboard`, or the view's name.
        package var name: String {
            switch kind {
            case .keyboard: "keyboard"
            case .view(let name): name
            case .headerFooterView: "section header or footer"
            }
        }
    }

    /// The section index bar and where its titles sit.
    ///
    /// The bar is a strip ``Metrics/sectionIndexWidth`` points wide at the table's trailing edge
    /// (inside the safe area), from the adjusted top inset to the adjusted bottom inset. Titles are
    /// ``Metrics/sectionIndexTitleHeight`` points apart, centred vertically as a block; when they do
    /// not fit, they share the bar's height equally. A point above or below the block counts as the
    /// nearest title.
    package struct SectionIndexBar: Hashable, Sendable {
        /// The bar on screen.
        package var frame: Rect
        /// The titles it shows (none while the data source gives none).
        package var titles: [String]
        /// The height of one title in the block.
        var titleHeight: Double

        /// The top of the block of titles and the height of each.
        private var slots: (top: Double, height: Double) {
            let natural = Double(titles.count) * titleHeight
            if natural <= frame.height { return (frame.minY + (frame.height - natural) / 2, titleHeight) }
            return (frame.minY, frame.height / Double(titles.count))
        }

        /// The rectangle of the title at a position, or nil when there is none.
        package func titleRect(at position: Int) -> Rect? {
            guard titles.indices.contains(position) else { return nil }
            let slots = slots
            return Rect(x: frame.minX, y: slots.top + Double(position) * slots.height, width: frame.width, height: slots.height)
        }

        /// The position of the title level with a screen height, the nearest one beyond the block's
        /// ends; nil when the bar shows no titles.
        package func position(atY y: Double) -> Int? {
            guard !titles.isEmpty else { return nil }
            let slots = slots
            let position = ((y - slots.top) / slots.height).rounded(.down)
            guard position.isFinite else { return 0 }
            return Int(min(max(position, 0), Double(titles.count - 1)))
        }
    }

    /// The screen.
    package var screen: Rect
    /// The status bar: the top safe-area inset, when the screen shows one.
    package var statusBar: Rect?
    /// The part of the screen a finger can reach on the table: below the status bar.
    package var touchableArea: Rect
    /// The keyboard's frame while it is shown.
    package var keyboard: Rect?
    /// What covers the table: the keyboard, then the app's views, in screen coordinates.
    package var covers: [Cover]
    /// A section header or footer view on screen.
    package struct HeaderFooterView: Hashable, Sendable {
        /// Its section.
        package var section: Int
        /// Whether it is the section's header (else its footer).
        package var isHeader: Bool
        /// Where it is drawn, in screen coordinates (a floating header where it floats).
        package var frame: Rect
    }

    /// The header and footer views on screen, headers first, each in section order: drawn over the rows.
    package var headerFooterViews: [HeaderFooterView]
    /// The section index bar, when the table shows one.
    package var sectionIndex: SectionIndexBar?
    /// The parts of every row whose cell is on screen, in row order.
    package var rows: [RowParts]
    /// The row showing swipe actions or a Delete confirmation, if any (on screen or not).
    package var rowShowingActions: IndexPath?
    /// The app's views over the content, in content coordinates, and the content offset: hit
    /// testing measures them in the content, as UIKit does.
    private var overlayViews: [Rect]
    private var contentOffsetY: Double

    /// Lays out the screen as the table shows it now: every visible row, or only those of `rows`
    /// that are visible (a gesture aims at one or two rows, and need not lay out the others).
    init(tableView: TableView, screen size: Size, keyboard: Rect?, metrics: Metrics, only wanted: [IndexPath]? = nil) {
        let offset = tableView.contentOffset.y
        func onScreen(_ rect: Rect) -> Rect { Rect(x: rect.minX, y: rect.minY - offset, width: rect.width, height: rect.height) }
        screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        statusBar = Self.statusBar(of: tableView, screen: size)
        touchableArea = Self.touchableArea(of: tableView, screen: size)
        self.keyboard = keyboard
        contentOffsetY = offset
        // Built without intermediate arrays: a tap lays the screen out, and most screens have no covers.
        overlayViews = []
        covers = []
        if let keyboard { covers.append(Cover(kind: .keyboard, rect: keyboard)) }
        for view in tableView.subviews {
            overlayViews.append(view.frame)
            covers.append(Cover(kind: .view(view.name), rect: onScreen(view.frame)))
        }
        var drawn: [HeaderFooterView] = []
        drawn.reserveCapacity(tableView.onScreen.displayedHeaders.count + tableView.onScreen.displayedFooters.count)
        func addViews(_ views: [Int: TableSim.HeaderFooterView], isHeader: Bool) {
            for section in views.keys.sorted() {
                drawn.append(HeaderFooterView(section: section, isHeader: isHeader, frame: onScreen(views[section]!.frame)))
            }
        }
        addViews(tableView.onScreen.displayedHeaders, isHeader: true)
        addViews(tableView.onScreen.displayedFooters, isHeader: false)
        headerFooterViews = drawn
        sectionIndex = Self.sectionIndexBar(of: tableView, metrics: metrics)
        rowShowingActions = tableView.indexPathForRowShowingActions
        rows = []
        let indexPaths = wanted.map {
            $0.count < 2 ? $0 : $0.reduce(into: [IndexPath]()) { if !$0.contains($1) { $0.append($1) } }.sorted()
        }
        rows = (indexPaths ?? tableView.indexPathsForVisibleRows).compactMap { indexPath in
            tableView.cellForRow(at: indexPath).map { parts(of: $0, at: indexPath, in: tableView, screenWidth: size.width, metrics: metrics) }
        }
    }

    /// The status bar over a table: its top safe-area inset, when the screen shows one.
    static func statusBar(of tableView: TableView, screen size: Size) -> Rect? {
        let top = tableView.safeAreaInsets.top
        return top > 0 ? Rect(x: 0, y: 0, width: size.width, height: top) : nil
    }

    /// The part of the screen a finger can reach on a table: below the status bar.
    static func touchableArea(of tableView: TableView, screen size: Size) -> Rect {
        let top = tableView.safeAreaInsets.top
        return Rect(x: 0, y: top, width: size.width, height: size.height - top)
    }

    /// The section index bar of a table, alone: what a finger moving along the index needs.
    static func sectionIndexBar(of tableView: TableView, metrics: Metrics) -> SectionIndexBar? {
        guard tableView.showsSectionIndex else { return nil }
        let inset = tableView.adjustedContentInset
        let frame = tableView.frame
        let top = frame.minY + inset.top
        let bottom = frame.maxY - inset.bottom
        guard bottom > top else { return nil }
        let trailing = frame.maxX - tableView.safeAreaInsets.right
        return SectionIndexBar(
            frame: Rect(x: trailing - metrics.sectionIndexWidth, y: top, width: metrics.sectionIndexWidth, height: bottom - top),
            titles: tableView.sectionIndexTitles ?? [], titleHeight: metrics.sectionIndexTitleHeight)
    }

    /// A row's rectangle on screen (inset from the sides in insetGrouped style), on screen or not.
    static func screenRect(ofRow indexPath: IndexPath, in tableView: TableView) -> Rect {
        let rect = tableView.cellFrame(forRowAt: tableView.rectForRow(at: indexPath))
        return Rect(x: rect.minX, y: rect.minY - tableView.contentOffset.y, width: rect.width, height: rect.height)
    }

    /// Where the parts of a visible row are, as its cell shows it now.
    ///
    /// The controls, accessory and content stay inside the safe area (`insetsContentViewsToSafeArea`):
    /// in landscape they keep clear of the notch's side insets, though the cell spans the width.
    /// The editing control sits at the leading edge; the reorder control at the trailing edge, with the
    /// accessory left of it. Buttons sit from the edge the swipe uncovered (the Delete confirmation at
    /// the trailing edge) and cover that side's controls. Widths come from the ``Metrics``.
    private func parts(
        of cell: TableViewCell, at indexPath: IndexPath, in tableView: TableView, screenWidth: Double, metrics: Metrics
    ) -> RowParts {
        let whole = Self.screenRect(ofRow: indexPath, in: tableView)
        var row = whole
        if let index = sectionIndex {
            // The cell's content and accessory move left of the index, as in UIKit.
            row = Rect(x: row.minX, y: row.minY, width: max(0, min(row.maxX, index.frame.minX) - row.minX), height: row.height)
        }
        let safe = tableView.style == .insetGrouped ? EdgeInsets.zero : tableView.safeAreaInsets
        var leading = max(row.minX, safe.left)
        var trailing = min(row.maxX, screenWidth - safe.right)
        var parts = RowParts(indexPath: indexPath, cell: whole, row: row, content: row)
        parts.isInteractive = cell.isUserInteractionEnabled
        let width = metrics.swipeButtonWidth
        var coveredEdge: SwipeEdge?
        switch tableView.rowActions.state {
        case .open(indexPath, let edge, let buttons), .swiping(indexPath, let edge, let buttons, _):
            coveredEdge = edge
            for index in 0..<buttons {
                let x = edge == .trailing ? row.maxX - width * Double(index + 1) : row.minX + width * Double(index)
                parts.buttons.append(Rect(x: x, y: row.minY, width: width, height: row.height))
            }
        case .confirmingDelete(indexPath):
            coveredEdge = .trailing
            parts.buttons = [Rect(x: row.maxX - width, y: row.minY, width: width, height: row.height)]
        case .hidden, .open, .swiping, .confirmingDelete:
            break
        }
        if coveredEdge == .leading {
            leading += width * Double(parts.buttons.count)
        } else if tableView.showsEditingControls(cell) {
            // The minus, the plus, or the selection circle of multiple selection (which is content).
            let control = Rect(x: leading, y: row.minY, width: metrics.editingControlWidth, height: row.height)
            switch tableView.editingControl(of: cell) {
            case .delete, .insert: parts.editingControl = control
            case .selectionCircle, nil: break
            }
            leading = control.maxX
        }
        if coveredEdge == .trailing {
            trailing -= width * Double(parts.buttons.count)
        } else {
            if cell.isShowingReorderControl, cell.isEditing {
                parts.reorderControl = Rect(
                    x: trailing - metrics.reorderControlWidth, y: row.minY, width: metrics.reorderControlWidth,
                    height: row.height)
                trailing -= metrics.reorderControlWidth
            }
            let shownView = cell.shownAccessoryView
            let accessoryWidth: Double? =
                switch cell.shownAccessory {
                case .none: shownView?.regionWidth
                case .disclosureIndicator, .checkmark: metrics.indicatorAccessoryWidth
                case .detailButton: metrics.detailButtonAccessoryWidth
                case .detailDisclosureButton: metrics.detailDisclosureButtonWidth + metrics.detailDisclosureChevronWidth
                }
            if let accessoryWidth {
                let accessory = Rect(x: trailing - accessoryWidth, y: row.minY, width: accessoryWidth, height: row.height)
                parts.accessory = accessory
                switch cell.shownAccessory {
                case .detailButton: parts.detailButton = accessory
                case .detailDisclosureButton:
                    parts.detailButton = Rect(
                        x: accessory.minX, y: row.minY, width: metrics.detailDisclosureButtonWidth, height: row.height)
                    parts.disclosure = Rect(
                        x: accessory.maxX - metrics.detailDisclosureChevronWidth, y: row.minY,
                        width: metrics.detailDisclosureChevronWidth, height: row.height)
                case .none, .disclosureIndicator, .checkmark: break
                }
                if let shownView {
                    // The view at the trailing margin, centred down the row (its height kept within the row).
                    let height = min(shownView.size.height, row.height)
                    let view = Rect(
                        x: accessory.minX, y: row.minY + (row.height - height) / 2, width: shownView.size.width, height: height)
                    parts.accessoryView = view
                    if shownView.tapEvent != nil { parts.accessoryControl = view }
                }
                trailing = accessory.minX
            }
        }
        parts.content = Rect(x: leading, y: row.minY, width: max(trailing - leading, 0), height: row.height)
        if cell.hasTextField, parts.buttons.isEmpty {
            let width = parts.content.width * metrics.textFieldShare
            parts.textField = Rect(x: trailing - width, y: row.minY, width: width, height: row.height)
        }
        return parts
    }

    // MARK: Questions

    /// The parts of a row whose cell is on screen, or nil.
    package func parts(ofRow indexPath: IndexPath) -> RowParts? {
        rows.first { $0.indexPath == indexPath }
    }

    /// What a finger coming down at a screen point lands on: the keyboard, the status bar, or the
    /// table (and what in it).
    package func element(at point: Point) -> ScreenElement {
        if let keyboard, keyboard.contains(point) { return .keyboard }
        if let statusBar, statusBar.contains(point) { return .statusBar }
        return .table(hitTest(point))
    }

    /// What a touch on the table's window at a screen point comes down on.
    ///
    /// While a row shows swipe actions or a Delete confirmation, only its buttons can be touched; any
    /// other point of the table is ``TouchStateMachine/Target/outsideRowActions``. Header and footer
    /// views are drawn over the cells (a floating plain-style header hides the rows under it), and in
    /// insetGrouped style the margins beside the rows hold nothing.
    package func hitTest(_ point: Point) -> TouchStateMachine.Target {
        guard touchableArea.contains(point) else { return .nothing }
        if let shown = rowShowingActions {
            if let index = parts(ofRow: shown)?.buttons.firstIndex(where: { $0.contains(point) }) {
                return .control(.actionButton(shown, index: index))
            }
            return .outsideRowActions
        }
        if let index = sectionIndex, index.frame.contains(point), let position = index.position(atY: point.y) {
            return .sectionIndex(position)
        }
        // A view the app put over the content takes the touch: no row hears of it.
        let contentPoint = Point(x: point.x, y: point.y + contentOffsetY)
        if overlayViews.contains(where: { $0.contains(contentPoint) }) { return .nothing }
        if headerFooterViews.contains(where: { $0.frame.contains(point) }) { return .nothing }
        guard let parts = rows.first(where: { $0.cell.contains(point) }) else { return .nothing }
        let indexPath = parts.indexPath
        // A cell that takes no touches lets them through to the table: only a pan can come of them.
        guard parts.isInteractive else { return .nothing }
        if let control = parts.editingControl, control.contains(point) { return .control(.editingControl(indexPath)) }
        if let reorder = parts.reorderControl, reorder.contains(point) { return .reorderControl(indexPath) }
        if let button = parts.detailButton, button.contains(point) { return .control(.detailButton(indexPath)) }
        // An enabled control in the accessory's place tracks its touch; another view lets it reach the row.
        if let control = parts.accessoryControl, control.contains(point) { return .control(.accessoryView(indexPath)) }
        if let field = parts.textField, field.contains(point) { return .control(.textField(indexPath)) }
        return .row(indexPath)
    }

    /// The rectangle a control tracks its touch in, for its touch-up-inside test.
    package func trackingFrame(of control: TouchStateMachine.Control) -> Rect? {
        switch control {
        // The detail button's and the text field's reach are measured from the row.
        case .detailButton(let indexPath), .textField(let indexPath): parts(ofRow: indexPath)?.cell
        // **Choice**: an accessory control's reach is the row too, as the detail button's.
        case .accessoryView(let indexPath): parts(ofRow: indexPath)?.cell
        case .editingControl(let indexPath): parts(ofRow: indexPath)?.editingControl
        case .actionButton(let indexPath, let index):
            parts(ofRow: indexPath).flatMap { $0.buttons.indices.contains(index) ? $0.buttons[index] : nil }
        }
    }

    /// The part of a rectangle on screen a finger can touch: inside the touchable area, and not under
    /// the keyboard, a view the app put over the content, or a header or footer view drawn over the
    /// rows. When covers cut it in pieces, the tallest piece.
    package func uncoveredPart(of rect: Rect) -> Rect? {
        guard let shown = rect.intersection(touchableArea) else { return nil }
        // The pieces top to bottom; a cover as wide as the rectangle cuts each piece it overlaps into
        // the part above it and the part below it (those that are not empty), in place.
        var pieces = [(shown.minY, shown.maxY)]
        func cut(by cover: Rect) {
            guard cover.minX <= shown.minX, cover.maxX >= shown.maxX else { return }
            var index = 0
            while index < pieces.count {
                let (top, bottom) = pieces[index]
                guard cover.minY < bottom, cover.maxY > top else {
                    index += 1
                    continue
                }
                pieces.remove(at: index)
                for piece in [(top, min(bottom, cover.minY)), (max(top, cover.maxY), bottom)] where piece.1 > piece.0 {
                    pieces.insert(piece, at: index)
                    index += 1
                }
            }
        }
        for cover in covers { cut(by: cover.rect) }
        for view in headerFooterViews { cut(by: view.frame) }
        guard let best = pieces.max(by: { $0.1 - $0.0 < $1.1 - $1.0 }) else { return nil }
        return Rect(x: shown.minX, y: best.0, width: shown.width, height: best.1 - best.0)
    }

    /// The point a finger aims at on a region of a row: the centre of the region, level with the
    /// middle of the row's uncovered part. Nil when the row or the region is not on screen or is covered.
    package func activationPoint(ofRow indexPath: IndexPath, region: RowRegion = .content) -> Point? {
        guard let parts = parts(ofRow: indexPath), let shown = uncoveredPart(of: parts.row),
            let target = parts.frame(of: region)
        else { return nil }
        return Point(x: target.midX, y: (max(target.minY, shown.minY) + min(target.maxY, shown.maxY)) / 2)
    }

    /// The point a finger aims at on a button of the row showing actions: the centre of its uncovered
    /// part. Nil when the row is not on screen, has no such button, or the button is covered.
    package func activationPoint(ofButton index: Int) -> Point? {
        guard let row = rowShowingActions, let buttons = parts(ofRow: row)?.buttons, buttons.indices.contains(index),
            let visible = uncoveredPart(of: buttons[index])
        else { return nil }
        return Point(x: visible.midX, y: visible.midY)
    }

    /// The first cover over part of a rectangle on screen, or nil.
    package func cover(over rect: Rect) -> Cover? {
        covers.first { $0.rect.intersection(rect) != nil }
    }
}
