import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

/// A controller whose keyboard observer closure touches `self.tableView`, compiled in Swift 6 mode:
/// TableSimUIKit's types are `@preconcurrency @MainActor`, as UIKit's are imported, so this is a
/// warning here and in Swift 5 mode (`UIKitClassicScreen`), not an error.
private final class KeyboardObservingController: UITableViewController {
    var observer: NSObjectProtocol?
    var bottomInsets: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { notification in
            let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
            self.tableView.contentInset.bottom = frame.height
            self.bottomInsets.append(frame.height)
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// A delegate that hears only scrolling.
private final class ScrollListener: UIScrollViewDelegate {}

/// A table delegate.
private final class TableListener: UITableViewDelegate {}

/// A cell a nib stands for.
private final class NibCell: UITableViewCell {
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// A data source whose cells come from a registered nib.
private final class NibRows: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Nib", for: indexPath)
    }
}

/// The last API real screens needed: each inert where UIKit's effect is outside the table, real
/// where it touches the table (its window, the screen, the safe area, the delegate).
@MainActor
@Suite struct LastMileAPITests {
    @Test func theKeyboardObserverClosureRunsAndSetsTheTablesInset() throws {
        let controller = KeyboardObservingController(style: .plain)
        let simulator = Simulator(showing: controller)
        simulator.appear()
        try simulator.showKeyboard(height: 300)
        #expect(controller.bottomInsets == [300])
        #expect(controller.tableView.contentInset.bottom == 300)
    }

    @Test func aTablesDelegateIsATableDelegateAndAScrollViewsIsAScrollDelegate() {
        let table = UITableView()
        let tableListener = TableListener()
        table.delegate = tableListener
        let typed: (any UITableViewDelegate)? = table.delegate
        #expect(typed === tableListener)
        // Through its scroll view, the table's delegate is the same object.
        let asScrollView: UIScrollView = table
        #expect(asScrollView.delegate === tableListener)

        let scrollView = UIScrollView(frame: .zero)
        let scrollListener = ScrollListener()
        scrollView.delegate = scrollListener
        #expect(scrollView.delegate === scrollListener)

        // A scroll-only delegate set on a table through UIScrollView hears scrolling, not the table's calls.
        asScrollView.delegate = scrollListener
        #expect(table.delegate == nil)
        #expect(asScrollView.delegate === scrollListener)
    }

    @Test func aTableMadeWithNoArgumentsIsPlainAndTheScreenSizesIt() {
        let table = UITableView()
        #expect(table.style == .plain)
        #expect(table.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func aViewHasAWindowOnlyWhileItsTableIsShown() throws {
        let controller = KeyboardObservingController(style: .plain)
        let accessory = UIView()
        #expect(controller.tableView.window == nil)
        let simulator = Simulator(showing: controller, screen: Screen.preset(named: "iPhone SE")!)
        simulator.appear()
        let window = try #require(controller.tableView.window)
        #expect(window.rootViewController === controller)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.contentView.addSubview(accessory)
        #expect(accessory.window === window)
        #expect(UIView().window == nil)
        #expect(UIApplication.shared.keyWindow === window)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func theShownTablesSafeAreaIsTheScreensAndItsCellsHaveNone() throws {
        let controller = KeyboardObservingController(style: .plain)
        #expect(controller.tableView.safeAreaInsets == .zero)
        let simulator = Simulator(showing: controller, screen: Screen.preset(named: "iPhone 14")!)
        simulator.appear()
        #expect(controller.tableView.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.contentView.safeAreaInsets == .zero)
    }

    @Test func aRegisteredNibMakesTheCellClassATestNamesAndAwakesIt() throws {
        UINib.simulateContents(NibCell.self, forNibNamed: "NibCell")
        let table = UITableView(frame: .zero, style: .plain)
        let rows = NibRows()
        table.dataSource = rows
        table.register(UINib(nibName: "NibCell", bundle: nil), forCellReuseIdentifier: "Nib")
        let simulator = Simulator(tableView: table.simulatedTableView)
        simulator.appear()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NibCell)
        #expect(cell.awoke)
    }

    @Test func aNibNoClassStandsForRaisesAnExceptionThatSaysWhatToDo() {
        let table = UITableView(frame: .zero, style: .plain)
        let rows = NibRows()
        table.dataSource = rows
        table.register(UINib(nibName: "Unknown", bundle: nil), forCellReuseIdentifier: "Nib")
        let simulator = Simulator(tableView: table.simulatedTableView)
        let exception = expectUIKitException("TableSim loads no nibs: nib 'Unknown' is registered for identifier Nib") {
            simulator.appear()
        }
        #expect(exception?.reason.contains("UINib.simulateContents(YourCell.self, forNibNamed: \"Unknown\")") == true)
    }

    @Test func inertAPIKeepsWhatTheAppSets() {
        let view = UIView()
        view.layer.cornerRadius = 8
        view.layer.borderColor = UIColor.red.cgColor
        #expect(view.layer.cornerRadius == 8)
        #expect(view.layer.borderColor == UIColor.red.cgColor)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1 && tap.view === view && tap.state == .possible)
        let table = UITableView()
        table.separatorInsetReference = .fromAutomaticInsets
        #expect(table.separatorInsetReference == .fromAutomaticInsets)
        let controller = UIViewController()
        controller.didReceiveMemoryWarning()
        controller.isModalInPresentation = true
        #expect(controller.shouldAutorotate && controller.isModalInPresentation && controller.keyCommands == nil)
        #expect(UIMenuController.shared.isMenuVisible == false)
        #expect(UIApplication.shared.applicationState == .active)
    }
}
