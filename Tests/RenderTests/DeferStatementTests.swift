import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `defer { … }` as Swift runs it (`InterpreterDefer`; The Swift Programming Language,
/// "Specifying Cleanup Actions"): at the exit of its scope, the last reached first, after a
/// `return`'s value is evaluated. Snippets written for the test, shaped as a lock-guarded cache
/// and a log of cleanups are in apps' code.
final class DeferStatementTests: XCTestCase {
    private func texts(_ source: String) throws -> (texts: [String], loaded: SwiftSource.Loaded) {
        let loaded = try loadModule(["View.swift": "import SwiftUI\n" + source], test: self)
        return (try layoutTexts(loaded), loaded)
    }

    func testDefersRunAtScopeExitInReverseOrder() throws {
        let (found, loaded) = try texts("""
        final class Log { var lines: [String] = [] }

        func work(_ log: Log) -> Int {
            log.lines.append("start")
            defer { log.lines.append("first") }
            defer { log.lines.append("second") }
            if log.lines.count == 1 {
                defer { log.lines.append("branch") }
                log.lines.append("in branch")
            }
            log.lines.append("end")
            return log.lines.count
        }

        struct Screen: View {
            var body: some View {
                let log = Log()
                let counted = work(log)
                Text(log.lines.joined(separator: ","))
                Text("\\(counted)")
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        // The count is taken by `return` before the two function-level defers run.
        XCTAssertEqual(found, ["start,in branch,branch,end,second,first", "4"])
    }

    func testAReturnsValueIsTakenBeforeTheDeferRuns() throws {
        // A lock-guarded getter: `lock(); defer { unlock() }; return value`.
        let (found, loaded) = try texts("""
        final class Guarded {
            private var locked = false
            private var value = 7
            var unlockedAfterRead = false
            private func lock() { locked = true }
            private func unlock() { locked = false }
            var current: String {
                lock()
                defer { unlock() }
                return "\\(value) locked=\\(locked)"
            }
            func isLocked() -> Bool { locked }
        }

        struct Screen: View {
            var body: some View {
                let guarded = Guarded()
                let read = guarded.current
                VStack {
                    Text(read)
                    Text("after: \\(guarded.isLocked())")
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(found, ["7 locked=true", "after: false"])
    }

    func testAVoidFunctionDropsItsStatementsValues() throws {
        // A registry guarded by a lock, as an image pipeline's shared storage is: `insert`'s
        // tuple and the lock's calls are values Swift drops in a function without `-> T`.
        let (found, loaded) = try texts("""
        final class Gate { func lock() -> Bool { true }; func unlock() -> Bool { true } }
        final class Registry {
            static let shared = Registry()
            private let gate = Gate()
            private var ids = Set<Int>()
            func register(_ id: Int) {
                gate.lock()
                defer { gate.unlock() }
                ids.insert(id)
            }
            func registerAll(_ all: [Int]) -> Int {
                for id in all { register(id) }
                return ids.count
            }
        }

        struct Screen: View {
            var body: some View {
                Text("\\(Registry.shared.registerAll([3, 5, 3]))")
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(found, ["2"])
    }

    func testADeferNotReachedNeverRunsAndOneInALoopRunsEachPass() throws {
        let (found, _) = try texts("""
        func count() -> Int {
            var total = 0
            for step in 1...3 {
                defer { total += 10 }
                if step == 2 { continue }
                total += step
            }
            return total
        }

        func early(_ flag: Bool) -> [Int] {
            var seen: [Int] = []
            guard flag else { return seen }
            defer { seen.append(99) }
            seen.append(1)
            return seen
        }

        struct Screen: View {
            var body: some View {
                VStack {
                    Text("\\(count())")
                    Text("\\(early(false).count) \\(early(true).count)")
                }
            }
        }
        """)
        // 1 + 3 + three passes of 10; `early(true)` returns [1] (the defer's append comes after
        // the value is taken, on a copy the caller never sees).
        XCTAssertEqual(found, ["34", "0 1"])
    }
}
