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
