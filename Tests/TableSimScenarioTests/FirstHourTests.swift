import Foundation
import TableSim
import Testing

@testable import TableSimScenario

/// Issue 12's first hour: bare booleans, "did you mean", wide text, the legend of `show`, the diff.
@Suite struct FirstHourLanguageTests {
    func statement(_ line: String) throws -> Statement.Kind {
        try #require(try ScenarioParser(file: "t").parseSingleLine(line)).kind
    }

    func error(_ line: String) -> String? {
        do {
            _ = try ScenarioParser(file: "t").parseSingleLine(line)
            return nil
        } catch {
            return error.description
        }
    }

    static let rowKeys =
        "detail, style, accessory, editing-accessory, switch, selection-style, editing-style, can-edit, can-move, highlight, focus, "
        + "will-select, will-deselect, height, estimated-height, text-field, reuse, commit, insert-title, delete-title, "
        + "indent, leading-actions, trailing-actions, move-target, label, value, hint, traits, element, custom-actions, input-labels, "
        + "font, detail-font, lines"
        + ", text-color, detail-color, background, elements-hidden, menu"

    @Test func aBooleanOptionWrittenAloneMeansOn() throws {
        var options = RowOptions()
        options.textField = true
        options.indent = true
        #expect(try statement("row \"Name\" text-field") == .setup(.row(RowDeclaration(title: "Name", options: options))))
        options.canEdit = false
        #expect(
            try statement("row \"Name\" can-edit=off text-field indent")
                == .setup(.row(RowDeclaration(title: "Name", options: options))))
        var table = TableOptions()
        table.primaryAction = true
        #expect(try statement("table primary-action") == .setup(.table(table)))
        table.style = .grouped
        table.bounces = false
        #expect(try statement("table grouped bounces=no primary-action") == .setup(.table(table)))
        #expect(
            try statement("scroll to 0.4 animated")
                == .command(.scroll(.toRow(IndexPath(row: 4, section: 0), .top), animated: true)))
        #expect(try statement("scroll to 0.4 middle animated") == .command(.scroll(.toRow(IndexPath(row: 4, section: 0), .middle), animated: true)))
        #expect(try statement("scroll top animated") == .command(.scroll(.top, animated: true)))
    }

    @Test func aKeyThatNeedsAValueSaysWhichValues() {
        #expect(
            error("row \"A\" accessory")
                == "t:1:9: error: expected a value for 'accessory': "
                + "accessory=none|disclosureIndicator|detailDisclosureButton|checkmark|detailButton")
        #expect(error("row \"A\" detail") == "t:1:9: error: expected a value for 'detail': detail=…")
        #expect(
            error("row \"A\" text-field=maybe")
                == "t:1:9: error: expected on/off, yes/no or true/false, found 'maybe'")
        #expect(
            error("row \"A\" highlight=of")
                == "t:1:9: error: expected on/off, yes/no or true/false, found 'of' (did you mean 'on'?)")
    }

    @Test func typosSuggestTheWordMeant() {
        #expect(
            error("tpa 0.1")
                == "t:1:1: error: unknown command 'tpa' (did you mean 'tap'?); expected a setup line (screen, table, "
                + "section, row, rows, omit, index, overlay, text-size, setting, property, key-command) or a command (appear, tap, touch, focus, keyboard, wait, "
                + "flick, scroll, edit, swipe, drag, select, deselect, reload, apply, insert, delete, move, begin, end, model, "
                + "state, show, trace, voiceover, vo next, vo previous, vo first, vo last, vo focus, vo activate, vo up, "
                + "vo down, vo actions, vo action, vo scroll, vo escape, vo magic-tap, vo long-press, announce, post, elements, "
                + "hardware-keyboard, full-keyboard-access, key, voice-control, "
                + "switch-control, switch-control next, switch-control select, switch-control menu, switch-control group-items, "
                + "switch-control long-press, "
                + "audit, audit all-sizes, snapshot, long-press, menu, menu dismiss, menu preview, pull-to-refresh, refresh, "
                + "search, search tap, search submit, search cancel, search scope, drop, drop commit, drop delete, drag add)")
        #expect(
            error("tap 0.1 acessory")
                == "t:1:9: error: unknown row region 'acessory' (did you mean 'accessory'?); expected content, "
                + "accessory, disclosure, text-field, delete-control, insert-control, reorder-control")
        #expect(
            error("row \"A\" accessory=detailbutton")
                == "t:1:9: error: 'detailbutton' is not a valid value (did you mean 'detailButton'?); expected one of "
                + "none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton")
        #expect(
            error("row \"A\" acessory=checkmark")
                == "t:1:9: error: unknown option 'acessory' (did you mean 'accessory'?); expected one of \(Self.rowKeys)")
        #expect(
            error("row \"A\" text-feild")
                == "t:1:9: error: unexpected 'text-feild' (did you mean 'text-field'?); expected an option key=value "
                + "(\(Self.rowKeys))")
        #expect(
            error("swipe lfet 0.1")
                == "t:1:7: error: unknown swipe direction 'lfet' (did you mean 'left'?); expected left or right")
        #expect(
            error("scroll to 0.1 midle")
                == "t:1:15: error: unknown scroll position 'midle' (did you mean 'middle'?); expected top, middle, "
                + "bottom or none")
        #expect(error("touch dwon 0.1") == "t:1:7: error: unknown touch phase 'dwon' (did you mean 'down'?); expected down, move, up or cancel")
        #expect(error("table gruoped") == "t:1:7: error: unknown table style 'gruoped' (did you mean 'grouped'?); expected plain, grouped or insetGrouped")
        #expect(
            error("expect selceted 0.1")?.hasPrefix(
                "t:1:8: error: unknown expectation key 'selceted' (did you mean 'selected'?); expected one of selected,")
                == true)
        // Nothing near: no suggestion.
        #expect(error("fly away")?.hasPrefix("t:1:1: error: unknown command 'fly'; expected a setup line") == true)
        #expect(Help.text(for: "tpa") == "No command 'tpa' (did you mean 'tap'?). Type 'help' for the list.\n")
        // The sweep: `help vo` said "No command 'vo'" although `help` lists `vo next` and the others.
        let family = Help.text(for: "vo")
        #expect(family.hasPrefix(Help.text(for: "vo next").split(separator: "\n").prefix(2).joined(separator: "\n") + "\n"))
        #expect(Grammar.documented.filter { $0.name.hasPrefix("vo ") }.allSatisfy { family.contains($0.synopsis + "\n") })
        #expect(family.hasSuffix("Type 'help vo next' (any of them) for its example.\n"))
        #expect(Help.text(for: "fly") == "No command 'fly'. Type 'help' for the list.\n")
    }

    @Test func theNearestWordIsWithinOneEditForShortWordsAndTwoForLonger() {
        #expect(Suggestions.nearest(to: "tpa", among: ["table", "tap", "touch"]) == "tap")
        #expect(Suggestions.nearest(to: "hlep", among: ["help", "show"]) == "help")
        #expect(Suggestions.nearest(to: "tp", among: ["tap"]) == "tap")
        #expect(Suggestions.nearest(to: "xyz", among: ["tap"]) == nil)
        #expect(Suggestions.nearest(to: "acessory", among: Grammar.regions) == "accessory")
        #expect(Suggestions.nearest(to: "acesory", among: Grammar.regions) == "accessory")
        #expect(Suggestions.nearest(to: "aesory", among: Grammar.regions) == nil)
        #expect(Suggestions.nearest(to: "tap", among: ["tap"]) == nil, "a right word needs no suggestion")
        #expect(Suggestions.editDistance(Array("ca"), Array("abc"), limit: 5) == 3)
        #expect(Suggestions.editDistance(Array("kitten"), Array("sitting"), limit: 5) == 3)
    }

    @Test func completionOffersABooleanKeyAloneAndWithItsValue() {
        let session = ReplSession()
        #expect(session.completions(precedingWords: ["row", "\"x\""], prefix: "text-f") == ["text-field", "text-field="])
        #expect(session.completions(precedingWords: ["row", "\"x\""], prefix: "acc") == ["accessory="])
        #expect(session.completions(precedingWords: ["row", "\"x\""], prefix: "text-field=") == ["text-field=on", "text-field=off"])
    }

    @Test func helpListsAStatementsOptions() {
        #expect(
            Help.text(for: "scroll")
                == "scroll to S.R [top|middle|bottom|none] | scroll by DY | scroll top | scroll bottom  [animated=on]\n"
                + "  App code: scrollToRow(at:at:animated:) or setContentOffset(_:animated:); animated ones move per 16 ms "
                + "frame over 300 ms as the clock advances.\n"
                + "  Options (an on|off option's key alone means on): animated[=on|off]\n"
                + "  Example: scroll to 0.40 top\n")
        #expect(Help.text(for: "row").contains(" can-edit[=on|off] can-move[=on|off] highlight[=on|off] "))
        #expect(Help.text(for: "row").contains(" text-field[=on|off] "))
        #expect(
            Help.text(for: "expect").hasSuffix(
                "  Example: expect selected 0.2\n  In the REPL, 'expect' alone opens a block: type its lines at the ...> "
                    + "prompt, then 'end' (Ctrl-C abandons it).\n"))
    }

    @Test func aDiffMarksOnlyWhatDiffers() {
        let patterns = ["tableView(_:didUnhighlightRowAt:) [0, 1]", "...", "tableView(_:didSelectRowAt:) [0, 1]"]
            .map(TracePattern.init)
        let actual = [
            "tableView(_:didHighlightRowAt:) [0, 1]", "tableView(_:didUnhighlightRowAt:) [0, 1]",
            "tableView(_:willSelectRowAt:) [0, 1] -> [0, 1]", "tableView(_:didSelectRowAt:) [0, 1]",
        ]
        #expect(
            TraceMatcher.diff(patterns, actual) == [
                "+ tableView(_:didHighlightRowAt:) [0, 1]", "  tableView(_:didUnhighlightRowAt:) [0, 1]",
                "  tableView(_:willSelectRowAt:) [0, 1] -> [0, 1]", "  tableView(_:didSelectRowAt:) [0, 1]",
            ])
        #expect(
            TraceMatcher.diff(["a", "...", "z"].map(TracePattern.init), ["a", "b", "c"])
                == ["  a", "  b", "  c", "- z"])
        #expect(TraceMatcher.diff(["..."].map(TracePattern.init), []) == [])
        #expect(TraceMatcher.diff(["a", "b"].map(TracePattern.init), ["a", "c"]) == ["  a", "- b", "+ c"])
    }
}

