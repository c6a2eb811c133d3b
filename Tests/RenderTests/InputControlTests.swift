import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// TextField, SecureField, Picker (menu, segmented, as a Form row), DisclosureGroup and the
/// ProgressView() spinner under the fixed-advance measurer (10 pt a character and 20 pt a line
/// at 17 pt; at 13 pt 7.65 and 15.3, on the pixel grid 16 tall).
final class InputControlTests: XCTestCase {
    /// The first placed node of `kind` below `node`, depth first.
    func first(_ kind: String, in node: PlacedNode) -> PlacedNode? {
        if node.kind == kind { return node }
        for child in node.children { if let found = first(kind, in: child) { return found } }
        return nil
    }

    func texts(_ node: PlacedNode) -> [PlacedNode] {
        var found: [PlacedNode] = []
        node.forEach { if $0.kind == "Text" { found.append($0) } }
        return found
    }

    func style(_ node: PlacedNode?) -> ResolvedShapeStyle? {
        guard case .text(let text)? = node?.content else { return nil }
        return text.style
    }

    /// Lays out `json` as a Form row would host it.
    func layoutInFormRow(_ json: String, width: Double) throws -> Renderer.LayoutResult {
        let decoded = try scene(json)
        let row = ViewNode(.modifier(DefinedModifier(FormRowPlacement())), children: [decoded.root])
        var options = RenderOptions(canvas: decoded.canvas)
        options.width = width
        return try Renderer.layout(row, options: options, measurer: FixedAdvanceMeasurer())
    }

    // MARK: TextField

    func testRoundedBorderFieldIs34TallAtBodyAndInsetsTheText7() throws {
        let result = try layout(#"{"type": "TextField", "id": "f", "title": "Name", "modifiers": [{"textFieldStyle": "roundedBorder"}]}"#,
                                width: 200, height: 100)
        XCTAssertFrame(result.frame("f"), 0, 33, 200, 34)
        XCTAssertFrame(try XCTUnwrap(first("Text", in: result.root)).frame, 7, 40, 40, 20)
        guard case .control(.roundedTextField, _)? = first("TextField", in: result.root)?.content else { return XCTFail("no border drawn") }
    }

