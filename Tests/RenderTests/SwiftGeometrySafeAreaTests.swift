import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `GeometryProxy.safeAreaInsets` (GeometryReader step 2): how far the reader's own frame may
/// grow into the safe area around it, as `ignoresSafeArea` would grow it (`SafeArea.swift`;
/// SwiftUI's proxy resolves the same insets: OpenSwiftUI's `GeometryReader.swift` returns
/// `placementContext.safeAreaInsets()`, and its `SafeAreaInsets.resolve` moves an edge out only
/// when it lies between the safe edge and the screen's; its tests: a centred rect resolves
/// nothing, one on the top edge the top inset). Snippets written for the test, shaped like
/// isowords' daily challenge screen (a reader whose bottom button runs under the home indicator,
/// padded by half the reader's bottom inset), laid out on an iPhone 15 (`previewDevice`: 393 ×
/// 852, safe area 59 top and 34 bottom, a navigation bar from 53.67 under the status bar) with
/// the fixed-advance measurer (10 points a character, 20-point lines).
final class SwiftGeometrySafeAreaTests: XCTestCase {
    private func loaded(_ body: String) throws -> SwiftSource.Loaded {
        try SwiftSource.load(Array("struct V: View { var body: some View { \(body) } }".utf8), file: "V.swift")
    }

    private func layout(_ body: String, landscape: Bool = false) throws -> Renderer.LayoutResult {
        let source = try loaded(body)
        var options = RenderOptions(canvas: source.scene.canvas)
        // `--landscape`: the device turned (852 × 393 for an iPhone 15).
        if landscape { options.setDevice(options.device?.landscape) }
        options.scale = 3
        return try Renderer.layout(source.scene.root, options: options, measurer: FixedAdvanceMeasurer())
    }

    /// A reader's body that shows its insets as a colour's size: `top + 1` wide, `bottom + 1`
    /// tall (1 so that zero insets still place a node), and `leading`/`trailing` as a second one.
    private let reader = """
    GeometryReader { proxy in
        VStack(spacing: 0) {
            Color.red.frame(width: proxy.safeAreaInsets.top + 1, height: proxy.safeAreaInsets.bottom + 1).id("v")
            Color.blue.frame(width: proxy.safeAreaInsets.leading + 1, height: proxy.safeAreaInsets.trailing + 1).id("h")
        }
    }
    """

    private func insets(_ result: Renderer.LayoutResult) -> [Double] {
        let v = result.frame("v"), h = result.frame("h")
        return [v.width - 1, h.width - 1, v.height - 1, h.height - 1]
    }

