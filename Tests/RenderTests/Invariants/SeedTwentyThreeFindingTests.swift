import Foundation
import Testing
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// The two findings seed 23 reached once session 23's `toolbarVisibility` joined the table
/// (cases 729 and 494, listed in `LayoutInvariantTests.knownIssues` until session 24), reduced
/// to minimal trees, in exact numbers with the fixed-advance measurer (10 points a character).
@Suite struct SeedTwentyThreeFindingTests {
    static func swift(_ body: String, width: Double?, height: Double?) throws -> PlacedNode {
        try FiniteStyleFindingTests.swift(body, width: width, height: height)
    }

    static func node(_ kind: String, in root: PlacedNode) -> PlacedNode? {
        ControlLabelFindingTests.node(kind, in: root)
    }

    /// Case 729: a ContentUnavailableView (a Label's icon) whose description is a LabeledContent
    /// under `scaledToFill()`. Its parts are proposed a width and no height, so the fill proposes
    /// ∞ × ∞ (OpenSwiftUI's `_AspectRatioLayout`: a nil axis scales by ∞), the LabeledContent's
    /// `HStack { title; Spacer(); value }` answers ∞ wide and so does the view — as in SwiftUI.
    /// The defect was the centring: (∞ − ∞) ÷ 2 put the parts at NaN (the dump's −∞). An
    /// infinite part now starts at the view's edge (ContentUnavailableLayout step 5).
    @Test func anInfinitePartOfAContentUnavailableViewStartsAtItsEdge() throws {
        let root = try Self.swift("""
            ContentUnavailableView {
                Text("Title")
            } description: {
                LabeledContent("Name", value: "A")
                    .scaledToFill()
            }
            """, width: 390, height: nil)
        let view = try #require(Self.node("ContentUnavailableView", in: root))
        #expect(view.frame == Rect(x: 0, y: 0, width: .infinity, height: 66.5))
        let parts = try #require(view.children.first)
        #expect(parts.frame == Rect(x: 0, y: 0, width: .infinity, height: 66.5))
        let title = try #require(Self.node("Text", in: parts))
        #expect(title.frame == Rect(x: 0, y: 0, width: 65, height: 26))
        let fill = try #require(Self.node("aspectRatio", in: parts))
        #expect(fill.frame.minX == 32.5 && fill.frame.minY == 28.5 && fill.frame.width == .infinity)
        #expect(ListNavigationFindingTests.nans(root).isEmpty, "\(ListNavigationFindingTests.nans(root))")
        #expect(LayoutInvariants.finite(root, infinityExplained: true).isEmpty)

        // The case's own shape: the view as a Label's icon, proposed 390 × 0 (the block shown
        // without its symbol, centred on a zero height, so it starts above the view).
        let icon = try Self.swift("""
            Label {
                Text("Title")
            } icon: {
                ContentUnavailableView {
                    Text("Label")
                } description: {
                    LabeledContent("Hello, world", value: "A").scaledToFill().clipped().offset(x: 4)
                }
            }
            """, width: 390, height: 0)
        #expect(ListNavigationFindingTests.nans(icon).isEmpty, "\(ListNavigationFindingTests.nans(icon))")
        #expect(LayoutInvariants.finite(icon, infinityExplained: true).isEmpty, "\(LayoutInvariants.finite(icon, infinityExplained: true).map(\.message))")
    }

    /// Case 494: a view in a GlassEffectContainer (in a Link, under `dynamicTypeSize`) 5 points
    /// wider than the container. Not the type size: with every `dynamicTypeSize` removed the
    /// child still overflows. A GlassEffectContainer is a ZStack (its step 1), which sizes its
    /// children with its proposal and places them proposing its settled size
    /// (`_ZStackLayout.placeSubviews`, ZStack step 2a); a ContentUnavailableView proposed 100
    /// wide answers 105 (its parts, a one-word description wrapped a letter a line, need more
    /// than 100 less its 32-point insets), so it overflows — in a ZStack too, whose overflow the
    /// `inside` check already explained by the view's kind. The check now knows the container is
    /// laid out by a ZStack; the layout is unchanged and is the ZStack's, number for number.
    @Test func aGlassEffectContainerPlacesItsContentAsAZStack() throws {
        func content(_ container: String) -> String {
            """
            \(container) {
                ContentUnavailableView {
                    Text("T")
                } description: {
                    Text("Wide").padding()
                }
                Color.red.frame(width: 100)
            }
            """
        }
        let glass = try Self.swift(content("GlassEffectContainer"), width: 50, height: nil)
        let stack = try Self.swift(content("ZStack"), width: 50, height: nil)
        let container = try #require(Self.node("GlassEffectContainer", in: glass))
        #expect(container.frame == Rect(x: -25, y: 0, width: 100, height: 55))  // 54.5 placed on whole points
        let view = try #require(Self.node("ContentUnavailableView", in: glass))
        #expect(view.proposal == ProposedViewSize(width: 100, height: 54.5))
        #expect(view.frame == Rect(x: -25, y: 0, width: 105, height: 152))
        var glassFrames: [Rect] = [], stackFrames: [Rect] = []
        glass.forEach { glassFrames.append($0.frame) }
        stack.forEach { stackFrames.append($0.frame) }
        #expect(glassFrames == stackFrames)
        #expect(LayoutInvariants.inside(glass).isEmpty, "\(LayoutInvariants.inside(glass).map(\.message))")
        #expect(LayoutInvariants.inside(stack).isEmpty)
    }
}
