import TableSim
import Testing

/// The audit's text-size checks (dynamicType, textClipped) and the audit at every text size.
@Suite struct AuditTextSizeTests {
    /// Rows of the given titles on a table whose rows are `rowHeight` high (nil: automatic), no row tappable.
    private func shown(_ titles: [String], rowHeight: Double? = nil, configure: @escaping (TableViewCell, IndexPath) -> Void) -> (AuditedApp, Simulator) {
        let app = AuditedApp(titles)
        app.omitted = [.didSelectRowAt, .commitEditingStyle, .leadingSwipeActionsConfigurationForRowAt, .trailingSwipeActionsConfigurationForRowAt]
        app.configure = configure
        let simulator = simulating(app)
        if let rowHeight { simulator.tableView.rowHeight = rowHeight }
        simulator.appear()
        return (app, simulator)
    }

    @Test func aFixedFontIsUnsupportedAndACappedOnePartlyOnceTheCapBites() {
        let (_, simulator) = shown(["Body", "Fixed", "Capped"]) { cell, row in
            switch row.row {
            case 1: cell.textFont = .fixed(17)
            case 2: cell.textFont = .scaled(.body, maximumPointSize: 28)
            default: break
            }
        }
        let issues = simulator.performAccessibilityAudit()
        #expect(issues.map(\.description) == [
            #"dynamicType "Dynamic Type font sizes are unsupported" row [0, 1] {{0, 91}, {390, 44}}"#
        ])
        #expect(issues.first?.detailedDescription == "The row's text does not follow the text size: the title's font is fixed at 17 pt.")
        // body is 28 pt at AX1: the cap does not bite yet; at AX2 (33 pt) it does.
        simulator.setTextSize(.accessibilityMedium)
        #expect(simulator.performAccessibilityAudit().map(\.elementName) == ["row [0, 1]"])
        simulator.setTextSize(.accessibilityLarge)
        let capped = simulator.performAccessibilityAudit().last
        #expect(capped?.compactDescription == "Dynamic Type font sizes are partially unsupported")
        #expect(capped?.detailedDescription
            == "The row's text stops growing at text size AX2: the title's font stops at 28 pt where body is 33 pt.")
    }

    @Test func aFixedHeightRowClipsItsTextOnceTheTextOutgrowsIt() {
        let (_, simulator) = shown(["Meeting notes"], rowHeight: 44) { _, _ in }
        // One body line is 40 pt at AX2 and 48 pt at AX3.
        simulator.setTextSize(.accessibilityLarge)
        #expect(simulator.performAccessibilityAudit().isEmpty)
        simulator.setTextSize(.accessibilityExtraLarge)
        let issues = simulator.performAccessibilityAudit()
        #expect(issues.map(\.description) == [#"textClipped "Text clipped" row [0, 0] {{0, 47}, {390, 44}}"#])
        #expect(issues.first?.detailedDescription == "The row's text needs 48 pt at text size AX3, but the row is 44 pt high.")
    }

    @Test func aSelfSizingRowNeverClips() {
        let (_, simulator) = shown(["Meeting notes"]) { cell, _ in cell.textLabel?.numberOfLines = 0 }
        simulator.setTextSize(.accessibilityExtraExtraExtraLarge)
        #expect(simulator.performAccessibilityAudit().isEmpty)
    }

    @Test func allSizesNamesTheFirstSizeOfEachFindingAndChangesNothing() {
        let (app, simulator) = shown(["Meeting notes", "Fixed", "Capped"], rowHeight: 44) { cell, row in
            if row.row == 1 { cell.textFont = .fixed(17) }
            if row.row == 2 { cell.textFont = .scaled(.body, maximumPointSize: 28) }
        }
        let table = simulator.tableView
        let before = (table.contentOffset, table.contentSize, table.indexPathsForVisibleRows, simulator.textSize, app.calls)
        var found: [AccessibilityAuditSizedIssue] = []
        let trace = simulator.record { found = simulator.performAccessibilityAuditAtAllSizes() }
        #expect(found.map { "\($0.issue.auditType) \($0.issue.elementName) \($0.firstSize.shortName)" } == [
            "textClipped row [0, 0] AX3",
            "dynamicType row [0, 1] xS",
            "dynamicType row [0, 2] AX2",
        ])
        #expect(trace.isEmpty)
        #expect(table.contentOffset == before.0)
        #expect(table.contentSize == before.1)
        #expect(table.indexPathsForVisibleRows == before.2)
        #expect(simulator.textSize == before.3)
        #expect(app.calls == before.4)
        // The finding is the one the audit at that size reports.
        #expect(found.first?.issue.detailedDescription == "The row's text needs 48 pt at text size AX3, but the row is 44 pt high.")
        #expect(simulator.performAccessibilityAuditAtAllSizes(for: .dynamicType).map(\.firstSize) == [.extraSmall, .accessibilityLarge])
    }
}
