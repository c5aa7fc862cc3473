import TableSim

/// A property of the app a scenario declares with `property NAME`: `tablesim run` and `tablesim
/// explore` check it after every command, and a command that breaks it fails with its sentence. None
/// is checked after a `model` command or inside `begin updates`…`end updates`: the app has changed its
/// data and not yet told the table, which UIKit allows until the app code that follows.
public enum ScenarioProperty: String, Hashable, Sendable, CaseIterable {
    /// Every selected row is a row the model has, and a selected cell on screen shows that row's title.
    case selectionInModel = "selection-in-model"
    /// The table's section and row counts equal the model's.
    case countsMatchModel = "counts-match-model"

    /// What the property says, for help and for the failure's sentence.
    public var meaning: String {
        switch self {
        case .selectionInModel: "the selected rows are rows the model has, with the same titles"
        case .countsMatchModel: "the table's section and row counts equal the model's"
        }
    }
}

extension Grammar {
    /// `property NAME`: the properties `run` and `explore` check after every command.
    static let propertyDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "property", .setup,
            synopsis: "property " + ScenarioProperty.allCases.map(\.rawValue).joined(separator: "|"),
            summary: "A property of the app, checked after every command by 'run' and 'explore' (not after a 'model' command, which tells the table nothing, nor inside begin/end updates); a command that breaks it fails. selection-in-model: "
                + ScenarioProperty.selectionInModel.meaning + " (a selected cell on screen shows the model's title). counts-match-model: "
                + ScenarioProperty.countsMatchModel.meaning + ".",
            example: "property selection-in-model",
            parse: { cursor throws(ScenarioError) in
                let word = try cursor.word("a property: " + ScenarioProperty.allCases.map(\.rawValue).joined(separator: ", "))
                guard let property = ScenarioProperty(rawValue: word) else {
                    let names = ScenarioProperty.allCases.map(\.rawValue)
                    throw cursor.error(
                        "unknown property '\(word)'\(Suggestions.didYouMean(word, among: names)); expected "
                            + names.joined(separator: ", "),
                        back: 1)
                }
                return .setup(.property(property))
            },
            complete: { request in request.words.count == 1 ? ScenarioProperty.allCases.map(\.rawValue) : [] },
            fuzzing: [
                .setup { writer in
                    writer.emit("property " + writer.pick(ScenarioProperty.allCases.map(\.rawValue) + ["bogus"]))
                }
            ])
    ]
}

extension ScenarioEngine {
    /// The first declared property the table breaks now, after `command`, with the sentence that
    /// says how; nil when all hold, when none is declared, or once the app crashed.
    public func brokenProperty(after command: ScenarioCommand?) -> (property: ScenarioProperty, message: String)? {
        guard !setup.properties.isEmpty, let tableView, crashLocation == nil else { return nil }
        // A `model` change tells the table nothing, and a batch is told at its end: the table may
        // differ from the data until the app code that follows.
        if case .model = command { return nil }
        guard openBatches.isEmpty else { return nil }
        for property in setup.properties {
            if let problem = problem(with: property, in: tableView, after: command) {
                return (property, "property \(property.rawValue) does not hold (\(property.meaning)): \(problem)")
            }
        }
        return nil
    }

    private func problem(with property: ScenarioProperty, in tableView: TableView, after command: ScenarioCommand?) -> String? {
        let model = data
        switch property {
        case .selectionInModel:
            for indexPath in tableView.indexPathsForSelectedRows ?? [] {
                guard indexPath.section < model.count, indexPath.row < model[indexPath.section].rows.count else {
                    return "the selected row \(indexPath) is not in the model"
                }
                let title = model[indexPath.section].rows[indexPath.row].title
                if let shown = tableView.cellForRow(at: indexPath)?.textLabel?.text, shown != title {
                    return "the selected row \(indexPath) shows \"\(shown)\", the model's row there is \"\(title)\""
                }
            }
            return nil
        case .countsMatchModel:
            if tableView.numberOfSections != model.count {
                return "the table has \(tableView.numberOfSections) sections, the model \(model.count)"
            }
            for section in model.indices where tableView.numberOfRows(inSection: section) != model[section].rows.count {
                return "section \(section) has \(tableView.numberOfRows(inSection: section)) rows in the table, "
                    + "\(model[section].rows.count) in the model"
            }
            return nil
        }
    }
}
