import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What isowords' game-over and word-list views met once their states were read (snippets
/// shaped like pointfreeco/isowords at c727d3a, written for these tests): a module type that is
/// a collection through its own members (`InterpreterCustomCollections`), an extension of a
/// type alias (`InterpreterTypeAliasExtensions`), `.map` of a `@CasePathable` case holding an
/// array, `-.grid(1)`, overloads told apart by a SwiftUI value type, and `Path` of a framework's
/// path.
extension SwiftAppCodeTests {
    static let stepsCollection = """
    import SwiftUI

    struct Step: Equatable {
        var word: String
        var score: Int
    }

    struct Steps: BidirectionalCollection, ExpressibleByArrayLiteral {
        var storage: [Step]
        init(_ storage: [Step]) { self.storage = storage }
        init(arrayLiteral elements: Step...) { self.storage = elements }
        var startIndex: Int { storage.startIndex }
        var endIndex: Int { storage.endIndex }
        subscript(position: Int) -> Step { storage[position] }
        func index(after i: Int) -> Int { storage.index(after: i) }
        func index(before i: Int) -> Int { storage.index(before: i) }
        var best: Int { 99 }
    }

    struct Round {
        var steps: Steps
        var total: Int { steps.reduce(into: 0) { $0 += $1.score } }
    }

    """

    func testAModuleCollectionHasTheStandardLibrarysDefaults() throws {
        XCTAssertEqual(try texts(Self.stepsCollection + """
        struct StepsView: View {
            let round = Round(steps: Steps([Step(word: "CUBE", score: 12), Step(word: "", score: 0), Step(word: "ISO", score: 5)]))
            var body: some View {
                VStack {
                    Text("\\(round.steps.count) \\(round.total) \\(round.steps.best)")
                    if round.steps.isEmpty { Text("none") }
                    Text(round.steps.first?.word ?? "-")
                    ForEach(round.steps.compactMap { $0.word.isEmpty ? nil : $0.word }, id: \\.self) { Text($0) }
                    ForEach(round.steps, id: \\.word) { step in Text("\\(step.score)") }
                }
            }
        }
        """), ["3 17 99", "CUBE", "CUBE", "ISO", "12", "0", "5"])
    }

    func testAnEmptyModuleCollectionIsEmptyAndForInWalksIt() throws {
        XCTAssertEqual(try texts(Self.stepsCollection + """
        struct StepsView: View {
            let none = Steps([])
            let two = Steps([Step(word: "A", score: 1), Step(word: "B", score: 2)])
            var body: some View {
                VStack {
                    if none.isEmpty { Text("Tap the cube to play") }
                    Text(joined)
                }
            }
            var joined: String {
                var text = ""
                for step in two { text += step.word }
                return text
            }
        }
        """), ["Tap the cube to play", "AB"])
    }

    /// A type with the members but no Collection conformance gets no defaults (Swift gives
    /// them only to conforming types).
    func testMembersWithoutConformanceAreNoCollection() {
        XCTAssertTrue(message("""
        import SwiftUI
        struct Bag {
            var storage: [Int]
            var startIndex: Int { storage.startIndex }
            var endIndex: Int { storage.endIndex }
            subscript(position: Int) -> Int { storage[position] }
            func index(after i: Int) -> Int { i + 1 }
        }
        struct BagView: View {
            var body: some View { Text("\\(Bag(storage: [1]).count)") }
        }
        """).contains("Bag has no member 'count'"))
    }

    /// A collection whose `index(after:)` never reaches `endIndex` is a located error, not a hang.
    func testACollectionThatNeverEndsIsAnError() {
        let result = message("""
        import SwiftUI
        struct Forever: Collection {
            var startIndex: Int { 0 }
            var endIndex: Int { -1 }
            subscript(position: Int) -> Int { position }
            func index(after i: Int) -> Int { i + 1 }
        }
        struct ForeverView: View {
            var body: some View { Text("\\(Forever().count)") }
        }
        """)
        // The step budget stops the walk, at the member it was running.
        XCTAssertTrue(result.hasPrefix("App.swift:6:"), result)
        XCTAssertTrue(result.contains("evaluation steps"), result)
    }

