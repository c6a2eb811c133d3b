import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// The conformance suite: every `Fixtures/<group>/<name>.json` beside this file is a scene with
/// the layout that docs/layout-rules.md gives it, checked by this one runner.
///
/// A fixture is a JSON object (keys other than these are an error, so a typo cannot skip a check):
///
/// ```
/// {
///   "description": "what is tested, and the numbers derived by hand",          required
///   "rule": "the docs/layout-rules.md rule, stated briefly",                      required
///   "source": "where SwiftUI was seen to do this (article, Apple doc, test)",   required in evidence/
///   "swiftui": "the SwiftUI code the scene transcribes",                          required in evidence/
///   "scene": a scene document ({"canvas", "params", "root"}) or a bare view,     required
///   "proposal": {"width": n | null, "height": n | null},
///              proposed to the root; a key left out keeps the scene's canvas value,
///              null is unspecified (the root answers its ideal size there)
///   "scale": n,                  pixels per point (default: the canvas's, else 1)
///   "measurer": "fixed" | "pango",
///              fixed (default): FixedAdvanceMeasurer — every character 10 pt wide, every line
///              20 pt tall at 17 pt, both linear in the font size, first baseline at 0.8 × the
///              line height; exact numbers. pango: the real fonts; assert relations, not widths.
///   "expect": {"<id>": {"x", "y", "width", "height"}},
///              any subset of the four; canvas points after pixel rounding, as in the layout
///              dump (so 1/3 is written 0.333: values match within 0.0005)
///   "expectCanvas": {"width", "height"},
///   "expectSelected": {"<id>": index},      a ViewThatFits's chosen child
///   "expectLines": {"<id>": n},             a Text's lines drawn
///   "expectTruncated": {"<id>": bool},      whether a Text shows an ellipsis
///   "expectAbsent": ["<id>", …],           ids that must not be in the placed tree
///   "expectWarnings": ["text", …],         each must occur in some layout warning
///   "expectRelations": ["a.width <= 200", "a.maxX + 8 == b.x", …]
/// }
/// ```
///
/// Ids are the scene's: a view's node has its `id`, its k-th modifier `"<id>#<k>"`. A relation
/// compares two arithmetic expressions (`+ - * /`, parentheses, numbers) over `<id>.<field>`,
/// field one of x, y, width, height, minX, minY, maxX, maxY, midX, midY, lines, truncated (0/1),
/// selected, or `canvas.width` / `canvas.height`; operators `< <= == >= > !=` (`==` and `!=` within
/// 0.0005). Every failure names the fixture file, the id, the field, expected and actual.
/// See Fixtures/README.md.
final class ConformanceTests: XCTestCase {
    static let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures", isDirectory: true)

    /// A broken discovery must not pass as "no fixture failed".
    static let minimumFixtureCount = 80

    /// Fixtures built from external evidence of what SwiftUI does: each must cite its source
    /// and the SwiftUI code it transcribes.
    static let evidenceGroup = "evidence"
    static let minimumEvidenceCount = 40

    static let tolerance = 0.0005

    static let knownKeys: Set<String> = [
        "description", "rule", "source", "swiftui", "scene", "proposal", "scale", "measurer", "expect", "expectCanvas",
        "expectSelected", "expectLines", "expectTruncated", "expectAbsent", "expectWarnings", "expectRelations",
    ]

    static func fixtureFiles() throws -> [URL] {
        let root = fixturesDirectory.standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            // `assets/` is a module with an asset catalog (AssetCatalogTests), not fixtures.
            .filter { $0.pathExtension == "json" && !$0.path.hasPrefix(root.appendingPathComponent("assets").path + "/") }
            .sorted { $0.path < $1.path }
    }

