extension Character {
    /// The columns a terminal gives the character: 2 for East Asian wide and fullwidth ones (Hangul,
    /// CJK, fullwidth forms, most emoji), 0 for a combining mark, a format or control character, else 1.
    ///
    /// A character is a grapheme cluster, so its marks and Hangul's conjoining vowels ride on its first
    /// scalar, whose width is the cluster's (as `wcswidth` counts a precomposed syllable).
    var displayWidth: Int {
        guard let first = unicodeScalars.first else { return 0 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if first.properties.isEmojiPresentation { return 2 }
        return Character.isWide(first.value) ? 2 : 1
    }

    /// Unicode's East Asian Width W and F ranges (UAX #11), outside the emoji handled by presentation.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension StringProtocol {
    /// The columns the text takes on a terminal: the sum of its characters' display widths.
    var displayWidth: Int { reduce(0) { $0 + $1.displayWidth } }
}
