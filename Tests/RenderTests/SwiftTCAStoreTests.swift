import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// The Composable Architecture's `Store` at rest (`InterpreterTCA`, docs/swift-input.md, "The
/// Composable Architecture at rest"): snippets shaped like isowords' features (pointfreeco/isowords
/// at c727d3a, TCA 1.12's API), written for these tests. A preview shows the initial state: no
/// action is sent, no reducer runs.
extension SwiftAppCodeTests {
    /// A feature as TCA 1.x apps declare it; `body` of the reducer is never run.
    static let counterFeature = """
    import ComposableArchitecture
    import SwiftUI

    @Reducer
    struct Counter {
        @ObservableState
        struct State: Equatable {
            var title = "Score"
            var count = 0
            var isLoading = false
            var name = "Blob"
        }
        enum Action: BindableAction {
            case binding(BindingAction<State>)
            case incrementTapped
        }
        var body: some ReducerOf<Self> {
            BindingReducer()
            Reduce { state, action in
                state.count += 1
                return .none
            }
        }
    }

    """

    func testAStoreShowsItsInitialStateThroughDynamicMembers() throws {
        XCTAssertEqual(try texts(Self.counterFeature + """
        struct CounterView: View {
            @Bindable var store: StoreOf<Counter>
            var body: some View {
                VStack {
                    Text(store.title)
                    Text("\\(store.count)")
                    Text(store.state.name)
                    Text("\\(store.withState { $0.count + 1 })")
                    if store.isLoading { Text("Loading") }
                    Button("Add") { store.send(.incrementTapped) }
                    TextField("Name", text: $store.name)
                }
                .task { await store.send(.incrementTapped).finish() }
            }
        }

        #Preview {
            CounterView(store: Store(initialState: Counter.State(count: 41)) { Counter() })
        }
        """), ["Score", "41", "Blob", "42", "Add", "Blob"])
    }

    func testTheStatesTypeComesFromTheStoresTypeOrItsReducer() throws {
        // `.init(initialState:)` where a `StoreOf<Counter>` is declared; `.init(count:)` of the
        // state typed by the reducer closure `{ Counter() }`, by `StoreOf<Counter>(…)`, and by the
        // parameter a store with an empty reducer closure is given to (isowords' `WordListView`).
        XCTAssertEqual(try texts(Self.counterFeature + """
        struct CounterView: View {
            let store: StoreOf<Counter>
            init(store: StoreOf<Counter>) { self.store = store }
            var body: some View { Text("\\(store.title) \\(store.count)") }
        }

        struct Previews: PreviewProvider {
            static var previews: some View {
                VStack {
                    CounterView(store: .init(initialState: Counter.State(count: 1)) { Counter() } withDependencies: { _ in })
                    CounterView(store: Store(initialState: .init(count: 2)) { Counter() })
                    CounterView(store: StoreOf<Counter>(initialState: .init(count: 3)) {})
                    CounterView(store: Store(initialState: .init(count: 4)) {})
                    CounterView(store: Store(initialState: Counter.State(count: 5), reducer: { Counter() }))
                }
            }
        }
        """), ["Score 1", "Score 2", "Score 3", "Score 4", "Score 5"])
    }

    func testEachFeaturesNestedStateIsMadeByItsQualifiedName() throws {
        // Every TCA feature nests a `State`: `Game.State(…)` (and its extension's initialiser)
        // is `Game`'s, not the last `State` the module declares (isowords' `Game.State` beside
        // `WordSubmitButtonFeature.State`).
        XCTAssertEqual(try texts(Self.counterFeature + """
        @Reducer
        struct Other {
            struct State: Equatable { var required: Int }
        }
        extension Counter.State {
            init(doubling count: Int) { self.init(count: count * 2) }
        }
        struct V: View {
            var body: some View {
                Text("\\(Counter.State(count: 5).count) \\(Counter.State(doubling: 4).count)")
            }
        }
        """), ["5 8"])
    }

