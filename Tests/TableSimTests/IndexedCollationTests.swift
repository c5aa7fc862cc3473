import Foundation
import TableSim
import TableSimTesting
import Testing

@Suite struct IndexedCollationTests {
    let collation = IndexedCollation.korean

    @Test func titlesAreTheBasicConsonantsThenLatinThenHash() {
        #expect(collation.sectionTitles.count == 14 + 26 + 1)
        #expect(Array(collation.sectionTitles.prefix(14)) == ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"])
        #expect(collation.sectionTitles[14] == "A")
        #expect(collation.sectionTitles[39] == "Z")
        #expect(collation.sectionTitles.last == "#")
        #expect(collation.sectionIndexTitles == collation.sectionTitles)
        // Index titles are compatibility jamo, U+3131…, not choseong, U+1100….
        #expect(collation.sectionTitles[0].unicodeScalars.first?.value == 0x3131)
        #expect(IndexedCollation(locale: Locale(identifier: "ko_KR")) == collation)
    }

    /// Every one of the 19 initial consonants, by a syllable that starts with it (the vowel ㅏ, no final).
    @Test(arguments: [
        ("가", "ㄱ"), ("까", "ㄱ"), ("나", "ㄴ"), ("다", "ㄷ"), ("따", "ㄷ"), ("라", "ㄹ"), ("마", "ㅁ"),
        ("바", "ㅂ"), ("빠", "ㅂ"), ("사", "ㅅ"), ("싸", "ㅅ"), ("아", "ㅇ"), ("자", "ㅈ"), ("짜", "ㅈ"),
        ("차", "ㅊ"), ("카", "ㅋ"), ("타", "ㅌ"), ("파", "ㅍ"), ("하", "ㅎ"),
    ])
    func everyInitialConsonant(syllable: String, title: String) {
        #expect(collation.sectionTitle(for: syllable) == title)
    }

    @Test func theChoseongOfEverySyllableMapsThroughTheTable() {
        // U+AC00 + 588 × n starts the syllables of the n-th initial consonant.
        let compatibility: [UInt32] = [
            0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
            0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
        ]
        for n in 0..<19 {
            let first = Unicode.Scalar(0xAC00 + 588 * UInt32(n))!
            let last = Unicode.Scalar(0xAC00 + 588 * UInt32(n) + 587)!
            #expect(IndexedCollation.choseong(of: first)?.value == 0x1100 + UInt32(n))
            #expect(IndexedCollation.choseong(of: last)?.value == 0x1100 + UInt32(n))
            #expect(IndexedCollation.compatibilityJamo(forChoseong: Unicode.Scalar(0x1100 + UInt32(n))!)?.value == compatibility[n])
        }
        #expect(IndexedCollation.choseong(of: "A") == nil)
        #expect(IndexedCollation.compatibilityJamo(forChoseong: Unicode.Scalar(0x1113)!) == nil)
    }

    @Test func theTwoBlocksAreNotParallel() {
        // The naive arithmetic: 다 is the 4th initial (index 3). From U+1100 it is ᄃ, which is not the
        // typed ㄷ; from U+3131 it is ㄴ, one letter early.
        let initial = (Unicode.Scalar("다").value - 0xAC00) / 588
        #expect(initial == 3)
        #expect(String(Character(Unicode.Scalar(0x1100 + initial)!)) != "ㄷ")
        #expect(String(Character(Unicode.Scalar(0x3131 + initial)!)) == "ㄴ")
        #expect(collation.sectionTitle(for: "다") == "ㄷ")
    }

    @Test func doubleConsonantsFoldIntoTheirSingleOne() {
        #expect(collation.sectionTitle(for: "까치") == "ㄱ")
        #expect(collation.sectionTitle(for: "떡볶이") == "ㄷ")
        #expect(collation.sectionTitle(for: "빵") == "ㅂ")
        #expect(collation.sectionTitle(for: "쌀") == "ㅅ")
        #expect(collation.sectionTitle(for: "짜장면") == "ㅈ")
        #expect(collation.section(for: "까") == collation.section(for: "가"))
    }

    @Test func bareJamoFileUnderThemselves() {
        // Compatibility jamo, as typed, and choseong, as decomposed text carries them.
        #expect(collation.sectionTitle(for: "ㄷ") == "ㄷ")
        #expect(collation.sectionTitle(for: "ㄸ") == "ㄷ")
        #expect(collation.sectionTitle(for: "ㄳ") == "ㄱ")
        #expect(collation.sectionTitle(for: "ㅀ") == "ㄹ")
        #expect(collation.sectionTitle(for: "\u{1103}") == "ㄷ")
        #expect(collation.sectionTitle(for: "\u{1101}") == "ㄱ")
        #expect(collation.sectionTitle(for: "ㅏ") == "#")  // a vowel begins no section
    }

