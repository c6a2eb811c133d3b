import ArgumentParser
import Foundation
import RenderLayout
import RenderScene
import RenderSwiftSource
import RenderCheck

import RenderTools

/// Flags every command that renders a scene shares: proposal, scale, background, parameters.
struct SceneOptions: ParsableArguments {
    @Option(name: [.customShort("w"), .long], help: "Width proposed to the root, in points (default: canvas.width, else the root's ideal width).")
    var width: Double?

    @Option(name: .long, help: "Height proposed to the root, in points (default: canvas.height, else the root's required height).")
    var height: Double?

    @Option(name: .long, help: "Pixels per point (default: canvas.scale, else 1).")
    var scale: Double?

    @Option(name: .long, help: ArgumentHelp("Render on a device's screen: its size, scale (unless --scale) and safe area (iphone-16, iphone-16-pro, iphone-17-pro-max, iphone-se, ipad-11, …, or Apple's name: \"iPhone 16 Pro\"; docs/scene-format.md lists them; none: ignore the scene's device).", valueName: "name"))
    var device: String?

    @Flag(name: .long, help: "With a device: turned to landscape (its screen and safe area turned).")
    var landscape = false

    @Flag(name: .long, help: "Lay the scene out right-to-left, as environment(\\.layoutDirection, .rightToLeft) on the root (default: canvas.layoutDirection, else left-to-right).")
    var rtl = false

    @Option(name: .customLong("color-scheme"), help: ArgumentHelp("Draw the scene in light or dark mode, as the iPhone's Dark Mode setting (default: canvas.colorScheme, else light; a preferredColorScheme in the scene wins, as on iOS).", valueName: "light|dark"))
    var colorScheme: String?

    @Option(name: .customLong("dynamic-type"), help: ArgumentHelp("The Dynamic Type size text styles scale to: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1…accessibility5 (default: canvas.dynamicTypeSize, else large).", valueName: "size"))
    var dynamicType: String?

    @Option(name: .long, help: "A color for the canvas, or 'transparent' (default: canvas.background, else systemBackground: white, black in dark mode).")
    var background: String?

    @Option(name: .customLong("set"), help: ArgumentHelp("Override a scene parameter: NAME=VALUE (repeatable). In a Swift file, a stored property with a default, or a name the file leaves free.", valueName: "name=value"))
    var parameters: [String] = []

    @Option(name: .customLong("view"), help: ArgumentHelp("In a Swift file: the View struct or #Preview(\"NAME\") to render, or a view expression evaluated as a #Preview body, e.g. 'Card(title: \"Hi\").padding()' (default: the first #Preview, else the file's view expression, else its last View struct).", valueName: "name|expression"))
    var viewName: String?

    @Flag(name: .long, help: "In a Swift file: what is not layout (.animation, .onTapGesture, print) and what the renderer does not know (drawn as a placeholder, or left out) are errors instead of notes and warnings.")
    var strict = false

    @Option(name: .customLong("module"), help: ArgumentHelp("In a Swift file: the folder of its module, whose Swift files' declarations it sees (default: found from the nearest Package.swift target or .xcodeproj source folder, else the file alone).", valueName: "dir"))
    var moduleDirectory: String?

    @Option(name: .customLong("packages"), help: ArgumentHelp("In a Swift file: the folder where its package dependencies are checked out, as an Xcode project's SourcePackages (default: .build/checkouts and SourcePackages/checkouts from the module's package or project folder up).", valueName: "dir"))
    var packagesDirectory: String?

    @Option(name: .customLong("define"), help: ArgumentHelp("In a Swift file: a compilation condition that holds for #if, besides an iOS 17 debug build's (repeatable).", valueName: "name"))
    var defines: [String] = []

    @Option(name: .long, help: ArgumentHelp("In a Swift file: the moment Date() and Date.now read, ISO 8601 (default: 2026-01-01T09:41:00Z).", valueName: "date"))
    var now: String?

    @Option(name: .long, help: ArgumentHelp("In a Swift file: the locale Foundation formats dates and numbers in (default: en_US).", valueName: "identifier"))
    var locale: String?