    func testEveryFixture() throws {
        let files = try Self.fixtureFiles()
        XCTAssertGreaterThanOrEqual(files.count, Self.minimumFixtureCount,
                                    "fixture discovery found only \(files.count) files under \(Self.fixturesDirectory.path)")
        var pango: PangoTextMeasurer?
        var checked = 0
        for file in files {
            let name = file.path.replacingOccurrences(of: Self.fixturesDirectory.standardizedFileURL.path + "/", with: "")
            var fixture = FixtureRun(name: name)
            do {
                try fixture.run(file: file) { kind in
                    switch kind {
                    case "fixed": return FixedAdvanceMeasurer()
                    default:
                        if pango == nil { pango = PangoTextMeasurer() }
                        return pango!
                    }
                }
            } catch {
                fixture.failures.append("\(error)")
            }
            checked += fixture.assertions
            for failure in fixture.failures { XCTFail("Fixtures/\(name): \(failure)") }
        }
        print("ConformanceTests: \(files.count) fixtures, \(checked) checks")
    }

    func testEvidenceFixturesCiteTheirSource() throws {
        let evidence = try Self.fixtureFiles().filter { $0.deletingLastPathComponent().lastPathComponent == Self.evidenceGroup }
        XCTAssertGreaterThanOrEqual(evidence.count, Self.minimumEvidenceCount, "too few fixtures in Fixtures/\(Self.evidenceGroup)")
        for file in evidence {
            let document = try JSONParser.parse([UInt8](try Data(contentsOf: file)))
            for key in ["source", "swiftui"] {
                guard case .string(let text)? = document[key]?.value, !text.isEmpty else {
                    XCTFail("Fixtures/\(Self.evidenceGroup)/\(file.lastPathComponent): \"\(key)\" must be a non-empty string")
                    continue
                }
            }
        }
    }

    func testGroupsAreTheDocumentedFolders() throws {
        // Each fixture sits in a group folder: Fixtures/<group>/<name>.json.
        for file in try Self.fixtureFiles() {
            XCTAssertEqual(file.deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path,
                           Self.fixturesDirectory.standardizedFileURL.path,
                           "\(file.path) is not directly inside a group folder")
        }
    }
}

/// A fixture's problem that is not a layout mismatch: bad JSON, a missing key, a bad relation.
struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// One fixture: reads the file, lays the scene out, collects every mismatch.
struct FixtureRun {
    let name: String
    var failures: [String] = []
    var assertions = 0

    init(name: String) { self.name = name }

