import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// `render check --shard K/N` and `--jobs`, `render sweep --frames`: the split is an exact
/// partition, parallel runs report exactly what serial runs do, bad splits are errors.
final class ParallelBatchTests: XCTestCase {
    private let clean = ["CI": "", "RENDER_RECORD": ""]

    // MARK: Shards

    func testShardsPartitionTheSortedScenes() throws {
        for total in [0, 1, 2, 7, 10, 31] {
            for count in 1...6 {
                let shards = try (1...count).map { try GoldenShard(index: $0, count: count) }
                let parts = shards.map { $0.positions(of: total) }
                // No overlap, union is everything, each part in order, membership agrees.
                XCTAssertEqual(parts.flatMap { $0 }.sorted(), Array(0..<total), "\(count) shards of \(total)")
                for (shard, part) in zip(shards, parts) {
                    XCTAssertEqual(part, part.sorted())
                    XCTAssertEqual(part, (0..<total).filter { shard.contains(position: $0) })
                    // Sizes differ by at most one.
                    XCTAssertLessThanOrEqual(abs(part.count - total / count), 1)
                }
            }
        }
        XCTAssertEqual(try GoldenShard(parsing: "2/3").positions(of: 8), [1, 4, 7])
    }

    func testBadShardsAreRejected() {
        for text in ["3/2", "0/0", "x/y", "0/3", "1/0", "-1/2", "2", "1/2/3", "", "/", "1/", " 1/2"] {
            XCTAssertThrowsError(try GoldenShard(parsing: text), text)
        }
    }

