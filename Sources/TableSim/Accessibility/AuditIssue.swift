/// The kinds of check an accessibility audit runs (Xcode's `XCUIAccessibilityAuditType`), with
/// Xcode's names and raw values, plus three checks of TableSim's own that Xcode does not make.
///
/// Raw values: Xcode's `XCUIAccessibilityAuditTypes.h` as quoted in WebDriverAgent (accessibility
/// reference §12 [A via O]). TableSim's own checks use bits Xcode leaves unused and are named with a
/// `tableSim` prefix in Swift and a `tablesim.` prefix in scenarios, so that no one mistakes them for
/// Xcode's.
public struct AccessibilityAuditType: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The types' bits.
    public let rawValue: UInt64
    /// Creates types from their raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Xcode's contrast check: a row's text whose colour over its background has a WCAG contrast ratio
    /// under 4.5:1 ("nearly passed" from 3:1), or under 3:1 for large text, from the colours the app
    /// set, not from pixels (assistive-tech reference 4.1).
    public static let contrast = AccessibilityAuditType(rawValue: 1 << 0)
    /// Xcode's element detection: a row that shows text while its cell hides its accessibility
    /// elements, so no element reads it (assistive-tech reference 4.2).
    public static let elementDetection = AccessibilityAuditType(rawValue: 1 << 1)
    /// An interactive element smaller than 44 pt in either dimension.
    public static let hitRegion = AccessibilityAuditType(rawValue: 1 << 2)
    /// An element with neither a label nor a value.
    public static let sufficientElementDescription = AccessibilityAuditType(rawValue: 1 << 3)
    /// A row whose text does not follow the text size, or stops following it below the current size.
    public static let dynamicType = AccessibilityAuditType(rawValue: 1 << 16)
    /// A fixed-height row whose text needs more height than the row has at the current size.
    public static let textClipped = AccessibilityAuditType(rawValue: 1 << 17)
    /// An element whose traits conflict or mislead: Button and Link together, Heading with
    /// Adjustable or on a tappable element with Button, a selectable row that says Heading, Selected
    /// on a row the table cannot select (the accessibility reference's §12, corrected in turn 3).
    public static let trait = AccessibilityAuditType(rawValue: 1 << 18)
    /// TableSim's own: a row whose swipe actions no VoiceOver element offers.
    public static let tableSimSwipeActionsHidden = AccessibilityAuditType(rawValue: 1 << 48)
    /// TableSim's own: a row that says exactly what the row beside it says.
    public static let tableSimDuplicateDescription = AccessibilityAuditType(rawValue: 1 << 49)
    /// TableSim's own: a section header from the app's own view without the Heading trait.
    public static let tableSimHeaderTrait = AccessibilityAuditType(rawValue: 1 << 50)
    /// TableSim's own advisory, off unless asked for by name: a tappable row whose description has no
    /// role word (Button, Link, Selected, Adjustable, a switch) and no hint. Apple says a selectable
    /// cell without the Button trait is fine, so this is a style check, not a finding of Xcode's.
    public static let tableSimUnannouncedTap = AccessibilityAuditType(rawValue: 1 << 51)
    /// TableSim's own: something a finger can do on a row on screen (tap it, swipe it, its detail
    /// button, its switch) that VoiceOver, Full Keyboard Access or Voice Control cannot reach.
    public static let tableSimUnreachable = AccessibilityAuditType(rawValue: 1 << 52)
    /// The advisories: checks an audit of ``all`` leaves out; name them to run them.
    public static let advisories: AccessibilityAuditType = [.tableSimUnannouncedTap]
    /// Every check (Xcode's default, `~0`): TableSim's own included.
    public static let all = AccessibilityAuditType(rawValue: ~0)

    /// Every single type with its name, in raw-value order: the one list that descriptions, the
    /// scenario language and its completion read.
    public static let named: [(name: String, type: AccessibilityAuditType)] = [
        ("contrast", .contrast), ("elementDetection", .elementDetection), ("hitRegion", .hitRegion),
        ("sufficientElementDescription", .sufficientElementDescription), ("dynamicType", .dynamicType),
        ("textClipped", .textClipped), ("trait", .trait),
        ("tablesim.swipeActionsHidden", .tableSimSwipeActionsHidden),
        ("tablesim.duplicateDescription", .tableSimDuplicateDescription),
        ("tablesim.headerTrait", .tableSimHeaderTrait),
        ("tablesim.unannouncedTap", .tableSimUnannouncedTap),
        ("tablesim.unreachable", .tableSimUnreachable),
    ]

    /// The single type with this name (`hitRegion`, `tablesim.headerTrait`), or nil.
    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.type
    }

    /// Whether the type is one of TableSim's own rather than Xcode's.
    public var isTableSimOwn: Bool { rawValue >= 1 << 48 && rawValue != Self.all.rawValue }

    /// The name of a single type (`hitRegion`); `[hitRegion, trait]` for several, `all` for every one.
    public var description: String {
        if self == .all { return "all" }
        let names = Self.named.filter { contains($0.type) }.map(\.name)
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}

