import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A provider's `previews` that makes the module's own preview wrapper (isowords'
/// `Preview { … }`, whose body is a `Group` of a light and a dark copy of its content):
/// Xcode shows each copy as a preview of its own, so `render FILE` shows the first
/// (`PreviewGroups` step 4).
extension SwiftAppCodeTests {
    private var showcase: String {
        """
        import SwiftUI

        public struct Showcase<Content: View>: View {
            let content: Content
            public init(@ViewBuilder _ content: () -> Content) { self.content = content() }
            public var body: some View {
                Group {
                    self.content
                        .environment(\\.colorScheme, .light)
                        .preferredColorScheme(.light)
                        .previewDisplayName("Light")
                    self.content
                        .environment(\\.colorScheme, .dark)
                        .preferredColorScheme(.dark)
                        .previewDisplayName("Dark")
                }
            }
        }

        struct Row: View {
            @Environment(\\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }

        struct Row_Previews: PreviewProvider {
            static var previews: some View {
                Showcase { Row() }
            }
        }
        """
    }

    func testAPreviewWrappersGroupOfCopiesShowsTheFirst() throws {
        XCTAssertEqual(try texts(showcase), ["light"])
        // The same wrapper as a view of a screen, not what `previews` makes: both copies are built.
        // (What the second copy reads under `.environment(\.colorScheme, .dark)` is not this test's
        // question: only that the wrapper inside a stack is not split.)
        let inBody = showcase.replacingOccurrences(of: "static var previews: some View {\n        Showcase { Row() }",
                                                   with: "static var previews: some View {\n        VStack { Showcase { Row() } }")
        XCTAssertEqual(try texts(inBody).count, 2)
    }
}
