import Foundation
import RenderLayout
import RenderScene
import RenderSwiftSource

import RenderCheck

/// A way every preview is rendered besides its own (`render previews --devices`,
/// `--color-schemes`, `--dynamic-type`, `--rtl`; `render check --previews --device`…).
public struct PreviewVariant: Equatable, Sendable {
    /// Replaces the preview's own device (its layout still applies).
    public var device: Device?
    /// `light` or `dark`: replaces the preview's own scheme.
    public var colorScheme: String?
    public var dynamicTypeSize: DynamicTypeSize?
    public var rightToLeft = false

    public init(device: Device? = nil, colorScheme: String? = nil, dynamicTypeSize: DynamicTypeSize? = nil, rightToLeft: Bool = false) {
        self.device = device
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.rightToLeft = rightToLeft
    }

    public static let none = PreviewVariant()

    /// What a file or golden name of this variant ends with: `""`, `.iphone-se.dark.rtl.xxLarge`.
    public var suffix: String {
        var parts: [String] = []
        if let device { parts.append(device.name) }
        if let colorScheme { parts.append(colorScheme) }
        if rightToLeft { parts.append("rtl") }
        if let dynamicTypeSize { parts.append(dynamicTypeSize.rawValue) }
        return parts.map { "." + $0 }.joined()
    }

    /// For people: `iPhone SE (3rd generation) · dark · right-to-left · xxLarge`, or `as written`.
    public var label: String {
        var parts: [String] = []
        if let device { parts.append(device.appleName) }
        if let colorScheme { parts.append(colorScheme) }
        if rightToLeft { parts.append("right-to-left") }
        if let dynamicTypeSize { parts.append(dynamicTypeSize.rawValue) }
        return parts.isEmpty ? "as written" : parts.joined(separator: " · ")
    }

    /// Every combination of the lists (an empty list: the preview's own), in the lists' order.
    public static func combinations(devices: [Device], colorSchemes: [String], dynamicTypeSizes: [DynamicTypeSize],
                                    rightToLeft: [Bool]) -> [PreviewVariant] {
        var result: [PreviewVariant] = []
        for device in devices.isEmpty ? [nil] : devices.map(Optional.some) {
            for scheme in colorSchemes.isEmpty ? [nil] : colorSchemes.map(Optional.some) {
                for size in dynamicTypeSizes.isEmpty ? [nil] : dynamicTypeSizes.map(Optional.some) {
                    for rtl in rightToLeft.isEmpty ? [false] : rightToLeft {
                        result.append(PreviewVariant(device: device, colorScheme: scheme, dynamicTypeSize: size, rightToLeft: rtl))
                    }
                }
            }
        }
        return result
    }
}

/// A preview rendered: its picture and layout dump, or the error that stopped it.
public struct RenderedPreview: Sendable {
    public var preview: DiscoveredPreview
    public var variant: PreviewVariant
    /// The PNG, the layout dump and the font files it used; nil when it failed.
    package var rendered: RenderedScene?
    public var png: [UInt8]? { rendered?.png }
    /// The canvas in points, and pixels per point.
    public var size: Size
    public var scale: Double
    /// The device it was laid out on (for `.sizeThatFits` and `.fixed`, the one whose screen
    /// was offered), as Apple names it.
    public var deviceName: String
    /// The front end's warnings, the layout's, and what the renderer could not apply.
    public var warnings: [String]
    /// Placeholders it draws (for what the renderer does not know).
    public var placeholders: Int
    /// Why it has no picture.
    public var error: String?
}

