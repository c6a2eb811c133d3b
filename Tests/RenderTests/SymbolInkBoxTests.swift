import XCTest
import CCairoPango
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI

/// Issue 26: a `resizable()` symbol is its ink — the ink box (`SymbolInkBox`) is stretched to the
/// frame and is the symbol's ideal shape (`ImageLayout` step 4, `SymbolPainter` step 1).
/// Evidence: Saydulayev/FriendBook's simulator screenshot `FriendBook/Sreen./Simulator Screenshot -
/// iPhone 16 Pro - 2024-12-17 at 13.24.07.png` at e80b4817c1 (iOS 18.1; scripts/device-compare row
/// `people-detail-material-dark`): `Image(systemName: "person.crop.circle.fill").resizable()
/// .frame(width: 100, height: 100)` draws ink 99.67 × 99.67 points of the 100 × 100 frame.
final class SymbolInkBoxTests: XCTestCase {
    private func box(_ name: String) throws -> Rect { try XCTUnwrap(SymbolLibrary.inkBox(name), name) }

    private func assertBox(_ rect: Rect, _ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double,
                           file: StaticString = #filePath, line: UInt = #line) {
        for (value, expected) in zip([rect.minX, rect.minY, rect.maxX, rect.maxY], [minX, minY, maxX, maxY]) {
            XCTAssertEqual(value, expected, accuracy: 1e-9, "\(rect)", file: file, line: line)
        }
    }

    /// Step 1–2: fills by their path, strokes half their width out, curves by their extremes (not
    /// their control points), arcs by the quarter points they pass; erased parts do not count.
    func testTheInkBoxIsThePathsExactBounds() throws {
        assertBox(try box("circle.fill"), 0.08, 0.08, 0.92, 0.92)
        // heart: its curves' ends are its extremes; a 0.08 stroke adds 0.04.
        assertBox(try box("heart"), 0.08, 0.11, 0.92, 0.88)
        // star.fill: the vertices (0.129…0.871, 0.15…0.856) and its 0.08 outline.
        assertBox(try box("star.fill"), 0.1290879586448901 - 0.04, 0.11, 0.8709120413551099 + 0.04, 0.8555166278062296 + 0.04)
        // person.crop.circle.fill: the disc; the person is erased from it.
        assertBox(try box("person.crop.circle.fill"), 0.08, 0.08, 0.92, 0.92)
        // A curve whose control points lie past its ink: its top at t = 0.5 is 0.2, not 0.1.
        let curve = SymbolPart(commands: [.move(0.2, 0.5), .curve(0.2, 0.1, 0.8, 0.1, 0.8, 0.5)], style: .fill)
        assertBox(try XCTUnwrap(SymbolInkBox.of([curve])), 0.2, 0.2, 0.8, 0.5)
        // A quarter arc forward (Cairo's clockwise on screen) spans one quadrant; backward, three.
        let quarter = SymbolPart(commands: [.arc(cx: 0.5, cy: 0.5, r: 0.2, start: 0, end: .pi / 2)], style: .stroke(lineWidth: 0.02))
        assertBox(try XCTUnwrap(SymbolInkBox.of([quarter])), 0.49, 0.49, 0.71, 0.71)
        let rest = SymbolPart(commands: [.arcNegative(cx: 0.5, cy: 0.5, r: 0.2, start: 0, end: .pi / 2)], style: .fill)
        assertBox(try XCTUnwrap(SymbolInkBox.of([rest])), 0.3, 0.3, 0.7, 0.7)
        XCTAssertNil(SymbolInkBox.of([SymbolPart(commands: [.move(0.2, 0.2)], style: .fill, knockout: true)]))
    }

