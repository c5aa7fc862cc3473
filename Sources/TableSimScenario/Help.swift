/// The help texts, written from the grammar's declarations.
public enum Help {
    /// The help text: every statement, or one in full (its syntax, what it does, an example).
    public static func text(for command: String?) -> String {
        if let command, !command.isEmpty {
            guard let declaration = Grammar.declaration(named: command) else {
                return "No command '\(command)'. Type 'help' for the list.\n"
            }
            return "\(declaration.synopsis)\n  \(declaration.summary)\n  Example: \(declaration.example)\n"
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
