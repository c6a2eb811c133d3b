import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// `struct X: Layout` in a Swift file runs, and the seed articles' replicas lay out exactly as
/// the built-ins they copy (fixed-advance measurer: 10 pt per character, 20 pt lines).
final class CustomLayoutTests: XCTestCase {
    func seed(_ name: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent("examples/swift/layouts/\(name).swift"), encoding: .utf8)
    }

    func layout(_ source: String, width: Double? = nil, height: Double? = nil, trace: LayoutTrace? = nil) throws -> Renderer.LayoutResult {
        var swiftOptions = SwiftSource.Options()
        swiftOptions.stepLimit = 50_000
        let loaded = try SwiftSource.load(Array(source.utf8), file: "Layout.swift", options: swiftOptions)
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = width
        options.height = height
        return try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer(), trace: trace)
    }

    /// Frames of every Text that is shown (on the canvas), in order.
    func shownTexts(_ result: Renderer.LayoutResult) -> [Rect] {
        var frames: [Rect] = []
        result.root.forEach { node in
            if node.kind == "Text", node.frame.minX < 50_000 { frames.append(node.frame) }
        }
        return frames
    }

    func testViewThatFitsReplicaMatchesTheBuiltIn() throws {
        for file in ["001-18-my-view-that-fits-layout", "000-01-my-view-that-fits-layout-zh-comments"] {
            let replica = try seed(file)
            for width in [200, 100, 10] {
                let children = #"Text("Hello Beautiful World"); Text("Hello World"); Text("Hi")"#
                let mine = try layout(replica + "\n#Preview { MyViewThatFitsByLayout(axis: .horizontal) { \(children) }.frame(width: \(width)) }")
                let builtIn = try layout("ViewThatFits(in: .horizontal) { \(children) }.frame(width: \(width))")
                XCTAssertEqual(shownTexts(mine), shownTexts(builtIn), "\(file) at \(width)")
                XCTAssertEqual(mine.canvas, builtIn.canvas, "\(file) at \(width)")
                XCTAssertEqual(shownTexts(mine).count, 1)
            }
        }
    }

    func testFrameReplicaMatchesFrame() throws {
        let replica = try seed("002-20-my-frame-layout")
        for (arguments, alignment) in [("width: 100, height: 50", ".bottomTrailing"), ("width: 100", ".leading"),
                                       ("height: 60", ".top"), ("width: 30, height: 50", ".center")] {
            let mine = try layout(replica + "\n#Preview { Text(\"Hello\").myFrame(\(arguments), alignment: \(alignment)).padding(7) }")
            let builtIn = try layout("Text(\"Hello\").frame(\(arguments), alignment: \(alignment)).padding(7)")
            XCTAssertEqual(shownTexts(mine), shownTexts(builtIn), arguments)
            XCTAssertEqual(mine.canvas, builtIn.canvas, arguments)
        }
    }

    func testFixedSizeReplicaMatchesFixedSize() throws {
        let replica = try seed("002-23-my-fixed-size-layout")
        for arguments in ["", "horizontal: true, vertical: false", "horizontal: false, vertical: true"] {
            let text = #"Text("Hello World wide")"#
            let mine = try layout(replica + "\n#Preview { \(text).myFixedSize(\(arguments)).frame(width: 60, height: 30) }")
            let builtIn = try layout("\(text).fixedSize(\(arguments)).frame(width: 60, height: 30)")
            XCTAssertEqual(shownTexts(mine), shownTexts(builtIn), arguments)
        }
    }

    /// A layout of our own in the spirit of Apple's "Composing custom layouts with SwiftUI":
    /// every child as wide as the widest, system spacing between them.
    static let equalWidthStack = """
    struct EqualWidthHStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            guard !subviews.isEmpty else { return .zero }
            let widest = largest(subviews)
            let gaps = spacing(subviews)
            return CGSize(width: widest.width * CGFloat(subviews.count) + gaps.reduce(0) { $0 + $1 }, height: widest.height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            guard !subviews.isEmpty else { return }
            let widest = largest(subviews)
            let gaps = spacing(subviews)
            let each = ProposedViewSize(width: widest.width, height: widest.height)
            var x = bounds.minX + widest.width / 2
            for index in subviews.indices {
                subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: each)
                x += widest.width + gaps[index]
            }
        }

        private func largest(_ subviews: Subviews) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return sizes.reduce(.zero) { biggest, size in
                CGSize(width: max(biggest.width, size.width), height: max(biggest.height, size.height))
            }
        }

        private func spacing(_ subviews: Subviews) -> [CGFloat] {
            subviews.indices.map { index in
                guard index < subviews.count - 1 else { return 0 }
                return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
            }
        }
    }
    """

    func testEqualWidthStackGivesEveryChildTheWidestWidth() throws {
        let result = try layout(Self.equalWidthStack + """

        #Preview {
            EqualWidthHStack {
                Text("Go").frame(maxWidth: .infinity).id("a")
                Text("Stop here").frame(maxWidth: .infinity).id("b")
                Text("Wait").frame(maxWidth: .infinity).id("c")
            }
        }
        """)
        XCTAssertFrame(result.frame("a"), 0, 0, 90, 20)
        XCTAssertFrame(result.frame("b"), 98, 0, 90, 20)
        XCTAssertFrame(result.frame("c"), 196, 0, 90, 20)
        XCTAssertEqual(result.canvas, Size(width: 286, height: 20))
        XCTAssertEqual(result.root.kind, "EqualWidthHStack")
    }

    func testCacheExplicitAlignmentAndTheTrace() throws {
        let source = """
        struct Column: Layout {
            var gap: CGFloat = 4
            func makeCache(subviews: Subviews) -> [CGSize] {
                subviews.map { $0.sizeThatFits(.unspecified) }
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
                var height: CGFloat = 0
                var width: CGFloat = 0
                for (index, size) in cache.enumerated() {
                    height += size.height + (index > 0 ? gap : 0)
                    width = max(width, size.width)
                }
                return CGSize(width: width, height: height)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {
                var y = bounds.minY
                for (subview, size) in zip(subviews, cache) {
                    subview.place(at: CGPoint(x: bounds.maxX, y: y), anchor: .topTrailing, proposal: ProposedViewSize(size))
                    y += size.height + gap
                }
            }
            func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGFloat? {
                guide == .top ? bounds.minY + 5 : nil
            }
        }
        #Preview {
            HStack(alignment: .top, spacing: 0) {
                Rectangle().frame(width: 10, height: 10).id("r")
                Column(gap: 6) { Text("ab").id("t1"); Text("abcd").id("t2") }.id("col")
            }
        }
        """
        let trace = LayoutTrace()
        let result = try layout(source, trace: trace)
        XCTAssertFrame(result.frame("col"), 10, 0, 40, 46)
        XCTAssertFrame(result.frame("t1"), 30, 0, 20, 20)
        XCTAssertFrame(result.frame("t2"), 10, 26, 40, 20)
        // The rectangle's top meets the column's top guide, 5 below the column's top edge.
        XCTAssertFrame(result.frame("r"), 0, 5, 10, 10)
        let explained = ExplainOutput.text(trace, layout: result, detail: .all)
        XCTAssertTrue(explained.contains("Column"), explained)
    }

    func testRunawayLoopIsAnErrorWithItsLocation() throws {
        let source = """
        struct Spin: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                var n = 0
                while n >= 0 { n += 1 }
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        #Preview { Spin { Text("a") } }
        """
        XCTAssertThrowsError(try layout(source)) { error in
            let sceneError = (error as? RenderError)?.sceneError
            XCTAssertEqual(sceneError?.file, "Layout.swift")
            XCTAssertEqual(sceneError?.location?.line, 4)
            XCTAssertTrue(sceneError?.message.contains("evaluation steps") == true, "\(error)")
        }
        let fatal = source.replacingOccurrences(of: "while n >= 0 { n += 1 }", with: #"fatalError("no layout")"#)
        XCTAssertThrowsError(try layout(fatal)) { error in
            XCTAssertTrue("\(error)".contains("Layout.swift:4:"), "\(error)")
            XCTAssertTrue("\(error)".contains("fatalError: no layout"), "\(error)")
        }
    }
}

extension CustomLayoutTests {
    /// Apple: a subview never placed sits at the centre of the container with its proposal;
    /// placed twice, the last placement wins.
    func testUnplacedAndTwicePlacedSubviews() throws {
        let result = try layout("""
        struct Odd: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 100, height: 100)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: .unspecified)
                subviews[0].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .unspecified)
            }
        }
        #Preview { Odd { Text("ab").id("twice"); Text("abcd").id("never") } }
        """)
        XCTAssertFrame(result.frame("twice"), 80, 80, 20, 20)
        XCTAssertFrame(result.frame("never"), 30, 40, 40, 20)
    }
}
