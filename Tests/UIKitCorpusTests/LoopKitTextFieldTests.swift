import TableSim
import TableSimTesting
import TableSimUIKit
import Testing
@testable import UIKitCorpusLoopKit

/// LoopKit's TextFieldTableViewController (corpus/LoopKit): one text field row that takes the keyboard
/// as the screen appears; return reports the value, a tap on the row toggles the keyboard.
@MainActor
@Suite struct LoopKitTextFieldTests {
    /// The delegate LoopKit's settings set, recording what it is told.
    @MainActor final class EditRecorder: @preconcurrency TextFieldTableViewControllerDelegate {
        var events: [String] = []
        func textFieldTableViewControllerDidEndEditing(_ controller: TextFieldTableViewController) {
            events.append("ended \(controller.value ?? "nil")")
        }
        func textFieldTableViewControllerDidReturn(_ controller: TextFieldTableViewController) {
            events.append("returned \(controller.value ?? "nil")")
        }
    }

    /// The keyboard's notifications as the controller's window posts them (an iPhone 14's 336-point keyboard).
    static let keyboardShows = [
        "UIKeyboardWillShowNotification begin={{0, 844}, {390, 336}} end={{0, 508}, {390, 336}} duration=0.25 curve=7",
        "UIKeyboardDidShowNotification begin={{0, 844}, {390, 336}} end={{0, 508}, {390, 336}} duration=0.25 curve=7",
    ]
    static let keyboardHides = [
        "UIKeyboardWillHideNotification begin={{0, 508}, {390, 336}} end={{0, 844}, {390, 336}} duration=0.25 curve=7",
        "UIKeyboardDidHideNotification begin={{0, 508}, {390, 336}} end={{0, 844}, {390, 336}} duration=0.25 curve=7",
    ]

    /// The screen as a LoopKit setting pushes it, with a value to edit, shown.
    func showField() throws -> (TextFieldTableViewController, EditRecorder, Simulator, UITextField, [TraceLine]) {
        let controller = TextFieldTableViewController()
        let recorder = EditRecorder()
        controller.placeholder = "Pump name"
        controller.value = "Omnipod"
        controller.unit = "U"
        controller.contextHelp = "The name shown in the status bar."
        controller.delegate = recorder
        let simulator = Simulator(showing: controller)
        let appear = simulator.record { simulator.appear() }
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextFieldTableViewCell)
        return (controller, recorder, simulator, cell.textField, appear)
    }

    @Test func theFieldTakesTheKeyboardWhenTheScreenHasAppeared() throws {
        let (_, recorder, simulator, field, appear) = try showField()
        expectTrace(appear, [
            "viewDidLoad()",
            "viewWillAppear(_:) false",
            "tableView(_:numberOfRowsInSection:) 0 -> 1",
            "tableView(_:titleForFooterInSection:) 0 -> \"The name shown in the status bar.\"",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "viewDidAppear(_:) false",
        ] + Self.keyboardShows)
        #expect(field.isFirstResponder)
        #expect(simulator.keyboardFrame == Rect(x: 0, y: 508, width: 390, height: 336))
        #expect(field.text == "Omnipod" && field.placeholder == "Pump name")
        #expect(recorder.events.isEmpty)
    }

    @Test func returnReportsTheValueAndKeepsTheKeyboard() throws {
        let (controller, recorder, simulator, field, _) = try showField()
        field.text = "Omnipod DASH"
        let returned = simulator.record { #expect(field.returnKeyTapped() == false) }
        expectTrace(returned, ["textFieldShouldReturn(_:) -> false"])
        #expect(controller.value == "Omnipod DASH")
        #expect(recorder.events == ["ended Omnipod DASH", "returned Omnipod DASH"])
        // The controller stops being the field's delegate and leaves the field first responder.
        #expect(field.delegate == nil && field.isFirstResponder)
    }

    @Test func tappingTheRowEndsEditingAndTappingAgainBringsTheKeyboardBack() throws {
        let (controller, recorder, simulator, field, _) = try showField()
        field.text = "Dana"
        let dismiss = try simulator.record { try simulator.tap(IndexPath(row: 0, section: 0)) }
        expectTrace(dismiss, [
            "tableView(_:didSelectRowAt:) [0, 0]",
            "textFieldShouldEndEditing(_:) -> true",
        ] + Self.keyboardHides)
        #expect(!field.isFirstResponder && simulator.keyboardFrame == nil)
        #expect(controller.value == "Dana" && recorder.events == ["ended Dana"])
        let again = try simulator.record { try simulator.tap(IndexPath(row: 0, section: 0)) }
        expectTrace(again, ["tableView(_:didSelectRowAt:) [0, 0]"] + Self.keyboardShows)
        #expect(field.isFirstResponder)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }
}
