import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderTools

/// `ContainerRelativeShape` and `containerShape(_:)` (`ContainerRelative`, `ContainerShape`):
/// the inset is the distance from the shape's frame to the container's at the nearest edge,
/// the container's corner radius less that inset, never below 0; a shape-style background
/// fills the container shape. Exact numbers under the fixed-advance measurer, and pixels.
final class ContainerRelativeShapeTests: XCTestCase {
    /// A red 100×40 Color clipped to `ContainerRelativeShape`, in a container frame of
    /// `width`×`height` whose shape is `container` (none when nil).
    func card(_ width: Double, _ height: Double, container: String?) -> String {
        let shape = container.map { #", {"containerShape": \#($0)}"# } ?? ""
        return #"""
            {"type": "Color", "color": "red", "id": "c", "modifiers": [{"frame": {"width": 100, "height": 40}},
             {"clipShape": "ContainerRelativeShape"}, {"frame": {"width": \#(width), "height": \#(height)}}\#(shape)]}
            """#
    }

    func laidOut(_ root: String) throws -> Renderer.LayoutResult {
        let decoded = try scene(#"{"canvas": {"width": 200, "height": 120, "background": "transparent"}, "root": \#(root)}"#)
        return try Renderer.layout(decoded.root, options: RenderOptions(canvas: decoded.canvas), measurer: FixedAdvanceMeasurer())
    }

    func drawn(_ result: Renderer.LayoutResult) throws -> RGBAImage {
        try PNGCodec.decode(try Renderer.draw(result, format: .png, background: .transparent))
    }

    /// A 100×40 clip centred in a 140×60 container: 20 from the sides, 10 from the top and
    /// bottom, so the inset is 10 and a radius of 20 becomes 10.
    func testTheInsetIsTheNearestEdgeAndTheRadiusShrinksByIt() throws {
        let result = try laidOut(card(140, 60, container: #"{"type": "RoundedRectangle", "cornerRadius": 20}"#))
        let clip = result.frame("c#1"), container = result.frame("c#3")
        XCTAssertSize(clip, 100, 40)
        XCTAssertSize(container, 140, 60)
        XCTAssertEqual([clip.minX - container.minX, clip.minY - container.minY], [20, 10])
        XCTAssertEqual(ContainerRelative.inset(of: clip, in: container), 10)
        XCTAssertEqual(ContainerRelative.resolve(in: clip, container: (.roundedRectangle(cornerRadius: 20), container)),
                       .roundedRectangle(cornerRadius: 10))
        XCTAssertEqual(ContainerRelative.resolve(in: clip, container: (.continuousRoundedRectangle(cornerRadius: 20), container)),
                       .continuousRoundedRectangle(cornerRadius: 10))
        XCTAssertEqual(ContainerRelative.resolve(in: clip, container: (.unevenRoundedRectangle(topLeading: 25, bottomLeading: 5, bottomTrailing: 0, topTrailing: 10), container)),
                       .unevenRoundedRectangle(topLeading: 15, bottomLeading: 0, bottomTrailing: 0, topTrailing: 0))
        // A container 30 away on every side: 20 − 30 is below 0, so square corners.
        let far = try laidOut(card(160, 100, container: #"{"type": "RoundedRectangle", "cornerRadius": 20}"#))
        XCTAssertEqual(ContainerRelative.inset(of: far.frame("c#1"), in: far.frame("c#3")), 30)
        XCTAssertEqual(ContainerRelative.resolve(in: far.frame("c#1"), container: (.roundedRectangle(cornerRadius: 20), far.frame("c#3"))),
                       .roundedRectangle(cornerRadius: 0))
        // Flush with the container on one edge: inset 0, the container's radius.
        XCTAssertEqual(ContainerRelative.inset(of: Rect(x: 0, y: 30, width: 100, height: 10), in: Rect(x: 0, y: 0, width: 140, height: 60)), 0)
        // A frame sticking out of the container: 0, never negative.
        XCTAssertEqual(ContainerRelative.inset(of: Rect(x: -5, y: 10, width: 100, height: 10), in: Rect(x: 0, y: 0, width: 140, height: 60)), 0)
        // Other shapes are themselves in the frame; no container is a rectangle.
        XCTAssertEqual(ContainerRelative.resolve(in: clip, container: (.capsule, container)), .capsule)
        XCTAssertEqual(ContainerRelative.resolve(in: clip, container: nil), .rectangle)
    }

    /// The layout does not change: the clip keeps its content's frame.
    func testTheModifierAndShapeChangeNoFrame() throws {
        let with = try laidOut(card(140, 60, container: #""Circle""#)), without = try laidOut(card(140, 60, container: nil))
        XCTAssertEqual(with.frame("c"), without.frame("c"))
        XCTAssertEqual(with.frame("c#1"), without.frame("c#1"))
    }

    /// Pixels: the clip's top-left corner pixel is cut by the inset radius (10) under a
    /// rounded container, and is red with no container (a rectangle, Apple); its centre is red.
    func testTheClipIsDrawnThroughTheInsetShape() throws {
        let rounded = try laidOut(card(140, 60, container: #"{"type": "RoundedRectangle", "cornerRadius": 20}"#))
        let clip = rounded.frame("c#1")
        let corner = (Int(clip.minX), Int(clip.minY)), centre = (Int(clip.minX + clip.width / 2), Int(clip.minY + clip.height / 2))
        let image = try drawn(rounded)
        XCTAssertEqual(image[corner.0, corner.1].a, 0)
        XCTAssertEqual([image[centre.0, centre.1].r, image[centre.0, centre.1].a], [255, 255])
        // The pixel one in along the diagonal (its centre 1.5, 1.5) is outside a radius-10 arc
        // (12.0 from its centre at 10, 10); the one four in (4.5, 4.5: 7.8 from it) is inside,
        // where a radius-20 arc (the inset not taken off: 21.9 from 20, 20) would leave it clear.
        XCTAssertEqual(image[corner.0 + 1, corner.1 + 1].a, 0)
        XCTAssertEqual([image[corner.0 + 4, corner.1 + 4].r, image[corner.0 + 4, corner.1 + 4].a], [255, 255])
        // A radius-40 container: inset 10 leaves 30, and the same pixel (36.4 from 30, 30) is clear.
        let larger = try drawn(try laidOut(card(140, 60, container: #"{"type": "RoundedRectangle", "cornerRadius": 40}"#)))
        XCTAssertEqual(larger[corner.0 + 4, corner.1 + 4].a, 0)
        let plain = try drawn(try laidOut(card(140, 60, container: nil)))
        XCTAssertEqual([plain[corner.0, corner.1].r, plain[corner.0, corner.1].a], [255, 255])
        // A container-relative container changes nothing: still a rectangle.
        let relative = try drawn(try laidOut(card(140, 60, container: #""ContainerRelativeShape""#)))
        XCTAssertEqual([relative[corner.0, corner.1].r, relative[corner.0, corner.1].a], [255, 255])
    }

    /// `background(_:)` with a style fills the container shape inset to its frame (a
    /// background view does not); with no container shape the fill is its rectangle.
    func testAStyleBackgroundFillsTheContainerShape() throws {
        func root(_ background: String, container: Bool) -> String {
            #"""
            {"type": "Color", "color": "clear", "id": "c", "modifiers": [{"frame": {"width": 100, "height": 40}},
             {"background": \#(background)}, {"frame": {"width": 140, "height": 60}}\#(container ? #", {"containerShape": {"type": "RoundedRectangle", "cornerRadius": 20}}"# : "")]}
            """#
        }
        let styled = try laidOut(root(#""blue""#, container: true))
        let fill = styled.frame("c#1")
        XCTAssertSize(fill, 100, 40)
        let corner = (Int(fill.minX), Int(fill.minY)), centre = (Int(fill.minX + fill.width / 2), Int(fill.minY + fill.height / 2))
        let image = try drawn(styled)
        XCTAssertEqual(image[corner.0, corner.1].a, 0)
        XCTAssertEqual([image[centre.0, centre.1].b, image[centre.0, centre.1].a], [255, 255])
        // Radius 10 (20 less the inset 10), not 20: the pixel four in along the diagonal is filled.
        XCTAssertEqual([image[corner.0 + 4, corner.1 + 4].b, image[corner.0 + 4, corner.1 + 4].a], [255, 255])
        let square = try drawn(try laidOut(root(#""blue""#, container: false)))
        XCTAssertEqual([square[corner.0, corner.1].b, square[corner.0, corner.1].a], [255, 255])
        let view = try drawn(try laidOut(root(#"{"type": "Color", "color": "blue"}"#, container: true)))
        XCTAssertEqual([view[corner.0, corner.1].b, view[corner.0, corner.1].a], [255, 255])
    }

    /// `containerShape` takes an insettable shape: a Path is a located error.
    func testAPathIsNoContainerShape() throws {
        XCTAssertThrowsError(try laidOut(card(140, 60, container: #"{"type": "Path", "elements": []}"#))) { error in
            XCTAssertTrue("\(error)".contains("insettable"), "\(error)")
        }
    }

    /// A bad container shape's error names `containerShape`, not `clipShape` (Review 14 R2).
    func testABadContainerShapeNamesItsModifier() throws {
        for (shape, expected) in [(#""Star""#, "container shape"), (#"{"cornerRadius": 4}"#, "containerShape needs a shape's"),
                                  (#"{"type": "Circle", "radius": 4}"#, "containerShape")] {
            XCTAssertThrowsError(try laidOut(card(140, 60, container: shape))) { error in
                XCTAssertTrue("\(error)".contains(expected) && !"\(error)".contains("clip"), "\(error)")
            }
        }
    }

    /// From Swift, shaped like a card grid: `.clipShape(ContainerRelativeShape())`,
    /// `.background()`, `.containerShape(RoundedRectangle(cornerRadius:style:))`, and
    /// `.clipShape(.containerRelative)`, with no warning.
    func testSwiftCardsInAGrid() throws {
        let directory = try temporaryDirectory(self)
        let path = directory.appendingPathComponent("Board.swift").path
        try #"""
            import SwiftUI
            struct Card: View {
                var body: some View {
                    VStack { Color.red.frame(width: 60, height: 30) }
                        .padding(10)
                        .clipShape(ContainerRelativeShape())
                        .background()
                }
            }
            struct Board: View {
                var body: some View {
                    Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                        Card()
                        Card().clipShape(.containerRelative)
                    }
                    .containerShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
                }
            }
            #Preview { Board() }
            """#.write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = try SwiftSource.load(contentsOf: path)
        XCTAssertEqual(loaded.warnings, [])
        let json = JSONOutput.scene(loaded.json)
        XCTAssertTrue(json.contains(#""containerShape""#), json)
        XCTAssertEqual(json.components(separatedBy: #""ContainerRelativeShape""#).count - 1, 3, json)
        XCTAssertTrue(json.contains(#""style": "continuous""#), json)
    }
}
