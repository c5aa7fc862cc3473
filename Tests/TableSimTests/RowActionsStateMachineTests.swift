import TableSim
import Testing

@Suite struct RowActionsStateMachineTests {
    let row = IndexPath(row: 2, section: 0)

    @Test func swipeOpensPastHalfTheButtonsAndClosesShortOfIt() {
        var open = RowActionsStateMachine()
        open.swipeBegan(row, edge: .trailing, buttons: 2)
        open.swipeMoved(by: -84)  // 74 past the threshold: exactly half of 148
        #expect(open.swipeEnded() == .none)
        #expect(open.state == .open(row, edge: .trailing, buttons: 2))
        #expect(open.isEditingSwipedRow)

        var short = RowActionsStateMachine()
        short.swipeBegan(row, edge: .trailing, buttons: 2)
        short.swipeMoved(by: -83)
        #expect(short.swipeEnded() == .endEditingRow(row))
        #expect(short.state == .hidden)
    }

    @Test func aButtonPerformsThenTheRowCloses() {
        var machine = RowActionsStateMachine()
        machine.swipeBegan(row, edge: .leading, buttons: 1)
        machine.swipeMoved(by: 300)
        _ = machine.swipeEnded()
        #expect(machine.buttonTapped(1) == .none)
        #expect(machine.buttonTapped(0) == .perform(row, button: 0))
        #expect(machine.actionCompleted(on: row) == .endEditingRow(row))
        #expect(machine.actionCompleted(on: row) == .none)
    }

    @Test func theDeleteConfirmationHidesWithoutEndingEditing() {
        var machine = RowActionsStateMachine()
        machine.deleteControlTapped(row)
        #expect(!machine.isEditingSwipedRow)
        #expect(machine.dismissed() == .hideConfirmation(row))
        machine.deleteControlTapped(row)
        #expect(machine.buttonTapped(0) == .perform(row, button: 0))
        #expect(machine.actionCompleted(on: row) == .hideConfirmation(row))
    }
}
