import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `listStyle(.sidebar)` / `SidebarListStyle()` on an iPhone (`ListStyle`, step 3;
/// `ListSectionText`, step 4): insetGrouped's cards, the sidebar's title3 bold headers.
/// Fixed-advance measurer: 10 points a character, 20-point lines.
final class ListSidebarStyleTests: XCTestCase {
    func scene(_ style: String) -> String {
        #"""
        {"type": "List", "children": [
          {"type": "Section", "header": {"type": "Text", "id": "h", "text": "Places"},
           "children": [{"type": "Text", "id": "a", "text": "A"}, {"type": "Text", "id": "b", "text": "B"}]}
        ], "modifiers": [{"listStyle": "\#(style)"}]}
        """#
    }

    func run(_ id: String, in result: Renderer.LayoutResult) throws -> TextRequest {
        var found: TextRequest?
        result.root.forEach { node in
            if node.view.id == id { node.forEach { if case .text(let run) = $0.content { found = run.request } } }
        }
        return try XCTUnwrap(found)
    }

    /// The rows and cards are insetGrouped's; the header is title3 bold, as written, primary.
    func testASidebarListIsInsetGroupedWithTitleHeaders() throws {
        let sidebar = try layout(scene("sidebar"), width: 393, height: 600)
        let grouped = try layout(scene("insetGrouped"), width: 393, height: 600)
        for id in ["a", "b"] {
            XCTAssertEqual(sidebar.frame(id).origin.x, grouped.frame(id).origin.x, id)
            XCTAssertEqual(sidebar.frame(id).size, grouped.frame(id).size, id)
        }
        let header = try run("h", in: sidebar)
        XCTAssertEqual(header.string, "Places")
        XCTAssertEqual(header.font.size, 20)
        XCTAssertEqual(header.font.weight, .bold)
        let groupedHeader = try run("h", in: grouped)
        XCTAssertEqual(groupedHeader.string, "PLACES")
        XCTAssertEqual(groupedHeader.font.size, 13)
        // The section is a rounded card, as insetGrouped's.
        func cards(_ result: Renderer.LayoutResult) -> [Rect] {
            var found: [Rect] = []
            result.root.forEach {
                if case .shape(.continuousRoundedRectangle(let radius), _) = $0.content, radius == ListMetrics.sectionCornerRadius { found.append($0.frame) }
            }
            return found
        }
        XCTAssertEqual(cards(sidebar).count, 1)
        XCTAssertEqual(cards(sidebar).map(\.size), cards(grouped).map(\.size))
        // Apple's sidebar page: the headers show disclosure chevrons, which are not drawn: a
        // warning for the section with a header, none in insetGrouped.
        XCTAssertTrue(sidebar.warnings.contains { $0.hasSuffix(ListStyle.chevronNotDrawn) }, "\(sidebar.warnings)")
        XCTAssertFalse(grouped.warnings.contains { $0.hasSuffix(ListStyle.chevronNotDrawn) })
    }

    /// A sidebar List whose sections have no header has no chevron to leave out: no warning.
    func testASidebarListWithoutHeadersHasNoChevronWarning() throws {
        let result = try layout(#"{"type": "List", "children": [{"type": "Text", "text": "A"}], "modifiers": [{"listStyle": "sidebar"}]}"#, width: 393, height: 600)
        XCTAssertFalse(result.warnings.contains { $0.hasSuffix(ListStyle.chevronNotDrawn) }, "\(result.warnings)")
    }

    /// Swift: `.listStyle(.sidebar)` and `.listStyle(SidebarListStyle())` are the style, no warning.
    func testSwiftSpellingsOfTheSidebarStyle() throws {
        for spelling in [".sidebar", "SidebarListStyle()"] {
            let source = "List { Section(header: Text(\"Places\")) { Text(\"A\") } }.listStyle(\(spelling))"
            let loaded = try SwiftSource.load(Array(source.utf8), file: "View.swift", options: SwiftSource.Options())
            XCTAssertEqual(loaded.warnings, [], spelling)
            XCTAssertTrue(JSONOutput.scene(loaded.json).contains("\"listStyle\": \"sidebar\""), spelling)
        }
    }
}
