import Foundation
import Testing
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What the invariant suite found in lists, pickers, the navigation chrome and between the
/// front ends once the `FOUND-23-list-nan` and `FOUND-26-labeled-content-ids` gates were
/// removed (docs/invariants.md, "Findings"), in exact numbers with the fixed-advance measurer.
@Suite struct ListNavigationFindingTests {
    static func layout(_ json: String, width: Double?, height: Double?) throws -> PlacedNode {
        let decoded = try SceneDecoder.decode(Array(json.utf8), file: "t.json")
        return try Renderer.layout(decoded.root, options: RenderOptions(width: width, height: height), measurer: FixedAdvanceMeasurer()).root
    }

    static func swift(_ source: String, width: Double?, height: Double?) throws -> PlacedNode {
        let loaded = try SwiftSource.load(Array(source.utf8), file: "T.swift")
        return try Renderer.layout(loaded.scene.root, options: RenderOptions(width: width, height: height), measurer: FixedAdvanceMeasurer()).root
    }

    static func first(_ root: PlacedNode, _ kind: String) -> PlacedNode? {
        var found: PlacedNode?
        root.forEach { if found == nil && $0.kind == kind { found = $0 } }
        return found
    }

    static func nans(_ root: PlacedNode) -> [String] {
        var found: [String] = []
        root.forEach { node in
            let f = node.frame
            if [f.minX, f.minY, f.width, f.height].contains(where: \.isNaN) { found.append("\(node.kind) at \(node.path)") }
        }
        return found
    }

    /// `FOUND-23-list-nan`: a filling aspect ratio proposed nil on one axis answers ∞ × ∞
    /// (OpenSwiftUI's `_AspectRatioLayout`). A List row, a navigation stack's root and bar
    /// items, a TabView's tab and a Picker's parts centred it at (∞ − ∞) / 2 = NaN; an infinite
    /// child now lies at the start (`AlignedPlacement.difference`), as in stacks.
    @Test func infiniteChildrenOfListsChromeAndPickersAreNeverAtNaN() throws {
        let filling = #"{"type": "Color", "color": "red", "modifiers": [{"aspectRatio": {"ratio": 1, "contentMode": "fill"}}]}"#
        let scenes = [
            // The row proposes its content 350 × nil: the content is infinite, the row too.
            #"{"root": {"type": "List", "children": [\#(filling)]}}"#,
            #"{"root": {"type": "NavigationStack", "children": [\#(filling)]}}"#,
            #"{"root": {"type": "NavigationStack", "children": [{"type": "Text", "text": "A", "modifiers": [{"navigationBarItems": {"leading": \#(filling), "trailing": \#(filling)}}, {"navigationBarTitleDisplayMode": "inline"}, {"navigationTitle": "T"}]}]}}"#,
            #"{"root": {"type": "TabView", "children": [\#(filling)]}}"#,
            #"{"root": {"type": "Form", "children": [{"type": "Picker", "label": \#(filling), "selection": 0, "children": [{"type": "Text", "text": "A", "modifiers": [{"tag": 0}]}]}]}}"#,
        ]
        for json in scenes {
            let root = try Self.layout(json, width: 390, height: 600)
            #expect(Self.nans(root).isEmpty, "\(json)")
        }
        // The row: its content starts at its insets, 20 in and 11 down (styles26's row, which
        // centres with AlignedPlacement.difference after its top inset).
        let list = try Self.layout(scenes[0], width: 390, height: 600)
        let row = try #require(Self.first(list, "ListRow"))
        let content = try #require(row.children.first)
        #expect([content.frame.minX - row.frame.minX, content.frame.minY - row.frame.minY] == [20, 11])
        #expect(row.frame.height == .infinity)
    }

