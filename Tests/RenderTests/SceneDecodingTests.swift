import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Bad input gives a message naming the file, the JSON path and the line:column.
final class SceneDecodingTests: XCTestCase {
    private func error(_ json: String) -> SceneError? {
        do {
            _ = try scene(json, file: "bad.json")
            XCTFail("expected an error")
            return nil
        } catch {
            return error as? SceneError
        }
    }

    func testSyntaxErrorsGiveLineAndColumn() {
        let failure = error("{\n  \"type\": \"Text\",\n  \"text\": \"Hi\"\n  \"id\": 3\n}")
        XCTAssertEqual(failure?.location, SourceLocation(line: 4, column: 3))
        XCTAssertEqual(failure?.description.hasPrefix("bad.json:4:3: invalid JSON"), true)
    }

    func testUnterminatedAndTrailingInput() {
        XCTAssertNotNil(error(#"{"type": "Text", "text": "Hi"#)?.message.contains("unterminated"))
        XCTAssertEqual(error(#"{"type": "Text", "text": "Hi"} x"#)?.location?.column, 32)
    }

    func testUnknownModifierNamesItsPath() {
        let failure = error(#"""
        {"root": {"type": "VStack", "children": [
          {"type": "Text", "text": "a"},
          {"type": "Text", "text": "b"},
          {"type": "Text", "text": "c", "modifiers": [{"sparkle": true}]}
        ]}}
        """#)
        XCTAssertEqual(failure?.path, "root.children[2].modifiers[0].sparkle")
        XCTAssertEqual(failure?.location?.line, 4)
        XCTAssertEqual(failure?.message.hasPrefix("unknown modifier \"sparkle\""), true)
    }

    func testWrongValueTypeNamesItsPath() {
        let failure = error(#"""
        {"root": {"type": "VStack", "children": [
          {"type": "Text", "text": "a"},
          {"type": "Text", "text": "b"},
          {"type": "Text", "text": "c", "modifiers": [{"frame": {"width": "wide"}}]}
        ]}}
        """#)
        XCTAssertEqual(failure?.path, "root.children[2].modifiers[0].frame.width")
        XCTAssertEqual(failure?.message, "expected a number, found a string")
        XCTAssertEqual(failure?.location, SourceLocation(line: 4, column: 67))
    }

    func testUnknownTypeAndMissingFields() {
        XCTAssertEqual(error(#"{"type": "Txet", "text": "a"}"#)?.path, "root.type")
        XCTAssertEqual(error(#"{"type": "Text"}"#)?.message, "Text needs \"text\"")
        XCTAssertEqual(error(#"{"type": "Text", "txt": "a"}"#)?.path, "root.txt")
        XCTAssertEqual(error(#"{"text": "a"}"#)?.message.hasPrefix("a view needs \"type\""), true)
    }

    func testImpossibleValuesAreRejected() {
        XCTAssertEqual(error(#"{"type": "Text", "text": "a", "modifiers": [{"frame": {"width": -5}}]}"#)?.path,
                       "root.modifiers[0].frame.width")
        XCTAssertNotNil(error(#"{"type": "Text", "text": "a", "modifiers": [{"frame": {"width": 1e9}}]}"#))
        XCTAssertNotNil(error(#"{"type": "Text", "text": "a", "modifiers": [{"opacity": 2}]}"#))
        XCTAssertNotNil(error(#"{"type": "Text", "text": "a", "modifiers": [{"lineLimit": 0.5}]}"#))
        XCTAssertNotNil(error(#"{"type": "Text", "text": "a", "modifiers": [{"padding": 1, "border": "red"}]}"#))
        XCTAssertNotNil(error(#"{"type": "Rectangle", "fill": "chartreuse"}"#))
        XCTAssertNotNil(error(#"{"canvas": {"width": 0}, "root": {"type": "Rectangle"}}"#))
        XCTAssertNotNil(error(#"{"type": "ScrollView", "children": []}"#))
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertEqual(error(deep)?.message.contains("nesting deeper"), true)
        var views = #"{"type": "Text", "text": "x"}"#
        for _ in 0..<130 { views = #"{"type": "ZStack", "children": [\#(views)]}"# }
        XCTAssertNotNil(error(views))
    }

    func testDuplicateKeysAreRejected() {
        XCTAssertEqual(error(#"{"type": "Text", "text": "a", "text": "b"}"#)?.message, "duplicate key \"text\"")
        // A duplicate after a nested object with keys of its own is still one, and so is one in
        // an object of more than 16 members (compared through a set).
        let nested = error(#"{"type": "Text", "modifiers": [{"frame": {"width": 1, "height": 2}}], "text": "a", "modifiers": []}"#)
        XCTAssertEqual(nested?.message, "duplicate key \"modifiers\"")
        XCTAssertEqual(nested?.path, "root.modifiers")
        XCTAssertEqual(error(#"{"type": "Text", "text": "a", "modifiers": [{"frame": {"width": 1, "width": 2}}]}"#)?.message,
                       "duplicate key \"width\"")
        let many = (0..<20).map { #""p\#($0)": 1"# }.joined(separator: ", ")
        let large = error(#"{"params": {\#(many), "p3": 2}, "root": {"type": "Text", "text": "a"}}"#)
        XCTAssertEqual(large?.message, "duplicate key \"p3\"")
        // Keys that merely repeat in sibling objects are not duplicates.
        XCTAssertNoThrow(try scene(#"{"type": "HStack", "children": [{"type": "Text", "text": "a"}, {"type": "Text", "text": "b"}]}"#))
    }

    func testModifiersWrapInOrderWithIds() throws {
        let decoded = try scene(#"{"type": "Text", "text": "Hi", "id": "t", "modifiers": [{"border": "blue"}, {"frame": {"width": 100}}, {"border": "red"}]}"#)
        XCTAssertEqual(decoded.root.id, "t#2")
        XCTAssertEqual(decoded.root.kindName, "border")
        XCTAssertEqual(decoded.root.children.first?.id, "t#1")
        XCTAssertEqual(decoded.root.children.first?.children.first?.id, "t#0")
        XCTAssertEqual(decoded.root.children.first?.children.first?.children.first?.id, "t")
    }

    func testGroupAndForEachSpliceIntoTheParent() throws {
        let decoded = try scene(#"""
        {"type": "HStack", "children": [
          {"type": "Group", "children": [{"type": "Text", "text": "a"}, {"type": "Text", "text": "b"}],
           "modifiers": [{"padding": 2}]},
          {"type": "ForEach", "range": [0, 3], "content": {"type": "Text", "text": "item {i}", "id": "t{i}"}}
        ]}
        """#)
        XCTAssertEqual(decoded.root.children.count, 5)
        XCTAssertEqual(decoded.root.children[0].kindName, "padding")
        XCTAssertEqual(decoded.root.children[4].id, "t2")
        guard case .defined(let view) = decoded.root.children[4].kind, let text = view.behavior as? TextLayout, !text.isStyled else { return XCTFail("not text") }
        XCTAssertEqual(text.string, "item 2")
    }

    func testGroupModifiersContinueTheChildsNumbering() throws {
        let decoded = try scene(#"""
        {"type": "VStack", "children": [{"type": "Group", "modifiers": [{"padding": 1}], "children": [
          {"type": "Text", "text": "a", "id": "a"},
          {"type": "Text", "text": "b", "id": "b", "modifiers": [{"border": "red"}]}
        ]}]}
        """#)
        XCTAssertEqual(decoded.root.children.map(\.id), ["a#0", "b#1"])
        XCTAssertEqual(decoded.root.children[1].children.first?.id, "b#0")
    }

    func testParametersAreSubstituted() throws {
        let json = #"{"params": {"w": 120, "name": "World"}, "root": {"type": "Text", "text": "Hello {name}", "modifiers": [{"frame": {"width": "{w}"}}]}}"#
        let decoded = try scene(json)
        guard case .modifier(let modifier) = decoded.root.kind, let frame = modifier.behavior as? FixedFrame else { return XCTFail("no frame") }
        XCTAssertEqual(frame.width, 120)
        let overridden = try SceneDecoder.decode(Array(json.utf8), file: "p.json", overrides: ["w": .number(80)])
        guard case .modifier(let newModifier) = overridden.root.kind, let newFrame = newModifier.behavior as? FixedFrame else {
            return XCTFail("no frame")
        }
        XCTAssertEqual(newFrame.width, 80)
        XCTAssertThrowsError(try SceneDecoder.decode(Array(json.utf8), file: "p.json", overrides: ["nope": .number(1)]))
    }

    func testColors() throws {
        let decoded = try scene(##"{"type": "Rectangle", "fill": {"color": "#FF000080", "opacity": 0.5}, "stroke": "orange.gradient"}"##)
        guard case .defined(let view) = decoded.root.kind, let shape = view.behavior as? ShapeLayout else { return XCTFail("no shape") }
        XCTAssertEqual(shape.fill, .style(.color(RGBA(red: 1, green: 0, blue: 0, alpha: 128.0 / 255 * 0.5))))
        XCTAssertEqual(shape.stroke, .style(.gradient(RGBA.named["orange"] ?? .black)))
    }
}