    func testBadShardOnTheCommandLineExitsOne() throws {
        let directory = try scenes(count: 2)
        for text in ["3/2", "0/0", "x/y"] {
            let result = try runRender(["check", directory.path, "--shard", text], environment: clean)
            XCTAssertEqual(result.status, 1, text)
            XCTAssertTrue(result.stderr.contains("--shard"), result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("__goldens__").path))
        }
    }

    /// Every shard run records and reports its own scenes; together they cover the folder once.
    func testShardRunsCoverTheFolderOnce() throws {
        let directory = try scenes(count: 7)
        var seen: [String] = []
        for index in 1...3 {
            let result = try runRender(["check", directory.path, "--shard", "\(index)/3", "--record", "missing"], environment: clean)
            XCTAssertEqual(result.status, 0, result.stdoutText + result.stderr)
            let recorded = result.stdoutText.split(separator: "\n").filter { $0.hasPrefix("recorded scene-") }
                .map { String($0.dropFirst("recorded ".count).prefix(while: { $0 != " " })) }
            XCTAssertEqual(recorded, stride(from: index - 1, to: 7, by: 3).map { name($0) })
            XCTAssertTrue(result.stdoutText.contains("shard \(index)/3: \(recorded.count) of 7 scenes"), result.stdoutText)
            // Goldens of the other shards' scenes are not orphans.
            XCTAssertFalse(result.stdoutText.contains("without a scene"), result.stdoutText)
            seen += recorded
        }
        XCTAssertEqual(seen.sorted(), (0..<7).map(name))
        // A failing scene fails only the shard that holds it.
        let broken = directory.appendingPathComponent(name(4) + ".json")
        try #"{ "canvas": { "width": 100 }, "root": { "type": "Nope" } }"#.write(to: broken, atomically: true, encoding: .utf8)
        let statuses = try (1...3).map { try runRender(["check", directory.path, "--shard", "\($0)/3"], environment: clean).status }
        XCTAssertEqual(statuses, [0, 1, 0])
    }

    // MARK: Parallel checks

    /// The report of a check on two threads is byte for byte that of one thread, failures
    /// included, in name order.
    func testParallelCheckReportsInTheSerialOrder() throws {
        let directory = try scenes(count: 12)
        XCTAssertEqual(try runRender(["check", directory.path, "--record", "missing", "--jobs", "2"], environment: clean).status, 0)
        for index in [3, 8, 9] {
            let url = directory.appendingPathComponent(name(index) + ".json")
            let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\"width\": 40", with: "\"width\": 44")
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let serial = try runRender(["check", directory.path, "--jobs", "1"], environment: clean)
        let parallel = try runRender(["check", directory.path, "--jobs", "2"], environment: clean)
        let many = try runRender(["check", directory.path, "--jobs", "5"], environment: clean)
        XCTAssertEqual(serial.status, 1)
        XCTAssertEqual(parallel.status, 1)
        XCTAssertEqual(serial.stdoutText, parallel.stdoutText)
        XCTAssertEqual(serial.stdoutText, many.stdoutText)
        let failing = serial.stdoutText.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }
        XCTAssertEqual(failing.map { String($0.dropFirst(5).prefix(while: { $0 != " " })) }, [3, 8, 9].map(name))
        XCTAssertTrue(serial.stdoutText.hasSuffix("9 passed, 3 failed\n"), serial.stdoutText)
        let failures = directory.appendingPathComponent("__failures__")
        for index in [3, 8, 9] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: failures.appendingPathComponent(name(index) + ".actual.png").path))
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: failures.appendingPathComponent("index.html").path))
        XCTAssertEqual(try runRender(["check", directory.path, "--jobs", "0"], environment: clean).status, 2)
    }

    func testParallelWorkKeepsOrderAndGivesEachThreadItsState() {
        let results = ParallelWork.map(200, jobs: 3, state: { Thread.current }) { thread, index in
            (index * index, thread === Thread.current)
        }
        XCTAssertEqual(results.map(\.0), (0..<200).map { $0 * $0 })
        XCTAssertTrue(results.allSatisfy(\.1))
        XCTAssertEqual(ParallelWork.map(0, jobs: 4, state: { 0 }) { _, index in index }, [])
    }

    // MARK: Sweep frames

    func testSweepFramesSplitTheSweep() throws {
        let directory = try temporaryDirectory(self)
        func sweep(_ extra: [String], _ output: String) throws -> RunResult {
            try runRender(["sweep", "examples/view-that-fits.json", "--from", "50", "--to", "90", "--step", "10",
                           "--sheet", directory.appendingPathComponent(output).path] + extra)
        }
        let whole = try sweep(["--jobs", "1"], "whole.png")
        XCTAssertEqual(whole.status, 0, whole.stderr)
        XCTAssertTrue(whole.stderr.contains("5 frames"))
        let parallel = try sweep(["--jobs", "2"], "parallel.png")
        XCTAssertEqual(parallel.status, 0, parallel.stderr)
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("whole.png")),
                       try Data(contentsOf: directory.appendingPathComponent("parallel.png")))
        let part = try sweep(["--frames", "2-4"], "part.png")
        XCTAssertEqual(part.status, 0, part.stderr)
        XCTAssertTrue(part.stderr.contains("3 frames"), part.stderr)
        for bad in ["0-2", "4-2", "1-6", "x", "2"] {
            let result = try sweep(["--frames", bad], "bad.png")
            XCTAssertEqual(result.status, 1, bad)
            XCTAssertTrue(result.stderr.contains("--frames"), result.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("bad.png").path))
    }

    // MARK: Helpers

    private func name(_ index: Int) -> String { String(format: "scene-%02d", index) }

    /// `count` small scenes, each a different width of box and a label.
    private func scenes(count: Int) throws -> URL {
        let directory = try temporaryDirectory(self)
        for index in 0..<count {
            let scene = """
            { "canvas": { "width": 120, "height": 40 }, "root": { "type": "HStack", "children": [
              { "type": "Rectangle", "fill": "teal", "modifiers": [ { "frame": { "width": 40, "height": \(10 + index) } } ] },
              { "type": "Text", "text": "Scene \(index)" } ] } }
            """
            try scene.write(to: directory.appendingPathComponent(name(index) + ".json"), atomically: true, encoding: .utf8)
        }
        return directory
    }
}