    func testAReaderFillingTheScreenSeesTheDevicesInsets() throws {
        // The reader is the safe area, (0, 59) 393 × 759: its top touches the safe area's top and
        // its bottom the safe area's bottom, so it may grow 59 up and 34 down.
        let result = try layout(reader + #".previewDevice("iPhone 15")"#)
        XCTAssertEqual(insets(result), [59, 0, 34, 0])
        XCTAssertFrame(result.frame("v"), 0, 59, 60, 35)
        XCTAssertEqual(result.warnings, [])
    }

    func testAReaderInTheMiddleOfAStackSeesNone() throws {
        // A 200-point reader between two 100-point colours, the stack centred in the safe area:
        // it touches no edge of the safe area.
        let result = try layout("VStack(spacing: 0) { Color.gray.frame(height: 100); \(reader).frame(height: 200); Color.gray.frame(height: 100) }"
                                + #".previewDevice("iPhone 15")"#)
        XCTAssertEqual(insets(result), [0, 0, 0, 0])
    }

    func testAReaderAtTheTopOfAStackSeesTheTopOnly() throws {
        // The reader shares the safe area's height with a 300-point colour below it: its top is
        // the safe area's top, its bottom is not.
        let result = try layout("VStack(spacing: 0) { \(reader); Color.gray.frame(height: 300) }" + #".previewDevice("iPhone 15")"#)
        XCTAssertEqual(insets(result), [59, 0, 0, 0])
        XCTAssertFrame(result.frame("v"), 0, 59, 60, 1)
    }

    func testAReaderUnderANavigationBarSeesTheBarAndTheStatusBar() throws {
        // Under an inline bar, which begins under the status bar at 53.67 (161 pixels) and is
        // 44 tall: the reader begins at 97.67 and may grow to the screen's top; its bottom is
        // the safe area's.
        let result = try layout("NavigationStack { \(reader).navigationTitle(\"Daily\").navigationBarTitleDisplayMode(.inline) }"
                                + #".previewDevice("iPhone 15")"#)
        let found = insets(result)
        XCTAssertEqual(found[0], 293.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(found[1], 0)
        XCTAssertEqual(found[2], 34, accuracy: 1e-9)
        XCTAssertEqual(found[3], 0)
        XCTAssertEqual(result.frame("v").minY, 293.0 / 3, accuracy: 1e-9)
    }

    func testAReaderThatIgnoresTheSafeAreaSeesNone() throws {
        // Grown to the whole screen, its edges are at the screen's: there is nothing more to
        // grow into (SafeAreaInsets.resolve moves an edge by how far it lies inside the screen's).
        let result = try layout(reader + #".ignoresSafeArea().previewDevice("iPhone 15")"#)
        XCTAssertEqual(insets(result), [0, 0, 0, 0])
        XCTAssertFrame(result.frame("v"), 0, 0, 1, 1)
        // Only the top ignored: the bottom is still the safe area's.
        XCTAssertEqual(insets(try layout(reader + #".ignoresSafeArea(edges: .top).previewDevice("iPhone 15")"#)), [0, 0, 34, 0])
    }

    func testWithoutADeviceThereIsNoSafeArea() throws {
        XCTAssertEqual(insets(try layout(reader + ".frame(width: 300, height: 200)")), [0, 0, 0, 0])
    }

    func testLandscapeInsetsAreLeadingAndTrailingAndSwapUnderRightToLeft() throws {
        // Landscape iPhone 15 (852 × 393): 59 on the left and right, 21 at the bottom. A
        // 100-point reader at the start of a row touches the leading safe edge: the left one,
        // and under right-to-left (the row mirrored) the right one, which is then its leading
        // edge too, as SwiftUI flips the resolved insets.
        let row = "HStack(spacing: 0) { \(reader).frame(width: 100); Spacer() }"
        let landscape = #".previewDevice("iPhone 15")"#
        let ltr = try layout(row + landscape, landscape: true)
        XCTAssertEqual(insets(ltr), [0, 59, 21, 0])
        XCTAssertEqual(ltr.frame("h").minX, 59)
        let rtl = try layout(row + ".environment(\\.layoutDirection, .rightToLeft)" + landscape, landscape: true)
        XCTAssertEqual(insets(rtl), [0, 59, 21, 0])
        XCTAssertEqual(rtl.frame("h").maxX, 793)
    }

    func testTheDailyChallengeShapeRunsItsButtonUnderTheHomeIndicator() throws {
        // The stack inside the reader ignores the bottom safe area, and the button's label is
        // padded by half the reader's bottom inset: 17.
        let result = try layout("""
        GeometryReader { proxy in
            VStack(spacing: 0) {
                Spacer()
                Text("View all").padding(.vertical, 20).padding(.bottom, proxy.safeAreaInsets.bottom / 2)
                    .frame(maxWidth: .infinity).background(Color.black).id("button")
            }
            .edgesIgnoringSafeArea(.bottom)
        }
        .previewDevice("iPhone 15")
        """)
        // 20 + 20 + 20 + 17 = 77 tall, ending at the screen's bottom, 852.
        XCTAssertFrame(result.frame("button"), 0, 775, 393, 77)
        XCTAssertEqual(result.warnings, [])
    }

    func testUnderAScaleEffectTheInsetsAreUnknown() throws {
        // SwiftUI resolves them through the effect's transform, which layout does not place:
        // the unknown value, a modifier given it left out with a located warning.
        let result = try layout("""
        GeometryReader { proxy in
            Color.red.frame(width: 10, height: 10).padding(.top, proxy.safeAreaInsets.top).id("c")
        }
        .scaleEffect(0.5)
        .previewDevice("iPhone 15")
        """)
        XCTAssertTrue(result.warnings.contains { $0.contains("V.swift:2:") && $0.contains("left out .padding")
            && $0.contains("GeometryProxy.safeAreaInsets") }, "\(result.warnings)")
    }
}
