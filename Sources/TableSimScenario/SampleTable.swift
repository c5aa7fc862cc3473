import TableSim

/// The built-in sample table: what the REPL opens on and what scenarios act on before a `table` line.
package enum SampleTable {
    /// The sample's setup lines: several sections, every accessory type, a text-field row.
    package static let source = """
        table plain controller=table
        section "Fruits" footer="Tap a fruit to select it"
        row "Apple" detail="Red" style=subtitle accessory=disclosureIndicator
        row "Banana" detail="Yellow" style=value1 accessory=detailButton
        row "Cherry" accessory=detailDisclosureButton
        row "Date" accessory=checkmark trailing-actions="Archive,Delete:destructive" leading-actions="Flag"
        row "Elderberry" highlight=off
        section "Settings"
        row "Name" text-field=on selection-style=none
        row "Notifications" accessory=checkmark
        row "Advanced" will-select=nil accessory=disclosureIndicator
        section "Numbers"
        rows 30 "Item {n}"
        """

    /// The sample as a table setup.
    package static let setup: TableSetup = {
        guard let statements = try? ScenarioParser(file: "<sample>").parse(source) else {
            preconditionFailure("the sample table's source is valid")
        }
        var setup = TableSetup()
        for statement in statements {
            if case .setup(let line) = statement.kind { setup.declare(line) }
        }
        setup.isSample = true
        return setup
    }()
}