    /// `--now`, checked with the other flags.
    func nowOption() throws -> Date? {
        guard let now else { return nil }
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: now) { return date }
        formatter.formatOptions = [.withFullDate]
        if let date = formatter.date(from: now) { return date }
        throw ValidationError("--now takes an ISO 8601 date such as 2026-01-01T09:41:00Z or 2026-01-01, got '\(now.escapingControlCharacters)'")
    }

    /// The options of the Swift front end these flags give.
    var swiftOptions: SwiftSource.Options {
        var options = SwiftSource.Options(overrides: overrides, viewName: viewName, strict: strict,
                                          moduleDirectory: moduleDirectory, defines: defines)
        options.packagesDirectory = packagesDirectory
        options.now = try? nowOption()
        options.locale = locale
        return options
    }

    func validate() throws {
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value >= 0 && value <= SceneLimits.maxCanvasSide) {
                throw ValidationError("\(name) must be a number of points in 0…\(Int(SceneLimits.maxCanvasSide)), got \(formatNumber(value))")
            }
        }
        if let scale, !(scale >= 0.1 && scale <= 8) {
            throw ValidationError("--scale must be in 0.1…8, got \(formatNumber(scale))")
        }
        for parameter in parameters where !parameter.contains("=") || parameter.hasPrefix("=") {
            throw ValidationError("--set takes NAME=VALUE, got '\(parameter)'")
        }
        _ = try backgroundOption()
        if let device, device != "none", width != nil || height != nil {
            throw ValidationError("--device sets the canvas's size; --width and --height cannot be given with it")
        }
        if landscape && device == "none" {
            throw ValidationError("--landscape turns a device; --device none has none")
        }
        _ = try dynamicTypeOption()
        _ = try nowOption()
        if let locale, !Locale.availableIdentifiers.contains(locale) {
            throw ValidationError("--locale: unknown locale '\(locale.escapingControlCharacters)'; use an identifier such as en_US, en_GB, de_DE or ja_JP")
        }
    }

    /// `--device`: nil when not given, `.some(nil)` for `none`, else the device (turned with
    /// `--landscape`). An unknown name is bad input (exit status 1) listing the known ones.
    func deviceOption(file: String) throws -> Device?? {
        guard let device else { return nil }
        if device == "none" { return .some(nil) }
        guard let found = Device.named(device) else {
            throw Failure.badInput("\(file): --device: unknown device '\(device)'; the renderer knows \(Device.knownNames)")
        }
        return .some(landscape ? found.landscape : found)
    }

    /// `--color-scheme`, checked with the other flags, before the scene is read.
    func colorSchemeOption() throws -> ColorScheme? {
        guard let colorScheme else { return nil }
        guard let scheme = ColorScheme(rawValue: colorScheme) else {
            throw ValidationError("--color-scheme: unknown color scheme '\(colorScheme.escapingControlCharacters)'; use light or dark")
        }
        return scheme
    }

    /// `--dynamic-type`, checked with the other flags, before the scene is read.
    func dynamicTypeOption() throws -> DynamicTypeSize? {
        guard let dynamicType else { return nil }
        guard let size = DynamicTypeSize(name: dynamicType) else {
            throw ValidationError("--dynamic-type: unknown size '\(dynamicType.escapingControlCharacters)'; use one of \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return size
    }

    /// `--background`, checked with the other flags, before the scene is read.
    func backgroundOption() throws -> CanvasBackground? {
        guard let background else { return nil }
        if background == "transparent" { return .transparent }
        guard let color = RGBA.named[background] ?? RGBA.hex(background) else {
            throw ValidationError("--background: unknown color '\(background.escapingControlCharacters)'; use a SwiftUI color name, #RRGGBB, #RRGGBBAA or transparent")
        }
        return .color(color)
    }

    var overrides: [String: SceneParameter] {
        var result: [String: SceneParameter] = [:]
        for parameter in parameters {
            guard let equals = parameter.firstIndex(of: "=") else { continue }
            result[String(parameter[..<equals])] = SceneParameter(commandLine: String(parameter[parameter.index(after: equals)...]))
        }
        return result
    }

    /// A JSON or Swift scene; notes about ignored Swift go to standard error, once. `bytes`:
    /// the file already read (a sweep reads it once); `images`: decoded image files to share.
    func loadScene(_ path: String, bytes: [UInt8]? = nil, overrides extra: [String: SceneParameter] = [:], notes: Bool = true,
                   images: ImageCache = ImageCache()) throws -> Scene {
        try loadShown(path, bytes: bytes, overrides: extra, notes: notes, images: images).scene
    }

    /// `loadScene`, with the traits of the preview it shows (nil: not a preview).
    func loadShown(_ path: String, bytes: [UInt8]? = nil, overrides extra: [String: SceneParameter] = [:], notes: Bool = true,
                   images: ImageCache = ImageCache()) throws -> (scene: Scene, preview: PreviewTraits?) {
        let now = try nowOption()
        do {
            return try SceneFile.loadShown(path, bytes: bytes, overrides: overrides.merging(extra) { _, new in new }, viewName: viewName, strict: strict,
                                      now: now, locale: locale,
                                      notes: notes ? { FileHandle.standardError.write(Data("render: \($0)\n".utf8)) } : nil,
                                      images: images, moduleDirectory: moduleDirectory, defines: defines,
                                      colorScheme: try colorSchemeOption(), packagesDirectory: packagesDirectory)
        } catch let error as SceneError {
            throw Failure.badInput(error.description)
        }
    }

    /// `render FILE` of a preview: its canvas as `render previews` gives it (`PreviewRenderer`:
    /// its layout on its device), with these flags on top. `--device` replaces the preview's
    /// device (its layout still applies, as `render previews --devices`), `--landscape` turns
    /// it, `--scale` replaces the scale. Nil under `--width`/`--height` or `--device none`:
    /// the command line's proposal wins, and the canvas is `renderOptions(for:)`'s, fitted
    /// along an axis not given, as for a view that is not a preview.
    func previewOptions(for scene: Scene, traits: PreviewTraits, measurer: PangoTextMeasurer) throws -> RenderOptions? {
        if width != nil || height != nil { return nil }
        let named = try deviceOption(file: scene.file)
        if case .some(.none) = named { return nil }
        var options = RenderOptions(canvas: PreviewRenderer.canvasLessSize(scene))
        if rtl { options.layoutDirection = .rightToLeft }
        if let size = try dynamicTypeOption() { options.dynamicTypeSize = size }
        if let scheme = try colorSchemeOption() { options.colorScheme = scheme }
        if let background = try backgroundOption() { options.background = background }
        do {
            try PreviewRenderer.applyPreview(traits, of: scene, replacedBy: named ?? nil, landscape: landscape, scale: scale,
                                             to: &options, measurer: measurer)
        } catch {
            throw Failure.badInput(error.sceneError?.description ?? scene.error(error.message).description)
        }
        return options
    }

    /// The scene's canvas, with these flags on top.
    func renderOptions(for scene: Scene) throws -> RenderOptions {
        var options = RenderOptions(canvas: scene.canvas)
        if let named = try deviceOption(file: scene.file) {
            options = RenderOptions(canvas: Scene.Canvas(scale: scene.canvas.scale, background: scene.canvas.background,
                                                         alignment: scene.canvas.alignment,
                                                         layoutDirection: scene.canvas.layoutDirection,
                                                         dynamicTypeSize: scene.canvas.dynamicTypeSize,
                                                         colorScheme: scene.canvas.colorScheme))
            options.accentColor = scene.canvas.accentColor
            options.setDevice(named, scale: scene.canvas.scale)
        } else if landscape {
            guard let device = options.device else {
                throw Failure.usage("--landscape turns a device; give --device or a scene with \"device\"")
            }
            options.setDevice(device.isLandscape ? device : device.landscape, scale: scene.canvas.scale)
        }
        if options.device != nil, width != nil || height != nil {
            throw Failure.usage("the scene renders on device \(options.device?.name ?? ""), which sets the canvas's size; drop --width/--height or give --device none")
        }
        if let width { options.width = width }
        if let height { options.height = height }
        if let scale { options.scale = scale }
        if let background = try backgroundOption() { options.background = background }
        if rtl { options.layoutDirection = .rightToLeft }
        if let size = try dynamicTypeOption() { options.dynamicTypeSize = size }
        if let scheme = try colorSchemeOption() { options.colorScheme = scheme }
        return options
    }
}
