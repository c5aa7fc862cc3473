import ArgumentParser
import Foundation
import TableSimScenario

@main
struct TableSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tablesim", abstract: "A UITableView simulator.")
    @Argument var paths: [String] = []
    @Flag var trace = false
    @Flag var update = false
    func run() throws {
        let code = ScenarioRunner.run(paths: paths, options: RunOptions(printTrace: trace, update: update),
            output: { print($0, terminator: "") }, errorOutput: { FileHandle.standardError.write(Data($0.utf8)) })
        throw ExitCode(code)
    }
}
