import Foundation
import Testing
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What the layout-invariant suite found in lists, control rows and the navigation and tab
/// chrome (issue 23's FOUND-23-list-rows, -list-sections, -control-rows and -chrome), each in
/// exact numbers with the fixed-advance measurer (docs/invariants.md, "Findings").
@Suite struct ListChromeFindingTests {
    static func layout(_ json: String, width: Double?, height: Double?) throws -> PlacedNode {
        let decoded = try SceneDecoder.decode(Array(json.utf8), file: "t.json")
        return try Renderer.layout(decoded.root, options: RenderOptions(width: width, height: height), measurer: FixedAdvanceMeasurer()).root
    }

    static func all(_ root: PlacedNode, _ kind: String) -> [PlacedNode] {
        var found: [PlacedNode] = []
        root.forEach { if $0.kind == kind { found.append($0) } }
        return found
    }

    /// Campaign seed 2301, cases 12 and 9: an inset-grouped section 1 point wide put its card at
    /// x 16 (its margin) and its row's content at 16 + 20, outside the section and the row.
    /// Margins and insets wider than half the width take half of it (`ListMetrics.inset`, a
    /// decision): the card and row at 0.5, the content at 0.5 + 0 (1 on the pixel grid); at
    /// 390 wide nothing moves.
    @Test func aListNarrowerThanItsMarginsKeepsCardAndRowsInside() throws {
        let json = #"{"root": {"type": "List", "children": [{"type": "Circle"}]}}"#
        let narrow = try Self.layout(json, width: 1, height: 200)
        let card = try #require(Self.all(narrow, "SectionCard").first)
        let row = try #require(Self.all(narrow, "ListRow").first)
        let circle = try #require(Self.all(narrow, "Circle").first)
        // 0.5, snapped to the pixel grid.
        #expect([card.frame.minX, card.frame.width, row.frame.minX, row.frame.width] == [1, 0, 1, 0])
        #expect([circle.frame.minX, circle.frame.width] == [1, 0])
        #expect(LayoutInvariants.inside(narrow).isEmpty)
        let wide = try Self.layout(json, width: 390, height: 200)
        let wideCard = try #require(Self.all(wide, "SectionCard").first)
        let wideCircle = try #require(Self.all(wide, "Circle").first)
        #expect([wideCard.frame.minX, wideCard.frame.width, wideCircle.frame.minX] == [20, 350, 40])
    }

    /// A row's content wider than its row (a fixed-size text) runs on past the trailing edge,
    /// as a child larger than its proposal does in SwiftUI: an explained overflow. Its
    /// separator (seed 2301: it started at x −87, outside the card) starts on the card.
    @Test func aRowWiderThanItsCardOverflowsAndItsSeparatorStaysOnTheCard() throws {
        let json = """
            {"root": {"type": "List", "children": [
              {"type": "Text", "text": "A very long row title", "modifiers": [{"fixedSize": true}, {"frame": {"width": 10}}]},
              {"type": "Text", "text": "B"}]}}
            """
        let root = try Self.layout(json, width: 100, height: 300)
        let card = try #require(Self.all(root, "SectionCard").first)
        #expect([card.frame.minX, card.frame.width] == [20, 60])
        let separator = try #require(Self.all(root, "ListSeparator").first { $0.frame.width > 0 })
        // The long text is centred on its 10-point frame at 40…50: it starts at 45 − 105 = −60.
        #expect([separator.frame.minX, separator.frame.maxX] == [20, 80])
        #expect(LayoutInvariants.inside(root).isEmpty)
    }

    /// Seed 2301, case 1018: a Picker row in a Form 1 point wide answered 1, so its chevron
    /// (10 wide, at the trailing edge) sat at x −9. The row is an HStack on iOS, never narrower
    /// than label + 8 + value and chevron: here the label proposed 0 (0 wide) + 8 + 10 = 18.
    @Test func aPickerRowUnderANarrowProposalKeepsItsChevronInside() throws {
        let json = #"{"root": {"type": "Form", "children": [{"type": "Picker", "title": "A", "selection": 9, "children": []}]}}"#
        let root = try Self.layout(json, width: 1, height: 300)
        let picker = try #require(Self.all(root, "Picker").first)
        #expect(picker.frame.width == 18)
        let chevron = try #require(picker.children.first { $0.kind == "Image" })
        #expect([chevron.frame.minX - picker.frame.minX, chevron.frame.width] == [8, 10])
        #expect(LayoutInvariants.inside(picker).isEmpty)
        let wide = try Self.layout(json, width: 390, height: 300)
        #expect(try #require(Self.all(wide, "Picker").first).frame.width == 310)
    }