    func testScopedStoresOfChildrenOptionalsAndCollections() throws {
        XCTAssertEqual(try texts("""
        import ComposableArchitecture
        import SwiftUI

        @Reducer
        struct Row {
            @ObservableState
            struct State: Equatable, Identifiable {
                let id: Int
                var word: String
            }
        }

        @Reducer
        struct Child {
            @ObservableState
            struct State: Equatable { var message = "Child" }
        }

        @Reducer
        struct List {
            @ObservableState
            struct State: Equatable {
                var rows: IdentifiedArrayOf<Row.State> = []
                var child: Child.State?
                var missing: Child.State?
            }
        }

        struct RowView: View {
            let store: StoreOf<Row>
            var body: some View { Text("\\(store.id): \\(store.word)") }
        }

        struct ListView: View {
            let store: StoreOf<List>
            var body: some View {
                VStack {
                    ForEach(store.scope(state: \\.rows, action: \\.rows)) { rowStore in
                        RowView(store: rowStore)
                    }
                    ForEachStore(store.scope(state: \\.rows, action: \\.rows)) { RowView(store: $0) }
                    if let child = store.scope(state: \\.child, action: \\.child) {
                        Text(child.message)
                    }
                    if let missing = store.scope(state: \\.missing, action: \\.missing) {
                        Text(missing.message)
                    } else {
                        Text("No child")
                    }
                    IfLetStore(store.scope(state: \\.missing, action: \\.missing)) { _ in
                        Text("Shown")
                    } else: {
                        Text("Else branch")
                    }
                    IfLetStore(store.scope(state: { $0.child }, action: { .child($0) })) { childStore in
                        Text(childStore.message)
                    }
                }
            }
        }

        #Preview {
            ListView(store: Store(initialState: List.State(
                rows: [.init(id: 1, word: "CUBE"), .init(id: 2, word: "WORD")],
                child: .init(message: "Hi")
            )) { List() })
        }
        """), ["1: CUBE", "2: WORD", "1: CUBE", "2: WORD", "Hi", "No child", "Else branch", "Hi"])
    }

    func testViewStoresAndTheirBindingsReadTheObservedState() throws {
        XCTAssertEqual(try texts(Self.counterFeature + """
        struct LegacyView: View {
            let store: StoreOf<Counter>
            var body: some View {
                WithViewStore(store, observe: { $0 }) { viewStore in
                    VStack {
                        Text(viewStore.title)
                        TextField("Name", text: viewStore.binding(get: \\.name, send: { _ in .incrementTapped }))
                    }
                }
                WithViewStore(store, observe: \\.count) { viewStore in
                    Text("\\(viewStore.state)")
                }
                WithPerceptionTracking {
                    Text("\\(ViewStore(store, observe: { $0 }).count)")
                }
            }
        }

        #Preview { LegacyView(store: Store(initialState: Counter.State(count: 7)) { Counter() }) }
        """), ["Score", "Blob", "7", "7"])
    }

    func testCasePathsChecksAndPayloadsOfTheState() throws {
        // isowords' `store.destination.is(\.some.upgradeInterstitial)`,
        // `store.gameContext.is(\.turnBased)` and `store.summary?.leaderboard?[timeScope]`.
        XCTAssertEqual(try texts("""
        import ComposableArchitecture
        import SwiftUI

        enum Scope: String { case day, week }
        struct Rank: Equatable { var outOf: Int; var rank: Int }

        @Reducer
        struct Over {
            @ObservableState
            struct State: Equatable {
                var context: Context = .solo
                var destination: Destination?
                var summary: Summary?
            }
            @CasePathable
            enum Context: Equatable { case solo, turnBased(String) }
            enum Destination: Equatable { case upgrade, settings }
            enum Summary: Equatable { case daily(Int); case board([Scope: Rank]) }
        }

        struct OverView: View {
            let store: StoreOf<Over>
            var body: some View {
                VStack {
                    Text(store.destination.is(\\.some.upgrade) ? "upgrade" : "no upgrade")
                    Text(store.context.is(\\.solo) ? "solo" : "not solo")
                    Text(store.context.is(\\.turnBased) ? "turn based" : "not turn based")
                    Text("\\(store.summary?.board?[.week]?.rank ?? 0) of \\(store.summary?.board?[.week]?.outOf ?? 0)")
                    Text("\\(store.summary?.daily ?? -1)")
                }
            }
        }

        #Preview {
            OverView(store: Store(initialState: Over.State(summary: .board([.day: .init(outOf: 10, rank: 1), .week: .init(outOf: 99, rank: 7)]))) {
                Over()
            })
        }
        """), ["no upgrade", "solo", "not turn based", "7 of 99", "-1"])
    }

