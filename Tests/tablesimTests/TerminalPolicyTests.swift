import Testing

@testable import tablesim

/// Interactivity and colour, decided once from the descriptors and the environment.
@Suite struct TerminalPolicyTests {
    private func terminal(stdin: Bool = true, stderr: Bool = true, _ environment: [String: String] = [:]) -> Terminal {
        Terminal(stdinIsTTY: stdin, stderrIsTTY: stderr, environment: { environment[$0] })
    }

    @Test func interactivityFollowsStandardInputOnly() {
        #expect(terminal(stdin: true, ["TERM": "dumb"]).stdinIsInteractive)
        #expect(!terminal(stdin: false).stdinIsInteractive)
    }

    @Test func colourNeedsATerminal() {
        #expect(terminal(stderr: true, ["TERM": "xterm"]).colorsStandardError)
        #expect(!terminal(stderr: false, ["TERM": "xterm"]).colorsStandardError)
    }

    @Test func noColorAndDumbTerminalsTurnColourOff() {
        #expect(!terminal(["NO_COLOR": "1"]).colorsStandardError)
        #expect(!terminal(["TERM": "dumb"]).colorsStandardError)
        #expect(terminal(["NO_COLOR": ""]).colorsStandardError, "an empty NO_COLOR is unset")
    }

    @Test func forceColorWinsOverEverythingButNoColor() {
        #expect(terminal(stderr: false, ["FORCE_COLOR": "1", "TERM": "dumb"]).colorsStandardError)
        #expect(!terminal(["FORCE_COLOR": "1", "NO_COLOR": "1"]).colorsStandardError)
    }

    @Test func errorsArePaintedRedWithTheNewlineOutside() {
        #expect(terminal().errorStyled("error: x\n") == "\u{1B}[31merror: x\u{1B}[0m\n")
        #expect(terminal(stderr: false).errorStyled("error: x\n") == "error: x\n")
        #expect(terminal().errorStyled("") == "")
    }
}