    /// Seed 23, case 744 (hidden by the old gate, which took every NaN): an HStack proposed 0
    /// wide holding a filling aspect ratio (its minimum ∞) in a lower-priority group than a
    /// shape. Holding back that minimum and giving it back was ∞ − ∞, so the stack proposed its
    /// children NaN; the groups before it are now offered 0 (StackLayout step 4).
    @Test func aStackHoldingBackAnInfiniteMinimumProposesNoNaN() throws {
        let json = """
            {"root": {"type": "HStack", "children": [
              {"type": "Color", "color": "red", "modifiers": [{"aspectRatio": {"ratio": 2, "contentMode": "fill"}}]},
              {"type": "Rectangle", "modifiers": [{"layoutPriority": 0.5}]},
              {"type": "Text", "text": "ab"}]}}
            """
        let entries = try InvariantFindingTests.trace(json, width: 0, height: 100)
        let proposedNaN = entries.filter { $0.proposal.width?.isNaN == true || $0.proposal.height?.isNaN == true }
        #expect(proposedNaN.isEmpty, "\(proposedNaN.map(\.label))")
        // The Rectangle (first group) is offered 0 while the infinite minimum is held back.
        let rectangle = try #require(entries.last { $0.kind == "Rectangle" })
        #expect(rectangle.proposal.width == 0)
    }

    /// A `ForEach` among a Picker's options tags each of its views with its element's id, as
    /// SwiftUI does (Apple's `Picker` documentation, "Iterating over a picker's options": the
    /// ForEach tags the views itself, from the Identifiable elements' ids). The JSON front end
    /// now does too: `range` items are tagged with their index, so selection 2 shows "Item 2"
    /// from both front ends.
    @Test func aForEachInAPickerTagsItsViewsInBothFrontEnds() throws {
        let json = """
            {"root": {"type": "Picker", "title": "Pick", "selection": 2, "children": [
              {"type": "ForEach", "range": [0, 3], "content": {"type": "Text", "text": "Item {i}"}}]}}
            """
        let decoded = try SceneDecoder.decode(Array(json.utf8), file: "t.json")
        let picker = try #require({ if case .defined(let defined) = decoded.root.kind { return defined.behavior as? PickerBehavior } else { return nil } }())
        // Label, symbol, then the options: the third option.
        #expect(picker.selection == 2)
        let swift = try Self.swift("""
            import SwiftUI
            #Preview {
                Picker("Pick", selection: .constant(2)) {
                    ForEach(0..<3, id: \\.self) { i in Text("Item \\(i)") }
                }
            }
            """, width: 390, height: nil)
        let scene = try Self.layout(json, width: 390, height: nil)
        #expect(LayoutInvariants.signature(swift, passThrough: false) == LayoutInvariants.signature(scene, passThrough: false))
        // An explicit tag wins over the implicit one.
        let explicit = try SceneDecoder.decode(Array("""
            {"root": {"type": "Picker", "title": "Pick", "selection": 7, "children": [
              {"type": "ForEach", "range": [0, 3], "content": {"type": "Text", "text": "Item {i}", "modifiers": [{"tag": 7}]}}]}}
            """.utf8), file: "t.json")
        let explicitPicker = try #require({ if case .defined(let defined) = explicit.root.kind { return defined.behavior as? PickerBehavior } else { return nil } }())
        #expect(explicitPicker.selection == 0)
    }

    /// From Swift, the tag is the element's id: the `id:` key path read from it, or an
    /// Identifiable element's `id` — not the element itself.
    @Test func aForEachInAPickerTagsByIdFromSwift() throws {
        for (data, selection) in [("ForEach(flavors, id: \\.name)", "\"Mint\""), ("ForEach(flavors)", "2")] {
            let loaded = try SwiftSource.load(Array("""
                import SwiftUI
                struct Flavor: Identifiable { let id: Int; let name: String }
                let flavors = [Flavor(id: 1, name: "Vanilla"), Flavor(id: 2, name: "Mint")]
                #Preview {
                    Picker("Flavor", selection: .constant(\(selection))) {
                        \(data) { flavor in Text(flavor.name) }
                    }
                }
                """.utf8), file: "F.swift")
            let picker = try #require({ if case .defined(let defined) = loaded.scene.root.kind { return defined.behavior as? PickerBehavior } else { return nil } }())
            #expect(picker.selection == 1, "\(data)")
        }
    }

