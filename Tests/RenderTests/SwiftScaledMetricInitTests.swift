import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `@ScaledMetric` given its value in an `init` (`_size = ScaledMetric(wrappedValue:relativeTo:)`),
/// as design systems write a modifier whose size the caller passes (issue 25, lane fresh25be;
/// shaped like a Compound-style icon frame, written for the test). At the Dynamic Type size the
/// interpreter reads, `.large`, iOS's scale is 1, so the value is the one given. Fixed-advance
/// measurer: 10 pt per character, 20 pt lines.
final class SwiftScaledMetricInitTests: XCTestCase {
    static let module = """
    import SwiftUI

    private struct IconFrame: ViewModifier {
        @ScaledMetric private var side: CGFloat

        init(side: CGFloat, textStyle: Font.TextStyle) {
            _side = ScaledMetric(wrappedValue: side, relativeTo: textStyle)
        }

        func body(content: Content) -> some View {
            content.frame(width: side, height: side)
        }
    }

    private struct Padded: ViewModifier {
        @ScaledMetric var inset: CGFloat
        init(inset: CGFloat) { _inset = ScaledMetric(wrappedValue: inset) }
        func body(content: Content) -> some View { content.padding(inset) }
    }

    struct Badge: View {
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().modifier(IconFrame(side: 24, textStyle: .body)).id("icon")
                Text("ok").modifier(Padded(inset: 6)).id("padded")
            }
        }
    }
    """

    func testTheValueGivenInTheInitIsTheSizeAtRest() throws {
        let loaded = try loadModule(["View.swift": Self.module], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertSize(try layoutFrame(loaded, "icon"), 24, 24)
        // "ok" is 20 × 20, padded by 6 on every side.
        XCTAssertSize(try layoutFrame(loaded, "padded"), 32, 32)
    }
}
