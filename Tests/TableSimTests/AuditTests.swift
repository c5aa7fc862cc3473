import TableSim
import TableSimTesting
import Testing

/// An app whose rows are set up per test: a title per row, and what each cell sets for VoiceOver.
final class AuditedApp: TableViewDataSource, TableViewDelegate {
    var titles: [String]
    var headerTitle: String?
    /// Sets up a cell after its title is set.
    var configure: (TableViewCell, IndexPath) -> Void = { _, _ in }
    /// The app's own header view, or nil for the table's title view.
    var headerView: (() -> HeaderFooterView)?
    /// The methods the app does not implement.
    var omitted: Set<CallbackSelector> = []
    /// How many cells the table asked for.
    var calls = 0

    init(_ titles: [String]) { self.titles = titles }

    func responds(to selector: CallbackSelector) -> Bool { !omitted.contains(selector) }
    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { titles.count }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headerTitle }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        calls += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        configure(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> HeaderFooterView? {
        guard let headerView else {
            tableView.markUnimplemented()
            return nil
        }
        return headerView()
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}

/// An app that says which rows act on a tap and which offer swipe actions, without running code.
final class DeclaringApp: TableViewDataSource, TableViewDelegate, AccessibilityAuditDeclaring {
    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.isAccessibilityElement = indexPath.row != 2
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    func auditDeclaresTapAction(forRowAt indexPath: IndexPath) -> Bool { indexPath.row == 0 }
    func auditDeclaresSwipeActions(forRowAt indexPath: IndexPath) -> Bool { indexPath.row == 2 }
}

@Suite struct AuditTests {
    /// The app's rows shown on a table without swipe actions (no commit, no configurations).
    private func shown(_ app: AuditedApp, rowHeight: Double? = nil) -> Simulator {
        app.omitted.formUnion([
            .commitEditingStyle, .leadingSwipeActionsConfigurationForRowAt, .trailingSwipeActionsConfigurationForRowAt,
        ])
        let simulator = simulating(app)
        if let rowHeight { simulator.tableView.rowHeight = rowHeight }
        simulator.appear()
        return simulator
    }

    @Test func xcodesTypesKeepXcodesNamesAndRawValues() {
        let expected: [(String, UInt64)] = [
            ("contrast", 1), ("elementDetection", 2), ("hitRegion", 4), ("sufficientElementDescription", 8),
            ("dynamicType", 65536), ("textClipped", 131072), ("trait", 262144),
        ]
        for (name, raw) in expected {
            #expect(AccessibilityAuditType(name: name)?.rawValue == raw)
            #expect(AccessibilityAuditType(rawValue: raw).description == name)
            #expect(AccessibilityAuditType(rawValue: raw).isTableSimOwn == false)
        }
        for name in ["tablesim.swipeActionsHidden", "tablesim.duplicateDescription", "tablesim.headerTrait"] {
            #expect(AccessibilityAuditType(name: name)?.isTableSimOwn == true)
        }
        #expect(AccessibilityAuditType.all.description == "all")
        #expect(([.hitRegion, .trait] as AccessibilityAuditType).description == "[hitRegion, trait]")
        #expect(AccessibilityAuditType(name: "HitRegion") == nil)
    }

    @Test func aButtonRowUnder44PointsIsTooSmallToHit() {
        let app = AuditedApp(["Wi-Fi", "About"])
        app.omitted.insert(.didSelectRowAt)
        app.configure = { cell, row in cell.accessoryType = row.row == 0 ? .disclosureIndicator : .none }
        let simulator = shown(app, rowHeight: 30)
        let issues = simulator.performAccessibilityAudit()
        #expect(issues.map(\.description) == [#"hitRegion "Hit area is too small" row [0, 0] {{0, 47}, {390, 30}}"#])
        #expect(issues.first?.detailedDescription == "The size of this element is too small for user to interact.")
        #expect(issues.first?.frame == Rect(x: 0, y: 47, width: 390, height: 30))
        #expect(issues.first?.element.label == "Wi-Fi")
    }

    @Test func aDetailButtonIsItsOwnElementToHit() {
        let app = AuditedApp(["Bluetooth"])
        app.omitted.insert(.didSelectRowAt)
        app.configure = { cell, _ in cell.accessoryType = .detailButton }
        let simulator = shown(app, rowHeight: 40)
        #expect(simulator.performAccessibilityAudit().map(\.description) == [
            #"hitRegion "Hit area is too small" row [0, 0] {{0, 47}, {342, 40}}"#,
            #"hitRegion "Hit area is too small" more-info [0, 0] {{342, 47}, {48, 40}}"#,
        ])
        // At 44 pt the same row passes.
        simulator.tableView.rowHeight = 44
        simulator.tableView.reloadData()
        #expect(simulator.performAccessibilityAudit().isEmpty)
    }

    @Test func findingsComeInElementOrderThenByRawValue() {
        let app = AuditedApp(["", "Pears", "Pears"])
        let simulator = shown(app)
        #expect(simulator.performAccessibilityAudit().map { "\($0.auditType) \($0.elementName)" } == [
            "sufficientElementDescription row [0, 0]",
            "tablesim.duplicateDescription row [0, 1]",
            "tablesim.duplicateDescription row [0, 2]",
        ])
        // The advisory runs when named, and then takes its place in the same order.
        let named: AccessibilityAuditType = [.sufficientElementDescription, .tableSimDuplicateDescription, .tableSimUnannouncedTap]
        #expect(simulator.performAccessibilityAudit(for: named).map { "\($0.auditType) \($0.elementName)" } == [
            "sufficientElementDescription row [0, 0]", "tablesim.unannouncedTap row [0, 0]",
            "tablesim.duplicateDescription row [0, 1]", "tablesim.unannouncedTap row [0, 1]",
            "tablesim.duplicateDescription row [0, 2]", "tablesim.unannouncedTap row [0, 2]",
        ])
        #expect(simulator.performAccessibilityAudit(for: [.trait]).isEmpty)
        #expect(simulator.performAccessibilityAudit(for: [.contrast, .elementDetection]).isEmpty)
    }

    /// Plain selectable rows are fine for Xcode's trait check (§12, corrected in turn 3); TableSim's
    /// opt-in advisory still names the one that says nothing of its action.
    @Test func aTappableRowWithoutARoleWordOrHintIsOnlyTheAdvisorysFinding() {
        let app = AuditedApp(["Profile", "Privacy", "Sign Out", "Help", "English", "Volume", "Wi-Fi"])
        app.configure = { cell, row in
            switch row.row {
            case 1: cell.accessoryType = .disclosureIndicator
            case 2: cell.accessibilityTraits = .link
            case 3: cell.accessibilityHint = "Opens help"
            case 4: cell.accessoryType = .checkmark
            case 5: cell.accessibilityTraits = .adjustable
            case 6: cell.accessibilityTraits = .toggleButton
            default: break
            }
        }
        let simulator = shown(app)
        #expect(simulator.performAccessibilityAudit().isEmpty)
        let issues = simulator.performAccessibilityAudit(for: .tableSimUnannouncedTap)
        #expect(issues.map(\.description) == [#"tablesim.unannouncedTap "Tappable row says nothing of its action" row [0, 0] {{0, 47}, {390, 44}}"#])
        #expect(issues.first?.detailedDescription.hasPrefix("A tap on this row reaches the app, but VoiceOver says no role word") == true)
    }

    @Test func aRowIsNotTappableWithoutDidSelectSelectionOrTouches() {
        let advisory = AccessibilityAuditType.tableSimUnannouncedTap
        let tappable = AuditedApp(["Profile"])
        #expect(shown(tappable).performAccessibilityAudit(for: advisory).count == 1)

        let noDelegateMethod = AuditedApp(["Profile"])
        noDelegateMethod.omitted.insert(.didSelectRowAt)
        #expect(shown(noDelegateMethod).performAccessibilityAudit(for: advisory).isEmpty)

        let noSelection = AuditedApp(["Profile"])
        let simulator = shown(noSelection)
        simulator.tableView.allowsSelection = false
        #expect(simulator.performAccessibilityAudit(for: advisory).isEmpty)

        let noTouches = AuditedApp(["Profile"])
        noTouches.configure = { cell, _ in cell.isUserInteractionEnabled = false }
        #expect(shown(noTouches).performAccessibilityAudit(for: advisory).isEmpty)

        let editing = AuditedApp(["Profile"])
        let editingSimulator = shown(editing)
        editingSimulator.tableView.setEditing(true, animated: false)
        #expect(editingSimulator.performAccessibilityAudit(for: advisory).isEmpty)
    }

    @Test func theAuditCallsNoAppCodeAndTracesNothing() {
        let app = AuditedApp((0..<40).map { "Row \($0)" })
        let simulator = shown(app)
        let calls = app.calls
        var issues: [AccessibilityAuditIssue] = []
        let trace = simulator.record { issues = simulator.performAccessibilityAudit(for: .tableSimUnannouncedTap) }
        #expect(trace.isEmpty)
        #expect(app.calls == calls)
        #expect(issues.count == simulator.tableView.indexPathsForVisibleRows.count)
    }

    @Test func onlyWhatIsOnScreenIsAuditedWhateverTheRowCount() {
        let huge = HugeApp()
        let simulator = simulating(huge)
        simulator.appear()
        let issues = simulator.performAccessibilityAudit(for: .tableSimUnannouncedTap)
        #expect(issues.map(\.elementName) == simulator.tableView.indexPathsForVisibleRows.map { "row \($0)" })
        // Scrolled to the middle, the rows there, those under the status bar's 47 pt included (§12 [O]).
        simulator.tableView.scrollToRow(at: IndexPath(row: 5_000_000, section: 0), at: .top, animated: false)
        #expect(simulator.performAccessibilityAudit(for: .tableSimUnannouncedTap).prefix(3).map(\.elementName) == [
            "row [0, 4999998]", "row [0, 4999999]", "row [0, 5000000]",
        ])
    }

    @Test func aRowSayingWhatItsNeighbourSaysIsFlaggedTogetherWithIt() {
        let app = AuditedApp(["Report", "Report", "Report", "Other"])
        app.omitted.insert(.didSelectRowAt)
        app.configure = { cell, row in if row.row == 2 { cell.accessibilityValue = "Yesterday" } }
        let simulator = shown(app)
        let issues = simulator.performAccessibilityAudit()
        #expect(issues.map(\.elementName) == ["row [0, 0]", "row [0, 1]"])
        #expect(issues.map(\.detailedDescription) == [
            #"VoiceOver says "Report" for this row and for row [0, 1], so a listener cannot tell them apart."#,
            #"VoiceOver says "Report" for this row and for row [0, 0], so a listener cannot tell them apart."#,
        ])
    }

    @Test func anAppHeaderViewThatSetsTraitsWithoutHeadingLosesTheHeading() {
        let app = AuditedApp(["Apple"])
        app.omitted.insert(.didSelectRowAt)
        app.headerTitle = "Fruits"
        app.headerView = {
            let view = HeaderFooterView(reuseIdentifier: nil)
            view.title = "Fruits"
            view.accessibilityTraits = .staticText
            return view
        }
        let simulator = shown(app)
        #expect(simulator.accessibilityElement(.header(0))?.traits == .staticText)
        #expect(simulator.performAccessibilityAudit().map(\.description) == [
            #"tablesim.headerTrait "Header has no Heading trait" header 0 {{0, 47}, {390, 28}}"#
        ])
    }

    @Test func anAppHeaderViewThatSetsNoTraitsKeepsUIKitsHeading() {
        let app = AuditedApp(["Apple"])
        app.omitted.insert(.didSelectRowAt)
        app.headerTitle = "Fruits"
        app.headerView = { HeaderFooterView(reuseIdentifier: nil) }
        let simulator = shown(app)
        #expect(simulator.accessibilityElement(.header(0))?.traits == .header)
        #expect(simulator.performAccessibilityAudit().isEmpty)
    }

    /// VoiceOver's order counts a titleless header only when the delegate gives header views: a new
    /// delegate that does builds the order again (it was kept from the old delegate, found in review).
    @Test func aNewDelegateThatGivesHeaderViewsGivesVoiceOverTheHeader() {
        let plain = AuditedApp(["Apple"])
        plain.omitted.insert(.viewForHeaderInSection)
        let table = TableView(style: .grouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Item")
        table.dataSource = plain
        table.delegate = plain
        let simulator = Simulator(tableView: table)
        simulator.appear()
        #expect(table.accessibilityOrder.shape(ofSection: 0).hasHeader == false)
        let withViews = AuditedApp(["Apple"])
        withViews.headerView = { HeaderFooterView(reuseIdentifier: nil) }
        table.delegate = withViews
        #expect(table.accessibilityOrder.shape(ofSection: 0).hasHeader == true)
        withExtendedLifetime((plain, withViews)) {}
    }

    @Test func swipeActionsOfACellThatIsNoElementAreHidden() {
        let app = AuditedApp(["Mail", "Notes"])
        app.omitted.insert(.didSelectRowAt)
        app.configure = { cell, row in
            cell.isAccessibilityElement = row.row != 0
            cell.accessibilityCustomActions = [AccessibilityCustomAction(name: "Flag") { _ in true }]
        }
        // The app implements commit (the standard Delete): row 0 has no element to carry it.
        let simulator = simulating(app)
        simulator.appear()
        let issues = simulator.performAccessibilityAudit()
        #expect(issues.map(\.description) == [
            #"tablesim.swipeActionsHidden "Swipe actions are hidden from VoiceOver" row [0, 0] {{0, 47}, {390, 44}}"#
        ])
        #expect(issues.first?.detailedDescription
            == "The row offers swipe actions, but its cell's isAccessibilityElement is false, so no element offers them to VoiceOver as custom actions.")
        // Row 1 keeps its swipe action next to the app's own (§6).
        #expect(simulator.accessibilityElement(.row(IndexPath(row: 1, section: 0)))?.customActions.map(\.name) == ["Flag"])
    }

    @Test func anAppsDeclarationsReplaceTheTablesGuesses() {
        let app = DeclaringApp()
        let simulator = simulating(app)
        simulator.appear()
        #expect(simulator.performAccessibilityAudit(for: [.trait, .tableSimSwipeActionsHidden, .tableSimUnannouncedTap]).map { "\($0.auditType) \($0.elementName)" } == [
            "tablesim.unannouncedTap row [0, 0]", "tablesim.swipeActionsHidden row [0, 2]",
        ])
    }

    @Test func theTestingHelperRecordsOneIssuePerFinding() async {
        let app = AuditedApp(["", "Pears"])
        let simulator = shown(app)
        await confirmation(expectedCount: 1) { recorded in
            withKnownIssue {
                expectNoAccessibilityAuditIssues(simulator)
            } matching: { issue in
                recorded()
                return issue.description.contains("Accessibility audit: ")
            }
        }
        expectNoAccessibilityAuditIssues(simulator, ignoring: { $0.auditType == .sufficientElementDescription })
        expectNoAccessibilityAuditIssues(simulator, for: .hitRegion)
    }
}

/// Ten million rows, each a plain tappable row.
final class HugeApp: TableViewDataSource, TableViewDelegate {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10_000_000 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}
