import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI

/// `Link`, `Menu`, `ShareLink`, `ColorPicker`, `DatePicker`, `Gauge`, `AsyncImage` (issue 26),
/// with exact numbers under the fixed-advance measurer (17 pt: 10 per character, 20-point
/// lines; other sizes scale linearly). The rules are in their definition files.
fileprivate extension Rect {
    var midX: Double { minX + width / 2 }
    var midY: Double { minY + height / 2 }
}

final class AppControlTests: XCTestCase {
    /// The Text nodes' frames, by their text.
    func texts(_ result: Renderer.LayoutResult) -> [String: Rect] {
        var found: [String: Rect] = [:]
        result.root.forEach {
            let label = $0.view.label
            if label.hasPrefix("Text \""), found[label] == nil { found[String(label.dropFirst(6).dropLast())] = $0.frame }
        }
        return found
    }

    func layoutSwift(_ source: String, width: Double, height: Double) throws -> Renderer.LayoutResult {
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift")
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = width
        options.height = height
        return try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
    }

    func kinds(_ result: Renderer.LayoutResult) -> [String] {
        var names: [String] = []
        result.root.forEach { names.append($0.view.label) }
        return names
    }

    // MARK: Link, Menu, ShareLink

    /// Each is a Button of its label: the label's size under the automatic style, the bezel's
    /// insets (7 and 12) under `bordered`.
    func testLinkMenuShareLinkAreButtons() throws {
        let result = try layout(#"""
            {"type": "VStack", "alignment": "leading", "spacing": 0, "children": [
              {"type": "Link", "id": "link", "title": "Swift", "destination": "https://swift.org"},
              {"type": "Menu", "id": "menu", "title": "Sort", "children": [{"type": "Button", "title": "Name"}]},
              {"type": "Link", "id": "bordered", "title": "Docs", "destination": "https://swift.org",
               "modifiers": [{"buttonStyle": "bordered"}]},
              {"type": "ShareLink", "id": "share"}]}
            """#, width: 300, height: 200)
        XCTAssertSize(result.frame("link"), 50, 20)
        XCTAssertSize(result.frame("menu"), 40, 20)
        XCTAssertSize(result.frame("bordered"), 40 + 24, 20 + 14)
        XCTAssertTrue(kinds(result).contains("Button"))
        XCTAssertFalse(texts(result).keys.contains("Name"), "a menu's items are not shown at rest")
        // The default ShareLink label: the share symbol and "Share" (a Label).
        XCTAssertNotNil(texts(result)["Share"])
        XCTAssertTrue(kinds(result).contains("Label") && kinds(result).contains("Image"), "\(kinds(result))")
    }

    /// A link's label is drawn in the accent colour (the Button's rule); a tint replaces it.
    func testLinkLabelTakesTheTint() throws {
        let decoded = try scene(#"""
            {"canvas": {"width": 100, "height": 40}, "root": {"type": "Link", "title": "Go", "destination": "https://swift.org",
             "modifiers": [{"tint": "red"}]}}
            """#)
        let options = RenderOptions(canvas: decoded.canvas)
        let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
        let image = try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
        var red = 0, blue = 0
        for y in 0..<40 {
            for x in 0..<100 {
                let p = image[x, y]
                if p.r > 200, p.g < 120, p.b < 120 { red += 1 }
                if p.b > 200, p.r < 120 { blue += 1 }
            }
        }
        XCTAssertGreaterThan(red, 10)
        XCTAssertEqual(blue, 0)
    }

    // MARK: ColorPicker

    /// A row: label leading, the 28-point well trailing, centred; 44 high in a Form row (a
    /// control row's 6-point insets: 28 + 12 < 44).
    func testColorPickerRow() throws {
        let result = try layout(#"""
            {"type": "VStack", "spacing": 0, "children": [
              {"type": "ColorPicker", "id": "picker", "title": "Tint", "selection": "orange"},
              {"type": "Form", "id": "form", "children": [{"type": "ColorPicker", "id": "row", "title": "Row tint", "selection": "orange"}],
               "modifiers": [{"frame": {"height": 200}}]}]}
            """#, width: 300, height: 300)
        let picker = result.frame("picker")
        XCTAssertEqual([picker.minX, picker.width, picker.height], [0, 300, 28])
        let label = texts(result)["Tint"]
        XCTAssertEqual(label.map { [$0.minX, $0.minY - picker.minY, $0.width] }, [0, 4, 40])
        var well: Rect?
        result.root.forEach { if $0.view.label == "ZStack", $0.frame.width == 28, well == nil { well = $0.frame } }
        XCTAssertEqual(well.map { [$0.minX, $0.minY - picker.minY, $0.width, $0.height] }, [272, 0, 28, 28])
        XCTAssertEqual(result.frame("row").height, 28)
        var rows: [Rect] = []
        result.root.forEach { if $0.view.label == "ListRow" { rows.append($0.frame) } }
        XCTAssertEqual(rows.map(\.height), [44])
        XCTAssertEqual(result.frame("row").minY - rows[0].minY, 8, "centred in the 44-point row")
    }

    // MARK: DatePicker

    static let date = "2026-01-01T09:41:00Z"

    /// Compact: the label, then "Jan 1, 2026" and "9:41 AM" (a narrow no-break space before AM)
    /// in pills padded 12 × 6, at least 35 high, 6 apart, at the trailing edge.
    func testCompactDatePicker() throws {
        let result = try layout(#"""
            {"type": "DatePicker", "id": "d", "title": "Starts", "selection": "\#(Self.date)"}
            """#, width: 320, height: 100)
        let d = result.frame("d")
        XCTAssertEqual([d.minX, d.width, d.height], [0, 320, 35])
        let t = texts(result)
        XCTAssertEqual(t["Starts"]?.minX, 0)
        // "9:41 AM": 70 wide, its pill 94, ending at 320; "Jan 1, 2026": 110, its pill 134.
        // The text 7.5 down the 35-point pill: 7 on the scale-1 pixel grid.
        XCTAssertEqual(t["9:41\u{202F}AM"].map { [$0.minX, $0.minY - d.minY] }, [320 - 12 - 70, 7])
        XCTAssertEqual(t["Jan 1, 2026"]?.minX, 320 - 94 - 6 - 134 + 12)
        XCTAssertNil(t["SUN"], "the calendar is not placed in the compact style")
    }

    /// `displayedComponents: [.date]` shows the date pill alone.
    func testDatePickerComponents() throws {
        let result = try layout(#"""
            {"type": "DatePicker", "title": "Day", "selection": "\#(Self.date)", "displayedComponents": ["date"]}
            """#, width: 320, height: 100)
        XCTAssertNotNil(texts(result)["Jan 1, 2026"])
        XCTAssertNil(texts(result)["9:41\u{202F}AM"])
    }

    /// Graphical: January 2026 starts on a Thursday (column 4 of 7, weeks from Sunday) and
    /// takes five weeks; seven equal columns share the width, rows are 44 high.
    func testGraphicalDatePicker() throws {
        let result = try layout(#"""
            {"type": "DatePicker", "id": "d", "title": "Starts", "selection": "2026-01-14T09:41:00Z", "displayedComponents": ["date"],
             "modifiers": [{"datePickerStyle": "graphical"}]}
            """#, width: 350, height: 500)
        let t = texts(result)
        XCTAssertNil(t["Starts"], "the graphical style shows no label")
        XCTAssertNotNil(t["January 2026"])
        guard let first = t["1"], let eighth = t["8"], let fourteenth = t["14"], let last = t["31"], let sunday = t["SUN"] else {
            return XCTFail("missing days: \(t.keys.sorted())")
        }
        let column = 350.0 / 7
        XCTAssertEqual(first.midX, 4.5 * column, accuracy: 0.5)
        XCTAssertEqual(eighth.midX, 4.5 * column, accuracy: 0.5)
        XCTAssertEqual(eighth.midY - first.midY, 44, accuracy: 0.01)
        XCTAssertEqual(last.midY - first.midY, 4 * 44, accuracy: 0.01, "five weeks")
        XCTAssertEqual(sunday.midX, 0.5 * column, accuracy: 0.5)
        // The selected day is semibold 24 (24/17 of 10 per digit), rounded up to the pixel grid.
        XCTAssertEqual(fourteenth.width, (2 * 24 * 10 / 17).rounded(.up))
        XCTAssertEqual(result.frame("d").height, 44 + sunday.height + 5 * 44, accuracy: 0.5)
    }

    /// Today (`canvas.today`) is marked in the accent colour when it is not the selected day; no
    /// today marks none. The number keeps its regular 20-point size.
    func testGraphicalDatePickerMarksToday() throws {
        func style(of day: String, today: String?) throws -> ResolvedShapeStyle? {
            let canvas = today.map { #""canvas": {"today": "\#($0)"}, "# } ?? ""
            let result = try layout(#"""
                {\#(canvas)"root": {"type": "DatePicker", "title": "S", "selection": "2026-01-14T09:41:00Z", "displayedComponents": ["date"],
                 "modifiers": [{"datePickerStyle": "graphical"}]}}
                """#, width: 350, height: 500)
            var found: ResolvedShapeStyle?
            result.root.forEach { if $0.view.label == "Text \"\(day)\"", case .text(let run) = $0.content { found = run.style } }
            return found
        }
        XCTAssertEqual(try style(of: "20", today: "2026-01-20T08:00:00Z"), .color(SystemColors.blue), "today")
        XCTAssertEqual(try style(of: "21", today: "2026-01-20T08:00:00Z"), .color(SystemColors.label), "another day")
        XCTAssertEqual(try style(of: "20", today: nil), .color(SystemColors.label), "no today")
        XCTAssertEqual(try style(of: "20", today: "2026-02-20T08:00:00Z"), .color(SystemColors.label), "today in another month")
    }

    /// Wheel (`DatePickerView` step 3): 216 tall, the label not shown; date only — month, day,
    /// year columns, the selected values on the centre line (y 108), the next ones 32 along the
    /// drum (108 · sin(32/108) ≈ 31.7 below), the months wrapping round.
    func testWheelDatePicker() throws {
        let result = try layout(#"""
            {"type": "DatePicker", "id": "d", "title": "Starts", "selection": "2026-01-14T09:41:00Z", "displayedComponents": ["date"],
             "modifiers": [{"datePickerStyle": "wheel"}]}
            """#, width: 350, height: 300)
        let d = result.frame("d")
        XCTAssertEqual(d.height, 216)
        let t = texts(result)
        XCTAssertNil(t["Starts"], "no label")
        guard let january = t["January"], let fourteen = t["14"], let year = t["2026"], let february = t["February"],
              let december = t["December"], let next = t["2027"] else { return XCTFail("\(t.keys.sorted())") }
        for selected in [january, fourteen, year] { XCTAssertEqual(selected.midY - d.minY, 108, accuracy: 0.5) }
        XCTAssertEqual(february.midY - january.midY, 108 * sin(32.0 / 108), accuracy: 0.5)
        XCTAssertEqual(january.midY - december.midY, 108 * sin(32.0 / 108), accuracy: 0.5, "December wraps round above January")
        XCTAssertEqual(next.midY, february.midY, accuracy: 0.5)
        XCTAssertLessThan(january.maxX, fourteen.minX)
        XCTAssertLessThan(fourteen.maxX, year.minX)
        XCTAssertNotNil(t["October"], "three rows each side")
        XCTAssertNil(t["September"])
    }

    /// Date and time: the day column says "Today" for today, then hour, minute, AM/PM (two rows).
    func testWheelDateAndTimePicker() throws {
        let result = try layout(#"""
            {"canvas": {"today": "2026-01-14T00:00:00Z"}, "root": {"type": "DatePicker", "id": "d", "title": "Starts", "selection": "2026-01-14T21:05:00Z",
             "modifiers": [{"datePickerStyle": "wheel"}]}}
            """#, width: 390, height: 300)
        let t = texts(result)
        let d = result.frame("d")
        for (text, row) in [("Today", 0), ("Thu Jan 15", 1), ("Tue Jan 13", -1), ("9", 0), ("10", 1), ("05", 0), ("04", -1), ("PM", 0), ("AM", -1)] {
            guard let frame = t[text] else { XCTFail("no \(text) in \(t.keys.sorted())"); continue }
            XCTAssertEqual(frame.midY - d.minY, 108 + 108 * sin(Double(row) * 32 / 108), accuracy: 0.5, text)
        }
        XCTAssertNil(t["Wed Jan 14"], "today is called Today")
    }

    func testDatePickerBadInput() throws {
        for (json, message) in [
            (#"{"type": "DatePicker", "title": "A"}"#, "needs \"selection\""),
            (#"{"type": "DatePicker", "title": "A", "selection": "yesterday"}"#, "ISO 8601"),
            (#"{"type": "DatePicker", "title": "A", "selection": "2026-01-01T00:00:00Z", "displayedComponents": ["day"]}"#, "date picker component"),
            (#"{"type": "DatePicker", "title": "A", "selection": "2026-01-01T00:00:00Z", "displayedComponents": []}"#, "displayedComponents"),
            (#"{"type": "Text", "text": "x", "modifiers": [{"datePickerStyle": "stepperField"}]}"#, "graphical"),
            (#"{"type": "Text", "text": "x", "modifiers": [{"gaugeStyle": "linear"}]}"#, "accessoryLinear"),
            (#"{"type": "Link", "title": "A", "destination": "not a url"}"#, "not a URL"),
            (#"{"type": "Link", "title": "A"}"#, "destination"),
            (#"{"type": "Menu", "title": "A", "children": [3]}"#, "content"),
            (#"{"type": "ColorPicker", "title": "A", "selection": "nope"}"#, "unknown color"),
            (#"{"type": "Gauge", "value": 0.5}"#, "label"),
            (#"{"type": "Gauge", "value": 0.5, "in": [1, 0], "label": {"type": "Text", "text": "x"}}"#, "lower bound"),
            (#"{"type": "AsyncImage", "url": 3}"#, "url"),
            (#"{"type": "AsyncImage", "url": null, "scale": 0}"#, "scale"),
        ] {
            XCTAssertThrowsError(try scene(#"{"root": \#(json)}"#), json) { error in
                let text = "\(error)"
                XCTAssertTrue(text.contains(message), "\(json): \(text)")
                XCTAssertTrue(text.contains("test.json"), "\(json): \(text)")
            }
        }
    }

    // MARK: Gauge

    /// The default style: label, then the bar row (min, bar, max 6 apart), then the current value,
    /// 4 apart; value labels footnote (13 pt: 13/17 of 10 per character, 20 × 13/17 ≈ 15.29, 16 on the pixel grid).
    func testLinearGauge() throws {
        let result = try layout(#"""
            {"type": "Gauge", "id": "g", "value": 30, "in": [0, 120],
             "label": {"type": "Text", "text": "Speed"}, "currentValueLabel": {"type": "Text", "text": "30"},
             "minimumValueLabel": {"type": "Text", "text": "0"}, "maximumValueLabel": {"type": "Text", "text": "120"}}
            """#, width: 300, height: 200)
        let t = texts(result)
        guard let label = t["Speed"], let minimum = t["0"], let maximum = t["120"], let current = t["30"] else { return XCTFail("\(t.keys)") }
        let g = result.frame("g")
        XCTAssertEqual([label.minX, label.minY], [0, g.minY])
        XCTAssertEqual(minimum.minX, 0)
        XCTAssertEqual(maximum.maxX, 300, accuracy: 0.5)
        XCTAssertEqual(current.minY, minimum.maxY + 4, accuracy: 0.01)
        var bar: Rect?
        result.root.forEach { if $0.view.label == "ProgressView" { bar = $0.frame } }
        guard let bar else { return XCTFail("no bar") }
        XCTAssertEqual(bar.height, 4)
        XCTAssertEqual(bar.minX, minimum.maxX + 6, accuracy: 0.01)
        XCTAssertEqual(bar.maxX, maximum.minX - 6, accuracy: 0.01)
        XCTAssertEqual(result.frame("g").height, 20 + 4 + 16 + 4 + 16, accuracy: 0.5)
    }

    /// `accessoryLinear` (`GaugeView` step 5): the minimum and maximum labels at the bar's ends,
    /// 6 from it; the bar takes the rest; the 10-point marker (5.5 + 2.25 each side) is centred at
    /// the fraction of the way from 5 to width − 5, inside the bar. The label is not shown.
    func testAccessoryLinearGauge() throws {
        let result = try layout(#"""
            {"type": "Gauge", "id": "g", "value": 30, "in": [0, 120],
             "label": {"type": "Text", "text": "Speed"}, "currentValueLabel": {"type": "Text", "text": "30"},
             "minimumValueLabel": {"type": "Text", "text": "0"}, "maximumValueLabel": {"type": "Text", "text": "120"},
             "modifiers": [{"gaugeStyle": "accessoryLinear"}]}
            """#, width: 300, height: 200)
        let t = texts(result)
        XCTAssertNil(t["Speed"], "the label is not shown")
        XCTAssertNil(t["30"], "nor the current value, with bounds labels")
        guard let minimum = t["0"], let maximum = t["120"] else { return XCTFail("\(t.keys)") }
        let g = result.frame("g")
        // Footnote value labels: 16 tall on the pixel grid; "0" is 13/17 × 10 wide, "120" three times that.
        XCTAssertEqual(g.height, 16)
        XCTAssertEqual(minimum.minX, 0)
        XCTAssertEqual(maximum.maxX, 300, accuracy: 0.5)
        var track: Rect?, marker: Rect?
        result.root.forEach {
            if $0.view.label == "Capsule" { track = $0.frame }
            if $0.view.label == "Circle", $0.frame.width == 10 { marker = $0.frame }
        }
        guard let track, let marker else { return XCTFail("no track or marker") }
        XCTAssertEqual(track.height, 6, "5.5 on the scale-1 pixel grid")
        XCTAssertEqual(track.minX, minimum.maxX + 6, accuracy: 0.5)
        XCTAssertEqual(track.maxX, maximum.minX - 6, accuracy: 0.5)
        XCTAssertEqual(track.midY, g.midY, accuracy: 0.5)
        XCTAssertEqual(marker.midX, track.minX + 5 + 0.25 * (track.width - 10), accuracy: 0.5)
        XCTAssertEqual(marker.midY, g.midY, accuracy: 0.5)
    }

    /// Without bounds labels the current value label is at the leading edge (Apple's
    /// `GaugeStyle.accessoryLinear`); a full gauge's marker sits on the track's trailing cap, and
    /// a bar proposed no width is the marker's (10), the marker inside it.
    func testAccessoryLinearGaugeCurrentValue() throws {
        let result = try layout(#"""
            {"type": "Gauge", "id": "g", "value": 1, "label": {"type": "Text", "text": "L"},
             "currentValueLabel": {"type": "Text", "text": "Full"}, "modifiers": [{"gaugeStyle": "accessoryLinear"}]}
            """#, width: 200, height: 100)
        guard let current = texts(result)["Full"] else { return XCTFail("no current value label") }
        XCTAssertEqual(current.minX, 0)
        var track: Rect?, marker: Rect?
        result.root.forEach {
            if $0.view.label == "Capsule" { track = $0.frame }
            if $0.view.label == "Circle", $0.frame.width == 10 { marker = $0.frame }
        }
        guard let track, let marker else { return XCTFail("no track or marker") }
        XCTAssertEqual(track.maxX, 200, accuracy: 0.5)
        XCTAssertEqual(marker.midX, 195, accuracy: 0.5)
        let narrow = try layout(#"""
            {"type": "Gauge", "id": "g", "value": 0, "label": {"type": "Text", "text": "L"}, "modifiers": [{"gaugeStyle": "accessoryLinear"}]}
            """#, width: 0, height: 100)
        XCTAssertEqual(narrow.frame("g").width, 10)
    }

    /// The ring styles are 58 × 58 whatever the proposal (as measured: DeviceEvidenceTests); the
    /// centre shows the current value.
    func testCircularGauges() throws {
        for style in ["accessoryCircularCapacity", "accessoryCircular"] {
            let result = try layout(#"""
                {"type": "Gauge", "id": "g", "value": 0.4, "label": {"type": "Text", "text": "L"},
                 "currentValueLabel": {"type": "Text", "text": "40"}, "modifiers": [{"gaugeStyle": "\#(style)"}]}
                """#, width: 300, height: 200)
            XCTAssertSize(result.frame("g"), 58, 58)
            let t = texts(result)
            if style == "accessoryCircular" {
                // Without bounds labels the label sits in the gap (Apple, `GaugeStyle.accessoryCircular`).
                XCTAssertEqual(t["L"]?.maxY ?? -1, result.frame("g").maxY - 3, accuracy: 0.5, style)
            } else {
                XCTAssertNil(t["L"], "\(style): the label is not shown when there is a current value label")
            }
            guard let centre = t["40"] else { return XCTFail(style) }
            XCTAssertEqual(centre.midX, result.frame("g").midX, accuracy: 0.5)
            XCTAssertEqual(centre.midY, result.frame("g").midY, accuracy: 0.5)
        }
    }

    /// An id in a label names its view in the default arrangement, once (ids are unique).
    func testGaugeLabelIDs() throws {
        let result = try layout(#"""
            {"type": "VStack", "children": [
              {"type": "Gauge", "value": 0.5, "label": {"type": "Text", "text": "L", "id": "label"}},
              {"type": "Gauge", "value": 0.5, "label": {"type": "Text", "text": "M", "modifiers": [{"id": "outer"}]}}]}
            """#, width: 200, height: 100)
        XCTAssertEqual(result.frame("label").width, 10)
        XCTAssertEqual(result.frame("outer").width, 10)
    }

    // MARK: AsyncImage

    static let tile = repositoryRoot.appendingPathComponent("Tests/Golden/fixtures/tile.png")

    /// Not loadable (https, nil, a missing file): the grey placeholder filling the space
    /// offered, or the placeholder given.
    func testAsyncImagePlaceholderPhase() throws {
        let result = try layout(#"""
            {"type": "VStack", "spacing": 0, "children": [
              {"type": "AsyncImage", "id": "web", "url": "https://example.com/a.png", "modifiers": [{"frame": {"width": 40, "height": 30}}]},
              {"type": "AsyncImage", "id": "none", "url": null, "modifiers": [{"frame": {"width": 20, "height": 10}}]},
              {"type": "AsyncImage", "id": "given", "url": "file:///no/such/file.png",
               "content": {"type": "Text", "text": "loaded"}, "placeholder": {"type": "Text", "text": "wait"}}]}
            """#, width: 300, height: 200)
        XCTAssertSize(result.frame("web"), 40, 30)
        var colors = 0
        result.root.forEach { if $0.view.label.hasPrefix("Color") { colors += 1 } }
        XCTAssertEqual(colors, 2)
        XCTAssertNotNil(texts(result)["wait"])
        XCTAssertNil(texts(result)["loaded"])
    }

    /// A `file://` PNG loads: the image at its size (24 × 24), or the content given.
    func testAsyncImageLoadsAFileURL() throws {
        let url = Self.tile.absoluteString
        let result = try layout(#"""
            {"type": "VStack", "spacing": 0, "children": [
              {"type": "AsyncImage", "id": "plain", "url": "\#(url)"},
              {"type": "AsyncImage", "id": "half", "url": "\#(url)", "scale": 2},
              {"type": "AsyncImage", "id": "odd", "url": "\#(url)", "scale": 1.5},
              {"type": "AsyncImage", "id": "given", "url": "\#(url)",
               "content": {"type": "Text", "text": "loaded"}, "placeholder": {"type": "Text", "text": "wait"}}]}
            """#, width: 300, height: 200)
        XCTAssertSize(result.frame("plain"), 24, 24)
        XCTAssertSize(result.frame("half"), 12, 12)
        XCTAssertSize(result.frame("odd"), 16, 16)
        XCTAssertNotNil(texts(result)["loaded"])
        XCTAssertNil(texts(result)["wait"])
    }

    /// From Swift: the content closure is called with the file's Image (here made resizable
    /// and framed), and not called for a URL that does not load.
    func testAsyncImageFromSwift() throws {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        AsyncImage(url: URL(string: "\(Self.tile.absoluteString)")) { image in
                            image.resizable().frame(width: 50, height: 40)
                        } placeholder: {
                            Text("wait")
                        }
                        AsyncImage(url: URL(string: "https://example.com/x.png")) { image in
                            image.resizable()
                        } placeholder: {
                            Text("later")
                        }
                    }
                }
            }
            """
        let result = try layoutSwift(source, width: 300, height: 200)
        var image: Rect?
        result.root.forEach { if $0.view.label.hasPrefix("Image") { image = $0.frame } }
        XCTAssertEqual(image.map { [$0.width, $0.height] }, [50, 40])
        XCTAssertNil(texts(result)["wait"])
        XCTAssertNotNil(texts(result)["later"])
    }

