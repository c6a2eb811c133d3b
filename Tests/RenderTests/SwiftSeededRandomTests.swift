import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Random numbers drawn with a generator the app seeds are known at rest, as the iPhone draws
/// them (docs/swift-input.md, "Seeded random numbers"; `InterpreterSeededRandom`), dates move by
/// seconds, and `reduce(into:)` runs its closure on an `inout` accumulator. The snippets are shaped
/// like Food Truck's `OrderGenerator` (a `srand48`/`drand48` generator), written here.
///
/// The expected numbers are not the interpreter's: they are what this snippet's generator gives
/// compiled with swiftc 6.3 on Linux (glibc's `drand48`, the standard library's
/// `random(in:using:)`, `shuffled(using:)`), printed by a program of the same lines:
/// `[1, 3, 6, 3]`, then from seed 5 `164.575041756907 [2, 5, 3, 1, 4] true a`.
extension SwiftAppCodeTests {
    static let seededGenerator = """
        import SwiftUI

        struct Seeded: RandomNumberGenerator {
            init(seed: Int) { srand48(seed) }
            func next() -> UInt64 { UInt64(drand48() * Double(UInt64.max)) }
        }

        """

    func testASeededGeneratorDrawsWhatTheStandardLibraryDraws() throws {
        let source = Self.seededGenerator + """
        struct V: View {
            var rolls: [Int] {
                var generator = Seeded(seed: 1)
                return (0..<4).map { _ in Int.random(in: 1 ... 6, using: &generator) }
            }
            var body: some View {
                VStack { ForEach(rolls.indices, id: \\.self) { Text("\\(rolls[$0])") } }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["1", "3", "6", "3"])
    }

    func testADrawIsTypedByItsContextThenShuffledAndPicked() throws {
        // `let x: Double = .random(in: 60 ..< 180, …)`: whole-number bounds, a Double by the
        // annotation (an Int draw would print 165 or so, and end on another value).
        let source = Self.seededGenerator + """
        struct V: View {
            var draws: [String] {
                var generator = Seeded(seed: 5)
                let seconds: Double = .random(in: 60 ..< 180, using: &generator)
                let order = [1, 2, 3, 4, 5].shuffled(using: &generator)
                let coin = Bool.random(using: &generator)
                let pick = ["a", "b", "c"].randomElement(using: &generator)!
                return ["\\(seconds)", "\\(order)", "\\(coin)", pick]
            }
            var body: some View {
                VStack { ForEach(draws, id: \\.self) { Text($0) } }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["164.575041756907", "[2, 5, 3, 1, 4]", "true", "a"])
    }

    func testADateOperandMakesTheDrawADouble() throws {
        // `previousOrderTime -= .random(in: 60 ..< 180, using: &generator)`: a Date less a
        // TimeInterval. 2026-01-01 09:41:00 UTC less 164.575041756907 s is 09:38:15.42…
        let source = Self.seededGenerator + """
        struct V: View {
            var moved: Date {
                var generator = Seeded(seed: 5)
                var time = Date.now
                time -= .random(in: 60 ..< 180, using: &generator)
                return time
            }
            var body: some View {
                Text("\\(Int(Date.now.timeIntervalSince(moved) * 1000))")
            }
        }
        """
        XCTAssertEqual(try texts(source), ["164575"])
    }

    func testWithoutTheAppsSeedADrawStaysUnknown() throws {
        // `Int.random(in:)` of the system's generator, and `drand48()` before any `srand48`.
        let source = """
        import SwiftUI

        struct V: View {
            var body: some View {
                VStack {
                    Text("\\(Int.random(in: 1 ... 6))")
                    Text("\\(drand48())")
                }
            }
        }
        """
        let warnings = try load(source).warnings
        XCTAssertEqual(warnings.count, 2, "\(warnings)")
        XCTAssertTrue(warnings[0].contains("Int.random(…)"), "\(warnings)")
        XCTAssertTrue(warnings[1].contains("drand48()"), "\(warnings)")
    }

    func testADrawWhoseGeneratorGoesUnknownEndsUnknown() throws {
        // `next()` reads `drand48()` before any `srand48`: unknown. The standard library still has
        // to finish `Double.random(in: 60 ..< 180)`, which draws again whenever it lands on 180 —
        // where a constant `UInt64.max` puts it every time (a recursion without end).
        let source = """
        import SwiftUI

        struct Unseeded: RandomNumberGenerator {
            func next() -> UInt64 { UInt64(drand48() * Double(UInt64.max)) }
        }

        struct V: View {
            var body: some View {
                var generator = Unseeded()
                Text("\\(Double.random(in: 60 ..< 180, using: &generator))")
            }
        }
        """
        let warnings = try load(source).warnings
        XCTAssertTrue(warnings.contains { $0.contains("random(…)") }, "\(warnings)")
    }

    func testARangeWhoseWidthIsNotFiniteIsAnErrorOfTheFile() throws {
        let source = Self.seededGenerator + """
        struct V: View {
            var body: some View {
                var generator = Seeded(seed: 1)
                Text("\\(Double.random(in: -Double.greatestFiniteMagnitude ..< Double.greatestFiniteMagnitude, using: &generator))")
            }
        }
        """
        XCTAssertThrowsError(try load(source)) { error in
            XCTAssertTrue("\(error)".contains("width is not finite"), "\(error)")
        }
    }

    func testAnImplicitDrawTypedByNothingTheRendererReadsStaysUnknown() throws {
        // `.random(in: 1 ..< 7, using:)` handed to a parameter: Swift types it by the parameter;
        // the renderer does not read that, so it draws nothing rather than guess an Int. An
        // `Int` annotation types it.
        let source = Self.seededGenerator + """
        func half(_ x: Double) -> Double { x / 2 }

        struct V: View {
            var body: some View {
                var generator = Seeded(seed: 1)
                let roll: Int = .random(in: 1 ..< 7, using: &generator)
                let some = [10, 20, 30, 40, 50].prefix(.random(in: 1 ... 5, using: &generator))
                VStack {
                    Text("\\(roll)")
                    Text("\\(some.count)")
                    Text("\\(half(.random(in: 1 ..< 7, using: &generator)))")
                }
            }
        }
        """
        let warnings = try load(source).warnings
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings[0].contains(".random(in:using:)"), "\(warnings)")
        // What swiftc 6.3 on Linux prints for the same lines: 1, then 3 (`prefix`'s parameter is
        // an Int).
        XCTAssertEqual(Array(try texts(source).prefix(2)), ["1", "3"])
    }

