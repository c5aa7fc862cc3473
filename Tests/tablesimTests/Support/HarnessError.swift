import Foundation

/// A failure of the test harness itself: a system call failed, or the child did not answer in time.
enum HarnessError: Error, CustomStringConvertible {
    case system(String, Int32)
    case binaryNotFound(String)
    case timedOut(waitingFor: String, transcript: String)

    /// A readable account of the failure, with the child's output when it timed out.
    var description: String {
        switch self {
        case .system(let call, let code):
            return "\(call) failed: \(String(cString: strerror(code)))"
        case .binaryNotFound(let searched):
            return "cannot find the tablesim binary (searched \(searched)); build it or set TABLESIM_BINARY"
        case .timedOut(let pattern, let transcript):
            return "timed out waiting for \(pattern.debugDescription); output so far: \(transcript.debugDescription)"
        }
    }
}
