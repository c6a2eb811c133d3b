import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI

/// The row modifiers a List reads (`ListRowTraits`: `listRowInsets`, `listRowBackground`,
/// `listRowSeparator`, `listRowSeparatorTint`, `listSectionSeparator`, `badge` on a row),
/// `scrollContentBackground`, `scenePadding` and `labelsHidden`, under the fixed-advance
/// measurer (10 points a character, 20-point lines at 17 pt) on a 393-point iPhone, where an
/// inset grouped card spans 20…373 and its first row starts at y 35 (ListTests).
final class ListRowModifierTests: XCTestCase {
    func nodes(_ kind: String, in result: Renderer.LayoutResult) -> [PlacedNode] {
        var found: [PlacedNode] = []
        result.root.forEach { if $0.kind == kind { found.append($0) } }
        return found
    }

    func list(_ rows: String, style: String = "insetGrouped", modifiers: String = "") throws -> Renderer.LayoutResult {
        try layout(#"{"type": "List", "id": "list", "children": [\#(rows)], "modifiers": [{"listStyle": "\#(style)"}\#(modifiers)]}"#,
                   width: 393, height: 600)
    }

    /// The separators drawn: [x, y, width] of each, nil for one placed but hidden.
    func drawnSeparators(_ result: Renderer.LayoutResult) -> [[Double]?] {
        nodes("ListSeparator", in: result).filter { $0.frame.height > 0 }.map { node in
            if case .none = node.content { return nil }
            return [node.frame.minX, node.frame.minY, node.frame.width]
        }
    }