/// One finding of an accessibility audit (Xcode's `XCUIAccessibilityAuditIssue`): its type, its
/// texts, the element it is about and where that element is on screen.
public struct AccessibilityAuditIssue: Hashable, Sendable, CustomStringConvertible {
    /// The check that found it (a single type).
    public var auditType: AccessibilityAuditType
    /// The short text, as Xcode reports it for Xcode's types ("Hit area is too small").
    public var compactDescription: String
    /// A sentence saying what is wrong with this element.
    public var detailedDescription: String
    /// The element the finding is about, as VoiceOver would read it. A row whose cell is not an
    /// accessibility element (for ``AccessibilityAuditType/tableSimSwipeActionsHidden``) appears as the
    /// text element it would have.
    public var element: AccessibilityElement

    /// Creates a finding.
    public init(auditType: AccessibilityAuditType, compactDescription: String, detailedDescription: String, element: AccessibilityElement) {
        self.auditType = auditType
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        self.element = element
    }

    /// Where the element is on screen.
    public var frame: Rect { element.frame }

    /// How the finding names its element, as traces name rows: `row [0, 2]`, `more-info [0, 2]`,
    /// `swipe-button [0, 2] 1`, `header 1`, `footer 1`, `index`.
    public var elementName: String {
        let id = element.id
        guard let row = id.indexPath else { return id.description }
        switch id {
        case .row: return "row \(row)"
        case .swipeButton(_, let index): return "swipe-button \(row) \(index)"
        default: return id.description.split(separator: " ")[0] + " \(row)"
        }
    }

    /// `hitRegion "Hit area is too small" row [0, 2] {{16, 100}, {30, 30}}`: the line the accessibility
    /// reference §12 suggests (**Choice**), with the element's frame on screen.
    public var description: String {
        "\(auditType) \(compactDescription.traceDescription) \(elementName) \(frame)"
    }
}

/// An app that states, without running its delegate code, what some of its answers would be, so that
/// the audit's rules that depend on them need not assume the worst.
///
/// The audit never calls the app (accessibility reference §12 [I]: the trait check "reads declarations
/// only"); a table delegate or data source that adopts this protocol is read instead. Without it, a row
/// counts as tappable whenever the table allows selection and the delegate implements
/// `didSelectRowAt`, and as offering swipe actions whenever the app implements a swipe configuration
/// or `commit`.
///
/// A `UITableViewController` subclass or any `@MainActor` class (as UIKit code is) conforms with
/// `extension MyController: @preconcurrency AccessibilityAuditDeclaring`, which compiles in the
/// Swift 6 language mode as UIKit's own delegate protocols are adopted; TableSimUIKit's table reads
/// it from the app's delegate or data source.
public protocol AccessibilityAuditDeclaring: AnyObject {
    /// Whether a tap on the row reaches the app: false when the delegate declines it
    /// (`shouldHighlightRowAt` false, `willSelectRowAt` nil) or does nothing with it.
    func auditDeclaresTapAction(forRowAt indexPath: IndexPath) -> Bool
    /// Whether the row offers swipe actions: a configuration with actions, or the standard Delete.
    func auditDeclaresSwipeActions(forRowAt indexPath: IndexPath) -> Bool
}

/// A data source or delegate that stands for the app's own objects (TableSimUIKit's bridge): the
/// audit reads the app's declarations through it.
package protocol AuditDeclarationsForwarding: AnyObject {
    /// The app's delegate or data source that adopts ``AccessibilityAuditDeclaring``, or nil.
    var forwardedAuditDeclarations: (any AccessibilityAuditDeclaring)? { get }
}