    /// The receiver of `.is(\.case)` is evaluated once: a counting side effect counts 1 a check.
    func testACaseCheckEvaluatesItsReceiverOnce() throws {
        XCTAssertEqual(try texts("""
        import ComposableArchitecture
        import SwiftUI

        @CasePathable
        enum Mode: Equatable { case solo, duel }
        final class Counter { var count = 0 }
        // Not a case check: the app's own `is`, reached after the case check declines.
        struct Box { var n = 1; func `is`(_ path: KeyPath<Box, Int>) -> Bool { self[keyPath: path] == 1 } }

        struct ModeView: View {
            let counter = Counter()
            func mode() -> Mode { counter.count += 1; return .duel }
            func box() -> Box { counter.count += 1; return Box() }
            var body: some View {
                VStack {
                    Text(mode().is(\\.solo) ? "solo" : "not solo")
                    Text(box().is(\\.n) ? "one" : "not one")
                    Text("\\(counter.count)")
                }
            }
        }

        #Preview { ModeView() }
        """), ["not solo", "one", "2"])
    }

    /// `@Presents var alert: AlertState<…>?` without a value is nil before a State's explicit
    /// `init` runs, as TCA's wrapper starts (isowords' GameOverView's State).
    func testAPresentedOptionalIsNilBeforeAnExplicitInit() throws {
        XCTAssertEqual(try texts("""
        import ComposableArchitecture
        import SwiftUI

        @Reducer
        struct Over {
            @ObservableState
            struct State: Equatable {
                @Presents var alert: AlertState<Action.Alert>?
                var score: Int
                init(score: Int) { self.score = score }
            }
            enum Action { enum Alert: Equatable { case ok } }
        }

        struct OverView: View {
            let store: StoreOf<Over>
            var body: some View {
                Text(store.alert == nil ? "no alert \\(store.score)" : "alert")
            }
        }

        #Preview { OverView(store: Store(initialState: Over.State(score: 3)) { Over() }) }
        """), ["no alert 3"])
    }

    func testPresentationsOfTheStoreAreNotShownAtRest() throws {
        let loaded = try load(Self.counterFeature + """
        struct CounterView: View {
            @Bindable var store: StoreOf<Counter>
            var body: some View {
                Text(store.title)
                    .alert($store.scope(state: \\.alert, action: \\.alert))
                    .sheet(item: $store.scope(state: \\.destination?.settings, action: \\.destination.settings)) { settings in
                        Text("Never")
                    }
            }
        }
        extension Counter.State {
            var alert: String? { nil }
            var destination: Counter.State? { nil }
        }

        #Preview { CounterView(store: Store(initialState: Counter.State()) { Counter() }) }
        """)
        XCTAssertEqual(loaded.warnings.filter { $0.contains("warning") }, [])
        XCTAssertTrue(loaded.notes.contains { $0.contains("ignored .alert: a presentation of the store's state is not shown at rest") }, "\(loaded.notes)")
    }