    func testListRowInsetsReplaceTheRowsInsetsAndKeepTheMinimumHeight() throws {
        let result = try list(#"""
          {"type": "Text", "id": "a", "text": "Apples", "modifiers": [{"listRowInsets": {"top": 0, "leading": 0, "bottom": 0, "trailing": 0}}]},
          {"type": "Text", "id": "b", "text": "Pears", "modifiers": [{"listRowInsets": {"top": 20, "leading": 40, "bottom": 20}}]},
          {"type": "Text", "id": "c", "text": "Plums", "modifiers": [{"listRowInsets": null}]}
        """#)
        let rows = nodes("ListRow", in: result).map(\.frame)
        // 0 + 20 + 0 is below 44: the row stays 44, the text centred at the card's edge.
        XCTAssertFrame(rows[0], 20, 35, 353, 44)
        XCTAssertFrame(result.frame("a"), 20, 47, 60, 20)
        // 20 + 20 + 20 = 60; the text 40 in.
        XCTAssertFrame(rows[1], 20, 79, 353, 60)
        XCTAssertFrame(result.frame("b"), 60, 99, 50, 20)
        // nil keeps the style's 20 and 11.
        XCTAssertFrame(result.frame("c"), 40, 151, 50, 20)
        // The separators start at each row's text.
        XCTAssertEqual(drawnSeparators(result).compactMap { $0 }, [[20, 78, 353], [60, 138, 313]])
    }

    func testRowBadgeSitsAtTheTrailingInsetInSecondaryGrey() throws {
        let result = try list(#"""
          {"type": "Text", "id": "a", "text": "Recents", "modifiers": [{"badge": 12}]},
          {"type": "Text", "id": "b", "text": "Favorites", "modifiers": [{"badge": 0}]}
        """#)
        let badges = nodes("ListRow", in: result).compactMap { $0.children.count > 1 ? $0.children[1] : nil }
        // badge(0) shows none, as SwiftUI's.
        XCTAssertEqual(badges.count, 1)
        let badge = try XCTUnwrap(badges.first)
        // "12": 20 wide, trailing edge 20 in from the card's (373 − 20), centred in the 44 row.
        XCTAssertFrame(badge.frame, 333, 47, 20, 20)
        guard case .text(let text) = badge.content else { return XCTFail("the badge is a text") }
        XCTAssertEqual(text.request.string, "12")
        XCTAssertEqual(text.request.font.size, 17)
        XCTAssertEqual(text.style, .color(SystemColors.secondaryLabel))
        // The content is offered the row less its insets, the badge and 8: 353 − 40 − 28.
        XCTAssertFrame(result.frame("a"), 40, 47, 70, 20)
        // A long text wraps before the badge: 361 − 40 − 38 = 283 → 28 characters a line.
        let long = try list(#"{"type": "Text", "id": "a", "text": "\#(String(repeating: "x ", count: 20))", "modifiers": [{"badge": "New"}]}"#)
        XCTAssertEqual(long.frame("a").width, 280 - 10, accuracy: 10)
        XCTAssertEqual(long.frame("a").height, 40)
    }

    func testHiddenAndTintedRowSeparators() throws {
        let result = try list(#"""
          {"type": "Text", "text": "A", "modifiers": [{"listRowSeparatorTint": "red"}]},
          {"type": "Text", "text": "B", "modifiers": [{"listRowSeparator": {"visibility": "hidden", "edges": "bottom"}}]},
          {"type": "Text", "text": "C", "modifiers": [{"listRowSeparator": {"visibility": "hidden", "edges": ["top"]}}]},
          {"type": "Text", "text": "D"},
          {"type": "Text", "text": "E", "modifiers": [{"listRowSeparatorTint": {"color": "blue", "edges": "top"}}]}
        """#)
        // A|B shown (tinted red); B|C hidden by B's bottom (and C's top); C|D as the style draws
        // it; D|E tinted by E's top.
        let separators = nodes("ListSeparator", in: result).filter { $0.frame.height > 0 }
        XCTAssertEqual(separators.count, 4)
        func colour(_ node: PlacedNode) -> RGBA? {
            if case .color(.color(let c)) = node.content { return c }
            return nil
        }
        XCTAssertEqual(separators.map(colour), [RGBA.named["red"], nil, SystemColors.separator, RGBA.named["blue"]])
        XCTAssertEqual(separators.map(\.frame.minY), [78, 122, 166, 210])
    }

    func testSectionSeparatorsOfGroupedAndPlainLists() throws {
        let rows = #"""
          {"type": "Section", "children": [{"type": "Text", "text": "A"}, {"type": "Text", "text": "B"}],
           "modifiers": [{"listSectionSeparator": {"visibility": "hidden", "edges": "top"}}]}
        """#
        // grouped (full-width rows): the top hairline hidden, the row's and the bottom one drawn.
        let grouped = try list(rows, style: "grouped")
        XCTAssertEqual(drawnSeparators(grouped), [nil, [20, 78, 373], [0, 122, 393]])
        // plain: the first section's line along its first row's top is hidden with the top
        // edge; hiding the bottom edge hides the line under B.
        let plain = try list(#"""
          {"type": "Section", "children": [{"type": "Text", "text": "A"}, {"type": "Text", "text": "B"}],
           "modifiers": [{"listSectionSeparator": "hidden"}]}
        """#, style: "plain")
        XCTAssertEqual(drawnSeparators(plain), [nil, [20, 43, 373], nil])
    }

    func testScrollContentBackgroundHiddenLeavesTheCards() throws {
        let result = try list(#"{"type": "Text", "text": "A"}"#, modifiers: #", {"scrollContentBackground": "hidden"}"#)
        guard case .none? = nodes("ListBackground", in: result).first?.content else { return XCTFail("no background drawn") }
        guard case .shape? = nodes("SectionCard", in: result).first?.content else { return XCTFail("the card stays") }
        let visible = try list(#"{"type": "Text", "text": "A"}"#, modifiers: #", {"scrollContentBackground": "visible"}"#)
        guard case .color? = nodes("ListBackground", in: visible).first?.content else { return XCTFail("the background is drawn") }
    }

    func testListRowBackgroundFillsTheRowBehindItsContent() throws {
        let result = try list(#"""
          {"type": "Text", "id": "a", "text": "A", "modifiers": [{"listRowBackground": {"type": "Color", "id": "bg", "color": "yellow"}}]},
          {"type": "Text", "text": "B"},
          {"type": "Text", "text": "C", "modifiers": [{"listRowBackground": {"type": "Color", "id": "bg3", "color": "mint"}}]}
        """#)
        // The whole row: the card's width, the row's height.
        XCTAssertFrame(result.frame("bg"), 20, 35, 353, 44)
        XCTAssertFrame(result.frame("bg3"), 20, 123, 353, 44)
        let row = try XCTUnwrap(nodes("ListRow", in: result).first)
        // Drawn first (z-index −1) and rounded at the card's top corners in the first row only.
        let clip = try XCTUnwrap(row.children.last)
        XCTAssertEqual(clip.zIndex, -1)
        guard case .effect(let placed) = clip.content, let effect = placed.effect as? ListRowBackgroundEffect else { return XCTFail() }
        XCTAssertTrue(effect.roundsTop)
        XCTAssertFalse(effect.roundsBottom)
        // The separator still starts at the row's text, not at the background.
        XCTAssertEqual(drawnSeparators(result).compactMap { $0 }.first, [40, 78, 333])
        // Plain lists have no rounded corners.
        let plain = try list(#"{"type": "Text", "text": "A", "modifiers": [{"listRowBackground": {"type": "Color", "color": "yellow"}}]}"#, style: "plain")
        guard case .effect(let flat)? = nodes("ListRow", in: plain).first?.children.last?.content,
              let flatEffect = flat.effect as? ListRowBackgroundEffect else { return XCTFail() }
        XCTAssertFalse(flatEffect.roundsTop || flatEffect.roundsBottom)
    }

    func testRowModifiersOutsideAListChangeNothing() throws {
        let plain = try layout(#"{"type": "Text", "id": "t", "text": "Hi"}"#)
        let modified = try layout(#"""
        {"type": "Text", "id": "t", "text": "Hi", "modifiers": [{"listRowInsets": {"top": 9}}, {"badge": 3},
          {"listRowBackground": {"type": "Color", "color": "red"}}, {"listRowSeparator": "hidden"}, {"listSectionSeparator": "hidden"}]}
        """#)
        XCTAssertEqual(modified.frame("t"), plain.frame("t"))
    }

    func testScenePaddingIsSixteenOnTheEdgesNamed() throws {
        XCTAssertFrame(try layout(#"{"type": "Text", "id": "t", "text": "Hi", "modifiers": [{"scenePadding": true}]}"#).frame("t"), 16, 16, 20, 20)
        let horizontal = try layout(#"{"type": "VStack", "id": "v", "children": [{"type": "Text", "text": "Hi"}], "modifiers": [{"scenePadding": {"padding": "minimum", "edges": "horizontal"}}]}"#)
        XCTAssertSize(horizontal.root.frame, 52, 20)
        XCTAssertThrowsError(try layout(#"{"type": "Text", "text": "Hi", "modifiers": [{"scenePadding": {"padding": "wide"}}]}"#))
    }

    func testLabelsHiddenLeavesTheBareControl() throws {
        let toggle = try layout(#"{"type": "Toggle", "id": "t", "title": "Wi-Fi", "isOn": true, "modifiers": [{"labelsHidden": true}]}"#, width: 393)
        // The switch alone: 51 × 31, at the toggle's origin; the label and Spacer not placed.
        XCTAssertSize(toggle.frame("t"), 51, 31)
        XCTAssertEqual(toggle.node("t")?.children.map(\.kind), ["Switch"])
        // Without it the toggle takes the width offered.
        XCTAssertSize(try layout(#"{"type": "Toggle", "id": "t", "title": "Wi-Fi"}"#, width: 393).frame("t"), 393, 31)
    }

    func testTheSwiftFrontEndAndTheAPIBuildTheSameModifiers() throws {
        let source = #"""
        import SwiftUI
        struct Rows: View {
            var body: some View {
                List {
                    Text("A").listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
                        .listRowBackground(Color.yellow).badge(3)
                        .listRowSeparator(.hidden, edges: .bottom).listRowSeparatorTint(.red)
                    Section { Text("B") }.listSectionSeparator(.hidden)
                    Toggle("On", isOn: .constant(true)).labelsHidden()
                }
                .scrollContentBackground(.hidden)
                .scenePadding(.minimum, edges: .horizontal)
            }
        }
        """#
        let loaded = try SwiftSource.load(Array(source.utf8), file: "Rows.swift", options: SwiftSource.Options())
        struct Rows: View {
            var body: some View {
                List {
                    Text("A").listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
                        .listRowBackground(Color.yellow).badge(3)
                        .listRowSeparator(.hidden, edges: .bottom).listRowSeparatorTint(.red)
                    Section { Text("B") }.listSectionSeparator(.hidden)
                    Toggle("On", isOn: .constant(true)).labelsHidden()
                }
                .scrollContentBackground(.hidden)
                .scenePadding(.minimum, edges: .horizontal)
            }
        }
        let fromSource = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        let fromAPI = try Renderer.layout(try ImageRenderer(content: Rows()).viewTree(), options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        var kinds: [String] = [], apiKinds: [String] = []
        fromSource.root.forEach { kinds.append($0.kind + " \($0.frame)") }
        fromAPI.root.forEach { apiKinds.append($0.kind + " \($0.frame)") }
        XCTAssertEqual(kinds, apiKinds)
        for name in ["listRowInsets", "listRowBackground", "badge", "listRowSeparator", "listRowSeparatorTint", "listSectionSeparator",
                     "labelsHidden", "scrollContentBackground", "scenePadding"] {
            XCTAssertTrue(kinds.contains { $0.hasPrefix(name + " ") }, name)
        }
    }
}

extension ListRowModifierTests {
    func testANavigationLinkRowShowsItsBadgeBeforeTheChevron() throws {
        let result = try list(#"{"type": "NavigationLink", "id": "link", "title": "Inbox", "modifiers": [{"badge": 7}]}"#)
        let link = try XCTUnwrap(result.node("link"))
        // label, Spacer, badge, chevron: the badge 8 before the chevron, which ends at the inset.
        XCTAssertEqual(link.children.count, 4)
        let badge = link.children[2], chevron = link.children[3]
        guard case .text(let text) = badge.content else { return XCTFail("the badge is a text") }
        XCTAssertEqual(text.request.string, "7")
        XCTAssertEqual(text.style, .color(SystemColors.secondaryLabel))
        XCTAssertEqual(badge.frame.maxX + 8, chevron.frame.minX, accuracy: 0.01)
        XCTAssertEqual(chevron.frame.maxX, 353, accuracy: 0.01)
        guard case .image(.systemName("chevron.forward"), _, _, _) = chevron.content else { return XCTFail() }
        // The row itself has no badge of its own.
        XCTAssertEqual(try XCTUnwrap(nodes("ListRow", in: result).first).children.count, 1)
    }
}
