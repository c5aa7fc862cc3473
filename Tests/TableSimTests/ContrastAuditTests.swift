import TableSim
import TableSimTesting
import Testing

/// The audit's contrast, elementDetection and tablesim.unreachable checks on core cells.
@Suite struct ContrastAuditTests {
    private func shown(_ app: AuditedApp, style: TableViewStyle = .plain) -> Simulator {
        app.omitted.formUnion([
            .commitEditingStyle, .leadingSwipeActionsConfigurationForRowAt, .trailingSwipeActionsConfigurationForRowAt,
        ])
        let simulator = simulating(app, style: style)
        simulator.appear()
        return simulator
    }

    private func color(_ text: String) -> RGBAColor { RGBAColor(parsing: text)! }

    @Test func wcagRatiosOfKnownPairs() {
        let white = color("#FFFFFF")
        #expect(RGBAColor.contrastRatio(color("#000000"), white) == 21)
        #expect(RGBAColor.contrastRatio(color("systemGray"), white) == 3.26)
        #expect(RGBAColor.contrastRatio(color("#767676"), white) == 4.54)
        #expect(RGBAColor.contrastRatio(white, color("systemBlue")) == 4.02)
        #expect(RGBAColor.contrastRatio(color("systemGray2"), white) == 2.21)
        // The secondary label (60, 60, 67 at 60 %) over white: #8A8A8E, 3.44:1.
        let secondary = color("secondaryLabel").composited(over: white)
        #expect(secondary.hexDescription == "#8A8A8E")
        #expect(RGBAColor.contrastRatio(secondary, white) == 3.44)
    }

    @Test func coloursParseFromHexAndSystemNames() {
        #expect(color("#8E8E93") == RGBAColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255))
        #expect(color("#00000099").alpha == 0.6)
        #expect(color("systemGray").description == "systemGray #8E8E93")
        #expect(RGBAColor(parsing: "mauve") == nil)
        #expect(RGBAColor(parsing: "#12345") == nil)
    }