/// Renders a `LoadedPreview` as Xcode's canvas shows it.
///
/// 1. The device: the variant's, else the preview's `previewDevice`, else `defaultDevice`
///    (iPhone 15, decision: the canvas's own default depends on the Xcode project); turned to
///    landscape for `.landscapeLeft`/`.landscapeRight`.
/// 2. The layout: `.device` renders on the device's screen with its safe area (as `--device`);
///    `.sizeThatFits` offers the view the device's screen, then the canvas is the size it
///    takes (Apple: "fit the container to the size of the preview when offered the size of
///    the device"); `.fixed(width:height:)` proposes that size and the canvas is it.
/// 3. The scale is the device's unless `scale` is given; the variant's right-to-left and
///    Dynamic Type size set the root environment.
/// 4. The variant's colour scheme is the root's (`--color-scheme`); a preview's own
///    `preferredColorScheme` or `.environment(\.colorScheme, …)` is in its tree and wins, as on
///    iOS. The file is read in the variant's scheme (`PreviewGallery`), for views that read
///    `@Environment(\.colorScheme)`.
/// 5. Rendering is thread-safe: each call reads only its preview and makes its own trees; the
///    caller gives each thread its own Pango measurer (`ParallelWork`).
public enum PreviewRenderer {
    /// The words of a scene decoder's warning for what it draws as a placeholder (`ImageLayout`).
    static let decodedPlaceholder = ": drawn as a placeholder"
    public static var defaultDevice: Device { Device.all[0] }

    /// Step 1: the device a preview of these traits is shown on; `replacement` (a variant's,
    /// `render FILE --device`) replaces its own.
    package static func device(for traits: PreviewTraits, replacedBy replacement: Device? = nil) -> Device {
        let device = replacement ?? traits.device.flatMap(Device.named) ?? defaultDevice
        return traits.orientation?.isLandscape == true && !device.isLandscape ? device.landscape : device
    }

    /// Step 2: the canvas of `layout` on `device`, at `scale` (the gallery's, the live page's).
    package static func applyLayout(_ layout: PreviewLayout, device: Device, root: ViewNode, scale: Double,
                                    to options: inout RenderOptions, measurer: TextMeasuring) throws(RenderError) {
        switch layout {
        case .device:
            options.setDevice(device, scale: scale)
        case .sizeThatFits:
            options.width = device.size.width
            options.height = device.size.height
            let offered = try Renderer.layout(root, options: options, measurer: measurer)
            options.width = offered.root.frame.width
            options.height = offered.root.frame.height
        case .fixed(let width, let height):
            options.width = width
            options.height = height
        }
        options.scale = scale
    }

    /// `render FILE.swift` of a preview (`SceneCommand`): steps 1–3 for `scene`, the view of a
    /// preview of `traits`, as `render` does them for `render previews`. `replacement` is
    /// `--device` (the preview's layout still applies, as `--devices`), `landscape` turns the
    /// device, `scale` is `--scale`; `options` holds the command line's other flags (set before,
    /// as a `.sizeThatFits` canvas depends on them) and gets the size, device and scale.
    package static func applyPreview(_ traits: PreviewTraits, of scene: Scene, replacedBy replacement: Device?, landscape: Bool,
                                     scale: Double?, to options: inout RenderOptions, measurer: TextMeasuring) throws(RenderError) {
        var traits = traits
        // `.previewDevice` on a view inside the preview: the scene's device (`SwiftSource`).
        if traits.device.flatMap(Device.named) == nil, let device = scene.canvas.device { traits.device = device.name }
        var device = device(for: traits, replacedBy: replacement)
        if landscape && !device.isLandscape { device = device.landscape }
        try applyLayout(traits.layout ?? .device, device: device, root: scene.root, scale: scale ?? scene.canvas.scale ?? device.scale,
                        to: &options, measurer: measurer)
    }

    /// The scene's canvas (background, accent colour…) less its size, device and scale: a
    /// preview's layout sets those.
    package static func canvasLessSize(_ scene: Scene) -> Scene.Canvas {
        var canvas = scene.canvas
        (canvas.width, canvas.height, canvas.scale, canvas.device) = (nil, nil, nil, nil)
        return canvas
    }

