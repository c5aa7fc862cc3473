import TableSim
import Testing

/// How VoiceOver scrolls a focused row into view (§4.2 [D: D-elem]).
@Suite struct AccessibilityScrollRuleTests {
    typealias Rule = AccessibilityScrollRule
    /// A 600 pt table scrolled to 440 under a 100 pt bar: rows of 44 pt, rows 10…23 visible.
    let bounds = Rect(x: 0, y: 440, width: 375, height: 600)
    let visibleBounds = Rect(x: 0, y: 540, width: 375, height: 500)
    let visibleRows = (10...23).map { IndexPath(row: $0, section: 0) }

    func rect(_ row: Int) -> Rect { Rect(x: 0, y: Double(row) * 44, width: 375, height: 44) }

    func decide(_ row: Int, keyboard: Rect? = nil, showsEveryRow: Bool = false, visible: [IndexPath]? = nil) -> Rule.Decision {
        Rule.decision(
            forRow: IndexPath(row: row, section: 0), rowRect: rect(row), bounds: bounds, visibleBounds: visibleBounds,
            keyboard: keyboard, visibleRows: visible ?? visibleRows, showsEveryRow: showsEveryRow)
    }

    @Test func aRowWellInsideTheVisibleAreaStaysPut() {
        #expect(decide(17) == .none)
    }

    @Test func anEdgeRowOfTheVisibleRowsIsCentred() {
        // Row 22 (y 968…1012) lies wholly inside the visible area but is second-last visible.
        #expect(decide(22) == .scrollToRow(IndexPath(row: 22, section: 0), .middle))
    }

    @Test func aRowUnderTheBarOrOffScreenGoesToTheTop() {
        // Row 12 (y 528…572) is partly under the 100 pt bar.
        #expect(decide(12) == .scrollToRow(IndexPath(row: 12, section: 0), .top))
        #expect(decide(40) == .scrollToRow(IndexPath(row: 40, section: 0), .top))
        #expect(decide(0) == .scrollToRow(IndexPath(row: 0, section: 0), .top))
    }

    @Test func aRowBehindTheKeyboardGoesToTheTop() {
        let keyboard = Rect(x: 0, y: 740, width: 375, height: 300)
        #expect(decide(17, keyboard: keyboard) == .scrollToRow(IndexPath(row: 17, section: 0), .top))
        #expect(decide(14, keyboard: keyboard) == .none)
    }

    @Test func aTableThatShowsEveryRowOrOneRowDoesNotScrollAFullyVisibleRow() {
        #expect(decide(22, showsEveryRow: true) == .none)
        #expect(decide(17, visible: [IndexPath(row: 17, section: 0)]) == .none)
        #expect(decide(12, showsEveryRow: true) == .scrollToRow(IndexPath(row: 12, section: 0), .top))
    }

    @Test func headersAndFootersScrollTheLeastThatShowsThem() {
        let header = Rect(x: 0, y: 520, width: 375, height: 28)
        #expect(Rule.decision(forRect: header, visibleBounds: visibleBounds) == .scrollRectToVisible(header))
        let inside = Rect(x: 0, y: 600, width: 375, height: 28)
        #expect(Rule.decision(forRect: inside, visibleBounds: visibleBounds) == .none)
    }
}
