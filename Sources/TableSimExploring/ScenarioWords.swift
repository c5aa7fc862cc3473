import TableSim

/// How both explorers write the parts of a step in the scenario language.
package enum ScenarioWords {
    /// A row as the language names it: `S.R`.
    package static func row(_ indexPath: IndexPath) -> String {
        "\(indexPath.section).\(indexPath.row)"
    }

    /// Text as the language quotes it: in double quotes, with `"`, `\` and line breaks escaped
    /// (`\"`, `\\`, `\n`), so that any name an app gives reads back the same.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
