import Foundation
@testable import TableSim
@testable import TableSimScenario
import TableSimSourceCheck
import TableSimUIKit
import Testing

/// Every callback is declared once (`Callbacks` in the core); every layer that lists callbacks must
/// agree with that declaration, as argument-parser's help can never disagree with its parser.
///
/// For each `CallbackSelector`, this checks the source of each layer (the core protocol and its
/// default, TableSimUIKit's protocol and default with UIKit's signature, `UITableViewController`,
/// the bridge, the declared app, the source checker's requirement list) and then calls the method
/// through each of them: a bare app's default marks it unimplemented and answers the declared default,
/// the bridge reaches the method a `UITableViewController` subclass overrides, the declared app answers
/// it, and the gateway traces it in the declared shape, or (not implemented) traces nothing and
/// answers the declared default. A selector added and forgotten in any layer fails here.
@Suite @MainActor struct CallbackAgreementTests {
    // MARK: The source of each layer

    private static func packageFile(_ relative: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../" + relative)
            .standardized.path
    }

    private static func declarations(in files: [String]) -> [TypeDeclaration] {
        files.flatMap { file in
            let source = (try? String(contentsOfFile: packageFile(file), encoding: .utf8)) ?? ""
            return SwiftDeclarationParser.declarations(in: source)
        }
    }

    /// The declarations in files the CallbackSurfaces plugin wrote for a target.
    private static func generated(_ target: String, _ names: [String]) -> [TypeDeclaration] {
        names.flatMap { SwiftDeclarationParser.declarations(in: GeneratedSources.file($0, of: target)) }
    }

    private static let core = generated("TableSim", [
        "GeneratedTableViewDataSource.swift", "GeneratedTableViewDelegate.swift", "GeneratedScrollViewDelegate.swift",
        "GeneratedTableViewDataSourcePrefetching.swift",
        "GeneratedTableViewDragDelegate.swift", "GeneratedTableViewDropDelegate.swift",
    ])
    private static let uikit = generated("TableSimUIKit", [
        "GeneratedUITableViewDataSource.swift", "GeneratedUITableViewDelegate.swift", "GeneratedUIScrollViewDelegate.swift",
        "GeneratedUITableViewDataSourcePrefetching.swift",
        "GeneratedUITableViewDragDelegate.swift", "GeneratedUITableViewDropDelegate.swift",
    ])
    private static let controller = generated("TableSimUIKit", ["GeneratedUITableViewController.swift"])
    /// The bridge: its hand-written forwarding (the callbacks marked `bridge hand-written`) and the generated rest.
    private static let bridge =
        declarations(in: [
            "Sources/TableSimUIKit/Table/UITableViewBridge.swift",
            // The prefetch data source has a bridge of its own (the table's `prefetchDataSource`).
            "Sources/TableSimUIKit/Table/UITableView+Prefetching.swift",
            // So have the drag and drop delegates.
            "Sources/TableSimUIKit/Table/UITableView+DragAndDrop.swift",
        ])
        + generated("TableSimUIKit", ["GeneratedUITableViewBridge.swift"])
    private static let declaredApp = declarations(in: [
        "Sources/TableSimScenario/DeclaredApp.swift", "Sources/TableSimScenario/AuditDeclaredApp.swift",
        "Sources/TableSimScenario/Grammar+Refresh.swift",
        "Sources/TableSimScenario/Grammar+DragDrop.swift",
    ])

    /// The methods of the declarations of a kind and name, across files.
    private static func functions(
        _ declarations: [TypeDeclaration], _ kind: TypeDeclaration.Kind, _ name: String
    ) -> [FunctionDeclaration] {
        declarations.filter { $0.kind == kind && $0.name == name }.flatMap(\.functions)
    }

    /// A method's selector and types, without parameter names or spacing.
    private static func signature(_ function: FunctionDeclaration) -> String {
        let types = function.parameterTypes.map { $0.filter { !$0.isWhitespace } }
        return function.selector + " " + types.joined(separator: ", ") + " -> "
            + (function.returnType?.filter { !$0.isWhitespace } ?? "Void")
    }

    /// The core protocol of an owner.
    private static func coreProtocol(_ owner: CallbackOwner) -> String {
        switch owner {
        case .dataSource: "TableViewDataSource"
        case .delegate: "TableViewDelegate"
        case .scrollViewDelegate: "ScrollViewDelegate"
        case .prefetchDataSource: "TableViewDataSourcePrefetching"
        case .dragDelegate: "TableViewDragDelegate"
        case .dropDelegate: "TableViewDropDelegate"
        }
    }

