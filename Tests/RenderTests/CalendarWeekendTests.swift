import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderTools

/// `Calendar.current.isDateInWeekend(_:)` through Foundation's own calendar (Gregorian, UTC):
/// a snippet shaped like Food Truck's order generator, which sells more on weekend days.
final class CalendarWeekendTests: XCTestCase {
    func testIsDateInWeekendIsFoundations() throws {
        let source = """
        import SwiftUI
        struct Days: View {
            let saturday = Calendar.current.date(from: DateComponents(year: 2026, month: 1, day: 3))!
            let monday = Calendar.current.date(from: DateComponents(year: 2026, month: 1, day: 5))!
            var body: some View {
                VStack {
                    Text(Calendar.current.isDateInWeekend(saturday) ? "Sat weekend" : "Sat weekday")
                    Text(Calendar.current.isDateInWeekend(monday) ? "Mon weekend" : "Mon weekday")
                }
            }
        }
        """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "Days.swift")
        XCTAssertEqual(loaded.warnings, [])
        let json = JSONOutput.scene(loaded.json)
        XCTAssertTrue(json.contains("Sat weekend") && json.contains("Mon weekday"), json)
        XCTAssertFalse(json.contains("Sat weekday") || json.contains("Mon weekend"), json)
    }
}
