import Testing

@testable import tablesim_callbacks

/// The callback declaration format takes any UIKit Swift signature (arrays, optionals, closures,
/// `CGPoint`), a protocol `UITableViewController` does not adopt, and methods the core does not model.
@Suite struct CallbackGeneratorTests {
    static let prefetching = """
        protocol UITableViewDataSourcePrefetching: AnyObject
        owner prefetchDataSource
        order 4
        controller no
        doc The app object that loads rows' data ahead of display (UIKit's `UITableViewDataSourcePrefetching`).

        callback prefetchRowsAt
        uikit func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
        objc tableView:prefetchRowsAtIndexPaths:
        doc Tells the data source to start loading the data of rows about to appear.
        model no
        responds required

        callback contextMenuConfigurationForRowAt
        uikit func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
        objc tableView:contextMenuConfigurationForRowAtIndexPath:point:
        doc Returns the context menu for a row, or nil for none.
        model no
        uikit body nil

        callback performDrop
        uikit func tableView(_ tableView: UITableView, didEnd session: UIDropSession, then completion: @escaping (Bool, [String]?) -> Void) -> Bool
        objc tableView:didEndDropSession:then:
        doc Tells the delegate a drop session ended.
        model no
        uikit body completion(true, nil)
        uikit body return false
        """

    @Test func signaturesWithArraysClosuresAndPointsReadAsUIKitWritesThem() throws {
        let signature = try Signature(
            parsing: "func tableView(_ tableView: UITableView, didEnd session: UIDropSession, then completion: @escaping (Bool, [String]?) -> Void) -> Bool")
        #expect(signature.selector == "tableView(_:didEnd:then:)")
        #expect(signature.parameters.map(\.type) == ["UITableView", "UIDropSession", "@escaping (Bool, [String]?) -> Void"])
        #expect(signature.answer == "Bool")
        let point = try Signature(parsing: "func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?")
        #expect(point.selector == "tableView(_:contextMenuConfigurationForRowAt:point:)")
        var map = TypeMap()
        map.coreName = ["UITableView": "TableView", "CGPoint": "Point"]
        #expect(point.text(mapping: map.core) == "func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> UIContextMenuConfiguration?")
    }

    @Test func aProtocolTheControllerDoesNotAdoptGetsItsUIKitSurfacesOnly() throws {
        var map = TypeMap()
        let spec = try #require(try read(file: "Prefetching.callbacks", text: Self.prefetching, into: &map))
        #expect(spec.callbacks.map(\.caseName) == ["prefetchRowsAt", "contextMenuConfigurationForRowAt", "performDrop"])
        let surfaces = Surfaces(protocols: [spec], map: map)
        let template = "open class UITableViewController {\n    \(Surfaces.controllerMarker)\n}\n"
        let uikit = try surfaces.uikitFiles(controllerTemplate: template)
        let prefetchingFile = try #require(uikit["GeneratedUITableViewDataSourcePrefetching.swift"])
        #expect(prefetchingFile.contains("public protocol UITableViewDataSourcePrefetching: AnyObject {"))
        #expect(prefetchingFile.contains("    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])\n"))
        // Required: no default. Not modelled: the default is the declared body, and no core name appears.
        #expect(!prefetchingFile.contains("public func tableView(_ tableView: UITableView, prefetchRowsAt"))
        #expect(prefetchingFile.contains("point: CGPoint) -> UIContextMenuConfiguration? {\n        nil\n    }"))
        #expect(prefetchingFile.contains("        completion(true, nil)\n        return false\n"))
        #expect(!prefetchingFile.contains("Callbacks."))
        #expect(uikit["GeneratedUITableViewController.swift"]?.contains("prefetchRowsAt") == false)
        #expect(uikit["GeneratedUITableViewBridge.swift"]?.contains("func ") == false)
        // The core: no selector, no declaration, no protocol for a method it does not model.
        let core = surfaces.coreFiles()
        #expect(core.keys.sorted() == ["GeneratedCallbacks.swift"])
        #expect(core["GeneratedCallbacks.swift"]?.contains("prefetch") == false)
        let requirements = try #require(surfaces.sourceCheckFiles()["GeneratedUIKitRequirements.swift"])
        #expect(requirements.contains("\"tableView:prefetchRowsAtIndexPaths:\", false),"))
    }

    @Test func aMistakeNamesItsFileAndLine() {
        var map = TypeMap()
        #expect(throws: SpecError.self) {
            try read(file: "Bad.callbacks", text: "protocol P: AnyObject\ncallback x\nuikit func f() -> Int\nsometimes\n", into: &map)
        }
        do {
            _ = try read(file: "Bad.callbacks", text: "protocol P: AnyObject\ncallback x\nsometimes\n", into: &map)
        } catch {
            #expect("\(error)" == "Bad.callbacks:3: error: unknown key in: sometimes")
        }
    }
}
