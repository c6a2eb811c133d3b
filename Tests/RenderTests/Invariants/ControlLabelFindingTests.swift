import Foundation
import Testing
@testable import RenderLayout
@testable import RenderScene

/// Issue 23's placement (`inside`) findings of campaigns 1795738407 and 1795740886: control rows
/// whose hidden label lay outside them, DisclosureGroup contents below their group and a
/// NavigationLink row's label taller than the row, in exact numbers with the fixed-advance
/// measurer (10 points a character, 20 a line).
@Suite struct ControlLabelFindingTests {
    static func layout(_ json: String, width: Double?, height: Double?) throws -> PlacedNode {
        try InvariantFindingTests.layout(json, width: width, height: height)
    }

    /// The first node of `kind` in the placed tree.
    static func node(_ kind: String, in root: PlacedNode) -> PlacedNode? {
        var found: PlacedNode?
        root.forEach { if found == nil && $0.kind == kind { found = $0 } }
        return found
    }

    /// Fourteen findings of campaign 1795740886 (cases 13894, 87864, 100723, 85405, 121439,
    /// 92220, 17567, 19742, 93209, 94466, 15678, 5855, 22727, 28455): a ColorPicker, Toggle or
    /// Stepper under `labelsHidden()` whose label does not shrink (a Stepper, a Slider, a framed
    /// view) placed that label at its own size at the row's origin, outside the 28 × 28 well or
    /// the 51 × 31 switch. SwiftUI does not lay the hidden label out: Apple's `labelsHidden()`
    /// documentation has a VStack centre "the first toggle's control element" alone, and
    /// `labelsVisibility`'s shows a view leaving its label out (`if labelsVisibility != .hidden
    /// { label }`). The label and the Spacer are now unplaced (ControlRowLayout step 4).
    @Test func aHiddenLabelIsNotLaidOut() throws {
        let picker = try Self.layout(#"""
            {"root": {"type": "ColorPicker", "selection": "blue", "label": {"type": "Stepper", "title": "Title", "value": 0},
                      "modifiers": [{"labelsHidden": true}]}}
            """#, width: nil, height: 390)
        let row = try #require(Self.node("ColorPicker", in: picker))
        #expect(row.frame == Rect(x: 0, y: 181, width: 28, height: 28))
        #expect(row.children.map(\.kind) == ["frame"])
        #expect(Self.node("Stepper", in: picker) == nil)
        #expect(LayoutInvariants.inside(picker).isEmpty)
        // A Slider label (34 high) of a switch (31 high), case 15678: the switch alone.
        let toggle = try Self.layout(#"""
            {"root": {"type": "Toggle", "isOn": false, "label": {"type": "Slider", "value": 0.25}, "modifiers": [{"labelsHidden": true}]}}
            """#, width: 390, height: 390)
        let switchRow = try #require(Self.node("Toggle", in: toggle))
        #expect(switchRow.frame == Rect(x: 170, y: 180, width: 51, height: 31))
        #expect(switchRow.children.map(\.kind) == ["Switch"])
        #expect(LayoutInvariants.inside(toggle).isEmpty)
        // A label framed 10 × 250 of a Stepper, case 22727: the 94 × 32 buttons alone.
        let stepper = try Self.layout(#"""
            {"root": {"type": "Stepper", "value": 0.5, "label": {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 10, "height": 250}}]},
                      "modifiers": [{"labelsHidden": true}]}}
            """#, width: 390, height: 390)
        let buttons = try #require(Self.node("Stepper", in: stepper))
        #expect(buttons.frame.size == Size(width: 94, height: 32))
        #expect(buttons.children.map(\.kind) == ["StepperButtons"])
        #expect(LayoutInvariants.inside(stepper).isEmpty)
    }

    /// Cases 121439, 5855 and 92220 put a compact DatePicker in a hidden label; a DatePicker
    /// itself ignored `labelsHidden()`, the usual `DatePicker("", selection: $d).labelsHidden()`
    /// of a date button: its row is now its pills alone, 134 ("Jan 1, 2026" padded 12) + 6 + 94
    /// ("9:41 AM") = 234 × 35 (a pill is at least 35 high, DatePickerView step 1), centred in a
    /// 390 canvas; with its label it takes the width.
    @Test func aCompactDatePickerUnderLabelsHiddenIsItsPills() throws {
        let hidden = try Self.layout(#"""
            {"root": {"type": "DatePicker", "title": "Title", "selection": "2026-01-01T09:41:00Z", "modifiers": [{"labelsHidden": true}]}}
            """#, width: 390, height: nil)
        let picker = try #require(Self.node("DatePicker", in: hidden))
        #expect(picker.frame == Rect(x: 78, y: 0, width: 234, height: 35))
        #expect(picker.children.map(\.kind) == ["HStack"])
        #expect(picker.children[0].frame == picker.frame)
        let shown = try Self.layout(#"""
            {"root": {"type": "DatePicker", "title": "Title", "selection": "2026-01-01T09:41:00Z"}}
            """#, width: 390, height: nil)
        #expect(shown.frame == Rect(x: 0, y: 0, width: 390, height: 35))
        #expect(shown.children.map(\.kind) == ["Text", "Spacer", "HStack"])
        #expect(shown.children[2].frame.minX == 156)
    }

    /// Seven findings (1795738407 cases 91083, 110186, 143598; 1795740886 cases 19034, 32022,
    /// 32466, 94412): a DisclosureGroup proposed nil across lays its content out as
    /// `VStack(alignment: .leading)` (DisclosureGroup step 3), sized under nil and placed with
    /// its settled width, as a stack re-proposes its size when placing (SwiftUI's
    /// `StackLayout.proposalWhenPlacing`, OpenSwiftUI's reading; StackLayout step 5). Case 91083:
    /// `LazyVStack { Stepper("A"); Ellipse().aspectRatio(2, contentMode: .fit) }` is 112 × 50
    /// under nil (the 112-wide Stepper row, 8, the ellipse's ideal 10 × 10, which a fit that
    /// nothing bounds keeps: AspectRatioLayout step 5), so the group is
    /// 20 + 8 + 50 = 78 high; proposed its 112 when placed, the ellipse fits 112 × 56 and the stack is 112 × 96,
    /// below the group — what SwiftUI's VStack does too, so the check explains it
    /// (`LayoutInvariants.stackedChildren`). Offered 112, the group is sized with the same 96.
    @Test func aDisclosureGroupProposedNilAcrossPlacesItsContentAsAStack() throws {
        let scene = #"""
            {"root": {"type": "DisclosureGroup", "title": "A", "isExpanded": true, "children": [{"type": "LazyVStack", "children": [
              {"type": "Stepper", "title": "A", "value": 0},
              {"type": "Ellipse", "modifiers": [{"aspectRatio": {"ratio": 2, "contentMode": "fit"}}]}]}]}}
            """#
        let group = try Self.layout(scene, width: nil, height: nil)
        #expect(group.frame == Rect(x: 0, y: 0, width: 112, height: 78))
        let content = group.children[2]
        #expect(content.kind == "LazyVStack")
        #expect(content.proposal == ProposedViewSize(width: 112, height: nil))
        #expect(content.frame == Rect(x: 0, y: 28, width: 112, height: 96))
        #expect(LayoutInvariants.inside(group).isEmpty)
        let probes = try InvariantFindingTests.trace(scene, width: nil, height: nil)
        #expect(probes.first { $0.kind == "aspectRatio" && $0.proposal == .unspecified }?.size == Size(width: 10, height: 10))
        // Proposed 112 wide, the group is sized with the content's 96: everything inside.
        let offered = try Self.layout(scene, width: 112, height: nil)
        #expect(offered.frame == Rect(x: 0, y: 0, width: 112, height: 124))
        #expect(offered.children[2].frame == Rect(x: 0, y: 28, width: 112, height: 96))
        // The explanation is the content's under a nil width only: the same content 100 lower
        // under a concrete width, or the chevron moved out under a nil one, is a finding.
        var moved = offered
        moved.children[2].frame = moved.children[2].frame.offsetBy(dx: 0, dy: 100)
        #expect(LayoutInvariants.inside(moved).contains { $0.message.hasPrefix("LazyVStack at root.children[0] ") && $0.message.contains("its parent DisclosureGroup") })
        var chevron = group
        chevron.children[1].frame = chevron.children[1].frame.offsetBy(dx: 200, dy: 0)
        #expect(LayoutInvariants.inside(chevron).count == 1)
    }

    /// Campaign 1795740886 case 8073 (and 1795734724 case 16886's class): a NavigationLink row
    /// in a Form is `HStack { label; Spacer(); chevron }` (NavigationLink step 1) proposed
    /// 310 × nil by its row (390 less the card's 20-point margins and the row's 20-point insets);
    /// its label `HStack(alignment: .firstTextBaseline) { Text("0"); Ellipse() }` is 292 × 20
    /// under nil, then placed with the settled 20: the ellipse takes 274 × 20 and, its bottom on the text's baseline (16 below the text's top), the label is
    /// 24 high, 4 above the row — a stack's re-proposal, explained as for a stack.
    @Test func aNavigationLinkRowProposedNilHighPlacesItsLabelAsAStack() throws {
        let form = try Self.layout(#"""
            {"root": {"type": "Form", "children": [{"type": "NavigationLink", "label": {"type": "HStack", "alignment": "firstTextBaseline",
              "children": [{"type": "Text", "text": "0"}, {"type": "Ellipse"}]}}]}}
            """#, width: 390, height: nil)
        let link = try #require(Self.node("NavigationLink", in: form))
        #expect(link.frame == Rect(x: 40, y: 47, width: 310, height: 20))
        #expect(link.proposal == ProposedViewSize(width: 310, height: nil))
        let label = link.children[0]
        #expect(label.proposal == ProposedViewSize(width: 292, height: 20))
        #expect(label.frame == Rect(x: 40, y: 47, width: 292, height: 24))
        #expect(LayoutInvariants.inside(form).isEmpty)
        // Proposed a height (outside a list: its label alone), a label moved out is a finding.
        var alone = try Self.layout(#"{"root": {"type": "NavigationLink", "title": "Go"}}"#, width: 390, height: 390)
        let path = try #require(Self.path(of: "NavigationLink", in: alone))
        #expect(alone[path].proposal == ProposedViewSize(width: 390, height: 390))
        alone[path].children[0].frame = alone[path].children[0].frame.offsetBy(dx: 100, dy: 0)
        #expect(LayoutInvariants.inside(alone).count == 1)
    }

    /// The child indices that lead from `root` to the first node of `kind`.
    static func path(of kind: String, in root: PlacedNode) -> [Int]? {
        if root.kind == kind { return [] }
        for (index, child) in root.children.enumerated() {
            if let rest = path(of: kind, in: child) { return [index] + rest }
        }
        return nil
    }
}

extension PlacedNode {
    /// The descendant at a path of child indices.
    fileprivate subscript(path: [Int]) -> PlacedNode {
        get { path.reduce(self) { $0.children[$1] } }
        set {
            guard let first = path.first else { self = newValue; return }
            children[first][Array(path.dropFirst())] = newValue
        }
    }
}
