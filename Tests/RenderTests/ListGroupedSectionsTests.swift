import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Sections inside a `Group` (or `ForEach`) that carries modifiers stay sections, each row
/// taking the modifiers (List.swift step 5, `SceneDecoder.applyModifiers(_:throughSection:…)`),
/// and `environment(\.defaultMinListRowHeight / \.defaultMinListHeaderHeight, …)`
/// (`ListMinimumHeight`). Fixed-advance measurer: 10 points a character, 20-point lines.
final class ListGroupedSectionsTests: XCTestCase {
    func nodes(_ kind: String, in result: Renderer.LayoutResult) -> [PlacedNode] {
        var found: [PlacedNode] = []
        result.root.forEach { if $0.kind == kind { found.append($0) } }
        return found
    }

    /// A Group's row modifiers reach each row of each of its Sections; the Sections stay two.
    func testAGroupsModifiersApplyToTheRowsOfItsSections() throws {
        let result = try layout(#"""
        {"type": "List", "children": [
          {"type": "Group", "children": [
            {"type": "Section", "children": [{"type": "Text", "id": "a", "text": "A"}, {"type": "Text", "id": "b", "text": "B"}]},
            {"type": "Section", "children": [{"type": "Text", "id": "c", "text": "C"}]}
          ], "modifiers": [{"listRowInsets": {"top": 0, "leading": 0, "bottom": 0, "trailing": 0}},
                           {"listRowBackground": {"type": "Color", "id": "bg", "color": "yellow"}}]}
        ], "modifiers": [{"listStyle": "plain"}, {"environment": {"defaultMinListRowHeight": 10}}]}
        """#, width: 393, height: 600)
        XCTAssertEqual(nodes("Section", in: result).count, 2)
        // Insets 0 and a minimum of 10: each row is its text's 20; plain sections without
        // headers follow each other from the top.
        XCTAssertEqual(nodes("ListRow", in: result).map(\.frame.height), [20, 20, 20])
        XCTAssertFrame(result.frame("a"), 0, 0, 10, 20)
        XCTAssertFrame(result.frame("b"), 0, 20, 10, 20)
        XCTAssertFrame(result.frame("c"), 0, 40, 10, 20)
        // One background per row, across the whole row.
        XCTAssertFrame(result.frame("bg"), 0, 0, 393, 20)
        XCTAssertFrame(result.frame("bg@2"), 0, 20, 393, 20)
        XCTAssertFrame(result.frame("bg@3"), 0, 40, 393, 20)
    }

    /// A ForEach that makes Sections passes its modifiers to their rows likewise.
    func testAForEachsModifiersApplyToTheRowsOfItsSections() throws {
        let result = try layout(#"""
        {"type": "List", "children": [
          {"type": "ForEach", "range": [0, 2], "content": {"type": "Section", "children": [{"type": "Text", "id": "t{i}", "text": "Row"}]},
           "modifiers": [{"listRowInsets": {"top": 0, "leading": 30, "bottom": 0, "trailing": 0}}]}
        ], "modifiers": [{"listStyle": "plain"}]}
        """#, width: 393, height: 600)
        XCTAssertEqual(nodes("Section", in: result).count, 2)
        // The minimum stays 44: the text centred in it, 30 in.
        XCTAssertFrame(result.frame("t0"), 30, 12, 30, 20)
        XCTAssertFrame(result.frame("t1"), 30, 56, 30, 20)
    }

    /// The minimum row height: 44 by default, the environment's when set (below or above).
    func testDefaultMinListRowHeightBoundsTheRowsBelow() throws {
        func rows(_ environment: String) throws -> [Double] {
            let result = try layout(#"""
            {"type": "List", "children": [{"type": "Text", "text": "A"}, {"type": "Text", "text": "B"}],
             "modifiers": [{"listStyle": "insetGrouped"}\#(environment)]}
            """#, width: 393, height: 600)
            return nodes("ListRow", in: result).flatMap { [$0.frame.minY, $0.frame.height] }
        }
        // 20 + 11 + 11 = 42 is below 44.
        XCTAssertEqual(try rows(""), [35, 44, 79, 44])
        XCTAssertEqual(try rows(#", {"environment": {"defaultMinListRowHeight": 10}}"#), [35, 42, 77, 42])
        XCTAssertEqual(try rows(#", {"environment": {"defaultMinListRowHeight": 60}}"#), [35, 60, 95, 60])
        XCTAssertThrowsError(try rows(#", {"environment": {"defaultMinListRowHeight": -1}}"#))
        XCTAssertThrowsError(try rows(#", {"environment": {"defaultMinListRowHeight": "tall"}}"#))
    }

    /// A header zone shorter than `defaultMinListHeaderHeight` grows above its text.
    func testDefaultMinListHeaderHeightGrowsTheHeaderZone() throws {
        func frames(_ environment: String) throws -> (header: Rect, row: Rect) {
            let result = try layout(#"""
            {"type": "List", "children": [{"type": "Section", "header": {"type": "Text", "id": "h", "text": "H"},
              "children": [{"type": "Text", "text": "A"}]}],
             "modifiers": [{"listStyle": "insetGrouped"}\#(environment)]}
            """#, width: 393, height: 600)
            return (try XCTUnwrap(result.frame("h")), try XCTUnwrap(nodes("ListRow", in: result).first?.frame))
        }
        // 17 above the header text, its 16-point footnote line, 6 below: the card at 39.
        let plain = try frames("")
        XCTAssertEqual(plain.header.minY, 17)
        XCTAssertEqual(plain.row.minY, 39)
        // At least 60: 21 more above the text, the card at 60.
        let tall = try frames(#", {"environment": {"defaultMinListHeaderHeight": 60}}"#)
        XCTAssertEqual(tall.header.minY, 38)
        XCTAssertEqual(tall.row.minY, 60)
        // A minimum below the zone's height changes nothing.
        XCTAssertEqual(try frames(#", {"environment": {"defaultMinListHeaderHeight": 10}}"#).row.minY, 39)
    }

    /// The app shape: a Group of computed Sections with row modifiers, in a List whose
    /// environment lowers the minimum row height; no warning, two sections, three rows.
    func testSwiftGroupOfSectionsWithRowModifiers() throws {
        let source = #"""
        import SwiftUI
        struct Detail: View {
            var body: some View {
                List {
                    Group {
                        first
                        Color.gray.frame(height: 12)
                        second
                    }
                    .listRowBackground(Color.white)
                    .listSectionSeparator(.hidden)
                }
                .listStyle(.plain)
                .environment(\.defaultMinListRowHeight, 10)
            }
            var first: some View {
                Section {
                    Text("Edit")
                    Text("Privacy")
                }
            }
            var second: some View {
                Section {
                    Text("More").listRowInsets(EdgeInsets())
                }
            }
        }
        """#
        let loaded = try SwiftSource.load(Array(source.utf8), file: "Detail.swift", options: SwiftSource.Options())
        XCTAssertEqual(loaded.warnings, [])
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = 393
        options.height = 600
        let result = try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
        // The two Sections and the loose colour row's own section.
        XCTAssertEqual(nodes("Section", in: result).count, 3)
        // 42, 42; the colour's 12 + 22 = 34 (above the minimum of 10); "More" without insets: 20.
        XCTAssertEqual(nodes("ListRow", in: result).map(\.frame.height), [42, 42, 34, 20])
        XCTAssertEqual(nodes("ListRow", in: result).map(\.frame.minY), [0, 42, 84, 118])
    }
}
