import TableSim
import Testing

/// A finger on an open context menu's window (ContextMenusBehaviour.md, "A touch on the menu"): the
/// finger machine alone, then the menu's geometry, which the picture and the touch share.
@Suite struct ContextMenuTouchTests {
    @Test func aFingerOnTheMenuNeverReachesTheTableAndItsLiftActsWhereItEnds() {
        var finger = FingerStateMachine()
        let origin = Point(x: 100, y: 150)
        #expect(finger.touchBegan(at: origin, on: .contextMenu, delaysContentTouches: true) == .none)
        #expect(finger.state == .onContextMenu(at: origin))
        #expect(finger.touchMoved(by: 0, 44, at: 16, indexPosition: nil) == .none)
        #expect(finger.touchEnded(at: 32) == .liftedOnContextMenu(at: Point(x: 100, y: 194)))
        #expect(finger.state == .up)
        #expect(finger.table.state == .idle)
        #expect(finger.touchBegan(at: origin, on: .contextMenu, delaysContentTouches: true) == .none)
        #expect(finger.touchCancelled() == .none)
        #expect(finger.state == .up)
    }

    @Test func theMenuSitsBelowItsRowOrAboveWhenTheRoomBelowIsShortAndListsWhatItShows() {
        let action = MenuAction(title: "Copy") { _ in }
        let hidden = MenuAction(title: "Secret", attributes: .hidden) { _ in }
        let sort = Menu(title: "Sort", displaysInline: true, children: [.action(MenuAction(title: "Name") { _ in })])
        let move = Menu(title: "Move", children: [.action(action)])
        let lines = ContextMenuLayout.lines(of: [.action(action), .action(hidden), .menu(sort), .menu(move), .deferred(DeferredMenuElement { _ in })])
        #expect(lines.map(\.title) == ["Copy", "Name", "Move", "Loading…"])
        let screen = Size(width: 390, height: 500)
        let below = ContextMenuLayout(lines: lines, row: Rect(x: 0, y: 100, width: 390, height: 44), screen: screen)
        #expect(below.frame == Rect(x: 8, y: 152, width: 250, height: 176))
        #expect(below.line(at: Point(x: 20, y: 152 + 44 * 2 + 1)) == 2)
        #expect(below.line(at: Point(x: 300, y: 160)) == nil)
        let above = ContextMenuLayout(lines: lines, row: Rect(x: 0, y: 400, width: 390, height: 44), screen: screen)
        #expect(above.frame == Rect(x: 8, y: 216, width: 250, height: 176))
    }
}
