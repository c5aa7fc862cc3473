import TableSim
import TableSimTesting
import Testing

/// An app of stock cells: `rows` rows titled "Row N" in one style; it answers `heightForRowAt` only
/// when `heightAnswer` is set, observes the text size when asked to, and may reload on it.
final class StockTextApp: TableViewDataSource, TableViewDelegate, TextSizeObserving {
    var rows: Int
    var style: TableViewCellStyle
    var detail: String?
    var title: (Int) -> String = { "Row \($0)" }
    var heightAnswer: Double?
    var reloadsOnTextSizeChange = false
    /// What the app sets on each cell after its text (fonts, lines).
    var configure: ((TableViewCell, Int) -> Void)?
    weak var tableView: TableView?
    init(rows: Int, style: TableViewCellStyle = .default, detail: String? = nil) {
        self.rows = rows
        self.style = style
        self.detail = detail
    }
    func responds(to selector: CallbackSelector) -> Bool {
        selector == .heightForRowAt ? heightAnswer != nil : true
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? TableViewCell(style: style, reuseIdentifier: "Cell")
        cell.textLabel?.text = title(indexPath.row)
        cell.detailTextLabel?.text = detail
        configure?(cell, indexPath.row)
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { heightAnswer ?? 0 }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    func scrollViewDidScroll(_ scrollView: ScrollView) {}
    func contentSizeCategoryDidChange(to category: ContentSizeCategory) {
        if reloadsOnTextSizeChange { tableView?.reloadData() }
    }
}

@Suite struct DynamicTypeTests {
    // MARK: The model

