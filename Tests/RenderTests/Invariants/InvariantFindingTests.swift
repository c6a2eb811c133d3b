import Foundation
import Testing
@testable import RenderLayout
@testable import RenderScene

/// Defects the layout-invariant suite found, each kept as a test in exact numbers
/// (docs/invariants.md). The campaign's seed and case are named where a finding came from.
@Suite struct InvariantFindingTests {
    /// Every sizing question of `json` laid out at `width`×`height`.
    static func trace(_ json: String, width: Double?, height: Double?) throws -> [LayoutTrace.Entry] {
        let decoded = try SceneDecoder.decode(Array(json.utf8), file: "t.json")
        let trace = LayoutTrace()
        _ = try Renderer.layout(decoded.root, options: RenderOptions(width: width, height: height), measurer: FixedAdvanceMeasurer(), trace: trace)
        var all: [LayoutTrace.Entry] = []
        LayoutInvariants.visit(trace.roots) { entry, _ in all.append(entry) }
        return all
    }

    /// Seed 1795713814, case 2926: a VStack probes its child with an infinite height; a
    /// safeAreaInset whose inset content answered infinity proposed its view ∞ − ∞ = NaN.
    /// Infinity less any length is infinity (decision, SafeAreaInset's step 3): the view is
    /// proposed infinity and answers it, and the modifier answers infinity.
    @Test func safeAreaInsetUnderAnInfiniteProposalProposesNoNaN() throws {
        let entries = try Self.trace("""
            {"root": {"type": "VStack", "children": [
              {"type": "RoundedRectangle", "cornerRadius": 44, "modifiers": [
                {"safeAreaInset": {"edge": "top", "content": {"type": "Spacer", "minLength": 0}}}]}]}}
            """, width: nil, height: 390)
        #expect(entries.allSatisfy { $0.proposal.height?.isNaN != true && $0.uncleanSize == nil })
        let probe = try #require(entries.first { $0.kind == "safeAreaInset" && $0.proposal.height == .infinity })
        #expect(probe.size == Size(width: 10, height: .infinity))
        let shape = try #require(probe.children.first { $0.kind == "RoundedRectangle" })
        #expect(shape.proposal == ProposedViewSize(width: nil, height: .infinity))
        #expect(shape.size == Size(width: 10, height: .infinity))
    }
}

