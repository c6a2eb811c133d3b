import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `flatMap` of an array with a closure is Sequence's: each element is given to the closure and
/// the sequences it returns are joined (Swift's `Sequence.flatMap(_:)`); the deprecated form whose
/// closure returns an optional keeps the values and leaves nil out (`compactMap`'s). Before, it
/// fell to Optional's `flatMap` and the closure got the whole array (a lattice of points built by
/// nested `allCases.flatMap { … map { … } }`, as a word game's cube model builds its indices).
final class SwiftSequenceFlatMapTests: XCTestCase {
    func testNestedFlatMapGivesEachElementToTheClosure() throws {
        let view = """
        import SwiftUI

        struct Cell: Hashable {
            enum Index: Int, CaseIterable { case zero = 0, one = 1, two = 2 }
            var row: Index
            var column: Index
            init(row: Index, column: Index) { self.row = row; self.column = column }
            static let all = Index.allCases.flatMap { row in
                Index.allCases.map { column in Cell(row: row, column: column) }
            }
        }
        extension Cell {
            init?(row: Int, column: Int) {
                guard let row = Index(rawValue: row), let column = Index(rawValue: column) else { return nil }
                self.init(row: row, column: column)
            }
        }

        struct Grid: View {
            let sums = [1, 2].flatMap { a in [10, 20].map { b in a * 100 + b } }
            let doubled = [3, 4].flatMap { [$0, $0] }
            let kept = ["1", "x", "3"].flatMap { Int($0) }
            var body: some View {
                VStack {
                    Text("\\(Cell.all.count): " + Cell.all.map { "\\($0.row.rawValue)\\($0.column.rawValue)" }.joined(separator: " "))
                    Text(sums.map(String.init).joined(separator: ","))
                    Text(doubled.map(String.init).joined(separator: ","))
                    Text(kept.map(String.init).joined(separator: ","))
                }
            }
        }
        """
        let loaded = try loadModule(["View.swift": view], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["9: 00 01 02 10 11 12 20 21 22", "110,120,210,220", "3,3,4,4", "1,3"])
    }
}
