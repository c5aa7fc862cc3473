import TableSim
import Testing

@testable import TableSimScenario

@Suite struct EditingLanguageTests {
    func parse(_ line: String) throws -> Statement.Kind? {
        try ScenarioParser(file: "t").parseSingleLine(line)?.kind
    }

    func error(_ source: String) -> String? {
        do {
            _ = try ScenarioParser(file: "t").parse(source)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func everyEditingFormParses() throws {
        #expect(try parse("edit on") == .command(.edit(true)))
        #expect(try parse("edit no") == .command(.edit(false)))
        #expect(try parse("swipe left 0.2") == .command(.swipe(.left, IndexPath(row: 2, section: 0))))
        #expect(try parse("swipe right [1, 3]") == .command(.swipe(.right, IndexPath(row: 3, section: 1))))
        #expect(try parse("drag 0.1 to 0.4") == .command(.drag(IndexPath(row: 1, section: 0), to: IndexPath(row: 4, section: 0))))
        #expect(try parse("tap delete-button") == .command(.tap(.deleteButton)))
        #expect(try parse("tap action \"보관\"") == .command(.tap(.action("보관"))))
        #expect(try parse("touch down action \"Flag\"") == .command(.touchDown(.action("Flag"))))
        #expect(try parse("tap 0.2 delete-control") == .command(.tap(.row(IndexPath(row: 2, section: 0), .editingControl))))
        #expect(try parse("tap 0.2 insert-control") == .command(.tap(.row(IndexPath(row: 2, section: 0), .editingControl))))
        #expect(try parse("touch down 0.1 reorder-control")
            == .command(.touchDown(.row(IndexPath(row: 1, section: 0), .reorderControl))))
    }

    @Test func editingRowOptionsParse() throws {
        let kind = try parse(
            "row \"A\" delete-title=\"Remove\" indent=off trailing-actions=\"Archive,Delete:destructive\" "
                + "leading-actions=\"\" move-target=section")
        var options = RowOptions()
        options.deleteTitle = "Remove"
        options.indent = false
        options.trailingActions = [
            ActionDeclaration(title: "Archive", style: .normal), ActionDeclaration(title: "Delete", style: .destructive),
        ]
        options.leadingActions = []
        options.moveTarget = .section
        #expect(kind == .setup(.row(RowDeclaration(title: "A", options: options))))
        var fixed = RowOptions()
        fixed.moveTarget = .fixed(IndexPath(row: 2, section: 1))
        #expect(try parse("row \"B\" move-target=1.2") == .setup(.row(RowDeclaration(title: "B", options: fixed))))
        #expect(try parse("row \"C\"") == .setup(.row(RowDeclaration(title: "C", options: RowOptions()))))
    }

    @Test func mistakesSayWhatWasExpected() {
        #expect(error("swipe up 0.1") == "t:1:7: error: unknown swipe direction 'up'; expected left or right")
        #expect(error("swipe left") == "t:1:11: error: expected a row such as 0.2 or [0, 2]")
        #expect(error("drag 0.1 0.4") == "t:1:10: error: expected 'to' and the destination, such as: drag 0.1 to 0.4")
        #expect(error("edit maybe") == "t:1:6: error: expected on/off, yes/no or true/false, found 'maybe'")
        #expect(error("tap action Archive") == "t:1:12: error: expected the action's title in quotes, such as \"Archive\"")
        #expect(error("row \"A\" trailing-actions=\"Delete:red\"")
            == "t:1:9: error: unknown action style 'red'; expected normal or destructive, as in \"Archive,Delete:destructive\"")
        #expect(error("row \"A\" trailing-actions=\",Flag\"")
            == "t:1:9: error: expected action titles separated by commas, such as \"Archive,Delete:destructive\"")
        #expect(error("row \"A\" move-target=up") == "t:1:9: error: expected proposed, section or a row such as 0.2, found 'up'")
    }

    @Test func anOptionOrAStringIsNotARow() {
        // `delete x=0.3` once deleted row 3 and `swipe left row=0.1` swiped: the option's value was read
        // as the row. And a stray option was reported by its value alone.
        #expect(error("delete x=0.3") == "t:1:8: error: expected a row such as 0.2 or [0, 2], found 'x=0.3'")
        #expect(error("swipe left row=0.1") == "t:1:12: error: expected a row such as 0.2 or [0, 2], found 'row=0.1'")
        #expect(error("drag \"0.1\" to 0.2") == "t:1:6: error: expected a row such as 0.2 or [0, 2], found '\"0.1\"'")
        #expect(error("tap x=10,20") == "t:1:5: error: expected a point X,Y, found 'x=10,20'")
        #expect(error("edit on animated=no") == "t:1:9: error: unexpected 'animated=no'; expected the end of the line")
        #expect(error("move 0.1 to=0.2")
            == "t:1:10: error: expected 'to' and the row's new index path, such as 'move 0.1 to 0.4', found 'to=0.2'")
    }

    @Test func userMistakesInEditingAreErrorsWithTheLine() {
        let cases: [(String, String)] = [
            ("tap 0.0 delete-control", "x:4:1: error: row [0, 0] shows no delete or insert control (the table is not in editing mode; use 'edit on')"),
            ("tap delete-button", "x:4:1: error: no Delete button is shown; tap a row's delete-control in editing mode, or swipe a row left first"),
            ("tap action \"Flag\"", "x:4:1: error: no swipe actions are shown; swipe a row first"),
            ("drag 0.0 to 0.1", "x:4:1: error: row [0, 0] shows no reorder control (the table is not in editing mode; use 'edit on')"),
            ("edit on\ndrag 0.0 to 0.5", "x:5:1: error: row [0, 0] cannot land at [0, 5]: no such place in the table"),
            ("edit on\ndrag 0.1 to 0.0", "x:5:1: error: row [0, 1] shows no reorder control (tableView(_:canMoveRowAt:) said no)"),
        ]
        for (command, message) in cases {
            let result = ScenarioRunner.replay(
                source: "table plain\nrow \"A\"\nrow \"B\" can-move=off\n\(command)\n", path: "x")
            #expect(result.error?.description == message, "\(command)")
        }
    }

    @Test func helpAndCompletionCoverTheEditingCommands() {
        for command in ["edit", "swipe", "drag"] {
            #expect(!Help.text(for: command).hasPrefix("No command"), "\(command)")
        }
        #expect(Help.text(for: "tap").contains("delete-button"))
        let session = ReplSession()
        #expect(session.completions(precedingWords: [], prefix: "sw") == ["swipe", "switch-control"])
        #expect(session.completions(precedingWords: ["edit"], prefix: "o") == ["on", "off"])
        #expect(session.completions(precedingWords: ["swipe"], prefix: "") == ["left", "right"])
        #expect(session.completions(precedingWords: ["drag", "0.1"], prefix: "") == ["to"])
        #expect(session.completions(precedingWords: ["tap", "0.1"], prefix: "re") == ["reorder-control"])
        #expect(session.completions(precedingWords: ["tap"], prefix: "del") == ["delete-button"])
        #expect(session.completions(precedingWords: ["row", "\"x\""], prefix: "trailing") == ["trailing-actions="])
        #expect(session.completions(precedingWords: ["expect"], prefix: "con") == ["content-size", "confirmation", "controls"])
        _ = session.handle(line: "table plain")
        _ = session.handle(line: "row \"A\" trailing-actions=\"Archive,Flag\"")
        _ = session.handle(line: "swipe left 0.0")
        #expect(session.completions(precedingWords: ["tap", "action"], prefix: "") == ["\"Archive\"", "\"Flag\""])
    }

    @Test func showDrawsControlsConfirmationAndActions() {
        let session = ReplSession()
        for line in ["table plain", "row \"Apple\"", "row \"Banana\" editing-style=insert", "row \"Cherry\" can-edit=off",
                     "edit on", "tap 0.0 delete-control"] {
            #expect(session.handle(line: line).error == "", "\(line)")
        }
        let editing = session.handle(line: "show").output
        // Each line ends with the element's screen y range.
        #expect(editing.contains("│⊖  0.0 Apple                       [Delete]  47…91│"))
        #expect(editing.contains("│⊕  0.1 Banana                            ≡  91…135│"))
        #expect(editing.contains("│   0.2 Cherry                              135…179│"))
        #expect(session.handle(line: "state").output.contains("confirmation [0, 0] \"Delete\""))
        for line in ["edit off", "table plain", "row \"Apple\" leading-actions=\"Flag\"", "swipe right 0.0"] {
            #expect(session.handle(line: line).error == "", "\(line)")
        }
        #expect(session.handle(line: "show").output.contains("│[Flag]  0.0 Apple                            47…91│"))
    }
}