    /// Campaign seed 1795726922: `Group { a; b }.overlay(Text("x").id("v"))` applies the overlay
    /// to each view, so the JSON decoder decoded the id twice and refused it as "used twice",
    /// where the Swift front end names the copies `v`, `v@2`. Both name them so now.
    @Test func anIdInAGroupsModifierArgumentNamesEachCopy() throws {
        let json = """
            {"root": {"type": "VStack", "children": [{"type": "Group", "children": [
              {"type": "Text", "text": "a"}, {"type": "Text", "text": "b"}],
              "modifiers": [{"overlay": {"type": "Text", "text": "x", "id": "v"}}]}]}}
            """
        let scene = try Self.layout(json, width: 390, height: nil)
        var ids: [String] = []
        scene.forEach { if let id = $0.id { ids.append(id) } }
        #expect(ids == ["v", "v@2"])
        let swift = try Self.swift("""
            import SwiftUI
            #Preview {
                VStack {
                    Group { Text("a"); Text("b") }.overlay(Text("x").id("v"))
                }
            }
            """, width: 390, height: nil)
        #expect(LayoutInvariants.signature(swift) == LayoutInvariants.signature(scene))
    }

    /// Seed 23, case 451 (`FOUND-26-labeled-content-ids`): `Color.secondary.opacity(0.5).id("v1")`
    /// names the Color in Swift (a colour's opacity is a Color) and the opacity node in JSON;
    /// the front-end check left the opacity node out as a pass-through modifier and its id with
    /// it. One view either way: the id now goes to the node it wraps.
    @Test func anIdOnAColoursOpacityIsTheColoursInBothFrontEnds() throws {
        let json = #"{"root": {"type": "Color", "color": "secondary", "modifiers": [{"opacity": 0.5}, {"id": "v1"}, {"font": {"style": "caption"}}]}}"#
        let scene = try Self.layout(json, width: 100, height: 100)
        let swift = try Self.swift("""
            import SwiftUI
            #Preview { Color.secondary.opacity(0.5).id("v1").font(.caption) }
            """, width: 100, height: 100)
        #expect(LayoutInvariants.signature(scene, passThrough: false) == ["Color #v1 0.0,0.0 100.0×100.0"])
        #expect(LayoutInvariants.signature(swift, passThrough: false) == LayoutInvariants.signature(scene, passThrough: false))
    }
}

extension ListNavigationFindingTests {
    /// Campaign seed 1795726922: a text under `font` and `minimumScaleFactor` shrunk to fit was
    /// named by the styles check as not set in its font. It is set in that font scaled (Apple's
    /// `minimumScaleFactor(_:)`: text scales down to fit, no further than the factor; Text step
    /// 4), which the check now allows; a size outside the factor is still named.
    @Test func aTextShrunkByMinimumScaleFactorKeepsItsFont() throws {
        let json = """
            {"root": {"type": "Text", "text": "Hello, world", "modifiers": [
              {"lineLimit": 1}, {"frame": {"width": 90}}, {"font": {"size": 20}}, {"minimumScaleFactor": 0.5}]}}
            """
        let root = try Self.layout(json, width: 390, height: 100)
        let text = try #require(Self.first(root, "Text"))
        guard case .text(let drawn) = text.content else { Issue.record("not a text"); return }
        #expect(drawn.request.font.size < 20 && drawn.request.font.size >= 10)
        #expect(LayoutInvariants.styles(root).isEmpty)
        var twenty = drawn.request.font
        twenty.size = 20
        #expect(LayoutInvariants.scaledDown(drawn.request.font, from: twenty, least: 0.5))
        #expect(!LayoutInvariants.scaledDown(drawn.request.font, from: twenty, least: 1))
        twenty.size = 60
        #expect(!LayoutInvariants.scaledDown(drawn.request.font, from: twenty, least: 0.5))
    }
}

