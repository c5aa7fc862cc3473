import TableSim
import Testing

@testable import TableSimScenario

/// The core's typed errors, worded for scenarios exactly as the scenario language has always worded them.
@Suite struct SimulationErrorWordingTests {
    func error(_ source: String) -> String? {
        ScenarioRunner.replay(source: source, path: "r.scenario").error?.description
    }

    /// Issue 12: aiming at the buttons of a row that left the screen trapped (index out of range).
    @Test func aimingAtButtonsOfARowOffScreenIsALocatedError() {
        #expect(error("table plain\nsection\nrows 100 \"Item {n}\"\nswipe left 0.3\nscroll by 1000\ntap delete-button\n")
            == "r.scenario:6:1: error: row [0, 3] is not on screen; scroll to it first")
        #expect(error("""
            table plain
            section
            rows 100 "Item {n}" height=automatic
            scroll to 0.14
            swipe left 0.26
            screen landscape
            tap delete-button

            """) == "r.scenario:7:1: error: row [0, 26] is not on screen; scroll to it first")
        #expect(error("table plain\nsection\nrows 100 \"Item {n}\"\nedit on\ntap 0.1 delete-control\nscroll by 1000\ntap delete-button\n")
            == "r.scenario:7:1: error: row [0, 1] is not on screen; scroll to it first")
        #expect(error("table plain\nsection\nrows 100 \"Item {n}\"\nswipe left 0.3\nscroll by 1000\ntap action \"Delete\"\n")
            == "r.scenario:6:1: error: row [0, 3] is not on screen; scroll to it first")
    }

    /// The sweep found `tap 1e9,1e9` and `tap -5,-5` passing silently with no callbacks.
    @Test func aPointOffTheScreenIsALocatedError() {
        #expect(error("tap 1e9,1e9\n")
            == "r.scenario:1:1: error: the point 1000000000,1000000000 is off the screen (390x844 points); a finger can touch "
                + "only from 0,0 to 390,844")
        #expect(error("touch down -5,-5\n")
            == "r.scenario:1:1: error: the point -5,-5 is off the screen (390x844 points); a finger can touch only "
                + "from 0,0 to 390,844")
        #expect(error("tap 390,844\n") == nil)
        // A row's region aimed at past the screen's edge: a narrow screen whose safe area and
        // editing control push the row's content off it (found in review when `tap ROW` went
        // through Simulator.tap(_:region:), which skipped the check).
        let narrow = "screen 100x600 safe-area=0,90,0,0\ntable plain\nsection\nrow \"Apple\"\nrow \"Banana\"\n\nedit on\n"
        let expected = "r.scenario:8:1: error: the point 137,22 is off the screen (100x600 points); a finger can touch "
            + "only from 0,0 to 100,600"
        #expect(error(narrow + "tap 0.0\n") == expected)
        #expect(error(narrow + "touch down 0.0\n") == expected)
    }

    @Test func everyErrorHasItsScenarioWording() {
        let row = IndexPath(row: 2, section: 0)
        let cases: [(SimulationError, String)] = [
            (.notAppeared, "the table has not appeared yet"),
            (.fingerAlreadyDown, "a finger is already down; lift it with 'touch up'"),
            (.pointOffScreen(Point(x: -5, y: 900), screen: Size(width: 390, height: 844)),
                "the point -5,900 is off the screen (390x844 points); a finger can touch only from 0,0 to 390,844"),
            (.noFingerDown(.moved), "no finger is down; start with 'touch down'"),
            (.noFingerDown(.ended), "no finger is down"),
            (.noFingerDown(.cancelled), "no finger is down"),
            (.fingerMoveNotFinite(dx: 0, dy: 1.7e308), "the finger cannot move by 0,1.7e+308: it would leave every screen"),
            (.noStatusBar, "this screen shows no status bar (its top safe-area inset is 0)"),
            (.flickTooShort(minimum: 16), "a flick lasts at least 16ms"),
            (.noSuchRow(row), "row [0, 2] does not exist"),
            (.rowNotOnScreen(row), "row [0, 2] is not on screen; scroll to it first"),
            (.rowCovered(row, by: .keyboard), "row [0, 2] is covered by the keyboard; a finger cannot reach it"),
            (.rowCovered(row, by: .view("tab bar")), "row [0, 2] is covered by the tab bar; a finger cannot reach it"),
            (.rowCovered(row, by: .headerFooterView),
                "row [0, 2] is hidden under a section header or footer; scroll to it first"),
            (.regionNotShown(row, .accessory, because: .noAccessory), "row [0, 2] shows no accessory"),
            (.regionNotShown(row, .disclosure, because: .noAccessory), "row [0, 2] shows no detail-disclosure accessory"),
            (.regionNotShown(row, .textField, because: .noTextField),
                "row [0, 2] has no text field (declare it with text-field=on)"),
            (.regionNotShown(row, .editingControl, because: .notEditing),
                "row [0, 2] shows no delete or insert control (the table is not in editing mode; use 'edit on')"),
            (.regionNotShown(row, .editingControl, because: .cannotEdit),
                "row [0, 2] shows no delete or insert control (tableView(_:canEditRowAt:) said no)"),
            (.regionNotShown(row, .editingControl, because: .showsSelectionCircle),
                "row [0, 2] shows no delete or insert control (multiple selection during editing shows selection circles)"),
            (.regionNotShown(row, .editingControl, because: .editingStyleNone),
                "row [0, 2] shows no delete or insert control (its editing style is .none)"),
            (.regionNotShown(row, .reorderControl, because: .moveNotImplemented),
                "row [0, 2] shows no reorder control (the data source does not implement tableView(_:moveRowAt:to:))"),
            (.regionNotShown(row, .reorderControl, because: .cannotMove),
                "row [0, 2] shows no reorder control (tableView(_:canMoveRowAt:) said no)"),
            (.noDeleteButtonShown,
                "no Delete button is shown; tap a row's delete-control in editing mode, or swipe a row left first"),
            (.noActionsShown, "no swipe actions are shown; swipe a row first"),
            (.noSuchAction("Pin", row: row, shown: ["Archive", nil]),
                "row [0, 2] shows no action \"Pin\"; it shows \"Archive\", \"nil\""),
            (.noSingleDeleteButton(row: row, shown: ["Later", "Flag"]),
                "row [0, 2] shows its own swipe actions and no single Delete button; tap one with: tap action \"Later\" | \"Flag\""),
            (.noSuchDestination(IndexPath(row: 9, section: 0), from: row),
                "row [0, 2] cannot land at [0, 9]: no such place in the table"),
            (.dragLeavesScreen(from: row, to: IndexPath(row: 30, section: 0), at: IndexPath(row: 17, section: 0)),
                "the way from [0, 2] to [0, 30] leaves the screen at [0, 17]; TableSim does not scroll while dragging, "
                    + "so scroll first or drag a shorter way"),
            (.invalidKeyboardHeight(0, screenHeight: 844),
                "a keyboard height must be more than 0 and less than the screen's 844 points"),
            (.keyboardNotShown, "the keyboard is not shown"),
            (.sectionIndexUnsupported(.grouped), "a grouped table shows no section index (plain style only)"),
            (.noSectionIndex, "the table has no section index (declare one with an 'index' line)"),
            (.sectionIndexHidden(minimumRowCount: 20), "the section index is not on screen: it shows from 20 rows"),
            (.noSuchIndexTitle("Q", titles: ["A", "B"]), "the section index has no title \"Q\"; it shows \"A\" \"B\""),
            (.indexTitleCovered("A", by: .keyboard), "the index title \"A\" is covered by the keyboard"),
        ]
        for (error, message) in cases {
            #expect(error.scenarioMessage == message)
        }
    }
}
