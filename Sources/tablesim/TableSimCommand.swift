import ArgumentParser

@main
struct TableSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tablesim", abstract: "A UITableView simulator.")
    func run() throws {}
}
