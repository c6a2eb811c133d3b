import XCTest
@testable import RenderLayout

/// `TextMeasurement`'s hand-written `==` and `hash(into:)` leave out only `layoutSlot`, and the
/// slot sits in padding: a measurement stays 64 bytes (docs/performance.md, the nineteenth pass).
final class TextMeasurementValueTests: XCTestCase {
    private let base = TextMeasurement(size: Size(width: 10, height: 20), lineCount: 1, naturalLineCount: 2, truncated: true,
                                       lineHeight: 20, firstBaseline: 15, lastBaseline: 15)

    func testAMeasurementStaysSixtyFourBytes() {
        XCTAssertEqual(MemoryLayout<TextMeasurement>.size, 64)
    }

    func testTheSlotIsNotPartOfTheValue() {
        var slotted = base
        slotted.layoutSlot = 7
        XCTAssertEqual(slotted, base)
        XCTAssertEqual(slotted.hashValue, base.hashValue)
    }

    func testEveryOtherFieldIsPartOfTheValue() {
        let changes: [(inout TextMeasurement) -> Void] = [
            { $0.size.width = 11 }, { $0.size.height = 21 }, { $0.lineCount = 2 }, { $0.naturalLineCount = 3 },
            { $0.truncated = false }, { $0.lineHeight = 21 }, { $0.firstBaseline = 16 }, { $0.lastBaseline = 16 },
        ]
        for (index, change) in changes.enumerated() {
            var changed = base
            change(&changed)
            XCTAssertNotEqual(changed, base, "change \(index)")
            XCTAssertNotEqual(changed.hashValue, base.hashValue, "change \(index)")
        }
        // Every stored property is covered above: the mirror lists the slot and these seven.
        XCTAssertEqual(Mirror(reflecting: base).children.compactMap(\.label).sorted(),
                       ["firstBaseline", "lastBaseline", "layoutSlot", "lineCount", "lineHeight", "naturalLineCount", "size", "truncated"])
    }
}
