import UIKit

/// The subclass adds sections, headers, swipe-delete and reorder, none of which Swift would call.
final class NotesList: NotesBase {
    func numberOfSections(in tableView: UITableView) -> Int {
        notes.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Notes" : "Archive"
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        notes[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let note = notes[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        notes[destinationIndexPath.section].insert(note, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, heightForRowAtIndexPath indexPath: IndexPath) -> CGFloat {
        60
    }
}
