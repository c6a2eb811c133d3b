import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What the fresh apps' rows (`scripts/corpus/fresh.tsv`) stopped at in session 16: an implicit
/// `.init(…)` typed by its context, the module's methods in extensions of standard types (and
/// `mutating` ones written back), `Set.insert(_:)`'s result and `removeAll(where:)`. Snippets
/// shaped like the apps' code, written here (the fixed-advance measurer: 10 pt a character).
extension SwiftAppCodeTests {
    func testAnImplicitInitializerAssignedToATypedPropertyIsThatType() throws {
        // Mlem's `WarningView`: `let text: String` set by `self.text = .init(localized: text)`.
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct Counter { let count: Int; var label: String { "n\\(count)" } }
        struct Warning: View {
            let text: String
            let detail: String
            let counter: Counter
            init(text: LocalizedStringResource) {
                self.text = .init(localized: text)
                detail = .init(describing: 42)
                self.counter = .init(count: 7)
            }
            var body: some View {
                VStack { Text(text); Text(detail); Text(counter.label) }
            }
        }
        struct Screen: View { var body: some View { Warning(text: "Careful") } }
        """), ["Careful", "42", "n7"])
    }

    func testAnImplicitInitializerTakesTheTypeOfItsDeclarationResultOrParameter() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct Counter {
            let count: Int
            init(count: Int) { self.count = count * 10 }
            var label: String { "n\\(count)" }
        }
        func make() -> Counter { .init(count: 4) }
        struct Row: View {
            let counter: Counter
            var body: some View { Text(counter.label) }
        }
        struct Screen: View {
            let first: Counter = .init(count: 1)
            var second: Counter { return .init(count: 2) }
            func title() -> String { .init(describing: 6) }
            var body: some View {
                let third: Counter = .init(count: 3)
                VStack {
                    Text(first.label)
                    Text(second.label)
                    Text(third.label)
                    Text(make().label)
                    Row(counter: .init(count: 5))
                    Text(title())
                }
            }
        }
        """), ["n10", "n20", "n30", "n40", "n50", "6"])
    }

    func testAnImplicitInitializerOfAnUnreadPackagesTypeIsANamedUnknownValue() throws {
        // Swiftfin's `let vlcUIProxy: VLCVideoPlayer.Proxy = .init()` (VLCUI not checked out),
        // handed to `.environmentObject(…)`: left out, the view drawn.
        let loaded = try load("""
        import SwiftUI
        import VLCUI
        final class Player {
            let proxy: VLCVideoPlayer.Proxy = .init()
        }
        struct Screen: View {
            let player = Player()
            var body: some View { Text("Video").environmentObject(player.proxy) }
        }
        """)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("VLCVideoPlayer.Proxy(…)") }, "\(loaded.warnings)")
        XCTAssertEqual(try texts("""
        import SwiftUI
        import VLCUI
        final class Player {
            let proxy: VLCVideoPlayer.Proxy = .init()
        }
        struct Screen: View {
            let player = Player()
            var body: some View { Text("Video").environmentObject(player.proxy) }
        }
        """), ["Video"])
        // Without an unread import, an unknown type's `.init()` is not guessed at: the error stays.
        XCTAssertTrue(message("""
        import SwiftUI
        final class Player { let proxy: Unheard.Proxy = .init() }
        struct Screen: View {
            let player = Player()
            var body: some View { Text("Video").environmentObject(player.proxy) }
        }
        """).contains(".environmentObject takes an instance of an ObservableObject class"))
    }

    func testTheModulesMutatingMethodsOnArraysChangeTheirReceiver() throws {
        // Swiftfin's `extension Array where Element: Equatable { mutating func removeAll(equalTo:) }`
        // (not SwiftUI's `removeAll()`: its labels), Mlem's `appendIfPresent(_:)`.
        XCTAssertEqual(try texts("""
        import SwiftUI
        extension Array where Element: Equatable {
            mutating func removeAll(equalTo element: Element) {
                removeAll { $0 == element }
            }
            mutating func toggle(_ element: Element) {
                if contains(element) {
                    removeAll(equalTo: element)
                } else {
                    append(element)
                }
            }
        }
        extension Array {
            mutating func appendIfPresent(_ newElement: Element?) {
                if let newElement {
                    self.append(newElement)
                }
            }
            func appending(_ element: Element) -> [Element] { self + [element] }
        }
        struct Tags: View {
            var tags: [String] {
                var tags = ["a", "b", "a", "c"]
                tags.removeAll(equalTo: "a")
                tags.toggle("d")
                tags.toggle("b")
                tags.appendIfPresent(nil)
                tags.appendIfPresent("e")
                return tags.appending("f")
            }
            var body: some View { HStack { ForEach(tags, id: \\.self) { Text($0) } } }
        }
        """), ["c", "d", "e", "f"])
    }

    func testTheModulesMethodShadowsTheStandardLibrarysOfTheSameSignature() throws {
        // swiftlang/swift NameLookup.cpp: a declaration of any module is preferred over the
        // standard library's of the same signature.
        XCTAssertEqual(try texts("""
        import SwiftUI
        extension String {
            func uppercased() -> String { "shadowed" }
        }
        struct Screen: View { var body: some View { Text("ab".uppercased()) } }
        """), ["shadowed"])
    }

    func testReviewedStandardExtensionCases() throws {
        // Review 16 R1: a module extension method returning `some View` builds views; an
        // `extension Optional` method is not found on a non-optional String (Swift never looks
        // there), so the String's own `uppercased()` runs; a module `append(_:)` of a closure,
        // given a string, leaves `append(_:)` growing the array variable in place.
        XCTAssertEqual(try texts("""
        import SwiftUI
        extension Array {
            func rows() -> some View { ForEach(0..<count, id: \\.self) { Text("row\\($0)") } }
            mutating func append(_ make: () -> Element) { append(make()) }
        }
        extension Optional {
            func uppercased() -> String { "optional" }
        }
        struct Screen: View {
            var names: [String] {
                var names = ["a"]
                names.append("b")
                return names
            }
            var body: some View {
                VStack {
                    names.rows()
                    Text("ab".uppercased())
                }
            }
        }
        """), ["row0", "row1", "AB"])
    }

    func testRemoveAllWhereKeepsTheElementsThePredicateRejects() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct Screen: View {
            var numbers: [Int] {
                var numbers = [1, 2, 3, 4, 5]
                numbers.removeAll { $0 % 2 == 0 }
                numbers.removeAll(where: { $0 == 5 })
                return numbers
            }
            var body: some View { HStack { ForEach(numbers, id: \\.self) { Text("\\($0)") } } }
        }
        """), ["1", "3"])
    }

    func testSetInsertReturnsWhetherItInserted() throws {
        // Mlem's `uniqued()`: `filter { set.insert($0).inserted }`.
        XCTAssertEqual(try texts("""
        import SwiftUI
        extension Sequence where Element: Hashable {
            func uniqued() -> [Element] {
                var set = Set<Element>()
                return filter { set.insert($0).inserted }
            }
        }
        struct Screen: View {
            var summary: String {
                var seen: Set<String> = []
                let first = seen.insert("x")
                let second = seen.insert("x")
                return "\\(first.inserted) \\(second.inserted) \\(second.memberAfterInsert) \\(seen.count)"
            }
            var body: some View {
                VStack {
                    HStack { ForEach(["b", "a", "b", "c", "a"].uniqued(), id: \\.self) { Text($0) } }
                    Text(summary)
                }
            }
        }
        """), ["b", "a", "c", "true false x 1"])
    }

    func testTheModulesModifierBesideSwiftUIsIsTakenOnlyWhereTheArgumentsFitIt() throws {
        // Mlem's `extension View { func tint(_ themedColor: ThemedColor?) }` whose modifier calls
        // `content.tint(themed.resolve())` with a Color: SwiftUI's `tint`, as Swift resolves it.
        let source = """
        import SwiftUI
        struct Themed: Hashable {
            let name: String
            func resolve() -> Color { .red }
        }
        private struct ThemedTint: ViewModifier {
            let themed: Themed
            func body(content: Content) -> some View { content.tint(themed.resolve()) }
        }
        extension View {
            func tint(_ themed: Themed?) -> some View {
                modifier(ThemedTint(themed: themed ?? Themed(name: "plain")))
            }
        }
        struct Screen: View {
            var body: some View { Button("Go") {}.tint(Themed(name: "warning")) }
        }
        """
        let tinted = try load(source)
        XCTAssertEqual(tinted.warnings, [])
        XCTAssertTrue(Self.strings(in: tinted.json).contains("tint"), "SwiftUI's tint applied")
        XCTAssertEqual(try leaves(source), try leaves("""
        import SwiftUI
        struct Screen: View {
            var body: some View { Button("Go") {}.tint(.red) }
        }
        """))
        // Swiftfin's `preference(key:value: () -> [V])` handing SwiftUI's the array it builds.
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct NamesKey: PreferenceKey {
            static var defaultValue: [String] = []
            static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
        }
        extension View {
            func preference<Key: PreferenceKey, V>(key: Key.Type, value: () -> [V]) -> some View where Key.Value == [V] {
                preference(key: Key.self, value: value())
            }
        }
        struct Screen: View {
            var body: some View { Text("Named").preference(key: NamesKey.self) { ["a", "b"] } }
        }
        """), ["Named"])
    }

    /// Every string and key of a scene's JSON.
    static func strings(in node: JSONNode) -> [String] {
        switch node.value {
        case .string(let text): return [text]
        case .array(let items): return items.flatMap { strings(in: $0) }
        case .object(let members): return members.flatMap { [$0.key] + strings(in: $0.value) }
        default: return []
        }
    }
}
