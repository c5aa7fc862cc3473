import Foundation
import TableSim
import TableSimSourceCheck
import TableSimUIKit
import Testing

/// The base of the issue's example: it adopts the data source and implements the required methods.
@MainActor
private class NotesBase: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
    }
}

/// The subclass that asks for two sections, which Swift never sees.
@MainActor
private final class NotesList: NotesBase {
    static let numberOfSectionsLine = #line + 1
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
}

/// The check describes TableSimUIKit as it is: its signatures, and what its tables never call.
@Suite struct DispatchRuleInTableSimUIKitTests {
    /// The path of a file of the package, from this test file's own.
    private static func packageFile(_ relative: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../" + relative)
            .standardized.path
    }

    @Test func theModelledRequirementsAreTableSimUIKitsProtocolsExactly() throws {
        // Prefetching (issue 23): UITableViewDataSourcePrefetching has a file of its own.
        let source = try ["UITableViewProtocols.swift", "UITableViewDataSourcePrefetching.swift"].map {
            try String(contentsOfFile: Self.packageFile("Sources/TableSimUIKit/Table/" + $0), encoding: .utf8)
        }.joined(separator: "\n")
        let declared = SwiftDeclarationParser.declarations(in: source).filter { $0.kind == .protocol }
        for adopted in UIKitProtocol.allCases {
            let module = declared.first { $0.name == adopted.rawValue }?.functions.map(Self.signature) ?? []
            let modelled = UIKitRequirement.all.filter { $0.owner == adopted && $0.isModelled }.map(\.function)
            #expect(module.sorted() == modelled.map(Self.signature).sorted(), "\(adopted.rawValue)")
        }
    }

    /// A method's selector and types, without parameter names or spacing.
    private static func signature(_ function: FunctionDeclaration) -> String {
        let types = function.parameterTypes.map { $0.filter { !$0.isWhitespace } }
        return function.selector + " " + types.joined(separator: ", ") + " -> "
            + (function.returnType?.filter { !$0.isWhitespace } ?? "Void")
    }

    @Test @MainActor func aSubclassOnlyMethodIsNeverCalledAndTheCheckSaysSo() throws {
        let notes = NotesList()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        // Handing the class to a table fails the test by itself (the check by default), at the method.
        let line = NotesList.numberOfSectionsLine
        withKnownIssue {
            table.dataSource = notes
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue).joined().contains("'numberOfSections(in:)' is implemented in 'NotesList'")
        }
        Simulator(showing: table).appear()
        #expect(table.numberOfSections == 1)
        #expect(!table.simulatedTableView.trace.map(\.text).contains { $0.hasPrefix("numberOfSections(in:)") })

        let path = #filePath
        let findings = UIKitDispatchCheck.findings(in: [SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))])
        #expect(findings.map(\.description) == [
            "\(path):\(NotesList.numberOfSectionsLine):10: error: 'numberOfSections(in:)' is implemented in 'NotesList', "
                + "a subclass of 'NotesBase' which adopts UITableViewDataSource; Swift never calls it (UIKit would, "
                + "through respondsToSelector). Declare it in 'NotesBase' and override it in 'NotesList'."
        ])
    }
}
