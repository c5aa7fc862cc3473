import Foundation
import Testing

@testable import TableSim
@testable import TableSimScenario

@Suite struct DynamicTypeLanguageTests {
    func kinds(_ source: String) throws -> [Statement.Kind] {
        try ScenarioParser(file: "t").parse(source).map(\.kind)
    }

    func error(_ source: String) -> String? {
        ScenarioRunner.replay(source: source, path: "d.scenario").error?.description
    }

    @Test func textSizeTakesShortNamesUIKitNamesAndSwiftNames() throws {
        #expect(try kinds("text-size AX5\ntext-size xs\ntext-size UICTContentSizeCategoryXXXL\ntext-size accessibilityMedium\n") == [
            .setup(.textSize(.accessibilityExtraExtraExtraLarge)), .setup(.textSize(.extraSmall)),
            .setup(.textSize(.extraExtraExtraLarge)), .setup(.textSize(.accessibilityMedium)),
        ])
    }

    @Test func rowAndTableOptionsReadFontsLinesAndTheAppsHandling() throws {
        let parsed = try kinds(
            "table plain text-size-change=reload\nrow \"A\" font=headline detail-font=fixed:12.5 lines=0\nrow \"B\" font=body-max:28\n")
        guard parsed.count == 3, case .setup(.table(let table)) = parsed[0], case .setup(.row(let a)) = parsed[1],
            case .setup(.row(let b)) = parsed[2]
        else {
            Issue.record("unexpected statements \(parsed)")
            return
        }
        #expect(table.textSizeChange == .reload)
        #expect(a.options.font == .textStyle(.headline) && a.options.detailFont == .fixed(12.5) && a.options.lines == 0)
        #expect(b.options.font == .scaled(.body, maximumPointSize: 28) && b.options.detailFont == nil && b.options.lines == nil)
        #expect(TableOptions().textSizeChange == .ignore)
    }

    @Test func mistakesNameTheFileLineAndColumnAndWhatWasExpected() {
        let sizes = "a text size: xS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5, or UIKit's name such as UICTContentSizeCategoryXXXL"
        #expect(error("text-size huge\n") == "d.scenario:1:11: error: unknown text size 'huge'; expected \(sizes)")
        #expect(error("text-size AX6\n") == "d.scenario:1:11: error: unknown text size 'AX6' (did you mean 'AX1'?); expected \(sizes)")
        #expect(error("text-size\n") == "d.scenario:1:10: error: expected \(sizes)")
        #expect(error("text-size L XL\n") == "d.scenario:1:13: error: unexpected 'XL'; expected the end of the line")
        let fonts = "a text style (largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, "
            + "caption2), fixed:SIZE such as fixed:17, or STYLE-max:SIZE such as body-max:28"
        #expect(error("row \"A\" font=huge\n") == "d.scenario:1:9: error: unknown font 'huge'; expected \(fonts)")
        #expect(error("row \"A\" detail-font=fixed:0\n")
            == "d.scenario:1:9: error: expected a point size from 1 to 1000 in 'fixed:0'; expected \(fonts)")
        #expect(error("row \"A\" font=title9-max:20\n") == "d.scenario:1:9: error: unknown text style in 'title9-max:20'; expected \(fonts)")
        #expect(error("row \"A\" lines=-1\n")
            == "d.scenario:1:9: error: expected lines=N, a number of lines from 0 to 1000 (0: as many as the text needs), found '-1'")
        #expect(error("table plain text-size-change=maybe\n")
            == "d.scenario:1:13: error: 'maybe' is not a valid value; expected one of ignore, observe, reload")
        #expect(error("appear\nexpect text-size\n") == "d.scenario:2:17: error: expected a value after 'expect text-size'")
    }

    @Test func aTextSizeChangeOrARotationIsRefusedInsideABatchOfAppCode() {
        let only = "only app code (insert, delete, move, reload, select, deselect, model, begin/end updates) may come "
            + "between 'begin updates' (line 2) and 'end updates'"
        #expect(error("appear\nbegin updates\ntext-size AX5\nend updates\n")
            == "d.scenario:3:1: error: a text-size change is not app code: \(only)")
        #expect(error("appear\nbegin updates\nscreen landscape\nend updates\n")
            == "d.scenario:3:1: error: a rotation is not app code: \(only)")
        #expect(error("appear\nbegin updates\ntap 0.0\nend updates\n") == "d.scenario:3:1: error: \(only)")
    }

    @Test func aChangeWhileShownTracesWhatTheAppObservesAndDoes() {
        let result = ScenarioRunner.replay(
            source: """
                screen 390x100 safe-area=0,0,0,0
                table plain text-size-change=observe
                rows 5 "Row {n}"
                appear
                text-size AX1
                expect
                  UIContentSizeCategoryDidChangeNotification UIContentSizeCategoryNewValueKey=UICTContentSizeCategoryAccessibilityM
                  tableView(_:didEndDisplaying:forRowAt:) cell#3 [0, 2]
                end
                expect text-size AX1
                expect height 0.0 56
                expect height 0.4 56
                expect height 0.5 none
                expect visible 0.0 0.1
                expect content-size 390x280

                """, path: "d.scenario")
        #expect(result.error == nil)
        #expect(result.failures.isEmpty)
    }

    /// The sample table keeps its rows under a `text-size` line; its first row is a subtitle: at XL,
    /// 24 + the footnote's 18 × 15/13 → 21 + 22 = 67.
    @Test func aFailedHeightOrTextSizeSaysWhatItIs() {
        let result = ScenarioRunner.replay(
            source: "text-size XL\nappear\nexpect height 0.0 44\nexpect text-size UICTContentSizeCategoryL\n", path: "d.scenario")
        #expect(result.failures.map(\.message) == ["expected height 0.0 44, but it is 67", "expected text-size UICTContentSizeCategoryL, but it is XL"])
    }

    @Test func withoutDynamicTypeStockRowsKeep44AndStateLeavesTheSizeOut() throws {
        let plain = try engine(running: "table plain\nrow \"Apple\" detail=\"Red\" style=subtitle\nappear\n")
        #expect(plain.tableView?.sizesStockRowsByText == false)
        #expect(plain.tableView?.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(!Rendering.state(of: plain).contains("text size"))
        // A font on any row turns text sizing on, at L too: the subtitle row is 22 + 18 + 22 = 62.
        let fonts = try engine(running: "table plain\nrow \"Apple\" detail=\"Red\" style=subtitle\nrow \"B\" font=body\nappear\n")
        #expect(fonts.tableView?.rectForRow(at: IndexPath(row: 0, section: 0)).height == 62)
        let large = try engine(running: "text-size XXXL\ntable plain\nrow \"Apple\"\nappear\n")
        #expect(Rendering.state(of: large).contains("\ntext size XXXL\n"))
    }

    @Test func aReusedCellTakesTheFontsOfItsNewRow() throws {
        let engine = try engine(running: """
            screen 390x100 safe-area=0,0,0,0
            table plain
            row "Fixed" font=fixed:30 lines=0
            rows 10 "Row {n}"
            appear
            scroll by 200

            """)
        let cells = engine.tableView?.visibleCells ?? []
        #expect(!cells.isEmpty)
        #expect(cells.allSatisfy { $0.textFont == .textStyle(.body) && $0.textLabel?.numberOfLines == 1 })
    }

    @Test func completionOffersTheSizesTheFontsAndTheHandling() {
        #expect(Grammar.completions(precedingWords: ["text-size"], prefix: "AX", tableView: nil) == ["AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(Grammar.completions(precedingWords: ["row", "\"A\""], prefix: "font=b", tableView: nil) == ["font=body", "font=body-max:28"])
        #expect(Grammar.completions(precedingWords: ["table", "plain"], prefix: "text-size-change=", tableView: nil) == [
            "text-size-change=ignore", "text-size-change=observe", "text-size-change=reload",
        ])
        #expect(Grammar.declaration(named: "text-size")?.example == "text-size AX5")
    }
}
