import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// A mail list as UIKit code writes it: each row's context menu has Reply, a Move submenu with a
/// disabled folder, a destructive Delete, and a deferred "Labels" section loaded when the menu shows.
@MainActor
private final class Inbox: UITableViewController {
    var subjects = ["Lunch?", "Invoice", "Photos"]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Mail")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { subjects.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Mail", for: indexPath)
        cell.textLabel?.text = subjects[indexPath.row]
        return cell
    }
    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPath.row < 2 else { return nil }
        return UIContextMenuConfiguration(identifier: "mail-\(indexPath.row)" as NSString, previewProvider: nil) { [weak self] _ in
            let reply = UIAction(title: "Reply", image: UIImage(systemName: "arrowshape.turn.up.left")) { _ in
                self?.log.append("reply \(indexPath.row)")
            }
            let move = UIMenu(title: "Move", children: [
                UIAction(title: "Archive") { _ in self?.log.append("archive") },
                UIAction(title: "Junk", attributes: .disabled) { _ in self?.log.append("junk") },
            ])
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self?.subjects.remove(at: indexPath.row)
                self?.tableView.deleteRows(at: [indexPath], with: .automatic)
            }
            let labels = UIDeferredMenuElement { completion in
                completion([UIAction(title: "Important", state: .on) { _ in self?.log.append("important") }])
            }
            return UIMenu(title: "", children: [reply, move, delete, labels])
        }
    }
    // iOS 16's per-row preview wins: the older method beside it is never asked.
    override func tableView(
        _ tableView: UITableView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForRowAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        tableView.cellForRow(at: indexPath).map { UITargetedPreview(view: $0) }
    }
    override func tableView(
        _ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        log.append("old highlight preview")
        return nil
    }
    override func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        log.append("will display \(configuration.identifier)")
        animator?.addCompletion { [weak self] in self?.log.append("shown") }
    }
    override func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        log.append("will end")
    }
    override func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {
        animator.preferredCommitStyle = .dismiss
        animator.addCompletion { [weak self] in self?.log.append("open mail") }
    }
}

@MainActor
private func showInbox() -> (Inbox, Simulator) {
    let inbox = Inbox(style: .plain)
    let simulator = Simulator(showing: inbox, screen: Screen(size: Size(width: 390, height: 500)))
    simulator.appear()
    return (inbox, simulator)
}

private let opening = [
    "tableView(_:contextMenuConfigurationForRowAt:point:) [0, 0] (195, 22) -> configuration \"mail-0\"",
    "tableView(_:contextMenuConfiguration:highlightPreviewForRowAt:) configuration \"mail-0\" [0, 0] -> preview",
    "UIContextMenuActionProvider [] -> menu \"\" [\"Reply\", menu \"Move\" [\"Archive\", .disabled \"Junk\"], .destructive \"Delete\", deferred]",
    "tableView(_:willDisplayContextMenu:animator:) configuration \"mail-0\" animator",
    "UIDeferredMenuElement.elementProvider -> [\"Important\" .on]",
]

@Test @MainActor func aLongPressOpensTheRowsMenuAndChoosingAnActionClosesItThenRunsTheHandler() throws {
    let (inbox, simulator) = showInbox()
    let row = IndexPath(row: 0, section: 0)
    let lines = try simulator.record { try simulator.longPress(row) }
    // The controller implements neither highlight method nor the previews: their lines are not there.
    expectTrace(lines, opening)
    #expect(inbox.log == ["will display mail-0", "shown"])
    #expect(simulator.contextMenuActionTitles == ["Reply", "Archive", "Junk", "Delete", "Important"])
    #expect(inbox.tableView.indexPathForSelectedRow == nil)

    #expect(throws: SimulationError.menuItemDisabled("Junk")) { try simulator.chooseContextMenuAction(titled: "Junk") }
    #expect(throws: SimulationError.contextMenuShown) { try simulator.tap(row) }

    let choose = try simulator.record { try simulator.chooseContextMenuAction(titled: "Delete") }
    expectTrace(choose, [
        "tableView(_:willEndContextMenuInteraction:animator:) configuration \"mail-0\" animator",
        "UIActionHandler \"Delete\"",
        "tableView(_:numberOfRowsInSection:) 0 -> 2",
    ])
    #expect(inbox.subjects == ["Invoice", "Photos"])
    #expect(simulator.contextMenuActionTitles == nil)
    #expect(simulator._checkInvariants().isEmpty)
}

