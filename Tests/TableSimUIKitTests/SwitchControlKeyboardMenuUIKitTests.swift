import Foundation
import TableSim
import TableSimTesting
import TableSimUIKit
import Testing

// MARK: Switch Control's Long Press and Full Keyboard Access's Tab-M on a context menu

/// A mailbox written as for UIKit: the first two rows have a menu with Flag, a Move submenu holding a
/// disabled folder, and a destructive Delete; the third row has none.
@MainActor
private final class MailboxViewController: UITableViewController {
    var subjects = ["Invoice", "Lunch", "Newsletter"]
    var log: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { subjects.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = subjects[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("open \(indexPath.row)") }
    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPath.row < 2 else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(title: "", children: [
                UIAction(title: "Flag") { _ in self?.log.append("flag \(indexPath.row)") },
                UIMenu(title: "Move", children: [
                    UIAction(title: "Archive") { _ in self?.log.append("archive \(indexPath.row)") },
                    UIAction(title: "Junk", attributes: .disabled) { _ in self?.log.append("junk") },
                ]),
                UIAction(title: "Delete", attributes: .destructive) { _ in
                    self?.subjects.remove(at: indexPath.row)
                    self?.tableView.deleteRows(at: [indexPath], with: .automatic)
                },
            ])
        }
    }
}

/// The same mailbox without menus: its delegate does not implement `contextMenuConfigurationForRowAt`.
@MainActor
private final class PlainMailboxViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = ["Invoice", "Lunch"][indexPath.row]
        return cell
    }
}

@MainActor
private func show(_ controller: UITableViewController) -> Simulator {
    let simulator = Simulator(showing: controller, screen: Screen(size: Size(width: 390, height: 500)))
    simulator.appear()
    return simulator
}

/// What a finger's long press on row 0 traces with this controller.
private let opening = [
    "tableView(_:contextMenuConfigurationForRowAt:point:) [0, 0] (195, 22) -> configuration",
    "UIContextMenuActionProvider [] -> menu \"\" [\"Flag\", menu \"Move\" [\"Archive\", .disabled \"Junk\"], .destructive \"Delete\"]",
]

@MainActor
@Suite struct SwitchControlKeyboardMenuUIKitTests {
    @Test func switchControlsLongPressIsAFingersHoldThenItsHighlightStepsThroughTheMenu() throws {
        let controller = MailboxViewController(style: .plain)
        let simulator = show(controller)
        let scanner = simulator.switchControl
        scanner.turnOn()
        try scanner.select()  // into the section's group: Invoice
        try scanner.select()
        // Off by default (Settings › Switch Control › Menu Items): the menu shows what it always did.
        #expect(scanner.menuItems == ["Tap", "Escape"])
        try scanner.choose("Escape")
        scanner.setMenuHasLongPress(true)
        try scanner.select()
        #expect(scanner.menuItems == ["Tap", "Long Press", "Escape"])

        let open = try simulator.record { () throws(SwitchControlError) in try scanner.choose("Long Press") }
        expectTrace(open, ["Switch Control: long press 0.0"] + opening + ["Switch Control: highlight line 0 \"Flag\""])
        #expect(scanner.contextMenuLine == 0)

        let steps = try simulator.record { () throws(SwitchControlError) in
            try scanner.next()
            try scanner.select()  // Move opens in place: its title, then its children
            try scanner.next()
            try scanner.select()
        }
        expectTrace(steps, [
            "Switch Control: highlight line 1 \"Move\"",
            "Switch Control: tap line 1",
            "Switch Control: highlight line 0 \"Move\"",
            "Switch Control: highlight line 1 \"Archive\"",
            "Switch Control: tap line 1",
            "Switch Control: highlight 0.0 \"Invoice\"",
            "UIActionHandler \"Archive\"",
        ])
        #expect(controller.log == ["archive 0"])
        #expect(scanner.contextMenuLine == nil)
        #expect(scanner.highlighted == .element(.row(IndexPath(row: 0, section: 0))))
        #expect(simulator._checkInvariants().isEmpty)
    }

