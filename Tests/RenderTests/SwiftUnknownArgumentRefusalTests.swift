import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// An unknown value reaching an argument is never a hard error (issue 25, lane unk25ak;
/// `InterpreterUnknownArguments`): the refusals of Element X and EhPanda in
/// `scripts/corpus/fresh2.tsv`, each in a snippet shaped like the app code but written here.
/// Exact results with the fixed-advance measurer (10 pt a character, 20 pt lines) on the
/// 390 × 800 canvas.
final class SwiftUnknownArgumentRefusalTests: XCTestCase {
    /// A design system's palette whose colours are read through `@dynamicMemberLookup` key paths
    /// into tokens of a package that is not checked out (the shape of Element X's Compound,
    /// written here): its `subscript(dynamicMember:)` runs and reaches the unknown tokens, so
    /// every `.brand.x` is unknown; icons are an implicit member subscripted by a key path.
    static let palette = """
        import SwiftUI
        import BrandTokens

        @dynamicMemberLookup
        struct Palette {
            subscript(dynamicMember name: KeyPath<ColorTokens, Color>) -> Color {
                ColorTokens()[keyPath: name]
            }
        }

        extension Color {
            static let brand = Palette()
        }

        extension ShapeStyle where Self == Color {
            static var brand: Palette { Palette() }
        }

        extension Image {
            static let brand = IconTokens()
        }

        struct Glyph: View {
            let image: Image
            init(_ name: KeyPath<IconTokens, Image>) {
                image = .brand[keyPath: name]
            }
            var body: some View {
                image.resizable().frame(width: 20, height: 20)
            }
        }
        """

