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
        let result = Explorer(seed: 5, steps: 120) { Self.makeChores(count: 5) }.explore()
        #expect(result.failure == nil)
        #expect(result.reach.steps["drag"] == 2)
        #expect(result.reach.callbacks["tableView(_:moveRowAt:to:)"] == 1)
        #expect(result.reach.steps["vo action"] == 1 && result.reach.callbacks["tableView(_:commit:forRowAt:)"] == 2)
        #expect(result.description == """
            Explorer (seed 5) found nothing in 120 steps (3 walks)
            reach:
            steps (10 refused):
              35\twait
              19\ttap
              9\tflick
              7\tswipe left
              6\tedit
              5\tswipe right
              4\ttext-size
              3\tkeyboard show
              3\ttap delete-control
              3\tvo scroll
              3\tvoiceover
              2\tdrag
              2\tscreen (rotation)
              2\tvo focus
              1\ttap delete-button
              1\ttap status-bar
              1\tvo action
              1\tvo activate
              1\tvo escape
              1\tvo last
              1\tvo next
            callbacks:
              11\ttableView(_:cellForRowAt:)
              10\ttableView(_:didSelectRowAt:)
              2\ttableView(_:commit:forRowAt:)
              2\ttableView(_:numberOfRowsInSection:)
              1\ttableView(_:moveRowAt:to:)
            exceptions:
              none
            never reached: steps: keyboard hide, vo previous, vo first, vo up, vo down, vo magic-tap
            never reached: callbacks: \(Self.neverReachedCallbacks)

            """)
    }

    /// Every modelled callback but the five the walk above traced (the list has no methods of a
    /// scroll-view delegate because this app has none, and so on: an unimplemented method is never traced).
    private static let neverReachedCallbacks = CallbackSelector.allCases.map(\.rawValue)
        .filter {
            ![
                "tableView(_:didSelectRowAt:)", "tableView(_:cellForRowAt:)", "tableView(_:moveRowAt:to:)",
                "tableView(_:commit:forRowAt:)", "tableView(_:numberOfRowsInSection:)",
            ].contains($0)
        }
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
            .drag(Self.row(3), to: Self.row(1)), .vo(.scroll(up: false)), .vo(.scroll(up: true)),
        ]
        #expect(steps.map(\.description) == [
            "screen landscape", "keyboard show 300", "keyboard hide", "text-size AX5", "drag 0.3 to 0.1", "vo scroll down",
            "vo scroll up",
        ])
        #expect(steps.map(\.kind) == [
            "screen (rotation)", "keyboard show", "keyboard hide", "text-size", "drag", "vo scroll", "vo scroll",
        ])
    }

    /// VoiceOver's other gestures: the words the scenario language writes (a custom action's name
    /// quoted and escaped), the summary's kinds, and a focused row that shrinks like a tapped one.
    @Test func voiceOverGesturesAreWrittenAndShrunkAsTheLanguageHasThem() {
        let steps: [ExplorerStep] = [
            .vo(.first), .vo(.last), .vo(.focus(Self.row(4))), .vo(.up), .vo(.down), .vo(.action("Delete")),
            .vo(.action("Say \"hi\" \\ now")), .vo(.escape), .vo(.magicTap),
        ]
        #expect(steps.map(\.description) == [
            "vo first", "vo last", "vo focus 0.4", "vo up", "vo down", "vo action \"Delete\"",
            "vo action \"Say \\\"hi\\\" \\\\ now\"", "vo escape", "vo magic-tap",
        ])
        #expect(steps.map(\.kind) == [
            "vo first", "vo last", "vo focus", "vo up", "vo down", "vo action", "vo action", "vo escape", "vo magic-tap",
        ])
        #expect(Set(steps.map(\.kind)).isSubset(of: ExplorerStep.gestureKinds))
        #expect(steps.filter(\.isVoiceOverScroll) == [.vo(.first), .vo(.last)])
        #expect(
            ExplorerStep.vo(.focus(Self.row(4))).simpler
                == [.vo(.focus(Self.row(0))), .vo(.focus(Self.row(2))), .vo(.focus(Self.row(3)))])
        #expect(ExplorerStep.vo(.focus(Self.row(4))).rowsAimedAt == [Self.row(4)])
        #expect(ExplorerStep.vo(.focus(Self.row(4))).replacing(Self.row(4), with: Self.row(1)) == .vo(.focus(Self.row(1))))
        #expect(ExplorerStep.vo(.action("Delete")).simpler == [] && ExplorerStep.vo(.action("Delete")).rowsAimedAt == [])
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
        #expect(result.steps == [.keyboardShow(height: 300), .voiceOver(true), .vo(.last)])
        #expect(result.report == """
            Explorer (seed 1) found after 599 steps (walk 13): property "focus-on-screen" does not hold: after vo last \
            VoiceOver's focus is on 0.29, which does not show on screen (its frame {{0, 325}, {844, 44}})
            shrunk from 11 steps to 3 in 24 replays:
              keyboard show 300
              voiceover on
              vo last
            """)
    }

    @Test func theFocusStaysOnScreenWhenTheTableIsInsetForTheKeyboard() {
        var explorer = Explorer(seed: 1, steps: 1000) { Self.makeChores(count: 30, landscape: true) }
        explorer.checksFocusOnScreen = true
        let result = explorer.explore()
        #expect(result.failure == nil)
        #expect(result.reach.steps["vo next"] ?? 0 > 0)
        #expect(result.reach.steps["vo last"] ?? 0 > 0)
        #expect(result.reach.steps["keyboard show"] ?? 0 > 0)
    }

    @Test func withoutTheCheckTheSameWalkFindsNothing() {
        let explorer = Explorer(seed: 1, steps: 1000) { Self.makeChores(count: 30, landscape: true, avoidsKeyboard: false) }
        #expect(explorer.explore().failure == nil)
    }
}

