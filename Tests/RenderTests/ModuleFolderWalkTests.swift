import XCTest
@testable import RenderSwiftSource

/// `ModuleFolderWalk`, the walk behind asset catalogs, string tables and bundle resources, with
/// the entries' kinds from `readdir`: folders entered breadth first in sorted order, files
/// visited, symbolic links to files visited and to folders (or to nothing) not, hidden and build
/// folders and nested packages left out, a FIFO neither visited nor opened.
final class ModuleFolderWalkTests: XCTestCase {
    func testTheWalkVisitsEachEntryByItsKind() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("walk-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: root) }
        for folder in ["b", "a/inner", ".hidden", "build", "nested", "Assets.xcassets/Color.colorset", "target"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["z.txt", "b/one.strings", "a/inner/two.strings", ".hidden/three.strings", "build/four.strings",
                     "nested/Package.swift", "nested/five.strings", "Assets.xcassets/Contents.json", "target/six.strings"] {
            XCTAssertTrue(manager.createFile(atPath: root + "/" + file, contents: Data()))
        }
        try manager.createSymbolicLink(atPath: root + "/link.strings", withDestinationPath: root + "/target/six.strings")
        try manager.createSymbolicLink(atPath: root + "/linkedFolder", withDestinationPath: root + "/target")
        try manager.createSymbolicLink(atPath: root + "/dangling.strings", withDestinationPath: root + "/missing")
        XCTAssertEqual(mkfifo(root + "/fifo", 0o600), 0)
        var visits: [String] = []
        ModuleFolderWalk.walk(root, limit: 100) { path, name, isFolder in
            XCTAssertEqual(path, root + "/" + path.dropFirst(root.count + 1))
            XCTAssertTrue(path.hasSuffix("/" + name))
            visits.append((isFolder ? "folder " : "file ") + path.dropFirst(root.count + 1))
            return !name.hasSuffix(".xcassets")
        }
        XCTAssertEqual(visits, ["folder Assets.xcassets", "folder a", "folder b", "file link.strings", "folder nested",
                                "folder target", "file z.txt", "folder a/inner", "file b/one.strings",
                                "file target/six.strings", "file a/inner/two.strings"])
        // `limit` folders read: the root alone.
        var first: [String] = []
        ModuleFolderWalk.walk(root, limit: 1) { path, _, _ in first.append(String(path.dropFirst(root.count + 1))); return true }
        XCTAssertEqual(first, ["Assets.xcassets", "a", "b", "link.strings", "nested", "target", "z.txt"])
    }
}
