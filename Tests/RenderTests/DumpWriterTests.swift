import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// The layout dump's writer and number format give exactly the bytes of the straightforward
/// versions they replaced (kept here as references).
final class DumpWriterTests: XCTestCase {
    /// The former `formatNumber` below 1e12: printf's "%.3f" of the value rounded to thousandths.
    private func referenceFormat(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    func testNumbersMatchPrintf() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0.5, -0.5, 0.0005, -0.0005, 0.0004, -0.0004, 1.0625, 41.5, 1 / 3.0, -2 / 3.0, 999.9995,
                                -999.9995, 0.001, 0.999, 1e11 + 0.123, -(1e11 + 0.987), 999_999_999_999.5, 0.1 + 0.2]
        for _ in 0..<20_000 {
            let magnitude = pow(10, Double.random(in: -4...11.9, using: &generator))
            values.append((Bool.random(using: &generator) ? 1 : -1) * magnitude)
            values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / [2, 4, 8, 3, 1000, 7][Int.random(in: 0..<6, using: &generator)])
        }
        for value in values where abs(value) < 1e12 {
            XCTAssertEqual(formatNumber(value), referenceFormat(value), "\(value)")
        }
    }

    func testRenderedDumpMatchesTheReferenceWriter() throws {
        let scene = try SceneDecoder.decode(Array("""
        { "canvas": { "width": 300 }, "root": { "type": "VStack", "children": [
          { "type": "Text", "text": "Quote \\" back\\\\slash\\n tab\\t \\u0001 金色 é" },
          { "type": "ViewThatFits", "children": [ { "type": "Text", "text": "A long line that will not fit at all" }, { "type": "Text", "text": "Short" } ] },
          { "type": "HStack", "id": "row", "children": [ { "type": "Rectangle", "modifiers": [ { "frame": { "width": 10.3333, "height": 7.25 } } ] },
            { "type": "Spacer" }, { "type": "Circle", "modifiers": [ { "frame": { "maxWidth": "infinity" } } ] } ] } ] } }
        """.utf8), file: "dump.json")
        let layout = try Renderer.layout(scene.root, options: RenderOptions(canvas: scene.canvas), measurer: FixedAdvanceMeasurer())
        var deep = JSONOutput.array([])
        for level in 0..<40 { deep = .object([("level", .number(Double(level) + 0.125)), ("inner", deep), ("a", .array([.null, .bool(true)]))]) }
        for value in [LayoutDump.json(layout), deep, .object([]), .array([.string("")]), .number(-.infinity)] {
            XCTAssertEqual(value.rendered(), reference(value, indent: "") + "\n")
        }
    }

    /// The former writer: a string per level of indent, short objects rendered separately.
    private func reference(_ value: JSONOutput, indent: String) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number.isFinite ? formatNumber(number) : "\"\(number > 0 ? "infinity" : "-infinity")\""
        case .string(let text): return JSONOutput.quote(text)
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            return "[\n" + elements.map { indent + "  " + reference($0, indent: indent + "  ") }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            let scalar = members.allSatisfy { if case .array = $0.1 { return false }; if case .object = $0.1 { return false }; return true }
            if members.count <= 4 && scalar {
                return "{ " + members.map { "\(JSONOutput.quote($0.0)): \(reference($0.1, indent: ""))" }.joined(separator: ", ") + " }"
            }
            return "{\n" + members.map { indent + "  " + JSONOutput.quote($0.0) + ": " + reference($0.1, indent: indent + "  ") }
                .joined(separator: ",\n") + "\n" + indent + "}"
        }
    }
}
