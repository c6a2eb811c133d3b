import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Code run at layout time has its own step meter (`EvaluationBudget.beginLayoutRun`,
/// `Interpreter.atLayoutTime`), and each Canvas run its own command list (`CanvasRecordings`):
/// snippets written for these tests, laid out with the fixed-advance measurer.
final class LayoutTimeBudgetTests: XCTestCase {
    /// `spin(2000)` costs about 8,000 steps, `spin(1000)` about 4,000; the limit is 10,000.
    static let spin = """
    func spin(_ n: Int) -> Int {
        var total = 0
        for i in 0..<n { total += i }
        return total
    }

    """

    func load(_ source: String) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options()
        options.readsModule = false
        options.stepLimit = 10_000
        return try SwiftSource.load(Array(source.utf8), file: "View.swift", options: options)
    }

    func layout(_ loaded: SwiftSource.Loaded) throws -> Renderer.LayoutResult {
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = 200
        options.height = 100
        return try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
    }

    func texts(_ result: Renderer.LayoutResult) -> [String] {
        var found: [String] = []
        result.root.forEach { if case .text(let run) = $0.content { found.append(run.request.string) } }
        return found
    }

    /// A view whose build spends most of its meter (8,000 of 10,000) still runs a GeometryReader
    /// closure and a Layout that spend 4,000 each at layout time, as often as layout asks.
    func testLayoutTimeCodeDoesNotSpendTheLastViewsMeter() throws {
        let source = Self.spin + """
        struct Spread: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 50 + Double(spin(1000) - 499500), height: 20)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews { subview.place(at: CGPoint(x: bounds.minX + Double(spin(1000) - 499500), y: bounds.minY), proposal: .unspecified) }
            }
        }
        struct V: View {
            @State private var total = spin(2000)
            var body: some View {
                VStack(spacing: 0) {
                    GeometryReader { proxy in Text("\\(Int(proxy.size.width) + spin(1000) - 499500)") }
                        .frame(height: 20)
                    Spread { Text("ab") }
                }
            }
        }
        """
        let loaded = try load(source)
        let result = try layout(loaded)
        XCTAssertEqual(texts(result), ["200", "ab"])
    }

    /// An endless loop at layout time stops at its own meter, named as layout-time code.
    func testAnEndlessLoopAtLayoutTimeStopsNamedAsSuch() throws {
        let source = """
        func forever(_ width: Double) -> Int { while width > 0 { }; return 0 }
        struct V: View {
            var body: some View { GeometryReader { proxy in Text("\\(forever(proxy.size.width))") } }
        }
        """
        let loaded = try load(source)
        XCTAssertThrowsError(try layout(loaded)) { error in
            XCTAssertTrue("\(error)".contains("code run at layout time (a GeometryReader's or Canvas's closure, a Shape's path(in:), a Layout's method) takes more than 10000 evaluation steps"), "\(error)")
        }
    }

    /// Canvas step 5: the context carries its run's list into a function it is handed to; a
    /// context kept from an earlier run (the dry run) records nothing into a later run's.
    func testACanvasRunRecordsOnlyThroughItsOwnContext() throws {
        let source = """
        final class Keeper { var kept: GraphicsContext? = nil }
        func square(_ context: GraphicsContext, at x: Double) {
            context.fill(Path(CGRect(x: x, y: 0, width: 4, height: 4)), with: .color(.red))
        }
        struct V: View {
            let keeper = Keeper()
            var body: some View {
                Canvas { context, size in
                    if let old = keeper.kept { square(old, at: 90) }
                    keeper.kept = context
                    square(context, at: 0)
                    context.fill(Path(CGRect(x: 10, y: 0, width: 4, height: 4)), with: .color(.blue))
                }
                .frame(width: 100, height: 60)
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        var drawing: CanvasDrawing?
        let result = try layout(loaded)
        result.root.forEach { if case .canvas(let found) = $0.content { drawing = found } }
        // The kept context's use, if the closure runs again, is left out with a located warning.
        let all = loaded.warnings + result.warnings
        XCTAssertTrue(all.allSatisfy { $0.contains("View.swift:3:") && $0.contains("used after its Canvas closure returned") }, "\(all)")
        let commands = try XCTUnwrap(drawing).commands
        XCTAssertEqual(commands.map(\.kind), [
            .fill([.rect(Rect(x: 0, y: 0, width: 4, height: 4))], CanvasShading(.color(RGBA.named["red"]!)), evenOdd: false),
            .fill([.rect(Rect(x: 10, y: 0, width: 4, height: 4))], CanvasShading(.color(RGBA.named["blue"]!)), evenOdd: false),
        ])
    }
}
