import TableSim
import TableSimScenario

/// Writes random but mostly valid scenarios from the scenario language's grammar, from a seed.
///
/// It keeps a rough model of the app's data (rows per section) so most index paths name rows that
/// exist, while a share of them, and of numbers, are deliberately out of range, huge, negative or not
/// numbers at all; a few lines are mangled into garbage. The same seed always gives the same text.
public struct ScenarioGenerator {
    private var random: FuzzRandom
    private var rows: [Int] = []
    private var batchDepth = 0
    /// Whether this table may have millions of rows; then no row sets a height, because a table whose
    /// app implements the height methods is asked for every row's height at load, as UIKit asks.
    private var huge = false
    /// How often app code names rows or sections that do not exist (UIKit raises, the app has crashed).
    private let appWildness = 0.04
    private var lines: [String] = []

    /// A generator for the scenario of `seed`.
    public init(seed: UInt64) { random = FuzzRandom(seed: seed) }

    /// The scenario of the seed, as the text of a scenario file.
    public static func scenario(seed: UInt64) -> String {
        var generator = ScenarioGenerator(seed: seed)
        return generator.generate()
    }

    mutating func generate() -> String {
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
        }
        if random.chance(0.4) {
            for _ in 0..<random.int(1...3) {
                let index = random.int(0...max(0, lines.count - 1))
                if lines.isEmpty { lines.append(garbage()) } else { lines[index] = mutate(lines[index]) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func emit(_ line: String) { lines.append(line) }

    // MARK: Setup

    private mutating func setup() {
        rows = []
        huge = random.chance(0.3)
        if random.chance(0.4) { emit("screen " + screen()) }
        if random.chance(0.9) { emit(table()) }
        let sections = random.int(0...4)
        if sections == 0, random.chance(0.5) {
            rows.append(0)
            for _ in 0..<random.int(1...5) { rowLine() }
        }
        for _ in 0..<sections {
            emit(sectionLine())
            rows.append(0)
            for _ in 0..<random.int(0...4) {
                if random.chance(0.25) { rowsLine() } else { rowLine() }
            }
        }
        if random.chance(0.3) { emit(indexLine()) }
        if random.chance(0.2) { emit("overlay bottom \(length(typical: [44, 80, 120]))") }
        if random.chance(0.2) {
            let names = (0..<random.int(1...4)).map { _ in random.pick(CallbackSelector.allCases).rawValue }
            emit("omit " + names.joined(separator: " "))
        }
        if random.chance(0.7) { emit("appear") }
    }

    private mutating func screen() -> String {
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

    private mutating func insets() -> String {
        (0..<4).map { _ in length(typical: [0, 20, 34, 47]) }.joined(separator: ",")
    }

    private mutating func table() -> String {
        var line = "table " + random.pick(TableViewStyle.allCases.map(\.rawValue))
        for _ in 0..<random.int(0...4) {
            switch random.int(0...17) {
            case 0: line += " controller=" + random.pick(["table", "view"])
            // Rows of height 0 (or nearly) all fit on one screen, and the table loads a cell for each,
            // as UIKit would: a known cost, kept out of the tables with millions of rows.
            case 1 where huge: line += " row-height=" + random.pick(["automatic", "1", "44", "100"])
            case 1: line += " row-height=" + (random.chance(0.2) ? "automatic" : length(typical: [0, 1, 44, 100]))
            case 2 where huge: line += " estimated-row-height=" + random.pick(["0", "1", "44"])
            case 2: line += " estimated-row-height=" + length(typical: [0, 44, 1])
            case 3: line += " selection=" + random.pick(["none", "single", "multiple"])
            case 4: line += " editing-selection=" + random.pick(["none", "single", "multiple"])
            case 5: line += " keyboard=" + random.pick(["auto", "manual", "none"])
            case 6: line += " primary-action=" + bool()
            case 7: line += " delays-content-touches=" + bool()
            case 8: line += " commit=" + random.pick(["correct", "forget"])
            case 9: line += " content-inset=" + insets()
            case 10: line += " inset-adjustment=" + random.pick(ContentInsetAdjustmentBehavior.allCases.map(\.rawValue))
            case 11: line += " indicator-inset=" + insets()
            case 12: line += " header-top-padding=" + length(typical: [0, 22])
            case 13: line += " bounces=" + bool()
            case 14: line += " scrolls-to-top=" + bool()
            case 15: line += " deceleration=" + random.pick(["normal", "fast"])
            default: line += " selection=" + random.pick(["single", "multiple"])
            }
        }
        return line
    }

    private mutating func sectionLine() -> String {
        var line = "section"
        if random.chance(0.7) { line += " " + title() }
        if random.chance(0.3) { line += " footer=" + title() }
        if !huge, random.chance(0.2) { line += " header-height=" + heightValue() }
        if !huge, random.chance(0.2) { line += " footer-height=" + heightValue() }
        return line
    }

    private mutating func rowLine() {
        emit("row " + title() + rowOptions())
        if rows.isEmpty { rows.append(0) }
        rows[rows.count - 1] += 1
    }

    private mutating func rowsLine() {
        let count = random.pick([0, 1, 3, 20, 100, 1_000, random.int(0...500)] + (huge ? [100_000, 10_000_000] : []))
        emit("rows \(count) \"Item {n}\"" + rowOptions())
        if rows.isEmpty { rows.append(0) }
        rows[rows.count - 1] += count
    }

    private mutating func rowOptions() -> String {
        var out = ""
        for _ in 0..<random.int(0...3) {
            switch random.int(0...21) {
            case 0: out += " detail=" + title()
            case 1: out += " style=" + random.pick(TableViewCellStyle.allCases.map(\.rawValue))
            case 2: out += " accessory=" + random.pick(AccessoryType.allCases.map(\.rawValue))
            case 3: out += " editing-accessory=" + random.pick(AccessoryType.allCases.map(\.rawValue))
            case 4: out += " selection-style=" + random.pick(SelectionStyle.allCases.map(\.rawValue))
            case 5: out += " editing-style=" + random.pick(["delete", "insert", "none"])
            case 6: out += " can-edit=" + bool()
            case 7: out += " can-move=" + bool()
            case 8: out += " highlight=" + bool()
            case 9: out += " will-select=" + random.pick(["self", "nil", indexPath()])
            case 10: out += " will-deselect=" + random.pick(["self", "nil", indexPath()])
            case 11 where !huge: out += " height=" + heightValue()
            case 12 where !huge: out += " estimated-height=" + length(typical: [0, 44, 200])
            case 13: out += " text-field=" + bool()
            case 14: out += " reuse=" + title()
            case 15: out += " delete-title=" + title()
            case 16: out += " indent=" + bool()
            case 17: out += " leading-actions=" + actions()
            case 18: out += " trailing-actions=" + actions()
            case 19: out += " move-target=" + random.pick(["proposed", "section", indexPath()])
            case 20: out += " commit=" + random.pick(["correct", "forget"])
            default: out += " insert-title=" + title()
            }
        }
        return out
    }

    private mutating func actions() -> String {
        if random.chance(0.15) { return "\"\"" }
        let titles = (0..<random.int(1...3)).map { _ in
            random.pick(["Archive", "Delete", "Flag", "More"]) + random.pick(["", ":normal", ":destructive"])
        }
        return "\"" + titles.joined(separator: ",") + "\""
    }

    private mutating func indexLine() -> String {
        var line = "index"
        if random.chance(0.3) { line += " search" }
        if random.chance(0.4) {
            line += " auto"
            if random.chance(0.4) { line += " collation=" + random.pick(["helper", "naive", "shifted"]) }
            if random.chance(0.3) { line += " map=\"\(random.pick(["A", "ㄴ", "#"])):\(random.int(-2...6))\"" }
        } else {
            for _ in 0..<random.int(1...5) { line += " " + random.pick(["\"A\"", "\"B\"", "\"ㄱ\"", "\"ㄴ\"", "\"#\"", "\"\""]) }
            if random.chance(0.3) { line += " map=\"\(random.pick(["A", "ㄴ", "#"])):\(random.int(-2...6))\"" }
        }
        if random.chance(0.3) { line += " minimum-display-row-count=\(random.pick([0, 1, 10, 1_000_000]))" }
        return line
    }

    // MARK: Commands

    private mutating func command() {
        if batchDepth > 0, random.chance(0.75) {
            appCode()
            return
        }
        switch random.int(0...27) {
        case 0, 1, 2: emit("tap " + target())
        case 3: emit("touch down " + target())
        case 4: emit("touch move \(number(typical: [0, 5, 11, -40, 300])),\(number(typical: [0, 9, 40, -200, 600]))")
        case 5: emit("touch up")
        case 6: emit("touch cancel")
        case 7, 8: emit("wait " + duration())
        case 9: emit("focus " + indexPath())
        case 10: emit(random.chance(0.7) ? "keyboard show \(length(typical: [216, 291, 336, 2000]))" : "keyboard hide")
        case 11: emit("edit " + random.pick(["on", "off"]))
        case 12: emit("swipe \(random.pick(["left", "right"])) " + indexPath())
        case 13: emit("drag \(indexPath()) to \(indexPath())")
        case 14: emit(scroll())
        case 15: emit(flick())
        case 16: emit(random.pick(["state", "show", "trace", "appear"]))
        case 17: emit(random.chance(0.5) ? "screen " + screen() : random.pick(["screen portrait", "screen landscape"]))
        case 18: emit(expectState())
        case 19:
            emit("begin updates")
            batchDepth += 1
        default: appCode()
        }
    }

    private mutating func appCode() {
        switch random.int(0...13) {
        case 0: emit("select " + indexPath(wild: appWildness))
        case 1: emit("deselect " + indexPath(wild: appWildness))
        case 2: emit("reload" + (random.chance(0.5) ? "" : " " + indexPaths()))
        case 3: emit("reload section " + sections())
        case 4: emit("insert " + (random.chance(0.7) ? indexPaths() : "section " + sections()))
        case 5: emit("delete " + (random.chance(0.7) ? indexPaths() : "section " + sections()))
        case 6:
            emit(
                random.chance(0.7)
                    ? "move \(indexPath(wild: appWildness)) to \(indexPath(wild: appWildness))"
                    : "move section \(section(wild: appWildness)) to \(section(wild: appWildness))")
        case 7:
            if random.chance(0.5) || batchDepth == 0 {
                emit("begin updates")
                batchDepth += 1
            } else {
                emit("end updates")
                batchDepth -= 1
            }
        case 8:
            if batchDepth > 0 || random.chance(0.1) {
                emit("end updates")
                batchDepth = max(0, batchDepth - 1)
            } else {
                emit("select " + indexPath())
            }
        default: modelThenTell()
        }
    }

    /// A change of the data, usually followed by the matching call, so batches mostly validate.
    private mutating func modelThenTell() {
        // Out-of-range app code crashes the app (as in UIKit), after which nothing more runs: rarely.
        let tell = random.chance(0.95)
        switch random.int(0...5) {
        case 0:
            let path = indexPath(allowingEnd: true, wild: appWildness)
            emit("model insert \(path) " + title() + rowOptions())
            if tell { emit("insert \(path)") }
            adjust(path, by: 1)
        case 1:
            let path = indexPath(wild: appWildness)
            emit("model delete \(path)")
            if tell { emit("delete \(path)") }
            adjust(path, by: -1)
        case 2:
            let from = indexPath(wild: appWildness), to = indexPath(wild: appWildness)
            emit("model move \(from) to \(to)")
            if tell { emit("move \(from) to \(to)") }
            adjust(from, by: -1)
            adjust(to, by: 1)
        case 3:
            let index = random.int(0...rows.count)
            emit("model insert section \(index)" + (random.chance(0.5) ? " " + title() : ""))
            if tell { emit("insert section \(index)") }
            if index <= rows.count { rows.insert(0, at: index) }
        case 4:
            let index = section(wild: appWildness)
            emit("model delete section \(index)")
            if tell { emit("delete section \(index)") }
            if index < rows.count { rows.remove(at: index) }
        default:
            let from = section(wild: appWildness), to = section(wild: appWildness)
            emit("model move section \(from) to \(to)")
            if tell { emit("move section \(from) to \(to)") }
        }
    }

    private mutating func adjust(_ path: String, by delta: Int) {
        let parts = path.split { "[]., ".contains($0) }
        guard parts.count == 2, let section = Int(parts[0]), section < rows.count else { return }
        rows[section] = max(0, rows[section] + delta)
    }

    private mutating func target() -> String {
        switch random.int(0...9) {
        case 0: return "\(number(typical: [0, 20, 195, 400])),\(number(typical: [0, 10, 100, 500, 900]))"
        case 1: return "delete-button"
        case 2: return "action " + random.pick(["\"Archive\"", "\"Delete\"", "\"Flag\"", "\"Nope\""])
        case 3: return "index " + random.pick(["\"A\"", "\"B\"", "\"ㄱ\"", "\"ㄴ\"", "\"#\"", "\"Z\""])
        case 4: return "status-bar"
        default:
            let regions = ["", " content", " accessory", " disclosure", " text-field", " delete-control",
                " insert-control", " reorder-control"]
            return indexPath() + random.pick(regions)
        }
    }

    private mutating func scroll() -> String {
        var line: String
        switch random.int(0...3) {
        case 0: line = "scroll to \(indexPath())" + (random.chance(0.7) ? " " + random.pick(["top", "middle", "bottom", "none"]) : "")
        case 1: line = "scroll by " + number(typical: [-300, -44, 0, 100, 1000, 1e308, -1e308, 1e12])
        case 2: line = "scroll top"
        default: line = "scroll bottom"
        }
        if random.chance(0.3) { line += " animated=" + bool() }
        return line
    }

    private mutating func flick() -> String {
        var line = "flick " + random.pick(["up", "down"])
        if random.chance(0.4) {
            line += " " + (random.chance(0.5) ? indexPath() : "\(number(typical: [10, 200])),\(number(typical: [100, 600, 5000])))")
        }
        if random.chance(0.4) { line += " distance=" + length(typical: [0, 50, 200, 10_000, 1e300]) }
        if random.chance(0.3) { line += " duration=" + random.pick(["16ms", "80ms", "1s", "3600s", "15ms"]) }
        return line
    }

    private mutating func expectState() -> String {
        let key = random.pick(StateKey.allCases.map(\.rawValue))
        let value = random.pick(["none", "on", "off", indexPath(), "0", "\"Delete\"", "delete", "0,0,0,0", indexPath() + " reorder"])
        return "expect \(key) \(value)"
    }

    // MARK: Values

    /// A section: usually one that exists; with probability `wild`, one past the end or far beyond.
    private mutating func section(wild: Double = 0.15) -> Int {
        !random.chance(wild) && !rows.isEmpty ? random.int(0...rows.count - 1) : random.pick([rows.count, rows.count + 1, 7, 100_000_000])
    }

    private mutating func sections() -> String {
        (0..<random.int(1...2)).map { _ in String(section(wild: appWildness)) }.joined(separator: " ")
    }

    /// A row: usually one that exists; with probability `wild`, one past the end or far beyond.
    private mutating func indexPath(allowingEnd: Bool = false, wild: Double = 0.2) -> String {
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

    private mutating func indexPaths() -> String {
        (0..<random.int(1...3)).map { _ in indexPath(wild: appWildness) }.joined(separator: " ")
    }

    private mutating func title() -> String {
        random.pick(["\"Apple\"", "\"\"", "\"한글 제목\"", "\"A \\\"quoted\\\" title\"", "\"Line\\nbreak\"", "\"Item\"", "\"ㄴ\""])
    }

    private mutating func bool() -> String { random.pick(["on", "off", "yes", "no", "true", "false"]) }

    private mutating func heightValue() -> String {
        random.chance(0.2) ? "automatic" : length(typical: [0, 1, 44, 60, 300, 5000])
    }

    private mutating func duration() -> String {
        random.pick(["0ms", "16ms", "100ms", "150ms", "151ms", "300ms", "1s", "0.5s", "10s", "3600s", "86400s"])
    }

    /// A length: usually a typical value, sometimes an edge (tiny, huge, negative, not a number).
    private mutating func length(typical: [Double]) -> String {
        if random.chance(0.85) { return format(random.pick(typical)) }
        return random.pick(["0", "0.0001", "1e308", "1e12", "-1", "nan", "inf", "-inf", "1e-320", "99999999999"])
    }

    private mutating func number(typical: [Double]) -> String {
        if random.chance(0.85) { return format(random.pick(typical)) }
        return random.pick(["-0", "1e308", "-1e308", "1e12", "-1e12", "nan", "inf", "0.5", "-0.0001"])
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    // MARK: Garbage

    private mutating func mutate(_ line: String) -> String {
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

    private mutating func garbage() -> String {
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