    @Test func latinFoldsCaseAndDiacritics() {
        #expect(collation.sectionTitle(for: "apple") == "A")
        #expect(collation.sectionTitle(for: "Zebra") == "Z")
        #expect(collation.sectionTitle(for: "éclair") == "E")
        #expect(collation.sectionTitle(for: "Ångström") == "A")
        #expect(collation.sectionTitle(for: "Ñandú") == "N")
        #expect(collation.sectionTitle(for: "Øresund") == "O")
        #expect(collation.sectionTitle(for: "Æsir") == "A")
        #expect(collation.sectionTitle(for: "ßeta") == "S")
        #expect(collation.sectionTitle(for: "Ｂ") == "B")  // fullwidth
        // Unicode names some letters LIGATURE rather than LETTER; they file by their first letter too.
        #expect(collation.sectionTitle(for: "Œuvres") == "O")
        #expect(collation.sectionTitle(for: "ĳs") == "I")
        #expect(collation.sectionTitle(for: "\u{FB01}ne") == "F")  // ﬁ
        #expect(collation.section(for: "b") == 14 + 1)
    }

    @Test func everythingElseIsHash() {
        #expect(collation.sectionTitle(for: "") == "#")
        #expect(collation.sectionTitle(for: "7 Eleven") == "#")
        #expect(collation.sectionTitle(for: "😀") == "#")
        #expect(collation.sectionTitle(for: " Apple") == "#")
        #expect(collation.sectionTitle(for: "Ωmega") == "#")
        #expect(collation.sectionTitle(for: "東京") == "#")
        #expect(collation.section(for: "") == collation.sectionTitles.count - 1)
    }

    @Test func mixedStringsFileByTheirFirstCharacter() {
        #expect(collation.sectionTitle(for: "김Kim") == "ㄱ")
        #expect(collation.sectionTitle(for: "Kim김") == "K")
        #expect(collation.sectionTitle(for: "3월") == "#")
        #expect(collation.section(for: "홍길동", collationString: { $0 }) == 13)
    }

    @Test func sortsByTheCollationString() {
        struct Person { let name: String }
        let people = ["하늘", "가람", "Bob", "나래", "가람", "alice"].map(Person.init)
        let sorted = collation.sortedArray(from: people, collationString: \.name).map(\.name)
        #expect(sorted == ["Bob", "alice", "가람", "가람", "나래", "하늘"])
    }

    @Test func indexTitlesNameTheirOwnSections() {
        #expect(collation.section(forSectionIndexTitleAt: 2) == 2)
        #expect(collation.section(forSectionIndexTitleAt: 99) == collation.sectionTitles.count - 1)
        #expect(collation.section(forSectionIndexTitleAt: -1) == 0)
    }
}

/// A contacts screen that builds its sections with the collation helper, as an app does with
/// `UILocalizedIndexedCollation`: only the letters that have people, each with its people.
final class ContactsController: TableViewDataSource, TableViewDelegate {
    let collation = IndexedCollation.korean
    var sections: [(title: String, names: [String])] = []

    init(names: [String]) {
        var byTitle: [Int: [String]] = [:]
        for name in collation.sortedArray(from: names, collationString: { $0 }) {
            byTitle[collation.section(for: name), default: []].append(name)
        }
        sections = byTitle.keys.sorted().map { (collation.sectionTitles[$0], byTitle[$0]!) }
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].names.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].names[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { sections.map(\.title) }
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    func scrollViewDidScroll(_ scrollView: ScrollView) {}
}

