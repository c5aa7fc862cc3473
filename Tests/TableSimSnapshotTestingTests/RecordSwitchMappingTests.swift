@_spi(Internals) import SnapshotTesting
@testable import TableSimSnapshotTesting
import Testing

/// `TABLESIM_RECORD` read as swift-snapshot-testing's record mode: `1` is `failed` (what
/// `tablesim run --update` does), the library's names are themselves, off values and the library's
/// own variable leave the library alone.
@Suite struct RecordSwitchMappingTests {
    @Test func valuesMapOntoTheLibrarysModes() {
        func mode(_ environment: [String: String]) -> SnapshotTestingConfiguration.Record? {
            RecordSwitchMapping.mode(environment: environment)
        }
        #expect(mode(["TABLESIM_RECORD": "1"]) == .failed)
        #expect(mode(["TABLESIM_RECORD": "true"]) == .failed)
        #expect(mode(["TABLESIM_RECORD": "all"]) == .all)
        #expect(mode(["TABLESIM_RECORD": "missing"]) == .missing)
        #expect(mode(["TABLESIM_RECORD": "never"]) == .never)
        #expect(mode(["TABLESIM_RECORD": "0"]) == nil)
        #expect(mode(["TABLESIM_RECORD": ""]) == nil)
        #expect(mode([:]) == nil)
        #expect(mode(["TABLESIM_RECORD": "1", "SNAPSHOT_TESTING_RECORD": "never"]) == nil)
    }
}
