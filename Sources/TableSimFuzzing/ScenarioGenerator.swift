import TableSim
import TableSimScenario

/// Writes random but mostly valid scenarios from the scenario language's declarations, from a seed.
///
/// Every line comes from a declaration of ``Grammar/declarations``: the setup phase writes the setup
/// lines by name, and commands are picked by the weights their declarations give. The generator keeps
/// a rough model of the app's data (rows per section) so most index paths name rows that exist, while
/// a share of them, and of numbers, are deliberately out of range, huge, negative or not numbers at
/// all; a few lines are mangled into garbage. The same seed always gives the same text.
package final class ScenarioGenerator: ScenarioWriter {
    private var random: FuzzRandom
    private var rows: [Int] = []
    /// How many `begin updates` are open.
    package var batchDepth = 0
    /// Whether the last `table` line declared a diffable data source.
    package var tableIsDiffable = false
    /// Whether the scenario's tables may have millions of rows; then no row sets a height or an
    /// estimate, because a table whose app implements the height methods is asked for every row's
    /// height (or estimate) at load, as UIKit asks. Decided once per scenario: a mangled `table` line
    /// fails and the table before it goes on, so a choice per table could put a later table's millions
    /// of rows under an earlier one's estimates (seed 82832 of a 30-minute run: a 10-million-row load
    /// that asked every estimate).
    package private(set) var isHuge = false
    private var hugeDecided = false
    /// How often app code names rows or sections that do not exist (UIKit raises, the app has crashed).
    package let appWildness = 0.04
    /// Whether to aim at rows that left the screen: after a row's buttons may have opened, the next
    /// commands lean towards moving the row away (app-code scrolls, rotations) and then aiming at its
    /// buttons. Issue 12's traps live there.
    private let aimsAtRowsThatLeft: Bool
    /// How many more commands lean towards moving an opened row away and aiming at its buttons.
    private var aimPending = 0
    fileprivate var lines: [String] = []

    /// A generator for the scenario of `seed`.
    package init(seed: UInt64, aimsAtRowsThatLeft: Bool = true) {
        random = FuzzRandom(seed: seed)
        self.aimsAtRowsThatLeft = aimsAtRowsThatLeft
    }

    /// The scenario of the seed, as the text of a scenario file.
    package static func scenario(seed: UInt64, aimsAtRowsThatLeft: Bool = true) -> String {
        ScenarioGenerator(seed: seed, aimsAtRowsThatLeft: aimsAtRowsThatLeft).generate()
    }

    func generate() -> String {
        let tables = random.pick([1, 1, 2, 3])
        for _ in 0..<tables {
            setup()
            let commands = random.int(0...40)
            for _ in 0..<commands { command() }
            if random.chance(0.8) {
                while batchDepth > 0 {
                    emit("end updates")
                    batchDepth -= 1
                }
            }
            batchDepth = 0
            aimPending = 0
        }
        if random.chance(0.4) {
            for _ in 0..<random.int(1...3) {
                let index = random.int(0...max(0, lines.count - 1))
                if lines.isEmpty { lines.append(garbage()) } else { lines[index] = mutate(lines[index]) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Appends a line to the scenario.
    package func emit(_ line: String) { lines.append(line) }

    // MARK: Setup

    /// The setup phase: the declarations of the setup lines, in the order a scenario writes them.
    private func setup() {
        rows = []
        let huge = random.chance(0.3)  // drawn for every table, so every seed keeps its random stream
        if !hugeDecided {
            isHuge = huge
            hugeDecided = true
        }
        if random.chance(0.4) { writeSetup("screen") }
        if random.chance(0.9) { writeSetup("table") }
        let sections = random.int(0...4)
        if sections == 0, random.chance(0.5) {
            rows.append(0)
            for _ in 0..<random.int(1...5) { writeSetup("row") }
        }
        for _ in 0..<sections {
            writeSetup("section")
            for _ in 0..<random.int(0...4) { writeSetup(random.chance(0.25) ? "rows" : "row") }
        }
        if random.chance(0.3) { writeSetup("index") }
        if random.chance(0.2) { writeSetup("overlay") }
        if random.chance(0.2) { writeSetup("omit") }
        if random.chance(0.2) { writeSetup("property") }
        if random.chance(0.1) { writeSetup("key-command") }
        if random.chance(0.7) { writeSetup("appear") }
    }

    private func writeSetup(_ name: String) {
        for case .setup(let write) in Grammar.declaration(named: name)?.fuzzing ?? [] {
            write(self)
            return
        }
        preconditionFailure("the grammar declares how to write '\(name)'")
    }

    // MARK: Commands

    /// The commands' writers with their weights; app code as one share, picked again among itself.
    private static let commandWriters: [(weight: Double, write: @Sendable (any ScenarioWriter) -> Void)] =
        Grammar.declarations.flatMap(\.fuzzing).compactMap {
            if case .command(let weight, let write) = $0 { return (weight, write) }
            return nil
        }

    private static let appCodeWriters: [(weight: Double, write: @Sendable (any ScenarioWriter) -> Void)] =
        Grammar.declarations.flatMap(\.fuzzing).compactMap {
            if case .appCode(let weight, let write) = $0 { return (weight, write) }
            return nil
        }

    /// The share of commands that are app code, against the gestures' and looks' weights.
    private static let appCodeShare = 8.0

    private func command() {
        if batchDepth > 0, random.chance(0.75) {
            appCode()
            return
        }
        if aimPending > 0 {
            aimPending -= 1
            if random.chance(0.7) {
                aimAtARowThatLeft()
                return
            }
        }
        if let writer = pick(Self.commandWriters, rest: Self.appCodeShare) {
            writer(self)
        } else {
            appCode()
        }
    }

    private func appCode() {
        (pick(Self.appCodeWriters) ?? Self.appCodeWriters[Self.appCodeWriters.count - 1].write)(self)
    }

    /// A writer picked by weight, or nil when the draw falls in the `rest` share after them.
    private func pick(
        _ writers: [(weight: Double, write: @Sendable (any ScenarioWriter) -> Void)], rest: Double = 0
    ) -> (@Sendable (any ScenarioWriter) -> Void)? {
        var point = Double.random(in: 0..<(writers.map(\.weight).reduce(0, +) + rest), using: &random)
        for writer in writers {
            if point < writer.weight { return writer.write }
            point -= writer.weight
        }
        return nil
    }

    /// Leans the next one to three commands towards moving the row away and aiming at its buttons.
    package func buttonsMayBeOpen() {
        if aimsAtRowsThatLeft { aimPending = random.int(1...3) }
    }

    /// Moves the row whose buttons may be open away (app code scrolls it, the device turns, the data
    /// changes under it), then aims at its buttons: what UIKit must survive and issue 12 saw trap.
    private func aimAtARowThatLeft() {
        switch random.int(0...5) {
        case 0: emit("scroll by " + random.pick(["300", "1000", "5000", "-1000"]))
        case 1: emit(random.pick(["scroll bottom", "scroll top", "scroll to \(indexPath(allowingEnd: false, wild: 0.2))"]))
        case 2: emit(random.pick(["screen landscape", "screen portrait"]))
        case 3: emit("flick " + random.pick(["up", "down"]))
        case 4:
            let path = indexPath(allowingEnd: false, wild: 0)
            emit("model delete \(path)")
            adjustRows(at: path, by: -1)
        default: break
        }
        emit("tap " + random.pick(["delete-button", "delete-button", "action \"Delete\"", "action \"Archive\""]))
    }

    // MARK: The data's model

    /// The number of sections in the model of the data.
    package var sectionCount: Int { rows.count }

    /// Adds rows to the last section of the model, starting one if there is none.
    package func addRows(_ count: Int) {
        if rows.isEmpty { rows.append(0) }
        rows[rows.count - 1] += count
    }

    /// Adds an empty section to the end of the model.
    package func addSection() { rows.append(0) }

    /// Changes the row count of the section a written index path names, if it is in the model.
    package func adjustRows(at path: String, by delta: Int) {
        let parts = path.split { "[]., ".contains($0) }
        guard parts.count == 2, let section = Int(parts[0]), section < rows.count else { return }
        rows[section] = max(0, rows[section] + delta)
    }

    /// Inserts an empty section into the model, if the index is in range.
    package func insertSection(at index: Int) {
        if index <= rows.count { rows.insert(0, at: index) }
    }

    /// Removes a section from the model, if it is there.
    package func removeSection(at index: Int) {
        if index < rows.count { rows.remove(at: index) }
    }

    // MARK: Random choices

    /// True with probability `p`.
    package func chance(_ p: Double) -> Bool { random.chance(p) }

    /// A whole number in `range`.
    package func int(_ range: ClosedRange<Int>) -> Int { random.int(range) }

    /// One of `items`.
    package func pick(_ items: [String]) -> String { random.pick(items) }

    // MARK: Values

    /// The operand of a `screen` line: a preset, an orientation, or a size, sometimes absurd.
    package func screen() -> String {
        switch random.int(0...5) {
        case 0: return "\"\(random.pick(Screen.devices).name)\"" + (random.chance(0.5) ? " landscape" : "")
        case 1: return random.chance(0.5) ? "portrait" : "landscape"
        case 2: return "\(length(typical: [1, 10, 320]))x\(length(typical: [1, 10, 568]))"
        case 3: return "\(random.pick(["0", "-1", "1e308", "inf", "nan", "0.001"]))x\(random.pick(["0", "844", "1e308", "inf"]))"
        default:
            return "\(random.pick(["390", "430", "375", "1024"]))x\(random.pick(["844", "932", "667", "768"]))"
                + (random.chance(0.5) ? " safe-area=\(insets())" : "")
        }
    }

    /// Four lengths `T,L,B,R`.
    package func insets() -> String {
        (0..<4).map { _ in length(typical: [0, 20, 34, 47]) }.joined(separator: ",")
    }

    /// A quoted list of one to three swipe actions with styles, or `""`.
    package func actions() -> String {
        if random.chance(0.15) { return "\"\"" }
        let titles = (0..<random.int(1...3)).map { _ in
            random.pick(["Archive", "Delete", "Flag", "More"]) + random.pick(["", ":normal", ":destructive"])
        }
        return "\"" + titles.joined(separator: ",") + "\""
    }

    /// A touch target: usually a row and region, else a point, a button, an index title or the status bar.
    package func target() -> String {
        switch random.int(0...9) {
        case 0: return "\(number(typical: [0, 20, 195, 400])),\(number(typical: [0, 10, 100, 500, 900]))"
        case 1: return "delete-button"
        case 2: return "action " + random.pick(["\"Archive\"", "\"Delete\"", "\"Flag\"", "\"Nope\""])
        case 3: return "index " + random.pick(["\"A\"", "\"B\"", "\"ㄱ\"", "\"ㄴ\"", "\"#\"", "\"Z\""])
        case 4: return "status-bar"
        default:
            return indexPath(allowingEnd: false, wild: 0.2) + random.pick([""] + Grammar.regions.map { " " + $0 })
        }
    }

    /// A section: usually one that exists; with probability `wild`, one past the end or far beyond.
    package func section(wild: Double) -> Int {
        !random.chance(wild) && !rows.isEmpty ? random.int(0...rows.count - 1) : random.pick([rows.count, rows.count + 1, 7, 100_000_000])
    }

    /// A row: usually one that exists; with probability `wild`, one past the end or far beyond.
    package func indexPath(allowingEnd: Bool, wild: Double) -> String {
        let section = section(wild: wild)
        let count = section < rows.count ? rows[section] : 0
        let row: Int
        if !random.chance(wild), count > 0 {
            row = random.chance(0.5) ? random.int(0...min(count - 1, 30)) : random.int(0...count - 1)
        } else if !random.chance(wild) {
            row = 0
        } else {
            row = random.pick([count, count + 1, 0, Int.max, 99_999_999])
        }
        if allowingEnd, random.chance(0.3) { return "\(section).\(count)" }
        return random.chance(0.1) ? "[\(section), \(row)]" : "\(section).\(row)"
    }

    /// A quoted title: plain, empty, Korean, or with escapes.
    package func title() -> String {
        random.pick(["\"Apple\"", "\"\"", "\"한글 제목\"", "\"A \\\"quoted\\\" title\"", "\"Line\\nbreak\"", "\"Item\"", "\"ㄴ\""])
    }

    /// A boolean in any of its spellings.
    package func bool() -> String { random.pick(["on", "off", "yes", "no", "true", "false"]) }

    /// A height: a length, or `automatic`.
    package func heightValue() -> String {
        random.chance(0.2) ? "automatic" : length(typical: [0, 1, 44, 60, 300, 5000])
    }

    /// A duration word, from none to a day.
    package func duration() -> String {
        random.pick(["0ms", "16ms", "100ms", "150ms", "151ms", "300ms", "1s", "0.5s", "10s", "3600s", "86400s"])
    }

    /// A length: usually a typical value, sometimes an edge (tiny, huge, negative, not a number).
    package func length(typical: [Double]) -> String {
        if random.chance(0.85) { return format(random.pick(typical)) }
        return random.pick(["0", "0.0001", "1e308", "1e12", "-1", "nan", "inf", "-inf", "1e-320", "99999999999"])
    }

    /// A signed number: usually one of `typical`, sometimes an edge (huge, not a number).
    package func number(typical: [Double]) -> String {
        if random.chance(0.85) { return format(random.pick(typical)) }
        return random.pick(["-0", "1e308", "-1e308", "1e12", "-1e12", "nan", "inf", "0.5", "-0.0001"])
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    // MARK: Garbage

    private func mutate(_ line: String) -> String {
        var characters = Array(line)
        switch random.int(0...7) {
        case 0 where !characters.isEmpty:
            characters.remove(at: random.int(0...characters.count - 1))
        case 1:
            characters.insert(random.pick(Array("\"\\[],.=x# \t{}-0123456789한\u{0}\u{7F}")), at: random.int(0...characters.count))
        case 2 where !characters.isEmpty:
            characters = Array(characters.prefix(random.int(0...characters.count - 1)))
        case 3:
            return line + " " + line
        case 4:
            return garbage()
        case 5:
            return String(repeating: line + " ", count: random.int(2...50))
        case 6:
            let words = line.split(separator: " ")
            return words.shuffled(using: &random).joined(separator: " ")
        default:
            return line.replacingOccurrences(of: "0", with: random.pick(["nan", "-1", "99999999999999999999", "1e308", ""]))
        }
        return String(characters)
    }

    private func garbage() -> String {
        random.pick([
            "", "   ", "\"", "\"unterminated", "expect", "end", "end updates", "[", "[0,", "0.", ".0", "tap", "tap 0.",
            "tap [0, -1]", "row", "rows -1 \"x\"", "rows 99999999999 \"x\"", "wait 1e12ms", "wait -5ms", "wait nanms",
            "scroll by nan", "scroll by 1e309", "screen 0x0", "keyboard show 0", "keyboard show 1e308",
            "table weird", "=", "a=b", "tap 0.0 foo=bar", "\u{FEFF}tap 0.0", "tap\t0.0", "# comment \"", "model",
            "model insert", "index \"", "omit nothing", "overlay bottom -1", String(repeating: "x", count: 5_000),
        ])
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

extension ScenarioGenerator {
    /// Lines of one declaration as the generator writes them, over a model of two sections of three
    /// rows: the atomic-refusal test walks the declaration list with them, so a new command is
    /// covered as soon as it is declared.
    package static func sampleLines(of declaration: StatementDeclaration, seed: UInt64, rounds: Int) -> [String] {
        let generator = ScenarioGenerator(seed: seed)
        generator.addRows(3)
        generator.addSection()
        generator.addRows(3)
        for _ in 0..<rounds {
            for fuzzing in declaration.fuzzing {
                switch fuzzing {
                case .setup(let write), .command(_, let write), .appCode(_, let write): write(generator)
                }
            }
        }
        return generator.lines
    }
}