    @Test func exactFindingsForNormalAndLargeText() {
        let app = AuditedApp(["Unread", "Archived", "Sent", "Drafts", "Junk", "Plain"])
        app.configure = { cell, row in
            cell.textFont = .textStyle(.body)
            cell.textLabel?.textColor = nil
            cell.backgroundColor = nil
            switch row.row {
            case 0: cell.textLabel?.textColor = RGBAColor(parsing: "#8E8E93")
            case 1: cell.textLabel?.textColor = RGBAColor(parsing: "systemGray2")
            case 2: cell.textLabel?.textColor = RGBAColor(parsing: "#767676")
            case 3:
                cell.textLabel?.textColor = RGBAColor(parsing: "systemGray")
                cell.textFont = .fixed(20)
            case 4:
                cell.textLabel?.textColor = RGBAColor(parsing: "white")
                cell.backgroundColor = RGBAColor(parsing: "systemBlue")
            default: break
            }
        }
        let simulator = shown(app)
        let found = simulator.performAccessibilityAudit(for: .contrast)
        #expect(found.map(\.elementName) == ["row [0, 0]", "row [0, 1]", "row [0, 4]"])
        #expect(found.map(\.compactDescription) == ["Contrast nearly passed", "Contrast failed", "Contrast nearly passed"])
        #expect(
            found[0].detailedDescription
                == "The title's colour #8E8E93 on #FFFFFF has a contrast ratio of 3.26:1 at 17 pt; text under 18 pt needs 4.5:1.")
        #expect(
            found[1].detailedDescription
                == "The title's colour systemGray2 #AEAEB2 on #FFFFFF has a contrast ratio of 2.21:1 at 17 pt; text under 18 pt needs 4.5:1.")
        #expect(
            found[2].detailedDescription
                == "The title's colour white #FFFFFF on #007AFF has a contrast ratio of 4.02:1 at 17 pt; text under 18 pt needs 4.5:1.")
        // 20 pt is large: systemGray passes there at 3.26:1.
        #expect(!found.contains { $0.element.id == .row(IndexPath(row: 3, section: 0)) })
    }

    @Test func largeTextFailsUnderThree() {
        let app = AuditedApp(["Junk"])
        app.configure = { cell, _ in
            cell.textLabel?.textColor = RGBAColor(parsing: "systemGreen")
            cell.textFont = .textStyle(.title1)
        }
        let found = shown(app).performAccessibilityAudit(for: .contrast)
        #expect(found.map(\.compactDescription) == ["Contrast failed"])
        #expect(
            found.first?.detailedDescription
                == "The title's colour systemGreen #34C759 on #FFFFFF has a contrast ratio of 2.22:1 at 28 pt; large text (18 pt, or 14 pt bold) needs 3:1.")
    }

    @Test func translucentFillsCompositeOverTheTable() {
        // A clear cell shows the grouped table's #F2F2F7, on which systemGray is 2.92:1.
        let app = AuditedApp(["Clear"])
        app.configure = { cell, _ in
            cell.textLabel?.textColor = RGBAColor(parsing: "systemGray")
            cell.backgroundColor = RGBAColor(parsing: "clear")
        }
        let found = shown(app, style: .grouped).performAccessibilityAudit(for: .contrast)
        #expect(found.map(\.compactDescription) == ["Contrast failed"])
        #expect(found.first?.detailedDescription.contains("on #F2F2F7 has a contrast ratio of 2.92:1") == true)
    }

    @Test func stockColoursAuditClean() {
        let app = AuditedApp(["One", "Two"])
        #expect(shown(app).performAccessibilityAudit(for: .contrast).isEmpty)
        let grouped = AuditedApp(["Grouped"])
        #expect(shown(grouped, style: .grouped).performAccessibilityAudit(for: .contrast).isEmpty)
    }

    @Test func aCellThatIsNoElementLeavesItsSwipeActionsToSwipeActionsHidden() {
        // UIKit exposes the labels, whose activation lands on the row: the tap stays reachable.
        let app = AuditedApp(["Inbox", "Outbox"])
        app.configure = { cell, row in cell.isAccessibilityElement = row.row != 0 }
        #expect(shown(app).performAccessibilityAudit(for: .tableSimUnreachable).isEmpty)
    }

    @Test func swipeActionsVoiceControlCannotReach() {
        let app = AuditedApp(["Inbox"])
        app.omitted = []
        app.configure = { cell, _ in cell.accessibilityRespondsToUserInteraction = false }
        let simulator = simulating(app)
        simulator.appear()
        let found = simulator.performAccessibilityAudit(for: .tableSimUnreachable)
        #expect(found.map(\.description) == [#"tablesim.unreachable "Touch action is unreachable" row [0, 0] {{0, 47}, {390, 44}}"#])
        #expect(
            found.first?.detailedDescription
                == "A finger can use this row, but Voice Control and Switch Control cannot reach the row's tap, its swipe "
                + "actions and its context menu: the row does not respond to user interaction, so Voice Control gives it no name or number and "
                + "Switch Control's scanner skips it.")
    }

    @Test func voiceControlCannotReachARowThatSaysItDoesNotRespond() {
        let app = AuditedApp(["Inbox"])
        app.configure = { cell, _ in cell.accessibilityRespondsToUserInteraction = false }
        let found = shown(app).performAccessibilityAudit(for: .tableSimUnreachable)
        #expect(
            found.map(\.detailedDescription) == [
                "A finger can use this row, but Voice Control and Switch Control cannot reach the row's tap and its context menu: the row does "
                    + "not respond to user interaction, so Voice Control gives it no name or number and Switch Control's "
                    + "scanner skips it."
            ])
    }

    @Test func hiddenElementsLoseTheTextAndTheDetailButton() {
        let app = AuditedApp(["Inbox"])
        app.configure = { cell, _ in
            cell.accessibilityElementsHidden = true
            cell.accessoryType = .detailButton
        }
        let simulator = shown(app)
        let found = simulator.performAccessibilityAudit(for: [.elementDetection, .tableSimUnreachable])
        #expect(found.map(\.auditType) == [.elementDetection, .tableSimUnreachable])
        #expect(
            found.first?.detailedDescription
                == #"The row shows "Inbox", but its cell's accessibilityElementsHidden is true, so no accessibility element reads it."#)
        #expect(
            found.last?.detailedDescription
                == "A finger can use this row, but VoiceOver, Full Keyboard Access, Voice Control and Switch Control cannot "
                + "reach the row's tap"
                + ", its detail button and its context menu: the cell's accessibilityElementsHidden is true.")
        #expect(found.first?.compactDescription == "Potentially inaccessible text")
    }

    @Test func aCellThatIsNoElementIsNotElementDetections() {
        let app = AuditedApp(["Inbox"])
        app.configure = { cell, _ in cell.isAccessibilityElement = false }
        #expect(shown(app).performAccessibilityAudit(for: .elementDetection).isEmpty)
    }

    @Test func theNewTypeHasItsNameAndBit() {
        #expect(AccessibilityAuditType(name: "tablesim.unreachable") == .tableSimUnreachable)
        #expect(AccessibilityAuditType.tableSimUnreachable.rawValue == 1 << 52)
        #expect(AccessibilityAuditType.tableSimUnreachable.isTableSimOwn)
    }
}
