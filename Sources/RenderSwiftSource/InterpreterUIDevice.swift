import RenderLayout

/// `UIDevice.current`, as views read it to choose a layout (isowords' `Styleguide` pads by
/// `UIDevice.current.userInterfaceIdiom` through its `DeviceState`).
///
/// 1. The device is the one the picture shows (the `previewDevice`, else the default iPhone):
///    `userInterfaceIdiom` is `.pad` for an iPad and `.phone` otherwise; `model` "iPad" or
///    "iPhone"; `name` its name; `systemName` "iOS" and `systemVersion` "18.6" (`InterpreterAvailability`; the iOS 17
///    build `#if` is evaluated as).
/// 2. `orientation` is `.portrait`, or `.landscapeLeft` for a landscape picture (decision: a
///    device's orientation is `.unknown` until its app asks for notifications, but a preview
///    shows the device upright, which is what the views that read it lay out for).
/// 3. Its settable switches, `isBatteryMonitoringEnabled` and `isProximityMonitoringEnabled`,
///    are `false` until the code sets them (UIKit's defaults); `UIDevice.current.x = true` (Home
///    Assistant's battery observer, made with every view's environment) sets them on the one
///    shared device, which every later `UIDevice.current` reads. They draw nothing; the readings
///    they enable (`batteryLevel`, `batteryState`) stay unknown values, as before (a device's
///    battery is not at rest).
extension Interpreter {
    /// Step 3's switches and their defaults.
    static let deviceSettings: [String: SwiftValue] = ["isBatteryMonitoringEnabled": .bool(false), "isProximityMonitoringEnabled": .bool(false)]

    func currentDevice() -> SwiftValue {
        let device = previewDevice?.device ?? Device.all[0]
        let isPad = device.name.hasPrefix("iPad")
        func value(_ type: String, _ name: String) -> SwiftValue {
            .symbol(Symbol(type: type, steps: [Symbol.Step(name: name, arguments: nil)]))
        }
        var fields: [String: SwiftValue] = [
            "userInterfaceIdiom": value("UIUserInterfaceIdiom", isPad ? "pad" : "phone"),
            "orientation": value("UIDeviceOrientation", device.isLandscape ? "landscapeLeft" : "portrait"),
            "model": .string(isPad ? "iPad" : "iPhone"),
            "name": .string(device.name),
            "systemName": .string("iOS"),
            "systemVersion": .string(Interpreter.drawnSystemVersionString),
        ]
        for (name, value) in Self.deviceSettings { fields[name] = deviceSettingValues[name] ?? value }
        return .record("UIDevice", fields)
    }
}
