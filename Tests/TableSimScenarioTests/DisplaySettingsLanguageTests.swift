import Foundation
import Testing

@testable import TableSim
@testable import TableSimScenario

/// `setting NAME on|off`, `settings-change=` and `expect setting` (the assistive-tech reference's
/// section 5; the manual's Display Settings page).
@Suite struct DisplaySettingsLanguageTests {
    func kinds(_ source: String) throws -> [Statement.Kind] {
        try ScenarioParser(file: "t").parse(source).map(\.kind)
    }

    func error(_ source: String) -> String? {
        ScenarioRunner.replay(source: source, path: "d.scenario").error?.description
    }

    @Test func settingReadsANameAndABoolean() throws {
        #expect(try kinds("setting bold-text on\nsetting reduce-motion no\nsetting on-off-labels true\n") == [
            .setup(.setting(.boldText, true)), .setup(.setting(.reduceMotion, false)), .setup(.setting(.onOffLabels, true)),
        ])
        var table = TableOptions()
        table.settingsChange = .reload
        #expect(try kinds("table settings-change=reload\n") == [.setup(.table(table))])
    }

    @Test func aMisspeltSettingOrAMissingValueSaysWhatIsExpected() {
        #expect(error("setting bold-txt on\n")?.contains("unknown setting 'bold-txt' (did you mean 'bold-text'?)") == true)
        #expect(error("setting bold-text\n")?.contains("expected on or off after 'bold-text'") == true)
        #expect(error("setting bold-text maybe\n")?.contains("expected on/off, yes/no or true/false, found 'maybe'") == true)
    }

    @Test func aSettingIsTheDevicesAndANewTableKeepsIt() throws {
        let engine = try engine(running: """
            setting bold-text on
            table plain settings-change=observe
            row "Show previews of messages on your lock screen" lines=0
            appear
            setting increase-contrast on
            table plain
            row "A"

            """)
        #expect(engine.setup.displaySettings.enabled == [.boldText, .increaseContrast])
        #expect(engine.settingWord("bold-text") == "on" && engine.settingWord("reduce-motion") == "off")
        #expect(engine.settingWord("bold") == "unknown")
    }

    @Test func theStateNamesTheSettingsThatAreOn() throws {
        let plain = try engine(running: "table plain\nrow \"A\"\nappear\n")
        #expect(!Rendering.state(of: plain).contains("settings"))
        let engine = try engine(running: "table plain\nrow \"A\"\nappear\nsetting on-off-labels on\nsetting bold-text on\n")
        #expect(Rendering.state(of: engine).contains("\nsettings bold-text on-off-labels\n"))
    }

    @Test func aChangeInsideABatchIsRefused() {
        let message = error("table plain\nrow \"A\"\nappear\nbegin updates\nsetting bold-text on\n")
        #expect(message?.contains("a display-setting change is not app code") == true)
    }

    @Test func completionOffersTheNamesTheValuesAndTheHandling() {
        #expect(Grammar.completions(precedingWords: ["setting"], prefix: "re", tableView: nil) == [
            "reduce-motion", "reduce-transparency",
        ])
        #expect(Grammar.completions(precedingWords: ["setting", "bold-text"], prefix: "", tableView: nil) == ["on", "off"])
        #expect(Grammar.completions(precedingWords: ["table", "plain"], prefix: "settings-change=", tableView: nil) == [
            "settings-change=ignore", "settings-change=observe", "settings-change=reload",
        ])
        #expect(Grammar.declaration(named: "setting")?.example == "setting bold-text on")
    }
}
