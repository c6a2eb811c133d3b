import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Value semantics an app's model summary needs (shaped like Food Truck's `OrderSummary` and
/// weather forecast, written here): `reduce(into: .empty)` typed by the function's result,
/// set algebra, `self = …` in a mutating method, a dictionary's `map { (key, value) in … }`,
/// `Calendar.date(byAdding:to:)` and the bounds of a range of dates.
final class SwiftSummaryValueTests: XCTestCase {
    func texts(_ source: String) throws -> [String] {
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift")
        XCTAssertTrue(loaded.warnings.isEmpty, "\(loaded.warnings)")
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        var found: [String] = []
        result.root.forEach { if $0.view.label.hasPrefix("Text \"") { found.append(String($0.view.label.dropFirst(6).dropLast())) } }
        return found
    }

    func testSummaryOfSummaries() throws {
        XCTAssertEqual(try texts("""
            import SwiftUI
            struct Summary {
                var sales: [Int: Int]
                var total: Int
                init(sales: [Int: Int]) { self.sales = sales; self.total = sales.map(\\.value).reduce(0, +) }
                func union(_ other: Summary) -> Self {
                    var copy = self
                    for id in Set(copy.sales.keys).union(Set(other.sales.keys)) {
                        copy.sales[id, default: 0] += other.sales[id, default: 0]
                    }
                    copy.total += other.total
                    return copy
                }
                mutating func formUnion(_ other: Summary) { self = union(other) }
                static let empty = Summary(sales: [:])
            }
            func combined(_ all: [Summary]) -> Summary {
                return all.reduce(into: .empty) { partial, summary in partial.formUnion(summary) }
            }
            struct Sales: View {
                var body: some View {
                    let s = combined([Summary(sales: [1: 2, 3: 4]), Summary(sales: [3: 1, 5: 6])])
                    let start = Calendar.current.date(from: DateComponents(year: 2022, month: 5, day: 6, hour: 9))!
                    let hours = start..<Calendar.current.date(byAdding: DateComponents(hour: 3), to: start)!
                    VStack {
                        Text("\\(s.total)")
                        Text("\\(Array(s.sales.keys).sorted().map { "\\($0)" }.joined(separator: ","))")
                        Text("\\(s.sales.map { (id, count) in id * 100 + count }.sorted().map { "\\($0)" }.joined(separator: ","))")
                        Text("\\(Set([1, 3, 5]).intersection(Set([3, 5, 7])).sorted().map { "\\($0)" }.joined(separator: ","))")
                        Text("\\(Set([1, 3, 5]).subtracting([3, 5]).count)")
                        Text("\\(Calendar.current.component(.hour, from: hours.upperBound))")
                        Text(hours.lowerBound != hours.upperBound ? "apart" : "same")
                    }
                }
            }
            """), ["13", "1,3,5", "102,305,506", "3,5", "1", "12", "apart"])
    }

    /// `.empty` with nothing to type it (a closure's return) stays an unknown value, as before.
    func testUntypedImplicitAccumulatorStaysUnknown() throws {
        let loaded = try SwiftSource.load(Array("""
            import SwiftUI
            struct Tally { var n = 0; static let empty = Tally(); mutating func add(_ x: Int) { n += x } }
            struct V: View {
                var body: some View {
                    let make = { [1, 2].reduce(into: .empty) { t, x in t.add(x) } }
                    Text("\\(make().n)")
                }
            }
            """.utf8), file: "V.swift")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("reduce(into: .empty)") }, "\(loaded.warnings)")
    }
}
