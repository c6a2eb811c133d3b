import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// swift-navigation's `Binding(unwrapping:)` over a TCA store's optional state
/// (`InterpreterSwiftNavigation`, docs/swift-input.md, "The Composable Architecture at rest"),
/// and the Swift around it in a settings form: snippets shaped like EhPanda's settings screen
/// (EhPanda-Team/EhPanda at a67ba07, TCA 1.17), written for these tests.
extension SwiftAppCodeTests {
    static let settingsFeature = """
    import ComposableArchitecture
    import SwiftUI

    struct Profile: Identifiable, Hashable {
        var id: Int
        var name: String
    }

    enum Resolution: String, CaseIterable, Identifiable {
        case auto = "Auto", low = "780x", high = "1280x", original = "Original"
        var id: String { rawValue }
        static let choices: [Self] = [.original] + allCases.dropLast(1)
    }

    enum Quality: Int, CaseIterable, Comparable {
        case low, medium, high
    }
    extension Quality {
        static func < (lhs: Quality, rhs: Quality) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    struct Preferences: Equatable {
        var profiles = [Profile(id: 1, name: "Default"), Profile(id: 2, name: "Travel")]
        var resolution: Resolution = .high
        var showsWarnings = true
        var note = ""
        var quality: Quality = .medium
    }

    @Reducer
    struct SettingsReducer {
        @ObservableState
        struct State: Equatable {
            var preferences: Preferences?
            var profile: Profile?
        }
        enum Action: BindableAction {
            case binding(BindingAction<State>)
        }
        var body: some ReducerOf<Self> { BindingReducer() }
    }

    struct SettingsView: View {
        @Bindable var store: StoreOf<SettingsReducer>
        var body: some View {
            VStack {
                if let preferences = Binding(unwrapping: $store.preferences),
                   let profile = Binding(unwrapping: $store.profile) {
                    SettingsForm(preferences: preferences, profile: profile)
                } else {
                    Text("Loading")
                }
            }
        }
    }

    struct SettingsForm: View {
        @Binding var preferences: Preferences
        @Binding var profile: Profile
        var body: some View {
            VStack {
                Picker("Profile", selection: $profile) {
                    ForEach(preferences.profiles) { profile in
                        Text(profile.name).tag(profile)
                    }
                }
                .pickerStyle(.menu)
                Picker("Resolution", selection: $preferences.resolution) {
                    ForEach(Resolution.choices) { choice in
                        Text(choice.rawValue).tag(choice)
                    }
                }
                Toggle("Warnings", isOn: $preferences.showsWarnings)
                if preferences.showsWarnings { Text("\\(preferences.profiles.count) profiles") }
                // Comparable's `<=` and `>` of two cases, made of the declared `<`.
                Text("\\(Quality.allCases.filter { $0 <= preferences.quality }.count) of \\(Quality.allCases.filter { $0 > preferences.quality }.count)")
            }
        }
    }

    """

    func testBindingUnwrappingShowsTheFormOfTheStoresInitialState() throws {
        let loaded = try load(Self.settingsFeature + """
        #Preview {
            SettingsView(store: .init(initialState: .init(preferences: .init(), profile: .init(id: 2, name: "Travel")), reducer: SettingsReducer.init))
        }
        """)
        XCTAssertEqual(loaded.warnings.filter { $0.contains("warning") }, [])
        XCTAssertEqual(try texts(Self.settingsFeature + """
        #Preview {
            SettingsView(store: .init(initialState: .init(preferences: .init(), profile: .init(id: 2, name: "Travel")), reducer: SettingsReducer.init))
        }
        """), ["Travel", "1280x", "Warnings", "2 profiles", "2 of 1"])
    }

    func testBindingUnwrappingOfNilIsNil() throws {
        // No preferences yet (before the reducer loads them): the `else` branch, as on a device.
        XCTAssertEqual(try texts(Self.settingsFeature + """
        #Preview {
            SettingsView(store: Store(initialState: SettingsReducer.State()) { SettingsReducer() })
        }
        """), ["Loading"])
    }

    func testBindingUnwrappingWithADefault() throws {
        XCTAssertEqual(try texts(Self.settingsFeature + """
        struct Caption: View {
            @Binding var text: String
            var body: some View { Text(text) }
        }
        struct NoteView: View {
            @State private var note: String? = nil
            @State private var title: String? = "Trip"
            var body: some View {
                VStack {
                    Caption(text: Binding(unwrapping: $note, default: "None"))
                    Caption(text: Binding(unwrapping: $title, default: "Untitled"))
                }
            }
        }
        #Preview { NoteView() }
        """), ["None", "Trip"])
    }

    func testImplicitColorInitOfAComputedNameIsTheAssetColour() throws {
        // No catalog here: the asset colour of that name is missing, a named placeholder colour
        // with its warning (it was refused: "expects a colour …, found String").
        let loaded = try load("""
        import SwiftUI
        enum Kind: String { case manga = "Manga" }
        extension Kind {
            var color: Color { .init("Light" + "/" + rawValue) }
        }
        struct Badge: View {
            var body: some View { Text("Manga").foregroundColor(Kind.manga.color) }
        }
        #Preview { Badge() }
        """)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("Light/Manga") }, "\(loaded.warnings)")
    }

    func testUserDefaultsValueForKeyOfAFreshInstallIsNil() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        enum Host: String { case main = "Main", mirror = "Mirror" }
        struct Defaults {
            static func value<T: Codable>(forKey key: String) -> T? {
                UserDefaults.standard.value(forKey: key) as? T
            }
        }
        struct HostView: View {
            var host: Host {
                let raw: String? = Defaults.value(forKey: "host")
                return Host(rawValue: raw ?? "") ?? .main
            }
            var body: some View {
                VStack {
                    Text(host.rawValue)
                    Text(UserDefaults.standard.value(forKey: "count") == nil ? "none" : "some")
                }
            }
        }
        #Preview { HostView() }
        """), ["Main", "none"])
    }
}
