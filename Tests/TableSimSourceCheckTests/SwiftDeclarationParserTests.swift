import TableSimSourceCheck
import Testing

/// The parser finds types, their inheritance clauses and their methods' full selectors.
@Suite struct SwiftDeclarationParserTests {
    @Test func classesAndExtensionsWithTheirInheritance() {
        let source = """
            final class Notes<T: Equatable>: Base<T>, UITableViewDelegate where T: Hashable {
                class func make() -> Notes { Notes() }
                static var shared = 1
            }
            extension UIKit.Notes: Foo.UITableViewDataSource, any Bar {}
            protocol Source: class, UITableViewDataSource {}
            struct S: Hashable {}
            """
        let declarations = SwiftDeclarationParser.declarations(in: source)
        #expect(declarations.map(\.kind) == [.class, .extension, .protocol, .struct])
        #expect(declarations.map(\.name) == ["Notes", "Notes", "Source", "S"])
        #expect(declarations.map(\.inherited) == [
            ["Base", "UITableViewDelegate"], ["UITableViewDataSource", "Bar"], ["class", "UITableViewDataSource"],
            ["Hashable"],
        ])
        #expect(declarations.map(\.line) == [1, 5, 6, 7])
        #expect(declarations.map(\.column) == [13, 17, 10, 8])
        #expect(declarations[0].functions.map(\.selector) == ["make()"])
        #expect(declarations[0].functions[0].isTypeMethod)
    }

    @Test func methodsWithSelectorsTypesAndModifiers() {
        let source = """
            class C {
                @objc override public func tableView(_ tableView: UITableView,
                                                     heightForRowAt indexPath: IndexPath) -> CGFloat {
                    func local(x: Int) {}
                    let closure = { func alsoLocal() {} }
                    return 44
                }
                private(set) var count = 0
                func numberOfSections(in tableView: UITableView!) throws -> [String: Int]? where T: P { [:] }
                func apply(_ f: @escaping (Int, String) -> Void = { _, _ in }, at: Int = (1, 2).0) async {}
                nonisolated func name(for value: Dictionary<String, Int>) -> Optional < Int >
                var x: Int { get { 1 } }
            }
            """
        let functions = SwiftDeclarationParser.declarations(in: source)[0].functions
        #expect(functions.map(\.selector) == [
            "tableView(_:heightForRowAt:)", "numberOfSections(in:)", "apply(_:at:)", "name(for:)",
        ])
        #expect(functions.map(\.parameterTypes) == [
            ["UITableView", "IndexPath"], ["UITableView!"], ["@escaping (Int, String) -> Void", "Int"],
            ["Dictionary<String, Int>"],
        ])
        #expect(functions.map(\.returnType) == ["CGFloat", "[String: Int]?", nil, "Optional < Int >"])
        #expect(functions.map(\.isOverride) == [true, false, false, false])
        #expect(functions.map(\.line) == [2, 9, 10, 11])
        #expect(functions.map(\.column) == [32, 10, 10, 22])
    }

    @Test func compositionsAndTypeAliasesNameEachProtocol() {
        let source = """
            public typealias TableHandler<T> = UIKit.UITableViewDataSource &
                UITableViewDelegate
            class A: UIViewController, UITableViewDataSource & Foo.UITableViewDelegate {}
            typealias Count = Int; func f() {}
            """
        let declarations = SwiftDeclarationParser.declarations(in: source)
        #expect(declarations.map(\.kind) == [.typealias, .class, .typealias])
        #expect(declarations.map(\.name) == ["TableHandler", "A", "Count"])
        #expect(declarations.map(\.inherited) == [
            ["UITableViewDataSource", "UITableViewDelegate"], ["UIViewController", "UITableViewDataSource", "UITableViewDelegate"],
            ["Int"],
        ])
    }

    @Test func nestedTypesOwnTheirMethods() {
        let source = """
            class Outer: UITableViewController {
                enum Row { case a; func title() -> String { "" } }
                override func numberOfSections(in tableView: UITableView) -> Int { 1 }
            }
            func topLevel() {}
            """
        let declarations = SwiftDeclarationParser.declarations(in: source)
        #expect(declarations.map(\.name) == ["Outer", "Row"])
        #expect(declarations.map { $0.functions.map(\.selector) } == [["numberOfSections(in:)"], ["title()"]])
    }

    @Test func truncatedSourceYieldsWhatWasComplete() {
        #expect(SwiftDeclarationParser.declarations(in: "class A: B").isEmpty)
        #expect(SwiftDeclarationParser.declarations(in: "class A { func f(").map(\.functions) == [[]])
        #expect(SwiftDeclarationParser.declarations(in: "}}} class A { func f(x: Int -> ").count == 1)
    }
}