    mutating func run(file: URL, measurer: (String) -> TextMeasuring) throws {
        let bytes = [UInt8](try Data(contentsOf: file))
        let document: JSONNode
        do { document = try JSONParser.parse(bytes) } catch { throw FixtureError("invalid JSON: \(error)") }
        guard case .object(let members) = document.value else { throw FixtureError("a fixture is a JSON object") }
        for member in members where !ConformanceTests.knownKeys.contains(member.key) {
            throw FixtureError("unknown key \"\(member.key)\"; expected one of \(ConformanceTests.knownKeys.sorted().joined(separator: ", "))")
        }
        for key in ["description", "rule"] {
            guard case .string(let text)? = document[key]?.value, !text.isEmpty else {
                throw FixtureError("\"\(key)\" must be a non-empty string")
            }
        }
        guard let sceneNode = document["scene"] else { throw FixtureError("no \"scene\"") }

        // The scene goes through the real decoder, from its own JSON text.
        let sceneText = FixtureJSON.text(sceneNode)
        let scene: Scene
        do {
            scene = try SceneDecoder.decode(Array(sceneText.utf8), file: name,
                                            baseDirectory: file.deletingLastPathComponent().path)
        } catch { throw FixtureError("scene does not decode: \(error)") }
        var options = RenderOptions(canvas: scene.canvas)
        if let proposal = document["proposal"] {
            guard case .object(let axes) = proposal.value else { throw FixtureError("\"proposal\" is {\"width\", \"height\"}") }
            for (key, value) in axes {
                let number: Double?
                switch value.value {
                case .null: number = nil
                case .number(let n): number = n
                default: throw FixtureError("proposal.\(key) must be a number or null")
                }
                switch key {
                case "width": options.width = number
                case "height": options.height = number
                default: throw FixtureError("unknown proposal key \"\(key)\"")
                }
            }
        }
        if let scale = document["scale"] { options.scale = try FixtureJSON.number(scale, "scale") }
        var kind = "fixed"
        if let measurerNode = document["measurer"] {
            guard case .string(let text) = measurerNode.value, text == "fixed" || text == "pango" else {
                throw FixtureError("\"measurer\" is \"fixed\" or \"pango\"")
            }
            kind = text
        }
        let result: Renderer.LayoutResult
        do {
            result = try Renderer.layout(scene.root, options: options, measurer: measurer(kind))
        } catch { throw FixtureError("layout failed: \(error)") }

        var nodes: [String: [PlacedNode]] = [:]
        result.root.forEach { node in if let id = node.id { nodes[id, default: []].append(node) } }
        let lookup = NodeLookup(nodes: nodes, canvas: result.canvas)

        var expectations = 0
        if let expect = document["expect"] {
            for (id, fields) in try FixtureJSON.members(expect, "expect") {
                guard let node = try lookup.node(id) else { failures.append("id \"\(id)\": not in the placed tree"); continue }
                for (field, value) in try FixtureJSON.members(fields, "expect.\(id)") {
                    let expected = try FixtureJSON.number(value, "expect.\(id).\(field)")
                    let actual: Double
                    switch field {
                    case "x": actual = node.frame.minX
                    case "y": actual = node.frame.minY
                    case "width": actual = node.frame.width
                    case "height": actual = node.frame.height
                    default: throw FixtureError("expect.\(id): unknown field \"\(field)\" (x, y, width, height)")
                    }
                    check(id: id, field: field, expected: expected, actual: actual, node: node)
                    expectations += 1
                }
            }
        }
        if let canvas = document["expectCanvas"] {
            for (field, value) in try FixtureJSON.members(canvas, "expectCanvas") {
                let expected = try FixtureJSON.number(value, "expectCanvas.\(field)")
                let actual: Double
                switch field {
                case "width": actual = result.canvas.width
                case "height": actual = result.canvas.height
                default: throw FixtureError("expectCanvas: unknown field \"\(field)\"")
                }
                check(id: "canvas", field: field, expected: expected, actual: actual, node: nil)
                expectations += 1
            }
        }
        if let selected = document["expectSelected"] {
            for (id, value) in try FixtureJSON.members(selected, "expectSelected") {
                let expected = try FixtureJSON.number(value, "expectSelected.\(id)")
                guard let node = try lookup.node(id) else { failures.append("id \"\(id)\": not in the placed tree"); continue }
                guard let actual = node.selected else { failures.append("id \"\(id)\" (\(node.kind)): no selected child; expected \(formatNumber(expected))"); continue }
                check(id: id, field: "selected", expected: expected, actual: Double(actual), node: node)
                expectations += 1
            }
        }
        if let lines = document["expectLines"] {
            for (id, value) in try FixtureJSON.members(lines, "expectLines") {
                let expected = try FixtureJSON.number(value, "expectLines.\(id)")
                guard let node = try lookup.node(id) else { failures.append("id \"\(id)\": not in the placed tree"); continue }
                guard case .text(let run) = node.content else { failures.append("id \"\(id)\" (\(node.kind)): not a Text"); continue }
                check(id: id, field: "lines", expected: expected, actual: Double(run.measurement.lineCount), node: node)
                expectations += 1
            }
        }
        if let truncated = document["expectTruncated"] {
            for (id, value) in try FixtureJSON.members(truncated, "expectTruncated") {
                guard case .bool(let expected) = value.value else { throw FixtureError("expectTruncated.\(id) must be true or false") }
                guard let node = try lookup.node(id) else { failures.append("id \"\(id)\": not in the placed tree"); continue }
                guard case .text(let run) = node.content else { failures.append("id \"\(id)\" (\(node.kind)): not a Text"); continue }
                if run.measurement.truncated != expected {
                    failures.append("id \"\(id)\": truncated expected \(expected), actual \(run.measurement.truncated)")
                }
                expectations += 1
            }
        }
        if let absent = document["expectAbsent"] {
            guard case .array(let ids) = absent.value else { throw FixtureError("\"expectAbsent\" is an array of ids") }
            for idNode in ids {
                guard case .string(let id) = idNode.value else { throw FixtureError("\"expectAbsent\" is an array of ids") }
                if let found = nodes[id] {
                    failures.append("id \"\(id)\": expected absent, found \(found.count) node(s), the first at \(FixtureRun.show(found[0].frame))")
                }
                expectations += 1
            }
        }
        if let warnings = document["expectWarnings"] {
            guard case .array(let texts) = warnings.value else { throw FixtureError("\"expectWarnings\" is an array of strings") }
            for textNode in texts {
                guard case .string(let text) = textNode.value else { throw FixtureError("\"expectWarnings\" is an array of strings") }
                if !result.warnings.contains(where: { $0.contains(text) }) {
                    failures.append("warning containing \"\(text)\" expected; warnings were \(result.warnings)")
                }
                expectations += 1
            }
        }
        if let relations = document["expectRelations"] {
            guard case .array(let texts) = relations.value else { throw FixtureError("\"expectRelations\" is an array of strings") }
            for textNode in texts {
                guard case .string(let text) = textNode.value else { throw FixtureError("\"expectRelations\" is an array of strings") }
                let relation = try Relation.parse(text)
                let (holds, lhs, rhs) = try relation.evaluate(lookup)
                if !holds {
                    failures.append("relation \"\(text)\" fails: \(formatNumber(lhs)) \(relation.op) \(formatNumber(rhs)) (\(try relation.explain(lookup)))")
                }
                expectations += 1
            }
        }
        guard expectations > 0 else { throw FixtureError("the fixture expects nothing") }
        assertions += expectations
    }

