import Foundation

/// Runs independent items of a batch (`render check`'s scenes, `sweep`'s frames) on several
/// threads and hands the results back in the items' order, so reports read exactly as in a
/// serial run.
///
/// 1. `jobs` worker threads (at most one per item) each take the next unclaimed index, in
///    order, until none is left; with one job everything runs on the calling thread.
/// 2. Each worker makes its own state once (`makeState`, e.g. a Pango measurer: Pango's font
///    maps are not shared between threads) and passes it to every item it runs.
/// 3. Workers have the large stack of `LargeStack`, so deep scenes recurse as they would
///    on the main path.
/// 4. Result `i` is item `i`'s, whichever thread ran it.
public enum ParallelWork {
    /// The default number of jobs: the cores this process may use.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    public static func map<State, T>(_ count: Int, jobs: Int, state makeState: @escaping () -> State,
                                     _ body: @escaping (inout State, Int) -> T) -> [T] {
        let workers = min(max(jobs, 1), count)
        guard workers > 1 else {
            var state = makeState()
            return (0..<count).map { body(&state, $0) }
        }
        let batch = Batch(count: count, makeState: makeState, body: body)
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            let thread = Thread {
                batch.work()
                done.signal()
            }
            thread.name = LargeStack.threadName
            thread.stackSize = LargeStack.bytes
            thread.start()
        }
        for _ in 0..<workers { done.wait() }
        return batch.results.map { $0! }
    }

    /// Shared by the workers: the next index under a lock, each result written to its own slot.
    private final class Batch<State, T>: @unchecked Sendable {
        let count: Int
        let makeState: () -> State
        let body: (inout State, Int) -> T
        private let lock = NSLock()
        private var next = 0
        var results: [T?]

        init(count: Int, makeState: @escaping () -> State, body: @escaping (inout State, Int) -> T) {
            self.count = count
            self.makeState = makeState
            self.body = body
            results = Array(repeating: nil, count: count)
        }

        func work() {
            var state = makeState()
            while let index = claim() {
                let result = body(&state, index)
                lock.lock()
                results[index] = result
                lock.unlock()
            }
        }

        private func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }
    }
}
