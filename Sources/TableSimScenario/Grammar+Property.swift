import TableSim

/// A property of the app a scenario declares with `property NAME`: `tablesim run` and `tablesim
/// explore` check it after every command, and a command that breaks it fails with its sentence. None
/// is checked after a `model` command or inside `begin updates`…`end updates`: the app has changed its
/// data and not yet told the table, which UIKit allows until the app code that follows.
package enum ScenarioProperty: String, Hashable, Sendable, CaseIterable {
    /// Every selected row is a row the model has, and a selected cell on screen shows that row's title.
    case selectionInModel = "selection-in-model"
    /// The table's section and row counts equal the model's.
    case countsMatchModel = "counts-match-model"
    /// VoiceOver's focus shows on screen after VoiceOver's own scrolls (`vo next`, `previous`, `first`,
    /// `last`, `scroll up|down`) that moved the focus or the content.
    ///
    /// Choice (accessibility reference): only after VoiceOver's own scrolls. VoiceOver keeps its focus when a
    /// finger or the app scrolls: the focus order holds every row, on screen or not (§2.1 [D: D-table];
    /// [O: Deque#45]), and only its own gestures move the focus with the content (§4.2 [D: D-elem]
    /// scrolls a newly focused row into view; §7 [O: flutter#115290] moves the focus to the first
    /// element on screen after a three-finger scroll). At a boundary those gestures move nothing and the
    /// focus stays where it was (§4.2 [I], §7 Choice), so nothing is checked. "On screen" is at least
    /// part of the element on the screen below the status bar and not under the keyboard or an app's
    /// view (the §4.1 Choice "at least partly on screen"; §4.2 [D] scrolls a row out from behind the
    /// keyboard): what the user sees, not the content insets, which an app may make larger than what
    /// covers the table. alt: after every command, which flags every flick away from a focused row.
    /// Caveat: [D: D-elem] UIKit dismisses the keyboard a short while after such a scroll when the
    /// first responder is not in the newly focused row; TableSim does not model that (Open question 5),
    /// so a focus under the keyboard is reported as the model leaves it.
    case focusOnScreen = "focus-on-screen"

    /// What the property says, for help and for the failure's sentence.
    package var meaning: String {
        switch self {
        case .selectionInModel: "the selected rows are rows the model has, with the same titles"
        case .countsMatchModel: "the table's section and row counts equal the model's"
        case .focusOnScreen: "VoiceOver's focus shows on screen after VoiceOver's own scrolls"
        }
    }
}

extension Grammar {
    /// `property NAME`: the properties `run` and `explore` check after every command (`focus-on-screen`
    /// after VoiceOver's own scrolls).
    static let propertyDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "property", .setup,
            synopsis: "property " + ScenarioProperty.allCases.map(\.rawValue).joined(separator: "|"),
            summary: "A property of the app, checked after every command by 'run' and 'explore' (not after a 'model' command, which tells the table nothing, nor inside begin/end updates); a command that breaks it fails. selection-in-model: "
                + ScenarioProperty.selectionInModel.meaning + " (a selected cell on screen shows the model's title). counts-match-model: "
                + ScenarioProperty.countsMatchModel.meaning + ". focus-on-screen: "
                + ScenarioProperty.focusOnScreen.meaning
                + " (vo next, previous, first, last, scroll up|down, when they move the focus or the content): at least part of the focused element on screen below the status bar, not under the keyboard or an app's view. A finger's or the app's scroll may leave the focus off screen, as VoiceOver keeps it.",
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
    package func brokenProperty(after command: ScenarioCommand?) -> (property: ScenarioProperty, message: String)? {
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
            // A drop's placeholder rows show in the table before their data is in the model (DragAndDropBehaviour.md).
            let placeholders = tableView.placeholderRows
            func count(_ section: Int) -> Int { tableView.numberOfRows(inSection: section) - placeholders.filter { $0.section == section }.count }
            for section in model.indices where count(section) != model[section].rows.count {
                return "section \(section) has \(count(section)) rows in the table, "
                    + "\(model[section].rows.count) in the model"
            }
            return nil
        case .focusOnScreen:
            return focusOffScreen(after: command, in: tableView)
        }
    }

    /// What is wrong when one of VoiceOver's own scrolls moved the focus or the content and the focused
    /// element does not show on screen; nil otherwise (``ScenarioProperty/focusOnScreen``).
    private func focusOffScreen(after command: ScenarioCommand?, in tableView: TableView) -> String? {
        guard case .vo(let gesture) = command, let simulator, let before = voiceOverBefore else { return nil }
        switch gesture {
        case .next, .previous, .first, .last, .scroll: break
        case .focus, .activate, .up, .down, .actions, .action, .escape, .magicTap, .longPress: return nil
        }
        guard let element = simulator.voiceOver.focusedElement,
            element.id != before.focus || tableView.contentOffset.y != before.offsetY,
            simulator.shownPart(ofAccessibilityFrame: element.frame) == nil
        else { return nil }
        return "VoiceOver's focus is on \(element.id), which does not show on screen (its frame \(element.frame))"
    }
}
