import RenderLayout

/// `UIApplication.shared`'s scenes and windows, as view code reads them to size itself
/// (EhPanda's `DeviceUtil.keyWindow`: `UIApplication.shared.connectedScenes.filter { $0.activationState
/// == .foregroundActive }.compactMap { $0 as? UIWindowScene }.last?.windows.filter(\.isKeyWindow).last`,
/// then `keyWindow?.frame.size.width ?? UIScreen.main.bounds.size.width`).
///
/// 1. At rest an iPhone app shows one scene: `connectedScenes` holds one `UIWindowScene`,
///    `activationState` `.foregroundActive` (decision: the picture is of the app on screen, after
///    launch), `interfaceOrientation` and `effectiveGeometry.interfaceOrientation` `.portrait`
///    (`.landscapeLeft` for a landscape picture, as `UIDevice.current.orientation` is).
/// 2. That scene has one window, the key window, covering the screen: `frame` and `bounds` are
///    `UIScreen.main.bounds` (the device the picture shows), `safeAreaInsets` the device's
///    (`UIEdgeInsets` with `top`, `left`, `bottom`, `right`), `isKeyWindow` true, `windowScene`
///    the scene (without its windows: the renderer's values hold no cycles).
/// 3. `UIApplication.shared.windows` (deprecated, still answered on iOS 17) is that window;
///    `applicationState` is `.active`; `alternateIconName` is nil, the primary icon a freshly
///    installed app shows (Apple's documentation: nil while the primary icon is displayed;
///    IceCubes' settings row, `IconSelectorView.Icon(string: … ?? "AppIcon")`), and
///    `supportsAlternateIcons` true (decided: iOS 10.3 and later support them where the app
///    declares `CFBundleAlternateIcons`, which the renderer does not read). Any other member (`statusBarManager`, `rootViewController`,
///    `open(_:)`) is a value the renderer does not know, as any standard value's unmodelled member is.
extension Interpreter {
    func sharedApplication() -> SwiftValue {
        let device = previewDevice?.device ?? Device.all[0]
        func value(_ type: String, _ name: String) -> SwiftValue {
            .symbol(Symbol(type: type, steps: [Symbol.Step(name: name, arguments: nil)]))
        }
        // Step 1.
        let orientation = value("UIInterfaceOrientation", device.isLandscape ? "landscapeLeft" : "portrait")
        let sceneFields: [String: SwiftValue] = [
            "activationState": value("UIScene.ActivationState", "foregroundActive"),
            "interfaceOrientation": orientation,
            "effectiveGeometry": .record("UIWindowScene.Geometry", ["interfaceOrientation": orientation]),
        ]
        // Step 2.
        let insets = device.insets
        let window = SwiftValue.record("UIWindow", [
            "frame": SwiftLayoutProgram.value(Rect(origin: .zero, size: device.size)),
            "bounds": SwiftLayoutProgram.value(Rect(origin: .zero, size: device.size)),
            "safeAreaInsets": .record("UIEdgeInsets", ["top": .double(insets.top), "left": .double(insets.leading),
                                                       "bottom": .double(insets.bottom), "right": .double(insets.trailing)]),
            "isKeyWindow": .bool(true),
            "windowScene": .record("UIWindowScene", sceneFields),
        ])
        var scene = sceneFields
        scene["windows"] = .array([window])
        scene["keyWindow"] = window
        // Step 3.
        return .record("UIApplication", [
            "connectedScenes": .array([.record("UIWindowScene", scene)]),
            "windows": .array([window]),
            "applicationState": value("UIApplication.State", "active"),
            "alternateIconName": .null,
            "supportsAlternateIcons": .bool(true),
        ])
    }
}
