import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Generic parameters substituted (`InterpreterGenerics`): explicit, aliased and inferred
/// arguments, nested generics, `where` clauses picking members. Snippets shaped like isowords'
/// `Three<Three<Three<Cube>>>` puzzle, written for these tests.
extension SwiftAppCodeTests {
    static let genericModels = """
    import SwiftUI

    struct Face { var letter: String }
    struct Cube {
        var top: Face
        static let mock = Cube(top: Face(letter: "A"))
        static let other = Cube(top: Face(letter: "B"))
    }
    struct Three<Element> {
        private var rawValue: [Element]
        init(_ first: Element, _ second: Element, _ third: Element) {
            self.rawValue = [first, second, third]
        }
        var first: Element { rawValue[0] }
        var third: Element { rawValue[2] }
        func replacing(first: Element) -> Three { Three(first, rawValue[1], rawValue[2]) }
    }
    typealias Puzzle = Three<Three<Three<Cube>>>
    extension Puzzle {
        static let mock = Self(
            .init(.init(.mock, .mock, .other), .init(.mock, .mock, .mock), .init(.mock, .mock, .mock)),
            .init(.init(.mock, .mock, .mock), .init(.mock, .mock, .mock), .init(.mock, .mock, .mock)),
            .init(.init(.mock, .mock, .mock), .init(.mock, .mock, .mock), .init(.mock, .mock, .other))
        )
    }

    """

    /// `Self(.init(.init(.mock, …)))` of an alias of a nested generic: each `.init` is a `Three`
    /// of the next level, the innermost `.mock`s `Cube.mock`.
    func testNestedGenericImplicitMembersTakeTheArgumentTypeAtEachLevel() throws {
        let source = Self.genericModels + """
        #Preview {
            VStack(spacing: 0) {
                Text(Puzzle.mock.first.first.third.top.letter)
                Text(Puzzle.mock.third.third.third.top.letter)
                Text(Puzzle.mock.first.first.first.top.letter)
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["B", "B", "A"])
    }

    /// `Three<Cube>(…)` written, and `Three(Cube.mock, .other, .mock)` inferred from the first
    /// argument; a method's `Element` parameter takes the argument type too.
    func testExplicitAndInferredArgumentsTypeImplicitMembers() throws {
        let source = Self.genericModels + """
        #Preview {
            VStack(spacing: 0) {
                Text(Three<Cube>(.other, .mock, .mock).first.top.letter)
                Text(Three(Cube.mock, .other, .other).third.top.letter)
                Text(Three<Cube>(.mock, .mock, .mock).replacing(first: .other).first.top.letter)
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["B", "B", "B"])
    }

    /// A declared type `Three<Cube>` of a stored property and of a memberwise property typed by
    /// the parameter (`var value: Value`).
    func testDeclaredGenericTypesMakeTheirImplicitInitialisers() throws {
        let source = Self.genericModels + """
        struct Box<Value> { var value: Value; var label: String }
        struct Holder {
            var row: Three<Cube> = .init(.mock, .other, .mock)
            var box: Box<Cube> = .init(value: .other, label: "box")
        }
        #Preview {
            VStack(spacing: 0) {
                Text(Holder().row.first.top.letter + Holder().row.replacing(first: .other).first.top.letter)
                Text(Holder().box.label + Holder().box.value.top.letter)
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["AB", "boxB"])
    }

    /// Members of constrained extensions: the one whose `where` clause holds for the instance's
    /// arguments, over an unconstrained one; a method's own `where` (a generic subscript of a
    /// nested type) only where it holds; an initialiser's `where Subtitle == Text` makes it.
    func testWhereClausesPickTheMemberThatHolds() throws {
        let source = Self.genericModels + """
        struct Tag<Value> { var value: Value }
        extension Tag { var kind: String { "any" } }
        extension Tag where Value == Int { var kind: String { "int" } }
        extension Tag where Value == String { var kind: String { "string" } }
        extension Tag where Value == Cube { func describe() -> String { "cube " + value.top.letter } }
        extension Tag { func describe() -> String { "other" } }
        extension Three {
            subscript<A>(deep index: Int) -> A where Element == Three<Three<A>> { self.first.first.first }
            subscript(deep index: Int) -> String { "shallow" }
        }
        struct Card<Subtitle> {
            var title: String
            var subtitle: Subtitle?
        }
        extension Card where Subtitle == Text {
            init(title: String, caption: String) { self.title = title; self.subtitle = Text(caption) }
        }
        extension Card where Subtitle == Text { var summary: String { "text card" } }
        extension Card where Subtitle == Int { var summary: String { "number card" } }
        #Preview {
            VStack(spacing: 0) {
                Text(Tag(value: 1).kind)
                Text(Tag(value: "x").kind)
                Text(Tag(value: true).kind)
                Text(Tag(value: Cube.other).describe())
                Text(Tag(value: 2).describe())
                Text(Puzzle.mock[deep: 0].top.letter)
                Text(Three<Int>(1, 2, 3)[deep: 0])
                Text(Card(title: "t", caption: "c").summary)
                Text(Card(title: "t", subtitle: 3).summary)
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["int", "string", "any", "cube B", "other", "A", "shallow", "text card", "number card"])
    }

    /// Substitution replaces whole names, not member types or parts of names.
    func testSubstitutionReplacesWholeParameterNames() {
        let map = ["Element": "Cube", "A": "Int"]
        XCTAssertEqual(Interpreter.substitute("[Element]", map), "[Cube]")
        XCTAssertEqual(Interpreter.substitute("Element?", map), "Cube?")
        XCTAssertEqual(Interpreter.substitute("Three<Element>", map), "Three<Cube>")
        XCTAssertEqual(Interpreter.substitute("Outer.Element", map), "Outer.Element")
        XCTAssertEqual(Interpreter.substitute("Elements", map), "Elements")
        XCTAssertEqual(Interpreter.substitute("(A, Element) -> A", map), "(Int, Cube) -> Int")
        XCTAssertEqual(Interpreter.genericParts("Three<Three<Cube>>")?.arguments, ["Three<Cube>"])
        XCTAssertEqual(Interpreter.genericParts("Pair<[Int: String], (A, B)>")?.arguments, ["[Int: String]", "(A, B)"])
        XCTAssertNil(Interpreter.genericParts("Cube"))
    }

    /// `InterpreterSubscripts` step 3: an implicit member of a type alias of a generic type
    /// (`cells: .start`), reached through a chain of calls the renderer cannot type
    /// (`cells.enumerated().map { … }`), subscripted, is a named placeholder, not "cannot
    /// subscript" (isowords' onboarding puzzle refused so once its static getter was read).
    func testASubscriptOfAnUntypedImplicitMembersChainIsAnUnknownValue() throws {
        let source = """
        import SwiftUI
        struct Three<Element> {
            var first: Element
            var second: Element
            var third: Element
        }
        typealias Row = Three<Int>
        struct Board {
            var cells: Row
            var firstLabels: [String] { cells.enumerated().map { "\\($0)" } }
        }
        struct V: View {
            let board = Board(cells: .start)
            var body: some View {
                VStack {
                    Text("board")
                    Text(board.firstLabels[0])
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["board", "Text(board.firstLabels[…])"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings.filter { $0.contains("placeholder for Text(board.firstLabels[…])") }.count, 1, "\(loaded.warnings)")
    }
}