    private mutating func check(id: String, field: String, expected: Double, actual: Double, node: PlacedNode?) {
        if abs(expected - actual) > ConformanceTests.tolerance || actual.isNaN {
            let subject = node.map { "id \"\(id)\" (\($0.kind) at \($0.path), frame \(FixtureRun.show($0.frame)))" } ?? id
            failures.append("\(subject): \(field) expected \(formatNumber(expected)), actual \(formatNumber(actual))")
        }
    }
}

extension FixtureRun {
    static func show(_ frame: Rect) -> String {
        "x \(formatNumber(frame.minX)), y \(formatNumber(frame.minY)), \(formatNumber(frame.width)) × \(formatNumber(frame.height))"
    }
}

/// The placed nodes by id, for expectations and relations.
struct NodeLookup {
    let nodes: [String: [PlacedNode]]
    let canvas: Size

    func node(_ id: String) throws -> PlacedNode? {
        guard let found = nodes[id] else { return nil }
        guard found.count == 1 else { throw FixtureError("id \"\(id)\" occurs \(found.count) times in the placed tree") }
        return found[0]
    }

    func value(_ id: String, _ field: String) throws -> Double {
        if id == "canvas" {
            switch field {
            case "width": return canvas.width
            case "height": return canvas.height
            default: throw FixtureError("canvas has width and height, not \(field)")
            }
        }
        guard let node = try node(id) else { throw FixtureError("relation: id \"\(id)\" is not in the placed tree") }
        let f = node.frame
        switch field {
        case "x", "minX": return f.minX
        case "y", "minY": return f.minY
        case "width": return f.width
        case "height": return f.height
        case "maxX": return f.maxX
        case "maxY": return f.maxY
        case "midX": return f.minX + f.width / 2
        case "midY": return f.minY + f.height / 2
        case "selected":
            guard let selected = node.selected else { throw FixtureError("relation: \(id) has no selected child") }
            return Double(selected)
        case "lines", "truncated":
            guard case .text(let run) = node.content else { throw FixtureError("relation: \(id) is not a Text") }
            return field == "lines" ? Double(run.measurement.lineCount) : (run.measurement.truncated ? 1 : 0)
        default: throw FixtureError("relation: unknown field \"\(field)\"")
        }
    }
}

