import Testing

@testable import tablesim

/// The history file's location and which lines are recorded.
@Suite struct HistoryPolicyTests {
    private func path(_ environment: [String: String], passwordHome: String? = "/home/pw") -> String? {
        HistoryPolicy.path(environment: { environment[$0] }, passwordHome: { passwordHome })
    }

    @Test func defaultsToADotfileInHome() {
        #expect(path(["HOME": "/home/ana"]) == "/home/ana/.tablesim_history")
        #expect(path(["HOME": "/"]) == "/.tablesim_history")
    }

    @Test func environmentVariableOverridesAndEmptyTurnsItOff() {
        #expect(path(["HOME": "/home/ana", "TABLESIM_HISTFILE": "/tmp/h"]) == "/tmp/h")
        #expect(path(["HOME": "/home/ana", "TABLESIM_HISTFILE": ""]) == nil)
    }

    @Test func withoutHomeFallsBackToThePasswordEntry() {
        #expect(path([:]) == "/home/pw/.tablesim_history")
        #expect(path(["HOME": ""]) == "/home/pw/.tablesim_history")
        #expect(path([:], passwordHome: nil) == nil)
    }

    @Test func blankLinesAndRepeatsOfTheNewestEntryAreNotRecorded() {
        #expect(HistoryPolicy.shouldRecord("tap 0.1", newest: nil))
        #expect(HistoryPolicy.shouldRecord("tap 0.1", newest: "show"))
        #expect(!HistoryPolicy.shouldRecord("tap 0.1", newest: "tap 0.1"))
        #expect(!HistoryPolicy.shouldRecord("", newest: nil))
        #expect(!HistoryPolicy.shouldRecord(" \t ", newest: nil))
    }
}
