// The Explorer's steps and failures are made of what both explorers share (`ExplorerFailure`,
// `VoiceOverGesture`): a test that imports TableSimTesting can name them without another import.
@_exported import TableSimExploring
