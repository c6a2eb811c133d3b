import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What a social app's status row reaches at rest (issue 25, lane ice25aq): an `AttributedString`
/// made from Markdown or plain text and drawn by `Text`, a SwiftUI option set held as an array
/// compared with one member (`reasons == .placeholder`), a package's "namespace" property of
/// `extension View` whose struct's methods set a nested environment key path. Snippets shaped
/// like IceCubes' `HTMLString`, `AvatarImage` and EmojiText's `emojiText.size(_:)`, written here.
extension SwiftAppCodeTests {
    func testAnAttributedStringFromMarkdownOrPlainTextIsDrawnByText() throws {
        let source = """
        import SwiftUI

        struct Content {
            var plain: AttributedString = .init()
            var marked: AttributedString = .init()
            init(_ value: String) {
                plain = AttributedString(stringLiteral: value)
                do {
                    let options = AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: true,
                                                                          interpretedSyntax: .inlineOnlyPreservingWhitespace)
                    marked = try AttributedString(markdown: value, options: options)
                } catch {
                    marked = AttributedString("failed")
                }
            }
        }

        struct Row: View {
            let content = Content("To the [#crazy](#) **ones**")
            var body: some View {
                VStack(spacing: 0) {
                    Text(content.plain)
                    Text(content.marked)
                    Text(AttributedString())
                    Text(String(content.marked.characters))
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["To the [#crazy](#) **ones**", "To the #crazy ones", "", "To the #crazy ones"])
        let result = try layout(source)
        var runs: [[TextRun]] = []
        result.root.forEach { if case .text(let run) = $0.content { runs.append(run.request.runs) } }
        // The Markdown one: the link in the accent colour (blue), "ones" bold, as SwiftUI draws them.
        XCTAssertEqual(runs[1].map(\.text), ["To the ", "#crazy", " ", "ones"])
        XCTAssertEqual(runs[1][1].color, RGBA.named["blue"])
        XCTAssertTrue(runs[1][3].bold)
        // 10 pt a character, 20 pt a line: the plain one is 27 characters, the read one 18.
        XCTAssertEqual(try leaves(source).prefix(2), ["Text 60,360 270x20", "Text 105,380 180x20"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertEqual(loaded.warnings, [])
        // Sums: two plain ones join; one read as Markdown, or a value the renderer does not know,
        // makes the unknown value (a placeholder where drawn), never an error.
        let sums = """
        import SwiftUI
        enum Item { case text(String), mention(Int) }
        struct Row: View {
            let items: [Item] = [.text("Hi "), .text("there")]
            var joined: AttributedString {
                items.reduce(AttributedString(stringLiteral: "")) { sum, item in
                    guard case .text(let s) = item else { return sum }
                    return sum + AttributedString(s)
                }
            }
            var body: some View {
                VStack {
                    Text(joined)
                    Text(AttributedString("a") + (try! AttributedString(markdown: "**b**")))
                }
            }
        }
        """
        XCTAssertEqual(try texts(sums).first, "Hi there")
        XCTAssertEqual(try load(sums).placeholders, 1)
    }

    func testRedactionReasonsComparedWithOneReasonAreTheSetOfThatReasonAlone() throws {
        let source = """
        import SwiftUI

        struct Avatar: View {
            @Environment(\\.redactionReasons) private var reasons
            var body: some View {
                if reasons == .placeholder {
                    Color.gray.frame(width: 40, height: 40)
                } else if reasons != .privacy {
                    Text("Photo")
                }
            }
        }

        struct Row: View {
            var body: some View {
                VStack(spacing: 0) {
                    Avatar()
                    Avatar().redacted(reason: .placeholder)
                    Avatar().redacted(reason: .privacy)
                    Avatar().redacted(reason: .placeholder).redacted(reason: .privacy)
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 0)
        // `[]`: the Text; `[.placeholder]`: the grey square; `[.privacy]`: neither; both
        // reasons: not `.placeholder` alone and not `.privacy` alone: the Text (redacted).
        let kinds = try leaves(source).map { $0.split(separator: " ")[0] }
        XCTAssertEqual(kinds, ["Text", "Color", "Text"])
        // `Edge.Set`'s `.all` is the union of its members: not compared (an unknown value).
        let all = """
        import SwiftUI
        struct Row: View {
            let edges: Edge.Set = [.top, .bottom, .leading, .trailing]
            var body: some View {
                if edges == .all { Text("all") }
            }
        }
        """
        XCTAssertTrue(message(all).contains("cannot compare"), message(all))
        // `Edge.Set`'s `.horizontal` is `[.leading, .trailing]`: equal in Swift, so never
        // answered "not equal" by names; nor is an array against a name that is no option.
        let horizontal = """
        import SwiftUI
        struct Row: View {
            let edges: Edge.Set = [.leading, .trailing]
            var body: some View {
                if edges == .horizontal { Text("horizontal") } else { Text("other") }
            }
        }
        """
        XCTAssertTrue(message(horizontal).contains("cannot compare"), message(horizontal))
        XCTAssertNil(Interpreter.optionSetMemberEquality(.array([.symbol(Symbol(type: nil, steps: [.init(name: "first")]))]), .symbol(Symbol(type: nil, steps: [.init(name: "empty")]))))
        XCTAssertEqual(Interpreter.optionSetMemberEquality(.array([.symbol(Symbol(type: nil, steps: [.init(name: "top")]))]), .symbol(Symbol(type: nil, steps: [.init(name: "top")]))), true)
    }

    func testAViewExtensionPropertyIsANamespaceWhoseMethodsModifyTheView() throws {
        let source = """
        import SwiftUI

        private struct BadgeSizeKey: EnvironmentKey {
            static var defaultValue: CGFloat? { nil }
        }

        struct BadgeValues {
            var size: CGFloat? {
                get { nil }
                set {}
            }
        }

        private struct BadgeValuesKey: EnvironmentKey {
            static var defaultValue: BadgeValues { BadgeValues() }
        }

        extension EnvironmentValues {
            var badge: BadgeValues {
                get { self[BadgeValuesKey.self] }
                set { self[BadgeValuesKey.self] = newValue }
            }
        }

        struct BadgeNamespace<Content> {
            let content: Content
            init(_ content: Content) { self.content = content }
        }

        extension BadgeNamespace where Content: View {
            func size(_ size: CGFloat?) -> some View {
                content.environment(\\.badge.size, size)
            }
            func inset(_ length: CGFloat) -> some View {
                content.padding(length)
            }
        }

        extension View {
            var badge: BadgeNamespace<Self> { BadgeNamespace(self) }
        }

        struct Badge: View {
            @Environment(\\.badge.size) private var size
            var body: some View {
                Color.red.frame(width: size ?? 10, height: size ?? 10)
            }
        }

        struct Row: View {
            var body: some View {
                VStack(spacing: 0) {
                    Badge()
                    Badge().badge.inset(10)
                    Text("x").badge.size(30)
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertEqual(loaded.warnings, [])
        // The badge reads its default (10 × 10); the namespace's `inset` pads the second by 10
        // (30 × 30); the Text's `size` sets the path and changes nothing drawn: 60 high, centred
        // in 800 from y = 370.
        XCTAssertEqual(try leaves(source), ["Color 190,370 10x10", "Color 190,390 10x10", "Text 190,410 10x20"])
        // The path set directly reaches the badge's body: 30 × 30.
        let direct = source.replacingOccurrences(of: "Badge().badge.inset(10)", with: "Badge().environment(\\.badge.size, 30)")
        XCTAssertEqual(try leaves(direct), ["Color 190,370 10x10", "Color 180,380 30x30", "Text 190,410 10x20"])
        XCTAssertTrue(message(source.replacingOccurrences(of: "Badge().badge.inset(10)", with: "Badge().badges")).contains("has no member 'badges'"))
    }

    func testWhatAStatusRowsHeaderAndInsetsReadAtRest() throws {
        let source = """
        import SwiftUI

        extension CGFloat { static let layoutPadding: CGFloat = 20 }

        extension Font {
            private static func customUIFont(size: CGFloat) -> UIFont { .systemFont(ofSize: size) }
            static var scaledBodyFont: UIFont { customUIFont(size: 17) }
        }

        extension UIFont {
            var emojiSize: CGFloat { pointSize }
        }

        struct Post {
            let url: String?
            let seconds: Double
        }

        struct Row: View {
            let post = Post(url: "https://example.com", seconds: 3725)
            var link: URL? { post.url.flatMap(URL.init(string:)) }
            var body: some View {
                VStack(spacing: 0) {
                    Text(Duration.seconds(0).formatted(.units(width: .narrow, maximumUnitCount: 1)))
                    Text(Duration.seconds(post.seconds).formatted(.units(width: .narrow, maximumUnitCount: 1)))
                    Text(Duration.seconds(post.seconds).formatted())
                    Text(link != nil ? "linked" : "none")
                    Color.red.frame(width: Font.scaledBodyFont.emojiSize, height: 1)
                }
                .listRowInsets(.init(top: 0, leading: .layoutPadding, bottom: 0, trailing: .layoutPadding))
                .environment(\\.openURL, OpenURLAction { _ in .handled })
                .hoverEffect()
                .accessibilityActions { Button("Open") {} }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["0s", "1h", "1:02:05", "linked"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertTrue(loaded.notes.contains { $0.contains(".environment(\\.openURL, …): an action") }, "\(loaded.notes)")
        // The UIKit font's size is its point size, 17: centred in the stack's 70 points
        // ("1:02:05"), from x = 160 + 26.5, on the pixel grid.
        XCTAssertEqual(try leaves(source).last, "Color 187,440 17x1")
        // `URL.init(string:)` of a string that is no URL: nil.
        XCTAssertEqual(try texts(source.replacingOccurrences(of: "\"https://example.com\"", with: "\"\"")).last, "none")
    }
}