extension ListNavigationFindingTests {
    /// Campaign seed 1795734743 (cases 904, 2265, 3838, 6969, 13277: hidden by the old gate):
    /// `position` proposed infinity answers infinity; an infinite content's centre at x put it at
    /// −∞, and whatever it placed inside at NaN. An infinite content now starts at the origin
    /// (`AlignedPlacement.difference`); a finite one is centred on the point as before.
    @Test func positionPlacesAnInfiniteContentAtItsOrigin() throws {
        // The shrunk case 13277: a ScrollView around a filling ratio (∞ × ∞ proposed nil) is as
        // wide as its content, and so is the LazyHStack the position holds.
        let json = """
            {"root": {"type": "LazyHStack", "children": [{"type": "ScrollView", "children": [
              {"type": "LazyHStack", "children": [{"type": "Toggle", "title": "Hello, world", "isOn": true}], "modifiers": [{"scaledToFill": true}]}]}],
              "modifiers": [{"position": {"x": 16, "y": -12}}]}}
            """
        let root = try Self.layout(json, width: nil, height: nil)
        #expect(Self.nans(root).isEmpty)
        let content = try #require(root.children.first)
        #expect(content.kind == "LazyHStack")
        #expect(content.frame.width == .infinity)
        // Infinitely wide: at the position's origin across; its finite height centred on y −12.
        #expect([content.frame.minX, content.frame.minY, content.frame.height] == [0, -17, 10])
        let finite = try Self.layout(#"{"root": {"type": "Text", "text": "ab", "modifiers": [{"position": {"x": 16, "y": 30}}]}}"#,
                                     width: 200, height: 100)
        let centred = try #require(Self.first(finite, "Text"))
        #expect([centred.frame.minX + centred.frame.width / 2, centred.frame.minY + centred.frame.height / 2] == [16, 30])
    }

    /// Seed 1795734743, case 10186: right to left, a finite child of an infinitely wide parent
    /// was mirrored to x = ∞ (minX + maxX − x − width), and its children to NaN. A place that is
    /// not finite once mirrored stays unmirrored (LayoutEngine step 3), as an infinite child does.
    @Test func mirroringInAnInfiniteParentKeepsFinitePlaces() throws {
        let json = """
            {"root": {"type": "ScrollView", "axes": ["horizontal"], "children": [
              {"type": "HStack", "children": [{"type": "Text", "text": "ab"}, {"type": "Color", "color": "red"}],
               "modifiers": [{"environment": {"layoutDirection": "rightToLeft"}}]}]}}
            """
        let root = try Self.layout(json, width: 200, height: 100)
        #expect(Self.nans(root).isEmpty)
        var origins: [Double] = []
        root.forEach { node in if node.kind == "Text" { origins.append(node.frame.minX) } }
        #expect(!origins.isEmpty && origins.allSatisfy { $0.isFinite })
    }

