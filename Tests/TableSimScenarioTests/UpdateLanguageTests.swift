import Foundation
import TableSimTesting
import Testing

@testable import TableSim
@testable import TableSimScenario

/// Runs a scenario's statements on an engine and returns it (expectations are not checked here).
func engine(running source: String) throws -> ScenarioEngine {
    let loop = StatementLoop()
    for statement in try ScenarioParser(file: "t.scenario").parse(source) {
        switch statement.kind {
        case .setup, .command: if let error = loop.run(statement).error { throw error }
        case .expectBlock, .expectState: break
        }
    }
    return loop.engine
}

@Suite struct UpdateLanguageTests {
    func kinds(_ source: String) throws -> [Statement.Kind] {
        try ScenarioParser(file: "t").parse(source).map(\.kind)
    }

    func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func parsesEveryUpdateForm() throws {
        let parsed = try kinds("""
            insert 0.3
            delete 0.1 [0, 2]
            move 0.1 to 0.4
            reload 0.2 0.3
            reload
            insert section 2
            delete sections 1 3
            move section 0 to 2
            reload section 1
            begin updates
            end updates
            model insert 0.3 "Kiwi" detail="Green" height=60
            model delete 0.3 0.4
            model move 0.1 to 0.4
            model insert section 1 "Header" footer="Footer"
            model delete section 1
            model move section 0 to 2
            """)
        var kiwi = RowOptions()
        kiwi.detail = "Green"
        kiwi.height = .points(60)
        let expected: [ScenarioCommand] = [
            .insertRows([ip(0, 3)]), .deleteRows([ip(0, 1), ip(0, 2)]), .moveRow(ip(0, 1), to: ip(0, 4)),
            .reloadRows([ip(0, 2), ip(0, 3)]), .reloadData, .insertSections([2]), .deleteSections([1, 3]),
            .moveSection(0, to: 2), .reloadSections([1]), .beginUpdates, .endUpdates,
            .model(.insertRow(ip(0, 3), RowDeclaration(title: "Kiwi", options: kiwi))),
            .model(.deleteRows([ip(0, 3), ip(0, 4)])), .model(.moveRow(ip(0, 1), to: ip(0, 4))),
            .model(.insertSection(1, SectionDeclaration(header: "Header", footer: "Footer"))),
            .model(.deleteSections([1])), .model(.moveSection(0, to: 2)),
        ]
        #expect(parsed == expected.map { .command($0) })
    }

    @Test func parsesCommitOptions() throws {
        let parsed = try kinds("""
            table plain commit=forget
            row "Add" editing-style=insert insert-title="Kiwi" commit=correct
            """)
        var table = TableOptions()
        table.commit = .forget
        var row = RowOptions()
        row.editingStyle = .insert
        row.insertTitle = "Kiwi"
        row.commit = .correct
        #expect(parsed == [.setup(.table(table)), .setup(.row(RowDeclaration(title: "Add", options: row)))])
    }

    @Test func mistakesNameTheColumnAndWhatWasExpected() {
        func error(_ source: String) -> String {
            do {
                _ = try ScenarioParser(file: "t").parse(source)
                return ""
            } catch {
                return error.description
            }
        }
        #expect(error("move 0.1 0.4") == "t:1:10: error: expected 'to' and the row's new index path, such as 'move 0.1 to 0.4', found '0.4'")
        #expect(error("begin") == "t:1:6: error: expected 'updates' ('begin updates' opens a batch)")
        #expect(error("insert section x") == "t:1:16: error: expected a section number such as 1 (a whole number from 0 to 100000000)")
        #expect(error("model frob 0.1") == "t:1:7: error: unknown change of the data 'frob'; expected insert, delete or move")
        #expect(error("model insert 0.1") == "t:1:17: error: expected the new row's title in quotes, such as \"Kiwi\"")
        #expect(error("delete") == "t:1:7: error: expected a row such as 0.2 or [0, 2]")
    }

