import SwiftSyntax
import RenderLayout
import RenderScene

/// Core Location's value types made with known arguments (Home Assistant's
/// `LocationHistoryEntry(updateType:location: .init(latitude: 41.1234, longitude: 52.2), …)`,
/// whose `init` reads `loc.coordinate.latitude` and `loc.horizontalAccuracy`; lane fresh25c).
///
/// 1. `CLLocationCoordinate2D(latitude:longitude:)` is a record of those two numbers (`()` is
///    0, 0), as the C struct holds them.
/// 2. `CLLocation(latitude:longitude:)` has that `coordinate`, `altitude` 0,
///    `horizontalAccuracy` 0, `verticalAccuracy` -1 (no altitude given: negative means invalid,
///    Apple's `verticalAccuracy`), `course`, `speed`, `courseAccuracy` and `speedAccuracy` -1
///    (invalid: Apple's `speed` page; a device prints such a location as "+/- 0.00m (speed -1.00
///    mps / course -1.00)"), and `timestamp` the render's now (Apple: it "records the current
///    time"). `CLLocation()` is the same at 0, 0 (decision: NSObject's `init` of a location is
///    the zero coordinate, as a device prints it).
/// 3. `CLLocation(coordinate:altitude:horizontalAccuracy:verticalAccuracy:timestamp:)` and its
///    `course:speed:` and `course:courseAccuracy:speed:speedAccuracy:` forms hold what they
///    are given, the values not given -1 as in step 2.
/// 4. `.init(…)` of those labels where a `CLLocation`, `CLLocation?`, `CLLocationCoordinate2D`
///    (or optional) is declared is the same value. Any other label set, or a value that is not
///    a number, is not made here: the call stays what it was (an unknown value).
/// Only where the module declares no type of that name (module types are looked up first).
extension Interpreter {
    /// Steps 1–3: the value, or nil where the labels or values are none of these.
    func coreLocationValue(_ name: String, _ arguments: [CallArgument]) -> SwiftValue? {
        let labels = arguments.map { $0.label ?? "_" }
        var numbers: [String: Double] = [:]
        var coordinate: SwiftValue?
        var timestamp: SwiftValue?
        for argument in arguments {
            switch (argument.label, argument.value) {
            case ("coordinate"?, .record("CLLocationCoordinate2D", _)): coordinate = argument.value
            case ("timestamp"?, .record("Date", _)): timestamp = argument.value
            case (let label?, let value):
                guard let number = value.number else { return nil }
                numbers[label] = number
            default: return nil
            }
        }
        func point(_ latitude: Double, _ longitude: Double) -> SwiftValue {
            .record("CLLocationCoordinate2D", ["latitude": .double(latitude), "longitude": .double(longitude)])
        }
        switch name {
        case "CLLocationCoordinate2D":
            guard labels.isEmpty || labels == ["latitude", "longitude"] else { return nil }
            return point(numbers["latitude"] ?? 0, numbers["longitude"] ?? 0)
        case "CLLocation":
            let at = timestamp ?? .record("Date", ["timeIntervalSinceReferenceDate": .double(self.now)])
            func location(_ coordinate: SwiftValue, altitude: Double, horizontal: Double, vertical: Double) -> SwiftValue {
                .record("CLLocation", [
                    "coordinate": coordinate, "altitude": .double(altitude),
                    "horizontalAccuracy": .double(horizontal), "verticalAccuracy": .double(vertical),
                    "course": .double(numbers["course"] ?? -1), "courseAccuracy": .double(numbers["courseAccuracy"] ?? -1),
                    "speed": .double(numbers["speed"] ?? -1), "speedAccuracy": .double(numbers["speedAccuracy"] ?? -1),
                    "timestamp": at,
                ])
            }
            if labels.isEmpty { return location(point(0, 0), altitude: 0, horizontal: 0, vertical: -1) }
            if labels == ["latitude", "longitude"] {
                return location(point(numbers["latitude"] ?? 0, numbers["longitude"] ?? 0), altitude: 0, horizontal: 0, vertical: -1)
            }
            let full: [[String]] = [
                ["coordinate", "altitude", "horizontalAccuracy", "verticalAccuracy", "timestamp"],
                ["coordinate", "altitude", "horizontalAccuracy", "verticalAccuracy", "course", "speed", "timestamp"],
                ["coordinate", "altitude", "horizontalAccuracy", "verticalAccuracy", "course", "courseAccuracy", "speed", "speedAccuracy", "timestamp"],
            ]
            guard full.contains(labels), let coordinate, timestamp != nil,
                  let altitude = numbers["altitude"], let horizontal = numbers["horizontalAccuracy"],
                  let vertical = numbers["verticalAccuracy"] else { return nil }
            return location(coordinate, altitude: altitude, horizontal: horizontal, vertical: vertical)
        default: return nil
        }
    }

    /// Step 4: `.init(…)` given where a Core Location value is declared.
    func implicitCoreLocation(_ value: SwiftValue, to type: String) -> SwiftValue? {
        var bare = type
        if bare.hasSuffix("?") || bare.hasSuffix("!") { bare.removeLast() }
        guard ["CLLocation", "CLLocationCoordinate2D"].contains(bare), program.type(named: bare) == nil,
              case .symbol(let symbol) = value, symbol.type == nil || symbol.type == bare, symbol.steps.count == 1,
              symbol.steps[0].name == "init", let arguments = symbol.steps[0].arguments else { return nil }
        return coreLocationValue(bare, arguments)
    }
}