    @Test(arguments: CallbackSelector.allCases)
    func everyLayerDeclaresTheCallbackAsItsDeclarationSays(_ selector: CallbackSelector) throws {
        let declaration = selector.declaration
        #expect(declaration.selector == selector)
        let name = selector.rawValue
        let hasDefault = declaration.responds != .required

        // The source checker's list: one modelled requirement, of the declared owner.
        let requirements = UIKitRequirement.all.filter { $0.selector == name }
        #expect(requirements.count == 1, "UIKitRequirements lists \(name) \(requirements.count) times")
        let requirement = try #require(requirements.first)
        #expect(requirement.isModelled, "UIKitRequirements does not mark \(name) as modelled")
        #expect(requirement.owner.rawValue == declaration.owner.rawValue, "\(name): owner")
        let uikitSignature = Self.signature(requirement.function)

        // The core: the owner's protocol requires it; its extension gives the default unless required.
        let coreName = Self.coreProtocol(declaration.owner)
        #expect(Self.functions(Self.core, .protocol, coreName).map(\.selector).contains(name), "\(coreName) lacks \(name)")
        #expect(
            Self.functions(Self.core, .extension, coreName).map(\.selector).contains(name) == hasDefault,
            "\(coreName)'s extension: default of \(name)")

        // TableSimUIKit: the UIKit protocol requires it with UIKit's signature, and defaults it.
        let uikitName = declaration.owner.rawValue
        #expect(
            Self.functions(Self.uikit, .protocol, uikitName).map(Self.signature).contains(uikitSignature),
            "\(uikitName) lacks \(uikitSignature)")
        #expect(
            Self.functions(Self.uikit, .extension, uikitName).map(\.selector).contains(name) == hasDefault,
            "\(uikitName)'s extension: default of \(name)")

        // UITableViewController declares it, with UIKit's signature, for subclasses to override
        // (Prefetching: UIKit's controller does not adopt UITableViewDataSourcePrefetching).
        let isPrefetching = declaration.owner == .prefetchDataSource
        let isDragDrop = declaration.owner == .dragDelegate || declaration.owner == .dropDelegate
        #expect(
            isPrefetching || isDragDrop ||
            Self.functions(Self.controller, .class, "UITableViewController").map(Self.signature).contains(uikitSignature),
            "UITableViewController lacks \(uikitSignature)")

        // The bridge implements the core method (to forward it); the declared app answers it. The
        // prefetch data source is the table's own property, with a bridge of its own.
        let bridgeClass = isPrefetching ? "UITableViewPrefetchBridge" : isDragDrop ? "UITableViewDragDropBridge" : "UITableViewBridge"
        #expect(
            (Self.functions(Self.bridge, .class, bridgeClass) + Self.functions(Self.bridge, .extension, bridgeClass))
                .map(\.selector).contains(name),
            "bridge: \(name)")
        #expect(
            (Self.functions(Self.declaredApp, .class, "DeclaredApp") + Self.functions(Self.declaredApp, .extension, "DeclaredApp"))
                .map(\.selector).contains(name)
                == !DeclaredApp.neverImplemented.contains(selector),
            "DeclaredApp: \(name)")
    }

    @Test func theSourceCheckersModelledRequirementsAreExactlyTheDeclaredCallbacks() {
        let modelled = UIKitRequirement.all.filter(\.isModelled).map(\.selector)
        #expect(modelled.sorted() == CallbackSelector.allCases.map(\.rawValue).sorted())
    }

    // MARK: Calling through each layer

    /// An app object implementing only the required methods.
    private final class BareApp: CoreApp {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            TableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// A declared table that implements everything a declared table can.
    private static func fullDeclaredApp() throws -> DeclaredApp {
        let source = """
            table plain primary-action=on
            index auto
            section "Fruits" footer="Fresh" header-height=30 footer-height=20 header-view=custom
            row "Apple" height=50 estimated-height=44
            row "Banana" menu="Copy"
            """
        var setup = TableSetup()
        for statement in try ScenarioParser(file: "<agreement>").parse(source) {
            if case .setup(let line) = statement.kind { setup.declare(line) }
        }
        return DeclaredApp(setup: setup)
    }

    /// Runs one call and says whether the method turned out not to be implemented, with the answer.
    private static func call(_ body: () -> String, on table: TableView) -> (unimplemented: Bool, answer: String) {
        table.unimplementedFlag = false
        let answer = body()
        defer { table.unimplementedFlag = false }
        return (table.unimplementedFlag, answer)
    }

    @Test(arguments: CallbackSelector.tableAndScrollCallbacks)
    func aBareAppsDefaultIsNotImplementedAndAnswersTheDeclaredDefault(_ selector: CallbackSelector) {
        let probe = selector.probe
        #expect(probe.selector == selector)
        let table = TableView(style: .plain)
        let app = BareApp()
        let (unimplemented, answer) = Self.call({ probe.app(app, table) }, on: table)
        let required = selector.declaration.responds == .required
        #expect(unimplemented == !required, "\(selector.rawValue)")
        if !required { #expect(answer == probe.protocolDefault(table), "\(selector.rawValue)") }
    }

    @Test(arguments: CallbackSelector.tableAndScrollCallbacks)
    func theBridgeForwardsToTheControllersOverrideAndItsDefaultIsUIKits(_ selector: CallbackSelector) throws {
        let probe = selector.probe
        // A subclass overriding every method: the bridge reaches exactly this one.
        let recording = RecordingController(style: .plain)
        let table = recording.tableView.simulatedTableView
        let bridge = try #require(table.dataSource as? any CoreApp)
        let overridden = Self.call({ probe.app(bridge, table) }, on: table)
        #expect(recording.calls == [selector.rawValue])
        #expect(!overridden.unimplemented, "\(selector.rawValue)")
        // The bridge answers respondsTo from the subclass's overrides for the methods UIKit asks about first.
        #expect(bridge.responds(to: selector), "\(selector.rawValue)")

        // The controller itself: its default is not implemented and answers the declared default.
        let plain = UITableViewController(style: .plain)
        let plainTable = plain.tableView.simulatedTableView
        let plainBridge = try #require(plainTable.dataSource as? any CoreApp)
        let askedFirst = selector.declaration.responds == .askedBeforeCalling
        #expect(plainBridge.responds(to: selector) == !askedFirst, "\(selector.rawValue)")
        let (unimplemented, answer) = Self.call({ probe.app(plainBridge, plainTable) }, on: plainTable)
        #expect(unimplemented, "UITableViewController implements \(selector.rawValue)")
        #expect(answer == probe.protocolDefault(plainTable), "\(selector.rawValue)")
    }

    @Test(arguments: CallbackSelector.tableAndScrollCallbacks)
    func theDeclaredAppAnswersEveryCallbackItCanDeclare(_ selector: CallbackSelector) throws {
        let probe = selector.probe
        let app = try Self.fullDeclaredApp()
        let table = TableView(style: .plain)
        let never = DeclaredApp.neverImplemented.contains(selector)
        #expect(app.responds(to: selector) == !never, "\(selector.rawValue)")
        let (unimplemented, _) = Self.call({ probe.app(app, table) }, on: table)
        #expect(unimplemented == never, "\(selector.rawValue)")
    }

    @Test(arguments: CallbackSelector.tableAndScrollCallbacks)
    func theGatewayTracesTheDeclaredShapeAndWithoutTheMethodNothingAndUIKitsDefault(
        _ selector: CallbackSelector
    ) throws {
        let probe = selector.probe
        let declaration = selector.declaration

        // Implemented (by the declared app): one line, the selector's, with an answer when it answers.
        let app = try Self.fullDeclaredApp()
        let table = TableView(style: .plain)
        table.dataSource = app
        table.delegate = app
        _ = try probe.gateway(table)
        let lines = table.trace.map(\.text)
        if DeclaredApp.neverImplemented.contains(selector) {
            #expect(lines.isEmpty, "\(selector.rawValue)")
        } else {
            #expect(lines.count == 1 && lines.first?.hasPrefix(selector.rawValue) == true, "\(lines)")
            let shape = try #require(table.trace.first).shape
            #expect(shape.arguments == declaration.tracedArgumentCount, "\(lines)")
            #expect(shape.hasResult == (declaration.trace == .argumentsAndAnswer), "\(lines)")
        }

        // Not implemented (a bare app): no line, and UIKit's declared default.
        guard declaration.responds != .required else { return }
        let bare = BareApp()
        let bareTable = TableView(style: .plain)
        bareTable.dataSource = bare
        bareTable.delegate = bare
        let answer = try probe.gateway(bareTable)
        #expect(bareTable.trace.isEmpty, "\(bareTable.trace.map(\.text))")
        #expect(answer == probe.uikitDefault(bareTable), "\(selector.rawValue)")
    }
}
