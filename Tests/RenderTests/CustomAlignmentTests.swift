import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Custom alignment guides (`AlignmentID`) and how containers merge their children's explicit
/// guides, with the fixed-advance measurer (10 pt per character, 20 pt lines).
///
/// The rule under test (`AlignmentKey.combineExplicit`), from the evidence:
/// - Apple, "Aligning views across stacks": a custom guide set on a view deep inside nested
///   stacks aligns the enclosing stacks on it; its `defaultValue` applies where none is set.
/// - Apple, `Layout.explicitAlignment(of:in:proposal:subviews:cache:)`: "If you don't implement
///   the method, the protocol's default implementation merges the subviews' guides."
/// - OpenSwiftUI, `AlignmentGuide.swift`: `AlignmentID._combineExplicit` keeps the running mean
///   of the explicit values given (its `combineExplicitLinear` test: 0…n gives n/2); the
///   `FrameAlignment`s (top, center, bottom, leading, trailing) never combine; the first text
///   baseline takes the min, the last the max. `UnaryLayoutView.explicitAlignment`: a modifier
///   forwards its child's value shifted by the child's origin.
final class CustomAlignmentTests: XCTestCase {
    // MARK: - JSON scenes

    /// Apple's star rating beside a title (the "across stacks" pattern): the star's middle and
    /// the title's middle share one line, though each sits at a different depth of its VStack.
    func testStarAndTitleAlignAcrossStacks() throws {
        let result = try layout("""
        {"alignments": {"midStarAndTitle": {"axis": "vertical", "default": "bottom"}},
         "root": {"type": "HStack", "alignment": "midStarAndTitle", "spacing": 8, "id": "row", "children": [
          {"type": "VStack", "spacing": 0, "id": "left", "children": [
            {"type": "Rectangle", "id": "star", "modifiers": [{"frame": {"width": 20, "height": 20}},
              {"alignmentGuide": {"guide": "midStarAndTitle", "value": "bottom / 2"}}]},
            {"type": "Text", "text": "5 stars"}]},
          {"type": "VStack", "alignment": "leading", "spacing": 0, "id": "right", "children": [
            {"type": "Text", "text": "Kicker"},
            {"type": "Text", "text": "Title", "id": "title", "modifiers": [{"alignmentGuide": {"guide": "midStarAndTitle", "value": "bottom / 2"}}]},
            {"type": "Text", "text": "Sub"}]}]}}
        """)
        // Left: guide 0 + 10; right: 20 + 10. The row is 60 tall, the left column 20 down.
        XCTAssertFrame(result.frame("row"), 0, 0, 138, 60)
        XCTAssertFrame(result.frame("left"), 0, 20, 70, 40)
        XCTAssertFrame(result.frame("right"), 78, 0, 60, 60)
        XCTAssertFrame(result.frame("star"), 25, 20, 20, 20)
        XCTAssertFrame(result.frame("title"), 78, 20, 50, 20)
    }

    /// Two children set the guide: the stack's value is their mean (10 and 50 give 30), not
    /// the first (10), the last (50), the min or the max.
    func testSeveralExplicitValuesMergeToTheirMean() throws {
        let result = try layout("""
        {"alignments": {"mid": {"axis": "vertical", "default": "bottom"}},
         "root": {"type": "HStack", "alignment": "mid", "spacing": 0, "children": [
          {"type": "Rectangle", "id": "marker", "modifiers": [{"frame": {"width": 10, "height": 10}}]},
          {"type": "VStack", "spacing": 0, "id": "stack", "children": [
            {"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 20}}, {"alignmentGuide": {"guide": "mid", "value": 10}}]},
            {"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 40}}, {"alignmentGuide": {"guide": "mid", "value": 30}}]}]}]}}
        """)
        XCTAssertFrame(result.frame("marker"), 0, 20, 10, 10)
        XCTAssertFrame(result.frame("stack"), 10, 0, 20, 60)
    }

    /// No view sets the guide: every view, the stack included, uses the default value.
    func testDefaultValueWhenNoViewSetsTheGuide() throws {
        let result = try layout("""
        {"alignments": {"quarter": {"axis": "vertical", "default": "height / 4"}},
         "root": {"type": "HStack", "alignment": "quarter", "spacing": 0, "children": [
          {"type": "Rectangle", "id": "small", "modifiers": [{"frame": {"width": 10, "height": 10}}]},
          {"type": "VStack", "spacing": 0, "id": "stack", "children": [
            {"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 20}}]},
            {"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 40}}]}]}]}}
        """, scale: 2)
        // small: 2.5, stack (60 tall): 15 (at scale 2, so that 12.5 is on the pixel grid).
        XCTAssertFrame(result.frame("small"), 0, 12.5, 10, 10)
        XCTAssertFrame(result.frame("stack"), 10, 0, 20, 60)
    }

