import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A module's `ToolbarContent` struct (`InterpreterViews.isToolbarContent`) and Core Graphics
/// drawing in a `Canvas` (`InterpreterCanvas` step 4), in snippets shaped as EhPanda's
/// `CustomToolbarItem` (a generic `ToolbarContent` whose body is a `ToolbarItem` of its
/// content, given to `.toolbar(content: toolbar)`) and its `LiveTextView` (highlights drawn
/// with `context.withCGContext { … }`, then cut out with `fill`/`stroke`).
final class SwiftToolbarContentTests: XCTestCase {
    func testAModulesToolbarContentRunsItsBody() throws {
        let view = """
        import SwiftUI

        struct BarItem<Content: View>: ToolbarContent {
            private let placement: ToolbarItemPlacement
            private let content: Content
            init(placement: ToolbarItemPlacement = .navigationBarTrailing, @ViewBuilder content: () -> Content) {
                self.placement = placement
                self.content = content()
            }
            var body: some ToolbarContent {
                ToolbarItem(placement: placement) {
                    HStack(spacing: 14) { content }
                }
            }
        }

        struct Front: View {
            var body: some View {
                NavigationStack {
                    Text("List")
                        .toolbar(content: toolbar)
                        .navigationTitle("Front")
                }
            }
            private func toolbar() -> some ToolbarContent {
                BarItem {
                    Text("Filters")
                }
            }
        }
        """
        let loaded = try loadModule(["View.swift": view], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(Set(try layoutTexts(loaded)), ["List", "Front", "Filters"])
        // A struct that is neither a View nor ToolbarContent stays the error it is.
        let notContent = view.replacingOccurrences(of: "struct BarItem<Content: View>: ToolbarContent {", with: "struct BarItem<Content: View> {")
        XCTAssertThrowsError(try loadModule(["View.swift": notContent], test: self)) { error in
            XCTAssertTrue("\(error)".contains("BarItem is not a View"), "\(error)")
        }
    }

    func testCoreGraphicsDrawingInACanvasIsLeftOutWithAWarning() throws {
        let view = """
        import SwiftUI
        struct Highlights: View {
            var body: some View {
                Canvas { context, size in
                    let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 4)
                    context.withCGContext { cgContext in
                        cgContext.setFillColor(.init(red: 1, green: 1, blue: 1, alpha: 1))
                        cgContext.addPath(path.cgPath)
                        cgContext.drawPath(using: .fill)
                    }
                    context.fill(path, with: .color(.red))
                }
                .frame(width: 100, height: 60)
            }
        }
        """
        let loaded = try loadModule(["View.swift": view], test: self)
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = 390
        let result = try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
        let all = loaded.warnings + result.warnings
        XCTAssertTrue(all.contains {
            $0.contains("View.swift:6:13: warning: left out GraphicsContext.withCGContext { … }: the renderer does not run Core Graphics drawing")
        }, "\(all)")
        func drawing(in node: PlacedNode) -> CanvasDrawing? {
            if case .canvas(let drawing) = node.content { return drawing }
            for child in node.children { if let found = drawing(in: child) { return found } }
            return nil
        }
        // The fill after it is drawn.
        XCTAssertEqual(try XCTUnwrap(drawing(in: result.root)).commands.count, 1)
    }
}
