import XCTest
@testable import RenderLayout
@testable import RenderScene

/// Where a grouped section's header text sits in the space above its card (session 22,
/// docs/figures.md "Branch truth26u").
final class DeviceEvidenceSectionHeaderTests: XCTestCase {
    /// The header's text ends 6 above its card, with 17 above it (35 after another section);
    /// the cards stay where the 23 in all put them. Measured at two text sizes: DrunkOnJava/
    /// Nestory's settings screenshot (iOS 18.6, `large`; session 21's `settings-bar-material`)
    /// and DrunkOnJava/ModularHomeInventory's `testStackedNavigationView.1.png` (iOS 18.5, the
    /// snapshot host's `.medium`): with 16 above and 7 below, the renderer's header ink ended a
    /// point farther above the card than iOS's at both (10.0 against 9.0; 9.0 against 8.0 and
    /// 11.34 against 10.33), its cards where iOS's are. Here the header line is 16 (the fake
    /// measurer's 20 × 13/17, rounded up to the point grid).
    func testAHeadersTextEnds6AboveItsCard() throws {
        let result = try layout(#"""
            {"type": "List", "children": [
              {"type": "Section", "header": {"type": "Text", "text": "General", "id": "first"}, "children": [{"type": "Text", "text": "About"}]},
              {"type": "Section", "header": {"type": "Text", "text": "Privacy", "id": "second"}, "children": [{"type": "Text", "text": "Location"}]}]}
            """#, width: 390, height: 600)
        var cards: [Rect] = []
        result.root.forEach { if $0.view.label == "SectionCard" { cards.append($0.frame) } }
        XCTAssertEqual(cards.count, 2)
        let first = try XCTUnwrap(result.frame("first")), second = try XCTUnwrap(result.frame("second"))
        XCTAssertEqual(first.minY, 17)
        XCTAssertEqual(cards[0].minY - first.maxY, 6, accuracy: 1e-9)
        XCTAssertEqual(second.minY - cards[0].maxY, 35, accuracy: 1e-9)
        XCTAssertEqual(cards[1].minY - second.maxY, 6, accuracy: 1e-9)
        // The sum kept: the first card at 17 + 16 + 6 = 39, as at 16 + 16 + 7 before.
        XCTAssertEqual(cards[0].minY, 39, accuracy: 1e-9)
    }
}
