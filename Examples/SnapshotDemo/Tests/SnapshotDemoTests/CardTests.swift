import Foundation
import RenderSnapshotTesting
import SnapshotDemo
import SnapshotTesting
import Testing

/// `scripts/snapshot-demo.sh` runs these three times: the first run records and fails, the
/// second passes, and a third with `DEMO_TITLE` set (a changed title) fails naming the layout change.
@Suite struct CardTests {
    let title = ProcessInfo.processInfo.environment["DEMO_TITLE"] ?? "Hello"

    @Test func card() {
        // The tolerances' type comes with RenderSnapshotTesting, as the strategy takes it.
        let exact = GoldenOptions(maxChannelDelta: 0, maxDiffPixels: 0)
        assertSnapshot(of: Card(title: title), as: .render(width: 240, options: exact))
    }

    @Test func pngFromImageRenderer() throws {
        let png = try cardPNG(title: title)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
