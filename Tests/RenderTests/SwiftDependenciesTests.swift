import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// swift-dependencies at rest (`InterpreterDependencies`, docs/swift-input.md, "The Composable
/// Architecture at rest"): a preview's `Store(…, withDependencies:)` makes its state with the
/// overrides in force, and an `@Dependency` without one reads the key's preview value. Snippets
/// shaped like isowords' settings (a client over a `LockIsolated`, read in a state's `init`),
/// written for these tests.
extension SwiftAppCodeTests {
    static let volumesClient = """
    import ComposableArchitecture
    import SwiftUI

    struct Volumes: Equatable {
        var music: Float
        var effects: Float
        init(music: Float = 1, effects: Float = 1) {
            self.music = music
            self.effects = effects
        }
    }

    struct VolumesClient {
        var get: @Sendable () -> Volumes
        var set: @Sendable (Volumes) async -> Void
    }

    extension VolumesClient: DependencyKey {
        static var liveValue: VolumesClient {
            let stored = LockIsolated(Volumes(music: 0.25))
            return Self(get: { stored.value }, set: { _ in })
        }
        static let testValue = Self.mock()
        static func mock(initial: Volumes = Volumes()) -> Self {
            let stored = LockIsolated<Volumes>(initial)
            return Self(
                get: { stored.value },
                set: { new in stored.withValue { $0 = new } }
            )
        }
    }

    extension DependencyValues {
        var volumes: VolumesClient {
            get { self[VolumesClient.self] }
            set { self[VolumesClient.self] = newValue }
        }
    }

    @Reducer
    struct Sounds {
        @ObservableState
        struct State: Equatable {
            var volumes: Volumes
            init() {
                @Dependency(\\.volumes) var volumes
                self.volumes = volumes.get()
            }
        }
        enum Action { case tapped }
        var body: some ReducerOf<Self> { EmptyReducer() }
    }

    struct SoundsView: View {
        let store: StoreOf<Sounds>
        var body: some View {
            VStack(spacing: 0) {
                Text("\\(store.volumes.music)")
                if store.volumes.effects <= 0 { Text("effects off") }
            }
        }
    }

    """

    /// The preview's mock (music 0.5, effects 0) is what the state's `init` reads.
    func testAStoresWithDependenciesOverridesWhatItsStateReads() throws {
        let source = Self.volumesClient + """
        #Preview {
            SoundsView(
                store: Store(initialState: Sounds.State()) {
                    Sounds()
                } withDependencies: {
                    $0.volumes = .mock(initial: Volumes(music: 0.5, effects: 0))
                }
            )
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["0.5", "effects off"])
    }

    /// Without an override a preview gets the key's `previewValue`, which `DependencyKey`
    /// defaults to its `liveValue` (music 0.25 here, effects 1).
    func testWithoutAnOverrideAPreviewReadsTheLiveValue() throws {
        let source = Self.volumesClient + """
        #Preview {
            SoundsView(store: Store(initialState: Sounds.State()) { Sounds() })
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["0.25"])
    }

    /// A declared `previewValue` wins over `liveValue`; a key with only a `testValue` (a
    /// `TestDependencyKey`) gives that; a member path reads through the value; and
    /// `withDependencies { … } operation: { … }` runs its operation with the override.
    func testPreviewValueTestValueMemberPathsAndWithDependencies() throws {
        let source = """
        import Dependencies
        import SwiftUI

        struct Greeting { var text: String }
        struct GreetingKey: DependencyKey {
            static let liveValue = Greeting(text: "live")
            static let previewValue = Greeting(text: "preview")
        }
        struct NameKey: TestDependencyKey {
            static let testValue = "test name"
        }
        extension DependencyValues {
            var greeting: Greeting {
                get { self[GreetingKey.self] }
                set { self[GreetingKey.self] = newValue }
            }
            var name: String {
                get { self[NameKey.self] }
                set { self[NameKey.self] = newValue }
            }
        }

        struct V: View {
            var body: some View {
                @Dependency(\\.greeting.text) var text
                @Dependency(\\.name) var name
                let overridden = withDependencies {
                    $0.greeting = Greeting(text: "set")
                } operation: { () -> String in
                    @Dependency(\\.greeting) var greeting
                    return greeting.text
                }
                VStack(spacing: 0) {
                    Text(text)
                    Text(name)
                    Text(overridden)
                }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["preview", "test name", "set"])
    }

    /// A key the module does not declare (a library's `\\.uuid`, a client of a package not read)
    /// stays the unknown value `@Dependency key`, drawn as a named placeholder.
    func testAnUndeclaredKeyStaysANamedPlaceholder() throws {
        let source = """
        import ComposableArchitecture
        import SwiftUI

        struct V: View {
            var body: some View {
                @Dependency(\\.apiClient) var apiClient
                VStack {
                    Text(apiClient.baseURL)
                    Text("after")
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("@Dependency apiClient") }, "\(loaded.warnings)")
        XCTAssertTrue(try texts(source).contains("after"))
    }
}

