import TableSim
import TableSimTesting
import Testing

/// App code observing the keyboard that raises an exception, as a Swift trap in a handler would.
final class CrashingKeyboardObserver: KeyboardObserving {
    weak var tableView: TableView?
    var heard: [KeyboardNotification.Name] = []

    func keyboardWillShow(_ notification: KeyboardNotification) {
        heard.append(notification.name)
        tableView?.raiseException(UIKitException(name: "NSGenericException", reason: "observer failed"))
        // After the exception nothing the app asks of the table happens.
        tableView?.setContentOffset(Point(x: 0, y: 200))
    }

    func keyboardDidShow(_ notification: KeyboardNotification) { heard.append(notification.name) }
}

/// Notifications reach the trace and the app's observers through the table's one gateway.
@Suite struct TraceSinkTests {
    @Test func exceptionsOfTheSameKindDifferOnlyInTheirNumbers() {
        let twelve = UIKitException(reason: "Invalid update: invalid number of rows in section 0. The number of rows (12) must be 11")
        let three = UIKitException(reason: "Invalid update: invalid number of rows in section 2. The number of rows (3) must be 2")
        #expect(twelve.isSameKind(as: three))
        #expect(!twelve.isSameKind(as: UIKitException(reason: "Invalid update: invalid number of sections (1)")))
        #expect(!twelve.isSameKind(as: UIKitException(name: "NSRangeException", reason: twelve.reason)))
    }

    @Test func anObserverIsAppCodeItsExceptionEndsTheAppWhenItReturns() throws {
        let rows = CountedRows(count: 30)
        let simulator = simulating(rows, cellIdentifier: "Item")
        let observer = CrashingKeyboardObserver()
        observer.tableView = simulator.tableView
        simulator.addKeyboardObserver(observer)
        simulator.appear()
        var trace: [TraceLine] = []
        try expectUIKitException("NSGenericException: observer failed") {
            trace = try simulator.record { try simulator.showKeyboard(height: 300) }
        }
        expectTrace(trace, [
            "UIKeyboardWillShowNotification begin={{0, 844}, {390, 300}} end={{0, 544}, {390, 300}} duration=0.25 curve=7",
            "*** Terminating app due to uncaught exception 'NSGenericException', reason: 'observer failed'",
        ])
        // The app has crashed: it hears no more notifications, and the offset it asked for never came.
        #expect(observer.heard == [.willShow])
        #expect(simulator.tableView.contentOffset.y == -47)
        #expect(simulator.tableView.exception?.name == "NSGenericException")
    }
}

/// The sweep: a tab, a bell or a right-to-left override in a title came out raw in trace lines, in
/// `elements` and in `show`, and `--update` wrote them raw into files.
@Suite struct TraceStringTests {
    @Test func controlCharactersAndBidiOverridesPrintVisibly() {
        #expect("Tab\there".traceDescription == "\"Tab\\there\"")
        #expect("bell\u{7}x".traceDescription == "\"bell\\u{7}x\"")
        #expect("\u{202E}abc".traceDescription == "\"\\u{202E}abc\"")
        #expect("nul\0, cr\r, esc\u{1B}".traceDescription == "\"nul\\0, cr\\r, esc\\u{1B}\"")
        #expect("say \"hi\" \\ bye\n".traceDescription == "\"say \\\"hi\\\" \\\\ bye\\n\"")
        // Joined emoji and Hangul stay as they are.
        #expect("👩‍💻 한글".traceDescription == "\"👩‍💻 한글\"")
    }
}
