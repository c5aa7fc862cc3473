import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// A table view controller as apps write it: `override func` for the table methods, life-cycle
/// overrides that call `super`, and a push to a detail screen on selection.
@MainActor
private final class FruitsController: UITableViewController {
    var names = ["Apple", "Banana", "Cherry"]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruits"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
    }

    override func viewWillAppear(_ animated: Bool) {
        log.append("viewWillAppear selected=\(tableView.indexPathForSelectedRow?.description ?? "none")")
        super.viewWillAppear(animated)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.title = names[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        names.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

@MainActor
private func texts(_ lines: [TraceLine]) -> [String] { lines.map(\.text) }

@Suite @MainActor struct ControllerAppearanceTests {
    @Test func appearCallsTheLifeCycleInUIKitsOrderAroundTheTablesLoad() throws {
        let controller = FruitsController(style: .plain)
        let simulator = Simulator(showing: controller)
        #expect(!controller.isViewLoaded)
        let lines = simulator.record { simulator.appear() }
        #expect(texts(lines) == [
            "viewDidLoad()",
            "viewWillAppear(_:) false",
            "tableView(_:numberOfRowsInSection:) 0 -> 3",
            "tableView(_:heightForRowAt:) [0, 0] -> 60",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:heightForRowAt:) [0, 1] -> 60",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "tableView(_:heightForRowAt:) [0, 2] -> 60",
            "tableView(_:cellForRowAt:) [0, 2] -> cell#3",
            "viewDidAppear(_:) false",
        ])
        #expect(controller.isViewLoaded)
        #expect(controller.view === controller.tableView)
        #expect(controller.navigationItem.title == "Fruits")
        #expect(controller.log == ["viewWillAppear selected=none"])
        // A second appear() is no new appearance.
        #expect(simulator.record { simulator.appear() }.isEmpty)
    }

    @Test func aViewLoadedBeforeTheSimulatorIsNotLoadedAgain() throws {
        let controller = FruitsController(style: .plain)
        controller.loadViewIfNeeded()
        #expect(texts(controller.tableView.simulatedTableView.trace) == ["viewDidLoad()"])
        let simulator = Simulator(showing: controller)
        let lines = simulator.record { simulator.appear() }
        #expect(texts(lines).first == "viewWillAppear(_:) false")
        #expect(!texts(lines).contains("viewDidLoad()"))
    }

    @Test func aPlainControllersTableIsFoundInItsView() throws {
        final class ListController: UIViewController, UITableViewDataSource {
            let table = UITableView(frame: .zero, style: .grouped)
            override func viewDidLoad() {
                super.viewDidLoad()
                let container = UIView()
                container.addSubview(table)
                view.addSubview(container)
                table.dataSource = self
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let controller = ListController()
        let simulator = try Simulator(showing: controller)
        #expect(simulator.tableView === controller.table.simulatedTableView)
        #expect(simulator.keyboardAvoidance == .none)
        #expect(texts(simulator.tableView.trace) == ["viewDidLoad()"])
        #expect(texts(simulator.record { simulator.appear() }) == [
            "viewWillAppear(_:) false", "tableView(_:numberOfRowsInSection:) 0 -> 0", "viewDidAppear(_:) false",
        ])
    }

    @Test func anExceptionInLifeCycleCodeEndsTheAppWhenTheMethodReturns() throws {
        final class Broken: UITableViewController {
            var reached: [String] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                // The data still has its row: UIKit raises when the update is checked.
                tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                reached.append("after deleteRows")
            }
            override func viewWillDisappear(_ animated: Bool) { reached.append("viewWillDisappear") }
        }
        let controller = Broken(style: .plain)
        let navigation = UINavigationController(rootViewController: controller)
        let simulator = try Simulator(showing: navigation)
        var lines: [TraceLine] = []
        expectUIKitException("Invalid update: invalid number of rows in section 0.") {
            lines = simulator.record { simulator.appear() }
        }
        #expect(Array(texts(lines).suffix(3)) == [
            "viewDidAppear(_:) false",
            "tableView(_:numberOfRowsInSection:) 0 -> 1",
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: "
                + "invalid number of rows in section 0.  The number of rows contained in an existing section after the "
                + "update (1) must be equal to the number of rows contained in that section before the update (1), plus "
                + "or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or "
                + "minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'",
        ])
        #expect(simulator.tableView.hasCrashed)
        // Swift cannot unwind the method, so it runs to its end; the dead app runs nothing more.
        navigation.pushViewController(UIViewController(), animated: true)
        #expect(controller.reached == ["after deleteRows"])
        #expect(texts(simulator.tableView.trace).last?.hasPrefix("*** Terminating app") == true)
    }

    @Test func aControllerWithoutATableIsReportedWithWhatToChange() {
        #expect(throws: ControllerWithoutTableView(controllerType: "UIViewController")) {
            try Simulator(showing: UIViewController())
        }
        #expect(
            ControllerWithoutTableView(controllerType: "Settings").description
                == "Settings's view holds no UITableView after viewDidLoad(): pass the table it shows with "
                + "Simulator(showing:tableView:)")
    }
}

