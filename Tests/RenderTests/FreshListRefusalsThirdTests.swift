import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What the fresh lists' rows still refused at session 20's start (Damus, Element X, Mlem,
/// Enchanted), each construct in a snippet shaped like the app code but written here (lane
/// ex25aw; docs/swift-input.md). Exact numbers with the fixed-advance measurer.
extension SwiftAppCodeTests {
    /// A modifier whose labels fit none of the module's `extension View` functions of its name,
    /// where the renderer knows no SwiftUI modifier of that name, is not the module's: Swift
    /// picks another declaration (`InterpreterModifierOverloads` step 4), so the call goes on as
    /// an undeclared modifier does — left out with a located warning. Kingfisher's
    /// `KFAnimatedImage(url).placeholder { _ in … }` beside the app's
    /// `placeholder(when:alignment:placeholder:)` (Damus), and SwiftUI's
    /// `.presentationDetents(_:selection:)` beside the app's `presentationDetents(configuration:
    /// selection:)` (Mlem; since lane fresh25c SwiftUI's is a known modifier that draws nothing,
    /// noted). Both were "missing argument …". The module's own modifier still runs where its
    /// labels fit.
    func testAModuleViewExtensionWhoseLabelsDoNotFitIsNotTheOneCalled() throws {
        let loaded = try load("""
        import SwiftUI
        extension View {
            func placeholder<Content: View>(when shown: Bool, alignment: Alignment = .leading,
                                            @ViewBuilder placeholder: () -> Content) -> some View {
                ZStack(alignment: alignment) {
                    placeholder().opacity(shown ? 1 : 0)
                    self
                }
            }
            func presentationDetents(sizes: [CGFloat], selection: Binding<PresentationDetent>) -> some View {
                Text("the module's detents")
            }
        }
        struct Avatar: View {
            let url: URL?
            var Fallback: some View { Circle().frame(width: 40, height: 40) }
            var body: some View {
                RemoteAnimatedImage(url)
                    .placeholder { _ in
                        Fallback
                    }
                    .frame(width: 40, height: 40)
            }
        }
        struct Screen: View {
            @State private var name = ""
            @State private var detent = PresentationDetent.large
            var body: some View {
                VStack(spacing: 0) {
                    Avatar(url: URL(string: "https://example.com/a.png"))
                    TextField("Name", text: $name)
                        .placeholder(when: name.isEmpty) { Text("Your name") }
                    Text("Sheet")
                        .presentationDetents([.height(62), .large], selection: $detent)
                }
            }
        }
        """)
        XCTAssertEqual(loaded.placeholders, 1, "\(loaded.warnings)")
        XCTAssertEqual(loaded.warnings.filter { $0.contains("App.swift:19:13: warning: unknown modifier .placeholder: left out") }.count, 1,
                       "\(loaded.warnings)")
        // SwiftUI's `.presentationDetents` is known since lane fresh25c: a note (it configures a
        // presented sheet; this view is none), not the module's function and not a warning.
        XCTAssertEqual(loaded.warnings.filter { $0.contains("presentationDetents") }, [], "\(loaded.warnings)")
        XCTAssertEqual(loaded.notes.filter { $0.contains("App.swift:34:17: note: ignored .presentationDetents:") }.count, 1,
                       "\(loaded.notes)")
        // The placeholder shows its name; the module's own `placeholder(when:)` still runs where it fits
        // ("Your name" over the empty field's prompt "Name").
        XCTAssertEqual(try layoutTexts(loaded), ["RemoteAnimatedImage", "Your name", "Name", "Sheet"])
    }

    /// Element X's `extension ProcessInfo { static var isRunningTests: Bool { isRunningUITests ||
    /// isRunningUnitTests } }`: a static getter of one expression in an extension of a Foundation
    /// type reads the extension's other statics unqualified, as Swift looks them up
    /// (`InterpreterExtensionStatics` step 3); each reads `processInfo.environment`, which holds
    /// no test variable on an iPhone at rest, so the debug build's skip button shows. It was
    /// "cannot find 'isRunningUITests' in scope".
    func testAnExtensionStaticOfOneExpressionReadsItsSiblingStaticsUnqualified() throws {
        let loaded = try load("""
        import SwiftUI
        extension ProcessInfo {
            static var isRunningUnitTests: Bool {
                #if DEBUG
                processInfo.environment["IS_RUNNING_UNIT_TESTS"] == "1"
                #else
                false
                #endif
            }
            static var isRunningUITests: Bool {
                #if DEBUG
                processInfo.environment["UI_TESTS_SCREEN"] != nil
                #else
                false
                #endif
            }
            static var isRunningTests: Bool {
                isRunningUITests || isRunningUnitTests
            }
            static let testScreenName = isRunningUITests ? "ui" : "app"
        }
        struct ConfirmScreen: View {
            var showsSkipButton: Bool {
                #if DEBUG
                !ProcessInfo.isRunningTests
                #else
                false
                #endif
            }
            var body: some View {
                VStack {
                    Text("Confirm \\(ProcessInfo.testScreenName)")
                    if showsSkipButton {
                        Text("Skip")
                    }
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["Confirm app", "Skip"])
    }

    /// Element X's top highlight: a `ViewModifier` stacks its stored `borderColor` (a 1-point
    /// rule) over `LinearGradient(gradient: gradient, …)` whose gradient is made of design-token
    /// colours read through a `@dynamicMemberLookup` palette the renderer cannot resolve. Swift
    /// typed it a `LinearGradient`, which is a view: a named placeholder at its argument, the
    /// rule and the content drawn (`unresolvedStyleView`). It was "LinearGradient(…) is not a view".
    func testAGradientOfUnresolvedStopsIsANamedPlaceholderNotARefusal() throws {
        let loaded = try load(Self.unresolvedGradientSnippet)
        XCTAssertEqual(loaded.placeholders, 1, "\(loaded.warnings)")
        XCTAssertEqual(loaded.warnings.filter { $0.contains("App.swift:20:42: warning: placeholder for LinearGradient(…)") }.count, 1, "\(loaded.warnings)")
        XCTAssertEqual(try layoutTexts(loaded), ["LinearGradient(…)", "Identity changed"])
        // Under `--strict` the unresolved gradient is the error, at its argument.
        XCTAssertThrowsError(try RenderTests.loadModule(["View.swift": Self.unresolvedGradientSnippet], strict: true, test: self)) { error in
            XCTAssertTrue("\(error)".contains("View.swift:20:42: unknown LinearGradient(…)"), "\(error)")
        }
    }

    static let unresolvedGradientSnippet = """
        import SwiftUI
        struct ColorTokens { let infoStop1 = Color.blue; let infoStop2 = Color.teal }
        @dynamicMemberLookup
        final class Palette {
            private let tokens = ColorTokens()
            subscript(dynamicMember keyPath: KeyPath<ColorTokens, Color>) -> Color { tokens[keyPath: keyPath] }
        }
        extension Color { static let palette = Palette() }
        extension ShapeStyle where Self == Color { static var palette: Palette { Self.palette } }
        struct Gradients { var info: Gradient { .init(colors: [.palette.infoStop1, .palette.infoStop2]) } }
        extension Gradient { static let palette = Gradients() }
        struct TopHighlight: ViewModifier {
            let gradient: Gradient
            let borderColor: Color
            func body(content: Content) -> some View {
                ZStack(alignment: .top) {
                    VStack(spacing: 0) {
                        borderColor
                            .frame(height: 1)
                        LinearGradient(gradient: gradient,
                                       startPoint: .top,
                                       endPoint: .bottom)
                    }
                    content
                        .layoutPriority(1)
                }
            }
        }
        struct Footer: View {
            var body: some View {
                Text("Identity changed")
                    .padding(16)
                    .modifier(TopHighlight(gradient: .palette.info, borderColor: .blue))
            }
        }
        """
}