/// `@dynamicMemberLookup` types of the module (`InterpreterDynamicMembers`): a client that reads
/// its settings through `subscript(dynamicMember:)`, as isowords' `UserSettingsClient` does.
extension SwiftAppCodeTests {
    func testADynamicMemberIsTheSubscriptGivenItsKeyPath() throws {
        let source = """
        import SwiftUI

        struct Settings { var haptics = true; var name = "Blob" }

        @dynamicMemberLookup
        struct SettingsClient {
            var get: () -> Settings
            subscript<Value>(dynamicMember keyPath: KeyPath<Settings, Value>) -> Value {
                self.get()[keyPath: keyPath]
            }
            @_disfavoredOverload
            subscript<Value>(dynamicMember keyPath: KeyPath<Settings, Value>) -> [Value] {
                [self.get()[keyPath: keyPath]]
            }
        }

        struct V: View {
            let client = SettingsClient(get: { Settings(name: "Ann") })
            var body: some View {
                VStack(spacing: 0) {
                    Text(client.name)
                    Text(client.haptics ? "on" : "off")
                }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["Ann", "on"])
        // Without `@dynamicMemberLookup` the member is unknown: an error naming it.
        XCTAssertTrue(message(source.replacingOccurrences(of: "@dynamicMemberLookup\n", with: "")).contains("has no member 'name'"))
    }
}

extension SwiftAppCodeTests {
    /// `$0.build.number = { 98 }` changes a member of the key's preview value; an override the
    /// renderer cannot make (a method no file declares) makes that key unknown and the preview
    /// still renders, as isowords' changelog preview overrides its API client.
    func testAMemberOverrideStartsFromThePreviewValueAndAFailedOneIsUnknown() throws {
        let source = """
        import ComposableArchitecture
        import SwiftUI

        struct BuildInfo {
            var number: () -> Int = { 0 }
            var sha: () -> String = { "deadbeef" }
        }
        extension BuildInfo: DependencyKey {
            static let liveValue = BuildInfo(number: { 1 }, sha: { "live" })
            static let previewValue = BuildInfo(number: { 2 }, sha: { "preview" })
        }
        struct Client { var base = "" }
        extension Client: DependencyKey { static let liveValue = Client(base: "live") }
        extension DependencyValues {
            var buildInfo: BuildInfo {
                get { self[BuildInfo.self] }
                set { self[BuildInfo.self] = newValue }
            }
            var client: Client {
                get { self[Client.self] }
                set { self[Client.self] = newValue }
            }
        }

        @Reducer
        struct About {
            @ObservableState
            struct State: Equatable {
                var number: Int
                var sha: String
                var base: String
                init() {
                    @Dependency(\\.buildInfo) var buildInfo
                    @Dependency(\\.client) var client
                    self.number = buildInfo.number()
                    self.sha = buildInfo.sha()
                    self.base = client.base
                }
            }
            enum Action { case tapped }
            var body: some ReducerOf<Self> { EmptyReducer() }
        }

        struct AboutView: View {
            let store: StoreOf<About>
            var body: some View {
                VStack(spacing: 0) {
                    Text("\\(store.number)")
                    Text(store.sha)
                    Text(store.base)
                    Text("end")
                }
            }
        }

        #Preview {
            AboutView(
                store: Store(initialState: About.State()) {
                    About()
                } withDependencies: {
                    $0.buildInfo.number = { 98 }
                    $0.client = Client(base: nameNoFileDeclares)
                }
            )
        }
        """
        let loaded = try load(source)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("@Dependency client") || $0.contains("store.base") }, "\(loaded.warnings)")
        let shown = try texts(source)
        XCTAssertEqual(Array(shown.prefix(2)), ["98", "preview"])
        XCTAssertEqual(shown.last, "end")
    }
}

extension SwiftAppCodeTests {
    /// `LockIsolated.setValue` replaces the value and `withValue` changes it through its `inout`
    /// parameter and gives the closure's result, here in an `init` (never a silent no-op).
    func testLockIsolatedSetValueAndWithValueChangeTheValueInAnInit() throws {
        let source = """
        import Dependencies
        import SwiftUI

        struct Model {
            let volume = LockIsolated(0.25)
            var doubled = 0.0
            init() {
                volume.setValue(0.5)
                doubled = volume.withValue { value in
                    value += 0.25
                    return value * 2
                }
            }
        }

        struct V: View {
            let model = Model()
            var body: some View {
                VStack(spacing: 0) {
                    Text("\\(model.volume.value)")
                    Text("\\(model.doubled)")
                }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["0.75", "1.5"])
    }

    /// A key's `liveValue` that cannot be made is the placeholder `@Dependency key`, and the
    /// reason is warned where the `liveValue` failed (line 6: what no file declares).
    func testADependencyValueThatCannotBeMadeWarnsWhy() throws {
        let source = """
        import Dependencies
        import SwiftUI

        struct Clock { var now: String }
        struct ClockKey: DependencyKey {
            static var liveValue: Clock { Clock(now: nameNoFileDeclares) }
        }
        extension DependencyValues {
            var clock: Clock {
                get { self[ClockKey.self] }
                set { self[ClockKey.self] = newValue }
            }
        }

        struct V: View {
            var body: some View {
                @Dependency(\\.clock) var clock
                VStack(spacing: 0) {
                    Text(clock.now)
                    Text("after")
                }
            }
        }
        """
        let warnings = try load(source).warnings
        XCTAssertTrue(warnings.contains { $0.contains("App.swift:6:46:") && $0.contains("@Dependency clock is a placeholder: ClockKey.liveValue:")
            && $0.contains("nameNoFileDeclares") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("App.swift:19:13:") && $0.contains("placeholder for Text(@Dependency clock)") }, "\(warnings)")
        XCTAssertEqual(try texts(source).last, "after")
    }
}
