import Foundation
import Testing
@testable import RenderLayout
@testable import RenderScene

/// `INVARIANT_REPLAY=23:451 swift test --filter InvariantReplayTests`: case 451 of seed 23 again —
/// its JSON scene, its Swift file, the proposal and every violation, unshrunk (several cases:
/// `23:451,23:800`). Off unless `INVARIANT_REPLAY` is set.
@Suite struct InvariantReplayTests {
    static let cases = ProcessInfo.processInfo.environment["INVARIANT_REPLAY"]

    @Test(.enabled(if: cases != nil)) func replay() {
        for item in (Self.cases ?? "").split(separator: ",") {
            let parts = item.split(separator: ":")
            guard parts.count == 2, let seed = UInt64(parts[0]), let index = Int(parts[1]) else {
                Issue.record("INVARIANT_REPLAY is seed:case[,seed:case…], not \(item)")
                continue
            }
            let found = InvariantCampaign(seed: seed).makeCase(index)
            let violations = LayoutInvariants.check(found)
            print("""
                === seed \(seed) case \(index), proposal \(found.width.map { "\($0)" } ?? "nil")×\(found.height.map { "\($0)" } ?? "nil")
                \(found.tree.sceneJSON)
                \(found.tree.swiftFile)
                \(violations.isEmpty ? "no violations" : violations.map(\.description).joined(separator: "\n"))
                """)
        }
    }
}
