import TableSim

// Context menus in the scenario language (ContextMenusBehaviour.md): `long-press S.R`,
// `menu "TITLE"`, `menu dismiss`, `menu preview`, and the row option `menu="Copy,Delete:destructive"`
// that gives a declared row its menu.

/// One input of the long press and the context menu.
package enum ContextMenuCommand: Hashable, Sendable {
    /// `long-press S.R`: a finger rests on the row for the long-press duration and lifts.
    case longPress(IndexPath)
    /// `menu "TITLE"`: chooses the open menu's action with a title.
    case choose(String)
    /// `menu dismiss`: a tap outside the open menu closes it.
    case dismiss
    /// `menu preview`: a tap on the open menu's preview.
    case preview
}

extension Grammar {
    /// Titles the fuzz generator chooses, some of which a given menu does not show.
    static let contextMenuTitles = ["Copy", "Share", "Delete", "Rename", "Favorite"]

    /// `long-press`, `menu …`.
    static let contextMenuDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "long-press", .command, arguments: [.indexPath(.onScreen)],
            summary: "Rests a finger on a row's content for the long-press duration (500 ms) and lifts it. With a context menu from the delegate (contextMenuConfigurationForRowAt) the menu opens and stays: the row's highlight and tap are gone. Without one the hold is a slow tap, and the lift selects the row.",
            example: "long-press 0.1", fuzz: [.command(weight: 0.5)]
        ) { arguments in .command(.contextMenu(.longPress(arguments.indexPath(0)))) },
        StatementDeclaration(
            "menu", .command, synopsis: "menu \"TITLE\"",
            summary: "Chooses the open context menu's action by its title (in a submenu too): the menu closes (willEndContextMenuInteraction, previewForDismissingContextMenuWithConfiguration), then the action's handler runs.",
            example: "menu \"Copy\"",
            parse: { cursor throws(ScenarioError) in
                .command(.contextMenu(.choose(try cursor.string("the action's title in quotes, such as \"Copy\", or dismiss or preview"))))
            },
            complete: { request in
                guard request.words.count == 2 else { return [] }
                return ["dismiss", "preview"] + (request.tableView?.contextMenuActionTitles ?? []).map(\.traceDescription)
            },
            fuzzing: [.command(weight: 0.4) { writer in writer.emit("menu " + writer.pick(contextMenuTitles).traceDescription) }]),
        StatementDeclaration(
            "menu dismiss", .command, arguments: [],
            summary: "Closes the open context menu with a tap outside it: willEndContextMenuInteraction and previewForDismissingContextMenuWithConfiguration, and nothing runs.",
            example: "menu dismiss", fuzz: [.command(weight: 0.3)]
        ) { _ in .command(.contextMenu(.dismiss)) },
        StatementDeclaration(
            "menu preview", .command, arguments: [],
            summary: "Taps the open context menu's preview: willPerformPreviewActionForMenuWith, then willEndContextMenuInteraction.",
            example: "menu preview", fuzz: [.command(weight: 0.1)]
        ) { _ in .command(.contextMenu(.preview)) },
    ]

    /// The row option that declares a row's context menu.
    static let contextMenuRowOptions: [OptionDeclaration<RowOptions>] = [
        .actions("menu") { $0.menu = $1 }
    ]
}

extension ScenarioEngine {
    /// Carries out a long press or a context-menu command.
    func contextMenu(_ command: ContextMenuCommand, on simulator: Simulator) throws {
        switch command {
        case .longPress(let indexPath): try simulator.longPress(indexPath)
        case .choose(let title): try simulator.chooseContextMenuAction(titled: title)
        case .dismiss: try simulator.dismissContextMenu()
        case .preview: try simulator.tapContextMenuPreview()
        }
    }
}
