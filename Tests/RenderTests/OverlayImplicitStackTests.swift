import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Several views in an overlay's or background's content are one implicit ZStack of the
/// modifier's alignment, back to front (Apple's documentation of `overlay(alignment:content:)`
/// and `background(alignment:content:)`: "the modifier collects all of the views in the closure
/// into an implicit ZStack"). Scrumdinger's timer overlays a `ForEach` of arcs.
final class OverlayImplicitStackTests: XCTestCase {
    func testSwiftForEachInAnOverlayIsStackedAtTheAlignment() throws {
        let source = """
        import SwiftUI

        struct Dots: View {
            var body: some View {
                Color.blue
                    .frame(width: 100, height: 50)
                    .overlay(alignment: .bottomTrailing) {
                        ForEach(1...2, id: \\.self) { index in
                            Color.red.frame(width: Double(index * 10), height: Double(index * 10)).id("dot\\(index)")
                        }
                    }
            }
        }
        """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "Dots.swift", options: SwiftSource.Options())
        var options = RenderOptions(canvas: loaded.scene.canvas)
        (options.width, options.height) = (100, 50)
        let result = try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
        // The stack is 20×20 at the base's bottom trailing corner (80, 30); the 10×10 dot at the
        // stack's bottom trailing corner.
        XCTAssertFrame(result.frame("dot2"), 80, 30, 20, 20)
        XCTAssertFrame(result.frame("dot1"), 90, 40, 10, 10)
    }

    /// A builder of two views behind a base, at top leading: the stack is 30×20 at the base's
    /// corner, and the 10×10 view at the stack's top leading corner, drawn in front of the other.
    func testSwiftBackgroundOfTwoViewsIsStackedBackToFront() throws {
        let source = """
        import SwiftUI

        struct Card: View {
            var body: some View {
                Color.clear
                    .frame(width: 100, height: 50)
                    .background(alignment: .topLeading) {
                        Color.green.frame(width: 30, height: 20).id("large")
                        Color.red.frame(width: 10, height: 10).id("small")
                    }
            }
        }
        """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "Card.swift", options: SwiftSource.Options())
        var options = RenderOptions(canvas: loaded.scene.canvas)
        (options.width, options.height) = (100, 50)
        let result = try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
        XCTAssertFrame(result.frame("large"), 0, 0, 30, 20)
        XCTAssertFrame(result.frame("small"), 0, 0, 10, 10)
        var order: [String] = []
        result.root.forEach { if let id = $0.view.id, ["large", "small"].contains(id) { order.append(id) } }
        XCTAssertEqual(order, ["large", "small"])
    }
}