    /// Seed 2301, case 153: a NavigationStack 0 tall placed its root at y 44 (below its bar),
    /// outside it. The bars keep their heights and overflow the stack (UIKit's bars, unclipped);
    /// the space between them is empty, at the stack's bottom edge: the root at y 0 here, and a
    /// Toggle (31 tall) in a stack 1 tall is centred on y 1, overflowing evenly (explained).
    @Test func aNavigationStackShorterThanItsBarKeepsItsRootInside() throws {
        let capsule = try Self.layout(#"{"root": {"type": "NavigationStack", "children": [{"type": "Capsule"}]}}"#, width: 10, height: 0)
        let shape = try #require(Self.all(capsule, "Capsule").first)
        #expect([shape.frame.minY, shape.frame.height] == [0, 0])
        #expect(LayoutInvariants.inside(capsule).isEmpty)
        let toggle = try Self.layout(#"{"root": {"type": "NavigationStack", "children": [{"type": "Toggle", "title": "T", "isOn": true}]}}"#,
                                     width: 59, height: 1)
        let row = try #require(Self.all(toggle, "Toggle").first)
        #expect([row.frame.minY, row.frame.height] == [-14, 31]) // −14.5 on the pixel grid
        #expect(LayoutInvariants.inside(toggle).isEmpty)
        // With room, the root is centred between the bar (44) and the bottom: 44 + (156 − 31) / 2.
        let roomy = try Self.layout(#"{"root": {"type": "NavigationStack", "children": [{"type": "Toggle", "title": "T", "isOn": true}]}}"#,
                                    width: 200, height: 200)
        #expect(try #require(Self.all(roomy, "Toggle").first).frame.minY == 107) // 106.5 on the pixel grid
    }

    /// Seed 2301, case 1042: a TabView 0 tall; its bar (49) keeps its height and overflows the
    /// top edge, as UIKit's does; the tab's content is at the top, inside.
    @Test func aTabViewShorterThanItsBarKeepsItsContentInside() throws {
        let json = #"{"root": {"type": "TabView", "children": [{"type": "Capsule", "modifiers": [{"tabItem": [{"type": "Text", "text": "A"}]}]}]}}"#
        let root = try Self.layout(json, width: 100, height: 1)
        let shape = try #require(Self.all(root, "Capsule").first)
        #expect([shape.frame.minY, shape.frame.height] == [0, 0])
        let item = try #require(Self.all(root, "TabBarItem").first)
        #expect([item.frame.minY, item.frame.height] == [-48, 49])
        #expect(LayoutInvariants.inside(root).isEmpty)
    }

    /// A navigation stack narrower than its margins (16 each side): the search field and title
    /// start at half its width, not at 16, outside it.
    @Test func aNavigationStackNarrowerThanItsMarginsKeepsItsBarInside() throws {
        let json = #"{"root": {"type": "NavigationStack", "children": [{"type": "Capsule", "modifiers": [{"searchable": {"prompt": "Find"}}]}]}}"#
        let root = try Self.layout(json, width: 10, height: 300)
        let search = try #require(Self.all(root, "SearchField").first)
        #expect([search.frame.minX, search.frame.width] == [5, 0])
    }

    /// A navigation title under a foregroundStyle set around the stack: UIKit draws the bar's
    /// title in its own label colour (UINavigationBarAppearance's titleTextAttributes default;
    /// SwiftUI's `navigationTitle` takes no style), so it stays primary while the root's text
    /// takes the style (decision, NavigationStack step 9).
    @Test func aNavigationTitleKeepsTheLabelColourUnderAForegroundStyle() throws {
        let json = """
            {"root": {"type": "NavigationStack", "children": [
              {"type": "Text", "text": "Body", "modifiers": [{"navigationTitle": "Inbox"}]}],
              "modifiers": [{"foregroundStyle": "red"}]}}
            """
        let root = try Self.layout(json, width: 390, height: 600)
        var styles: [String: ResolvedShapeStyle] = [:]
        root.forEach { node in if case .text(let text) = node.content { styles[text.request.string] = text.style } }
        #expect(styles["Inbox"] == .primary)
        #expect(styles["Body"] != .primary)
        #expect(LayoutInvariants.styles(root).isEmpty)
    }

    /// SwiftUI takes `Group { a; b }.id(x)` and `Section { … }.id(x)`; a scene refused them as
    /// "used twice". The id names the first view `x`, the next `x@2`, as a Swift subtree used
    /// twice is named, and both front ends agree; an id used by two views is still refused.
    @Test func anIdOnAGroupOrSectionNamesEachOfItsViews() throws {
        let group = try Self.layout("""
            {"root": {"type": "VStack", "children": [{"type": "Group", "children": [
              {"type": "Text", "text": "a"}, {"type": "Text", "text": "b"}], "modifiers": [{"id": "g"}, {"padding": 4}]}]}}
            """, width: 390, height: nil)
        #expect(group.children.map(\.id) == ["g#0", "g@2#0"])
        #expect(group.children.map { $0.children.first?.id } == ["g", "g@2"])
        let section = try Self.layout("""
            {"root": {"type": "List", "children": [{"type": "Section", "header": "H", "children": [
              {"type": "Text", "text": "a"}], "modifiers": [{"id": "s"}]}]}}
            """, width: 390, height: 300)
        var ids: [String] = []
        section.forEach { if let id = $0.id { ids.append(id) } }
        #expect(ids == ["s", "s@2"])
        let swift = try SwiftSource.load(Array("""
            import SwiftUI
            #Preview {
                VStack {
                    Group { Text("a"); Text("b") }.id("g").padding(4)
                }
            }
            """.utf8), file: "G.swift")
        let swiftRoot = try Renderer.layout(swift.scene.root, options: RenderOptions(width: 390, height: nil), measurer: FixedAdvanceMeasurer()).root
        #expect(LayoutInvariants.signature(swiftRoot) == LayoutInvariants.signature(group))
        #expect(throws: SceneError.self) {
            try SceneDecoder.decode(Array("""
                {"root": {"type": "VStack", "children": [{"type": "Text", "text": "a", "id": "g"},
                  {"type": "Group", "children": [{"type": "Text", "text": "b"}], "modifiers": [{"id": "g"}]}]}}
                """.utf8), file: "t.json")
        }
    }
}

