import Foundation
import Testing
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// The API's SwiftUI values write the JSON a Swift file writes, and what the scene cannot hold
/// is an error naming the value rather than a silent change.
@Suite struct SwiftAPIValueTests {
    func json<V: View>(_ view: V) throws -> String { try ImageRenderer(content: view).sceneJSON() }

    /// SwiftUI's default shadow colour (`Color(.sRGBLinear, white: 0, opacity: 0.33)`) is the
    /// scene's default, so it is left out, as `shadow(radius:)` in a Swift file leaves it out.
    @Test func defaultShadowColourIsLeftOut() throws {
        #expect(!(try json(Text("x").shadow(radius: 2))).contains("color"))
        #expect(try json(Text("x").shadow(color: .red, radius: 2)).contains("\"color\": \"red\""))
    }

    /// Linear components are gamma-encoded, in the API and in Swift files alike.
    @Test func linearColourSpace() throws {
        let api = try json(Color(.sRGBLinear, white: 0.5))
        let file = "struct V: View { var body: some View { Color(.sRGBLinear, white: 0.5) } }"
        let source = JSONOutput.scene(try SwiftSource.load(Array(file.utf8), file: "V.swift", options: SwiftSource.Options(viewName: "V")).json)
        #expect(api.contains("#BCBCBCFF"), "\(api)")
        #expect(source.contains("#BCBCBCFF"), "\(source)")
    }

    /// Effects turn about the nine named points; another anchor fails, naming where.
    @Test func unnamedAnchorIsAnError() {
        #expect { try ImageRenderer(content: Text("x").rotationEffect(.degrees(5), anchor: UnitPoint(x: 0.2, y: 0.3))).viewTree() } throws: { error in
            "\(error)".contains("rotationEffect.anchor")
        }
    }

    /// The compiled closure of `containerRelativeFrame(_:alignment:_:)` gets the container's
    /// length and the axis.
    @Test func containerLengthClosure() throws {
        let view = Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .horizontal ? length / 2 : 10 }
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 200, height: 100)
        #expect(try renderer.layoutDump().contains("\"width\": 100, \"height\": 10"))
    }
}