@Suite @MainActor struct ControllerEditingTests {
    @Test func theEditButtonCallsSetEditingAndTheTableEntersEditingMode() throws {
        let controller = FruitsController(style: .plain)
        let simulator = Simulator(showing: controller)
        simulator.appear()
        let button = try #require(controller.navigationItem.rightBarButtonItem)
        #expect(button === controller.editButtonItem)
        #expect(button.title == "Edit")
        var tapped = false
        let lines = simulator.record { tapped = button.tap() }
        #expect(tapped)
        #expect(texts(lines) == ["setEditing(_:animated:) true true"])
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        #expect(button.title == "Done")
        #expect(button.style == .done)
        #expect(texts(simulator.record { button.tap() }) == ["setEditing(_:animated:) false true"])
        #expect(!controller.tableView.isEditing)
        #expect(button.title == "Edit")
    }

    @Test func settingIsEditingForwardsToTheTableWithoutACallback() throws {
        let controller = FruitsController(style: .plain)
        let simulator = Simulator(showing: controller)
        simulator.appear()
        let lines = simulator.record { controller.isEditing = true }
        #expect(lines.isEmpty)
        #expect(controller.tableView.isEditing)
        #expect(controller.editButtonItem.title == "Done")
        // Editing mode shows the Delete control; a tap on it asks for the confirmation.
        try simulator.tap(IndexPath(row: 1, section: 0), region: .editingControl)
        try simulator.tapDeleteButton()
        #expect(controller.names == ["Apple", "Cherry"])
    }

    @Test func aPlainControllerDoesNotForwardEditingToItsTable() {
        let controller = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing)
        #expect(!table.isEditing)
        #expect(controller.editButtonItem.title == "Done")
    }

    @Test func aDisabledBarButtonAndATargetActionButtonRunNothing() {
        var ran = 0
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction(title: "Add") { _ in ran += 1 })
        #expect(add.tap())
        add.isEnabled = false
        #expect(!add.tap())
        let save = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: Selector("save"))
        #expect(!save.tap())
        #expect(save.systemItem == .save)
        #expect(ran == 1)
    }
}

@Suite @MainActor struct ControllerSelectionTests {
    /// Shows the fruits at the root of a navigation stack, taps Banana (which pushes a detail
    /// screen), and returns the controllers and the simulator.
    private func tapBananaInAStack(clears: Bool) throws -> (UINavigationController, FruitsController, Simulator, [String]) {
        let controller = FruitsController(style: .plain)
        controller.clearsSelectionOnViewWillAppear = clears
        let navigation = UINavigationController(rootViewController: controller)
        let simulator = try Simulator(showing: navigation)
        #expect(simulator.keyboardAvoidance == .tableViewController)
        simulator.appear()
        let lines = try simulator.record { try simulator.tap(IndexPath(row: 1, section: 0)) }
        return (navigation, controller, simulator, texts(lines))
    }

