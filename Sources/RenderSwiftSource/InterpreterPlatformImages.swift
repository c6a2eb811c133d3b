import SwiftSyntax

/// `Image(uiImage: UIImage(named: "x")!)` and a Mac app's `Image(nsImage: NSImage(named: …)!)`:
/// a named image read from the module's asset catalogs, as `UIImage(named:)` reads the app's
/// compiled catalog (docs/swift-input.md, "Asset catalogs").
///
/// 1. `UIImage(named: "x")` and `NSImage(named: "x")` of a name the catalogs hold (an image
///    set; for `NSImage` only, an app icon set too: `AssetCatalog` step 6) are that image;
///    `Image(uiImage:)` and `Image(nsImage:)` of it draw it as `Image("x")` does.
/// 2. `NSImage.applicationIconName` is the app's icon: the name the target's
///    `ASSETCATALOG_COMPILER_APPICON_NAME` build setting gives (`InfoPlist`), else `AppIcon`,
///    Xcode's default.
/// 3. Any other name (`NSImage.cautionName`, a macOS system image with no iOS drawing; a name
///    the catalogs lack) stays what it was: an unknown value, a named placeholder with a warning.
extension Interpreter {
    /// Step 1's value: nil when the call is not one, or names no catalog image.
    func platformImage(_ type: String, _ arguments: [CallArgument]) -> SwiftValue? {
        guard type == "UIImage" || type == "NSImage", arguments.count == 1, arguments[0].label == "named",
              case .string(let name) = arguments[0].value else { return nil }
        if assets.images[name] != nil { return .record("PlatformImage", ["name": .string(name)]) }
        guard type == "NSImage", assets.appIcons[name] != nil else { return nil }
        return .record("PlatformImage", ["name": .string(name), "appIcon": .bool(true)])
    }

    /// Step 2.
    func platformImageStatic(_ name: String, of type: String) -> SwiftValue? {
        guard type == "NSImage", name == "applicationIconName" else { return nil }
        if let icon = moduleInfoPlist()?.appIconName { return .string(icon) }
        return .string("AppIcon")
    }

    /// Whether the image is `Image(nsImage:)` of an app icon set (step 1), which `Image("name")`
    /// then finds.
    static func isAppIconImage(_ arguments: [CallArgument]) -> Bool {
        guard case .record("PlatformImage", let fields)? = arguments.first?.value, case .bool(true)? = fields["appIcon"] else { return false }
        return true
    }

    /// `Image(uiImage: named)` → the arguments of `Image("name")`; the arguments as they are
    /// otherwise.
    static func platformImageArguments(_ arguments: [CallArgument]) -> [CallArgument] {
        guard let first = arguments.first, first.label == "uiImage" || first.label == "nsImage",
              case .record("PlatformImage", let fields) = first.value, let name = fields["name"] else { return arguments }
        var renamed = first
        renamed.label = nil
        renamed.value = name
        return [renamed] + arguments.dropFirst()
    }
}
