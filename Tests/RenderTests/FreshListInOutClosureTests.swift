import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A closure called with an `inout` argument writes it back (Home Assistant's
/// `with(_:update:)`: `var this = item; try update(&this); return this`, with which its previews
/// make `with(DateFormatter()) { $0.dateStyle = .short; $0.timeStyle = .medium }`). The change
/// was lost: a struct kept its old field and the formatter had no style, an empty string with
/// no warning. A snippet shaped like that code, written here.
extension SwiftAppCodeTests {
    func testAClosuresInOutParameterIsWrittenBack() throws {
        let now = Date(timeIntervalSince1970: 1_767_261_600) // 2026-01-01 10:00:00 UTC
        XCTAssertEqual(try texts("""
        import SwiftUI
        func with<T>(_ item: T, update: (inout T) throws -> Void) rethrows -> T {
            var this = item
            try update(&this)
            return this
        }
        struct Point { var name = "a" }
        struct Row: View {
            var body: some View {
                VStack {
                    Text(with(Point()) { $0.name = "b" }.name)
                    Text(with(DateFormatter()) { formatter in formatter.dateFormat = "yyyy" }.string(from: Date()))
                    Text(with(DateFormatter()) { $0.dateStyle = .short; $0.timeStyle = .medium }.string(from: Date()))
                }
            }
        }
        """, now: now), ["b", "2026", "1/1/26, 10:00:00\u{202F}AM"])
    }
}