    /// From Swift, `AsyncImage(url:scale:transaction:content:)`: the phase closure is called once,
    /// with `.success(Image)` of a file that loads (`phase.image` the image) and `.empty` of a
    /// URL that does not (`phase.image` and `phase.error` nil), in `if let` and `switch` forms
    /// (`InterpreterAsyncImage` step 3). Before session 20 the call was refused: "no overload of
    /// AsyncImage takes (url:{…}:)".
    func testAsyncImagePhaseClosureFromSwift() throws {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        AsyncImage(url: URL(string: "\(Self.tile.absoluteString)"), transaction: Transaction(animation: .default)) { phase in
                            if let image = phase.image {
                                image.resizable().frame(width: 50, height: 40)
                            } else if phase.error != nil {
                                Text("failed")
                            } else {
                                Text("wait")
                            }
                        }
                        AsyncImage(url: URL(string: "https://example.com/x.png")) { phase in
                            switch phase {
                            case .empty: Text("empty")
                            case .success(let image): image.resizable()
                            case .failure: Text("failure")
                            @unknown default: Text("unknown")
                            }
                        }
                        AsyncImage(url: nil) { phase in
                            if let image = phase.image { image } else { Color.gray.frame(width: 30, height: 20) }
                        }
                        // Not a phase closure: the trailing closure after `content:` is the placeholder.
                        AsyncImage(url: URL(string: "https://example.com/y.png"), content: { image in Text("content") }) {
                            Text("placeholder")
                        }
                    }
                }
            }
            """
        let result = try layoutSwift(source, width: 300, height: 200)
        var image: Rect?, colors = 0
        result.root.forEach {
            if $0.view.label.hasPrefix("Image") { image = $0.frame }
            if $0.view.label.hasPrefix("Color") && $0.frame.width == 30 { colors += 1 }
        }
        XCTAssertEqual(image.map { [$0.width, $0.height] }, [50, 40])
        XCTAssertNil(texts(result)["wait"])
        XCTAssertNil(texts(result)["failed"])
        XCTAssertNotNil(texts(result)["empty"])
        XCTAssertNil(texts(result)["failure"])
        XCTAssertEqual(colors, 1)
        XCTAssertNotNil(texts(result)["placeholder"])
        XCTAssertNil(texts(result)["content"])
    }

    /// From Swift, `Date()` is the fixed now (2026-01-01 09:41 UTC by default).
    func testDatePickerFromSwiftReadsTheFixedNow() throws {
        let source = """
            import SwiftUI
            struct V: View {
                @State private var date = Date()
                var body: some View {
                    VStack {
                        DatePicker("Starts", selection: $date)
                        DatePicker("From", selection: $date, in: Date()..., displayedComponents: .date)
                        DatePicker("Until", selection: $date, in: ...Date(), displayedComponents: [.hourAndMinute])
                        DatePicker("Within", selection: $date, in: Date()...Date(timeIntervalSinceNow: 86400))
                    }
                }
            }
            """
        let result = try layoutSwift(source, width: 320, height: 100)
        XCTAssertNotNil(texts(result)["Jan 1, 2026"], "\(texts(result).keys)")
        XCTAssertNotNil(texts(result)["9:41\u{202F}AM"])
        XCTAssertEqual(texts(result).keys.filter { $0 == "From" || $0 == "Until" || $0 == "Within" }.count, 3)
    }
}
