/// Core Location's global constants, as a location service reads them while it is made (Home
/// Assistant's `coreLocationManager.desiredAccuracy = kCLLocationAccuracyBest` in the `init` of
/// the service every view's environment makes).
///
/// 1. The accuracy constants are `CLLocationAccuracy` (a `Double`, metres) of the values the
///    SDK's `CLLocation.h` constants hold: `kCLLocationAccuracyBestForNavigation` -2,
///    `kCLLocationAccuracyBest` -1, `kCLLocationAccuracyNearestTenMeters` 10,
///    `kCLLocationAccuracyHundredMeters` 100, `kCLLocationAccuracyKilometer` 1000,
///    `kCLLocationAccuracyThreeKilometers` 3000; `kCLDistanceFilterNone` (a
///    `CLLocationDistance`) is -1. Apple's pages name them without their numbers; these are the
///    values the constants print on a device (decision: no view in the corpus draws them, they
///    are assigned to a location manager's settings, which draw nothing).
/// 2. Only where nothing in the module declares the name (it is looked up after the module's
///    own names, as `securityName` is); any other `kCL…` name stays the error "cannot find".
extension Interpreter {
    /// Step 1's constants.
    static let coreLocationConstants: [String: Double] = [
        "kCLLocationAccuracyBestForNavigation": -2, "kCLLocationAccuracyBest": -1, "kCLLocationAccuracyNearestTenMeters": 10,
        "kCLLocationAccuracyHundredMeters": 100, "kCLLocationAccuracyKilometer": 1000, "kCLLocationAccuracyThreeKilometers": 3000,
        "kCLDistanceFilterNone": -1,
    ]

    /// Step 2: the constant's value; nil for other names.
    func coreLocationName(_ name: String) -> SwiftValue? {
        Self.coreLocationConstants[name].map { .double($0) }
    }
}
