import TableSim
import TableSimTesting
import TableSimUIKit
import Testing
@testable import UIKitCorpusUnwrap

/// Unwrap's TypeCheckerDataSource (corpus/Unwrap): lines of code to tick in editing mode's selection
/// circles, then the answers shown in colour with the table locked.
@MainActor
@Suite struct UnwrapTypeCheckerTests {
    /// Installs the data source as upstream's TypeCheckerViewController does, which cannot come along
    /// (its bar buttons use #selector): as the table's data source and delegate, held by the controller,
    /// in editing mode with the storyboard's multiple selection during editing.
    final class TypeCheckerHost: UITableViewController {
        let dataSource: TypeCheckerDataSource

        init(review: TypeCheckerPractice) {
            dataSource = TypeCheckerDataSource(review: review)
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.dataSource = dataSource
            tableView.delegate = dataSource
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.allowsMultipleSelectionDuringEditing = true
            tableView.isEditing = true
        }
    }

    /// A question with two right answers of three.
    static let review = TypeCheckerPractice(question: "Which of these produces an <code>Int</code>?", answers: [
        Answer(text: "let a = 5", subtitle: "", isCorrect: true, isSelected: false),
        Answer(text: "let b = \"5\"", subtitle: "This doesn't have the type you're looking for.", isCorrect: false, isSelected: false),
        Answer(text: "let c = 5 + 2", subtitle: "", isCorrect: true, isSelected: false),
    ])

    /// The question shown.
    func showQuestion() -> (TypeCheckerHost, Simulator, [TraceLine]) {
        let controller = TypeCheckerHost(review: Self.review)
        let simulator = Simulator(showing: controller)
        let appear = simulator.record { simulator.appear() }
        return (controller, simulator, appear)
    }

    @Test func eachAnswerRowIsAnnouncedWithWillDisplay() {
        let (controller, _, appear) = showQuestion()
        expectTrace(appear, [
            "viewDidLoad()",
            "viewWillAppear(_:) false",
            "tableView(_:numberOfRowsInSection:) 0 -> 3",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:willDisplay:forRowAt:) cell#1 [0, 0]",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "tableView(_:willDisplay:forRowAt:) cell#2 [0, 1]",
            "tableView(_:cellForRowAt:) [0, 2] -> cell#3",
            "tableView(_:willDisplay:forRowAt:) cell#3 [0, 2]",
            "viewDidAppear(_:) false",
        ])
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == Self.review.answers.map(\.text))
        #expect(controller.tableView.visibleCells.allSatisfy { $0.multipleSelectionBackgroundView != nil })
    }

    @Test func tapsTickSeveralRowsAndASecondTapUnticksOne() throws {
        let (controller, simulator, _) = showQuestion()
        let first = try simulator.record { try simulator.tap(IndexPath(row: 0, section: 0)) }
        expectTrace(first, [
            "tableView(_:shouldHighlightRowAt:) [0, 0] -> true",
            "tableView(_:willSelectRowAt:) [0, 0] -> [0, 0]",
            "tableView(_:didSelectRowAt:) [0, 0]",
        ])
        try simulator.tap(IndexPath(row: 1, section: 0))
        let untick = try simulator.record { try simulator.tap(IndexPath(row: 1, section: 0)) }
        expectTrace(untick, [
            "tableView(_:shouldHighlightRowAt:) [0, 1] -> true",
            "tableView(_:didDeselectRowAt:) [0, 1]",
        ])
        #expect(controller.dataSource.review.answers.map(\.isSelected) == [true, false, false])
        #expect(controller.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    }

    /// Checking the answer reloads the table: willDisplay colours each row by whether it was right to
    /// tick it, and the table takes no more ticks.
    @Test func showingTheAnswersColoursTheRowsAndLocksTheTable() throws {
        let (controller, simulator, _) = showQuestion()
        try simulator.tap(IndexPath(row: 0, section: 0))
        controller.dataSource.isShowingAnswers = true
        let reload = simulator.record { controller.tableView.reloadData() }
        expectTrace(reload, [
            "tableView(_:numberOfRowsInSection:) 0 -> 3",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:willDisplay:forRowAt:) cell#1 [0, 0]",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "tableView(_:willDisplay:forRowAt:) cell#2 [0, 1]",
            "tableView(_:cellForRowAt:) [0, 2] -> cell#3",
            "tableView(_:willDisplay:forRowAt:) cell#3 [0, 2]",
        ])
        let cells = controller.tableView.visibleCells
        // Ticked and right, left alone and wrong, left alone but right.
        #expect(cells.map(\.backgroundColor) == [UIColor(bundleName: "ReviewCorrect"), .systemBackground, UIColor(bundleName: "ReviewWrong")])
        #expect(cells.map(\.isSelected) == [true, false, false])
        let locked = try simulator.record { try simulator.tap(IndexPath(row: 2, section: 0)) }
        expectTrace(locked, ["tableView(_:shouldHighlightRowAt:) [0, 2] -> false"])
        #expect(controller.dataSource.review.answers.map(\.isSelected) == [true, false, false])
        #expect(!controller.dataSource.isUserCorrect)
    }
}