extension ListChromeFindingTests {
    /// FOUND-23-control-rows: a NavigationLink whose label answered infinity to an infinite
    /// proposal answered a number; a Stepper's and a Picker's parts lay outside them under tiny
    /// or contradictory frames. A link is its label outside a list (infinity stays infinity);
    /// a Stepper is an HStack (label, Spacer, 94-point buttons), never narrower than its parts.
    @Test func controlRowsAnswerInfinityAndKeepTheirPartsInside() throws {
        // A VStack probes its children with an infinite height (StackLayout's flexibility probe).
        let link = #"{"root": {"type": "VStack", "children": [{"type": "NavigationLink", "label": {"type": "Color", "color": "red"}}]}}"#
        let entries = try InvariantFindingTests.trace(link, width: 100, height: 390)
        #expect(LayoutInvariants.infiniteAnswers(entries.filter { $0.kind == "NavigationLink" }).isEmpty)
        let answer = try #require(entries.first { $0.kind == "NavigationLink" && $0.proposal.height == .infinity })
        #expect(answer.size?.height == .infinity)
        for frame in [#"{"width": 1}"#, #"{"minWidth": 100, "maxWidth": 50}"#, #"{"width": 0, "height": 0}"#] {
            let stepper = try Self.layout("""
                {"root": {"type": "Stepper", "title": "Count", "value": 1, "modifiers": [{"frame": \(frame)}]}}
                """, width: 390, height: 200)
            let row = try #require(Self.all(stepper, "Stepper").first)
            // The HStack's minimum: the label proposed 0 (0 wide), the Spacer, 8, the 94-point buttons.
            #expect(row.frame.width == 102, "frame \(frame)")
            #expect(LayoutInvariants.inside(row).isEmpty, "frame \(frame)")
            let picker = try Self.layout("""
                {"root": {"type": "Form", "children": [{"type": "Picker", "title": "Pick", "selection": 1, "children": [
                  {"type": "Text", "text": "One", "modifiers": [{"tag": 1}]}], "modifiers": [{"frame": \(frame)}]}]}}
                """, width: 390, height: 300)
            let menu = try #require(Self.all(picker, "Picker").first)
            #expect(LayoutInvariants.inside(menu).isEmpty, "frame \(frame)")
        }
    }
}

