import XCTest
@testable import RenderSwiftSource

/// Setting a member of a value the renderer holds only as the call that made it (an
/// `OperationQueue` made in an app's `convenience init`): the value becomes unknown — a named
/// placeholder where it is read — instead of a refusal (docs/swift-input.md, imperative Swift).
final class OpaqueMemberAssignmentTests: XCTestCase {
    private let source = """
    import SwiftUI

    extension OperationQueue {
        convenience init(limit: Int) {
            self.init()
            self.maxConcurrentOperationCount = limit
        }
    }

    struct V: View {
        let queue = OperationQueue(limit: 2)
        var body: some View {
            VStack {
                Text("ready")
                READ
            }
        }
    }
    """

    func testAnUnreadQueueChangesNothing() throws {
        let loaded = try loadModule(["View.swift": source.replacingOccurrences(of: "READ", with: "")], test: self)
        XCTAssertEqual(try layoutTexts(loaded), ["ready"])
        XCTAssertEqual(loaded.warnings, [])
    }

    func testAReadPropertyIsANamedPlaceholder() throws {
        let read = source.replacingOccurrences(of: "READ", with: "Text(\"\\(queue.maxConcurrentOperationCount)\")")
        let loaded = try loadModule(["View.swift": read], test: self)
        XCTAssertEqual(try layoutTexts(loaded).first, "ready")
        XCTAssertEqual(loaded.placeholders, 1)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("maxConcurrentOperationCount") }, "\(loaded.warnings)")
    }
}