    public static func render(_ loaded: LoadedPreview, variant: PreviewVariant = .none, scale: Double? = nil,
                              measurer: PangoTextMeasurer) -> RenderedPreview {
        let preview = loaded.preview
        let device = device(for: preview.traits, replacedBy: variant.device)
        var result = RenderedPreview(preview: preview, variant: variant, rendered: nil, size: .zero, scale: scale ?? device.scale,
                                     deviceName: device.appleName, warnings: [], placeholders: 0, error: nil)
        let scene: Scene
        switch loaded.result {
        case .failure(let error):
            result.error = error.description
            return result
        case .success(let loaded):
            scene = loaded.scene
            result.warnings = loaded.warnings
            result.placeholders = loaded.placeholders
        }
        var options = RenderOptions(canvas: canvasLessSize(scene))
        if variant.rightToLeft { options.layoutDirection = .rightToLeft }
        if let size = variant.dynamicTypeSize { options.dynamicTypeSize = size }
        // A preview's own `preferredColorScheme` is in its tree, and wins (`Renderer.layout`).
        if let scheme = variant.colorScheme.flatMap(ColorScheme.init(rawValue:)) { options.colorScheme = scheme }
        do {
            try applyLayout(preview.layout, device: device, root: scene.root, scale: scale ?? device.scale, to: &options, measurer: measurer)
            let rendered = try RenderedScene(scene.root, options: options, measurer: measurer)
            result.rendered = rendered
            result.size = rendered.canvas
            result.scale = options.scale
            // A warning at its own source line keeps it; another is placed at the preview.
            result.warnings += rendered.warnings.map {
                rendered.locatedWarnings.contains($0) ? $0 : "\(preview.file):\(preview.line):\(preview.column): warning: \($0)"
            }
            // What the scene's decoder draws as a placeholder (an unknown symbol) counts as the
            // interpreter's placeholders do: the gallery marks it and a golden is not recorded.
            result.placeholders += rendered.warnings.filter { $0.contains(PreviewRenderer.decodedPlaceholder) }.count
        } catch let error as RenderError {
            result.error = error.sceneError?.description ?? "\(preview.file):\(preview.line):\(preview.column): \(error.message)"
        } catch {
            result.error = "\(preview.file):\(preview.line):\(preview.column): \(error)"
        }
        return result
    }

}

/// Stable names for a preview's files and goldens: the file's path under the root, then the
/// preview's name, then the variant's suffix — `Views-LandmarkRow--Turtle-Rock.dark`.
///
/// 1. The file's path relative to the folder `render` was pointed at (a file given alone: its
///    name), without `.swift`, with `/` and `.` turned into `-`.
/// 2. The preview's name with each run of characters other than letters, digits, `-` and `_`
///    turned into one `-`, and none at either end (`Preview` if nothing is left).
/// 3. Each part at most `maxPartBytes` bytes of UTF-8 (cut at a character), so a name with its
///    variant and `.layout.json` stays a file name (255 bytes).
/// 4. Joined with `--`; the variant's suffix (`PreviewVariant.suffix`) after it. A name has no
///    `.` but the variant's, so a golden's variant is what follows its first `.`.
public enum PreviewNaming {
    public static let maxPartBytes = 80

    public static func stableName(_ preview: DiscoveredPreview, root: String) -> String {
        fileStem(preview.file, root: root) + "--" + slug(preview.name)
    }

    /// Step 1.
    public static func fileStem(_ file: String, root: String) -> String {
        var relative = file
        let base = root.hasSuffix("/") ? root : root + "/"
        if root != file, relative.hasPrefix(base) { relative = String(relative.dropFirst(base.count)) }
        else if root == file || !relative.hasPrefix(base) { relative = (file as NSString).lastPathComponent }
        if relative.hasPrefix("./") { relative = String(relative.dropFirst(2)) }
        if relative.hasSuffix(".swift") { relative = String(relative.dropLast(6)) }
        return slug(relative)
    }

    /// Step 2.
    public static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for character in text {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                if pendingDash && !result.isEmpty { result += "-" }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        if result.isEmpty { return "Preview" }
        // Step 3.
        var cut = ""
        for character in result {
            if cut.utf8.count + character.utf8.count > maxPartBytes { break }
            cut.append(character)
        }
        return cut.isEmpty ? "Preview" : cut
    }

    /// Step 3: the variant suffix of a golden's name.
    public static func variantSuffix(of golden: String) -> String {
        golden.firstIndex(of: ".").map { String(golden[$0...]) } ?? ""
    }
}
