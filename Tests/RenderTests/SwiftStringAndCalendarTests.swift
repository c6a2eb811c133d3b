import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What isowords' views reached next, each as plain Swift: a string's `append` in a
/// `reduce(into:)`, implicit members appended to a typed accumulator, a calendar's time zone and
/// `nextDate(after:matching:matchingPolicy:)`, `.id(_:)` of a struct. Snippets written for these
/// tests, shaped like isowords' `string(from:)`, `playedWords` and `timeUntilTomorrow(now:)`.
extension SwiftAppCodeTests {
    /// `str.append(x)` changes the string in place (an inout closure parameter, a local), with
    /// characters and `append(contentsOf:)`.
    func testStringAppendChangesTheVariable() throws {
        let source = """
        import SwiftUI
        struct Letter { var letter: String }
        func word(_ letters: [Letter]) -> String {
            letters.reduce(into: "") { str, letter in str.append(letter.letter) }
        }
        #Preview {
            VStack(spacing: 0) {
                Text(word([Letter(letter: "C"), Letter(letter: "A"), Letter(letter: "B")]))
                Text({ () -> String in
                    var s = "ab"
                    s.append(contentsOf: "cd")
                    s.append("e")
                    s.append(contentsOf: ["f", "g"])
                    return s
                }())
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["CAB", "abcdefg"])
    }

    /// `$0.append(.init(…))` into `reduce(into: [Word]())`: the accumulator's element type makes
    /// each implicit member.
    func testImplicitMembersAppendedToATypedAccumulatorTakeItsElementType() throws {
        let source = """
        import SwiftUI
        struct Word { var text: String; var score: Int }
        struct Move { var word: String?; var score: Int }
        struct Game {
            var moves: [Move]
            var words: [Word] {
                moves.reduce(into: [Word]()) {
                    guard let word = $1.word else { return }
                    $0.append(.init(text: word, score: $1.score))
                }
            }
        }
        #Preview {
            let game = Game(moves: [Move(word: "cab", score: 3), Move(word: nil, score: 0), Move(word: "bee", score: 5)])
            VStack(spacing: 0) {
                ForEach(game.words, id: \\.text) { word in Text("\\(word.text) \\(word.score)") }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["cab 3", "bee 5"])
    }

    /// A copy of `Calendar.current` given a zone computes in it: the next midnight after
    /// 2024-03-10 22:30 UTC is 90 minutes away in GMT, 23.5 hours away two hours east.
    func testACalendarsTimeZoneAndNextDate() throws {
        let source = """
        import SwiftUI
        func untilMidnight(now: Date, offset: Int) -> TimeInterval {
            var calendar = Calendar.current
            calendar.timeZone = TimeZone(secondsFromGMT: offset)!
            let next = calendar.nextDate(after: now, matching: DateComponents(hour: 0, minute: 0),
                                         matchingPolicy: .nextTimePreservingSmallerComponents)!
            return next.timeIntervalSince(now)
        }
        #Preview {
            VStack(spacing: 0) {
                Text("\\(Int(untilMidnight(now: Date(), offset: 0)))")
                Text("\\(Int(untilMidnight(now: Date(), offset: 7200)))")
                Text("\\(TimeZone(secondsFromGMT: 200_000) == nil)")
            }
        }
        """
        let now = Date(timeIntervalSince1970: 1_710_109_800) // 2024-03-10T22:30:00Z
        XCTAssertEqual(try load(source, now: now).warnings, [])
        XCTAssertEqual(try texts(source, now: now), ["5400", "84600", "true"])
    }

    /// `.id(SpacerId())`: any `Hashable` names the view, a struct by its stored properties.
    func testIdOfAStructNamesTheView() throws {
        let source = """
        import SwiftUI
        struct SpacerId: Hashable {}
        #Preview {
            HStack { Text("a"); Spacer().frame(width: 0).id(SpacerId()) }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["a"])
    }
}
