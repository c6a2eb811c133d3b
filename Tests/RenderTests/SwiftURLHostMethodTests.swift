import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `url.host()`, iOS 16's method beside the older `host` property (issue 25, lane fresh25be;
/// shaped like a relay list row, written for the test): the host, percent-encoded unless
/// `percentEncoded: false`, nil for a URL without one. Fixed-advance measurer.
final class SwiftURLHostMethodTests: XCTestCase {
    func testTheHostMethodReadsTheURLsHost() throws {
        let source = """
        import SwiftUI

        struct Relay { let url: URL }

        struct RelayRow: View {
            let relay = Relay(url: URL(string: "wss://relay.example.com/inbox")!)
            let odd = URL(string: "https://b%C3%BCcher.example/")!
            let bare = URL(string: "relative/path")!
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text(relay.url.host() ?? relay.url.absoluteString).id("host")
                    Text(odd.host() ?? "-")
                    Text(odd.host(percentEncoded: false) ?? "-")
                    Text(bare.host() ?? "no host")
                }
            }
        }
        """
        let loaded = try loadModule(["View.swift": source], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["relay.example.com", "b%C3%BCcher.example", "bücher.example", "no host"])
        // 17 characters at 10 pt.
        XCTAssertSize(try layoutFrame(loaded, "host"), 170, 20)
    }
}
