import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// An implicit member typed by the declaration it is given to (issue 25, lane scope25bh;
/// `InterpreterDeclaredTypeMembers`), in snippets written for the tests and shaped like Pocket
/// Casts' scalable fonts (`var style: Font.TextStyle` read through `private extension
/// Font.TextStyle`) and Compound's `init(kind: Kind = .plain)`.
final class SwiftDeclaredTypeMemberTests: XCTestCase {
    private func load(_ source: String) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options()
        options.stepLimit = 100_000
        return try SwiftSource.load(Array(source.utf8), file: "View.swift", options: options)
    }

    private static let extensions = """
    import SwiftUI

    private extension Font.TextStyle {
        var points: Int {
            switch self {
            case .title: return 28
            case .callout: return 16
            case .caption: return 12
            default: return 17
            }
        }
    }

    private extension Font.Weight {
        var points: Int { 1 }
    }

    """

    /// Step 1: `.callout`, `.title`, `.caption` given to a stored `let` with its default, a
    /// `@State var`, an `init` parameter's default and a memberwise argument, each declared
    /// `Font.TextStyle`, read `points` of `extension Font.TextStyle` — where `extension
    /// Font.Weight` declares a `points` too, so the search by name (`InterpreterValueExtensions`
    /// step 4) finds two types and tells nothing. Main's binary refused the file
    /// ("cannot put '.callout.points' in a string").
    func testAnImplicitMemberTakesItsDeclaredFrameworkType() throws {
        let loaded = try load(Self.extensions + """
        struct Row: View {
            let style: Font.TextStyle = .callout
            @State private var tab: Font.TextStyle = .title
            var kind: Font.TextStyle

            init(kind: Font.TextStyle = .caption) {
                self.kind = kind
            }

            var body: some View {
                VStack {
                    Text("style \\(style.points)")
                    Text("tab \\(tab.points)")
                    Text("kind \\(kind.points)")
                    Text("given \\(Badge(style: .title).style.points)")
                }
            }
        }

        struct Badge {
            var style: Font.TextStyle
        }

        #Preview { Row() }
        """)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["style 16", "tab 28", "kind 12", "given 28"])
    }

    /// Step 3: `.title` and `.caption` in an array literal `map` reads have no declaration saying
    /// their type (Swift infers `Font.TextStyle` from the use of `points`), so they stay untyped
    /// and the search by name (`InterpreterValueExtensions` step 4) finds the one extension
    /// declaring `points`.
    func testWithoutADeclarationTheSearchByNameRemains() throws {
        let loaded = try load("""
        import SwiftUI

        private extension Font.TextStyle {
            var points: Int {
                switch self {
                case .title: return 28
                default: return 12
                }
            }
        }

        struct Row: View {
            var body: some View {
                Text([.title, .caption].map { "\\($0.points)" }.joined(separator: ","))
            }
        }
        #Preview { Row() }
        """)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["28,12"])
    }
}
