import TableSim
import TableSimSourceCheck
import Testing

/// The dispatch check's findings, each with its whole text, line and column, and its silence on correct code.
@Suite struct UIKitDispatchCheckTests {
    /// The findings for files named `A.swift`, `B.swift`… in order, as the CLI prints them.
    private func check(_ sources: String...) -> [String] {
        let files = sources.enumerated().map { index, text in
            SourceFile(path: String(UnicodeScalar(UInt8(ascii: "A") + UInt8(index))) + ".swift", text: text)
        }
        return UIKitDispatchCheck.findings(in: files).map(\.description)
    }

    private let base = """
        import UIKit

        class Base: UIViewController, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell()
            }
        }
        """

    @Test func aSubclassOnlyMethodIsAnErrorNamingBothClasses() {
        let notes = """
            class Notes: Base {
                func numberOfSections(in tableView: UITableView) -> Int { 2 }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
                func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "A" }
                  func scrollViewDidScroll(_ scrollView: UIScrollView) {}
                func helper(in tableView: UITableView) -> Int { 0 }
            }
            """
        #expect(check(base, notes) == [
            "B.swift:2:10: error: 'numberOfSections(in:)' is implemented in 'Notes', a subclass of 'Base' which adopts "
                + "UITableViewDataSource; Swift never calls it (UIKit would, through respondsToSelector). "
                + "Declare it in 'Base' and override it in 'Notes'.",
            "B.swift:4:10: error: 'tableView(_:titleForHeaderInSection:)' is implemented in 'Notes', a subclass of 'Base' "
                + "which adopts UITableViewDataSource; Swift never calls it (UIKit would, through respondsToSelector). "
                + "Declare it in 'Base' and override it in 'Notes'.",
            "B.swift:5:12: error: 'scrollViewDidScroll(_:)' is implemented in 'Notes', a subclass of 'Base' which adopts "
                + "UIScrollViewDelegate; Swift never calls it (UIKit would, through respondsToSelector). "
                + "Declare it in 'Base' and override it in 'Notes'.",
        ])
    }

    @Test func aConformanceInAnExtensionIsHandledTheSame() {
        let base = """
            class Base: UIViewController {}
            extension Base: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell()
                }
                func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String { "" }
            }
            """
        let notes = """
            final class Notes: Base {}
            extension Notes {
                func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
            }
            """
        #expect(check(notes, base) == [
            "A.swift:3:10: error: 'tableView(_:canMoveRowAt:)' is implemented in 'Notes', a subclass of 'Base' which "
                + "adopts UITableViewDataSource; Swift never calls it (UIKit would, through respondsToSelector). "
                + "Declare it in the class body of 'Base' (not an extension) and override it in 'Notes'.",
            "B.swift:7:10: warning: 'tableView(_:titleForHeaderInSection:)' in 'Base' does not match "
                + "UITableViewDataSource's requirement (returns 'String' instead of 'String?'), so the table never "
                + "calls it; UIKit's signature is "
                + "'func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?'.",
        ])
    }

    @Test func anIntermediateClassIsNamedAndItsSubclassToo() {
        let source = """
            class Base: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
            }
            class Middle: Base {
                func numberOfSections(in tableView: UITableView) -> Int { 2 }
            }
            class Leaf: Middle {
                override func numberOfSections(in tableView: UITableView) -> Int { 4 }
            }
            """
        let tail = "; Swift never calls it (UIKit would, through respondsToSelector). "
        #expect(check(source) == [
            "A.swift:6:10: error: 'numberOfSections(in:)' is implemented in 'Middle', a subclass of 'Base' which adopts "
                + "UITableViewDataSource" + tail + "Declare it in 'Base' and override it in 'Middle'.",
            "A.swift:9:19: error: 'numberOfSections(in:)' is implemented in 'Leaf', a subclass of 'Base' which adopts "
                + "UITableViewDataSource" + tail + "Declare it in 'Base' and override it in 'Leaf'.",
        ])
    }

    @Test func aWrongTypeInAnAdoptingClassIsAWarningWithUIKitsSignature() {
        let source = """
            class Screen: UIViewController, UITableViewDelegate {
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> Double { 80 }
                func tableView(_ tableView: UITableView, heightForHeaderInSection section: IndexPath) -> Float { 0 }
                func tableView(_ tableView: UIKit.UITableView, didSelectRowAt indexPath: Foundation.IndexPath) {}
                func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) {}
            }
            """
        #expect(check(source) == [
            "A.swift:2:10: warning: 'tableView(_:heightForRowAt:)' in 'Screen' does not match UITableViewDelegate's "
                + "requirement (returns 'Double' instead of 'CGFloat'), so the table never calls it; UIKit's signature is "
                + "'func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat'.",
            "A.swift:3:10: warning: 'tableView(_:heightForHeaderInSection:)' in 'Screen' does not match "
                + "UITableViewDelegate's requirement ('heightForHeaderInSection:' is 'IndexPath' instead of 'Int'; "
                + "returns 'Float' instead of 'CGFloat'), so the table never calls it; UIKit's signature is "
                + "'func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat'.",
            "A.swift:5:10: warning: 'tableView(_:willDeselectRowAt:)' in 'Screen' does not match UITableViewDelegate's "
                + "requirement (returns nothing instead of 'IndexPath?'), so the table never calls it; UIKit's signature "
                + "is 'func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?'.",
        ])
    }

    @Test func oldAndMistypedSelectorsAreWarnings() {
        let source = """
            class Screen: UITableViewController {
                func numberOfSectionsInTableView(tableView: UITableView) -> Int { 1 }
                func tableView(tableView: UITableView, cellForRowAtIndexPath indexPath: NSIndexPath) -> UITableViewCell {
                    UITableViewCell()
                }
                func tableView(_ tableView: UITableView, heightForRowAtIndexPath indexPath: IndexPath) -> CGFloat { 80 }
                func tableView(_ tableView: UITableView, willDisplayCell cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
                func tableView(_ tableView: UITableView, titleForHeaderAtSection section: Int) -> String? { nil }
                func tableview(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
                func scrollViewDidScroll(scrollView: UIScrollView) {}
                func tableView(_ tableView: UITableView, heightFor item: Int) -> CGFloat { 0 }
            }
            """
        let uikit = "so the table never calls it; UIKit's signature is 'func "
        #expect(check(source) == [
            "A.swift:2:10: warning: 'numberOfSectionsInTableView(tableView:)' in 'Screen' is the Swift 2 name of "
                + "UITableViewDataSource's 'numberOfSections(in:)', " + uikit
                + "numberOfSections(in tableView: UITableView) -> Int'.",
            "A.swift:3:10: warning: 'tableView(tableView:cellForRowAtIndexPath:)' in 'Screen' is the Swift 2 name of "
                + "UITableViewDataSource's 'tableView(_:cellForRowAt:)', " + uikit
                + "tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell'.",
            "A.swift:6:10: warning: 'tableView(_:heightForRowAtIndexPath:)' in 'Screen' is the Swift 2 name of "
                + "UITableViewDelegate's 'tableView(_:heightForRowAt:)', " + uikit
                + "tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat'.",
            "A.swift:7:10: warning: 'tableView(_:willDisplayCell:forRowAt:)' in 'Screen' is not UITableViewDelegate's "
                + "'tableView(_:willDisplay:forRowAt:)', " + uikit
                + "tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)'.",
            "A.swift:8:10: warning: 'tableView(_:titleForHeaderAtSection:)' in 'Screen' is not UITableViewDataSource's "
                + "'tableView(_:titleForHeaderInSection:)', " + uikit
                + "tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?'.",
            "A.swift:9:10: warning: 'tableview(_:didSelectRowAt:)' in 'Screen' is not UITableViewDelegate's "
                + "'tableView(_:didSelectRowAt:)', " + uikit
                + "tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)'.",
            "A.swift:10:10: warning: 'scrollViewDidScroll(scrollView:)' in 'Screen' is the Swift 2 name of "
                + "UIScrollViewDelegate's 'scrollViewDidScroll(_:)', " + uikit + "scrollViewDidScroll(_ scrollView: UIScrollView)'.",
        ])
    }

    @Test func correctCodeHasNoFinding() {
        let controller = """
            // class Fake: Base { func numberOfSections(in tableView: UITableView) -> Int { 2 } }
            class List: UITableViewController {
                override func numberOfSections(in tableView: UITableView) -> Int { 2 }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 80 }
            }
            final class Tags: List {
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    "func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { \\(section) }"
                }
                /* func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool */
                let text = \"""
                    func numberOfSections(in tableView: UITableView) -> Int
                    \"""
                func tableView(_ tableView: UITableView, heightFor item: Int) -> CGFloat { 0 }
                static func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            }
            class Declared: Base {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            }
            class Unrelated: SomeFrameworkController {
                override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
                func numberOfSections(in tableView: UITableView) -> Int { 2 }
            }
            class Helper {
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> Double { 1 }
            }
            """
        let shared = """
            protocol NotesSource: UITableViewDataSource {}
            class Owned: UIViewController, NotesSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
                func numberOfSections(in tableView: UITableView) -> Int { 1 }
                func tableView(_ tableView: Swift.Optional<UITableView>, didSelectRowAt indexPath: IndexPath) {}
            }
            class Child: Owned {
                override func numberOfSections(in tableView: UITableView) -> Int { 2 }
            }
            """
        #expect(check(controller, base, shared) == [])
    }

    @Test func anAppProtocolRefiningUIKitsCarriesTheAdoption() {
        let source = """
            protocol NotesSource: UITableViewDataSource {}
            class Owned: UIViewController, NotesSource {}
            class Child: Owned {
                func numberOfSections(in tableView: UITableView) -> Int { 2 }
            }
            """
        #expect(check(source) == [
            "A.swift:4:10: error: 'numberOfSections(in:)' is implemented in 'Child', a subclass of 'Owned' which adopts "
                + "UITableViewDataSource; Swift never calls it (UIKit would, through respondsToSelector). "
                + "Declare it in 'Owned' and override it in 'Child'."
        ])
    }

    @Test func aTypeAliasOfACompositionCarriesTheAdoption() {
        let source = """
            typealias TableHandler = UITableViewDataSource & UITableViewDelegate
            class Owned: UIViewController, TableHandler {}
            class Child: Owned {
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            }
            """
        #expect(check(source) == [
            "A.swift:4:10: error: 'tableView(_:didSelectRowAt:)' is implemented in 'Child', a subclass of 'Owned' which "
                + "adopts UITableViewDelegate; Swift never calls it (UIKit would, through respondsToSelector). "
                + "Declare it in 'Owned' and override it in 'Child'."
        ])
    }

    @Test func theModelledRequirementsAreExactlyTheCoresCallbackSelectors() {
        let modelled = Set(UIKitRequirement.all.filter(\.isModelled).map(\.selector))
        #expect(modelled == Set(CallbackSelector.allCases.map(\.rawValue)))
        #expect(Set(UIKitRequirement.all.map(\.selector)).count == UIKitRequirement.all.count)
        #expect(UIKitRequirement.all.filter { !$0.isModelled }.map(\.selector) == [
            "tableView(_:canPerformPrimaryActionForRowAt:)", "tableView(_:editActionsForRowAt:)",
            "tableView(_:indentationLevelForRowAt:)", "tableView(_:shouldShowMenuForRowAt:)",
            "tableView(_:canPerformAction:forRowAt:withSender:)", "tableView(_:performAction:forRowAt:withSender:)",
            "tableView(_:shouldSpringLoadRowAt:with:)", "tableView(_:shouldBeginMultipleSelectionInteractionAt:)",
            "tableView(_:didBeginMultipleSelectionInteractionAt:)", "tableViewDidEndMultipleSelectionInteraction(_:)",
            "scrollViewDidZoom(_:)", "viewForZooming(in:)",
            "scrollViewWillBeginZooming(_:with:)", "scrollViewDidEndZooming(_:with:atScale:)",
        ])
    }
}