    /// A custom default may use other guides, custom ones included.
    func testDefaultsMayUseOtherGuides() throws {
        let result = try layout("""
        {"alignments": {"a": {"axis": "vertical", "default": "b + 5"}, "b": {"axis": "vertical", "default": "height / 2"}},
         "root": {"type": "HStack", "alignment": "a", "spacing": 0, "children": [
          {"type": "Rectangle", "id": "small", "modifiers": [{"frame": {"width": 10, "height": 10}}]},
          {"type": "Rectangle", "id": "tall", "modifiers": [{"frame": {"width": 10, "height": 30}}]}]}}
        """)
        // small: 10, tall: 20.
        XCTAssertFrame(result.frame("small"), 0, 10, 10, 10)
        XCTAssertFrame(result.frame("tall"), 10, 0, 10, 30)
    }

    /// `explicit.NAME ?? value` reads a guide's explicit value (SwiftUI's `d[explicit: .leading]`),
    /// the fallback when the view has none; a stack's explicit custom value is the merged one.
    func testReadingExplicitValues() throws {
        let result = try layout("""
        {"alignments": {"mid": {"axis": "horizontal", "default": "centerX"}},
         "root": {"type": "VStack", "alignment": "leading", "spacing": 0, "children": [
          {"type": "Rectangle", "id": "a", "modifiers": [{"frame": {"width": 40, "height": 10}}]},
          {"type": "Rectangle", "id": "b", "modifiers": [{"frame": {"width": 10, "height": 10}},
            {"alignmentGuide": {"guide": "leading", "value": "explicit.leading ?? 20"}}]},
          {"type": "Rectangle", "id": "c", "modifiers": [{"frame": {"width": 10, "height": 10}},
            {"alignmentGuide": {"guide": "leading", "value": 5}}, {"alignmentGuide": {"guide": "leading", "value": "explicit.leading ?? 20"}}]},
          {"type": "HStack", "spacing": 0, "id": "d", "children": [
            {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}]},
            {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"alignmentGuide": {"guide": "mid", "value": 3}}]}],
           "modifiers": [{"alignmentGuide": {"guide": "leading", "value": "explicit.mid ?? 99"}}]}]}}
        """)
        // Guides: a 0, b 20 (none explicit), c 5, d 10 + 3 (the HStack's merged `mid`).
        XCTAssertFrame(result.frame("a"), 20, 0, 40, 10)
        XCTAssertFrame(result.frame("b"), 0, 10, 10, 10)
        XCTAssertFrame(result.frame("c"), 15, 20, 10, 10)
        XCTAssertFrame(result.frame("d"), 7, 30, 20, 10)
    }