@Test @MainActor func aTappedPreviewCommitsThenEndsTheInteraction() throws {
    let (inbox, simulator) = showInbox()
    try simulator.longPress(IndexPath(row: 0, section: 0))
    let lines = try simulator.record { try simulator.tapContextMenuPreview() }
    expectTrace(lines, [
        "tableView(_:willPerformPreviewActionForMenuWith:animator:) configuration \"mail-0\" animator",
        "tableView(_:willEndContextMenuInteraction:animator:) configuration \"mail-0\" animator",
    ])
    #expect(inbox.log == ["will display mail-0", "shown", "will end", "open mail"])
}

@Test @MainActor func aLongPressOnARowWithoutAMenuIsASlowTapThatSelects() throws {
    let (inbox, simulator) = showInbox()
    let row = IndexPath(row: 2, section: 0)
    let lines = try simulator.record { try simulator.longPress(row) }
    expectTrace(lines, ["tableView(_:contextMenuConfigurationForRowAt:point:) [0, 2] (195, 110) -> nil"])
    #expect(inbox.tableView.indexPathForSelectedRow == row)
    #expect(simulator.contextMenuActionTitles == nil)
}

@Test @MainActor func aFingerThatMovesBeforeTheLongPressScrollsAndAsksForNoMenu() throws {
    let (_, simulator) = showInbox()
    let lines = try simulator.record {
        try simulator.touchDown(at: Point(x: 100, y: 30))
        try simulator.touchMove(by: 0, -20)
        simulator.wait(milliseconds: 600)
        try simulator.touchUp()
    }
    #expect(!lines.contains { $0.description.contains("contextMenu") })
    #expect(simulator.contextMenuActionTitles == nil)
}

/// A sort menu: an inline group whose one action is on, a hidden action, and an action that keeps
/// the menu open, from a delegate that is not a controller.
@MainActor
private final class SortMenu: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sorted: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { [weak self] _ in
            UIMenu(children: [
                UIMenu(title: "Sort", options: .displayInline, children: [
                    UIAction(title: "Name", state: .on) { _ in self?.sorted.append("name") },
                    UIAction(title: "Date", attributes: .keepsMenuPresented) { _ in self?.sorted.append("date") },
                ]),
                UIAction(title: "Secret", attributes: .hidden) { _ in self?.sorted.append("secret") },
            ])
        })
    }
}

@Test @MainActor func anInlineGroupAHiddenActionAndAnActionThatKeepsTheMenuOpen() throws {
    let app = SortMenu()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
    table.dataSource = app
    table.delegate = app
    let simulator = Simulator(showing: table, screen: Screen(size: Size(width: 390, height: 400)))
    simulator.appear()
    let lines = try simulator.record { try simulator.longPress(IndexPath(row: 1, section: 0)) }
    expectTrace(lines, [
        "tableView(_:contextMenuConfigurationForRowAt:point:) [0, 1] (195, 66) -> configuration",
        "UIContextMenuActionProvider [] -> menu \"\" [inline \"Sort\" [\"Name\" .on, \"Date\"], .hidden \"Secret\"]",
    ])
    #expect(simulator.contextMenuActionTitles == ["Name", "Date"])
    #expect(throws: SimulationError.noSuchMenuItem("Secret", shown: ["Name", "Date"])) {
        try simulator.chooseContextMenuAction(titled: "Secret")
    }
    let kept = try simulator.record { try simulator.chooseContextMenuAction(titled: "Date") }
    expectTrace(kept, ["UIActionHandler \"Date\""])
    #expect(simulator.contextMenuActionTitles == ["Name", "Date"])
    try simulator.dismissContextMenu()
    #expect(app.sorted == ["date"])
    #expect(simulator.contextMenuActionTitles == nil)
}