    @Test func theTwelveCategoriesHaveUIKitsNamesInOrder() {
        #expect(ContentSizeCategory.allCases.map(\.shortName) == [
            "xS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5",
        ])
        #expect(ContentSizeCategory.allCases.map(\.uikitName) == [
            "UICTContentSizeCategoryXS", "UICTContentSizeCategoryS", "UICTContentSizeCategoryM",
            "UICTContentSizeCategoryL", "UICTContentSizeCategoryXL", "UICTContentSizeCategoryXXL",
            "UICTContentSizeCategoryXXXL", "UICTContentSizeCategoryAccessibilityM",
            "UICTContentSizeCategoryAccessibilityL", "UICTContentSizeCategoryAccessibilityXL",
            "UICTContentSizeCategoryAccessibilityXXL", "UICTContentSizeCategoryAccessibilityXXXL",
        ])
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).map(\.shortName) == ["AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(ContentSizeCategory.default == .large)
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.swiftName == "accessibilityExtraExtraExtraLarge")
    }

    @Test func aCategoryIsReadFromAnyOfItsNames() {
        let read = ["xs", "XXXL", "ax5", "Ax1", "UICTContentSizeCategoryXL", "UICTContentSizeCategoryAccessibilityM", ".large",
            "extraSmall", ".accessibilityExtraLarge"].map { ContentSizeCategory(parsing: $0) }
        #expect(read == [
            .extraSmall, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge, .accessibilityMedium, .extraLarge,
            .accessibilityMedium, .large, .extraSmall, .accessibilityExtraLarge,
        ])
        for wrong in ["", "huge", "AX6", "uictcontentsizecategoryl", "..large", "Large"] {
            #expect(ContentSizeCategory(parsing: wrong) == nil, "\(wrong)")
        }
    }

    @Test func pointSizesAndLineHeightsFollowTheReferenceTable() {
        let all = ContentSizeCategory.allCases
        #expect(all.map { TextStyle.body.pointSize(at: $0) } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(all.map { TextStyle.footnote.pointSize(at: $0) } == [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44])
        #expect(all.map { TextStyle.largeTitle.pointSize(at: $0) } == [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60])
        #expect(TextStyle.callout.pointSize(at: .accessibilityExtraExtraExtraLarge) == 51)
        #expect(TextStyle.caption2.pointSize(at: .accessibilityExtraExtraExtraLarge) == 40)
        #expect(all.map { TextStyle.body.lineHeight(at: $0) } == [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 63])
        #expect(all.map(\.stockRowHeight) == [44, 44, 44, 44, 46, 48, 51, 56, 62, 70, 78, 85])
        // Each style has its own leading (§11.2, corrected in turn 3): the HIG's at L, and elsewhere
        // that leading scaled by the style's size: footnote 18 at L, 18 × 44/13 → 61 at AX5 (the
        // body's ratio gave 17 and 53 before the correction).
        #expect(TextStyle.footnote.lineHeight(at: .large) == 18)
        #expect(TextStyle.footnote.lineHeight(at: .accessibilityExtraExtraExtraLarge) == 61)
        #expect(TextStyle.allCases.map { $0.lineHeight(at: .large) } == [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13])
        #expect(all.map { TextStyle.headline.lineHeight(at: $0) } == all.map { TextStyle.body.lineHeight(at: $0) })
        #expect(TextStyle.title1.lineHeight(at: .extraSmall) == 30)  // 34 × 25/28 = 30.4
    }

    @Test func aFixedFontNeverGrowsAndACappedOneStopsAtItsCap() {
        let ax5 = ContentSizeCategory.accessibilityExtraExtraExtraLarge
        #expect(CellFont.fixed(17).pointSize(at: ax5) == 17)
        #expect(CellFont.fixed(17).lineHeight(at: ax5) == 22)
        #expect(!CellFont.fixed(17).followsTextSize)
        #expect(CellFont.scaled(.body, maximumPointSize: 28).pointSize(at: .large) == 17)
        #expect(CellFont.scaled(.body, maximumPointSize: 28).pointSize(at: ax5) == 28)
        // 28 × 63/53 = 33.3 → 34.
        #expect(CellFont.scaled(.body, maximumPointSize: 28).lineHeight(at: ax5) == 34)
        #expect(CellFont.scaled(.body, maximumPointSize: 28).isCapped(at: ax5))
        #expect(!CellFont.scaled(.body, maximumPointSize: 28).isCapped(at: .accessibilityMedium))
        #expect(CellFont.textStyle(.headline).pointSize(at: ax5) == 53)
    }

    @Test func stockCellsStartWithBodyTitlesAndTheirStylesDetailFont() {
        #expect(TableViewCell(style: .default, reuseIdentifier: nil).textFont == .textStyle(.body))
        #expect(TableViewCell(style: .subtitle, reuseIdentifier: nil).detailFont == .textStyle(.footnote))
        #expect(TableViewCell(style: .value1, reuseIdentifier: nil).detailFont == .textStyle(.body))
        #expect(TableViewCell(style: .value2, reuseIdentifier: nil).detailFont == .textStyle(.body))
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.textLabel?.numberOfLines == 1)
        cell.detailFont = .fixed(12)
        #expect(cell.detailTextLabel == nil && cell.detailFont == .textStyle(.body))
    }

    // MARK: Cell text layout

    func cell(_ style: TableViewCellStyle, _ title: String?, _ detail: String? = nil) -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = title
        cell.detailTextLabel?.text = detail
        return cell
    }

    @Test func aOneLineTitleIsAStandardRowAtLAndGrowsWithTheSize() {
        let apple = cell(.default, "Apple")
        // "Apple": A 12 + p 8 + p 8 + l 4 + e 8 = 40 sixteenths of an em.
        let large = CellTextLayout(of: apple, contentWidth: 390, category: .large)
        #expect(large.title == [CellTextLayout.Line(text: "Apple", frame: Rect(x: 16, y: 11, width: 42.5, height: 22), pointSize: 17)])
        #expect(large.detail.isEmpty && !large.isStacked && !large.titleIsTruncated)
        #expect(large.neededHeight == 44)
        let ax5 = CellTextLayout(of: apple, contentWidth: 390, category: .accessibilityExtraExtraExtraLarge)
        #expect(ax5.title.map(\.frame) == [Rect(x: 16, y: 11, width: 132.5, height: 63)])
        #expect(ax5.neededHeight == 85)
        // At xS the 19 pt line is centred in the 44 pt least height.
        let small = CellTextLayout(of: apple, contentWidth: 390, category: .extraSmall)
        #expect(small.title.map(\.frame) == [Rect(x: 16, y: 12.5, width: 35, height: 19)])
        #expect(small.neededHeight == 44)
        // A taller row centres the text; a shorter one squeezes the padding, still centring what fits
        // (63 in 70: 3.5 above), and lines taller than the row start at its top and are cut.
        #expect(CellTextLayout(of: apple, contentWidth: 390, rowHeight: 100, category: .large).title[0].frame.minY == 39)
        let squeezed = CellTextLayout(of: apple, contentWidth: 390, rowHeight: 70, category: .accessibilityExtraExtraExtraLarge)
        #expect(squeezed.title[0].frame.minY == 3.5 && !squeezed.isClipped(inRowOfHeight: 70))
        let clipped = CellTextLayout(of: apple, contentWidth: 390, rowHeight: 44, category: .accessibilityExtraExtraExtraLarge)
        #expect(clipped.title[0].frame.minY == 0 && clipped.isClipped(inRowOfHeight: 44))
        #expect(clipped.textHeight == 63 && clipped.neededHeight == 85)
        #expect(!large.isClipped(inRowOfHeight: 44) && !large.isClipped(inRowOfHeight: 22) && large.isClipped(inRowOfHeight: 21.5))
        #expect(CellTextLayout(of: cell(.default, nil), contentWidth: 390, category: .accessibilityExtraExtraExtraLarge).neededHeight == 44)
    }

    @Test func aSubtitleStacksItsFootnoteRightBelowTheTitle() {
        let layout = CellTextLayout(of: cell(.subtitle, "Apple", "Red"), contentWidth: 390, category: .large)
        // "Red": R 12 + e 8 + d 8 = 28 sixteenths at 13 pt.
        #expect(layout.detail == [CellTextLayout.Line(text: "Red", frame: Rect(x: 16, y: 33, width: 22.75, height: 18), pointSize: 13)])
        #expect(layout.neededHeight == 62)
        let xxxl = CellTextLayout(of: cell(.subtitle, "Apple", "Red"), contentWidth: 390, category: .extraExtraExtraLarge)
        // 29 + the footnote's 18 × 19/13 → 26, + 22.
        #expect(xxxl.neededHeight == 77)
    }

    @Test func value1StacksAtAccessibilitySizesAndWhenTheTwoDoNotFit() {
        let sideBySide = CellTextLayout(of: cell(.value1, "Apple", "Red"), contentWidth: 390, category: .extraExtraExtraLarge)
        #expect(!sideBySide.isStacked)
        // The detail ends at the trailing inset: 390 − 16 − 28 × 23/16.
        #expect(sideBySide.detail.map(\.frame) == [Rect(x: 333.75, y: 11, width: 40.25, height: 29)])
        #expect(sideBySide.neededHeight == 51)
        let ax1 = CellTextLayout(of: cell(.value1, "Apple", "Red"), contentWidth: 390, category: .accessibilityMedium)
        #expect(ax1.isStacked)
        #expect(ax1.title.map(\.frame.minY) == [11] && ax1.detail.map(\.frame) == [Rect(x: 16, y: 45, width: 49, height: 34)])
        #expect(ax1.neededHeight == 90)
        // 120 pt of content leaves 88 for the text: "Apple" (42.5) + 8 + "Red Delicious" does not fit.
        let narrow = CellTextLayout(of: cell(.value1, "Apple", "Red Delicious"), contentWidth: 120, category: .large)
        #expect(narrow.isStacked && narrow.neededHeight == 66 && narrow.detailIsTruncated)
        // value2 puts its detail right after the title.
        let value2 = CellTextLayout(of: cell(.value2, "Apple", "Red"), contentWidth: 390, category: .large)
        #expect(value2.detail.map(\.frame.minX) == [66.5])
        // A row with only a title never stacks.
        #expect(!CellTextLayout(of: cell(.value1, "Apple", nil), contentWidth: 390, category: .accessibilityMedium).isStacked)
    }

    @Test func numberOfLinesZeroWrapsAndOtherwiseTheTitleIsCut() {
        let wrapping = cell(.default, "one two three four")
        // 100 − 32 = 68 pt, 64 sixteenths of 17 pt: "one two" (4 + 7 + ...) wraps word by word.
        let cut = CellTextLayout(of: wrapping, contentWidth: 100, category: .large)
        #expect(cut.title.map(\.text) == ["one two"] && cut.titleIsTruncated && cut.neededHeight == 44)
        wrapping.textLabel?.numberOfLines = 0
        let wrapped = CellTextLayout(of: wrapping, contentWidth: 100, category: .large)
        #expect(wrapped.title.map(\.text) == ["one two", "three four"] && !wrapped.titleIsTruncated)
        #expect(wrapped.title.map(\.frame.minY) == [11, 33] && wrapped.neededHeight == 66)
        wrapping.textLabel?.numberOfLines = 1
        wrapping.textFont = .fixed(8)
        #expect(CellTextLayout(of: wrapping, contentWidth: 100, category: .accessibilityExtraExtraExtraLarge).title.map(\.text) == ["one two three four"])
    }

    // MARK: The table

    func show(
        _ app: StockTextApp, at category: ContentSizeCategory?, height: Double = 300,
        configure: (TableView) -> Void = { _ in }
    ) -> Simulator {
        let table = TableView()
        table.dataSource = app
        table.delegate = app
        app.tableView = table
        configure(table)
        let simulator = Simulator(tableView: table, screen: Screen(size: Size(width: 390, height: height)))
        if let category { simulator.setTextSize(category) }
        simulator.appear()
        return simulator
    }

    func heights(_ table: TableView, _ rows: Range<Int>) -> [Double] {
        rows.map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
    }

    func rows(_ range: ClosedRange<Int>) -> [IndexPath] { range.map { IndexPath(row: $0, section: 0) } }

    @Test func withoutATextSizeStockRowsKeepTheDefaultHeight() {
        let app = StockTextApp(rows: 20, style: .subtitle, detail: "Detail")
        let table = show(app, at: nil).tableView
        #expect(!table.sizesStockRowsByText && table.contentSizeCategory == .large)
        #expect(heights(table, 0..<3) == [44, 44, 44])
    }

    @Test func theSameTableAtLXXXLAndAX5() {
        for (category, height, visible) in [
            (ContentSizeCategory.large, 44.0, 0...6), (.extraExtraExtraLarge, 51, 0...5), (.accessibilityExtraExtraExtraLarge, 85, 0...3),
        ] {
            let app = StockTextApp(rows: 20)
            let table = show(app, at: category).tableView
            #expect(table.contentSizeCategory == category)
            #expect(heights(table, 0..<20) == Array(repeating: height, count: 20), "\(category)")
            #expect(table.contentSize.height == 20 * height)
            #expect(table.indexPathsForVisibleRows == rows(visible))
            #expect(!table.isTextClipped(at: IndexPath(row: 0, section: 0)))
        }
    }

    @Test func aSubtitleTableSizesItsRowsAsTheyAppear() {
        let app = StockTextApp(rows: 20, style: .subtitle, detail: "Detail")
        let table = show(app, at: .large).tableView
        // Rows on screen fit 22 + 18 + 22 = 62; the rest keep the one-line estimate, 44.
        #expect(heights(table, 0..<6) == [62, 62, 62, 62, 62, 44])
        #expect(table.indexPathsForVisibleRows == rows(0...4))
        #expect(table.contentSize.height == 5 * 62 + 15 * 44)
    }

    @Test func aFixedRowHeightKeepsItsHeightAndItsTextClips() {
        let app = StockTextApp(rows: 20)
        let simulator = show(app, at: .large) { $0.rowHeight = 50 }
        let table = simulator.tableView
        let lines = simulator.record { simulator.setTextSize(.accessibilityExtraExtraExtraLarge) }
        expectTrace(lines, [])
        #expect(heights(table, 0..<20) == Array(repeating: 50, count: 20))
        #expect(table.isTextClipped(at: IndexPath(row: 0, section: 0)))
        #expect(!table.isTextClipped(at: IndexPath(row: 10, section: 0)), "no cell on screen")
    }

    @Test func aChangeWhileShownRemeasuresTheScreenWithoutNewCells() {
        let app = StockTextApp(rows: 20)
        let simulator = show(app, at: .large)
        let table = simulator.tableView
        #expect(table.indexPathsForVisibleRows == rows(0...6))
        let lines = simulator.record { simulator.setTextSize(.accessibilityExtraExtraExtraLarge) }
        // 85 pt rows: rows 4 to 6 (from 340) leave the 300 pt screen; nothing observes the notification.
        expectTrace(lines, [
            "tableView(_:didEndDisplaying:forRowAt:) cell#5 [0, 4]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#6 [0, 5]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#7 [0, 6]",
        ])
        #expect(table.indexPathsForVisibleRows == rows(0...3))
        #expect(table.contentSize.height == 20 * 85)
        #expect(table.contentOffset.y == 0)
        // Back to L: rows come back from the reuse pool, and the off-screen rows' heights drop to 44.
        let back = simulator.record { simulator.setTextSize(.large) }
        expectTrace(back, [
            "tableView(_:cellForRowAt:) [0, 4] -> cell#5",
            "tableView(_:willDisplay:forRowAt:) cell#5 [0, 4]",
            "tableView(_:cellForRowAt:) [0, 5] -> cell#6",
            "tableView(_:willDisplay:forRowAt:) cell#6 [0, 5]",
            "tableView(_:cellForRowAt:) [0, 6] -> cell#7",
            "tableView(_:willDisplay:forRowAt:) cell#7 [0, 6]",
        ])
        #expect(table.contentSize.height == 20 * 44)
    }

    @Test func theDelegateIsAskedAgainForTheRowsOnScreenAndTheObserverHearsFirst() {
        let app = StockTextApp(rows: 20)
        app.heightAnswer = 60
        let simulator = show(app, at: .large)
        simulator.addTextSizeObserver(app)
        #expect(simulator.tableView.indexPathsForVisibleRows == rows(0...4))
        let lines = simulator.record { simulator.setTextSize(.extraExtraExtraLarge) }
        expectTrace(lines, [
            "UIContentSizeCategoryDidChangeNotification UIContentSizeCategoryNewValueKey=UICTContentSizeCategoryXXXL",
            "tableView(_:heightForRowAt:) [0, 0] -> 60",
            "tableView(_:heightForRowAt:) [0, 1] -> 60",
            "tableView(_:heightForRowAt:) [0, 2] -> 60",
            "tableView(_:heightForRowAt:) [0, 3] -> 60",
            "tableView(_:heightForRowAt:) [0, 4] -> 60",
        ])
        // Rows off screen went back to the estimate, a one-line stock row at XXXL.
        #expect(heights(simulator.tableView, 0..<20) == Array(repeating: 60, count: 5) + Array(repeating: 51, count: 15))
        #expect(simulator.textSize == .extraExtraExtraLarge)
        // The same size again changes nothing and posts nothing.
        expectTrace(simulator.record { simulator.setTextSize(.extraExtraExtraLarge) }, [])
    }

    @Test func anAppThatReloadsOnTheNotificationGetsTheReloadInstead() {
        let app = StockTextApp(rows: 20)
        app.reloadsOnTextSizeChange = true
        let simulator = show(app, at: .large, height: 100)
        simulator.addTextSizeObserver(app)
        let lines = simulator.record { simulator.setTextSize(.accessibilityMedium) }
        expectTrace(lines, [
            "UIContentSizeCategoryDidChangeNotification UIContentSizeCategoryNewValueKey=UICTContentSizeCategoryAccessibilityM",
            "tableView(_:numberOfRowsInSection:) 0 -> 20",
            "tableView(_:didEndDisplaying:forRowAt:) cell#1 [0, 0]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#2 [0, 1]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#3 [0, 2]",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:willDisplay:forRowAt:) cell#1 [0, 0]",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "tableView(_:willDisplay:forRowAt:) cell#2 [0, 1]",
        ])
        #expect(heights(simulator.tableView, 0..<3) == [56, 56, 56])
    }

    @Test func theFirstRowOnScreenKeepsItsTopWhenRowsAboveChange() {
        let app = StockTextApp(rows: 20)
        let simulator = show(app, at: .large)
        let table = simulator.tableView
        table.setContentOffset(Point(x: 0, y: 450), animated: false)
        #expect(table.indexPathsForVisibleRows == rows(10...17))
        let lines = simulator.record { simulator.setTextSize(.accessibilityExtraExtraExtraLarge) }
        // Row 10 began 10 pt above the screen's top; rows 0 to 9 become 85: it begins at 850, so the
        // offset goes to 860 and rows 14 to 17 leave.
        expectTrace(lines, [
            "scrollViewDidScroll(_:)",
            // The jump to 450 reused rows 0 to 7's cells for rows 10 to 17 (Q8), so row 14 has cell#5.
            "tableView(_:didEndDisplaying:forRowAt:) cell#5 [0, 14]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#6 [0, 15]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#7 [0, 16]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#8 [0, 17]",
        ])
        #expect(table.contentOffset.y == 860)
        #expect(table.indexPathsForVisibleRows == rows(10...13))
    }

    @Test func tenMillionRowsChangeSizeAtTheCostOfTheScreen() {
        let app = StockTextApp(rows: 10_000_000)
        let simulator = show(app, at: .large)
        let table = simulator.tableView
        table.setContentOffset(Point(x: 0, y: 44 * 5_000_000), animated: false)
        let lines = simulator.record { simulator.setTextSize(.accessibilityExtraExtraExtraLarge) }
        #expect(lines.first?.text == "scrollViewDidScroll(_:)")
        #expect(table.contentOffset.y == 85 * 5_000_000)
        #expect(table.contentSize.height == 85 * 10_000_000)
        #expect(table.indexPathsForVisibleRows == (5_000_000...5_000_003).map { IndexPath(row: $0, section: 0) })
        #expect(table._checkInvariants() == [])
    }

    @Test func withoutEstimatesRowsTakeTheNewDefaultOrKeepTheDelegatesHeights() {
        let app = StockTextApp(rows: 20)
        let simulator = show(app, at: .large) { $0.estimatedRowHeight = 0 }
        let table = simulator.tableView
        let lines = simulator.record { simulator.setTextSize(.accessibilityExtraExtraExtraLarge) }
        expectTrace(lines, [
            "tableView(_:didEndDisplaying:forRowAt:) cell#5 [0, 4]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#6 [0, 5]",
            "tableView(_:didEndDisplaying:forRowAt:) cell#7 [0, 6]",
        ])
        #expect(heights(table, 0..<20) == Array(repeating: 85, count: 20))
        // A delegate that sizes every row was asked all of them at load; on the change only the rows
        // on screen are asked again, and the others keep their heights until the next reload.
        let sized = StockTextApp(rows: 20)
        sized.heightAnswer = 60
        let other = show(sized, at: .large) { $0.estimatedRowHeight = 0 }
        sized.heightAnswer = 70
        let asked = other.record { other.setTextSize(.extraExtraExtraLarge) }
        expectTrace(asked, [
            "tableView(_:heightForRowAt:) [0, 0] -> 70",
            "tableView(_:heightForRowAt:) [0, 1] -> 70",
            "tableView(_:heightForRowAt:) [0, 2] -> 70",
            "tableView(_:heightForRowAt:) [0, 3] -> 70",
            "tableView(_:heightForRowAt:) [0, 4] -> 70",
        ])
        #expect(heights(other.tableView, 0..<6) == [70, 70, 70, 70, 70, 60])
    }

    @Test func aWrappingTitleGrowsItsRowAndAFixedFontKeepsIt() {
        let title = "A title long enough to wrap over two lines at the body size"
        let app = StockTextApp(rows: 3)
        app.title = { $0 == 0 ? title : "Short" }
        #expect(heights(show(app, at: .large).tableView, 0..<3) == [44, 44, 44], "one line, cut")
        app.configure = { cell, row in
            cell.textLabel?.numberOfLines = 0
            if row == 2 { cell.textFont = .fixed(17) }
        }
        // 380 sixteenths of an em: two lines of 17 pt in 358 pt (336 sixteenths a line).
        #expect(heights(show(app, at: .large).tableView, 0..<3) == [66, 44, 44])
        // At AX1, 28 pt: "A title long enough to wrap" (176) and the rest (200) in 204 sixteenths a
        // line, 34 pt each; "Short" is a one-line 56; the fixed 17 pt row stays 44.
        let ax1 = show(app, at: .accessibilityMedium).tableView
        #expect(heights(ax1, 0..<3) == [90, 56, 44])
        #expect(ax1.textLayout(of: ax1.visibleCells[0], at: IndexPath(row: 0, section: 0)).title.map(\.text) == [
            "A title long enough to wrap", "over two lines at the body size",
        ])
    }

    @Test func voiceOverFocusStaysOnItsRow() throws {
        let app = StockTextApp(rows: 20)
        let simulator = show(app, at: .large)
        simulator.voiceOver.turnOn()
        try simulator.voiceOver.touch(.element(.row(IndexPath(row: 2, section: 0))))
        simulator.setTextSize(.accessibilityExtraExtraExtraLarge)
        #expect(simulator.voiceOver.focus == .row(IndexPath(row: 2, section: 0)))
    }
}
