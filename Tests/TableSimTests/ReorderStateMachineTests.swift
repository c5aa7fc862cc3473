import TableSim
import Testing

@Suite struct ReorderStateMachineTests {
    let source = IndexPath(row: 1, section: 0)

    @Test func asksOncePerNewDestinationAndMovesOnDrop() {
        var machine = ReorderStateMachine()
        machine.began(source)
        #expect(machine.moved(over: source) == .none)
        #expect(machine.moved(over: IndexPath(row: 2, section: 0)) == .askTarget(source: source, proposed: IndexPath(row: 2, section: 0)))
        machine.targetChosen(IndexPath(row: 2, section: 0))
        #expect(machine.moved(over: IndexPath(row: 2, section: 0)) == .none)
        #expect(machine.moved(over: IndexPath(row: 3, section: 0)) == .askTarget(source: source, proposed: IndexPath(row: 3, section: 0)))
        machine.targetChosen(IndexPath(row: 0, section: 0))
        #expect(machine.ended() == .move(from: source, to: IndexPath(row: 0, section: 0)))
        #expect(machine.state == .idle)
    }

    @Test func aRowBroughtBackToWhereItStartedStillLands() {
        var machine = ReorderStateMachine()
        machine.began(source)
        _ = machine.moved(over: IndexPath(row: 2, section: 0))
        machine.targetChosen(IndexPath(row: 2, section: 0))
        _ = machine.moved(over: source)
        machine.targetChosen(source)
        #expect(machine.ended() == .move(from: source, to: source))
    }

    @Test func aRowThatNeverLeftItsPlaceDidNotMove() {
        var machine = ReorderStateMachine()
        machine.began(source)
        #expect(machine.moved(over: source) == .none)
        #expect(machine.ended() == .none)
        #expect(machine.state == .idle)
    }
}
