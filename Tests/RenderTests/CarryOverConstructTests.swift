import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What Swiftfin's and Mlem's fresh rows (`scripts/corpus/fresh.tsv`; docs/corpus.md, "Fresh
/// apps") still stopped at after session 14, each a general rule in a snippet shaped like the
/// app code but written here (the fixed-advance measurer: 10 pt a character, 20 pt lines).
extension SwiftAppCodeTests {
    func testAnInitializerInAnExtensionOfImageRunsAndGivesTheImageItMakes() throws {
        // Mlem's `extension Image { init(icon: Icon) { …; self.init(systemName: name) } }`:
        // the extension's initialiser runs, and its delegation is the view; modifiers apply.
        let extended = try leaves("""
        import SwiftUI
        struct Glyph { let name: String; let isSystem: Bool }
        extension Image {
            init(glyph: Glyph) {
                let name = glyph.name + ".fill"
                if glyph.isSystem {
                    self.init(systemName: name)
                } else {
                    self.init(name)
                }
            }
        }
        struct Badge: View {
            var body: some View {
                HStack(spacing: 0) {
                    Image(glyph: Glyph(name: "star", isSystem: true)).resizable().frame(width: 30, height: 30)
                    Text("ab")
                }
            }
        }
        """)
        let direct = try leaves("""
        import SwiftUI
        struct Badge: View {
            var body: some View {
                HStack(spacing: 0) {
                    Image(systemName: "star.fill").resizable().frame(width: 30, height: 30)
                    Text("ab")
                }
            }
        }
        """)
        XCTAssertEqual(extended, direct)
        XCTAssertEqual(extended, ["Image 170,385 30x30", "Text 200,390 20x20"])
        // `self = …` makes the value too.
        XCTAssertEqual(try leaves("""
        import SwiftUI
        extension Image {
            init(square side: Int) { self = Image(systemName: "square").resizable() }
        }
        struct Badge: View {
            var body: some View { Image(square: 1).frame(width: 12, height: 12) }
        }
        """), ["Image 189,394 12x12"])
        // A body that makes nothing the renderer could follow is an unknown value, named and located.
        let unmade = try load("""
        import SwiftUI
        extension Image { init(nothing: Int) { } }
        struct Badge: View { var body: some View { Image(nothing: 1) } }
        """)
        XCTAssertTrue(unmade.warnings.contains { $0.contains("App.swift:3:44: warning: Image(nothing:) of the module's extension of Image made no Image") }, "\(unmade.warnings)")
        XCTAssertTrue(unmade.warnings.contains { $0.contains("placeholder for Image(nothing:)") }, "\(unmade.warnings)")
    }

    func testAnInitializerInAnExtensionOfPickerDelegatesToSwiftUIs() throws {
        // Swiftfin's `extension Picker where Label == Text { init(_ title:, sources:, selection:) {
        // self.init(title, selection: selection) { … } } }`: the same picker as SwiftUI's call.
        let extended = try leaves("""
        import SwiftUI
        extension Picker where Label == Text, SelectionValue == String {
            init(_ title: String, options: [String], selection: Binding<String>) {
                self.init(title, selection: selection) {
                    ForEach(options, id: \\.self) { Text($0).tag($0) }
                }
            }
        }
        struct Settings: View {
            @State private var letter = "b"
            var body: some View {
                Form { Picker("Letter", options: ["a", "b"], selection: $letter) }
            }
        }
        """)
        let direct = try leaves("""
        import SwiftUI
        struct Settings: View {
            @State private var letter = "b"
            var body: some View {
                Form {
                    Picker("Letter", selection: $letter) { ForEach(["a", "b"], id: \\.self) { Text($0).tag($0) } }
                }
            }
        }
        """)
        XCTAssertEqual(extended, direct)
        XCTAssertTrue(extended.contains { $0.hasPrefix("Text ") }, "\(extended)")
    }

    func testAStandardTypesInitializerIsAFunctionValue() throws {
        // Mlem's `Locale.preferredLanguages.compactMap { $0.split(separator: "-").first }.map(String.init)`.
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct Codes: View {
            var codes: [String] {
                ["en-US", "fr-CA"].compactMap { $0.split(separator: "-").first }.map(String.init)
            }
            var body: some View {
                VStack {
                    Text(codes.joined(separator: ","))
                    Text([1, 2].map(String.init).joined())
                    Text(String(describing: 3) + String(true) + String(2.5))
                }
            }
        }
        """), ["en,fr", "12", "3true2.5"])
    }

    func testAWrapperMadeByItsAttributeIsNoMemberwiseParameter() throws {
        // Swiftfin's `@Default(.accentColor) private var accentColor` (the Defaults package, not
        // read): the modifier is made with `disabled:` and `action:` only, as Swift's memberwise
        // initialiser leaves such a property out; its value is unknown, so what it colours is left out.
        let loaded = try load("""
        import SwiftUI
        import Defaults
        struct CloseButton: ViewModifier {
            @Default(.accentColor)
            private var accentColor
            let disabled: Bool
            let action: () -> Void
            func body(content: Content) -> some View {
                content.overlay { Text(disabled ? "off" : "on").foregroundStyle(accentColor) }
            }
        }
        extension View {
            func closeButton(disabled: Bool = false, _ action: @escaping () -> Void) -> some View {
                modifier(CloseButton(disabled: disabled, action: action))
            }
        }
        struct Screen: View {
            var body: some View { Text("xyz").closeButton {} }
        }
        """)
        var found: [String] = []
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = 390
        options.height = 800
        try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer()).root.forEach {
            if case .text(let run) = $0.content { found.append(run.request.string) }
        }
        XCTAssertEqual(found, ["xyz", "on"])
        XCTAssertTrue(loaded.warnings.contains { $0.contains("CloseButton.accentColor") }, "\(loaded.warnings)")
    }

    func testSwiftUIsWrappersWithAttributeArgumentsKeepTheirValuesAtRest() throws {
        // Review R1 (session 15): `@AppStorage("k") var x: String?` is nil on a fresh install and
        // `@AccessibilityFocusState(for:)` false, never the unknown `Type.property`.
        let source = """
        import SwiftUI
        struct Prompt: View {
            @AppStorage("lastVersion") private var lastVersion: String?
            @AccessibilityFocusState(for: .voiceOver) private var focused: Bool
            var body: some View {
                VStack {
                    Text(lastVersion == nil ? "new" : "seen")
                    Text(focused ? "focused" : "idle")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["new", "idle"])
        let loaded = try load(source)
        XCTAssertFalse(loaded.warnings.contains { $0.contains("Prompt.") }, "\(loaded.warnings)")
    }

    func testAnExtensionInitializerWhoseBodyCannotBeFollowedIsANamedPlaceholder() throws {
        // Review R1 (session 15): a body stopping at an API the renderer lacks leaves the call
        // an unknown value with a located warning, as before these bodies ran; the rest draws.
        let source = """
        import SwiftUI
        extension Color {
            init(hex: String) {
                guard hex.count == 7 else { fatalError("a colour is #rrggbb") }
                self.init(red: 1, green: 0, blue: 0)
            }
        }
        struct Card: View {
            var body: some View {
                VStack {
                    Text("title")
                    Color(hex: "#ff0000").frame(width: 10, height: 10)
                    Color(hex: "#ff").frame(width: 10, height: 10)
                }
            }
        }
        """
        XCTAssertEqual(try texts(source).first, "title")
        let loaded = try load(source)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("App.swift:4:37: warning: Color(hex:) of the module's extension of Color is unknown") }, "\(loaded.warnings)")
        XCTAssertEqual(loaded.warnings.filter { $0.contains("placeholder for Color(hex:)") }.count, 1, "\(loaded.warnings)")
    }

    func testADependencyPropertyOfAClassIsReadBeforeItsInit() throws {
        // Mlem's `AccountsTracker`: `@ObservationIgnored @Dependency(\\.persistenceRepository)
        // private var persistenceRepository` read in its `private init()`, a fresh install's
        // repository (the key's `liveValue`, as a preview reads it).
        XCTAssertEqual(try texts("""
        import SwiftUI
        import Dependencies
        struct Repository {
            var loadAccounts: () -> [String]
        }
        extension Repository: DependencyKey {
            static let liveValue = Repository(loadAccounts: { ["guest"] })
        }
        extension DependencyValues {
            var repository: Repository {
                get { self[Repository.self] }
                set { self[Repository.self] = newValue }
            }
        }
        @Observable
        class Tracker {
            static let main: Tracker = .init()
            @ObservationIgnored @Dependency(\\.repository) private var repository
            var accounts: [String] = []
            private init() {
                accounts = repository.loadAccounts()
            }
        }
        struct Row: View {
            @Dependency(\\.repository) var repository
            let title: String
            var body: some View { Text(title + ":" + repository.loadAccounts().joined()) }
        }
        struct Switcher: View {
            var body: some View {
                VStack {
                    Text(Tracker.main.accounts.joined())
                    Row(title: "row")
                }
            }
        }
        """), ["guest", "row:guest"])
    }

    func testAnUnreadPackagesInitializerIsANamedPlaceholder() throws {
        // Home Assistant's `Image(systemSymbol: .xmark)` of SFSafeSymbols, not checked out: an
        // unknown value with a located warning; the views around it render.
        let loaded = try load("""
        import SwiftUI
        import SFSafeSymbols
        struct Close: View {
            var body: some View {
                HStack {
                    Image(systemSymbol: .xmark)
                    Text("Close")
                }
            }
        }
        """)
        XCTAssertTrue(loaded.warnings.contains {
            $0.contains("App.swift:6:13: warning: Image(systemSymbol:) is none of SwiftUI's initialisers the renderer knows; it may be SFSafeSymbols's")
        }, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("placeholder for Image(systemSymbol:)") }, "\(loaded.warnings)")
        // Where the file imports nothing unread, the label stays an error.
        let error = message("""
        import SwiftUI
        struct Close: View { var body: some View { Image(systemSymbol: .xmark) } }
        """)
        XCTAssertTrue(error.contains("Image has no argument 'systemSymbol:'"), error)
    }

    func testAMemberOfATypeNestedInAnExtensionOfColorIsAValue() throws {
        // `extension Color { struct Palette { var width: CGFloat = 30 } }`, `Color.Palette().width`.
        XCTAssertEqual(try leaves("""
        import SwiftUI
        extension Color {
            struct Palette {
                var width: CGFloat = 30
                static let height: CGFloat = 10
            }
        }
        struct Swatch: View {
            var body: some View {
                Color.red.frame(width: Color.Palette().width, height: Color.Palette.height)
            }
        }
        """), ["Color 180,395 30x10"])
    }

    func testATypeNestedInAPackageTypesExtensionLeavesTheModulesTypeOfThatName() throws {
        // Swiftfin's `extension Defaults.Keys { enum VideoPlayer { … } }` (the Defaults package,
        // not read) beside its `struct VideoPlayer: View`: the file's view is still the view.
        XCTAssertEqual(try texts("""
        import SwiftUI
        import Defaults
        struct Player: View {
            var body: some View { Text("player") }
        }
        extension Defaults.Keys {
            enum Player { static let rate = 2 }
        }
        """), ["player"])
    }

    func testAColoursAndALabelsExtensionInitializersRun() throws {
        // IceCubes' `extension Color { init(hex: Int, opacity: Double = 1.0) }` and `extension
        // Label where Title == Text, Icon == Image { init(_ title:, imageNamed:) }`; isowords' own
        // `init(dynamicProvider:)` is left to the renderer's model of SwiftUI's.
        let loaded = try load("""
        import SwiftUI
        extension Color {
            init(hex: Int, opacity: Double = 1.0) {
                self.init(.sRGB, red: Double((hex & 0xFF0000) >> 16) / 255, green: Double((hex & 0xFF00) >> 8) / 255,
                          blue: Double(hex & 0xFF) / 255, opacity: opacity)
            }
            init(dynamicProvider: @escaping (UITraitCollection) -> Color) {
                self = Self(UIColor { UIColor(dynamicProvider($0)) })
            }
        }
        extension Label where Title == Text, Icon == Image {
            init(_ title: LocalizedStringKey, imageNamed: String) {
                if imageNamed.lowercased() == imageNamed {
                    self.init(title, systemImage: imageNamed)
                } else {
                    self.init(title, image: imageNamed)
                }
            }
        }
        struct Card: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color(hex: 0xFF0000).frame(width: 10, height: 10)
                    Color(dynamicProvider: { $0.userInterfaceStyle == .dark ? .white : .black }).frame(width: 20, height: 10)
                    Label("Gear", imageNamed: "gear")
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        let direct = try load("""
        import SwiftUI
        struct Card: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1).frame(width: 10, height: 10)
                    Color.black.frame(width: 20, height: 10)
                    Label("Gear", systemImage: "gear")
                }
            }
        }
        """)
        func dump(_ loaded: SwiftSource.Loaded) throws -> String {
            var options = RenderOptions(canvas: loaded.scene.canvas)
            options.width = 390
            options.height = 800
            var kinds: [String] = []
            try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer()).root.forEach {
                kinds.append("\($0.kind) \($0.frame) \(String(describing: $0.content).prefix(120))")
            }
            return kinds.joined(separator: "\n")
        }
        XCTAssertEqual(try dump(loaded), try dump(direct))
    }

    func testARootViewsInitLeavesItsAttributeWrappersAndUntypedModelsUnknown() throws {
        // Swiftfin's `VideoPlayer` (`init()`, `@InjectedObject(\.mediaPlayerManager) private var
        // manager`) and `CulturePicker` (`_viewModel = .init(wrappedValue: .init(library: .init()))`
        // of a package's generic model): both unknown, the views around them drawn.
        let loaded = try load("""
        import SwiftUI
        import Factory
        import JellyfinAPI
        struct Player: View {
            @InjectedObject(\\.manager) private var manager: MediaManager
            @StateObject private var viewModel: PagingViewModel<Culture>
            init() {
                self._viewModel = .init(wrappedValue: .init(library: .init()))
            }
            var body: some View {
                VStack {
                    Text("top")
                    Text(manager.title)
                    ForEach(viewModel.elements) { Text($0.name) }
                }
            }
        }
        """)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("placeholder for Text(Player.manager)") }, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("placeholder for ForEach(viewModel.elements)") }, "\(loaded.warnings)")
    }
}
