import Synchronization

/// Ctrl-C pressed while a REPL command runs: set by the SIGINT handler, taken by the simulator's
/// clock at its next frame, which stops the command and keeps the session.
enum Interruption {
    /// Lock-free, so the signal handler may set it.
    private static let flag = Atomic<Bool>(false)

    /// Asks the running command to stop (async-signal-safe: one atomic store).
    static func request() {
        flag.store(true, ordering: .relaxed)
    }

    /// Whether a stop was asked for since the last call, clearing the request.
    static func take() -> Bool {
        flag.exchange(false, ordering: .relaxed)
    }

    /// Forgets a request made while no command was running the clock, before the next line runs.
    static func clear() {
        flag.store(false, ordering: .relaxed)
    }
}