extension InvariantFindingTests {
    /// Seed 23 cases 125 and 266 (the fixed seed): a DisclosureGroup proposed 1 point answered
    /// 1 point, so its chevron (10 wide, at the trailing edge) sat at x −9, outside it. Its header
    /// is `HStack { label; Spacer(); chevron }` on iOS, which is never narrower than the label,
    /// 8 and the chevron: here 0 + 8 + 10 = 18, the chevron at 8…18.
    @Test func aDisclosureGroupUnderANarrowProposalKeepsItsChevronInside() throws {
        let decoded = try SceneDecoder.decode(Array(#"{"root": {"type": "DisclosureGroup", "title": "Title"}}"#.utf8), file: "d.json")
        let result = try Renderer.layout(decoded.root, options: RenderOptions(width: 1, height: nil), measurer: FixedAdvanceMeasurer())
        let group = result.root
        #expect(group.kind == "DisclosureGroup")
        #expect(group.frame.width == 18)
        let chevron = try #require(group.children.first { $0.kind == "Image" })
        #expect([chevron.frame.minX - group.frame.minX, chevron.frame.width] == [8, 10])
        #expect(LayoutInvariants.inside(group).isEmpty)
        // Proposed its ideal width or more, it is as wide as the proposal, as before.
        let wide = try Renderer.layout(decoded.root, options: RenderOptions(width: 300, height: nil), measurer: FixedAdvanceMeasurer())
        #expect(wide.root.frame.width == 300)
    }
}

/// Issue 23's stack and grid family (inv23): infinite children, lazy grids' tracks.
extension InvariantFindingTests {
    static func layout(_ json: String, width: Double?, height: Double?) throws -> PlacedNode {
        let decoded = try SceneDecoder.decode(Array(json.utf8), file: "t.json")
        return try Renderer.layout(decoded.root, options: RenderOptions(width: width, height: height), measurer: FixedAdvanceMeasurer()).root
    }

    static func frames(_ root: PlacedNode) -> [String: Rect] {
        var result: [String: Rect] = [:]
        root.forEach { result[$0.path + " " + $0.kind] = $0.frame }
        return result
    }

    static func hasNaN(_ root: PlacedNode) -> Bool {
        var found = false
        root.forEach { node in
            let f = node.frame
            if [f.minX, f.minY, f.width, f.height].contains(where: \.isNaN) { found = true }
        }
        return found
    }

    /// A filling aspect ratio proposed nil on one axis proposes infinity on both (OpenSwiftUI's
    /// `_AspectRatioLayout`), so its view answers ∞ × ∞. Centring it, or centring anything in a
    /// container it made infinite, was ∞ − ∞ = NaN in DisclosureGroup's header (seed 23 case 2530),
    /// a lazy grid's slots (case 2117), a Grid's cells (case 2925) and right-to-left mirroring
    /// (case 243). Such an offset is 0 now: the child lies at the start (`AlignedPlacement.difference`).
    @Test func infiniteChildrenAreNeverPlacedAtNaN() throws {
        // DisclosureGroup { } label: { Capsule().scaledToFill() } at 390 × 390.
        let group = try Self.layout(#"{"root": {"type": "DisclosureGroup", "children": [], "label": {"type": "Capsule", "modifiers": [{"scaledToFill": true}]}}}"#,
                                    width: 390, height: 390)
        #expect(!Self.hasNaN(group))
        #expect(group.frame == Rect(x: 0, y: 0, width: .infinity, height: .infinity))
        let chevron = try #require(group.children.first { $0.kind == "Image" })
        #expect(chevron.frame == Rect(x: 0, y: 0, width: 10, height: 16))
        // LazyHGrid(rows: [.flexible(), .adaptive(minimum: 40)]) { Circle(); Circle().scaledToFill() } at 390 × nil:
        // rows 10 and 40 (8 apart); the filling circle makes the column infinite.
        let grid = try Self.layout(#"""
            {"root": {"type": "LazyHGrid", "rows": [{"flexible": {}}, {"adaptive": {"minimum": 40}}],
              "children": [{"type": "Circle"}, {"type": "Circle", "modifiers": [{"scaledToFill": true}]}]}}
            """#, width: 390, height: nil)
        #expect(!Self.hasNaN(grid))
        #expect(grid.frame == Rect(x: 0, y: 0, width: .infinity, height: 58))
        #expect(grid.children[0].frame == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(grid.children[1].frame == Rect(x: 0, y: 18, width: .infinity, height: .infinity))
        // Grid { RoundedRectangle().aspectRatio(2, contentMode: .fill) } at 390 × 390.
        let cells = try Self.layout(#"{"root": {"type": "Grid", "children": [{"type": "RoundedRectangle", "cornerRadius": 10, "modifiers": [{"aspectRatio": {"ratio": 2, "contentMode": "fill"}}]}]}}"#,
                                    width: 390, height: 390)
        #expect(!Self.hasNaN(cells))
        #expect(cells.children[0].frame.origin == Point(x: 0, y: 0))
        // Right to left: x' = minX + maxX − x − width is ∞ − ∞ for an infinite child; it keeps its place.
        let mirrored = try Self.layout(#"""
            {"root": {"type": "LazyVGrid", "columns": [{"fixed": 50}, {"fixed": 50}], "children": [
              {"type": "UnevenRoundedRectangle", "topLeadingRadius": 4, "modifiers": [
                {"aspectRatio": {"ratio": 2, "contentMode": "fill"}}, {"environment": {"layoutDirection": "rightToLeft"}}]}]}}
            """#, width: nil, height: 390)
        #expect(!Self.hasNaN(mirrored))
        #expect(mirrored.frame.origin == Point(x: 0, y: 0))
    }

    /// Seed 23 case 4212: `ignoresSafeArea()` around a view of infinite width asked the safe area
    /// for its insets, `maxX − rect.maxX` = ∞ − ∞ = NaN, and proposed its content 390 + NaN, which
    /// the DisclosureGroup answered 0 (a NaN proposal's answer is cleaned to 0). An infinite rect
    /// has no insets on its open edges: the content is proposed 390, as the modifier was.
    @Test func anInfiniteViewHasNoSafeAreaInsets() throws {
        let root = try Self.layout(#"""
            {"root": {"type": "DisclosureGroup", "isExpanded": true, "children": [],
              "label": {"type": "Stepper", "title": "Hello, world", "modifiers": [{"aspectRatio": {"contentMode": "fill"}}]},
              "modifiers": [{"ignoresSafeArea": {"regions": "all"}}]}}
            """#, width: 390, height: nil)
        #expect(root.kind == "ignoresSafeArea" && root.frame.width == .infinity)
        let group = try #require(root.children.first)
        #expect(group.kind == "DisclosureGroup")
        #expect(group.proposal.width == 390)
        #expect(group.frame == Rect(x: 0, y: 0, width: .infinity, height: 32))
        #expect(LayoutInvariants.inside(root).isEmpty)
    }

    /// Seed 23 case 1090: `LazyVGrid(columns: [.flexible(), .adaptive(minimum: 40), .flexible()])`
    /// proposed nil × nil is sized with tracks 10, 40, 10 (an unspecified width counts as 0):
    /// 76 × 40, the text "Title" in two lines of its 40-point track. Placing it redid the tracks
    /// from its 76 points (20, 20, 20), so the text, in 20, took three lines, 60 points, and
    /// overflowed the grid's 40. Proposed nil, the grid keeps the tracks it was sized with.
    @Test func aLazyGridProposedNilIsPlacedWithTheTracksItWasSizedWith() throws {
        let grid = try Self.layout(#"""
            {"root": {"type": "LazyVGrid", "columns": [{"flexible": {}}, {"adaptive": {"minimum": 40}}, {"flexible": {}}],
              "children": [{"type": "Divider"}, {"type": "Text", "text": "Title"}]}}
            """#, width: nil, height: nil)
        #expect(grid.frame == Rect(x: 0, y: 0, width: 76, height: 40))
        #expect(grid.children[1].frame == Rect(x: 18, y: 0, width: 40, height: 40))
        #expect(LayoutInvariants.inside(grid).isEmpty)
    }

    /// A lazy grid's tracks come from its GridItems alone, never from the cells (SwiftUI Field
    /// Guide, "LazyVGrid": "the widths of the grid columns are computed without consulting the
    /// subviews"; objc.io, "SwiftUI's Grid Views": fixed columns are "always rendered exactly at
    /// the specified width"): a cell wider than its column overflows it, centred on it, out of the
    /// grid. The invariant suite explains that overflow across the grid, and only across it.
    @Test func aCellWiderThanItsLazyGridColumnOverflowsAcrossOnly() throws {
        let grid = try Self.layout(#"""
            {"root": {"type": "LazyVGrid", "columns": [{"fixed": 50}, {"fixed": 50}],
              "children": [{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 100, "height": 10}}]}]}}
            """#, width: nil, height: nil)
        #expect(grid.frame == Rect(x: 0, y: 0, width: 108, height: 10))
        #expect(grid.children[0].frame == Rect(x: -25, y: 0, width: 100, height: 10))
        #expect(LayoutInvariants.inside(grid).isEmpty)
        // The same cell out of the grid along it (down) is still named.
        var moved = grid
        moved.children[0].frame = Rect(x: 0, y: 5, width: 50, height: 10)
        #expect(LayoutInvariants.inside(moved).map(\.rule) == ["inside"])
    }
}

extension InvariantFindingTests {
    /// Campaign seed 1795724884, case 2212: `HStack { VStack { Toggle(…).aspectRatio(1, contentMode: .fit) } }`.
    /// The VStack, probed ∞ × 390, probes its child ∞ × ∞ (a fit aspect ratio then answers ∞) and
    /// then proposes it ∞ × 390, which it answers 390 × 31: the VStack's 390 × 31 is right (SwiftUI's
    /// fit within ∞ × 390 is 390 wide). The infinity check reads each child's last answer, the
    /// proposal it was given, not its probes.
    @Test func theInfinityCheckReadsAChildsLastAnswerNotItsProbes() throws {
        let decoded = try SceneDecoder.decode(Array(#"""
            {"root": {"type": "HStack", "children": [{"type": "VStack", "children": [
              {"type": "Toggle", "title": "Hello, world", "isOn": false, "modifiers": [{"aspectRatio": {"ratio": 1, "contentMode": "fit"}}]}]}]}}
            """#.utf8), file: "t.json")
        let trace = LayoutTrace()
        _ = try Renderer.layout(decoded.root, options: RenderOptions(width: 390, height: 390), measurer: FixedAdvanceMeasurer(), trace: trace)
        var entries: [LayoutTrace.Entry] = []
        LayoutInvariants.visit(trace.roots) { entry, _ in entries.append(entry) }
        let stack = try #require(entries.first { $0.kind == "VStack" && $0.proposal == ProposedViewSize(width: .infinity, height: 390) })
        #expect(stack.size == Size(width: 390, height: 31))
        // A probe answered infinity; the child's last answer is a number (390 to ∞ × 390).
        #expect(stack.children.contains { $0.size?.width == .infinity })
        #expect(stack.children.contains { $0.proposal == ProposedViewSize(width: .infinity, height: 390) && $0.size?.width == 390 })
        #expect(stack.children.last?.size?.width.isFinite == true)
        #expect(LayoutInvariants.infiniteAnswers(trace.roots).isEmpty)
    }
}
