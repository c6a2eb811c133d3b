import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A string's `reduce` over its characters, and a scalar's `value` (fresh2.tsv: Element X's
/// Compound picks an avatar's colour by `reduce(0) { sum, character in sum +
/// Int(character.unicodeScalars.first?.value ?? 0) }` in an extension of `String`, which was
/// the unknown value `String.reduce(…)`). A snippet shaped like that code, written here.
extension SwiftAppCodeTests {
    func testAStringReducesOverItsCharactersAndAScalarHasItsValue() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        private extension String {
            var hashCode: Int {
                let sum = reduce(0) { sum, character in
                    sum + Int(character.unicodeScalars.first?.value ?? 0)
                }
                return sum % 8
            }
        }
        struct Avatar: View {
            let name = "Ab"
            var body: some View {
                VStack {
                    Text("\\(name.hashCode)")
                    Text("\\("xyz".reduce(0) { $0 + Int($1.unicodeScalars.first!.value) })")
                    Text("é".reduce("") { $0 + $1 + "." })
                }
            }
        }
        """), ["3", "363", "é."])
    }
}