    /// Layout, with the fixed-advance measurer: a resizable symbol takes its frame; under
    /// `scaledToFit` the ink's ratio; with no frame (`fixedSize`), its ink box at the body font's
    /// 17 × 1.2 = 20.4 points, unrounded.
    func testAResizableSymbolsShapeIsItsInks() throws {
        let result = try layout(#"""
        {"type": "VStack", "spacing": 0, "children": [
          {"type": "Image", "systemName": "star.fill", "resizable": true, "id": "stretched", "modifiers": [{"frame": {"width": 100, "height": 100}}]},
          {"type": "Image", "systemName": "star.fill", "resizable": true, "id": "star", "modifiers": [{"scaledToFit": true}, {"frame": {"width": 100, "height": 100}}]},
          {"type": "Image", "systemName": "heart", "resizable": true, "id": "heart", "modifiers": [{"scaledToFit": true}, {"frame": {"width": 100, "height": 100}}]},
          {"type": "Image", "systemName": "heart", "resizable": true, "id": "ideal", "modifiers": [{"fixedSize": true}]},
          {"type": "Image", "systemName": "heart", "id": "fixed"}
        ]}
        """#, scale: 3)
        XCTAssertSize(result.frame("stretched"), 100, 100)
        // Placed at 3×, each edge on a pixel: the sizes within a pixel (1/3) of the exact ones.
        let pixel = 1.0 / 3 + 1e-9
        // star.fill's ink 0.8218 × 0.7855: 100 × 95.58 (placed 95.33).
        XCTAssertEqual(result.frame("star").width, 100, accuracy: 1e-9)
        XCTAssertEqual(result.frame("star").height, 100 * (0.8555166278062296 + 0.04 - 0.11) / (0.8709120413551099 - 0.1290879586448901 + 0.08), accuracy: pixel)
        // heart's ink 0.84 × 0.77: 100 × 91.67.
        XCTAssertEqual(result.frame("heart").width, 100, accuracy: 1e-9)
        XCTAssertEqual(result.frame("heart").height, 100 * 0.77 / 0.84, accuracy: pixel)
        // With no frame: 17.14 × 15.71 (placed 17.33 × 15.67), smaller than the fixed symbol's box.
        XCTAssertEqual(result.frame("ideal").width, 20.4 * 0.84, accuracy: pixel)
        XCTAssertEqual(result.frame("ideal").height, 20.4 * 0.77, accuracy: pixel)
        // Not resizable: the unit square, 20.4 rounded up to 20.67 at 3×, as before.
        XCTAssertEqual(result.frame("fixed").width, 62.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(result.frame("fixed").height, 62.0 / 3, accuracy: 1e-9)
    }

    /// Drawing at 3×: the ink of `person.crop.circle.fill` in a 100-point frame as FriendBook's
    /// iOS 18.1 picture shows it — 99.67 across and down (ours 100: the disc touches the frame,
    /// where iOS's antialiased edge leaves a third of a point), the head's hole from 21.67 to
    /// 58.33 below the frame's top and the body's from 66.67 to 92.33 down its centre, a ring of
    /// the disc under the body (main drew 84 across, the body cut through the disc's bottom).
    func testAResizablePersonFillsItsFrameAsOnIOS() throws {
        let decoded = try scene(#"{"canvas": {"width": 120, "height": 120, "background": "white"}, "root": {"type": "Image", "systemName": "person.crop.circle.fill", "resizable": true, "modifiers": [{"foregroundColor": "black"}, {"frame": {"width": 100, "height": 100}}]}}"#)
        var options = RenderOptions(canvas: decoded.canvas)
        options.scale = 3
        let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
        let image = try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
        let dark = { (x: Int, y: Int) -> Bool in image[x, y].r < 128 }
        var minX = 360, maxX = -1, minY = 360, maxY = -1
        for y in 0..<360 { for x in 0..<360 where dark(x, y) { minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y) } }
        // The frame is 10…110 points: 30…330 pixels.
        XCTAssertEqual([minX, minY, maxX + 1, maxY + 1], [30, 30, 330, 330])
        // Down the centre column: ink, the head's hole, ink, the body's hole, the ring.
        var edges: [Double] = []
        var previous = false
        for y in 30..<330 where dark(180, y) != previous {
            previous.toggle()
            edges.append(Double(y - 30) / 3)
        }
        XCTAssertEqual(edges.count, 5, "\(edges)")
        for (edge, iOS) in zip(edges, [0, 21.67, 58.33, 66.67, 92.33]) {
            XCTAssertEqual(edge, iOS, accuracy: 0.67, "\(edges)")
        }
    }

    /// A Material stand-in's ink is another design's (`line.horizontal.3.decrease.circle`'s was three
    /// bars without SF's circle): it has no ink box, so a resizable one keeps its unit square
    /// (review R1, session 23: stretching the bars' ink drew them twice as thick as iOS's). That
    /// name is now drawn as its new name's hand-drawn glyph (`SymbolAliases`, session 24), with
    /// that glyph's ink box; any name still in the Material file serves instead.
    func testAMaterialStandInKeepsItsUnitSquare() throws {
        XCTAssertNotNil(SymbolLibrary.inkBox("person.crop.circle.fill"))
        let standIn = try XCTUnwrap(SymbolPaths.parse(PackageResources.SymbolPathsMaterial_txt).table.keys.sorted().first)
        XCTAssertTrue(SymbolLibrary.contains(standIn) && !SymbolLibrary.isHandDrawn(standIn), standIn)
        XCTAssertNil(SymbolLibrary.inkBox(standIn), standIn)
        XCTAssertEqual(SymbolLibrary.inkBox("line.horizontal.3.decrease.circle"), SymbolLibrary.inkBox("line.3.horizontal.decrease.circle"))
        XCTAssertNotNil(SymbolLibrary.inkBox("line.horizontal.3.decrease.circle"))
    }
}
