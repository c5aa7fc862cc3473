import Foundation
import Synchronization

/// Serializes every child launch in the test process, so one test's descriptors never leak into another's child.
///
/// Descriptors are marked close-on-exec right after they are made, inside this lock; without it
/// a parallel test could spawn in between and keep a pipe or a pseudo-terminal open.
let spawnLock = Mutex<Void>(())

/// How a child process ended.
enum Termination: Equatable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    /// The wait status decoded, as `waitpid` reports it.
    init(waitStatus status: Int32) {
        if status & 0x7f == 0 {
            self = .exited((status >> 8) & 0xff)
        } else {
            self = .signaled(status & 0x7f)
        }
    }

    /// "exit N" or "signal N".
    var description: String {
        switch self {
        case .exited(let code): return "exit \(code)"
        case .signaled(let signal): return "signal \(signal)"
        }
    }
}

/// glibc's `posix_spawn_file_actions_addclosefrom_np`, or nil where the C library has none.
private let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
}()

/// Launching and reaping children with `posix_spawn`.
enum Spawn {
    /// One step the child takes on its descriptors before it runs the program.
    enum FileAction {
        case open(Int32, path: String, flags: Int32)
        case duplicate(Int32, to: Int32)
    }

    /// Starts `executable` with `arguments`; a new session makes a terminal opened by `actions` its controlling one.
    ///
    /// Call it while holding `spawnLock`.
    static func launch(
        executable: String, arguments: [String], environment: [String: String], actions: [FileAction],
        newSession: Bool
    ) throws -> pid_t {
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        for action in actions {
            switch action {
            case .open(let descriptor, let path, let flags):
                posix_spawn_file_actions_addopen(&fileActions, descriptor, path, flags, 0o644)
            case .duplicate(let descriptor, let target):
                posix_spawn_file_actions_adddup2(&fileActions, descriptor, target)
            }
        }
        // Only the descriptors named above: a pipe another test opened at the same moment without
        // close-on-exec (Foundation's Pipe) must not reach this child, or that test's read of its
        // output would wait for this child to end.
        // (glibc 2.34 and later; Swift's Glibc module leaves it out, so it is looked up by name.)
        if let closeFrom = addCloseFrom { _ = closeFrom(&fileActions, 3) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGPIPE, SIGTERM, SIGQUIT] {
            sigaddset(&defaults, signal)
        }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        let setSession: Int32 = 0x80  // POSIX_SPAWN_SETSID, hidden from Swift behind _GNU_SOURCE
        let flags = Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK) | (newSession ? setSession : 0)
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &fileActions, &attributes, argv, envp)
        guard status == 0 else { throw HarnessError.system("posix_spawn", status) }
        return pid
    }

    /// Marks `descriptor` close-on-exec, so children never inherit it.
    static func closeOnExec(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    /// Returns how `pid` ended if it already has, reaping it; nil while it runs.
    static func poll(_ pid: pid_t) -> Termination? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        return result == pid ? Termination(waitStatus: status) : nil
    }

    /// Waits (by bounded polling) for `pid` to end; past `timeout` it is killed and the wait fails.
    static func wait(for pid: pid_t, timeout: Duration, transcript: () -> String) throws -> Termination {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let termination = poll(pid) {
                return termination
            }
            usleep(5_000)
        }
        kill(pid, SIGKILL)
        _ = reap(pid)
        throw HarnessError.timedOut(waitingFor: "process exit", transcript: transcript())
    }

    /// Blocks until `pid` (already killed or ended) is reaped.
    static func reap(_ pid: pid_t) -> Termination? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, 0)
            if result == pid { return Termination(waitStatus: status) }
            if result < 0 && errno != EINTR { return nil }
        }
    }
}
