import Glibc
import Synchronization

/// `--shard I/N`: the part of a run (or an explore campaign) one machine of a CI matrix takes.
///
/// Shard `I` of `N` takes the items whose position, counted from 0 in the run's sorted order, leaves
/// `I - 1` when divided by `N`: neighbours go to different machines, so the slow files of one folder
/// spread over the matrix, and every item is taken by exactly one shard.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// Which shard, from 1.
    public let index: Int
    /// How many shards the work is split into.
    public let count: Int

    /// The shard `index` of `count`; nil unless `1 <= index <= count`.
    public init?(index: Int, of count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `I/N`, as `--shard` takes it; nil when it is not one.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, of: count)
    }

    /// The whole work as one shard: every item.
    package static let whole = Shard(index: 1, of: 1)!

    /// Whether the item at `position` (from 0) is this shard's.
    public func takes(_ position: Int) -> Bool { position % count == index - 1 }

    /// The position among all items of this shard's `nth` item (from 0): the inverse of ``takes(_:)``.
    package func item(_ nth: Int) -> Int { nth * count + index - 1 }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }
}

/// How many jobs a machine runs at once by default: the processors this process may use.
public enum Jobs {
    /// The processors online (at least 1).
    public static var machineDefault: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

/// Runs jobs on worker threads and hands their results back in the jobs' order, each as soon as it
/// and every job before it are done, so that what the caller prints is exactly what one job after
/// another would print.
///
/// At most `window` jobs are started past the oldest one not yet handed back, so a slow job holds
/// back a bounded number of finished ones (their memory and temporary files), however many jobs
/// there are. `stop` (checked as each result is handed back) ends the run early: no job starts after
/// it, the running ones finish, and their results are dropped.
package enum OrderedJobs {
    /// Runs `job(0)`, `job(1)`, … `job(count - 1)` on `threads` threads, calling `handle` on the calling
    /// thread with each result in order until it returns false. Returns how many results were handled.
    @discardableResult
    package static func run<Result: Sendable>(
        count: Int, threads: Int, window: Int? = nil, job: @escaping @Sendable (Int) -> Result,
        handle: (Int, Result) -> Bool
    ) -> Int {
        guard count > 0 else { return 0 }
        let threads = max(1, min(threads, count))
        let state = JobState<Result>(window: window ?? max(2 * threads, 4))
        var workers: [pthread_t] = []
        for _ in 0..<threads {
            let context = Unmanaged.passRetained(WorkerContext { state.work(count: count, job: job) }).toOpaque()
            var thread = pthread_t()
            // A scenario's parser and engine recurse: the default stack of the main thread (8 MiB).
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            pthread_attr_setstacksize(&attributes, 8 << 20)
            let started = pthread_create(&thread, &attributes, { context in
                Unmanaged<WorkerContext>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }, context)
            pthread_attr_destroy(&attributes)
            if started == 0 {
                workers.append(thread)
            } else {
                Unmanaged<WorkerContext>.fromOpaque(context).release()
            }
        }
        // No thread could start: the caller's thread does the work, one job after another.
        if workers.isEmpty {
            var handled = 0
            for index in 0..<count {
                handled += 1
                if !handle(index, job(index)) { break }
            }
            return handled
        }
        var handled = 0
        for index in 0..<count {
            guard let result = state.take(index) else { break }
            handled += 1
            if !handle(index, result) { break }
        }
        state.stop()
        for worker in workers { pthread_join(worker, nil) }
        return handled
    }
}

/// A worker thread's body, handed through `pthread_create`'s context pointer.
private final class WorkerContext {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

/// The jobs' shared state: the next job to start, the results not yet taken, and whether to stop.
private final class JobState<Result: Sendable>: @unchecked Sendable {
    private struct Shared {
        var next = 0
        var taken = 0
        var stopped = false
        var done: [Int: Result] = [:]
    }
    private let window: Int
    private let lock = ThreadCondition()
    private var shared = Shared()

    init(window: Int) {
        self.window = window
    }

    /// A worker: starts the next job while there is one within the window, until stopped.
    func work(count: Int, job: (Int) -> Result) {
        while true {
            lock.lock()
            while !shared.stopped, shared.next < count, shared.next >= shared.taken + window { lock.wait() }
            guard !shared.stopped, shared.next < count else {
                lock.unlock()
                return
            }
            let index = shared.next
            shared.next += 1
            lock.unlock()
            let result = job(index)
            lock.lock()
            shared.done[index] = result
            lock.broadcast()
            lock.unlock()
        }
    }

    /// Waits for job `index`'s result and takes it (nil only if the jobs were stopped first).
    func take(_ index: Int) -> Result? {
        lock.lock()
        defer { lock.unlock() }
        while shared.done[index] == nil, !shared.stopped { lock.wait() }
        let result = shared.done.removeValue(forKey: index)
        shared.taken = index + 1
        lock.broadcast()
        return result
    }

    /// No job starts from now on.
    func stop() {
        lock.lock()
        shared.stopped = true
        lock.broadcast()
        lock.unlock()
    }
}

/// A pthread mutex and condition variable (Foundation's `NSCondition`, without Foundation).
package final class ThreadCondition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    package init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    /// Takes the mutex.
    package func lock() { pthread_mutex_lock(mutex) }
    /// Gives the mutex back.
    package func unlock() { pthread_mutex_unlock(mutex) }
    /// Gives the mutex back until another thread broadcasts, then takes it again.
    package func wait() { pthread_cond_wait(condition, mutex) }
    /// Wakes every waiting thread.
    package func broadcast() { pthread_cond_broadcast(condition) }

    /// Runs `body` holding the mutex.
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// What a scenario run on a worker thread printed, kept until its turn to be printed comes: in
/// memory up to a limit, then in an unlinked temporary file, so a long `--trace` of a file that
/// finished early does not fill the memory.
package final class HeldOutput: @unchecked Sendable {
    /// An empty output.
    package init() {}

    private var pieces: [String] = []
    private var size = 0
    private var spill: SpillFile?
    private static let memoryLimit = 1 << 20

    /// Keeps a piece of output.
    package func append(_ text: String) {
        if let spill, !spill.isBroken {
            spill.append { $0 += text.utf8 }
            return
        }
        pieces.append(text)
        size += text.utf8.count
        if size > Self.memoryLimit, spill == nil, let file = SpillFile.temporary() {
            spill = file
            for piece in pieces { file.append { $0 += piece.utf8 } }
            pieces.removeAll()
        }
    }

    /// Hands everything kept to `output`, in order: what the file took, then what it could not.
    package func replay(into output: (String) -> Void) {
        if let spill { _ = spill.read(output) }
        pieces.forEach(output)
    }
}
