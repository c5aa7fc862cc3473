import TableSim

extension Grammar {
    /// Utterances the fuzz generator says: the commands Voice Control has, names that may or may not
    /// be on screen, numbers, and phrases it would not take for a command.
    static let voiceControlUtterances = [
        "Show names", "Show numbers", "Hide names", "Hide numbers", "Show numbers continuously",
        "Scroll down", "Scroll up", "Scroll to top", "Scroll to bottom", "Tap More Info", "Tap Delete",
        "Tap 1", "Tap 3", "2", "Long press 1", "Swipe up", "Hello there",
    ]

    /// Voice Control: `voice-control "UTTERANCE"`.
    static let voiceControlDeclarations: [StatementDeclaration] = [
        StatementDeclaration(
            "voice-control", .command, synopsis: "voice-control \"UTTERANCE\"",
            summary: "Voice Control hears a command: \"Tap NAME\", \"Tap N\", \"Swipe left|right on NAME\", \"Scroll down|up\", "
                + "\"Scroll to top|bottom\", \"Show names|numbers [continuously]\", \"Hide names|numbers\", or a number alone "
                + "after an ambiguous name. A tap or swipe goes through the touch path (its trace is tap's or swipe's); "
                + "a phrase it cannot match does nothing but say so.",
            example: "voice-control \"Tap Banana\"",
            parse: { cursor throws(ScenarioError) in
                let utterance = try cursor.string("what is said in quotes, such as \"Tap Banana\" or \"Show numbers\"")
                guard utterance.contains(where: { $0.isLetter || $0.isNumber }) else {
                    throw cursor.error("expected words to say, such as \"Tap Banana\"; found an empty utterance", back: 1)
                }
                return .command(.voiceControl(utterance))
            },
            complete: { request in
                guard request.words.count == 1 else { return [] }
                return ["Show names", "Show numbers", "Hide names", "Hide numbers", "Scroll down", "Scroll up",
                    "Scroll to top", "Scroll to bottom", "Tap "].map(\.traceDescription)
            },
            fuzzing: [
                .command(weight: 1) { writer in
                    let said = writer.chance(0.3)
                        ? writer.pick(["Tap ", "Swipe left on ", "Swipe right on "]) + writer.title().dropFirst().dropLast()
                        : writer.pick(voiceControlUtterances)
                    writer.emit("voice-control " + quotedUtterance(String(said)))
                }
            ]),
    ]
}

extension Grammar {
    /// An utterance quoted as the language writes strings; one without words says "Tap" instead
    /// (the parser refuses an utterance without words as malformed).
    static func quotedUtterance(_ text: String) -> String {
        (text.contains { $0.isLetter || $0.isNumber } ? text : "Tap").traceDescription
    }
}
