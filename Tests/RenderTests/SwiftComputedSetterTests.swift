import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Assigning a computed property runs its setter (`InterpreterComputedSetters`; issue 25, lane
/// fresh25be). Shaped like a generated mock whose protocol properties sit behind
/// `underlying…` storage, filled in an extension's convenience init, written for the test.
/// Fixed-advance measurer: 10 pt per character, 20 pt lines.
final class SwiftComputedSetterTests: XCTestCase {
    static let source = """
    import SwiftUI

    struct MemberConfiguration {
        var userID: String
        var displayName: String?
    }

    class MemberMock {
        var userID: String {
            get { return underlyingUserID }
            set(value) { underlyingUserID = value }
        }
        var underlyingUserID: String!
        var displayName: String?
        var label: String {
            get { "@" + userID }
            set { displayName = newValue.uppercased() }
        }
        init() {}
    }

    extension MemberMock {
        convenience init(with configuration: MemberConfiguration) {
            self.init()
            userID = configuration.userID
            displayName = configuration.displayName
        }
    }

    struct Size {
        var points: Double = 0
        var inches: Double {
            get { points / 72 }
            set { points = newValue * 72 }
        }
    }

    struct MemberRow: View {
        let member: MemberMock = {
            let mock = MemberMock(with: MemberConfiguration(userID: "bob", displayName: nil))
            mock.label = "robert"
            return mock
        }()
        let size: Size = {
            var size = Size()
            size.inches = 2
            return size
        }()
        var body: some View {
            VStack(spacing: 0) {
                Text(member.userID).id("id")
                Text(member.label)
                Text(member.displayName ?? "none")
                Color.blue.frame(width: size.points, height: 10).id("bar")
            }
        }
    }
    """

    func testSettersRunForBareNamesMembersAndStructCopies() throws {
        let loaded = try loadModule(["View.swift": Self.source], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["bob", "@bob", "ROBERT"])
        XCTAssertSize(try layoutFrame(loaded, "id"), 30, 20)
        // 2 inches at 72 points each.
        XCTAssertSize(try layoutFrame(loaded, "bar"), 144, 10)
    }
}
