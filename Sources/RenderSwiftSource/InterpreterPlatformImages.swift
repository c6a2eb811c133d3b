import SwiftSyntax
import RenderLayout
import RenderScene

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
/// 4. `UIImage(named: "x", in: bundle, with: traits)` (and `compatibleWith:`; the bundle
///    `.main`, `.module` or nil, the traits ignored) is `UIImage(named: "x")`; a name no
///    catalog holds is a loose image file of the bundle, as UIKit looks one up among a bundle's
///    resources (SwiftPM's `.process("Resources")` copies them flat): `x@3x.png` for an
///    iPhone's scale, else `x@2x.png`, else `x.png` (its pixels its points), else `x.jpg`.
///    `Image(uiImage:)` of it draws that file at its scale; one the renderer cannot decode (a
///    Git LFS pointer where a checkout lacks the image's bytes, another format named `.png`) is
///    a placeholder with a located warning naming the file and why.
extension Interpreter {
    /// Step 1's value (and step 4's): nil when the call is not one, or names no image.
    func platformImage(_ type: String, _ arguments: [CallArgument]) -> SwiftValue? {
        guard type == "UIImage" || type == "NSImage", let first = arguments.first, first.label == "named",
              case .string(let name) = first.value else { return nil }
        let labels = arguments.dropFirst().map(\.label)
        let inBundle = type == "UIImage" && (labels == ["in"] || labels == ["in", "with"] || labels == ["in", "compatibleWith"])
        guard arguments.count == 1 || inBundle else { return nil }
        if inBundle {
            switch arguments[1].value {
            case .record("Bundle", _), .null: break
            // `in: .module`, `in: .main`: the bundle's static by its name alone.
            case .symbol(let bundle) where bundle.steps.count == 1 && ["main", "module"].contains(bundle.last): break
            default: return nil
            }
        }
        if assets.images[name] != nil { return .record("PlatformImage", ["name": .string(name)]) }
        if type == "UIImage", let loose = looseBundleImage(name) { return loose }
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
        // A loose file (step 4) stays the image, which `assetImage` draws from its file.
        renamed.value = fields["file"] == nil ? name : first.value
        return [renamed] + arguments.dropFirst()
    }

    /// Step 4's file of the bundle for `name`; nil when it holds none.
    func looseBundleImage(_ name: String) -> SwiftValue? {
        let candidates: [(file: String, scale: Int)] = ImageView.fileExtensions.contains(where: name.lowercased().hasSuffix)
            ? [(name, 1)] : [(name + "@3x.png", 3), (name + "@2x.png", 2), (name + ".png", 1), (name + ".jpg", 1)]
        for candidate in candidates {
            guard let path = findResource(candidate.file) else { continue }
            return .record("PlatformImage", ["name": .string(name), "file": .string(path), "scale": .int(candidate.scale)])
        }
        return nil
    }

    /// Step 4's drawing: the file at its scale, or a placeholder naming why it cannot be drawn.
    func looseImageView(_ fields: [String: SwiftValue], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard case .string(let file)? = fields["file"] else { return nil }
        // One name for every such image, so a loop over many warns of the placeholder once.
        let spelled = "UIImage(named:)"
        let location = program.location(node)
        // The file as the module names it (`Resources/icon-1.png`).
        let shown = moduleFolder.map { file.hasPrefix($0 + "/") ? String(file.dropFirst($0.count + 1)) : file } ?? file
        let lowered = file.lowercased()
        let bytes = (try? BoundedRead.read(path: file, limit: SceneLimits.maxImageFileBytes)) ?? []
        let why: String?
        if bytes.starts(with: Array("version https://git-lfs".utf8)) {
            why = "a Git LFS pointer, not the image: the checkout holds no image bytes"
        } else if lowered.hasSuffix(".png"), Array(bytes.prefix(8)) != [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
            why = "not a PNG file the renderer can read"
        } else if lowered.hasSuffix(".jpg") || lowered.hasSuffix(".jpeg"), JPEGCodec.headerSize(bytes) == nil {
            why = "not a JPEG file the renderer can read"
        } else if !(lowered.hasSuffix(".png") || lowered.hasSuffix(".jpg") || lowered.hasSuffix(".jpeg")) {
            why = "the renderer draws a bundle's PNG and JPEG files only"
        } else {
            why = nil
        }
        if let why {
            warn("\(shown): \(why)", at: location)
            return try placeholder(spelled, at: node)
        }
        func json(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        let scale = fields["scale"]?.number ?? 1
        return .views([ViewJSON(type: "Image", members: [("file", json(.string(file))), ("scale", json(.number(scale)))], location: location)])
    }
}