    @Test func aPushFromDidSelectCallsBothControllersInUIKitsOrder() throws {
        let (navigation, _, _, lines) = try tapBananaInAStack(clears: true)
        #expect(lines == [
            "tableView(_:didSelectRowAt:) [0, 1]",
            "viewDidLoad()",
            "viewWillDisappear(_:) true",
            "viewWillAppear(_:) true",
            "viewDidDisappear(_:) true",
            "viewDidAppear(_:) true",
        ])
        #expect(navigation.topViewController?.title == "Banana")
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func comingBackDeselectsTheRowWithoutCallbacks() throws {
        let (navigation, controller, simulator, _) = try tapBananaInAStack(clears: true)
        let lines = simulator.record { navigation.popViewController(animated: true) }
        #expect(texts(lines) == [
            "viewWillDisappear(_:) true",
            "viewWillAppear(_:) true",
            "viewDidDisappear(_:) true",
            "viewDidAppear(_:) true",
        ])
        #expect(controller.log.last == "viewWillAppear selected=[0, 1]")
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        #expect(navigation.viewControllers.count == 1)
    }

    /// UITableViewController.h: "In -viewWillAppear:, it reloads the table's data if it's empty."
    /// The list was empty when the detail screen was pushed; its model filled meanwhile.
    @Test func comingBackToAnEmptyTableReloadsIt() throws {
        let (navigation, controller, simulator, _) = try tapBananaInAStack(clears: true)
        controller.names = []
        controller.tableView.reloadData()
        #expect(controller.tableView.numberOfRows(inSection: 0) == 0)
        controller.names = ["Date", "Elderberry"]
        let lines = simulator.record { navigation.popViewController(animated: true) }
        #expect(texts(lines) == [
            "viewWillDisappear(_:) true",
            "viewWillAppear(_:) true",
            "tableView(_:numberOfRowsInSection:) 0 -> 2",
            "tableView(_:heightForRowAt:) [0, 0] -> 60",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:heightForRowAt:) [0, 1] -> 60",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "viewDidDisappear(_:) true",
            "viewDidAppear(_:) true",
        ])
        #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
    }

    /// UITableViewController keeps a multiple selection when it appears again [O].
    @Test func aMultipleSelectionIsKeptWhenTheListAppearsAgain() throws {
        let (navigation, controller, _, _) = try tapBananaInAStack(clears: true)
        navigation.popViewController(animated: false)
        controller.tableView.allowsMultipleSelection = true
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        controller.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        #expect(controller.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
    }

    @Test func withoutClearsSelectionTheRowStaysSelected() throws {
        let (navigation, controller, _, _) = try tapBananaInAStack(clears: false)
        navigation.popViewController(animated: true)
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func aPushedControllerKnowsItIsMovingToAndFromItsParent() throws {
        final class Detail: UIViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { seen.append("willAppear moving=\(isMovingToParent)") }
            override func viewDidAppear(_ animated: Bool) { seen.append("didAppear moving=\(isMovingToParent)") }
            override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear moving=\(isMovingFromParent)") }
            override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear moving=\(isMovingFromParent)") }
        }
        let (navigation, _, _, _) = try tapBananaInAStack(clears: true)
        let detail = Detail()
        navigation.pushViewController(detail, animated: false)
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        navigation.popViewController(animated: false)
        #expect(detail.seen == [
            "willAppear moving=true", "didAppear moving=true",
            "willDisappear moving=false", "didDisappear moving=false",
            "willAppear moving=false", "didAppear moving=false",
            "willDisappear moving=true", "didDisappear moving=true",
        ])
        #expect(!detail.isMovingFromParent)
        #expect(detail.navigationController == nil)
    }

    @Test func showPushesInANavigationControllerAndPresentsWithout() throws {
        let (navigation, controller, simulator, _) = try tapBananaInAStack(clears: true)
        navigation.popViewController(animated: false)
        let detail = UIViewController()
        let lines = simulator.record { controller.show(detail, sender: nil) }
        // UIKit's default show(_:sender:) finds the navigation controller and pushes, animated.
        #expect(texts(lines) == [
            "viewDidLoad()",
            "viewWillDisappear(_:) true",
            "viewWillAppear(_:) true",
            "viewDidDisappear(_:) true",
            "viewDidAppear(_:) true",
        ])
        #expect(navigation.topViewController === detail)
        #expect(controller.presentedViewController == nil)
        // The navigation controller's own show(_:sender:) pushes too.
        let another = UIViewController()
        navigation.show(another, sender: nil)
        #expect(navigation.topViewController === another)
        // Outside a navigation controller, show and showDetailViewController present modally.
        let alone = UIViewController()
        let shown = UIViewController()
        alone.show(shown, sender: nil)
        #expect(alone.presentedViewController === shown)
        alone.dismiss(animated: false)
        let detailShown = UIViewController()
        alone.showDetailViewController(detailShown, sender: nil)
        #expect(alone.presentedViewController === detailShown)
    }

    @Test func theRootIsNeverPopped() throws {
        let (navigation, controller, _, _) = try tapBananaInAStack(clears: true)
        #expect(navigation.popToRootViewController(animated: false)?.count == 1)
        #expect(navigation.popViewController(animated: false) == nil)
        #expect(navigation.topViewController === controller)
    }

    @Test func anAlertIsARecordAndItsActionsRunOnTap() {
        let controller = UIViewController()
        var chosen: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { chosen.append($0.title ?? "") })
        controller.present(alert, animated: true)
        #expect(controller.presentedViewController === alert)
        #expect(alert.presentingViewController === controller)
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        #expect(alert.actions[1].tap())
        #expect(chosen == ["Delete"])
        #expect(controller.presentedViewController == nil)
    }
}

