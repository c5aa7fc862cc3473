import UIKit

/// The shape: a base controller adopts the protocols and implements the required methods.
class NotesBase: UIViewController, UITableViewDataSource, UITableViewDelegate {
    var notes: [[String]] = [["Groceries", "Ideas"], ["Archive"]]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        cell.textLabel?.text = notes[indexPath.section][indexPath.row]
        return cell
    }
}
