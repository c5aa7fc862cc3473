import TableSim
import Testing

@testable import TableSimScenario

/// The scenario language's section index, keyboard and overlay lines.
@Suite struct IndexKeyboardLanguageTests {
    func parse(_ line: String) throws -> Statement.Kind? {
        try ScenarioParser(file: "t").parseSingleLine(line)?.kind
    }

    func errorMessage(_ line: String) -> String? {
        do throws(ScenarioError) {
            _ = try ScenarioParser(file: "t").parseSingleLine(line)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func parsesIndexLines() throws {
        var written = IndexDeclaration()
        written.titles = ["A", "B", "ㄷ"]
        written.map = ["B": -1, "ㄷ": 4]
        written.minimumDisplayRowCount = 20
        #expect(try parse(#"index "A" "B" "ㄷ" map="B:-1,ㄷ:4" minimum-display-row-count=20"#) == .setup(.index(written)))
        var auto = IndexDeclaration()
        auto.search = true
        auto.collation = .naive
        #expect(try parse("index search auto collation=naive") == .setup(.index(auto)))
        #expect(try parse("overlay bottom 80") == .setup(.overlay(height: 80)))
    }

    @Test func parsesKeyboardFocusAndIndexTouches() throws {
        #expect(try parse("focus 0.3") == .command(.tap(.row(IndexPath(row: 3, section: 0), .textField))))
        #expect(try parse("tap 1.2 text-field") == .command(.tap(.row(IndexPath(row: 2, section: 1), .textField))))
        #expect(try parse("keyboard show 336") == .command(.keyboardShow(height: 336)))
        #expect(try parse("keyboard hide") == .command(.keyboardHide))
        #expect(try parse(#"tap index "ㄷ""#) == .command(.tap(.indexTitle("ㄷ"))))
        #expect(try parse(#"touch down index "{search}""#) == .command(.touchDown(.indexTitle("{search}"))))
    }

    @Test func mistakesSayWhatWasExpected() {
        #expect(errorMessage("index") == "t:1:6: error: expected index titles in quotes such as \"A\" \"B\", or auto")
        #expect(errorMessage(#"index "A" map="B""#)
            == "t:1:11: error: expected map=\"TITLE:SECTION,...\" such as map=\"B:-1,C:4\", found 'B'")
        #expect(errorMessage("index auto collation=icu")
            == "t:1:12: error: 'icu' is not a valid value; expected one of helper, naive, shifted")
        #expect(errorMessage("keyboard show") == "t:1:14: error: expected the keyboard's height in points, such as 336")
        #expect(errorMessage("keyboard up") == "t:1:10: error: unknown keyboard action 'up'; expected show or hide")
        #expect(errorMessage("overlay top 80") == "t:1:9: error: unknown overlay edge 'top'; expected bottom")
        #expect(errorMessage("tap index A") == "t:1:11: error: expected an index title in quotes, such as \"A\"")
        #expect(errorMessage("focus") == "t:1:6: error: expected a row such as 0.2 or [0, 2]")
    }

    @Test func gesturesThatCannotHappenAreErrors() {
        let engine = ScenarioEngine()
        let here = ScenarioLocation(file: "t", line: 1, column: 1)
        var appeared: [TraceLine]?
        #expect(throws: ScenarioError("the table has no section index (declare one with an 'index' line)", at: here)) {
            _ = try engine.run(.tap(.indexTitle("A")), at: here, implicitAppear: &appeared)
        }
        #expect(throws: ScenarioError("row [0, 0] has no text field (declare it with text-field=on)", at: here)) {
            _ = try engine.run(.tap(.row(IndexPath(row: 0, section: 0), .textField)), at: here, implicitAppear: &appeared)
        }
        #expect(throws: ScenarioError("the keyboard is not shown", at: here)) {
            _ = try engine.run(.keyboardHide, at: here, implicitAppear: &appeared)
        }
    }

    @Test func stateAndShowDrawTheIndexTheKeyboardAndTheOverlay() {
        let session = ReplSession()
        for line in [
            "table plain keyboard=none", "screen 390x400 safe-area=47,0,34,0", #"section "Apple""#,
            #"row "Name" text-field=on"#, #"rows 3 "Apple {n}""#, #"section "Banana""#, #"rows 3 "Banana {n}""#,
            #"index "A" "B""#, "overlay bottom 40", "focus 0.0", "keyboard show 200",
        ] {
            #expect(session.handle(line: line).error == "", "\(line)")
        }
        let state = session.handle(line: "state").output
        #expect(state.contains("index \"A\" \"B\"\n"))
        #expect(state.contains("keyboard 200 frame {{0, 200}, {390, 200}} (keyboard=none)\n"))
        #expect(state.contains("first-responder [0, 0] (visible)\n"))
        #expect(state.contains("overlay {{0, 326}, {390, 40}} on screen\n"))
        #expect(state.contains("inset 0,0,40,0 adjusted-inset 47,0,74,0 inset-adjustment=automatic\n"))
        #expect(state.contains("indicator-inset 0,0,40,0 (drawn within 47,0,74,0)\n"))
        let show = session.handle(line: "show").output
        #expect(show.contains("│ 0.0 Name [text field▌]"))
        #expect(show.contains("▄ keyboard 200 pt from y 200 ▄"))
        #expect(show.contains("▄ overlay 40 pt from y 326 ▄"))
        #expect(show.contains("│░0.3 Apple 3"))
        #expect(show.contains("│ A\n") && show.contains("│ B\n"))
    }

    @Test func completesLiveIndexTitlesTextFieldRowsAndKeyboardWords() {
        let session = ReplSession()
        for line in ["table plain", #"section "가""#, #"row "Name" text-field=on"#, #"section "나""#, #"row "x""#,
                     "index auto", "appear"] {
            _ = session.handle(line: line)
        }
        #expect(session.completions(precedingWords: ["tap"], prefix: "i") == ["index"])
        #expect(session.completions(precedingWords: ["tap", "index"], prefix: "") == ["\"ㄱ\"", "\"ㄴ\""])
        #expect(session.completions(precedingWords: ["touch", "down", "index"], prefix: "\"ㄴ") == ["\"ㄴ\""])
        #expect(session.completions(precedingWords: ["focus"], prefix: "") == ["0.0"])
        #expect(session.completions(precedingWords: ["keyboard"], prefix: "") == ["show", "hide"])
        #expect(session.completions(precedingWords: ["index", "auto"], prefix: "collation=")
            == ["collation=helper", "collation=naive", "collation=shifted"])
        #expect(session.completions(precedingWords: ["overlay"], prefix: "") == ["bottom"])
        #expect(session.completions(precedingWords: ["expect"], prefix: "cov") == ["covered"])
        #expect(Help.text(for: "keyboard").hasPrefix("keyboard show H | keyboard hide\n"))
        #expect(Help.text(for: "index").contains("sectionIndexTitles(for:)"))
        #expect(Help.text(for: nil).contains("  focus "))
    }
}
