import TableSim
import TableSimTesting
import Testing

/// A to-do list that deletes and moves its rows correctly: the walk's new steps act on it.
private final class Chores: TableViewDataSource, TableViewDelegate {
    var chores: [String]

    init(count: Int) { chores = (0..<count).map { "Chore \($0)" } }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { chores.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Chore", for: indexPath)
        cell.textLabel?.text = chores[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) {
        chores.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        chores.insert(chores.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}

/// The Swift Explorer's rotations, keyboard, text sizes and drags, its reach summary, and the
/// focus-on-screen property.
@Suite struct ExplorerWalkTests {
    /// A fresh list on an iPhone 14; `avoidsKeyboard` gives it a UITableViewController's keyboard handling.
    fileprivate static func makeChores(count: Int, landscape: Bool = false, avoidsKeyboard: Bool = true) -> (Chores, Simulator) {
        let app = Chores(count: count)
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Chore")
        table.dataSource = app
        table.delegate = app
        guard let phone = Screen.device(named: "iPhone 14") else { preconditionFailure("the iPhone 14 is a preset") }
        let simulator = Simulator(tableView: table, screen: phone.screen(landscape ? .landscape : .portrait))
        if avoidsKeyboard { simulator.keyboardAvoidance = .tableViewController }
        return (app, simulator)
    }

    private static func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test func theReachSummaryCountsStepsCallbacksAndWhatWasNeverReached() {
        let result = Explorer(seed: 1, steps: 120) { Self.makeChores(count: 5) }.explore()
        #expect(result.failure == nil)
        #expect(result.reach.steps["drag"] == 3)
        #expect(result.reach.callbacks["tableView(_:moveRowAt:to:)"] == 2)
        #expect(result.description == """
            Explorer (seed 1) found nothing in 120 steps (3 walks)
            reach:
            steps (13 refused):
              29\ttap
              25\twait
              9\tedit
              9\tflick
              9\tvoiceover
              5\tswipe left
              3\tdrag
              3\tscreen (rotation)
              3\tswipe right
              3\ttap status-bar
              3\ttext-size
              2\tvo scroll
              1\tkeyboard show
              1\ttap delete-control
              1\tvo activate
              1\tvo next
            callbacks:
              12\ttableView(_:didSelectRowAt:)
              11\ttableView(_:cellForRowAt:)
              2\ttableView(_:moveRowAt:to:)
            exceptions:
              none
            never reached: steps: tap delete-button, keyboard hide, vo previous
            never reached: callbacks: \(Self.neverReachedCallbacks)

            """)
    }

    /// Every modelled callback but the three the walk above traced (the list has no methods of a
    /// scroll-view delegate because this app has none, and so on: an unimplemented method is never traced).
    private static let neverReachedCallbacks = CallbackSelector.allCases.map(\.rawValue)
        .filter { !["tableView(_:didSelectRowAt:)", "tableView(_:cellForRowAt:)", "tableView(_:moveRowAt:to:)"].contains($0) }
        .sorted().joined(separator: ", ")

    @Test func theReachNamesTheAppsActionsAndTheExceptionThatEndedTheWalk() {
        var explorer = Explorer(seed: 3, steps: 2000) { Self.makeChores(count: 20) }
        explorer.appAction("network update") { app, _ in app.chores.insert("New chore", at: 0) }
        explorer.appAction("nothing new") { _, _ in }
        let result = explorer.explore()
        #expect(result.reach.exceptions.count == 1)
        #expect(result.reach.exceptions.keys.first?.hasPrefix("NSInternalInconsistencyException: Invalid update: invalid number of rows") == true)
        #expect(result.reach.steps["app \"network update\""] ?? 0 > 0)
        #expect(result.reach.neverReachedSteps.allSatisfy { ExplorerStep.gestureKinds.contains($0) || $0.hasPrefix("app \"") })
        #expect(result.description.hasPrefix(result.report ?? "no report"))
    }

    @Test func theNewStepsAreWrittenInTheScenarioLanguagesWords() {
        let steps: [ExplorerStep] = [
            .rotate(.landscape), .keyboardShow(height: 300), .keyboardHide, .textSize(.accessibilityExtraExtraExtraLarge),
            .drag(Self.row(3), to: Self.row(1)), .voScroll(up: false), .voScroll(up: true),
        ]
        #expect(steps.map(\.description) == [
            "screen landscape", "keyboard show 300", "keyboard hide", "text-size AX5", "drag 0.3 to 0.1", "vo scroll down",
            "vo scroll up",
        ])
        #expect(steps.map(\.kind) == [
            "screen (rotation)", "keyboard show", "keyboard hide", "text-size", "drag", "vo scroll", "vo scroll",
        ])
    }

    @Test func theNewStepsShrinkToEarlierRowsAndTheDefaultTextSize() {
        #expect(ExplorerStep.drag(Self.row(1), to: Self.row(4)).simpler
            == [.drag(Self.row(1), to: Self.row(0)), .drag(Self.row(1), to: Self.row(2)), .drag(Self.row(1), to: Self.row(3))])
        #expect(ExplorerStep.drag(Self.row(2), to: Self.row(4)).rowsAimedAt == [Self.row(2), Self.row(4)])
        #expect(ExplorerStep.drag(Self.row(2), to: Self.row(4)).replacing(Self.row(2), with: Self.row(0)) == .drag(Self.row(0), to: Self.row(4)))
        #expect(ExplorerStep.textSize(.extraSmall).simpler == [.textSize(.large)])
        #expect(ExplorerStep.textSize(.large).simpler == [])
        #expect(ExplorerStep.rotate(.landscape).simpler == [])
    }

    @Test func findsTheFocusUnderTheKeyboardOfAnAppThatIgnoresIt() {
        var explorer = Explorer(seed: 1, steps: 4000) { Self.makeChores(count: 30, landscape: true, avoidsKeyboard: false) }
        explorer.checksFocusOnScreen = true
        let result = explorer.explore()
        #expect(result.steps == [.flick(up: true, distance: 100), .keyboardShow(height: 300), .voiceOver(true), .voNext])
        #expect(result.report == """
            Explorer (seed 1) found after 2698 steps (walk 55): property "focus-on-screen" does not hold: after vo next \
            VoiceOver's focus is on 0.20, which does not show on screen (its frame {{0, 162.5}, {844, 44}})
            shrunk from 25 steps to 4 in 72 replays:
              flick up distance=100
              keyboard show 300
              voiceover on
              vo next
            """)
    }

    @Test func theFocusStaysOnScreenWhenTheTableIsInsetForTheKeyboard() {
        var explorer = Explorer(seed: 1, steps: 1000) { Self.makeChores(count: 30, landscape: true) }
        explorer.checksFocusOnScreen = true
        let result = explorer.explore()
        #expect(result.failure == nil)
        #expect(result.reach.steps["vo next"] ?? 0 > 0)
        #expect(result.reach.steps["keyboard show"] ?? 0 > 0)
    }

    @Test func withoutTheCheckTheSameWalkFindsNothing() {
        let explorer = Explorer(seed: 1, steps: 1000) { Self.makeChores(count: 30, landscape: true, avoidsKeyboard: false) }
        #expect(explorer.explore().failure == nil)
    }
}
