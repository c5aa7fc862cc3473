/// The help texts, written from the grammar's declarations.
package enum Help {
    /// The help text: every statement, or one in full (its syntax, what it does, an example).
    package static func text(for command: String?) -> String {
        if let command, !command.isEmpty {
            guard let declaration = Grammar.declaration(named: command) else {
                // A family's first word (`vo`): every command of the family, one line each.
                let family = Grammar.documented.filter { $0.name.hasPrefix(command + " ") }
                if !family.isEmpty {
                    return family.map { "\($0.synopsis)\n  \($0.summary)\n" }.joined()
                        + "Type 'help \(family[0].name)' (any of them) for its example.\n"
                }
                let meant = Suggestions.nearest(to: command, among: Grammar.firstWords)
                return "No command '\(command)'\(meant.map { " (did you mean '\($0)'?)" } ?? ""). Type 'help' for the list.\n"
            }
            var out = "\(declaration.synopsis)\n  \(declaration.summary)\n"
            if let options = Grammar.optionSynopsis(of: declaration.name) {
                out += "  Options (an on|off option's key alone means on): \(options)\n"
            }
            out += "  Example: \(declaration.example)\n"
            if declaration.name == "show" { out += ScreenSymbol.legend }
            if declaration.name == "expect" {
                out += "  In the REPL, 'expect' alone opens a block: type its lines at the ...> prompt, then 'end' "
                    + "(Ctrl-C abandons it).\n"
            }
            return out
        }
        let documented = Grammar.documented
        let width = documented.map(\.name.count).max() ?? 8
        var out = "Setup (before the table appears):\n"
        for declaration in documented where declaration.role == .setup {
            out += "  " + declaration.name.padding(width) + "  " + declaration.summary + "\n"
        }
        out += "Commands:\n"
        for declaration in documented where declaration.role != .setup {
            out += "  " + declaration.name.padding(width) + "  " + declaration.summary + "\n"
        }
        out += "Type 'help COMMAND' for its syntax and an example.\n"
        return out
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
