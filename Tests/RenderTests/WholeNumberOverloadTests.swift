import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Overloads told apart by a whole-number parameter type other than `Int`
/// (`InterpreterOverloadKinds` step 1): a colour helper declared for a `UInt32` and for a hex
/// `String`, as design systems write it; a string argument takes the `String` one, a number the
/// other, whatever their order.
final class WholeNumberOverloadTests: XCTestCase {
    func testAStringTakesTheStringOverloadBesideAUInt32One() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI

        extension Color {
            static func tone(_ value: UInt32) -> String { "number \\(value & 0xFF)" }
            static func tone(_ value: String) -> String? { "text \\(value.count)" }
        }

        struct Swatch: View {
            var body: some View {
                VStack {
                    Text(Color.tone("#EC9F50") ?? "none")
                    Text(Color.tone(0x3C86E6))
                }
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["text 7", "number 230"])
    }
}
