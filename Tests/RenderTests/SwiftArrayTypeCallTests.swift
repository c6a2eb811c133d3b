import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A call of an array type (`InterpreterArrayTypeCalls`), snippets shaped as Mlem's
/// `RulesListView` (`[BlockNode](model.description ?? "").rules()` of its Markdown package, not
/// checked out); laid out with the fixed-advance measurer.
final class SwiftArrayTypeCallTests: XCTestCase {
    /// Step 1: the standard library's initialisers, as `Array(…)`'s.
    func testRepeatingAndASequenceAreArraysInitialisers() throws {
        let view = """
        import SwiftUI
        struct Counts: View {
            let names = ["a", "b"]
            var body: some View {
                VStack {
                    Text("\\([Int](repeating: 7, count: 3).reduce(0, +))")
                    Text([String](names).joined(separator: "+"))
                    Text("\\([Int](1...4).count)")
                }
            }
        }
        """
        let loaded = try loadModule(["View.swift": view], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["21", "a+b", "4"])
    }

    /// Step 2: an initialiser of `[T]` from an unread module is an unknown value; what reads it
    /// is a named placeholder. Step 3: with nothing unread, the call stays an error.
    func testAnUnreadModulesArrayInitialiserIsUnknown() throws {
        let view = """
        import SwiftUI
        import MarkdownBlocks

        struct Rules: View {
            let text: String? = "1. Be kind"
            var body: some View {
                let rules = [BlockNode](text ?? "").rules()
                VStack {
                    Text("Rules")
                    if !rules.isEmpty {
                        Text("some")
                    }
                }
            }
        }
        """
        let loaded = try loadModule(["View.swift": view], test: self)
        XCTAssertTrue(loaded.warnings.contains {
            $0.contains("View.swift:7:21: warning: [BlockNode](_:) is no initialiser of Array the renderer knows; it may be MarkdownBlocks's")
        }, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("View.swift:10:13: warning: placeholder for if !rules.isEmpty") }, "\(loaded.warnings)")
        XCTAssertEqual(try layoutTexts(loaded).first, "Rules")
        XCTAssertThrowsError(try loadModule(["View.swift": view.replacingOccurrences(of: "import MarkdownBlocks\n", with: "")], test: self)) { error in
            XCTAssertTrue("\(error)".contains("cannot call"), "\(error)")
        }
    }

    /// Step 1: an unknown value given to `[T](…)` (a shared store of a type no file declares)
    /// makes the call that unknown value, a named placeholder where drawn, never "cannot call
    /// an array".
    func testAnUnknownArgumentMakesTheCallUnknown() throws {
        let view = """
        import SwiftUI

        struct Names: View {
            var body: some View {
                let names = [String](Store.shared.names)
                VStack {
                    Text("Names")
                    Text("\\(names.count)")
                }
            }
        }
        """
        let loaded = try loadModule(["View.swift": view], test: self)
        XCTAssertEqual(try layoutTexts(loaded).first, "Names")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("View.swift:8:13: warning: placeholder for Text(") }, "\(loaded.warnings)")
    }

    /// Step 2: `[Character]` of a string is its characters; a set and a dictionary's keys and
    /// values are sequences `Array(…)` reads, as is `Array("hello")`.
    func testAnySequenceArrayReadsIsAnArraysInitialiser() throws {
        let view = """
        import SwiftUI

        struct Letters: View {
            let word = "abc"
            let tags = Set(["x", "y", "x"])
            let scores = ["a": 1, "b": 2]
            var body: some View {
                VStack {
                    Text([Character](word).map { String($0) }.joined(separator: "-"))
                    Text("\\(Array("hello").count)")
                    Text([String](tags).joined(separator: "+"))
                    Text([String](scores.keys).joined(separator: ","))
                    Text("\\([Int](scores.values).reduce(0, +))")
                }
            }
        }
        """
        let loaded = try loadModule(["View.swift": view], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["a-b-c", "5", "x+y", "a,b", "3"])
    }
}
