import TableSim

extension Grammar {
    /// The options of a `snapshot` line.
    static let snapshotOptions: [OptionDeclaration<PictureOptions>] = [
        .bool("accessibility") { $0.showsAccessibilityLayer = $1 }
    ]

    /// Where the fuzz generator's snapshots go: one fixed file in the temporary folder, so that a
    /// fuzz run writes nothing into the folder it runs in.
    static let fuzzSnapshotPath = "/tmp/tablesim-fuzz-snapshot.svg"

    /// Pictures: `snapshot FILE.svg [accessibility=on|off]`.
    static let snapshotDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "snapshot", .command,
            synopsis: "snapshot FILE.svg [" + snapshotOptions.optionSynopsis() + "]",
            summary: "Draws the screen as an SVG picture (no trace): the rows, headers, index, keyboard, overlays and "
                + "buttons as a device frames them; with accessibility=on (the default while VoiceOver is on) each "
                + "VoiceOver element outlined, a legend of what each says, and the focus ring. A relative path is "
                + "relative to the scenario file (in the REPL, to the current folder).",
            example: "snapshot screen.svg accessibility=on",
            parse: { cursor throws(ScenarioError) in
                guard let token = cursor.peek(), token.kind == .word || token.kind == .string else {
                    throw cursor.error("expected the picture's file name, such as screen.svg")
                }
                _ = cursor.next()
                guard token.text.hasSuffix(".svg") else {
                    throw cursor.error("expected a file name ending in .svg, found '\(token.spelling)'", at: token)
                }
                var options = PictureOptions()
                try cursor.options(snapshotOptions, into: &options)
                return .command(.snapshot(path: token.text, options: options))
            },
            complete: { request in request.words.count == 1 ? [] : request.options(snapshotOptions) },
            fuzzing: [
                .command(weight: 0.3) { writer in
                    let option = writer.chance(0.5) ? " accessibility=" + writer.pick(["on", "off"]) : ""
                    writer.emit("snapshot " + fuzzSnapshotPath + option)
                }
            ]),
    ]
}
