import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Issue 12: hierarchical and iOS system colours, and gradients with stops, from JSON and Swift.
final class ColorStyleTests: XCTestCase {
    func styleAsDecoded(_ json: String) throws -> ResolvedShapeStyle {
        let decoded = try scene(#"{"type": "Color", "color": \#(json)}"#)
        guard case .defined(let view) = decoded.root.kind, case .style(let style)? = (view.behavior as? ColorLayout)?.style else { throw SceneError(file: "?", message: "not a Color of a fixed style") }
        return style
    }

    /// The style as drawn in light mode (a system colour keeps its dark variant too; DarkModeTests).
    func style(_ json: String) throws -> ResolvedShapeStyle {
        try styleAsDecoded(json).resolved(for: .light)
    }

    func testHierarchicalAndSystemColoursAreIOSLightMode() throws {
        XCTAssertEqual(try style(#""tertiary""#), .color(RGBA(60, 60, 67, 0.3)))
        XCTAssertEqual(try style(#""quaternary""#), .color(RGBA(60, 60, 67, 0.18)))
        XCTAssertEqual(try style(#""secondarySystemBackground""#), .color(RGBA(242, 242, 247)))
        XCTAssertEqual(try style(#""systemGray5""#), .color(RGBA(229, 229, 234)))
    }

    func testGradientsDecode() throws {
        XCTAssertEqual(try style(#"{"linearGradient": {"colors": ["red", "blue", "green"]}}"#),
                       .linear([GradientStop(color: RGBA(255, 59, 48), location: 0), GradientStop(color: RGBA(0, 122, 255), location: 0.5),
                                GradientStop(color: RGBA(52, 199, 89), location: 1)],
                               start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1)))
        XCTAssertEqual(try style(#"{"radialGradient": {"stops": [{"color": "white", "location": 0.2}], "center": {"x": 0.25, "y": 1}, "endRadius": 9}}"#),
                       .radial([GradientStop(color: .white, location: 0.2)], center: UnitPoint(x: 0.25, y: 1), startRadius: 0, endRadius: 9))
    }

    func testBadGradientsAreErrors() {
        for (json, message) in [(#"{"linearGradient": {"startPoint": "top"}}"#, "colors"),
                                (#"{"linearGradient": {"colors": ["red"], "startPoint": "middle"}}"#, "unit point"),
                                (#"{"radialGradient": {"colors": ["red"]}}"#, "endRadius"),
                                (#"{"linearGradient": {"colors": ["red.gradient"]}}"#, "flat colour"),
                                (#"{"linearGradient": {"stops": [{"color": "red", "location": 2}]}}"#, "out of range")] {
            XCTAssertThrowsError(try style(json), json) { error in
                XCTAssertTrue("\(error)".contains(message), "\(json): \(error)")
            }
        }
    }

    func testSwiftSpellingsBecomeTheSameJSON() throws {
        let source = #"""
        VStack {
            Text("a").foregroundStyle(.tertiary)
            Color(.systemBackground)
            Color(uiColor: .secondaryLabel)
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(height: 10)
            Capsule().fill(LinearGradient(gradient: Gradient(stops: [.init(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.5)]), startPoint: UnitPoint(x: 0, y: 0.5), endPoint: .trailing))
            Circle().fill(RadialGradient(colors: [.yellow, .clear], center: .center, startRadius: 2, endRadius: 40))
            Text("g").foregroundStyle(.linearGradient(colors: [.pink, .blue], startPoint: .leading, endPoint: .trailing))
        }
        """#
        let json = JSONOutput.scene(try SwiftSource.load(Array(source.utf8), file: "View.swift").json).filter { !$0.isWhitespace }
        for expected in [#""foregroundStyle":"tertiary""#, #""color":"systemBackground""#, #""color":"secondaryLabel""#,
                         #"{"linearGradient":{"colors":["red","blue"],"startPoint":"top","endPoint":"bottom"}}"#,
                         #"{"linearGradient":{"stops":[{"color":"red","location":0},{"color":"blue","location":0.5}],"startPoint":{"x":0,"y":0.5},"endPoint":"trailing"}}"#,
                         #"{"radialGradient":{"colors":["yellow","clear"],"center":"center","startRadius":2,"endRadius":40}}"#,
                         #""foregroundStyle":{"linearGradient":{"colors":["pink","blue"],"startPoint":"leading","endPoint":"trailing"}}"#] {
            XCTAssertTrue(json.contains(expected), "missing \(expected) in \(json)")
        }
    }
}
