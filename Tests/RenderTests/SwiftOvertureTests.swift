import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Overture's `update(_:_:)` (`InterpreterOverture`), the assignments its closures make, and the
/// model code isowords' previews reach through it: `init(arrayLiteral:)` of a module type, a
/// module collection's mutating defaults, module subscripts, `Type.init` as a function value,
/// `UIBezierPath` paths (docs/swift-input.md). Snippets shaped like isowords' mocks, written for
/// these tests.
extension SwiftAppCodeTests {
    static let overtureModels = """
    import Overture
    import SwiftUI

    enum Outcome { case none, won, lost }
    struct Participant {
        var name: String
        var outcome: Outcome
        static let local = Participant(name: "blob", outcome: .none)
        static let remote = Participant(name: "blob jr", outcome: .none)
    }
    struct Match {
        var participants: [Participant]
        var title: String
        static let mock = Match(participants: [], title: "mock")
    }
    struct Game {
        var title = "game"
        var moves: [Int] = []
        static let mock = Game(title: "mock", moves: [1])
        static let solo = update(Game.mock) { $0.title = "solo" }
    }
    struct Saved {
        var daily: Game?
        var unlimited: Game?
    }
    struct MatchView: View {
        let match: Match
        var body: some View {
            VStack(spacing: 0) {
                Text(match.title)
                ForEach(match.participants, id: \\.name) { p in
                    Text("\\(p.name) \\(p.outcome == .won ? "won" : p.outcome == .lost ? "lost" : "-")")
                }
            }
        }
    }
    struct SavedView: View {
        let saved: Saved
        var body: some View {
            VStack(spacing: 0) {
                if saved.daily != nil { Text("daily") }
                Text(saved.unlimited?.title ?? "none")
                Text("\\(saved.unlimited?.moves.count ?? -1)")
                Text(Game.solo.title)
            }
        }
    }

    """

