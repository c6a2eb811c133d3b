import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene

/// The review leftovers of the styles and controls work (issue 26): a DatePicker makes only
/// the tree of its style, the wheels share one drum, shadows and styles have one decoder each,
/// a Gauge with one bounds label, and a Form's menu Picker under a tint. Exact numbers under
/// the fixed-advance measurer (17 pt: 10 per character, 20-point lines; other sizes scale).
final class StyleTreeAndDrumTests: XCTestCase {
    /// The placed Texts by their string, the first of each.
    private func texts(_ result: Renderer.LayoutResult) -> [String: PlacedNode] {
        var found: [String: PlacedNode] = [:]
        result.root.forEach { node in
            guard case .text(let text) = node.content else { return }
            if found[text.request.string] == nil { found[text.request.string] = node }
        }
        return found
    }

    private func mid(_ rect: Rect) -> (x: Double, y: Double) { (rect.minX + rect.width / 2, rect.minY + rect.height / 2) }

    /// A placed Text's colour and font.
    private func style(_ node: PlacedNode?) -> ResolvedShapeStyle? {
        guard let node, case .text(let text) = node.content else { return nil }
        return text.style
    }

    private func font(_ node: PlacedNode?) -> Font? {
        guard let node, case .text(let text) = node.content else { return nil }
        return text.request.font
    }

    private func count(_ node: ViewNode) -> Int { 1 + node.children.map(count).reduce(0, +) }

    // MARK: DatePicker: one tree (DatePickerView step 4)

