import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Core Location's values made with known arguments (`InterpreterCoreLocationValues`; lane
/// fresh25c, the `fresh` list): Home Assistant's location history entry copies
/// `loc.coordinate.latitude` and `loc.horizontalAccuracy` of the `CLLocation` its preview passes
/// as `.init(latitude:longitude:)`, which were unknown (three placeholders). A snippet shaped
/// like that code, written here.
extension SwiftAppCodeTests {
    func testACLLocationMadeWithKnownArgumentsHasThoseValues() throws {
        let source = """
        import CoreLocation
        import SwiftUI

        struct Entry {
            var latitude: Double
            var longitude: Double
            var accuracy: Double
            var altitude: Double
            init(location: CLLocation?) {
                var loc = CLLocation()
                if let location { loc = location }
                latitude = loc.coordinate.latitude
                longitude = loc.coordinate.longitude
                accuracy = loc.horizontalAccuracy
                altitude = loc.altitude
            }
        }

        struct EntryRow: View {
            let entry = Entry(location: .init(latitude: 41.5, longitude: 52.25))
            let empty = Entry(location: nil)
            let full = CLLocation(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2), altitude: 30,
                                  horizontalAccuracy: 5, verticalAccuracy: 7, timestamp: Date())
            var body: some View {
                VStack(spacing: 0) {
                    Text("\\(entry.latitude) \\(entry.longitude) \\(entry.accuracy) \\(entry.altitude)")
                    Text("\\(empty.latitude) \\(empty.longitude) \\(empty.accuracy)")
                    Text("\\(full.coordinate.longitude) \\(full.altitude) \\(full.horizontalAccuracy) \\(full.verticalAccuracy) \\(full.speed)")
                    Text("\\(CLLocation(latitude: 3, longitude: 4).verticalAccuracy)")
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertEqual(try texts(source), ["41.5 52.25 0.0 0.0", "0.0 0.0 0.0", "2.0 30.0 5.0 7.0 -1.0", "-1.0"])
    }

    /// A form the renderer does not make (a label set Core Location has not) stays unknown: a
    /// named placeholder where shown, never a made-up location.
    func testACLLocationOfOtherArgumentsStaysUnknown() throws {
        let loaded = try load("""
        import CoreLocation
        import SwiftUI
        struct EntryRow: View {
            let place = CLLocation(placemark: 1)
            var body: some View {
                Text("\\(place.coordinate.latitude)")
            }
        }
        """)
        XCTAssertEqual(loaded.placeholders, 1, "\\(loaded.warnings)")
    }
}
