import TableSim

/// The built-in sample table: what the REPL opens on and what scenarios act on before a `table` line.
public enum SampleTable {
    /// The sample's setup lines: several sections, every accessory type, a text-field row.
    public static let source = """
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
    public static let setup: TableSetup = {
        let engine = ScenarioEngineSetupBuilder()
        return engine.build(source)
    }()
}

/// Builds a table setup from setup lines alone.
struct ScenarioEngineSetupBuilder {
    func build(_ source: String) -> TableSetup {
        var setup = TableSetup()
        guard let statements = try? ScenarioParser(file: "<sample>").parse(source) else {
            preconditionFailure("the sample table's source is valid")
        }
        for statement in statements {
            guard case .setup(let line) = statement.kind else { continue }
            switch line {
            case .table(let options): setup.options = options
            case .screen(let screen): setup.screen = screen
            case .rotate(let orientation): setup.screen = setup.screen.rotated(to: orientation)
            case .section(let header, let footer, let headerHeight, let footerHeight):
                setup.sections.append(
                    SectionDeclaration(header: header, footer: footer, headerHeight: headerHeight, footerHeight: footerHeight))
            case .row(let row): setup.sections[setup.sections.count - 1].rows.append(row)
            case .rows(let count, let template, let options):
                setup.sections[setup.sections.count - 1].rows.append(count: count, template: template, options: options)
            case .omit(let selectors): setup.omitted.formUnion(selectors)
            case .index(let index): setup.index = index
            case .overlay(let height): setup.overlayHeight = height
            }
        }
        setup.isSample = true
        return setup
    }
}