/// `show` measures text in terminal columns, and its legend names every mark it draws.
@Suite struct ScreenDrawingTests {
    @Test func displayWidthCountsTerminalColumns() {
        #expect("abc".displayWidth == 3)
        #expect("한글".displayWidth == 4)
        #expect("漢字".displayWidth == 4)
        #expect("Ａ".displayWidth == 2)
        #expect("e\u{301}".displayWidth == 1)
        #expect("\u{1100}\u{1161}".displayWidth == 2, "conjoining jamo make one syllable")
        #expect("🙂".displayWidth == 2)
        #expect("ⓘ ›≡".displayWidth == 4)
    }

    /// The sweep: a tab, a bell or a right-to-left override in a title broke `show`'s frame.
    @Test func controlCharactersInTitlesAreDrawnVisibly() throws {
        let source = "table plain\nsection\nrow \"Tab\\there\"\nrow \"bell\u{7}x \u{202E}abc\"\nappear\nshow\n"
        let result = ScenarioRunner.replay(source: source, path: "k", printTrace: true)
        #expect(result.status == .passed, "\(String(describing: result.error))")
        let drawn = result.traceOutput.filter { $0.hasPrefix("│ 0.") }
        #expect(drawn == [
            "│ 0.0 Tab\\there                               47…91│",
            "│ 0.1 bell\\u{7}x \\u{202E}abc                 91…135│",
        ])
    }

    @Test func wideTitlesKeepTheRightBorder() throws {
        let source = """
            table plain
            section "과일"
            row "사과" detail="빨강" style=subtitle accessory=checkmark
            row "아주 아주 아주 긴 한국어 제목이 있는 행입니다 정말로 깁니다"
            row "Ｆｕｌｌｗｉｄｔｈ ｔｉｔｌｅ ｔｈａｔ ｉｓ ｌｏｎｇ"
            row "Cafe\u{301}"
            appear
            show
            """
        let result = ScenarioRunner.replay(source: source, path: "k", printTrace: true)
        #expect(result.status == .passed, "\(String(describing: result.error))")
        let drawn = result.traceOutput.filter { $0.hasPrefix("│") }
        #expect(drawn.count >= 6)
        for line in drawn {
            #expect(line.displayWidth == 52, "\(line)")
            #expect(line.hasSuffix("│"), "\(line)")
        }
        #expect(
            drawn == [
                "│▔▔ status bar                                 0…47│",
                "│과일                                         47…75│",
                "│ 0.0 사과 · 빨강                         ✓  75…119│",
                "│ 0.1 아주 아주 아주 긴 한국어 제목이 있는… 119…163│",
                "│ 0.2 Ｆｕｌｌｗｉｄｔｈ ｔｉｔｌｅ ｔｈａ… 163…207│",
                "│ 0.3 Café                                  207…251│",
                "│▁▁ home indicator                          810…844│",
            ])
    }

    /// Every mark drawn in a busy screen is in the legend `help show` prints.
    @Test func theLegendNamesEveryMarkShowDraws() throws {
        #expect(Help.text(for: "show") == "show\n  Draws the visible screen.\n  Example: show\n" + ScreenSymbol.legend)
        let screens = """
            table plain selection=multiple editing-selection=multiple
            section "A"
            row "Field" text-field
            row "Checked" accessory=checkmark
            row "Info" accessory=detailButton
            row "More" accessory=detailDisclosureButton detail="x" style=value1
            row "Plus" editing-style=insert
            rows 40 "Item {n}"
            index search auto
            overlay bottom 80
            tap 0.1
            scroll by 30
            focus 0.0
            keyboard show 300
            show
            keyboard hide
            swipe left 0.3
            show
            tap 0.4
            touch down 0.2
            wait 200ms
            show
            touch cancel
            edit on
            tap 0.2
            show
            table plain
            rows 3 "R{n}"
            edit on
            show
            """
        let result = ScenarioRunner.replay(source: screens, path: "s", printTrace: true)
        #expect(result.status == .passed, "\(String(describing: result.error))")
        let legend = Set(ScreenSymbol.allCases.flatMap { $0.rawValue.unicodeScalars })
        let frame = Set("┌┐└┘─│".unicodeScalars)
        var drawnMarks = Set<Unicode.Scalar>()
        for line in result.traceOutput where line.hasPrefix("│") || line.hasPrefix("┌") || line.hasPrefix("└") {
            for scalar in line.unicodeScalars where !scalar.isASCII && !frame.contains(scalar) {
                drawnMarks.insert(scalar)
            }
        }
        #expect(drawnMarks.subtracting(legend).isEmpty, "marks missing from the legend: \(drawnMarks.subtracting(legend))")
        #expect(drawnMarks.count >= 12, "the screens drew \(drawnMarks.map(String.init).sorted())")
    }
}