/// A settings screen with a text field in each row, written for a plain view controller that
/// observes the keyboard with closures.
@MainActor
private final class FormController: UIViewController, UITableViewDataSource, UITextFieldDelegate {
    let table = UITableView(frame: .zero, style: .plain)
    var fields: [IndexPath: UITextField] = [:]
    var allowsEnd = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(table)
        table.dataSource = self
        table.rowHeight = 50
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let field = UITextField()
        field.placeholder = "Value \(indexPath.row)"
        field.delegate = self
        field.isEnabled = indexPath.row != 2
        cell.contentView.addSubview(field)
        fields[indexPath] = field
        return cell
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowsEnd }
    /// Digits only.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        string.allSatisfy(\.isNumber)
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return false
    }
}

/// Records the keyboard notifications posted while it lives, with their userInfo read as apps do.
@MainActor
private final class KeyboardLog {
    var entries: [String] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        let names = [
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
            UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        ]
        for name in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let info = note.userInfo ?? [:]
                    let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                    let begin = info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect
                    let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
                    let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
                    let local = info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool
                    let entry =
                        "\(note.name.rawValue) begin=\(begin.map(Self.describe) ?? "nil") end=\(end.map(Self.describe) ?? "nil") "
                        + "duration=\(duration ?? -1) curve=\(curve ?? 0) local=\(local ?? false)"
                    MainActor.assumeIsolated { self?.entries.append(entry) }
                })
        }
    }

    nonisolated static func describe(_ rect: CGRect) -> String {
        "\(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))"
    }

    func stop() {
        tokens.forEach(NotificationCenter.default.removeObserver)
        tokens = []
    }
}

/// What a main-queue observer heard.
@MainActor
private final class Heard {
    var heights: [CGFloat?] = []
}

@Suite @MainActor struct KeyboardNotificationTests {
    private func showForm() throws -> (FormController, Simulator) {
        let controller = FormController()
        let simulator = try Simulator(showing: controller)
        simulator.appear()
        return (controller, simulator)
    }

