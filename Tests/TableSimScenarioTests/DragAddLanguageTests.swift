import Foundation
import TableSim
import TableSimFuzzing
@testable import TableSimScenario
import Testing

/// `drag add S.R` and `drop=into` in the language: refused with a reason outside a drag in flight or
/// on a row the drag carries, completed, and `drop=into` taking drops into rows.
@Suite struct DragAddLanguageTests {
    @Test func theReplAddsRowsOnlyToADragInFlightAndNeverTheSameRowTwice() {
        let session = ReplSession()
        for line in ["table plain drag=on drop=insert", #"row "Apple""#, #"row "Banana""#, #"row "Cherry""#, "appear"] {
            #expect(session.handle(line: line).error == "", "\(line)")
        }
        #expect(session.handle(line: "drag add 0.1").error.contains("no finger carries a row"))
        // `drag` then Tab offers the family's second word beside the rows `drag S.R to S.R` takes.
        #expect(session.completions(precedingWords: ["drag"], prefix: "a") == ["add"])
        #expect(session.completions(precedingWords: ["drag"], prefix: "0.1") == ["0.1"])
        #expect(session.completions(precedingWords: ["drag", "add"], prefix: "0.1") == ["0.1"])
        #expect(session.handle(line: "touch down 0.0").error == "")
        #expect(session.handle(line: "wait 500ms").error == "")
        #expect(session.handle(line: "drag add 0.0").error.contains("the drag already carries 0.0"))
        #expect(session.handle(line: "drag add 0.9").error != "")
        let added = session.handle(line: "drag add 0.2")
        #expect(added.error == "")
        #expect(added.output.contains(#"tableView(_:itemsForAddingTo:at:point:) session [0, 2] (195, 110) -> [item "Cherry"]"#))
        #expect(session.handle(line: "drag add 0.2").error.contains("the drag already carries 0.2"))
        #expect(session.handle(line: "touch up").error == "")
        #expect(session.handle(line: "drag add 0.1").error.contains("no finger carries a row"))
    }

    @Test func aWalkOnAFolderTableDropsIntoRowsAndKeepsTheInvariants() throws {
        var options = ExploreOptions()
        options.seed = 5
        options.steps = 800
        options.seconds = 600
        let source = """
            table plain drag=on drop=into
            property counts-match-model
            section "Folders"
            rows 12 "Folder {n}"
            """
        let setup = try ExploreSetup(source: source + "\n", file: "into.scenario")
        let result = ScenarioExplorer(setup: setup, options: options).run()
        #expect(result.failure == nil)
        #expect(result.callbacks["tableView(_:performDropWith:)", default: 0] > 0)
        #expect(result.statements["drag", default: 0] > 0)
    }

    @Test func dropIntoMakesEveryRowAFolderThatTakesTheDroppedTexts() {
        let session = ReplSession()
        for line in ["table plain drop=into", #"row "Inbox""#, #"row "Work""#, "appear"] {
            #expect(session.handle(line: line).error == "", "\(line)")
        }
        let dropped = session.handle(line: #"drop "Kiwi" "Lime" at 0.1"#)
        #expect(dropped.error == "")
        #expect(dropped.output.contains("proposal .copy .insertIntoDestinationIndexPath"))
        #expect(session.handle(line: #"expect title 0.1 "Work + Kiwi + Lime""#).error == "")
        // Past the section's end there is no row to go into: the app cancels, nothing lands.
        let past = session.handle(line: #"drop "Kiwi" at 0.2"#)
        #expect(past.output.contains("proposal .cancel .unspecified"))
        #expect(!past.output.contains("performDropWith"))
        #expect(session.handle(line: "expect rows 0 2").error == "")
    }

    /// Found by the fuzzer: `drag` on a row the app gives no items for was refused after the finger had
    /// come down, waited and lifted, so a refused line had selected the row. Now a line is refused only
    /// before anything happens; an app that lifts nothing gets UIKit's slow tap, in the trace.
    @Test func aDragTheAppLiftsNothingForIsTheSlowTapNotARefusal() {
        let session = ReplSession()
        for line in ["table plain drag=on search=on", #"row "Apple""#, #"row "Banana""#, #"row "Mango""#, "appear", #"search "an""#] {
            #expect(session.handle(line: line).error == "", "\(line)")
        }
        let tap = session.handle(line: "drag 0.1 to 0.0")
        #expect(tap.error == "")
        #expect(tap.output.contains("tableView(_:itemsForBeginning:at:) session [0, 1] -> []"))
        #expect(tap.output.contains("tableView(_:didSelectRowAt:) [0, 1]"))
        #expect(session.handle(line: "expect selected 0.1").error == "")

        let plain = ReplSession()
        for line in ["table plain", #"row "Apple""#, #"row "Banana""#, "appear"] { #expect(plain.handle(line: line).error == "") }
        let before = plain.handle(line: "state").output
        let refused = plain.handle(line: "drag 0.0 to 0.1")
        // Without drag=on, `drag` outside editing mode is the reorder control's, refused before the finger comes down.
        #expect(refused.error.contains("row [0, 0] shows no reorder control (the table is not in editing mode; use 'edit on')"))
        #expect(refused.output == "")
        #expect(plain.handle(line: "state").output == before)
    }
}