    func testPlainFieldIsItsTextLineAndFillsTheWidth() throws {
        let result = try layout(#"{"type": "TextField", "id": "f", "title": "Name", "text": "Ann"}"#, width: 200, height: 100)
        XCTAssertFrame(result.frame("f"), 0, 40, 200, 20)
        XCTAssertFrame(try XCTUnwrap(first("Text", in: result.root)).frame, 0, 40, 30, 20)
    }

    func testUnproposedFieldIsItsTextPlusTheInsets() throws {
        let plain = try layout(#"{"type": "TextField", "id": "f", "title": "Name"}"#)
        XCTAssertSize(plain.frame("f"), 40, 20)
        let rounded = try layout(#"{"type": "TextField", "id": "f", "title": "Name", "modifiers": [{"textFieldStyle": "roundedBorder"}]}"#)
        XCTAssertSize(rounded.frame("f"), 54, 34)
    }

    func testSingleLineFieldTruncatesAndVerticalAxisWraps() throws {
        let long = #""text": "aaaa bbbb cccc dddd""#
        let one = try layout(#"{"type": "TextField", "id": "f", "title": "x", \#(long), "modifiers": [{"textFieldStyle": "roundedBorder"}]}"#, width: 100)
        XCTAssertSize(one.frame("f"), 100, 34)
        XCTAssertEqual(one.node("f").flatMap { first("Text", in: $0) }?.frame.height, 20)
        let wrapped = try layout(#"{"type": "TextField", "id": "f", "title": "x", "axis": "vertical", \#(long)}"#, width: 50)
        XCTAssertSize(wrapped.frame("f"), 50, 80)
        // Taller text grows a rounded field past 34: three lines + 4.
        let tall = try layout(#"{"type": "TextField", "id": "f", "title": "x", "axis": "vertical", "text": "aaaa bbbb cccc", "modifiers": [{"textFieldStyle": "roundedBorder"}]}"#, width: 64)
        XCTAssertSize(tall.frame("f"), 64, 64)
    }

    func testPlaceholderIsGreyTextIsPrimarySecureTextIsBullets() throws {
        let placeholder = try layout(#"{"type": "TextField", "title": "Name", "text": "", "modifiers": [{"foregroundStyle": "red"}]}"#, width: 200)
        XCTAssertEqual(style(first("Text", in: placeholder.root)), .color(SystemColors.placeholderText))
        let text = try layout(#"{"type": "TextField", "title": "Name", "text": "Ann"}"#, width: 200)
        XCTAssertEqual(style(first("Text", in: text.root)), .primary)
        let secure = try scene(#"{"type": "SecureField", "title": "Password", "text": "hunter2"}"#)
        guard case .defined(let view) = secure.root.children[0].kind, let shown = view.behavior as? TextLayout, !shown.isStyled else { return XCTFail("no text") }
        XCTAssertEqual(shown.string, "•••••••")
        // `prompt` is the placeholder iOS shows in place of the title.
        let prompt = try scene(#"{"type": "TextField", "title": "Name", "prompt": "Required"}"#)
        guard case .defined(let promptView) = prompt.root.children[0].kind, let promptText = promptView.behavior as? TextLayout, !promptText.isStyled else {
            return XCTFail("no text")
        }
        XCTAssertEqual(promptText.string, "Required")
    }

    // MARK: Picker

    let flavors = #"[{"type": "Text", "text": "ab", "modifiers": [{"tag": "a"}]}, {"type": "Text", "text": "cd", "modifiers": [{"tag": "b"}]}, {"type": "Text", "text": "ef", "modifiers": [{"tag": 3}]}]"#

    func testSegmentedPickerFillsTheWidthInEqualSegments() throws {
        let result = try layout(#"{"type": "Picker", "id": "p", "title": "Flavor", "selection": "b", "children": \#(flavors), "modifiers": [{"pickerStyle": "segmented"}]}"#,
                                width: 304, height: 100)
        XCTAssertFrame(result.frame("p"), 0, 34, 304, 32)
        // Segments of (304 − 4) / 3 = 100 from x 2; each 2-letter option 16 × 16, centred.
        XCTAssertEqual(texts(result.root).map(\.frame), [Rect(x: 44, y: 42, width: 16, height: 16),
                                                          Rect(x: 144, y: 42, width: 16, height: 16),
                                                          Rect(x: 244, y: 42, width: 16, height: 16)])
        guard case .control(.segmented(let count, let selected), _)? = result.node("p")?.content else { return XCTFail("no drawing") }
        XCTAssertEqual(count, 3)
        XCTAssertEqual(selected, 1)
        guard case .text(let chosen) = texts(result.root)[1].content, case .text(let other) = texts(result.root)[0].content else { return XCTFail("no texts") }
        XCTAssertEqual(chosen.request.font.weight, .semibold)
        XCTAssertEqual(other.request.font.weight, .medium)
        XCTAssertEqual(other.request.font.size, 13)
    }

    func testSegmentedIdealWidthIsTheWidestOptionPaddedTimesTheCount() throws {
        let result = try layout(#"{"type": "Picker", "id": "p", "title": "Flavor", "selection": 3, "children": \#(flavors), "modifiers": [{"pickerStyle": "segmented"}, {"fixedSize": true}]}"#,
                                width: 400)
        XCTAssertSize(result.frame("p"), 4 + 3 * (16 + 24), 32)
    }

    func testSelectionMatchingNoTagSelectsNothingAndWarns() throws {
        let result = try layout(#"{"type": "Picker", "id": "p", "title": "Flavor", "selection": "zz", "children": \#(flavors), "modifiers": [{"pickerStyle": "segmented"}]}"#, width: 304)
        guard case .control(.segmented(_, let selected), _)? = result.node("p")?.content else { return XCTFail("no drawing") }
        XCTAssertNil(selected)
        XCTAssertTrue(result.warnings.contains { $0.contains("matches no option's tag") })
        // A number tag never matches a string selection: "3" is not 3.
        let menu = try layout(#"{"type": "Picker", "id": "p", "title": "Flavor", "selection": "3", "children": \#(flavors)}"#, width: 304)
        XCTAssertEqual(texts(menu.root).count, 0)
        XCTAssertNotNil(first("Image", in: menu.root))
    }

    func testMenuPickerIsTheValueAndTheChevronInTheAccentColour() throws {
        let result = try layout(#"{"type": "Picker", "id": "p", "title": "Flavor", "selection": "b", "children": \#(flavors)}"#, width: 300, height: 100)
        let symbol = try XCTUnwrap(first("Image", in: result.root))
        // The chevron at 13 pt: 15.6 tall (16 on the grid), its width from its ink.
        let symbolWidth = (15.6 * SymbolLibrary.widthFactor("chevron.up.chevron.down")).rounded(.up)
        XCTAssertSize(symbol.frame, symbolWidth, 16)
        XCTAssertSize(result.frame("p"), 20 + 4 + symbolWidth, 20)
        let origin = result.frame("p").minX
        XCTAssertEqual(texts(result.root).map { $0.frame.minX - origin }, [0])
        XCTAssertEqual(symbol.frame.minX - origin, 24)
        XCTAssertEqual(style(texts(result.root).first), .color(ControlColors.accent))
        guard case .image(_, let tint, _, _) = symbol.content else { return XCTFail("no symbol") }
        XCTAssertEqual(tint, .color(ControlColors.accent))
    }

    func testMenuPickerInAFormRowIsTitleThenGreyValueAndChevron() throws {
        let result = try layoutInFormRow(#"{"type": "Picker", "id": "p", "title": "Flavor", "selection": "b", "children": \#(flavors)}"#, width: 300)
        let symbol = try XCTUnwrap(first("Image", in: result.root))
        XCTAssertSize(result.frame("p"), 300, 20)
        XCTAssertEqual(symbol.frame.maxX, 300)
        let shown = texts(result.root)
        XCTAssertEqual(shown.map { $0.frame.minX }, [0, 300 - symbol.frame.width - 4 - 20])
        XCTAssertEqual(style(shown[0]), .primary)
        XCTAssertEqual(style(shown[1]), .color(SystemColors.secondaryLabel))
        // A segmented picker is the same control in a row.
        let segmented = try layoutInFormRow(#"{"type": "Picker", "id": "p", "title": "Flavor", "selection": "b", "children": \#(flavors), "modifiers": [{"pickerStyle": "segmented"}]}"#, width: 300)
        XCTAssertSize(segmented.frame("p"), 300, 32)
    }

    // MARK: DisclosureGroup

    func testClosedDisclosureGroupIsItsHeaderAcrossTheWidth() throws {
        let result = try layout(#"{"type": "DisclosureGroup", "id": "d", "title": "More", "children": [{"type": "Text", "text": "hidden"}]}"#, width: 200, height: 100)
        XCTAssertFrame(result.frame("d"), 0, 40, 200, 20)
        XCTAssertEqual(texts(result.root).count, 1)
        let chevron = try XCTUnwrap(first("Image", in: result.root))
        XCTAssertEqual(chevron.frame.maxX, 200)
        guard case .image(.systemName("chevron.forward"), let tint, _, _) = chevron.content else { return XCTFail("no chevron") }
        XCTAssertEqual(tint, .color(ControlColors.accent))
        XCTAssertEqual(style(texts(result.root).first), .color(ControlColors.accent))
    }

    func testOpenDisclosureGroupStacksItsContent8BelowTheHeader() throws {
        let result = try layout(#"{"type": "DisclosureGroup", "id": "d", "title": "More", "isExpanded": true, "children": [{"type": "Text", "id": "a", "text": "first"}, {"type": "Text", "id": "b", "text": "second"}]}"#,
                                width: 200)
        // The content is a leading VStack of its own (two texts: no gap under this measurer).
        let column = try layout(#"{"type": "VStack", "alignment": "leading", "children": [{"type": "Text", "id": "a", "text": "first"}, {"type": "Text", "id": "b", "text": "second"}]}"#)
        XCTAssertEqual(column.frame("b").minY, 20)
        XCTAssertSize(result.frame("d"), 200, 20 + 8 + 40)
        XCTAssertFrame(result.frame("a"), 0, 28, 50, 20)
        XCTAssertFrame(result.frame("b"), 0, 48, 60, 20)
        guard case .image(.systemName("chevron.down"), _, _, _)? = first("Image", in: result.root)?.content else { return XCTFail("no chevron") }
        let row = try layoutInFormRow(#"{"type": "DisclosureGroup", "title": "More"}"#, width: 200)
        XCTAssertEqual(style(texts(row.root).first), .primary)
    }

    // MARK: ProgressView()

    func testIndeterminateProgressViewIsThe20PointSpinner() throws {
        let result = try layout(#"{"type": "ProgressView", "id": "s"}"#, width: 300, height: 100)
        XCTAssertFrame(result.frame("s"), 140, 40, 20, 20)
        guard case .control(.activityIndicator, _)? = result.node("s")?.content else { return XCTFail("no spinner") }
        let linear = try layout(#"{"type": "ProgressView", "id": "s", "value": 0.5}"#, width: 300)
        XCTAssertSize(linear.frame("s"), 300, 4)
    }

    // MARK: Bad input

    func testBadInputNamesWhatIsWrong() throws {
        func message(_ json: String) -> String {
            do { _ = try scene(json); return "" } catch { return "\(error)" }
        }
        // `radioGroup` is macOS's only.
        XCTAssertTrue(message(#"{"type": "Picker", "title": "x", "children": [], "modifiers": [{"pickerStyle": "radioGroup"}]}"#)
            .contains("unknown picker style \"radioGroup\"; expected one of automatic, inline, menu, navigationLink, palette, segmented, wheel"))
        XCTAssertTrue(message(#"{"type": "TextField", "modifiers": [{"textFieldStyle": "bezel"}], "title": "x"}"#)
            .contains("unknown text field style \"bezel\""))
        XCTAssertTrue(message(#"{"type": "TextField", "text": "x"}"#).contains("TextField needs \"title\""))
        XCTAssertTrue(message(#"{"type": "Picker", "title": "x", "selection": 1}"#).contains("Picker needs \"children\""))
        XCTAssertTrue(message(#"{"type": "Text", "text": "x", "modifiers": [{"tag": [1]}]}"#).contains("a tag is a string, a number or a Boolean"))
        XCTAssertTrue(message(#"{"type": "SecureField", "title": "x", "axis": "vertical"}"#).contains("unknown property \"axis\" for SecureField"))
        XCTAssertTrue(message(#"{"type": "TextField", "title": "x", "axis": "diagonal"}"#).contains("unknown TextField axis \"diagonal\""))
        XCTAssertTrue(message(#"{"type": "DisclosureGroup", "title": "x", "isExpanded": "yes"}"#).contains("isExpanded"))
    }

    // MARK: Swift

    func swiftLayout(_ source: String, overrides: [String: SceneParameter] = [:]) throws -> Renderer.LayoutResult {
        let loaded = try SwiftSource.load(Array(source.utf8), file: "View.swift", options: SwiftSource.Options(overrides: overrides))
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = 300
        return try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
    }

    let signUp = """
    import SwiftUI
    enum Plan: String, CaseIterable { case free, pro }
    struct SignUp: View {
        @State var name = ""
        @State var plan: Plan = .pro
        var body: some View {
            VStack {
                TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                Picker("Plan", selection: $plan) {
                    ForEach(Plan.allCases, id: \\.self) { plan in Text(plan.rawValue) }
                }
                .pickerStyle(.segmented)
                DisclosureGroup("More", isExpanded: .constant(true)) { Text("x") }
            }
        }
    }
    """

    func testSwiftStateShowsThePlaceholderAndSetShowsTheText() throws {
        let empty = try swiftLayout(signUp)
        XCTAssertEqual(first("Text", in: empty.root).flatMap { style($0) }, .color(SystemColors.placeholderText))
        guard case .text(let placeholder)? = first("Text", in: empty.root)?.content else { return XCTFail("no text") }
        XCTAssertEqual(placeholder.request.string, "Name")
        let set = try swiftLayout(signUp, overrides: ["name": .string("Ann")])
        guard case .text(let text)? = first("Text", in: set.root)?.content else { return XCTFail("no text") }
        XCTAssertEqual(text.request.string, "Ann")
        // ForEach's elements tag the options: `.pro` selects the second segment.
        guard case .control(.segmented(2, 1), _)? = first("Picker", in: empty.root)?.content else { return XCTFail("no segmented picker") }
        XCTAssertNotNil(first("DisclosureGroup", in: empty.root))
    }

    func testForEachTagsOnlyByItsElementsAndAnExplicitTagWins() throws {
        func selected(_ content: String, selection: String = ".pro") throws -> Int? {
            let source = """
            import SwiftUI
            enum Plan: String, CaseIterable { case free, pro }
            struct Item { let name: String }
            let items = [Item(name: "free"), Item(name: "pro")]
            struct V: View {
                var body: some View {
                    Picker("Plan", selection: .constant(\(selection))) { \(content) }.pickerStyle(.segmented)
                }
            }
            """
            guard case .control(.segmented(_, let index), _)? = first("Picker", in: try swiftLayout(source).root)?.content else { return -1 }
            return index
        }
        XCTAssertEqual(try selected("ForEach(Plan.allCases, id: \\.self) { Text($0.rawValue) }"), 1)
        XCTAssertEqual(try selected("ForEach(Plan.allCases, id: \\.self) { Text($0.rawValue).tag($0 == .free ? Plan.pro : Plan.free) }"), 0)
        XCTAssertEqual(try selected("ForEach(0..<3) { i in Text(\"\\(i)\") }", selection: "2"), 2)
        // `id: \.name`: SwiftUI tags with the name, a String (Apple's `Picker`, "Iterating over a
        // picker's options": a ForEach tags its views with their ids), so a String selection
        // picks it. (A Plan selection `.pro` would match too: a tag is compared by value, an enum
        // case being its name — docs/scene-format.md, "Pickers and their tags".)
        XCTAssertEqual(try selected("ForEach(items, id: \\.name) { Text($0.name) }", selection: "\"pro\""), 1)
        XCTAssertNil(try selected("ForEach(items, id: \\.name) { Text($0.name) }", selection: "\"gold\""))
    }

    func testSwiftUnknownPickerStyleIsAnError() {
        // (A style SwiftUI has that the renderer does not draw, `.radioGroup`, is left out with a
        // warning instead: `InterpreterUndrawn`.)
        let source = signUp.replacingOccurrences(of: ".pickerStyle(.segmented)", with: ".pickerStyle(.sparkly)")
        XCTAssertThrowsError(try swiftLayout(source)) { error in
            XCTAssertTrue("\(error)".contains("unknown picker style \"sparkly\""), "\(error)")
        }
    }
}

/// What a Form or List row sets on its content (`LayoutTreeBuilder`, `.listRow`), as a modifier.
private struct FormRowPlacement: EnvironmentModifier {
    var name: String { "formRow" }

    func apply(to environment: inout EnvironmentValues) {
        environment.controlPlacement = .formRow
    }
}