    /// A DatePicker is decoded with its compact row alone (label, Spacer, pills: 3 children);
    /// laid out compact, nothing else is made, and graphical the calendar replaces the row.
    func testDatePickerDecodesOnlyItsRow() throws {
        let decoded = try scene(#"{"type": "DatePicker", "title": "Starts", "selection": "2026-01-14T09:41:00Z"}"#)
        XCTAssertEqual(decoded.root.children.count, 3)
        // Label Text, Spacer, HStack of two pill Texts with their 3 modifiers and a background shape each.
        XCTAssertLessThan(count(decoded.root), 20, "no calendar or wheels at decoding")
        let compact = try layout(#"{"type": "DatePicker", "title": "Starts", "selection": "2026-01-14T09:41:00Z"}"#, width: 390, height: 100)
        XCTAssertNil(texts(compact)["SUN"], "no calendar made for a compact picker")
        let graphical = try layout(#"""
            {"type": "DatePicker", "title": "Starts", "selection": "2026-01-14T09:41:00Z", "modifiers": [{"datePickerStyle": "graphical"}]}
            """#, width: 390, height: 500)
        let t = texts(graphical)
        XCTAssertNotNil(t["SUN"])
        XCTAssertNil(t["Starts"], "the row is not laid out in the graphical style")
        XCTAssertNil(t["Jan 14, 2026"])
    }

    /// The scene's node count reserves `styleTreeReserve` per picker, at least what the largest
    /// tree makes: the calendar of a six-week month (August 2026 starts on a Saturday) with
    /// its time row, and the wheels of date and time.
    func testStyleTreeReserveCoversTheLargestTree() throws {
        let decoder = SceneDecoder(file: "t.json", baseDirectory: "/")
        let parts = DatePickerStyleTrees.Parts(date: SceneDates.parse("2026-08-31T21:05:00Z")!, today: nil, showsDate: true, showsTime: true)
        let trees = DatePickerStyleTrees(parts, decoder: decoder, path: JSONPath(root: "root"), file: "t.json",
                                         location: SourceLocation(line: 1, column: 1), depth: .root)
        let calendar = try trees.views(.graphical).map(count).reduce(0, +)
        let wheels = try trees.views(.wheel).map(count).reduce(0, +)
        XCTAssertGreaterThan(calendar, wheels)
        XCTAssertLessThanOrEqual(calendar, DatePickerView.styleTreeReserve)
        XCTAssertGreaterThan(calendar, DatePickerView.styleTreeReserve * 3 / 4, "the reserve stays close to what is made")
    }

    /// A tree made at layout time that breaks a limit is a located error, as at decoding: here
    /// the calendar would nest views past `SceneLimits.maxViewDepth`.
    func testStyleTreeErrorIsALocatedLayoutError() throws {
        var json = #"{"type": "DatePicker", "title": "A", "selection": "2026-01-14T09:41:00Z"}"#
        // The pills sit two views below the picker, the calendar's days four.
        for _ in 0..<(SceneLimits.maxViewDepth - 3) { json = #"{"type": "VStack", "children": [\#(json)]}"# }
        let compact = try layout(json, width: 390, height: 400)
        XCTAssertEqual(compact.canvas.width, 390, "the compact row fits within the limit")
        let graphical = #"{"root": \#(json), "canvas": {"width": 390}}"#
            .replacingOccurrences(of: #""selection": "2026-01-14T09:41:00Z"}"#,
                                  with: #""selection": "2026-01-14T09:41:00Z", "modifiers": [{"datePickerStyle": "graphical"}]}"#)
        XCTAssertThrowsError(try layout(graphical, width: 390, height: 400)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("nested more than"), text)
            XCTAssertTrue(text.contains("calendar"), text)
            XCTAssertTrue(text.contains("test.json"), text)
        }
    }

    // MARK: One drum (WheelDrum)

    /// The wheel DatePicker's columns (`DateWheelsLayout`): each as wide as its widest row
    /// (title3, 20 pt: 200/17 per character, rounded up to the pixel), 20 apart, centred in
    /// the width; rows centred in their column on the drum.
    func testDateWheelsColumns() throws {
        let result = try layout(#"""
            {"type": "DatePicker", "id": "d", "title": "Starts", "selection": "2026-01-14T09:41:00Z", "displayedComponents": ["date"],
             "modifiers": [{"datePickerStyle": "wheel"}]}
            """#, width: 350, height: 300)
        let t = texts(result)
        guard let december = t["December"]?.frame, let january = t["January"]?.frame, let fourteen = t["14"]?.frame,
              let year = t["2026"]?.frame else { return XCTFail("\(t.keys.sorted())") }
        let perCharacter = 200.0 / 17
        let month = (8 * perCharacter).rounded(.up), day = (2 * perCharacter).rounded(.up), years = (4 * perCharacter).rounded(.up)
        XCTAssertEqual([december.width, fourteen.width, year.width], [month, day, years])
        let total = month + day + years + 2 * 20
        XCTAssertEqual(december.minX, (350 - total) / 2, accuracy: 0.5, "the columns centred")
        XCTAssertEqual(mid(january).x, mid(december).x, accuracy: 0.5, "a row centred in its column")
        XCTAssertEqual(fourteen.minX - december.maxX, 20, accuracy: 0.5)
        XCTAssertEqual(year.minX - fourteen.maxX, 20, accuracy: 0.5)
        XCTAssertEqual(result.frame("d").width, 350)
        // Unspecified width: the columns' width.
        let ideal = try layout(#"""
            {"type": "DatePicker", "id": "d", "title": "Starts", "selection": "2026-01-14T09:41:00Z", "displayedComponents": ["date"],
             "modifiers": [{"datePickerStyle": "wheel"}, {"fixedSize": true}]}
            """#, width: 350, height: 300)
        XCTAssertEqual(ideal.frame("d").width, total, accuracy: 0.5)
    }

    /// The wheel Picker and the wheel DatePicker draw their rows alike: the row k places from
    /// the selection at 108 + 108 · sin(32k/108), in the same colour (the drum's step 3).
    func testPickerAndDatePickerShareTheDrum() throws {
        let result = try layout(#"""
            {"type": "VStack", "spacing": 0, "children": [
              {"type": "Picker", "id": "p", "title": "Hour", "selection": 9, "modifiers": [{"pickerStyle": "wheel"}], "children": [
                {"type": "Text", "text": "8h", "modifiers": [{"tag": 8}]}, {"type": "Text", "text": "9h", "modifiers": [{"tag": 9}]},
                {"type": "Text", "text": "10h", "modifiers": [{"tag": 10}]}]},
              {"type": "DatePicker", "id": "d", "title": "T", "selection": "2026-01-14T09:41:00Z", "displayedComponents": ["hourAndMinute"],
               "modifiers": [{"datePickerStyle": "wheel"}]}]}
            """#, width: 390, height: 500)
        let t = texts(result)
        let p = result.frame("p"), d = result.frame("d")
        for (picker, date, k) in [("8h", "8", -1), ("9h", "9", 0), ("10h", "10", 1)] {
            guard let a = t[picker], let b = t[date] else { return XCTFail("\(t.keys.sorted())") }
            XCTAssertEqual(mid(a.frame).y - p.minY, 108 + 108 * sin(Double(k) * 32 / 108), accuracy: 0.5)
            XCTAssertEqual(mid(b.frame).y - d.minY, mid(a.frame).y - p.minY, accuracy: 0.001, picker)
            XCTAssertEqual(style(a), style(b), picker)
            XCTAssertNotNil(style(a))
            XCTAssertEqual(font(a), font(b), picker)
        }
    }

    // MARK: One decoder for shadows and for styles

    /// `shadow(color:radius:x:y:)` and a style's `.shadow(.drop(…))` are read by one decoder;
    /// only a style's takes `kind`.
    func testShadowsShareOneDecoder() throws {
        let fields = #"{"color": "red", "radius": 4, "x": 1, "y": 2}"#
        let modifier = try scene(#"{"type": "Color", "color": "blue", "modifiers": [{"shadow": \#(fields)}]}"#)
        guard case .modifier(let wrapped) = modifier.root.kind, let plain = wrapped.behavior as? Shadow else { return XCTFail("\(modifier.root.kind)") }
        let styled = try JSONField(node: JSONParser.parse(Array(#"{"color": "blue", "shadow": \#(fields)}"#.utf8)), path: "s", file: "t.json").splitShadow()
        XCTAssertEqual(styled.shadow, plain)
        XCTAssertEqual(plain, Shadow(color: RGBA.named["red"]!, radius: 4, x: 1, y: 2))
        XCTAssertThrowsError(try scene(#"{"type": "Color", "color": "blue", "modifiers": [{"shadow": {"kind": "inner", "radius": 4}}]}"#)) {
            XCTAssertTrue("\($0)".contains("kind"), "\($0)")
        }
        XCTAssertThrowsError(try scene(#"{"type": "Color", "color": "blue", "modifiers": [{"shadow": {"color": "red"}}]}"#)) {
            XCTAssertTrue("\($0)".contains("shadow needs \"radius\""), "\($0)")
        }
    }

    /// Where SwiftUI takes a Color (a Color view, `foregroundColor`, `backgroundStyle`, the
    /// levels of `foregroundStyle(_:_:)`): `"tint"` is the environment's, `"secondary"` iOS's
    /// fixed grey — one reader, `fixedOrEnvironmentStyle()`.
    func testFixedOrEnvironmentStyle() throws {
        func style(_ json: String) throws -> ShapeStyleValue {
            try JSONField(node: JSONParser.parse(Array(json.utf8)), path: "s", file: "t.json").fixedOrEnvironmentStyle()
        }
        XCTAssertEqual(try style(#""tint""#), .environment(.tint, opacity: 1))
        XCTAssertEqual(try style(#"{"color": "accentColor", "opacity": 0.5}"#), .environment(.tint, opacity: 0.5))
        XCTAssertEqual(try style(#""secondary""#), .style(.color(RGBA.named["secondary"]!)))
        let decoded = try scene(#"{"type": "Color", "color": "tint", "modifiers": [{"backgroundStyle": "tint"}, {"foregroundColor": "secondary"}]}"#)
        var kinds: [String] = []
        var node: ViewNode? = decoded.root
        while let current = node {
            switch current.kind {
            case .modifier(let modifier):
                if let background = modifier.behavior as? BackgroundStyleModifier { kinds.append("background \(background.style == .environment(.tint, opacity: 1))") }
                if let foreground = modifier.behavior as? ForegroundStyle { kinds.append("foreground \(foreground.style == .style(.color(RGBA.named["secondary"]!)))") }
            case .defined(let view):
                if let color = view.behavior as? ColorLayout { kinds.append("color \(color.style == .environment(.tint, opacity: 1))") }
            }
            node = current.children.first
        }
        XCTAssertEqual(kinds, ["foreground true", "background true", "color true"])
    }

    // MARK: Gauge with one bounds label (GaugeView step 6)

    /// `accessoryLinear` with only the minimum: it leads, the bar runs to the trailing edge and
    /// the current value is not shown; with only the maximum: the bar starts at the leading
    /// edge, the maximum trails, no current value.
    func testAccessoryLinearGaugeWithOneBoundsLabel() throws {
        func gauge(_ bounds: String) throws -> (Renderer.LayoutResult, [String: PlacedNode], track: Rect) {
            let result = try layout(#"""
                {"type": "Gauge", "id": "g", "value": 0.5, "label": {"type": "Text", "text": "L"},
                 "currentValueLabel": {"type": "Text", "text": "50"}, \#(bounds), "modifiers": [{"gaugeStyle": "accessoryLinear"}]}
                """#, width: 300, height: 100)
            var track: Rect?
            result.root.forEach { if $0.view.label == "Capsule" { track = $0.frame } }
            return (result, texts(result), track ?? Rect(x: -1, y: -1, width: 0, height: 0))
        }
        // Footnote (13 pt): 130/17 per character, rounded up: "0" 8, "100" 23 wide.
        let (_, minimumOnly, track1) = try gauge(#""minimumValueLabel": {"type": "Text", "text": "0"}"#)
        XCTAssertNil(minimumOnly["50"], "no current value with a bounds label")
        XCTAssertEqual(minimumOnly["0"]?.frame.minX, 0)
        XCTAssertEqual(track1.minX, 8 + 6)
        XCTAssertEqual(track1.maxX, 300, "no gap where the maximum would be")
        let (_, maximumOnly, track2) = try gauge(#""maximumValueLabel": {"type": "Text", "text": "100"}"#)
        XCTAssertNil(maximumOnly["50"], "no current value with a bounds label")
        XCTAssertEqual(track2.minX, 0)
        XCTAssertEqual(maximumOnly["100"]?.frame.maxX, 300)
        XCTAssertEqual(track2.maxX, 300 - 23 - 6)
    }

    /// `accessoryCircular` (`GaugeView` step 3): the current value in the centre; without
    /// bounds labels the label centred in the gap at the bottom; with one, it at its end of the
    /// gap and no label.
    func testAccessoryCircularGaugeGap() throws {
        func gauge(_ extra: String) throws -> (Rect, [String: PlacedNode]) {
            let result = try layout(#"""
                {"type": "Gauge", "id": "g", "value": 0.4, "label": {"type": "Text", "text": "BPM"},
                 "currentValueLabel": {"type": "Text", "text": "72"}\#(extra), "modifiers": [{"gaugeStyle": "accessoryCircular"}]}
                """#, width: 300, height: 200)
            return (result.frame("g"), texts(result))
        }
        let (g, t) = try gauge("")
        guard let centre = t["72"]?.frame, let label = t["BPM"]?.frame else { return XCTFail("\(t.keys.sorted())") }
        XCTAssertEqual(mid(centre).x, mid(g).x, accuracy: 0.5)
        XCTAssertEqual(mid(centre).y, mid(g).y, accuracy: 0.5)
        XCTAssertEqual(mid(label).x, mid(g).x, accuracy: 0.5, "the label centred in the gap")
        XCTAssertEqual(label.maxY, g.maxY - 3, accuracy: 0.5, "at the bottom, 3 above the ring's edge")
        let (g2, t2) = try gauge(#", "minimumValueLabel": {"type": "Text", "text": "40"}"#)
        XCTAssertNil(t2["BPM"], "a bounds label takes the gap")
        XCTAssertEqual(t2["40"]?.frame.minX ?? -1, g2.minX + 11, accuracy: 0.5)
    }

    // MARK: The menu Picker in a Form (PickerBehavior step 1)

    /// In a Form row the option and chevron are secondaryLabel grey, or the tint set around the
    /// picker; the label stays primary.
    func testFormMenuPickerTakesAnExplicitTint() throws {
        func picker(_ modifiers: String) throws -> [String: PlacedNode] {
            let result = try layout(#"""
                {"type": "Form", "children": [{"type": "Picker", "title": "Flavor", "selection": 1, "modifiers": [\#(modifiers)], "children": [
                  {"type": "Text", "text": "Vanilla", "modifiers": [{"tag": 1}]}]}]}
                """#, width: 390, height: 200)
            return texts(result)
        }
        let grey = try picker("")
        XCTAssertEqual(style(grey["Vanilla"]), .color(SystemColors.secondaryLabel))
        let tinted = try picker(#"{"tint": "orange"}"#)
        XCTAssertEqual(style(tinted["Vanilla"]), .color(RGBA.named["orange"]!))
        XCTAssertNotNil(style(tinted["Flavor"]))
        XCTAssertNotEqual(style(tinted["Flavor"]), .color(RGBA.named["orange"]!), "the label is not tinted")
    }
}
