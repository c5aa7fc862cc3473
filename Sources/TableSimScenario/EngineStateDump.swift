import TableSim

extension ScenarioEngine {
    /// The whole state of the session, device and table, as text: what `state` prints and `show`
    /// draws, the setup the lines declared so far (screen, text size, settings, data, answers), the
    /// open batches, the crash, the editing mode, the last command's trace and the data the app
    /// holds. Two sessions with the same dump answer every later line the same way, so a refused
    /// line must leave it exactly as it was (the atomic-refusal test and the fuzzer compare it).
    package var stateDump: String {
        var out = Rendering.state(of: self)
        if simulator != nil { out += Rendering.screen(of: self) }
        out += "setup \(String(reflecting: setup))\n"
        out += "crash \(crashLocation.map { "\($0)" } ?? "none") exception \(lastException.map { "\($0)" } ?? "none")\n"
        out += "batches \(openBatches.map(\.description)) controller-editing \(controllerIsEditing)\n"
        out += "last trace \(lastTrace.count) lines, \(lastTraceNotKept) not kept: "
            + lastTrace.map(\.text).joined(separator: " | ") + "\n"
        out += "data \(String(reflecting: data))\n"
        if let table = tableView {
            out += "table rows \((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) })"
            out += " selected \(table.indexPathsForSelectedRows ?? []) offset \(table.contentOffset)\n"
        }
        return out
    }
}