@Suite struct SectionIndexAppTests {
    func makeContacts() -> (Simulator, ContactsController) {
        let app = ContactsController(names: ["김민수", "Anna", "떡집", "강하늘", "도윤", "박서준", "이서연", "꽃집", "7Eleven"])
        let table = TableView(style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Contact")
        table.dataSource = app
        table.delegate = app
        let screen = Screen(size: Size(width: 390, height: 300), safeArea: EdgeInsets(top: 47, bottom: 34))
        return (Simulator(tableView: table, screen: screen), app)
    }

    @Test func anAppBuildsItsSectionsWithTheHelper() throws {
        let (simulator, app) = makeContacts()
        #expect(app.sections.map(\.title) == ["ㄱ", "ㄷ", "ㅂ", "ㅇ", "A", "#"])
        #expect(app.sections[0].names == ["강하늘", "김민수", "꽃집"])
        #expect(app.sections[1].names == ["도윤", "떡집"])
        let load = simulator.record { simulator.appear() }
        expectTrace(load, [
            "numberOfSections(in:) -> 6",
            "tableView(_:numberOfRowsInSection:) 0 -> 3",
            "tableView(_:numberOfRowsInSection:) 1 -> 2",
            "tableView(_:numberOfRowsInSection:) 2 -> 1",
            "tableView(_:numberOfRowsInSection:) 3 -> 1",
            "tableView(_:numberOfRowsInSection:) 4 -> 1",
            "tableView(_:numberOfRowsInSection:) 5 -> 1",
            "tableView(_:titleForHeaderInSection:) 0 -> \"ㄱ\"",
            "tableView(_:titleForHeaderInSection:) 1 -> \"ㄷ\"",
            "tableView(_:titleForHeaderInSection:) 2 -> \"ㅂ\"",
            "tableView(_:titleForHeaderInSection:) 3 -> \"ㅇ\"",
            "tableView(_:titleForHeaderInSection:) 4 -> \"A\"",
            "tableView(_:titleForHeaderInSection:) 5 -> \"#\"",
            "sectionIndexTitles(for:) -> [\"ㄱ\", \"ㄷ\", \"ㅂ\", \"ㅇ\", \"A\", \"#\"]",
            "tableView(_:cellForRowAt:) [0, 0] -> cell#1",
            "tableView(_:cellForRowAt:) [0, 1] -> cell#2",
            "tableView(_:cellForRowAt:) [0, 2] -> cell#3",
            "tableView(_:cellForRowAt:) [1, 0] -> cell#4",
            "tableView(_:cellForRowAt:) [1, 1] -> cell#5",
        ])
        #expect(simulator.tableView.showsSectionIndex)
        // The bar: x 370-390, y 47-266; six titles of 16 pt centred: 108.5-204.5.
        #expect(simulator.sectionIndexFrame == Rect(x: 370, y: 47, width: 20, height: 219))
        #expect(simulator.sectionIndexTitleRect(at: 1) == Rect(x: 370, y: 124.5, width: 20, height: 16))
        #expect(simulator.sectionIndexPosition(atY: 0) == 0)
        #expect(simulator.sectionIndexPosition(atY: 500) == 5)

        let tap = try simulator.record { try simulator.tap(at: simulator.point(ofSectionIndexTitle: "ㅂ")) }
        expectTrace(tap, [
            "tableView(_:sectionForSectionIndexTitle:at:) \"ㅂ\" 2 -> 2",
            "scrollViewDidScroll(_:)",
            // The rows that left end first, so their cells come back (UIKit's order, Q8).
            "tableView(_:cellForRowAt:) [2, 0] -> cell#1",
            "tableView(_:cellForRowAt:) [3, 0] -> cell#2",
            "tableView(_:cellForRowAt:) [4, 0] -> cell#3",
            "tableView(_:cellForRowAt:) [5, 0] -> cell#6",
        ])
        // ㅂ's header is at y 276 in the content: it goes under the 47 pt top inset.
        #expect(simulator.tableView.contentOffset.y == 229)
        #expect(simulator.tableView.indexPathsForSelectedRows == nil)
        #expect(simulator.tableView._checkInvariants() == [])
    }

    @Test func slidingAlongTheBarAsksOncePerTitle() throws {
        let (simulator, app) = makeContacts()
        defer { withExtendedLifetime(app) {} }
        simulator.appear()
        let down = try simulator.record { try simulator.touchDown(at: Point(x: 380, y: 110)) }
        expectTrace(down, ["tableView(_:sectionForSectionIndexTitle:at:) \"ㄱ\" 0 -> 0"])
        let within = try simulator.record { try simulator.touchMove(by: 0, 10) }
        expectTrace(within, [])
        let next = try simulator.record { try simulator.touchMove(by: 0, 10) }
        expectTrace(next, [
            "tableView(_:sectionForSectionIndexTitle:at:) \"ㄷ\" 1 -> 1",
            "scrollViewDidScroll(_:)",
            "tableView(_:cellForRowAt:) [2, 0] -> cell#1",
            "tableView(_:cellForRowAt:) [3, 0] -> cell#6",
        ])
        let up = try simulator.record { try simulator.touchUp() }
        expectTrace(up, [])
        #expect(simulator.tableView.isDragging == false)
    }

    @Test func aGroupedTableIsNotAskedForTitles() {
        let app = ContactsController(names: ["Anna", "Bob"])
        let table = TableView(style: .grouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Contact")
        table.dataSource = app
        let simulator = Simulator(tableView: table)
        let load = simulator.record { simulator.appear() }
        #expect(!load.contains { $0.text.hasPrefix("sectionIndexTitles") })
        #expect(table.sectionIndexTitles == nil)
        #expect(simulator.sectionIndexFrame == nil)
        #expect(throws: SimulationError.self) { try simulator.point(ofSectionIndexTitle: "A") }
    }
}