    func testWhatTheModelDoesNotKnowStaysAPlaceholder() throws {
        // `SwitchStore`/`CaseLet` are not modelled: a named placeholder; a view rendered without
        // the preview that makes its store has no state to show.
        let loaded = try load(Self.counterFeature + """
        struct CounterView: View {
            let store: StoreOf<Counter>
            var body: some View {
                VStack {
                    Text("Title")
                    SwitchStore(store) { state in Text("case") }
                }
            }
        }
        """)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("placeholder for SwitchStore") }, "\(loaded.warnings)")
        // Without `import ComposableArchitecture`, a `Store` is no TCA store: unknown.
        let plain = try load("""
        import SwiftUI
        struct V: View {
            let store = Store(initialState: 3)
            var body: some View { Text("\\(store.count)") }
        }
        """)
        XCTAssertTrue(plain.warnings.contains { $0.contains("Store") }, "\(plain.warnings)")
        // A state nothing types (`.init(…)` of an empty reducer and an untyped binding) is unknown.
        let untyped = try load(Self.counterFeature + """
        struct V: View {
            let store = Store(initialState: .init(count: 2)) {}
            var body: some View { Text("\\(store.count)") }
        }
        """)
        XCTAssertTrue(untyped.warnings.contains { $0.contains("Store(initialState: (…))") }, "\(untyped.warnings)")
        // The module's own `Store` wins over TCA's.
        XCTAssertEqual(try texts(Self.counterFeature + """
        final class Store { var initialState: Int; init(initialState: Int) { self.initialState = initialState } }
        struct V: View {
            let store = Store(initialState: 8)
            var body: some View { Text("\\(store.initialState)") }
        }
        """), ["8"])
    }

    func testAWrongLabelOfTheStoresAPIIsAnError() {
        XCTAssertTrue(message(Self.counterFeature + """
        struct V: View {
            let store = Store(initialStat: Counter.State()) { Counter() }
            var body: some View { Text(store.title) }
        }
        """).contains("Store takes initialState:, a reducer and withDependencies:, not 'initialStat:'"))
        XCTAssertTrue(message(Self.counterFeature + """
        struct V: View {
            let store = Store(initialState: Counter.State()) { Counter() }
            var body: some View { Text(store.scope(stat: \\.title, action: \\.title).title) }
        }
        """).contains("scope takes state: and action:"))
    }

    /// Swift isowords' real states reach once the store holds them (each was a refusal).
    func testTheSwiftIsowordsStatesReach() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI

        enum Mode: Int, Comparable { case one, two, three
            static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
        }
        enum Reaction: String { case angel = "😇" }
        enum Period: String { case day, week }
        struct Played { var reactions: [Int: Reaction]?; var word = "hi" }
        extension CGFloat { static func grid(_ n: Int) -> Self { Self(n) * 4 } }

        func praise(_ score: Int, _ mode: Mode) -> String {
            switch (score, mode) {
            case (0, _): return "You there?"
            case (..<250, .one): return "Good"
            case (let other, _): return "Score \\(other)"
            }
        }

        struct V: View {
            var mode: Mode = .two
            var played = Played(reactions: [0: .angel])
            var body: some View {
                VStack {
                    Text(praise(0, .one))
                    Text(praise(100, .one))
                    Text(praise(300, .two))
                    Text(mode < .three ? "before three" : "three")
                    Text((played.reactions?[0]).map { "reacted \\($0.rawValue)" } ?? "")
                    ForEach([.week, .day], id: \\Period.rawValue) { period in Text(period.rawValue) }
                    LazyVGrid(columns: [GridItem(.flexible(), spacing: .grid(4))]) { Text("grid") }
                    Text("a").foregroundColor(Color.red.opacity(0.4)) + Text("b")
                }
                .overlay(mode == .one ? Color.black : nil)
            }
        }
        """), ["You there?", "Good", "Score 300", "before three", "reacted 😇", "week", "day", "grid", "ab"])
    }
}