    /// `update(.mock) { … }`: `.mock` is the static of the type the result is given to (a
    /// memberwise parameter of `Game?`), each closure runs on a copy as its `inout` parameter,
    /// `$0?.x = …` assigns through the optional, and `update(Game.mock)` of a typed value runs
    /// at once (a static's initialiser).
    func testOvertureUpdateTakesItsTypeFromWhereItsResultGoes() throws {
        let source = Self.overtureModels + """
        #Preview {
            SavedView(saved: Saved(
                daily: nil,
                unlimited: update(.mock) {
                    $0?.title = "updated"
                    $0?.moves = [1, 2, 3]
                }
            ))
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["updated", "3", "solo"])
    }

    /// An `update(.local)` inside an array assigned to a typed stored property takes the
    /// element type (`$0.participants: [Participant]`); several closures run in order.
    func testNestedUpdatesTakeTheStoredPropertysElementType() throws {
        let source = Self.overtureModels + """
        #Preview {
            MatchView(match: update(.mock, { $0.title = "first" }, { $0.title += " then second" }) {
                $0.participants = [
                    update(.local) { $0.outcome = .won },
                    update(.remote) { $0.outcome = .lost },
                ]
            })
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["first then second", "blob won", "blob jr lost"])
    }

    /// Where no declared type reaches it, `update(.mock)` is the unknown value `update(…)`; and
    /// without `import Overture` the name is a package function the renderer cannot run.
    func testUpdateWithoutATypeOrWithoutOvertureIsUnknown() throws {
        let untyped = Self.overtureModels + """
        struct Shown: View {
            var body: some View {
                let game = update(.mock) { $0.title = "x" }
                Text(game.title)
            }
        }
        #Preview { Shown() }
        """
        XCTAssertEqual(try load(untyped).warnings.map { $0.contains("update(…)") }, [true])
        let unimported = Self.overtureModels.replacingOccurrences(of: "import Overture\n", with: "") + """
        #Preview { SavedView(saved: Saved(daily: nil, unlimited: update(.mock) { $0?.title = "x" })) }
        """
        XCTAssertTrue(try load(unimported).warnings.contains { $0.contains("update(…)") })
    }

    /// `$0?.title = …` of nil assigns nothing; `update(&game) { … }` writes back to the variable.
    func testOptionalChainOfNilAndTheInoutForm() throws {
        let source = Self.overtureModels + """
        struct Shown: View {
            var body: some View {
                var game = Game.mock
                update(&game) { $0.title = "changed" }
                let none: Game? = update(nil as Game?) { $0?.title = "never" }
                return VStack(spacing: 0) {
                    Text(game.title)
                    Text(none?.title ?? "nil")
                }
            }
        }
        #Preview { Shown() }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["changed", "nil"])
    }

    static let movesCollection = """
    import SwiftUI

    struct Move { var score: Int; static let big = Move(score: 100) }
    struct Moves: RandomAccessCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
        var rawValue: [Move]
        init() { self.rawValue = [] }
        init(arrayLiteral elements: Move...) { self.rawValue = elements }
        var startIndex: Int { rawValue.startIndex }
        var endIndex: Int { rawValue.endIndex }
        subscript(position: Int) -> Move { rawValue[position] }
        func index(after i: Int) -> Int { i + 1 }
        func index(before i: Int) -> Int { i - 1 }
        mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Move {
            rawValue.replaceSubrange(subrange, with: newElements)
        }
    }
    struct Game { var moves: Moves }

    """

    /// `[.big]` given to `Moves` is its `init(arrayLiteral:)` with `Move`s; `append`, `insert`,
    /// `remove(at:)` and `removeAll` run through the type's own `replaceSubrange`, written back.
    func testArrayLiteralsAndMutatingDefaultsOfAModuleCollection() throws {
        let source = Self.movesCollection + """
        struct Shown: View {
            var body: some View {
                var game = Game(moves: [.big, Move(score: 5)])
                game.moves.append(Move(score: 7))
                game.moves.insert(.big, at: 0)
                game.moves.remove(at: 1)
                var empty: Moves = [.big]
                empty.removeAll()
                let scores = game.moves.compactMap { $0.score }
                return Text("\\(scores.map { String($0) }.joined(separator: ",")) \\(empty.count)")
            }
        }
        #Preview { Shown() }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["100,5,7 0"])
    }

    /// A collection without `replaceSubrange` (or `sort()`, which needs a subscript setter) is
    /// a located error, never a change made to a copy and lost.
    func testAMutatingDefaultTheRendererCannotRunIsAnError() throws {
        let source = """
        import SwiftUI
        struct Digits: RandomAccessCollection {
            var rawValue: [Int]
            var startIndex: Int { 0 }
            var endIndex: Int { rawValue.count }
            subscript(position: Int) -> Int { rawValue[position] }
            func index(after i: Int) -> Int { i + 1 }
        }
        struct Shown: View {
            var body: some View {
                var digits = Digits(rawValue: [3, 1])
                digits.append(4)
                return Text("\\(digits.count)")
            }
        }
        #Preview { Shown() }
        """
        let error = message(source)
        XCTAssertTrue(error.contains("App.swift:12:"), error)
        XCTAssertTrue(error.contains("Digits.append(…)") && error.contains("replaceSubrange"), error)
        let ranges = Self.movesCollection + """
        struct Shown: View {
            var body: some View {
                var moves: Moves = [.big]
                moves.sort()
                return Text("\\(moves.count)")
            }
        }
        #Preview { Shown() }
        """
        XCTAssertTrue(message(ranges).contains("Moves.sort(…)"), message(ranges))
    }

    /// Hostile ranges and closures: a range past the array (up to `Int.max`) is a located error,
    /// never a trap; an `update` closure that fails is the error where it failed.
    func testBadRangesAndFailingUpdateClosuresAreLocatedErrors() throws {
        for range in ["0..<Int.max", "3..<1", "-1..<1", "0...Int.max"] {
            let source = """
            import SwiftUI
            struct Shown: View {
                var body: some View {
                    var digits = [1, 2, 3]
                    digits.replaceSubrange(\(range), with: [9])
                    return Text("\\(digits.count)")
                }
            }
            #Preview { Shown() }
            """
            let error = message(source)
            XCTAssertTrue(error.contains("App.swift:5:") && error.contains("replaceSubrange"), "\(range): \(error)")
        }
        let failing = Self.overtureModels + """
        #Preview { SavedView(saved: Saved(daily: nil, unlimited: update(.mock) { $0?.title = 1 / 0 })) }
        """
        XCTAssertTrue(message(failing).contains("division by zero") || message(failing).contains("App.swift:62:"), message(failing))
    }

    /// Subscripts of a module type and its extensions are chosen by the argument's type (a
    /// concrete parameter before a generic one), their getters run with `self` the value.
    func testModuleSubscriptsChooseByTheArgumentsType() throws {
        let source = """
        import SwiftUI
        enum Slot { case zero, one, two }
        struct Point { var x: Slot; var y: Slot }
        struct Three<Element> {
            var rawValue: [Element]
            var first: Element { rawValue[0] }
            var second: Element { rawValue[1] }
            var third: Element { rawValue[2] }
        }
        extension Three {
            subscript(offset: Slot) -> Element {
                switch offset {
                case .zero: return first
                case .one: return second
                case .two: return third
                }
            }
        }
        extension Three {
            subscript<A>(point: Point) -> A where Element == Three<A> {
                self[point.x][point.y]
            }
        }
        struct Shown: View {
            let grid = Three(rawValue: [
                Three(rawValue: ["a", "b", "c"]),
                Three(rawValue: ["d", "e", "f"]),
                Three(rawValue: ["g", "h", "i"]),
            ])
            var body: some View {
                Text(grid[Point(x: .two, y: .one)] + grid[.zero][.two])
            }
        }
        #Preview { Shown() }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["hc"])
    }

    /// `Date.init` (an environment key's `defaultValue: () -> Date`) is a function that makes a
    /// `Date`: `self.date()` is `--now`; a module type's `Item.init` makes an `Item`.
    func testAnInitializerIsAFunctionValue() throws {
        let source = """
        import SwiftUI
        extension EnvironmentValues {
            var date: () -> Date {
                get { self[DateKey.self] }
                set { self[DateKey.self] = newValue }
            }
        }
        private struct DateKey: EnvironmentKey {
            static var defaultValue: () -> Date { Date.init }
        }
        struct Item { var name = "item" }
        struct Shown: View {
            @Environment(\\.date) var date
            var body: some View {
                let make: () -> Item = Item.init
                VStack(spacing: 0) {
                    Text(self.date() == Date() ? "now" : "other")
                    Text(make().name)
                }
            }
        }
        #Preview { Shown() }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["now", "item"])
    }

    /// A bare name in `extension Optional`'s getter is the file's global, also when the value is
    /// an instance with a member of that name; in an extension of a type alias it is the
    /// instance's member (`InterpreterTypeAliasExtensions`).
    func testOnlyAnAliasExtensionReadsTheInstancesMembers() throws {
        let source = """
        import SwiftUI
        let label = "global"
        struct Box { var label = "member" }
        struct Duo<T> { var label: String }
        typealias Named = Duo<Int>
        extension Optional {
            var shown: String { label }
        }
        extension Named {
            var shown: String { label }
        }
        struct Shown: View {
            var body: some View {
                let box: Box? = Box()
                VStack(spacing: 0) {
                    Text(box.shown)
                    Text(Named(label: "alias member").shown)
                }
            }
        }
        #Preview { Shown() }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["global", "alias member"])
    }

    /// UIKit's `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`: circular corners
    /// clamped to half the smaller side (30 on a 100 × 40 rect is 20), the outline clockwise
    /// on screen from the top edge; unrounded corners are square.
    func testARoundedBezierPathsOutline() {
        let elements = Interpreter.roundedRectElements(Rect(origin: Point(x: 0, y: 0), size: Size(width: 100, height: 40)),
                                                       radius: 30, corners: ["topLeft", "topRight"])
        func text(_ value: SwiftValue) -> String {
            guard case .array(let parts) = value else { return "?" }
            return parts.map { part -> String in
                switch part {
                case .string(let s): return s
                case .double(let d): return String(Int(d))
                case .bool(let b): return b ? "cw" : "ccw"
                default: return "?"
                }
            }.joined(separator: " ")
        }
        XCTAssertEqual(elements.map(text), [
            "move 20 0", "line 80 0", "arc 80 20 20 270 360 cw", "line 100 40", "line 0 40", "line 0 20", "arc 20 20 20 180 270 cw", "close",
        ])
    }

    /// isowords' `adaptiveCornerRadius`: a `ViewModifier` clipping with a `Shape` whose
    /// `path(in:)` is `Path(UIBezierPath(…).cgPath)`: the clip is drawn, the chip's text and
    /// background kept, and nothing is warned about. `UIBezierPath(arcCenter:…)` stays unknown.
    func testAClipShapeOfAUIBezierPathThroughAModifier() throws {
        let source = """
        import SwiftUI
        extension View {
            func cornerRadius(_ corners: UIRectCorner, _ radius: CGFloat) -> some View {
                self.modifier(CornerClip(corners: corners, radius: radius))
            }
        }
        private struct CornerClip: ViewModifier {
            let corners: UIRectCorner
            let radius: CGFloat
            func body(content: Content) -> some View {
                content.clipShape(Bezier(corners: self.corners, radius: self.radius))
            }
            struct Bezier: Shape {
                var corners: UIRectCorner
                var radius: CGFloat
                func path(in rect: CGRect) -> Path {
                    Path(UIBezierPath(roundedRect: rect, byRoundingCorners: self.corners,
                                      cornerRadii: CGSize(width: self.radius, height: self.radius)).cgPath)
                }
            }
        }
        #Preview {
            Text("chip").padding().background(Color.green).cornerRadius([UIRectCorner.topLeft, .topRight], 12)
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["chip"])
        let subtracted = source.replacingOccurrences(of: "[UIRectCorner.topLeft, .topRight]", with: "UIRectCorner.allCorners.subtracting(.bottomLeft)")
        XCTAssertEqual(try load(subtracted).warnings, [])
        let arc = source.replacingOccurrences(of: "UIBezierPath(roundedRect: rect, byRoundingCorners: self.corners,\n", with: "UIBezierPath(arcCenter: .zero, radius: 4,\n")
            .replacingOccurrences(of: "cornerRadii: CGSize(width: self.radius, height: self.radius)", with: "startAngle: 0, endAngle: 1, clockwise: true")
        let warnings = try load(arc).warnings
        XCTAssertTrue(warnings.contains { $0.contains("left out .clipShape") }, "\(warnings)")
    }
}
