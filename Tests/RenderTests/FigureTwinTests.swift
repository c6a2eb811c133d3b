import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Figures made from an article's own Swift (docs/scenes/figures.tsv, fourth column) draw the
/// same pixels as their JSON twins: the two front ends agree on the articles' examples.
final class FigureTwinTests: XCTestCase {
    func testSwiftFiguresMatchTheirJSONTwins() throws {
        let table = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/scenes/figures.tsv"), encoding: .utf8)
        let directory = try temporaryDirectory(self)
        var compared = 0
        for line in table.split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 4, columns[3] != "-", columns[2] == "png" else { continue }
            let arguments = columns.count > 4 ? columns[4].split(separator: " ").map(String.init) : []
            let twin = columns[3].split(separator: " ").map(String.init)
            let swift = directory.appendingPathComponent("\(columns[0])-swift.png").path
            let json = directory.appendingPathComponent("\(columns[0])-json.png").path
            let fromSwift = try runRender(["docs/scenes/" + columns[1]] + arguments + ["-o", swift])
            let fromJSON = try runRender(["docs/scenes/" + twin[0]] + twin.dropFirst() + arguments + ["-o", json])
            XCTAssertEqual(fromSwift.status, 0, "\(columns[0]): \(fromSwift.stderr)")
            XCTAssertEqual(fromJSON.status, 0, "\(columns[0]): \(fromJSON.stderr)")
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: swift)), try Data(contentsOf: URL(fileURLWithPath: json)), columns[0])
            compared += 1
        }
        XCTAssertGreaterThanOrEqual(compared, 7)
    }
}
