import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `#if` in every position Swift allows, evaluated as an iOS 17 simulator debug build
/// (docs/swift-input.md, "Compilation conditions"); fixed-advance measurer (10 pt per
/// character, 20 pt lines).
final class SwiftConditionsTests: XCTestCase {
    func load(_ source: String, defines: [String] = [], strict: Bool = false) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options(strict: strict, defines: defines)
        options.stepLimit = 50_000
        return try SwiftSource.load(Array(source.utf8), file: "View.swift", options: options)
    }

    func layout(_ source: String, defines: [String] = []) throws -> Renderer.LayoutResult {
        let loaded = try load(source, defines: defines)
        return try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
    }

    /// The width of the view with id "x" when `condition` guards a 10-wide frame and its
    /// `#else` a 20-wide one.
    func width(_ condition: String, defines: [String] = []) throws -> Double {
        try layout("""
        #if \(condition)
        let w: CGFloat = 10
        #else
        let w: CGFloat = 20
        #endif
        Color.red.frame(width: w, height: 1).id("x")
        """, defines: defines).frame("x").width
    }

    func testConditionsOfAnIOSDebugBuild() throws {
        XCTAssertEqual(try width("DEBUG"), 10)
        XCTAssertEqual(try width("os(iOS)"), 10)
        XCTAssertEqual(try width("os(macOS)"), 20)
        XCTAssertEqual(try width("!os(macOS)"), 10)
        XCTAssertEqual(try width("canImport(UIKit)"), 10)
        XCTAssertEqual(try width("canImport(SwiftUI)"), 10)
        XCTAssertEqual(try width("canImport(AppKit)"), 20)
        // SwiftUIX's `SearchBar` (copied into Mlem) is declared under this condition.
        XCTAssertEqual(try width("(os(iOS) && canImport(CoreTelephony)) || os(macOS)"), 10)
        XCTAssertEqual(try width("targetEnvironment(simulator)"), 10)
        XCTAssertEqual(try width("targetEnvironment(macCatalyst)"), 20)
        XCTAssertEqual(try width("arch(arm64)"), 10)
        XCTAssertEqual(try width("arch(x86_64)"), 20)
        XCTAssertEqual(try width("swift(>=5.9)"), 10)
        XCTAssertEqual(try width("swift(>=6.1)"), 20)
        XCTAssertEqual(try width("swift(<6)"), 20)
        XCTAssertEqual(try width("compiler(>=5.3)"), 10)
        XCTAssertEqual(try width("RELEASE"), 20)
        XCTAssertEqual(try width("os(iOS) && !DEBUG"), 20)
        XCTAssertEqual(try width("os(macOS) || DEBUG"), 10)
        XCTAssertEqual(try width("(os(macOS) || os(iOS)) && canImport(UIKit)"), 10)
        XCTAssertEqual(try width("true"), 10)
        // `--define NAME`.
        XCTAssertEqual(try width("SNAPSHOTS"), 20)
        XCTAssertEqual(try width("SNAPSHOTS", defines: ["SNAPSHOTS"]), 10)
    }

    func testElseIfTakesTheFirstThatHolds() throws {
        let result = try layout("""
        #if os(macOS)
        let w: CGFloat = 1
        #elseif os(iOS)
        let w: CGFloat = 2
        #elseif DEBUG
        let w: CGFloat = 3
        #else
        let w: CGFloat = 4
        #endif
        Color.red.frame(width: w, height: 1).id("x")
        """)
        XCTAssertEqual(result.frame("x").width, 2)
    }

    /// The report: a file whose first `#if DEBUG` follows its header comment.
    func testFileScopeIfAfterAHeaderComment() throws {
        let result = try layout("""
        //
        //  PreviewData.swift
        //
        #if DEBUG
        struct Sample: View {
            var body: some View { Text("debug").id("t") }
        }
        #endif
        """)
        XCTAssertSize(result.frame("t"), 50, 20)
    }

    func testMembersInsideAStructAreNotDropped() throws {
        let result = try layout("""
        struct Card: View {
            #if os(iOS)
            var width: CGFloat = 30
            var label: String { "ios" }
            #else
            var width: CGFloat = 60
            var label: String { "other" }
            #endif

            var body: some View {
                Text(label).frame(width: width).id("t")
            }
        }
        """)
        XCTAssertSize(result.frame("t"), 30, 20)
    }

    func testInViewBuildersAndFunctions() throws {
        let result = try layout("""
        func gap() -> CGFloat {
            #if DEBUG
            return 7
            #else
            return 0
            #endif
        }
        VStack(spacing: gap()) {
            #if os(macOS)
            Text("mac")
            #else
            Text("phone").id("a")
            Text("two").id("b")
            #endif
        }
        """)
        XCTAssertFrame(result.frame("a"), 0, 0, 50, 20)
        // Spacing 7 from the function's active clause.
        XCTAssertEqual(result.frame("b").minY, 27)
    }

    func testAmongSwitchCases() throws {
        let result = try layout("""
        enum Platform { case phone, mac }
        let platform = Platform.mac
        switch platform {
        case .phone: Text("phone").id("t")
        #if os(macOS)
        case .mac: Text("macOS").id("t")
        #else
        case .mac: Text("iOS").id("t")
        #endif
        }
        """)
        XCTAssertSize(result.frame("t"), 30, 20)
    }

    func testPostfixModifierChains() throws {
        let result = try layout("""
        VStack(spacing: 0) {
            Text("a")
            #if os(iOS)
                .padding(10)
                .frame(width: 50)
            #elseif os(macOS)
                .padding(100)
            #endif
                .id("a")
            Text("b")
            #if os(macOS)
                .padding(100)
            #endif
                .id("b")
        }
        """)
        XCTAssertSize(result.frame("a"), 50, 40)
        XCTAssertSize(result.frame("b"), 10, 20)
    }

    func testInExtensionsAndEnums() throws {
        let result = try layout("""
        enum Metric {
            #if DEBUG
            static let side: CGFloat = 12
            #endif
        }
        extension View {
            #if os(iOS)
            func boxed() -> some View { frame(width: Metric.side, height: Metric.side) }
            #endif
        }
        Color.red.boxed().id("x")
        """)
        XCTAssertSize(result.frame("x"), 12, 12)
    }

    func testAConditionTheRendererCannotReadIsAnErrorAtIt() throws {
        XCTAssertThrowsError(try load("#if someFunction(x) == 3\nText(\"a\")\n#endif")) { error in
            let error = error as? SceneError
            XCTAssertEqual(error?.location?.line, 1)
            XCTAssertTrue(error?.message.contains("unsupported compilation condition") == true, "\(String(describing: error))")
        }
    }
}
