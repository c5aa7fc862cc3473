// A classic UIKit table screen, written as an iOS developer writes one, for TableSim to compile
// with only its import changed (`import UIKit` on iOS). Swift 5 language mode, as most apps are.
import TableSimUIKit

final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        detailTextLabel?.text = nil
    }

    func configure(with name: String, favorite: Bool) {
        textLabel?.text = name
        detailTextLabel?.text = favorite ? "★ Favorite" : nil
    }
}

final class ContactsViewController: UITableViewController {
    struct Section {
        let letter: String
        var names: [String]
    }

    var sections: [Section] = [
        Section(letter: "A", names: ["Ada", "Alan"]),
        Section(letter: "B", names: ["Barbara", "Brian"]),
        Section(letter: "G", names: ["Grace"]),
        Section(letter: "K", names: ["Ken"]),
        Section(letter: "L", names: ["Linus"]),
    ]
    var favorites: Set<String> = []
    var keyboardHeight: CGFloat = 0
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observers.append(NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { [weak self] notification in
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            self?.keyboardHeight = frame.height
            self?.tableView.contentInset.bottom = frame.height
        })
        observers.append(NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
        ) { [weak self] _ in
            self?.keyboardHeight = 0
            self?.tableView.contentInset.bottom = 0
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observers.forEach(NotificationCenter.default.removeObserver)
        observers.removeAll()
    }

    // MARK: - Data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].names.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath) as! ContactCell
        let name = sections[indexPath.section].names[indexPath.row]
        cell.configure(with: name, favorite: favorites.contains(name))
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].letter
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        sections.map(\.letter)
    }

    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let name = sections[sourceIndexPath.section].names.remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].names.insert(name, at: destinationIndexPath.row)
    }

    // MARK: - Delegate

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let name = sections[indexPath.section].names[indexPath.row]
        let favorite = UIContextualAction(style: .normal, title: favorites.contains(name) ? "Unfavorite" : "Favorite") {
            [weak self] _, _, completion in
            guard let self = self else { return completion(false) }
            if self.favorites.contains(name) { self.favorites.remove(name) } else { self.favorites.insert(name) }
            tableView.reloadRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        favorite.backgroundColor = .systemOrange
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.sections[indexPath.section].names.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, favorite])
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