    @Test func onlyAppCodeMayComeInsideABatchAndABatchMustClose() {
        let gesture = ScenarioRunner.replay(source: "begin updates\ntap 0.1\nend updates\n", path: "t.scenario")
        #expect(
            gesture.error?.description
                == "t.scenario:2:1: error: only app code (insert, delete, move, reload, select, deselect, model, "
                + "begin/end updates) may come between 'begin updates' (line 1) and 'end updates'")
        let unmatched = ScenarioRunner.replay(source: "end updates\n", path: "t.scenario")
        #expect(unmatched.error?.description == "t.scenario:1:1: error: 'end updates' has no 'begin updates' before it")
        let unclosed = ScenarioRunner.replay(source: "appear\nbegin updates\nselect 0.1\n", path: "t.scenario")
        #expect(
            unclosed.error?.description
                == "t.scenario:2:1: error: 'begin updates' is never closed; expected 'end updates' after it")
        let modelMistake = ScenarioRunner.replay(source: "model delete 0.9\n", path: "t.scenario")
        #expect(
            modelMistake.error?.description
                == "t.scenario:1:1: error: the data has 5 rows in section 0; expected a row from 0 to 4")
    }

    @Test func theCorrectAppChangesItsDataThenDeletesTheRow() throws {
        let engine = try engine(running: """
            table plain
            row "Apple"
            row "Banana"
            row "Cherry"
            appear
            """)
        let table = try #require(engine.tableView)
        let start = table.trace.count
        table.runCrashingOnException { () throws(UIKitException) in try table.callCommit(.delete, forRowAt: IndexPath(row: 1, section: 0)) }
        expectTrace(Array(table.trace[start...]), [
            "tableView(_:commit:forRowAt:) .delete [0, 1]",
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            "tableView(_:didEndDisplaying:forRowAt:) cell#2 [0, 1]",
        ])
        #expect(engine.data[0].rows.count == 2)
        #expect(engine.data[0].rows[1].title == "Cherry")
    }

    @Test func theForgetfulAppCrashesWithUIKitsText() throws {
        let engine = try engine(running: """
            table plain commit=forget
            row "Apple"
            row "Banana"
            appear
            """)
        let table = try #require(engine.tableView)
        let start = table.trace.count
        table.runCrashingOnException { () throws(UIKitException) in try table.callCommit(.delete, forRowAt: IndexPath(row: 0, section: 0)) }
        expectTrace(Array(table.trace[start...]), [
            "tableView(_:commit:forRowAt:) .delete [0, 0]",
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid "
                + "update: invalid number of rows in section 0.  The number of rows contained in an existing section "
                + "after the update (2) must be equal to the number of rows contained in that section before the "
                + "update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 "
                + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 "
                + "moved out).'",
        ])
        #expect(engine.data[0].rows.count == 2)
    }

    @Test func anInsertCommitAddsTheRowTitledByTheRowOption() throws {
        let engine = try engine(running: """
            table plain
            row "Apple"
            row "Add fruit" editing-style=insert insert-title="Kiwi"
            row "Other" editing-style=insert commit=forget
            appear
            """)
        let table = try #require(engine.tableView)
        let start = table.trace.count
        table.runCrashingOnException { () throws(UIKitException) in try table.callCommit(.insert, forRowAt: IndexPath(row: 1, section: 0)) }
        expectTrace(Array(table.trace[start...]), [
            "tableView(_:commit:forRowAt:) .insert [0, 1]",
            "numberOfSections(in:) -> 1",
            "tableView(_:numberOfRowsInSection:) 0 -> 4",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#4",
            "tableView(_:willDisplay:forRowAt:) cell#4 [0, 1]",
        ])
        #expect((0..<4).map { engine.data[0].rows[$0].title } == ["Apple", "Kiwi", "Add fruit", "Other"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Kiwi")
        // The row that forgets: the insert is not in the data.
        table.runCrashingOnException { () throws(UIKitException) in try table.callCommit(.insert, forRowAt: IndexPath(row: 3, section: 0)) }
        #expect(table.exception?.reason.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
        #expect(table.exception?.reason.contains("(1 inserted, 0 deleted)") == true)
    }

    @Test func stateShowsDataTheTableWasNotToldAboutAndAnOpenBatch() throws {
        let session = ReplSession()
        for line in ["table plain", "row \"Apple\"", "row \"Banana\"", "appear", "model delete 0.0", "begin updates"] {
            #expect(session.handle(line: line).error == "", "\(line)")
        }
        let state = session.handle(line: "state").output
        #expect(state.contains("sections 1: rows 2\n"))
        #expect(state.contains("data sections 1: rows 1 (the table has not been told)\n"))
        #expect(state.contains("updates open: 1 'begin updates' wait for 'end updates'\n"))
        #expect(session.handle(line: "delete 0.0").error == "")
        #expect(session.handle(line: "end updates").error == "")
        let show = session.handle(line: "show").output
        #expect(show.contains("│ 0.0 Banana "))
        #expect(!show.contains("Apple"))
        #expect(!session.handle(line: "state").output.contains("data sections"))
    }

    @Test func completesAndExplainsTheUpdateCommands() {
        let session = ReplSession()
        _ = session.handle(line: "appear")
        #expect(session.completions(precedingWords: ["insert"], prefix: "s") == ["section"])
        #expect(session.completions(precedingWords: ["delete"], prefix: "0.").prefix(2) == ["0.0", "0.1"])
        #expect(session.completions(precedingWords: ["move", "0.1"], prefix: "") == ["to"])
        #expect(session.completions(precedingWords: ["move", "section", "0"], prefix: "") == ["to"])
        #expect(session.completions(precedingWords: ["begin"], prefix: "") == ["updates"])
        #expect(session.completions(precedingWords: ["end"], prefix: "u") == ["updates"])
        #expect(session.completions(precedingWords: ["model"], prefix: "") == ["insert", "delete", "move"])
        #expect(session.completions(precedingWords: ["model", "insert", "0.1", "\"Kiwi\""], prefix: "insert-")
            == ["insert-title="])
        #expect(session.completions(precedingWords: ["table"], prefix: "plain").isEmpty == false)
        #expect(session.completions(precedingWords: ["row", "\"x\""], prefix: "commit=") == ["commit=correct", "commit=forget", "commit=forget-selected"])
        for command in ["insert", "delete", "move", "reload", "begin", "end", "model"] {
            #expect(!Help.text(for: command).hasPrefix("No command"), "\(command)")
        }
        #expect(Help.text(for: nil).contains("model"))
    }
}