    @Test func switchControlDismissesTheMenuFromOutsideItAndTurningOffDropsItsLine() throws {
        let controller = MailboxViewController(style: .plain)
        let simulator = show(controller)
        let scanner = simulator.switchControl
        scanner.turnOn()
        scanner.setMenuHasLongPress(true)
        try scanner.select()
        try scanner.select()
        try scanner.choose("Long Press")
        let around = try simulator.record { () throws(SwitchControlError) in
            for _ in 0..<3 { try scanner.next() }
            try scanner.select()
        }
        expectTrace(around, [
            "Switch Control: highlight line 1 \"Move\"",
            "Switch Control: highlight line 2 \"Delete\"",
            "Switch Control: highlight outside menu",
            "Switch Control: tap outside menu",
            "Switch Control: highlight 0.0 \"Invoice\"",
        ])
        #expect(simulator.contextMenuActionTitles == nil)
        #expect(controller.log.isEmpty)

        try simulator.longPress(IndexPath(row: 1, section: 0))
        // A finger opened it while the scanner runs: the highlight goes onto the menu all the same.
        #expect(scanner.contextMenuLine == 0)
        scanner.turnOff()
        #expect(scanner.contextMenuLine == nil)
        #expect(simulator._checkInvariants().isEmpty)
    }

    @Test func aTableWithoutMenusOffersNoLongPressAndTabMDoesNothing() throws {
        let simulator = show(PlainMailboxViewController(style: .plain))
        // TableSim learns that the controller leaves the menu method to UIKit the first time the table
        // asks it (untraced): a finger's long press here is a slow tap.
        let finger = try simulator.record { try simulator.longPress(IndexPath(row: 1, section: 0)) }
        expectTrace(finger, [])
        simulator.switchControl.turnOn()
        simulator.switchControl.setMenuHasLongPress(true)
        try simulator.switchControl.select()
        try simulator.switchControl.select()
        #expect(simulator.switchControl.menuItems == ["Tap", "Escape"])

        let keyboard = simulator.hardwareKeyboard
        keyboard.turnOnFullKeyboardAccess()
        let held = try simulator.record { () throws(KeyboardFocusError) in try keyboard.press(.tabM) }
        expectTrace(held, [])
        #expect(simulator.contextMenuActionTitles == nil)
    }

    @Test func fullKeyboardAccessTabMIsAFingersHoldThenItsFocusWalksTheMenu() throws {
        let controller = MailboxViewController(style: .plain)
        let simulator = show(controller)
        let keyboard = simulator.hardwareKeyboard
        keyboard.turnOnFullKeyboardAccess()
        #expect(keyboard.fullKeyboardAccessFocus == .row(IndexPath(row: 0, section: 0)))

        let open = try simulator.record { () throws(KeyboardFocusError) in try keyboard.press(.tabM) }
        expectTrace(open, ["FKA: long press 0.0"] + opening + ["FKA: focus line 0 \"Flag, Button\""])

        let walk = try simulator.record { () throws(KeyboardFocusError) in
            try keyboard.press(.up)  // the first line: nothing above
            try keyboard.press(.down)
            try keyboard.press(.space)  // Move opens in place
            try keyboard.press(.tab)
            try keyboard.press(.tab)
            try keyboard.press(.space)  // Junk is disabled: nothing happens
            try keyboard.press(.shiftTab)
            try keyboard.press(.return)
        }
        expectTrace(walk, [
            "FKA: focus line 1 \"Move, Button\"",
            "FKA: focus line 0 \"Move, Button\"",
            "FKA: focus line 1 \"Archive, Button\"",
            "FKA: focus line 2 \"Junk, Dimmed, Button\"",
            "FKA: focus line 1 \"Archive, Button\"",
            "FKA: focus 0.0 \"Invoice\"",
            "UIActionHandler \"Archive\"",
        ])
        #expect(controller.log == ["archive 0"])
        #expect(keyboard.contextMenuLine == nil)
        #expect(simulator._checkInvariants().isEmpty)
    }

    @Test func fullKeyboardAccessEscapeDismissesAndTabMOnARowWithoutAMenuSelectsIt() throws {
        let controller = MailboxViewController(style: .plain)
        let simulator = show(controller)
        let keyboard = simulator.hardwareKeyboard
        keyboard.turnOnFullKeyboardAccess()
        try keyboard.press(.tabM)
        let escape = try simulator.record { () throws(KeyboardFocusError) in try keyboard.press(.escape) }
        expectTrace(escape, ["FKA: focus 0.0 \"Invoice\""])
        #expect(simulator.contextMenuActionTitles == nil)

        try keyboard.press(.tab)
        try keyboard.press(.tab)
        // The app gives Newsletter no menu: the hold is a slow touch, and the lift selects the row.
        let slow = try simulator.record { () throws(KeyboardFocusError) in try keyboard.press(.tabM) }
        expectTrace(slow, [
            "FKA: long press 0.2",
            "tableView(_:contextMenuConfigurationForRowAt:point:) [0, 2] (195, 110) -> nil",
            "tableView(_:didSelectRowAt:) [0, 2]",
        ])
        #expect(controller.log == ["open 2"])
        #expect(keyboard.contextMenuLine == nil)
    }
}
