import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Initialisers chosen by a Foundation argument's type, and a URL printed in a string: snippets
/// shaped like WeChat's `URLPlaceholderImage` over url-image's `URLImage`, written for these
/// tests; laid out with the fixed-advance measurer (10 pt per character, 20 pt lines).
extension SwiftAppCodeTests {
    /// A view with a `URL?` initialiser declared before a `String?` one that delegates to it
    /// with `.init(string:)`, and a loader whose state at rest is `.initial`.
    static let remoteThumb = """
    import SwiftUI
    enum LoadState { case initial, inProgress(Double), success(String) }
    final class Loader: ObservableObject {
        let url: URL
        var log: [String] = []
        @Published var state: LoadState = .initial
        init(url: URL) { self.url = url }
        func load() { log += ["Start load for: \\(url)", url.absoluteString] }
    }
    struct Remote<Empty: View, Content: View>: View {
        @ObservedObject var loader: Loader
        let empty: () -> Empty
        let content: (String) -> Content
        init(_ url: URL, @ViewBuilder empty: @escaping () -> Empty, @ViewBuilder content: @escaping (String) -> Content) {
            self.loader = Loader(url: url)
            self.empty = empty
            self.content = content
            loader.load()
        }
        var body: some View {
            switch loader.state {
            case .initial: empty()
            case .inProgress: empty()
            case .success(let name): content(name)
            }
        }
    }
    struct Thumb<Placeholder: View>: View {
        private let url: URL?
        private let placeholder: () -> Placeholder
        init(_ url: URL?, @ViewBuilder placeholder: @escaping () -> Placeholder) {
            self.url = url
            self.placeholder = placeholder
        }
        init(_ urlString: String?, @ViewBuilder placeholder: @escaping () -> Placeholder) {
            self.init(.init(string: urlString ?? ""), placeholder: placeholder)
        }
        var body: some View {
            if let url = url {
                Remote(url, empty: { placeholder() }, content: { Text($0) })
            } else {
                placeholder().frame(width: 40, height: 40)
            }
        }
    }
    """

    func testAStringArgumentRunsTheStringInitialiserNotTheURLOne() throws {
        // Swift picks `init(_ urlString: String?)` for a `String`, though `init(_ url: URL?)`
        // is declared first and the labels are the same; it delegates with `.init(string:)`, a
        // URL, which a string interpolation prints as its absolute string.
        let source = Self.remoteThumb + """

        struct V: View {
            let avatar = "https://example.org/a.png"
            var body: some View {
                VStack(spacing: 0) {
                    Thumb(avatar) { Text("P") }
                    Text("\\(Loader(url: URL(string: avatar)!).url)")
                    Thumb(URL(string: "https://example.org/b.png")) { Text("Q") }
                }
            }
        }
        """
        // At rest the loader's state is `.initial`: each Thumb draws its placeholder.
        XCTAssertEqual(try texts(source), ["P", "https://example.org/a.png", "Q"])
        XCTAssertEqual(try leaves(source), ["Text 190,370 10x20", "Text 70,390 250x20", "Text 190,410 10x20"])
    }

    func testAURLArgumentRunsTheURLInitialiserWhereTheStringOneComesFirst() throws {
        // The same pair in the other order: a URL never runs the `String?` initialiser.
        let source = """
        import SwiftUI
        struct Link: View {
            let shown: String
            init(_ text: String?) { shown = "text " + (text ?? "none") }
            init(_ url: URL?) { shown = "url \\(url!)" }
            var body: some View { Text(shown) }
        }
        struct V: View {
            var body: some View {
                VStack(spacing: 0) {
                    Link(URL(string: "https://a.b"))
                    Link("c")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["url https://a.b", "text c"])
    }
}
