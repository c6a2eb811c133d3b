import Foundation

/// Runs work on a thread with a large stack. The Swift front end and the layout of deep
/// trees recurse once per level of the source; their own depth limits keep that bounded, and
/// this stack keeps those limits far from the 8 MiB a main thread has (a debug build's frames
/// are large).
public enum LargeStack {
    public static let bytes = 512 << 20

    public static func run<T>(_ body: @escaping () throws -> T) throws -> T {
        if Thread.current.name == threadName { return try body() }
        let box = ResultBox<T>(body)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = Result { try box.body() }
            done.signal()
        }
        thread.name = threadName
        thread.stackSize = bytes
        thread.start()
        done.wait()
        guard let result = box.result else { throw RenderError("the work thread ended without a result") }
        return try result.get()
    }

    /// Threads with this name already have the large stack (ParallelWork names its workers so).
    package static let threadName = "render.large-stack"

    /// Handed to the thread, and read back only after it signalled: one owner at a time.
    private final class ResultBox<T>: @unchecked Sendable {
        let body: () throws -> T
        var result: Result<T, Error>?
        init(_ body: @escaping () throws -> T) { self.body = body }
    }
}