    /// Seed 1795734743, case 20572: a page-style TabView 15 points square with two pages. Its
    /// dots (7½ + 10⅙ + 7½ = 25⅙ wide, in a 26-point row) keep their size, centred on its bottom
    /// edge, and overflow it, as UIPageControl keeps its intrinsic size: explained by the check
    /// only where the TabView is narrower or shorter than the row.
    @Test func pageDotsOfASmallTabViewOverflowItExplained() throws {
        let json = """
            {"root": {"type": "TabView", "children": [{"type": "Circle"}, {"type": "Capsule"}],
              "modifiers": [{"tabViewStyle": "page"}, {"frame": {"width": 15, "height": 15}}]}}
            """
        let root = try Self.layout(json, width: 100, height: 100)
        let tabView = try #require(Self.first(root, "TabView"))
        let dots = tabView.children.dropFirst()
        // 7½ across, 17⅔ apart (BarMetrics), each edge placed on the scale-1 pixel grid.
        // Centred on the TabView's middle (50): 50 − 12.58 = 37.42…44.92, then 17⅔ on,
        // 55.08…62.58; on the grid 37…45 and 55…63, 8 wide.
        #expect(dots.map(\.frame.width) == [8, 8])
        #expect(dots.map(\.frame.minX) == [37, 55])
        #expect(LayoutInvariants.inside(root).isEmpty)
        // A dot moved outside a TabView large enough for its row is named.
        var moved = root
        func shift(_ node: inout PlacedNode) {
            if node.kind == "TabView" { node.children[1].frame.origin.x -= 40; return }
            for index in node.children.indices { shift(&node.children[index]) }
        }
        let wide = try Self.layout(json.replacingOccurrences(of: #""width": 15, "height": 15"#, with: #""width": 90, "height": 90"#),
                                   width: 100, height: 100)
        moved = wide
        shift(&moved)
        #expect(LayoutInvariants.inside(moved).map(\.rule) == ["inside"])
    }

    /// Seed 1795734743, case 15969: a segmented Picker 50 wide whose option (a
    /// ContentUnavailableView, 90 wide at any proposal) is centred on its segment and runs on
    /// past it (SegmentedPickerLayout step 4, a decision): explained where the option answered
    /// more than its segment offered.
    @Test func aSegmentedOptionWiderThanItsSegmentIsCentredOnIt() throws {
        let json = """
            {"root": {"type": "Picker", "title": "P", "selection": 1, "children": [
              {"type": "ContentUnavailableView", "title": "Wide label text here", "systemImage": "star", "modifiers": [{"tag": 1}]}],
              "modifiers": [{"pickerStyle": "segmented"}]}}
            """
        let root = try Self.layout(json, width: 50, height: 200)
        let picker = try #require(Self.first(root, "Picker"))
        let option = try #require(Self.first(picker, "ContentUnavailableView"))
        #expect(option.frame.width > picker.frame.width)
        #expect(abs((option.frame.minX + option.frame.width / 2) - (picker.frame.minX + picker.frame.width / 2)) <= 1)
        #expect(LayoutInvariants.inside(root).isEmpty)
    }
}

extension ListNavigationFindingTests {
    /// Campaign seed 1795736055 (cases 17410, 17508, 19461, 20797, 12729: a navigation bar item,
    /// a Grid cell, a lazy stack): `safeAreaInset` centred its view across the edge at
    /// (size − ∞) / 2 and put the inset content after an infinite view at ∞ − ∞, NaN. Such an
    /// offset is 0 now, the view at the start (SafeAreaInset step 5).
    @Test func safeAreaInsetPlacesInfiniteViewsAtTheStart() throws {
        let json = """
            {"root": {"type": "Slider", "value": 0.25, "modifiers": [{"aspectRatio": {"ratio": 0.5, "contentMode": "fill"}},
              {"safeAreaInset": {"edge": "bottom", "content": {"type": "Ellipse"}}}, {"fixedSize": {"horizontal": true, "vertical": true}}]}}
            """
        let root = try Self.layout(json, width: nil, height: nil)
        #expect(Self.nans(root).isEmpty)
        let ellipse = try #require(Self.first(root, "Ellipse"))
        let inset = try #require(Self.first(root, "safeAreaInset"))
        #expect(ellipse.frame.minX == inset.frame.minX)
        // A finite inset is centred across as before: a 100-wide Color over a 40-wide Text.
        let finite = try Self.layout("""
            {"root": {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 100, "height": 50}},
              {"safeAreaInset": {"edge": "bottom", "spacing": 0, "content": {"type": "Text", "text": "abcd"}}}]}}
            """, width: nil, height: nil)
        let text = try #require(Self.first(finite, "Text"))
        #expect([text.frame.minX, text.frame.minY] == [30, 50])
    }
}

extension ListNavigationFindingTests {
    /// Campaign seed 1795738421, case 21188: a Toggle's label, a `scaledToFill` LazyHGrid whose
    /// ideal width is infinite (a filling ratio inside), proposed ∞ × nil by the Toggle's row:
    /// the width's scale was ∞ ÷ ∞ = NaN and the grid was proposed NaN × NaN. An infinite side
    /// proposed infinity scales by 1 (AspectRatioLayout step 3).
    @Test func aFillingRatioOverAnInfiniteIdealSizeProposesNoNaN() throws {
        let json = """
            {"root": {"type": "Toggle", "isOn": false, "label": {"type": "LazyHGrid", "rows": [{"flexible": {}}], "children": [
              {"type": "GroupBox", "title": "Hello, world", "children": [], "modifiers": [{"aspectRatio": {"ratio": 2, "contentMode": "fill"}}]}],
              "modifiers": [{"scaledToFill": true}]}}}
            """
        let entries = try InvariantFindingTests.trace(json, width: 390, height: nil)
        let proposedNaN = entries.filter { $0.proposal.width?.isNaN == true || $0.proposal.height?.isNaN == true }
        #expect(proposedNaN.isEmpty)
        let infinite = entries.filter { $0.kind == "LazyHGrid" && $0.proposal.width == .infinity }
        let grid = try #require(infinite.last)
        #expect(grid.proposal.height == .infinity)
    }
}
