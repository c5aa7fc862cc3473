import Foundation
import TableSim
import Testing

@testable import TableSimScenario

@Suite struct GeometryLanguageTests {
    func kinds(_ source: String) throws -> [Statement.Kind] {
        try ScenarioParser(file: "g.scenario").parse(source).map(\.kind)
    }

    func error(in source: String) -> ScenarioError? {
        do {
            _ = try ScenarioParser(file: "g.scenario").parse(source)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesScrollCommandsWithTheirDefaults() throws {
        let parsed = try kinds("""
            scroll to 0.40
            scroll to [1, 2] middle animated=on
            scroll to 0.3 none
            scroll by -120.5
            scroll top animated=yes
            scroll bottom
            """)
        #expect(parsed == [
            .command(.scroll(.toRow(IndexPath(row: 40, section: 0), .top), animated: false)),
            .command(.scroll(.toRow(IndexPath(row: 2, section: 1), .middle), animated: true)),
            .command(.scroll(.toRow(IndexPath(row: 3, section: 0), .none), animated: false)),
            .command(.scroll(.by(-120.5), animated: false)),
            .command(.scroll(.top, animated: true)),
            .command(.scroll(.bottom, animated: false)),
        ])
    }

    @Test func parsesFlicksStatusBarTapsAndScreens() throws {
        let parsed = try kinds("""
            flick up
            flick down 0.3 distance=100 duration=32ms
            flick up 120,300 duration=0.1s
            tap status-bar
            touch down status-bar
            screen "iPhone 15" landscape
            screen portrait
            screen 800x400 landscape safe-area=0,10,20,10
            table plain content-inset=10,0,50,0 inset-adjustment=never indicator-inset=0,0,50,0 header-top-padding=22 bounces=off scrolls-to-top=no deceleration=fast
            """)
        #expect(parsed[0] == .command(.flick(.up, from: nil, distance: 200, milliseconds: 80)))
        #expect(parsed[1] == .command(.flick(.down, from: .row(IndexPath(row: 3, section: 0), .content), distance: 100, milliseconds: 32)))
        #expect(parsed[2] == .command(.flick(.up, from: .point(Point(x: 120, y: 300)), distance: 200, milliseconds: 100)))
        #expect(parsed[3] == .command(.tap(.statusBar)))
        #expect(parsed[4] == .command(.touchDown(.statusBar)))
        #expect(parsed[5] == .setup(.screen(Screen.preset(named: "iPhone 15", orientation: .landscape)!)))
        #expect(parsed[6] == .setup(.rotate(.portrait)))
        #expect(parsed[7] == .setup(.screen(Screen(size: Size(width: 800, height: 400),
            safeArea: EdgeInsets(top: 0, left: 10, bottom: 20, right: 10), orientation: .landscape))))
        var options = TableOptions()
        options.contentInset = EdgeInsets(top: 10, bottom: 50)
        options.insetAdjustment = .never
        options.indicatorInset = EdgeInsets(bottom: 50)
        options.headerTopPadding = 22
        options.bounces = false
        options.scrollsToTop = false
        options.deceleration = .fast
        #expect(parsed[8] == .setup(.table(options)))
    }

    @Test func mistakesNameTheColumnAndWhatWasExpected() {
        #expect(error(in: "scroll sideways")?.description
            == "g.scenario:1:8: error: unknown scroll 'sideways'; expected to, by, top or bottom")
        #expect(error(in: "scroll to 0.4 upward")?.description
            == "g.scenario:1:15: error: unknown scroll position 'upward'; expected top, middle, bottom or none")
        #expect(error(in: "scroll by far")?.description
            == "g.scenario:1:11: error: expected a distance in points such as 300 or -120")
        #expect(error(in: "scroll top slowly=on")?.description
            == "g.scenario:1:12: error: unknown option 'slowly'; expected one of animated")
        #expect(error(in: "flick left")?.description
            == "g.scenario:1:7: error: unknown flick direction 'left'; expected up or down")
        #expect(error(in: "flick up duration=8ms")?.description
            == "g.scenario:1:10: error: a flick lasts at least 16ms")
        #expect(error(in: "screen \"iPhone 15\" sideways")?.description
            == "g.scenario:1:20: error: unknown orientation 'sideways'; expected portrait or landscape")
        #expect(error(in: "table plain inset-adjustment=sometimes")?.message
            == "'sometimes' is not a valid value; expected one of automatic, scrollableAxes, never, always")
    }

    @Test func geometryKeysCheckTheTableState() {
        let result = ScenarioRunner.replay(
            source: """
                screen 390x300 safe-area=20,0,0,0
                table plain indicator-inset=0,0,5,0
                section "Fruits"
                rows 20 "Fruit {n}"
                appear
                expect content-size 390x908
                expect content-size 908
                expect indicator-inset 0,0,5,0
                expect scrolling idle
                expect header 0 20
                expect header 1 none
                expect footer 0 none
                scroll by 100 animated=on
                expect scrolling animating
                wait 300ms
                expect offset 80
                expect header 0 20
                """,
            path: "k.scenario")
        #expect(result.status == .passed, "\(result.failures.map(\.message)) \(result.error?.description ?? "")")
        let wrong = ScenarioRunner.replay(
            source: "screen 390x300\ntable plain\nrows 20 \"R{n}\"\nappear\nexpect content-size 390x1\n", path: "w.scenario")
        #expect(wrong.failures.map(\.message) == ["expected content-size 390x1, but it is 390x880"])
    }

    @Test func aRotationIsACommandWhoseTraceCanBeExpected() {
        let result = ScenarioRunner.replay(
            source: """
                screen "iPhone 15"
                table plain
                rows 3 "R{n}"
                appear
                screen landscape
                expect
                  scrollViewDidChangeAdjustedContentInset(_:)
                  scrollViewDidScroll(_:)
                end
                expect offset 0
                """,
            path: "r.scenario")
        #expect(result.status == .passed, "\(result.failures.map(\.diff))")
    }

    @Test func theReplPrintsARotationsTraceAndCompletesTheNewCommands() {
        let session = ReplSession()
        _ = session.handle(line: "appear")
        // The sample table shows fewer rows in landscape: the ones that leave end after the inset change.
        let rotated = session.handle(line: "screen landscape").output
        #expect(rotated.hasPrefix("scrollViewDidChangeAdjustedContentInset(_:)\nscrollViewDidScroll(_:)\n"))
        #expect(rotated.hasSuffix("tableView(_:didEndDisplayingHeaderView:forSection:) header#4 2\n"))
        #expect(session.completions(precedingWords: ["scroll"], prefix: "") == ["to", "by", "top", "bottom"])
        #expect(session.completions(precedingWords: ["scroll", "to", "0.1"], prefix: "mi") == ["middle"])
        #expect(session.completions(precedingWords: ["scroll", "by", "300"], prefix: "an") == ["animated", "animated="])
        #expect(session.completions(precedingWords: ["flick"], prefix: "") == ["up", "down"])
        #expect(session.completions(precedingWords: ["tap"], prefix: "st") == ["status-bar"])
        #expect(session.completions(precedingWords: ["screen"], prefix: "\"iPhone 16")
            == ["\"iPhone 16\"", "\"iPhone 16 Pro\"", "\"iPhone 16 Pro Max\""])
        #expect(session.completions(precedingWords: ["table", "plain"], prefix: "inset-adjustment=ne")
            == ["inset-adjustment=never"])
        #expect(session.completions(precedingWords: ["expect"], prefix: "cont") == ["content-size", "controls"])
        #expect(Help.text(for: "scroll").hasPrefix("scroll to S.R [top|middle|bottom|none]"))
        #expect(Help.text(for: "flick").hasPrefix("flick up|down"))
    }
}