    /// `index(after:)` past `Int.max` is a located overflow error, as Swift traps, not a crash.
    func testAnArrayIndexPastIntMaxIsALocatedError() {
        let result = message("""
        import SwiftUI
        struct EdgeView: View {
            var body: some View { Text("\\([1].index(after: Int.max))") }
        }
        """)
        XCTAssertTrue(result.hasPrefix("App.swift:3:"), result)
        XCTAssertTrue(result.contains("arithmetic overflow"), result)
    }

    func testAnExtensionOfATypeAliasExtendsTheTypeItNames() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI

        struct Trio<Element> {
            var items: [Element]
            init(_ first: Element, _ second: Element, _ third: Element) { self.items = [first, second, third] }
        }
        typealias Board = Trio<Trio<String>>

        extension Board {
            static let sample = Self(.init("a", "b", "c"), .init("d", "e", "f"), .init("g", "h", "i"))
            var size: Int { items.count }
            func label(_ prefix: String) -> String { prefix + "\\(items.count)" }
        }

        struct BoardView: View {
            let board: Board = .sample
            var body: some View {
                VStack {
                    Text("\\(board.size)")
                    Text(board.label("rows "))
                }
            }
        }
        """), ["3", "rows 3"])
    }

    func testOptionalMapOfACasePathableCaseHoldingAnArray() throws {
        XCTAssertEqual(try texts("""
        import ComposableArchitecture
        import SwiftUI

        @CasePathable
        enum MoveType: Equatable {
            case playedWord([Int])
            case removedCube(Int)
        }

        struct MovesView: View {
            let moves: [MoveType] = [.playedWord([1, 2, 3]), .removedCube(4), .playedWord([5])]
            var body: some View {
                VStack {
                    ForEach(moves.compactMap { move in move.playedWord.map { "\\($0.count) letters" } }, id: \\.self) { Text($0) }
                    Text("\\([1, 2].map { $0 * 2 }.count)")
                }
            }
        }
        """), ["3 letters", "1 letters", "2"])
    }

    func testNegatedImplicitMemberOfANumberExtension() throws {
        let leaves = try self.leaves("""
        import SwiftUI
        extension CGFloat {
            static func grid(_ n: Int) -> Self { Self(n) * 4 }
        }
        struct Badge: View {
            var body: some View {
                Text("7").offset(y: -.grid(1))
            }
        }
        """)
        // The Text (10 × 20 at 17 pt) centred on 390 × 800, drawn 4 pt higher.
        XCTAssertEqual(leaves, ["Text 190,386 10x20"])
    }

    func testAnOverloadTakingEdgeInsetsIsChosenForEdgeInsets() throws {
        let leaves = try self.leaves("""
        import SwiftUI
        extension View {
            func roomy(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self.padding(edges, 1) }
            func roomy(_ insets: EdgeInsets) -> some View { self.padding(insets) }
        }
        struct Chip: View {
            var body: some View {
                Text("A").roomy(EdgeInsets(top: 6, leading: 12, bottom: 8, trailing: 12))
            }
        }
        """)
        // 10 + 12 + 12 wide, 20 + 6 + 8 high, centred at 178,383; the text 12 pt in, 6 pt down.
        // With the `Edge.Set` overload (1 pt all round) it would be at 190,390.
        XCTAssertEqual(leaves, ["Text 190,389 10x20"])
    }

    func testAPathOfAFrameworkPathIsAPlaceholder() throws {
        let source = """
        import SwiftUI
        struct Corners: Shape {
            func path(in rect: CGRect) -> Path {
                // A `UIBezierPath` initialiser the renderer does not make (`roundedRect:…` it
                // does: `SwiftOvertureTests`).
                Path(UIBezierPath(arcCenter: .zero, radius: 4, startAngle: 0, endAngle: 1, clockwise: true).cgPath)
            }
        }
        struct Chip: View {
            var body: some View { Text("A").clipShape(Corners()) }
        }
        """
        let loaded = try load(source)
        // The clip is left out; the Text is drawn, unclipped.
        XCTAssertEqual(loaded.warnings.filter { $0.contains("warning") },
                       ["App.swift:10:36: warning: left out .clipShape: its argument uses UIBezierPath(…), which the renderer does not know"])
        XCTAssertEqual(try texts(source), ["A"])
    }
}