    /// Modifiers forward their content's explicit value shifted by where they put it (padding,
    /// frame); a ZStack merges its children's; an overlay keeps its content's, never its
    /// overlay's; edge guides never reach the container.
    func testModifiersAndZStackForwardExplicitGuides() throws {
        func markerY(_ second: String) throws -> Double {
            let result = try layout("""
            {"alignments": {"mid": {"axis": "vertical", "default": "bottom"}},
             "root": {"type": "HStack", "alignment": "mid", "spacing": 0, "children": [
              {"type": "Rectangle", "id": "marker", "modifiers": [{"frame": {"width": 10, "height": 10}}]}, \(second)]}}
            """)
            return result.frame("marker").minY
        }
        let guided = #"{"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 20}}, {"alignmentGuide": {"guide": "mid", "value": 5}}]}"#
        // padding 10: 10 + 5 = 15, the marker's bottom (10) goes there.
        XCTAssertEqual(try markerY(#"{"type": "VStack", "children": [\#(guided)], "modifiers": [{"padding": 10}]}"#), 5)
        // frame 100 tall, centred: 40 + 5.
        XCTAssertEqual(try markerY(#"{"type": "VStack", "children": [\#(guided)], "modifiers": [{"frame": {"height": 100}}]}"#), 35)
        // ZStack 40 tall, the 20-point child centred at 10: 15.
        XCTAssertEqual(try markerY(#"{"type": "ZStack", "children": [{"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 40}}]}, \#(guided)]}"#), 5)
        // The overlay's own guide (100) is not the view's: 5.
        XCTAssertEqual(try markerY(#"{"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 20}}, {"alignmentGuide": {"guide": "mid", "value": 5}}, {"overlay": {"type": "Rectangle", "modifiers": [{"alignmentGuide": {"guide": "mid", "value": 100}}]}}]}"#), 0)
        // An explicit `top` inside a VStack does not become the VStack's top.
        let top = try layout("""
        {"type": "HStack", "alignment": "top", "spacing": 0, "children": [
          {"type": "Rectangle", "id": "marker", "modifiers": [{"frame": {"width": 10, "height": 10}}]},
          {"type": "VStack", "children": [{"type": "Rectangle", "modifiers": [{"frame": {"width": 20, "height": 20}}, {"alignmentGuide": {"guide": "top", "value": 15}}]}]}]}
        """)
        XCTAssertEqual(top.frame("marker").minY, 0)
    }

    /// `Alignment(horizontal:vertical:)` of custom guides, as `{"horizontal", "vertical"}`.
    func testZStackWithATwoAxisCustomAlignment() throws {
        let result = try layout("""
        {"alignments": {"h": {"axis": "horizontal", "default": "width"}, "v": {"axis": "vertical", "default": "height / 4"}},
         "root": {"type": "ZStack", "alignment": {"horizontal": "h", "vertical": "v"}, "id": "z", "children": [
          {"type": "Rectangle", "id": "big", "modifiers": [{"frame": {"width": 40, "height": 40}}]},
          {"type": "Rectangle", "id": "small", "modifiers": [{"frame": {"width": 10, "height": 10}},
            {"alignmentGuide": {"guide": "h", "value": 0}}, {"alignmentGuide": {"guide": "v", "value": 0}}]}]}}
        """)
        XCTAssertFrame(result.frame("z"), 0, 0, 50, 40)
        XCTAssertFrame(result.frame("big"), 0, 0, 40, 40)
        XCTAssertFrame(result.frame("small"), 40, 10, 10, 10)
    }

    func testBadDeclarations() throws {
        func message(_ json: String) -> String {
            do { _ = try scene(json); return "" } catch { return "\(error)" }
        }
        let root = #""root": {"type": "HStack", "alignment": "a", "children": []}"#
        XCTAssertTrue(message(#"{"alignments": {"a": {"axis": "vertical", "default": "a + 1"}}, \#(root)}"#).contains("needs itself: a → a"))
        XCTAssertTrue(message(#"{"alignments": {"a": {"axis": "vertical", "default": "b"}, "b": {"axis": "vertical", "default": "a / 2"}}, \#(root)}"#)
            .contains("needs itself: a → b → a"))
        let unknown = message(#"{"alignments": {"a": {"axis": "vertical", "default": "bottom"}}, "root": {"type": "HStack", "alignment": "nope", "children": []}}"#)
        XCTAssertTrue(unknown.contains("root.alignment") && unknown.contains("unknown HStack alignment \"nope\"") && unknown.contains("a"), unknown)
        let axis = message(#"{"alignments": {"a": {"axis": "vertical", "default": "bottom"}}, "root": {"type": "VStack", "alignment": "a", "children": []}}"#)
        XCTAssertTrue(axis.contains("\"a\" is a vertical alignment"), axis)
        XCTAssertTrue(message(#"{"alignments": {"top": {"axis": "vertical", "default": "bottom"}}, \#(root)}"#).contains("built-in guide"))
        XCTAssertTrue(message(#"{"alignments": {"a": {"axis": "vertical"}}, \#(root)}"#).contains("needs \"default\""))
        XCTAssertTrue(message(#"{"alignments": {"a": {"axis": "vertical", "default": "explicit.top + 1"}}, \#(root)}"#).contains("may have no value"))
        let guide = message(#"{"type": "Text", "text": "a", "modifiers": [{"alignmentGuide": {"guide": "mid", "value": 1}}]}"#)
        XCTAssertTrue(guide.contains("root.modifiers[0].alignmentGuide.guide") && guide.contains("unknown guide \"mid\""), guide)
    }

    // MARK: - Swift files

    func swiftLayout(_ source: String) throws -> Renderer.LayoutResult {
        var options = SwiftSource.Options()
        options.stepLimit = 50_000
        let loaded = try SwiftSource.load(Array(source.utf8), file: "View.swift", options: options)
        return try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
    }

    func swiftError(_ source: String) -> String {
        do { _ = try swiftLayout(source); return "" } catch { return "\(error)" }
    }

    /// Apple's example as written: an `AlignmentID` enum nested in `extension VerticalAlignment`.
    func testSwiftStarAndTitle() throws {
        let result = try swiftLayout("""
        extension VerticalAlignment {
            private enum MidStarAndTitle: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat {
                    d[.bottom]
                }
            }
            static let midStarAndTitle = VerticalAlignment(MidStarAndTitle.self)
        }

        HStack(alignment: .midStarAndTitle, spacing: 8) {
            VStack(spacing: 0) {
                Rectangle().frame(width: 20, height: 20).id("star")
                    .alignmentGuide(.midStarAndTitle) { d in d[.bottom] / 2 }
                Text("5 stars")
            }
            VStack(alignment: .leading, spacing: 0) {
                Text("Kicker")
                Text("Title").id("title")
                    .alignmentGuide(.midStarAndTitle) { d in d[explicit: .midStarAndTitle] ?? d.height / 2 }
                Text("Sub")
            }
        }
        """)
        XCTAssertFrame(result.frame("star"), 25, 20, 20, 20)
        XCTAssertFrame(result.frame("title"), 78, 20, 50, 20)
    }

    /// `--emit-scene` carries the file's guides as `"alignments"`, and the JSON lays out alike.
    func testEmittedSceneDeclaresTheGuides() throws {
        let source = """
        extension VerticalAlignment {
            enum Mid: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 4 } }
            static let mid = VerticalAlignment(Mid.self)
        }
        HStack(alignment: .mid, spacing: 0) {
            Rectangle().frame(width: 10, height: 10).id("a")
            Rectangle().frame(width: 10, height: 40).id("b").alignmentGuide(.mid) { d in d[explicit: .top] ?? d[.mid] * 2 }
        }
        """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "View.swift")
        let json = JSONOutput.scene(loaded.json)
        XCTAssertTrue(json.contains(#""mid": { "axis": "vertical", "default": "(height / 4)" }"#), json)
        XCTAssertTrue(json.contains(#""value": "(explicit.top ?? (mid * 2))""#), json)
        let fromJSON = try layout(json)
        let fromSwift = try Renderer.layout(loaded.scene.root, options: RenderOptions(), measurer: FixedAdvanceMeasurer())
        // b's guide is 20 (twice its default, 10), a's 2.5: a sits at 17.5, 18 on the pixel grid.
        XCTAssertEqual(fromJSON.frame("a"), fromSwift.frame("a"))
        XCTAssertEqual(fromJSON.frame("b"), fromSwift.frame("b"))
        XCTAssertEqual(fromSwift.frame("b").minY, 0)
        XCTAssertEqual(fromSwift.frame("a").minY, 18)
    }

    /// The `struct X: AlignmentID` form, a horizontal guide in a VStack of HStacks, and the
    /// custom guide's default (a third of the width) where no view sets it.
    func testSwiftHorizontalGuideAcrossHStacks() throws {
        let result = try swiftLayout("""
        struct FirstThird: AlignmentID {
            static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
        }
        extension HorizontalAlignment {
            static let firstThird = HorizontalAlignment(FirstThird.self)
        }
        VStack(alignment: .firstThird, spacing: 0) {
            HStack(spacing: 0) {
                Text("Name:")
                Text("Ada").alignmentGuide(.firstThird) { d in d[.leading] }.id("ada")
            }
            HStack(spacing: 0) {
                Text("E-mail:")
                Text("ada@x").alignmentGuide(.firstThird) { $0[.leading] }.id("mail")
            }
            Rectangle().frame(width: 90, height: 10).id("bar")
        }
        """)
        // Guides: 50 (after "Name:"), 70 (after "E-mail:"), 30 (a third of 90).
        XCTAssertEqual(result.frame("ada").minX, result.frame("mail").minX)
        XCTAssertFrame(result.frame("mail"), 70, 20, 50, 20)
        XCTAssertFrame(result.frame("ada"), 70, 0, 30, 20)
        XCTAssertFrame(result.frame("bar"), 40, 40, 90, 10)
    }

    /// A custom `Layout` without `explicitAlignment` merges its subviews' guides, each where its
    /// `placeSubviews` puts it.
    func testSwiftCustomLayoutMergesByDefault() throws {
        let result = try swiftLayout("""
        extension VerticalAlignment {
            struct Mid: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
            }
            static let mid = VerticalAlignment(Mid.self)
        }
        struct Column: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                var height: CGFloat = 0
                for subview in subviews { height += subview.sizeThatFits(.unspecified).height }
                return CGSize(width: 20, height: height)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var y = bounds.minY
                for subview in subviews {
                    subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                    y += subview.sizeThatFits(.unspecified).height
                }
            }
        }
        HStack(alignment: .mid, spacing: 0) {
            Rectangle().frame(width: 10, height: 10).id("marker")
            Column {
                Rectangle().frame(width: 20, height: 20)
                Rectangle().frame(width: 20, height: 20).alignmentGuide(.mid) { _ in 5 }
            }
        }
        """)
        // The column's guide: 20 + 5; the marker's bottom goes there.
        XCTAssertFrame(result.frame("marker"), 0, 15, 10, 10)
    }

    /// A custom `Layout` with its own `explicitAlignment` for the axis answers for a custom
    /// guide itself, reading its subviews' guides (`d[.mid]`) at layout time.
    func testSwiftCustomLayoutAnswersForACustomGuide() throws {
        let result = try swiftLayout("""
        extension VerticalAlignment {
            struct Mid: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
            }
            static let mid = VerticalAlignment(Mid.self)
        }
        struct Column: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 20, height: 40)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .unspecified)
                subviews[1].place(at: CGPoint(x: bounds.minX, y: bounds.minY + 20), proposal: .unspecified)
            }
            func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout ()) -> CGFloat? {
                guard guide == .mid else { return nil }
                return bounds.minY + 20 + subviews[1].dimensions(in: .unspecified)[.mid] + 2
            }
        }
        HStack(alignment: .mid, spacing: 0) {
            Rectangle().frame(width: 10, height: 10).id("marker")
            Column {
                Rectangle().frame(width: 20, height: 20)
                Rectangle().frame(width: 20, height: 20).alignmentGuide(.mid) { _ in 5 }
            }
        }
        """)
        // The column says 20 + 5 + 2; the marker's bottom goes there.
        XCTAssertFrame(result.frame("marker"), 0, 17, 10, 10)
    }

    /// `Alignment(horizontal:vertical:)` with custom guides, and an `Alignment` static.
    func testSwiftCustomTwoAxisAlignment() throws {
        let result = try swiftLayout("""
        extension HorizontalAlignment {
            enum H: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
            static let h = HorizontalAlignment(H.self)
        }
        extension VerticalAlignment {
            enum V: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 4 } }
            static let v = VerticalAlignment(V.self)
        }
        extension Alignment {
            static let hv = Alignment(horizontal: .h, vertical: .v)
        }
        VStack(spacing: 0) {
            ZStack(alignment: Alignment(horizontal: .h, vertical: .v)) {
                Rectangle().frame(width: 40, height: 40)
                Rectangle().frame(width: 10, height: 10).alignmentGuide(.h) { _ in 0 }.alignmentGuide(.v) { _ in 0 }.id("small")
            }
            Rectangle().frame(width: 10, height: 10).id("dot").frame(width: 50, height: 50, alignment: .hv)
        }
        """)
        XCTAssertFrame(result.frame("small"), 40, 10, 10, 10)
        // In the 50 × 50 frame: x 50 − 10 = 40, y 12.5 − 2.5 = 10, below the 40-tall ZStack.
        XCTAssertFrame(result.frame("dot"), 40, 50, 10, 10)
    }

    func testSwiftBadAlignments() throws {
        let declare = """
        extension VerticalAlignment {
            enum Mid: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.mid] } }
            static let mid = VerticalAlignment(Mid.self)
        }
        """
        let loop = swiftError(declare + "\nHStack(alignment: .mid) { Text(\"a\") }")
        XCTAssertTrue(loop.contains("View.swift:2:") && loop.contains("needs itself: mid → mid"), loop)
        let runaway = swiftError("""
        func spin() -> CGFloat { while true { }; return 1 }
        extension VerticalAlignment {
            enum Mid: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / spin() } }
            static let mid = VerticalAlignment(Mid.self)
        }
        HStack(alignment: .mid) { Text("a") }
        """)
        XCTAssertTrue(runaway.contains("evaluation steps"), runaway)
        let unknown = swiftError("Text(\"a\").alignmentGuide(.nope) { _ in 1 }")
        XCTAssertTrue(unknown.contains("View.swift:1:"), unknown)
        let notID = swiftError("""
        enum Mid { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
        extension VerticalAlignment { static let mid = VerticalAlignment(Mid.self) }
        HStack(alignment: .mid) { Text("a") }
        """)
        XCTAssertTrue(notID.contains("does not conform to AlignmentID"), notID)
    }
}
