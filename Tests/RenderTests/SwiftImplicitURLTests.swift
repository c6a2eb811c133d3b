import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `.init(string:)` where a `URL?` is expected is Foundation's `URL(string:)` (InterpreterImplicitURL).
final class SwiftImplicitURLTests: XCTestCase {
    func testImplicitInitStringGivenToAURLParameter() throws {
        let source = #"""
        import SwiftUI
        struct Avatar: View {
            let url: URL?
            init(_ text: String?) { self.init(url: .init(string: text ?? "")) }
            init(url: URL?) { self.url = url }
            var body: some View { Text(url?.absoluteString ?? "none") }
        }
        struct Row: View {
            var body: some View {
                VStack {
                    Avatar("https://example.com/a.png")
                    Avatar(nil)
                }
            }
        }
        """#
        let loaded = try SwiftSource.load(Array(source.utf8), file: "Avatar.swift", options: SwiftSource.Options())
        // An empty string is no URL: nil, as Foundation's `URL(string: "")` gives.
        XCTAssertEqual(try layoutTexts(loaded), ["https://example.com/a.png", "none"])
    }
}
