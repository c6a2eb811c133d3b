import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Dynamic Type: text styles at iOS's sizes for each category (Apple HIG, Typography,
/// "iOS, iPadOS Dynamic Type sizes"), fixed sizes unscaled, ranges clamping.
final class DynamicTypeTests: XCTestCase {
    func testTextStyleSizesAtSeveralCategories() {
        func sizes(_ category: DynamicTypeSize) -> [Double] {
            Font.TextStyle.allCases.map { $0.font.sized(for: category).size }
        }
        // largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        XCTAssertEqual(sizes(.xSmall), [31, 25, 19, 17, 14, 12, 14, 13, 12, 11, 11])
        XCTAssertEqual(sizes(.large), [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        XCTAssertEqual(sizes(.xxLarge), [38, 32, 26, 24, 21, 19, 21, 20, 17, 16, 15])
        XCTAssertEqual(sizes(.accessibility3), [52, 48, 44, 43, 40, 36, 40, 38, 33, 32, 29])
        XCTAssertEqual(sizes(.accessibility5), [60, 58, 56, 55, 53, 49, 53, 51, 44, 43, 40])
        // Body, the column Apple quotes most: 14 … 53.
        XCTAssertEqual(DynamicTypeSize.allCases.map { $0.pointSize(.body) }, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        XCTAssertEqual(Font.TextStyle.headline.font.sized(for: .accessibility3).weight, .semibold)
    }

    func testNamesSwiftUIAndUIKitSpell() {
        XCTAssertEqual(DynamicTypeSize(name: "xxLarge"), .xxLarge)
        XCTAssertEqual(DynamicTypeSize(name: "extraExtraLarge"), .xxLarge)
        XCTAssertEqual(DynamicTypeSize(name: "AX3"), .accessibility3)
        XCTAssertEqual(DynamicTypeSize(name: "accessibilityExtraLarge"), .accessibility3)
        XCTAssertNil(DynamicTypeSize(name: "huge"))
    }

    func testTextGrowsWithTheCanvasSize() throws {
        // 10 pt a character and 20 pt lines at 17 pt: at xxLarge body is 21 pt.
        let result = try layout(#"{"canvas": {"dynamicTypeSize": "xxLarge"}, "root": {"type": "Text", "id": "t", "text": "abcdefghijklmnopq"}}"#)
        XCTAssertSize(result.frame("t"), 210, 25)
        let title = try layout(#"{"canvas": {"dynamicTypeSize": "accessibility3"}, "root": {"type": "Text", "id": "t", "text": "abcdefghijklmnopq", "modifiers": [{"font": "title"}]}}"#)
        XCTAssertSize(title.frame("t"), 480, 57)
    }

    func testFixedSizesStayAndRelativeSizesScale() throws {
        let fixed = try layout(#"{"canvas": {"dynamicTypeSize": "accessibility5"}, "root": {"type": "Text", "id": "t", "text": "abcdefghijklmnopq", "modifiers": [{"font": {"size": 17}}]}}"#)
        XCTAssertSize(fixed.frame("t"), 170, 20)
        // 34 relative to body: 34 × 21 / 17 = 42 at xxLarge.
        let relative = try layout(#"{"canvas": {"dynamicTypeSize": "xxLarge"}, "root": {"type": "Text", "id": "t", "text": "abcdefghijklmnopq", "modifiers": [{"font": {"size": 34, "relativeTo": "body"}}]}}"#)
        XCTAssertSize(relative.frame("t"), 420, 50)
    }

    func testModifiersSetAndClampTheSize() throws {
        let set = try layout(#"{"type": "Text", "id": "t", "text": "abcdefghijklmnopq", "modifiers": [{"dynamicTypeSize": "xxLarge"}]}"#)
        XCTAssertSize(set.frame("t"), 210, 25)
        let clamped = try layout(#"{"canvas": {"dynamicTypeSize": "accessibility2"}, "root": {"type": "Text", "id": "t", "text": "abcdefghijklmnopq", "modifiers": [{"dynamicTypeSize": {"through": "large"}}]}}"#)
        XCTAssertSize(clamped.frame("t"), 170, 20)
        let raised = try layout(#"{"type": "Text", "id": "t", "text": "abcdefghijklmnopq", "modifiers": [{"dynamicTypeSize": {"from": "xxLarge", "through": "accessibility1"}}]}"#)
        XCTAssertSize(raised.frame("t"), 210, 25)
        // A symbol follows its font.
        let symbol = try layout(#"{"type": "Image", "id": "i", "systemName": "star", "modifiers": [{"environment": {"dynamicTypeSize": "accessibility3"}}]}"#)
        XCTAssertEqual(symbol.frame("i").height, 48)
    }

    func testSwiftSpellings() throws {
        func frame(_ modifiers: String, canvas: DynamicTypeSize = .large) throws -> Rect {
            let loaded = try SwiftSource.load(Array("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("abcdefghijklmnopq").id("t")\(modifiers)
                }
            }
            """.utf8), file: "View.swift", options: SwiftSource.Options())
            var options = RenderOptions(canvas: loaded.scene.canvas)
            options.dynamicTypeSize = canvas
            return try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer()).frame("t")
        }
        XCTAssertSize(try frame(".dynamicTypeSize(.xxLarge)"), 210, 25)
        XCTAssertSize(try frame(".environment(\\.dynamicTypeSize, .xxLarge)"), 210, 25)
        XCTAssertSize(try frame(".dynamicTypeSize(...DynamicTypeSize.large)", canvas: .accessibility5), 170, 20)
        XCTAssertSize(try frame(".dynamicTypeSize(.small ... .large)", canvas: .accessibility5), 170, 20)
        XCTAssertSize(try frame(".dynamicTypeSize(.xLarge...)", canvas: .small), 190, 23)
        XCTAssertSize(try frame(".dynamicTypeSize(..<DynamicTypeSize.xLarge)", canvas: .accessibility5), 170, 20)
        XCTAssertSize(try frame(".font(.system(size: 17))", canvas: .accessibility5), 170, 20)
        XCTAssertSize(try frame(".font(.custom(\"Inter\", size: 34))", canvas: .xxLarge), 420, 50)
        XCTAssertSize(try frame(".font(.custom(\"Inter\", fixedSize: 34))", canvas: .xxLarge), 340, 40)
        XCTAssertSize(try frame(".font(.custom(\"Inter\", size: 17, relativeTo: .title))", canvas: .accessibility3), 292, 35)
    }

    func testConcatenatedRunsFollowTheirStyles() throws {
        let loaded = try SwiftSource.load(Array("""
        import SwiftUI
        struct V: View {
            var body: some View {
                (Text("Title ").font(.title) + Text("fixed ").font(.system(size: 12)) + Text("body")).id("t")
            }
        }
        """.utf8), file: "View.swift", options: SwiftSource.Options())
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.dynamicTypeSize = .xxLarge
        let result = try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
        guard case .text(let run)? = result.node("t")?.content else { return XCTFail("no text") }
        XCTAssertEqual(run.request.runs.map(\.size), [32, 12, nil])
        XCTAssertEqual(run.request.font.size, 21)
    }

    func testBadSizesAreErrors() {
        XCTAssertThrowsError(try scene(#"{"type": "Text", "text": "a", "modifiers": [{"dynamicTypeSize": "huge"}]}"#)) { error in
            XCTAssertTrue("\(error)".contains("unknown Dynamic Type size \"huge\"; expected one of xSmall, small"), "\(error)")
        }
        XCTAssertThrowsError(try scene(#"{"canvas": {"dynamicTypeSize": "giant"}, "root": {"type": "Text", "text": "a"}}"#))
        XCTAssertThrowsError(try scene(#"{"type": "Text", "text": "a", "modifiers": [{"dynamicTypeSize": {"from": "xxLarge", "through": "small"}}]}"#))
        XCTAssertThrowsError(try scene(#"{"type": "Text", "text": "a", "modifiers": [{"dynamicTypeSize": {}}]}"#))
        XCTAssertThrowsError(try scene(#"{"type": "Text", "text": "a", "modifiers": [{"font": {"relativeTo": "body"}}]}"#))
    }
}
