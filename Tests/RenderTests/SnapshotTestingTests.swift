import Foundation
import Testing
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools
@testable import RenderTesting
import RenderSnapshotTesting
import SnapshotTesting

/// A card whose title changes its layout.
private struct TitleCard: View {
    var title: String
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline).id("title")
            Text("Subtitle").font(.caption)
        }
        .padding()
        .background(.yellow)
    }
}

private func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite struct SnapshotStrategyTests {
    /// swift-snapshot-testing's own cycle: the first run records and fails, the second passes,
    /// a changed title fails naming the layout change first.
    @Test func renderRecordsThenPassesThenNamesTheLayoutChange() throws {
        guard PangoTextMeasurer.isConfigured else { Issue.record("the project's fonts are not installed"); return }
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = verifySnapshot(of: TitleCard(title: "Hello"), as: .render(width: 240), named: "card", record: .missing,
                                   snapshotDirectory: directory.path, testName: "card")
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true, "\(first ?? "nil")")
        let file = directory.appendingPathComponent("card.card.png")
        let stored = try Data(contentsOf: file)
        #expect(PNGText.read(key: ViewSnapshot.layoutKey, from: [UInt8](stored))?.contains("\"title\"") == true)
        #expect((try? PNGCodec.decode([UInt8](stored)))?.width == 240)

        #expect(verifySnapshot(of: TitleCard(title: "Hello"), as: .render(width: 240), named: "card", record: .missing,
                               snapshotDirectory: directory.path, testName: "card") == nil)

        let changed = try #require(verifySnapshot(of: TitleCard(title: "Hello, a much longer title"), as: .render(width: 240), named: "card",
                                                  record: .missing, snapshotDirectory: directory.path, testName: "card"))
        // The library's header (which snapshot, where the failed one went), then the renderer's
        // one line, then the layout changes before anything about pixels.
        #expect(changed.hasPrefix("Snapshot \"card\" does not match reference."), "\(changed)")
        #expect(changed.contains("The rendered view does not match the snapshot — layout changed.\n  layout changed ("), "\(changed)")
        #expect(changed.contains("title"), "the change names the node: \(changed)")
        #expect(changed.contains("pixels:"))
    }

    @Test func layoutStrategyIsTheDump() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verifySnapshot(of: TitleCard(title: "Hi"), as: .layout(width: 200), named: "dump", record: .missing, snapshotDirectory: directory.path, testName: "dump")
        let text = try String(contentsOf: directory.appendingPathComponent("dump.dump.json"), encoding: .utf8)
        #expect(text == (try { let r = ImageRenderer(content: TitleCard(title: "Hi")); r.proposedSize = ProposedViewSize(width: 200, height: nil); return try r.layoutDump() }()))
        #expect(verifySnapshot(of: TitleCard(title: "Hi"), as: .layout(width: 200), named: "dump", record: .missing, snapshotDirectory: directory.path, testName: "dump") == nil)
        let changed = verifySnapshot(of: TitleCard(title: "Hi there"), as: .layout(width: 200), named: "dump", record: .never,
                                     snapshotDirectory: directory.path, testName: "dump")
        #expect(changed?.contains("The layout does not match the snapshot — ") == true, "\(changed ?? "nil")")
        #expect(changed?.contains("title") == true)
    }

    /// Pixels alone: the layout is the same, the colour is not.
    @Test func pixelOnlyChangeSaysSo() throws {
        guard PangoTextMeasurer.isConfigured else { Issue.record("the project's fonts are not installed"); return }
        let yellow = ViewSnapshot(rendering: Color.yellow.frame(width: 20, height: 10), width: nil, height: nil, scale: 1)
        let red = ViewSnapshot(rendering: Color.red.frame(width: 20, height: 10), width: nil, height: nil, scale: 1)
        let read = ViewSnapshot(fileData: yellow.fileData)
        #expect(ViewSnapshot.difference(expected: read, actual: yellow) == nil)
        let message = try #require(ViewSnapshot.difference(expected: read, actual: red)?.message)
        #expect(message.hasPrefix("The rendered view does not match the snapshot — pixels differ (layout unchanged)."), "\(message)")
        #expect(ViewSnapshot.difference(expected: ViewSnapshot(fileData: Data([1, 2, 3])), actual: red)?.message.contains("not a render snapshot") == true)
    }
}

@Suite struct GoldenConvenienceTests {
    @Test func namesComeFromTheTestFileAndFunction() {
        #expect(GoldenCheck.goldenName(filePath: "/x/Tests/CardTests.swift", function: "testTitle()") == "CardTests.testTitle")
        #expect(GoldenCheck.goldenName(filePath: "/x/CardTests.swift", function: "title(size:)", named: "dark") == "CardTests.title.dark")
        #expect(GoldenCheck.goldenDirectory(filePath: "/x/Tests/CardTests.swift").path == "/x/Tests")
    }

    /// A recording fails the test; the next run passes; a change fails with one line, then the layout diff.
    @Test func failsOnRecordThenPassesThenListsTheLayoutChange() throws {
        guard PangoTextMeasurer.isConfigured else { Issue.record("the project's fonts are not installed"); return }
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("CardTests.swift").path
        let recorded = GoldenCheck.verify(TitleCard(title: "Hello"), width: 240, record: .missing, filePath: file, function: "testCard()")
        #expect(recorded.status == .recorded)
        #expect(recorded.testFailureMessage?.contains("The test fails when it records") == true)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("__goldens__/CardTests.testCard.png").path))
        let passed = GoldenCheck.verify(TitleCard(title: "Hello"), width: 240, record: .never, filePath: file, function: "testCard()")
        #expect(passed.testFailureMessage == nil, "\(passed.message)")
        let failed = GoldenCheck.verify(TitleCard(title: "Hello there"), width: 240, record: .never, filePath: file, function: "testCard()")
        let lines = try #require(failed.testFailureMessage).split(separator: "\n").map(String.init)
        #expect(lines[0] == "FAIL CardTests.testCard — layout changed", "\(lines)")
        #expect(lines[1].contains("layout changed ("), "\(lines)")
        #expect(lines.dropFirst(2).contains { $0.contains("title") }, "\(lines)")
    }

    /// The shipped helper fails the running Swift Testing test with the report.
    @Test func reportsToSwiftTesting() {
        withKnownIssue {
            reportTestFailure("FAIL x — layout changed", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "FAIL x — layout changed" }
        }
    }
}
