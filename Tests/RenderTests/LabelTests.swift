import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// `Label` and `labelStyle` under the fixed-advance measurer: the label is laid out as an HStack of
/// its symbol and its title (Label.swift, a decision), or shows one of them.
final class LabelTests: XCTestCase {
    func frames(_ result: Renderer.LayoutResult) -> [Rect] {
        var frames: [Rect] = []
        func walk(_ node: PlacedNode) {
            if node.kind == "Image" || node.kind == "Text" { frames.append(node.frame) }
            node.children.forEach(walk)
        }
        walk(result.root)
        return frames
    }

    func testTitleAndIconIsAnHStackOfSymbolAndTitle() throws {
        let label = try layout(#"{"type": "Label", "id": "l", "title": "Inbox", "systemImage": "envelope"}"#, width: 200)
        let stack = try layout(#"{"type": "HStack", "id": "l", "children": [{"type": "Image", "systemName": "envelope"}, {"type": "Text", "text": "Inbox"}]}"#, width: 200)
        XCTAssertEqual(label.frame("l"), stack.frame("l"))
        XCTAssertEqual(frames(label), frames(stack))
        XCTAssertEqual(frames(label).count, 2)
        // Symbol 20.4 (17 × 1.2, on the pixel grid 21), 8, then the 50-point title.
        XCTAssertEqual(label.frame("l").width, 21 + 8 + 50)
    }

    func testTitleOnlyAndIconOnlyShowOnePart() throws {
        let title = try layout(#"{"type": "Label", "id": "l", "title": "Inbox", "systemImage": "envelope", "modifiers": [{"labelStyle": "titleOnly"}]}"#)
        XCTAssertSize(title.frame("l"), 50, 20)
        XCTAssertEqual(frames(title).count, 1)
        let icon = try layout(#"{"type": "VStack", "modifiers": [{"labelStyle": "iconOnly"}], "children": [{"type": "Label", "id": "l", "title": "Inbox", "systemImage": "envelope"}]}"#)
        XCTAssertEqual(icon.frame("l").width, 21)
        XCTAssertEqual(frames(icon).count, 1)
    }

    func testLabelFromSwiftAndBadSymbols() throws {
        let loaded = try SwiftSource.load(Array("""
        import SwiftUI
        struct V: View {
            var body: some View {
                Label("Inbox", systemImage: "envelope").labelStyle(.titleOnly).id("l")
            }
        }
        """.utf8), file: "View.swift", options: SwiftSource.Options())
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        XCTAssertEqual(frames(result).count, 1)
        // An unknown symbol draws a placeholder with a warning, as Image(systemName:) does.
        XCTAssertNoThrow(try scene(#"{"type": "Label", "title": "x", "systemImage": "no.such"}"#))
        XCTAssertThrowsError(try scene(#"{"type": "Label", "title": "x", "systemImage": ""}"#))
        XCTAssertThrowsError(try scene(#"{"type": "Label", "title": "x", "systemImage": "star", "modifiers": [{"labelStyle": "big"}]}"#))
    }

    /// Issue 23: in a List's row a Label's icon takes the accent colour (the tint, else iOS blue)
    /// and its title stays primary. Apple's `ListItemTint` documentation: the list applies its
    /// tint to `Label` icons, "which otherwise use the app's accent color by default" (Label.swift
    /// step 5). A foreground style set around the label wins; outside a list the icon is primary
    /// like the title.
    func testAListRowsLabelIconTakesTheAccentColour() throws {
        func styles(_ json: String) throws -> (icon: ResolvedShapeStyle?, title: ResolvedShapeStyle?) {
            var icon: ResolvedShapeStyle?, title: ResolvedShapeStyle?
            try layout(json, width: 393, height: 300).root.forEach { node in
                if case .image(_, let tint, _, _) = node.content { icon = tint }
                if case .text(let run) = node.content, run.request.string == "Wi-Fi" { title = run.style }
            }
            return (icon, title)
        }
        let label = #"{"type": "Label", "title": "Wi-Fi", "systemImage": "wifi"}"#
        let inList = try styles(#"{"type": "List", "children": [\#(label)]}"#)
        XCTAssertEqual(inList.icon, .color(SystemColors.blue))
        XCTAssertEqual(inList.title, .color(SystemColors.label))
        let inForm = try styles(#"{"type": "Form", "children": [{"type": "Section", "children": [{"type": "HStack", "children": [\#(label)]}]}]}"#)
        XCTAssertEqual(inForm.icon, .color(SystemColors.blue))
        let tinted = try styles(#"{"type": "List", "modifiers": [{"tint": "green"}], "children": [\#(label)]}"#)
        XCTAssertEqual(tinted.icon, .color(SystemColors.green))
        let styled = try styles(#"{"type": "List", "children": [{"type": "Label", "title": "Wi-Fi", "systemImage": "wifi", "modifiers": [{"foregroundStyle": "red"}]}]}"#)
        XCTAssertEqual(styled.icon, .color(SystemColors.red))
        XCTAssertEqual(styled.title, .color(SystemColors.red))
        let alone = try styles(label)
        XCTAssertEqual(alone.icon, .color(SystemColors.label))
    }
}
