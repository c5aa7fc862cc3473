/// The app object that tells a table view what to show, with UIKit's `UITableViewDataSource` methods.
///
/// Optional methods have default implementations that stand for "not implemented": the table view
/// never calls or traces them and applies UIKit's default, the way `responds(to:)` works in UIKit.
public protocol TableViewDataSource: CallbackResponding {
    /// Returns the number of rows in a section.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// Returns the cell for a row, normally from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// Returns the number of sections (1 when not implemented).
    func numberOfSections(in tableView: TableView) -> Int
    /// Returns the title of a section's header, or nil for none.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// Returns the title of a section's footer, or nil for none.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Returns whether a row can be edited (true when not implemented).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Returns whether a row can be moved (when not implemented: whether `moveRowAt` is implemented).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Commits the insertion or deletion the user asked for on a row.
    func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath)
    /// Moves a row in the data after the user dragged it by its reorder control.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// Returns the titles of the section index, or nil for no index.
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// Returns the section an index title leads to, or -1 to stay put.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int {
        tableView.unimplemented(Callbacks.numberOfSections)
    }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        tableView.unimplemented(Callbacks.titleForHeaderInSection)
    }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        tableView.unimplemented(Callbacks.titleForFooterInSection)
    }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.canEditRowAt)
    }
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.unimplemented(Callbacks.canMoveRowAt, tableView.appResponds(to: .moveRowAt))
    }
    public func tableView(_ tableView: TableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) {
        tableView.unimplemented(Callbacks.commitEditingStyle)
    }
    public func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        tableView.unimplemented(Callbacks.moveRowAt)
    }
    public func sectionIndexTitles(for tableView: TableView) -> [String]? {
        tableView.unimplemented(Callbacks.sectionIndexTitles)
    }
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        tableView.unimplemented(Callbacks.sectionForSectionIndexTitle, index)
    }
}
