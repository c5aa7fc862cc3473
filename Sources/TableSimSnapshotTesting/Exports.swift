// A test that imports TableSimSnapshotTesting writes `assertSnapshot` and `assertInlineSnapshot` with
// no other import, as it names the simulator and the trace assertions.
@_exported import InlineSnapshotTesting
@_exported import SnapshotTesting
@_exported import TableSim
@_exported import TableSimTesting