/// `lhs op rhs`: arithmetic over numbers and `<id>.<field>` references, parsed and evaluated
/// by the library's own `GuideExpression`.
struct Relation {
    let lhs: GuideExpression
    let op: String
    let rhs: GuideExpression

    private static let operators = ["<=", ">=", "==", "!=", "<", ">"]

    func evaluate(_ lookup: NodeLookup) throws -> (Bool, Double, Double) {
        let values = try resolve(lookup)
        let a = lhs.evaluate { values[$0] ?? .nan }, b = rhs.evaluate { values[$0] ?? .nan }
        let t = ConformanceTests.tolerance
        switch op {
        case "<": return (a < b, a, b)
        case "<=": return (a <= b + t, a, b)
        case "==": return (abs(a - b) <= t, a, b)
        case ">=": return (a >= b - t, a, b)
        case ">": return (a > b, a, b)
        default: return (abs(a - b) > t, a, b)
        }
    }

    /// The value of every reference, for the failure message.
    func explain(_ lookup: NodeLookup) throws -> String {
        let values = try resolve(lookup)
        return (lhs.names + rhs.names).map { "\($0) = \(formatNumber(values[$0] ?? .nan))" }.joined(separator: ", ")
    }

    /// Looks up every `<id>.<field>` the two sides name.
    private func resolve(_ lookup: NodeLookup) throws -> [String: Double] {
        var values: [String: Double] = [:]
        for name in lhs.names + rhs.names {
            guard let dot = name.lastIndex(of: ".") else { continue }
            values[name] = try lookup.value(String(name[..<dot]), String(name[name.index(after: dot)...]))
        }
        return values
    }

    static func parse(_ text: String) throws -> Relation {
        guard let op = operators.first(where: { text.contains($0) }), let range = text.range(of: op) else {
            throw FixtureError("relation \"\(text)\": expected one of \(operators.joined(separator: " ")) between two sides")
        }
        func side(_ part: Substring) throws -> GuideExpression {
            do {
                return try GuideExpression.parse(String(part), isName: { $0.contains(".") && !$0.hasPrefix(".") && !$0.hasSuffix(".") },
                                                 expectedNames: "<id>.<field>")
            } catch {
                throw FixtureError("relation \"\(text)\": \(error.message)")
            }
        }
        return Relation(lhs: try side(text[..<range.lowerBound]), op: op, rhs: try side(text[range.upperBound...]))
    }
}

/// Reading fixture values, and writing the scene back to JSON text for the real decoder.
enum FixtureJSON {
    static func members(_ node: JSONNode, _ path: String) throws -> [(key: String, value: JSONNode)] {
        guard case .object(let members) = node.value else { throw FixtureError("\(path) must be an object") }
        return members
    }

    static func number(_ node: JSONNode, _ path: String) throws -> Double {
        guard case .number(let value) = node.value else { throw FixtureError("\(path) must be a number") }
        return value
    }

    /// Compact JSON with full-precision numbers (the dump's writer keeps only 3 decimals).
    static func text(_ node: JSONNode) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return "\(value)"
        case .string(let text): return JSONOutput.quote(text)
        case .array(let elements): return "[" + elements.map(text).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { JSONOutput.quote($0.key) + ":" + text($0.value) }.joined(separator: ",") + "}"
        case .deferred, .customLayout, .guide, .alignment, .containerLength: return "null"
        }
    }
}