    @Test func becomingFirstResponderRaisesTheKeyboardAndPostsUIKitsNotificationsWithUserInfo() throws {
        let (controller, simulator) = try showForm()
        let log = KeyboardLog()
        defer { log.stop() }
        let field = try #require(controller.fields[IndexPath(row: 3, section: 0)])
        var focused = false
        let lines = simulator.record { focused = field.becomeFirstResponder() }
        #expect(focused)
        // The delegate implements neither textFieldShouldBeginEditing nor textFieldDidBeginEditing.
        #expect(texts(lines) == [
            "UIKeyboardWillShowNotification begin={{0, 844}, {390, 336}} end={{0, 508}, {390, 336}} duration=0.25 curve=7",
            "UIKeyboardDidShowNotification begin={{0, 844}, {390, 336}} end={{0, 508}, {390, 336}} duration=0.25 curve=7",
        ])
        #expect(log.entries == [
            "UIKeyboardWillChangeFrameNotification begin=0,844 390x336 end=0,508 390x336 duration=0.25 curve=7 local=true",
            "UIKeyboardWillShowNotification begin=0,844 390x336 end=0,508 390x336 duration=0.25 curve=7 local=true",
            "UIKeyboardDidChangeFrameNotification begin=0,844 390x336 end=0,508 390x336 duration=0.25 curve=7 local=true",
            "UIKeyboardDidShowNotification begin=0,844 390x336 end=0,508 390x336 duration=0.25 curve=7 local=true",
        ])
        #expect(field.isFirstResponder)
        #expect(simulator.tableView.firstResponderIndexPath == IndexPath(row: 3, section: 0))
        #expect(simulator.keyboardHeight == 336)
    }

    @Test func aTapInARowsTextFieldFocusesTheUIKitField() throws {
        let (controller, simulator) = try showForm()
        let field = try #require(controller.fields[IndexPath(row: 4, section: 0)])
        let lines = try simulator.record { try simulator.tap(IndexPath(row: 4, section: 0), region: .textField) }
        #expect(texts(lines) == [
            "UIKeyboardWillShowNotification begin={{0, 844}, {390, 336}} end={{0, 508}, {390, 336}} duration=0.25 curve=7",
            "UIKeyboardDidShowNotification begin={{0, 844}, {390, 336}} end={{0, 508}, {390, 336}} duration=0.25 curve=7",
        ])
        #expect(field.isFirstResponder)
        #expect(simulator.tableView.indexPathForSelectedRow == nil)
        // A disabled field takes the tap and does nothing.
        let disabled = try #require(controller.fields[IndexPath(row: 2, section: 0)])
        #expect(try simulator.record { try simulator.tap(IndexPath(row: 2, section: 0), region: .textField) }.isEmpty)
        #expect(!disabled.isFirstResponder)
        #expect(field.isFirstResponder)
    }

    /// On a device a main-queue observer runs during a post from the main thread; on Linux
    /// Foundation queues it for later, which is why the manual says to pass `queue: nil`.
    @Test func anObserverOnTheMainQueueHearsOnlyAfterThePost() throws {
        let (controller, _) = try showForm()
        let heard = Heard()
        let token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { note in
            let height = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height
            MainActor.assumeIsolated { heard.heights.append(height) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        try #require(controller.fields[IndexPath(row: 0, section: 0)]).becomeFirstResponder()
        #expect(heard.heights == [])
    }

    @Test func resigningLowersTheKeyboard() throws {
        let (controller, simulator) = try showForm()
        let field = try #require(controller.fields[IndexPath(row: 0, section: 0)])
        field.becomeFirstResponder()
        let log = KeyboardLog()
        defer { log.stop() }
        #expect(field.returnKeyTapped() == false)
        #expect(!field.isFirstResponder)
        #expect(simulator.keyboardHeight == nil)
        #expect(log.entries.map { $0.prefix { $0 != " " } } == [
            "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
            "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification",
        ])
    }

    @Test func typingAsksTheDelegateAndPostsTextDidChange() throws {
        let (controller, simulator) = try showForm()
        let field = try #require(controller.fields[IndexPath(row: 0, section: 0)])
        field.insertText("4")
        #expect(field.text == nil)
        field.becomeFirstResponder()
        let changes = Heard()
        let token = NotificationCenter.default.addObserver(
            forName: UITextField.textDidChangeNotification, object: field, queue: nil
        ) { _ in MainActor.assumeIsolated { changes.heights.append(nil) } }
        defer { NotificationCenter.default.removeObserver(token) }
        let lines = simulator.record {
            field.insertText("42")
            field.insertText("x")
            field.deleteBackward()
        }
        #expect(texts(lines) == [
            "textField(_:shouldChangeCharactersIn:replacementString:) {0, 0} \"42\" -> true",
            "textField(_:shouldChangeCharactersIn:replacementString:) {2, 0} \"x\" -> false",
            "textField(_:shouldChangeCharactersIn:replacementString:) {1, 1} \"\" -> true",
        ])
        #expect(field.text == "4")
        #expect(changes.heights.count == 2)
        // The delegate has the variant with a reason, so UIKit calls it and not the plain one.
        let ended = simulator.record { field.resignFirstResponder() }
        #expect(Array(texts(ended).prefix(2)) == ["textFieldShouldEndEditing(_:) -> true", "textFieldDidEndEditing(_:reason:)"])
    }

    @Test func endEditingOnTheControllersViewResignsTheFieldInARow() throws {
        let (controller, simulator) = try showForm()
        let field = try #require(controller.fields[IndexPath(row: 1, section: 0)])
        field.becomeFirstResponder()
        controller.allowsEnd = false
        #expect(!controller.view.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(UIView().endEditing(false))
        #expect(field.isFirstResponder)
        let lines = simulator.record { #expect(controller.view.endEditing(true)) }
        // Forced: the delegate is not asked, only told.
        #expect(texts(lines).map { $0.prefix { $0 != " " } } == [
            "textFieldDidEndEditing(_:reason:)", "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification",
        ])
        #expect(!field.isFirstResponder)
        #expect(simulator.keyboardHeight == nil)
    }

    @Test func aDisabledFieldOrAFieldInNoShownControllerRefusesTheFocus() throws {
        let (controller, simulator) = try showForm()
        let disabled = try #require(controller.fields[IndexPath(row: 2, section: 0)])
        var focused = true
        #expect(simulator.record { focused = disabled.becomeFirstResponder() }.isEmpty)
        #expect(!focused)
        #expect(!disabled.isFirstResponder)
        #expect(simulator.keyboardHeight == nil)
        #expect(!UITextField().becomeFirstResponder())
    }

    @Test func aDelegateThatRefusesToEndKeepsTheFocus() throws {
        let (controller, simulator) = try showForm()
        let first = try #require(controller.fields[IndexPath(row: 0, section: 0)])
        let second = try #require(controller.fields[IndexPath(row: 1, section: 0)])
        first.becomeFirstResponder()
        controller.allowsEnd = false
        var answers: [Bool] = []
        let lines = simulator.record {
            answers.append(second.becomeFirstResponder())
            answers.append(first.resignFirstResponder())
        }
        #expect(answers == [false, false])
        #expect(texts(lines) == ["textFieldShouldEndEditing(_:) -> false", "textFieldShouldEndEditing(_:) -> false"])
        #expect(first.isFirstResponder)
        #expect(simulator.keyboardHeight == 336)
        controller.allowsEnd = true
        #expect(second.becomeFirstResponder())
        #expect(simulator.tableView.firstResponderIndexPath == IndexPath(row: 1, section: 0))
        #expect(second.resignFirstResponder())
    }
}