    func testAColourOfAPackagesTokensLeavesItsModifierOut() throws {
        let view = """
        import SwiftUI

        struct HeaderView: View {
            let title: String

            var body: some View {
                Text(title)
                    .font(.headline)
                    .foregroundColor(.brand.textPrimary)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }

        #Preview {
            HeaderView(title: "Title")
        }
        """
        let loaded = try loadModule(["View.swift": view, "Palette.swift": Self.palette], test: self)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("View.swift:9:13: warning: left out .foregroundColor: its argument uses ColorTokens, which the renderer does not know") }, "\(loaded.warnings)")
        XCTAssertEqual(try layoutTexts(loaded), ["Title"])
    }

    /// BigIcon's `var foregroundColor: Color { switch self { case …: .compound.iconPrimary } }`:
    /// the getter's value, converted to its declared `Color`, is the unknown value too, also
    /// where another type of the module nests an `enum Color` (Element X's
    /// `EncryptionAuthenticity.Color`), which does not hide SwiftUI's outside its owner.
    func testAnUnknownColourReturnedFromAGetterLeavesItsModifierOut() throws {
        let view = """
        import SwiftUI

        struct Badge: View {
            enum Style {
                case primary, critical
                var foregroundColor: Color {
                    switch self {
                    case .primary: .brand.iconPrimary
                    case .critical: .brand.iconCriticalPrimary
                    }
                }
            }
            let style: Style = .critical

            var body: some View {
                Text("Alert")
                    .foregroundStyle(style.foregroundColor)
                    .background(.brand.bgSubtle)
            }
        }
        """
        let nested = "struct Authenticity {\n    enum Color { case red, gray }\n    let color: Color = .gray\n}\n"
        let loaded = try loadModule(["View.swift": view, "Palette.swift": Self.palette, "Authenticity.swift": nested], test: self)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("View.swift:17:13: warning: left out .foregroundStyle: its argument uses ColorTokens") }, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("View.swift:18:13: warning: left out .background: its argument uses ColorTokens") }, "\(loaded.warnings)")
        XCTAssertEqual(try layoutTexts(loaded), ["Alert"])
    }

    /// Compound's `CompoundIcon(_ icon: KeyPath<CompoundIcons, Image>)` whose `init` reads
    /// `image = .compound[keyPath: icon]`: the implicit member takes the property's type,
    /// `Image.brand` (`InterpreterSubscripts` step 4), whose value comes from a package the
    /// renderer did not read, so the icon is the named placeholder `IconTokens` in the frame the
    /// view gives it, not "cannot subscript".
    func testAnImplicitMemberSubscriptedByAKeyPathIsUnknown() throws {
        let view = """
        import SwiftUI

        struct SendInfo: View {
            var body: some View {
                HStack(spacing: 4) {
                    Text("12:00")
                    Glyph(\\.errorSolid)
                }
            }
        }
        """
        let loaded = try loadModule(["View.swift": view, "Palette.swift": Self.palette], test: self)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("Palette.swift:20:24: warning: placeholder for IconTokens") }, "\(loaded.warnings)")
        XCTAssertEqual(try layoutTexts(loaded), ["12:00", "IconTokens"])
    }

    /// Element X's `extension Bundle { nonisolated(unsafe) static var overrideLocalizations:
    /// [String]? }` read by its generated `L10n.tr`: a stored optional static without a value is
    /// nil, as Swift starts it, also in a type of the module; assigned, it reads the new value.
    func testAnOptionalStaticWithoutAValueIsNil() throws {
        let strings = """
        import Foundation

        public nonisolated extension Bundle {
            nonisolated(unsafe) static var overrideLocalizations: [String]?
        }

        enum Session {
            static var current: String?
        }

        enum L10n {
            static func tr(_ key: String) -> String {
                let languages = Bundle.overrideLocalizations ?? ["en"]
                for language in languages {
                    return "\\(key) (\\(language))"
                }
                return key
            }
        }
        """
        let view = """
        import SwiftUI

        struct Footer: View {
            var body: some View {
                VStack {
                    Text(L10n.tr("footer"))
                    Text(Session.current ?? "signed out")
                }
            }
        }
        """
        XCTAssertEqual(try layoutTexts(try loadModule(["View.swift": view, "Strings.swift": strings], test: self)), ["footer (en)", "signed out"])
        let assigned = """
        import SwiftUI

        struct Footer: View {
            init() {
                Bundle.overrideLocalizations = ["it"]
                Session.current = "ada"
            }
            var body: some View {
                VStack {
                    Text(L10n.tr("footer"))
                    Text(Session.current ?? "signed out")
                }
            }
        }
        """
        XCTAssertEqual(try layoutTexts(try loadModule(["View.swift": assigned, "Strings.swift": strings], test: self)), ["footer (it)", "ada"])
    }

    /// EhPanda's `GridItem(.adaptive(minimum: DeviceUtil.isPadWidth ? 100 : 80, maximum: 100))`
    /// where the width comes from a key window the renderer does not know (here a package's
    /// store; EhPanda's `UIApplication.shared` is modelled since branch ex25ar): the grid item
    /// is unknown, so the grid is a named placeholder with its content drawn inside, not
    /// "minimum needs a number".
    func testAGridItemOfAnUnknownWidthMakesTheGridAPlaceholder() throws {
        let view = """
        import SwiftUI

        struct DeviceInfo {
            // A store of a package the module does not read (`UIApplication.shared`'s scenes,
            // EhPanda's own source, are modelled since branch ex25ar).
            static var keyWindow: UIWindow? {
                SceneStore.shared.windows.filter({ $0.isKeyWindow }).last
            }
            static var windowWidth: CGFloat {
                keyWindow?.frame.size.width ?? UIScreen.main.bounds.size.width
            }
            static var isPadWidth: Bool {
                windowWidth >= 744
            }
        }

        struct Categories: View {
            private let gridItems = [
                GridItem(.adaptive(minimum: DeviceInfo.isPadWidth ? 100 : 80, maximum: 100))
            ]
            var body: some View {
                LazyVGrid(columns: gridItems) {
                    Text("Manga")
                }
            }
        }
        """
        let loaded = try loadModule(["View.swift": view], test: self)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("View.swift:22:9: warning: placeholder for LazyVGrid(SceneStore)") }, "\(loaded.warnings)")
        XCTAssertEqual(try layoutTexts(loaded).last, "Manga")
    }

    /// EhPanda's `SettingTextField`: `TextField("", text: $text, prompt: prompt)` of a `Text?`
    /// that is nil unless a prompt is given: nil is SwiftUI's no prompt (the title shows).
    func testANilPromptIsNoPrompt() throws {
        func source(_ prompt: String) -> String {
            """
            import SwiftUI

            struct SettingField: View {
                @Binding private var text: String
                private let promptText: String?
                private var prompt: Text? {
                    guard let text = promptText else { return nil }
                    return Text(text)
                }
                init(text: Binding<String>, promptText: String? = nil) {
                    _text = text
                    self.promptText = promptText
                }
                var body: some View {
                    TextField("Name", text: $text, prompt: prompt)
                }
            }

            #Preview {
                SettingField(text: .constant("")\(prompt))
            }
            """
        }
        XCTAssertEqual(try layoutTexts(try loadModule(["View.swift": source("")], test: self)), ["Name"])
        XCTAssertEqual(try layoutTexts(try loadModule(["View.swift": source(", promptText: \"#RRGGBB\"")], test: self)), ["#RRGGBB"])
    }

    /// A prompt of styled runs (`Text("Search ") + Text("all").bold()`) is read, its runs'
    /// strings joined (a placeholder is plain text); only an unknown value's placeholder is left
    /// out, with a warning where the prompt is given.
    func testAConcatenatedPromptIsReadAndAnUnknownOneIsWarned() throws {
        let view = """
        import SwiftUI

        struct SearchBar: View {
            @State private var query = ""
            var body: some View {
                VStack {
                    TextField("Title", text: $query, prompt: Text("Search ") + Text("all").bold())
                    TextField("Name", text: $query,
                              prompt: Text(Store.shared.hint))
                }
            }
        }
        """
        let loaded = try loadModule(["View.swift": view], test: self)
        XCTAssertEqual(try layoutTexts(loaded), ["Search all", "Name"])
        XCTAssertTrue(loaded.warnings.contains { $0.contains("View.swift:9:31: warning: left out TextField's prompt: it uses Text(Store)") }, "\(loaded.warnings)")
    }

    /// A misspelt member of a module struct the renderer knows whole is Swift's error, located;
    /// only a `@dynamicMemberLookup` type (any member is Swift) or an unknown value is unknown.
    func testAMisspeltMemberOfAKnownModuleValueIsAnError() throws {
        let view = """
        import SwiftUI

        struct Swatches {
            let primary = Color.red
        }

        extension Color {
            static let swatches = Swatches()
        }

        struct Header: View {
            var body: some View {
                Text("a").foregroundColor(.swatches.primray)
            }
        }
        """
        XCTAssertThrowsError(try loadModule(["View.swift": view], test: self)) { error in
            XCTAssertTrue("\(error)".contains("View.swift:13:35: Swatches has no member 'primray'"), "\(error)")
        }
        let spelt = view.replacingOccurrences(of: "primray", with: "primary")
        XCTAssertEqual(try layoutTexts(try loadModule(["View.swift": spelt], test: self)), ["a"])
    }

    /// `static var current: Session!` is assigned before use (launch code the renderer never
    /// runs): unknown, a named placeholder, not nil. `static var active: Session?` assigned by
    /// some code of the module is unknown too; nil only where no code assigns it.
    func testAnOptionalStaticAssignedElsewhereOrImplicitlyUnwrappedIsUnknown() throws {
        let session = """
        import Foundation

        final class Session {
            static var current: Session!
            static var active: Session?
            static var pending: Session?
            var userName = "ada"
        }
        """
        let launch = """
        import UIKit

        final class AppDelegate: NSObject, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                Session.active = Session()
                return true
            }
        }
        """
        let view = """
        import SwiftUI

        struct Account: View {
            var body: some View {
                VStack {
                    if let session = Session.current { Text(session.userName) } else { Text("no session") }
                    if let session = Session.active { Text(session.userName) } else { Text("not active") }
                    if Session.pending == nil { Text("none pending") }
                }
            }
        }
        """
        let loaded = try loadModule(["View.swift": view, "Session.swift": session, "AppDelegate.swift": launch], test: self)
        let texts = try layoutTexts(loaded)
        XCTAssertFalse(texts.contains("no session"), "\(texts)")
        XCTAssertFalse(texts.contains("not active"), "\(texts)")
        XCTAssertTrue(texts.contains("none pending"), "\(texts)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("Session.current") }, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("Session.active") }, "\(loaded.warnings)")
    }

    /// An app view called with multiple trailing closures (SE-0279): the first binds to the
    /// first closure property not given, skipping an optional `var` without a value (the
    /// memberwise initialiser defaults it to nil: SE-0286's forward scan), the others by label.
    func testMultipleTrailingClosuresBindTheFirstToTheFirstClosureNotGiven() throws {
        let view = """
        import SwiftUI

        struct Panel<Header: View, Footer: View>: View {
            var inset: CGFloat = 12
            var backdrop: Color?
            @ViewBuilder var header: () -> Header
            @ViewBuilder var footer: () -> Footer

            var body: some View {
                VStack(spacing: inset) {
                    header()
                    Spacer()
                    footer()
                }
            }
        }

        struct Welcome: View {
            var body: some View {
                Panel(inset: 8) {
                    Text("Hello")
                } footer: {
                    Text("Continue")
                }
            }
        }
        """
        XCTAssertEqual(try layoutTexts(try loadModule(["View.swift": view], test: self)), ["Hello", "Continue"])
    }

    /// A Section's `header:` given a nil `Text?` is no header (an optional view parameter given
    /// nil is not given); a frame and padding built of an unknown value leave their modifier out.
    func testANilHeaderIsNoHeaderAndAValueBuiltOfAnUnknownOneIsUnknown() throws {
        let view = """
        import SwiftUI

        struct Settings: View {
            var caption: Text? = nil
            var body: some View {
                List {
                    Section(header: caption) {
                        Text("Sound")
                    }
                }
                .padding(EdgeInsets(top: Layout.shared.top, leading: 0, bottom: 0, trailing: 0))
                .offset(CGSize(width: Layout.shared.shift, height: 0))
            }
        }
        """
        let loaded = try loadModule(["View.swift": view], test: self)
        XCTAssertEqual(try layoutTexts(loaded), ["Sound"])
        XCTAssertTrue(loaded.warnings.contains { $0.contains("View.swift:11:9: warning: left out .padding: its argument uses Layout") }, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("View.swift:12:9: warning: left out .offset: its argument uses Layout") }, "\(loaded.warnings)")
    }

    /// A Grid of an unknown spacing is a named placeholder whose rows are drawn inside it in a
    /// grid of their own (a `GridRow` stands only in a Grid; the property test found it).
    func testAGridOfAnUnknownSpacingDrawsItsRowsInAGrid() throws {
        let view = """
        import SwiftUI

        struct Scores: View {
            var body: some View {
                Grid(verticalSpacing: Theme.shared.rowSpacing) {
                    GridRow {
                        Text("Ada")
                        Text("12")
                    }
                }
            }
        }
        """
        let loaded = try loadModule(["View.swift": view], test: self)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("View.swift:5:9: warning: placeholder for Grid(Theme)") }, "\(loaded.warnings)")
        XCTAssertEqual(try layoutTexts(loaded), ["Grid(Theme)", "Ada", "12"])
    }

    /// Known values of the wrong kind stay the errors they were: they are bugs in the Swift.
    func testAKnownValueOfTheWrongKindStaysAnError() throws {
        let view = """
        import SwiftUI

        struct Header: View {
            var body: some View {
                Text("Title").foregroundColor(12)
            }
        }
        """
        XCTAssertThrowsError(try loadModule(["View.swift": view, "Palette.swift": Self.palette], test: self)) { error in
            XCTAssertTrue("\(error)".contains("View.swift:5:39: foregroundColor: 'the argument' expects a colour"), "\(error)")
        }
    }
}