    func testAGeneratorReturningNoNumberIsAnErrorOfTheFile() throws {
        let source = """
        import SwiftUI

        struct Broken: RandomNumberGenerator {
            func next() -> UInt64 { UInt64(-1.5) }
        }

        struct V: View {
            var body: some View {
                var generator = Broken()
                Text("\\(Int.random(in: 1 ... 6, using: &generator))")
            }
        }
        """
        XCTAssertThrowsError(try load(source)) { error in
            XCTAssertTrue("\(error)".contains("cannot be converted to UInt64"), "\(error)")
        }
    }

    func testDatesMoveBySecondsAndCompare() throws {
        let source = """
        import SwiftUI

        struct V: View {
            var body: some View {
                let start = Date.now
                let later = start + 90
                let earlier = 30 + start - 60
                VStack {
                    Text("\\(Int(later.timeIntervalSince(start)))")
                    Text("\\(Int(earlier.timeIntervalSince(start)))")
                    Text("\\(Int(min(later, earlier).timeIntervalSince(start)))")
                    Text("\\(Int(max(later, earlier, start).timeIntervalSince(start)))")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["90", "-30", "-30", "90"])
    }

    func testReduceIntoRunsOnAnInoutAccumulator() throws {
        let source = """
        import SwiftUI

        struct Tally {
            var total = 0
            var count = 0
            mutating func add(_ value: Int) { total += value; count += 1 }
            static let empty = Tally()
        }

        struct V: View {
            var body: some View {
                let sum = [1, 2, 3].reduce(into: 0) { $0 += $1 }
                let names = [3, 1].reduce(into: [String]()) { result, n in result.append("n\\(n)") }
                let tally = [4, 5, 6].reduce(into: Tally()) { partial, value in partial.add(value) }
                VStack {
                    Text("\\(sum)")
                    Text(names.joined(separator: ","))
                    Text("\\(tally.total)/\\(tally.count)")
                    Text("\\(Tally.empty.total)")
                }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["6", "n3,n1", "15/3", "0"])
    }
}