@Suite @MainActor struct TableViewControllerKeyboardTests {
    @Test func aFieldLowOnTheScreenScrollsClearOfTheKeyboard() throws {
        final class Form: UITableViewController {
            var fields: [IndexPath: UITextField] = [:]
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let field = UITextField()
                cell.contentView.addSubview(field)
                fields[indexPath] = field
                return cell
            }
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
            override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        }
        let controller = Form(style: .plain)
        let simulator = Simulator(showing: controller)
        simulator.appear()
        let field = try #require(controller.fields[IndexPath(row: 14, section: 0)])
        let lines = simulator.record { field.becomeFirstResponder() }
        #expect(texts(lines) == [
            "UIKeyboardWillShowNotification begin={{0, 844}, {390, 336}} end={{0, 508}, {390, 336}} duration=0.25 curve=7",
            "scrollViewDidScroll(_:)",
        ] + (16...21).flatMap { row in
            ["tableView(_:heightForRowAt:) [0, \(row)] -> 50", "tableView(_:cellForRowAt:) [0, \(row)] -> cell#\(row + 1)"]
        } + [
            "UIKeyboardDidShowNotification begin={{0, 844}, {390, 336}} end={{0, 508}, {390, 336}} duration=0.25 curve=7",
        ])
        // The controller's inset clears the keyboard (336 less the 34-point home indicator), and the
        // row's bottom (750) rests on the keyboard's top (508).
        #expect(controller.tableView.contentInset.bottom == 302)
        #expect(controller.tableView.contentOffset.y == 242)
    }
}

@Suite @MainActor struct LocalizedCollationTests {
    @Test func theDefaultLanguageIsEnglishWithTwentySevenTitles() {
        let collation = UILocalizedIndexedCollation.current()
        #expect(collation.sectionTitles == (65...90).map { String(UnicodeScalar($0)!) } + ["#"])
        #expect(collation.sectionIndexTitles.count == 27)
        #expect(collation.section(for: "éclair", collationStringSelector: { $0 }) == 4)
        #expect(collation.section(for: "다람쥐", collationStringSelector: { $0 }) == 26)
        #expect(collation.section(forSectionIndexTitle: 26) == 26)
    }

    @Test func aKoreanDeviceGroupsByInitialConsonantFirst() {
        UILocalizedIndexedCollation.locale = Locale(identifier: "ko_KR")
        defer { UILocalizedIndexedCollation.locale = Locale(identifier: "en") }
        let collation = UILocalizedIndexedCollation.current()
        #expect(collation.sectionTitles.count == 41)
        #expect(Array(collation.sectionTitles.prefix(3)) == ["ㄱ", "ㄴ", "ㄷ"])
        #expect(collation.section(for: "다람쥐", collationStringSelector: { $0 }) == 2)
        struct Contact { var name: String }
        let contacts = [Contact(name: "하늘"), Contact(name: "Bob"), Contact(name: "가람")]
        #expect(collation.sortedArray(from: contacts, collationStringSelector: \.name).map(\.name) == ["Bob", "가람", "하늘"])
        #expect(collation.section(for: contacts[1], collationStringSelector: \.name) == 15)
    }
}
