import TableSim

// The `apply` line of a table with a diffable data source (see DeclaredApp+Diffable.swift).
extension Grammar {
    /// `apply [animated=on|off] [reconfigure S.R...] [reload S.R...]` or `apply reload-data`.
    static func parseApply(_ cursor: inout Cursor) throws(ScenarioError) -> ApplyRequest {
        if let token = cursor.peek(), token.kind == .word, token.text == "reload-data" {
            _ = cursor.next()
            if let extra = cursor.peek() {
                throw cursor.error("'apply reload-data' takes nothing after it, found '\(extra.spelling)'", at: extra)
            }
            return .reloadData
        }
        var animated = true
        var reconfigure: [IndexPath] = []
        var reload: [IndexPath] = []
        while let token = cursor.peek() {
            switch token.kind {
            case .option(let key) where key == "animated":
                _ = cursor.next()
                animated = try cursor.bool(token)
            case .word where token.text == "reconfigure" || token.text == "reload":
                _ = cursor.next()
                var paths = [try cursor.indexPath()]
                while let next = cursor.peek(), next.kind == .word, Cursor.indexPath(next.text) != nil {
                    paths.append(try cursor.indexPath())
                }
                if token.text == "reconfigure" { reconfigure += paths } else { reload += paths }
            default:
                throw cursor.error(
                    "expected animated=on|off, reconfigure S.R..., reload S.R... or reload-data after 'apply', found '\(token.spelling)'",
                    at: token)
            }
        }
        return .differences(animated: animated, reconfigure: reconfigure, reload: reload)
    }
}
