import Foundation
import Testing
@testable import RenderLayout
@testable import RenderScene

/// Issue 23's grid and aspect-ratio classes the invariant campaigns found (`FOUND-23-grid-cells`,
/// `FOUND-23-zero-ratio`; docs/invariants.md), in exact numbers with the fixed-advance measurer
/// (10 points a character, 20 a line).
@Suite struct GridRatioFindingTests {
    static func layout(_ json: String, width: Double?, height: Double?) throws -> PlacedNode {
        try InvariantFindingTests.layout(json, width: width, height: height)
    }

    /// Seed 23 cases 5, 158 and 464; campaigns 1795724884 and 1795726755 (71 findings): a Grid
    /// sized its column under a nil height — "Hello" offered 3 points wraps to one letter a line,
    /// 10 wide — then proposed the cell its slot, 10 × 40 (two lines): "H" and "e…", 20 wide, out
    /// of its 10-point column and of the grid. The column now widens to the cell's answer in its
    /// slot (GridLayout step 7), 20, and the rows are redone: "He" and "l…", 20 × 40.
    @Test func aCellAnsweringItsSlotWiderWidensItsColumn() throws {
        let grid = try Self.layout(#"""
            {"root": {"type": "Grid", "children": [{"type": "GridRow", "children": [{"type": "Text", "text": "Hello"}]}]}}
            """#, width: 3, height: 50)
        #expect(grid.frame.size == Size(width: 20, height: 40))
        #expect(grid.children[0].frame == grid.frame)
        #expect(LayoutInvariants.inside(grid).isEmpty)
        // Two such columns offered 30: 11 and 12 each (less the spacing), 10 under nil, 20 in
        // their 10 × 40 slots; both widen to 20, 8 apart: 48 × 40.
        let two = try Self.layout(#"""
            {"root": {"type": "Grid", "children": [{"type": "GridRow", "children": [
              {"type": "Text", "text": "Hello"}, {"type": "Text", "text": "Hello"}]}]}}
            """#, width: 30, height: 50)
        #expect(two.frame.size == Size(width: 48, height: 40))
        #expect(two.children.map { $0.frame.offsetBy(dx: -two.frame.minX, dy: -two.frame.minY) }
                == [Rect(x: 0, y: 0, width: 20, height: 40), Rect(x: 28, y: 0, width: 20, height: 40)])
        #expect(LayoutInvariants.inside(two).isEmpty)
    }

    /// The same with a view outside any GridRow (a row across every column): the grid is as wide
    /// as the view's answer in its slot, 20, not its 10 under a nil height.
    @Test func aLoneViewAnsweringItsSlotWiderWidensTheGrid() throws {
        let grid = try Self.layout(#"""
            {"root": {"type": "Grid", "children": [{"type": "Text", "text": "Hello"}]}}
            """#, width: 3, height: 50)
        #expect(grid.frame.size == Size(width: 20, height: 40))
        #expect(grid.children[0].frame == grid.frame)
        #expect(LayoutInvariants.inside(grid).isEmpty)
    }

    /// Seed 23 case 800: `LazyVStack { Spacer().aspectRatio(contentMode: .fit) }` proposed
    /// 120 × nil. The Spacer's ideal size in a vertical stack is 0 × 8: its width scale 120 ÷ 0
    /// and its nil height both were infinite, so the fit proposed 0 × ∞, the Spacer answered ∞
    /// tall, and the canvas was refused. A fit that nothing bounds proposes the content its
    /// ideal size (AspectRatioLayout step 5, a decision: SwiftUI's 0 × ∞ is NaN there).
    @Test func aFitOfAZeroSidedIdealSizeThatNothingBoundsKeepsTheIdealSize() throws {
        let entries = try InvariantFindingTests.trace(#"""
            {"root": {"type": "LazyVStack", "children": [{"type": "Spacer", "modifiers": [{"scaledToFit": true}]}]}}
            """#, width: 120, height: nil)
        #expect(entries.last { $0.kind == "aspectRatio" }?.size == Size(width: 0, height: 8))
        #expect(entries.last { $0.kind == "Spacer" }?.proposal == ProposedViewSize(width: 0, height: 8))
        let root = try Self.layout(#"""
            {"root": {"type": "LazyVStack", "children": [{"type": "Spacer", "modifiers": [{"scaledToFit": true}]}]}}
            """#, width: 120, height: nil)
        #expect(root.frame.height == 8)
        // The horizontal twin, `LazyHStack { Spacer().scaledToFit() }` proposed nil × 390: 8 × 0.
        let row = try Self.layout(#"""
            {"root": {"type": "LazyHStack", "children": [{"type": "Spacer", "modifiers": [{"scaledToFit": true}]}]}}
            """#, width: nil, height: 390)
        #expect(row.children[0].frame.size == Size(width: 8, height: 0))
        // Bounded on one axis it scales as before: 8 × 0 fit into 120 × nil is 120 × 0.
        let bounded = try Self.layout(#"""
            {"root": {"type": "LazyHStack", "children": [{"type": "Spacer", "modifiers": [{"scaledToFit": true}]}]}}
            """#, width: 120, height: nil)
        #expect(bounded.children[0].frame.size == Size(width: 120, height: 0))
        // Campaign seed 1795735717, case 5814: a DisclosureGroup's label `Spacer().scaledToFit()`
        // (0 × 8 in its vertical stack) proposed 0 × nil: 0 ÷ 0 bounds nothing either; 0 × 8.
        let group = try Self.layout(#"""
            {"root": {"type": "DisclosureGroup", "children": [], "label": {"type": "Spacer", "modifiers": [{"scaledToFit": true}]}}}
            """#, width: 0, height: nil)
        #expect(group.children[0].frame.size == Size(width: 0, height: 8))
        // An infinite proposal still proposes infinity, as SwiftUI does: a VStack's probe of
        // its child at nil × ∞ is answered ∞ × ∞.
        let probe = try InvariantFindingTests.trace(#"""
            {"root": {"type": "VStack", "children": [{"type": "Color", "color": "red", "modifiers": [{"aspectRatio": {"ratio": 2, "contentMode": "fit"}}]}]}}
            """#, width: nil, height: 390)
        #expect(probe.first { $0.kind == "aspectRatio" && $0.proposal == ProposedViewSize(width: nil, height: .infinity) }?.size
                == Size(width: .infinity, height: .infinity))
    }
}

/// What the invariant checks explain around a Grid and a ViewThatFits (docs/invariants.md).
extension GridRatioFindingTests {
    /// Campaign seed 1795734724, case 12192: `Grid { ZStack { ViewThatFits(in: .horizontal) {
    /// Ellipse(); Divider() } } }` proposed 0 × 390. The ZStack reads its child's alignment guide,
    /// for which the ViewThatFits probes its candidates again — the Ellipse at nil × ∞ answers
    /// 10 × ∞ — and that probe is traced under the ZStack. It is not the ZStack's child (the
    /// ViewThatFits is, and answered 0 × 1): the infinity check passes it over.
    @Test func aViewThatFitsProbeIsNotReadAsItsContainersChild() throws {
        let entries = try InvariantFindingTests.trace(#"""
            {"root": {"type": "Grid", "children": [{"type": "ZStack", "children": [
              {"type": "ViewThatFits", "in": "horizontal", "children": [{"type": "Ellipse"}, {"type": "Divider"}]}]}]}}
            """#, width: 0, height: 390)
        // The probe is there, under the ZStack, answering ∞ to an ∞ proposal.
        #expect(entries.contains { $0.kind == "ZStack" && $0.children.contains { $0.kind == "Ellipse" && $0.size?.height == .infinity } })
        let roots = entries.filter { $0.kind == "Grid" }
        #expect(!roots.isEmpty)
        #expect(LayoutInvariants.infiniteAnswers(roots).isEmpty)
        #expect(LayoutInvariants.viewPath("root.children[0].modifiers[1]") == "root.children[0]")
        #expect(LayoutInvariants.viewPath("root.children[0].modifiers[1].overlay.content") == "root.children[0].modifiers[1].overlay.content")
    }

    /// Campaign seed 1795734724, case 19211: a Grid aligns a cell on its slot by the cell's own
    /// guides (GridLayout step 6), as a frame aligns its content, so
    /// `.alignmentGuide(.trailing) { _ in 10 }` on a lone cell of a trailing Grid puts the cell's
    /// x 10 on the slot's trailing edge: 380 in a 390-point grid, out of it, as out of a frame.
    @Test func anAlignmentGuideMovesAGridCellOutOfItsSlot() throws {
        let grid = try Self.layout(#"""
            {"root": {"type": "Grid", "alignment": "bottomTrailing", "children": [
              {"type": "Color", "color": "red", "modifiers": [{"alignmentGuide": {"guide": "trailing", "value": "10"}}, {"padding": 0}]}]}}
            """#, width: 390, height: 20)
        #expect(grid.frame == Rect(x: 0, y: 0, width: 390, height: 20))
        #expect(grid.children[0].frame == Rect(x: 380, y: 0, width: 390, height: 20))
        #expect(LayoutInvariants.inside(grid).isEmpty)
    }
}

/// A Grid's rows place their cells with the height they offered them (GridLayout step 6).
extension GridRatioFindingTests {
    /// Campaign seed 1795735717, case 11681: `GridRow(alignment: .lastTextBaseline) {
    /// LabeledContent("Title", value: 0.5); List { } }` proposed 390 × 390. The row was sized with
    /// 390 offered — the List 390 (no text: its bottom is its baseline), the text's baseline 16
    /// below its top and 4 above its bottom: 394 — and then each cell was proposed the row's 394,
    /// which the List took, so the text's baseline went to 394 and its bottom to 398, out of the
    /// grid. Placed with the 390 it was sized with, as a stack places its children, the List is
    /// 390 and the text sits on its bottom, 374 to 394.
    @Test func aGridPlacesItsCellsWithTheHeightTheirRowOfferedThem() throws {
        let grid = try Self.layout(#"""
            {"root": {"type": "Grid", "children": [{"type": "GridRow", "alignment": "lastTextBaseline", "children": [
              {"type": "LabeledContent", "title": "Title", "value": 0.5}, {"type": "List", "children": []}]}]}}
            """#, width: 390, height: 390)
        #expect(grid.frame.height == 394)
        let cells = grid.children.map { $0.frame.offsetBy(dx: -grid.frame.minX, dy: -grid.frame.minY) }
        #expect(cells.map(\.minY) == [374, 0])
        #expect(cells.map(\.height) == [20, 390])
        #expect(LayoutInvariants.inside(grid).isEmpty)
        // Campaign seed 1795735717, case 6977: a ContentUnavailableView whose arrangement
        // answered more than the 50 offered (91 with its symbol) no longer pushed its neighbour
        // out of the row: both are proposed the 50 offered. Since session 20 the view leaves its
        // symbol out when the height offered is too short for it (ContentUnavailableLayout step
        // 2, as iOS 18 does), and the rest, its flexible orange description taking what is
        // left, fits the 50: the row is 50, the Rectangle 50 at its top.
        let row = try Self.layout(#"""
            {"root": {"type": "Grid", "children": [{"type": "GridRow", "children": [
              {"type": "ContentUnavailableView", "title": "Title", "systemImage": "star", "description": {"type": "Color", "color": "orange"}},
              {"type": "Rectangle"}]}]}}
            """#, width: nil, height: 50)
        #expect(row.frame.height == 50)
        #expect(row.children[1].frame.height == 50 && row.children[1].frame.minY - row.frame.minY == 0)
        #expect(LayoutInvariants.inside(row).isEmpty)
    }
}

extension GridRatioFindingTests {
    /// Campaign seed 1795735717, case 905: `Text("Hi").font(.headline).minimumScaleFactor(0.5)`
    /// proposed 1 point is set at half the headline's size (Text step 4): the styles check takes
    /// a font no larger than the one set, under a `minimumScaleFactor`, as that font.
    @Test func aTextShrunkByMinimumScaleFactorKeepsItsFont() throws {
        let decoded = try SceneDecoder.decode(Array(#"""
            {"root": {"type": "Text", "text": "Hi", "modifiers": [{"font": {"style": "headline"}}, {"minimumScaleFactor": 0.5}]}}
            """#.utf8), file: "t.json")
        let result = try Renderer.layout(decoded.root, options: RenderOptions(width: 1, height: nil), measurer: FixedAdvanceMeasurer())
        var sizes: [Double] = []
        result.root.forEach { if case .text(let text) = $0.content { sizes.append(text.request.font.size) } }
        #expect(sizes == [8.5])
        #expect(LayoutInvariants.styles(result.root).isEmpty)
    }
}
