import TableSim
import Testing

/// The text measurer's rule, value by value: advances by class, wrapping, line heights, heights.
@Suite struct TextMeasurerTests {
    /// At 16 pt one sixteenth of an em is one point, so widths read as sums of advances.
    let sixteen = TextMeasurer(pointSize: 16)
    let body = TextMeasurer(pointSize: 17)

    @Test func latinAdvancesFollowTheWidthClasses() {
        #expect(sixteen.width(of: "i") == 4)
        #expect(sixteen.width(of: "l") == 4)
        #expect(sixteen.width(of: "I") == 4)
        #expect(sixteen.width(of: "a") == 8)
        #expect(sixteen.width(of: "m") == 12)
        #expect(sixteen.width(of: "w") == 12)
        #expect(sixteen.width(of: "A") == 12)
        #expect(sixteen.width(of: "7") == 9)
        #expect(sixteen.width(of: " ") == 4)
        #expect(sixteen.width(of: ".") == 4)
        #expect(sixteen.width(of: "!?,;") == 16)
    }

    @Test func wholeStringsAddTheirAdvancesAtThePointSize() {
        #expect(body.width(of: "Hello") == 38.25)  // 12+8+4+4+8 = 36 sixteenths of 17 pt
        #expect(body.width(of: "Hello, world") == 85)  // 80 sixteenths
        #expect(body.width(of: "2024") == 38.25)
        #expect(body.width(of: "") == 0)
    }

    @Test func otherScriptsAreMeasuredByScriptAndCase() {
        #expect(sixteen.width(of: "日本語") == 48)
        #expect(sixteen.width(of: "한국어") == 48)
        #expect(sixteen.width(of: "ひらがなカタカナ") == 128)
        #expect(sixteen.width(of: "ＡＢ") == 32)  // full-width forms
        #expect(sixteen.width(of: "привет") == 48)
        #expect(sixteen.width(of: "ПРИВЕТ") == 72)
        #expect(sixteen.width(of: "αβγ") == 24)
    }

    @Test func emojiTakeAnEmAndAQuarterWhateverTheirSequence() {
        #expect(sixteen.width(of: "👍") == 20)
        #expect(sixteen.width(of: "👍🏽") == 20)  // skin-tone modifier joins the cluster
        #expect(sixteen.width(of: "👨‍👩‍👧") == 20)  // a ZWJ family is one character
        #expect(sixteen.width(of: "🇫🇷") == 20)
        #expect(sixteen.width(of: "1️⃣") == 20)
        #expect(sixteen.width(of: "❤️") == 20)
    }

    @Test func combiningMarksAddNothing() {
        #expect(sixteen.width(of: "e\u{301}") == 8)
        #expect(sixteen.width(of: "é") == 8)
        #expect(sixteen.width(of: "\u{301}") == 0)
        #expect(sixteen.width(of: "Cafe\u{301}") == 12 + 8 + 4 + 8)
    }

    @Test func newlinesTakeNoWidth() {
        #expect(sixteen.width(of: "a\nb") == 16)
    }

    @Test func linesBreakAtSpacesWhichHang() {
        // "Hello world": 36 + 4 + 36 sixteenths; 80 pt fits 75 of 17 pt, 81 pt fits 76.
        #expect(body.lines(of: "Hello world", width: 80) == ["Hello", "world"])
        #expect(body.lines(of: "Hello world", width: 81) == ["Hello world"])
        #expect(sixteen.lines(of: "aa bb cc", width: 40) == ["aa bb", "cc"])
        #expect(sixteen.lines(of: "aa   bb", width: 16) == ["aa", "bb"])
        #expect(sixteen.lines(of: "aa bb   ", width: 36) == ["aa bb"])
    }

    @Test func spacesAtTheStartOfAParagraphAreText() {
        #expect(sixteen.lines(of: "  hi", width: 100) == ["  hi"])
        #expect(sixteen.width(of: "  hi") == 20)
    }

    @Test func aWordLongerThanALineBreaksInsideIt() {
        // a b c d 8 each, e 8, f 4, g h 8, i j 4: 34 pt holds "abcd" (32), then "efghi" (32), then "j".
        #expect(sixteen.lines(of: "abcdefghij", width: 34) == ["abcd", "efghi", "j"])
        // The long word starts on a line of its own.
        #expect(sixteen.lines(of: "ok abcdefghij", width: 34) == ["ok", "abcd", "efghi", "j"])
        // A line too narrow for any character still holds one.
        #expect(sixteen.lines(of: "ab", width: 1) == ["a", "b"])
        #expect(sixteen.lines(of: "ab", width: 0) == ["a", "b"])
    }

    @Test func cjkTextBreaksBetweenAnyTwoCharacters() {
        #expect(sixteen.lines(of: "日本語のテキスト", width: 40) == ["日本", "語の", "テキ", "スト"])
        #expect(sixteen.lines(of: "Go 日本", width: 30) == ["Go", "日", "本"])
        #expect(sixteen.lines(of: "Go日本", width: 40) == ["Go日", "本"])
    }

    @Test func aNoBreakSpaceJoinsItsWords() {
        #expect(sixteen.lines(of: "aa\u{A0}bb cc", width: 40) == ["aa\u{A0}bb", "cc"])
    }

    @Test func newlinesEndLinesAndATrailingOneAddsNone() {
        #expect(sixteen.lines(of: "a\nb", width: 100) == ["a", "b"])
        #expect(sixteen.lines(of: "a\n", width: 100) == ["a"])
        #expect(sixteen.lines(of: "a\n\nb", width: 100) == ["a", "", "b"])
        #expect(sixteen.lines(of: "\n", width: 100) == [""])
        #expect(sixteen.lines(of: "", width: 100) == [])
    }

    @Test func lineHeightIsTheBodyRatioRoundedUp() {
        #expect(TextMeasurer(pointSize: 17).lineHeight == 22)
        #expect(TextMeasurer(pointSize: 15).lineHeight == 20)
        #expect(TextMeasurer(pointSize: 13).lineHeight == 17)
        #expect(TextMeasurer(pointSize: 12).lineHeight == 16)
        #expect(TextMeasurer(pointSize: 34).lineHeight == 44)
        #expect(TextMeasurer(pointSize: 28).lineHeight == 37)
        #expect(TextMeasurer(pointSize: 0).lineHeight == 0)
    }

    @Test func heightCountsTheLinesShownUpToTheLimit() {
        let text = "one two three four"  // 24 + 4 + 24 + 4 + 32 + 4 + 24 sixteenths; 60 pt holds 56
        #expect(body.lines(of: text, width: 60) == ["one two", "three", "four"])
        #expect(body.height(of: text, width: 60) == 66)
        #expect(body.height(of: text, width: 60, numberOfLines: 2) == 44)
        #expect(body.height(of: text, width: 60, numberOfLines: 1) == 22)
        #expect(body.height(of: text, width: 1000, numberOfLines: 0) == 22)
        #expect(body.height(of: nil, width: 60) == 0)
        #expect(body.height(of: "", width: 60) == 0)
    }

    @Test func nonsenseSizesNeitherTrapNorLoop() {
        #expect(TextMeasurer(pointSize: 0).lines(of: "abc def", width: 10) == ["abc def"])
        #expect(sixteen.lines(of: "abc", width: -5) == ["a", "b", "c"])
        #expect(sixteen.lines(of: "abc", width: .nan) == ["a", "b", "c"])
        #expect(sixteen.lines(of: "abc def", width: .infinity) == ["abc def"])
    }
}
