import Foundation
import RenderLayout

/// A module's asset catalogs (`*.xcassets`), read as Xcode compiles them for an iPhone.
///
/// 1. Which catalogs: every `*.xcassets` folder under the module's folder (`SwiftModule`),
///    skipping the folders the module skips; for an Xcode project, under the project's folder
///    (decision: all of them, not only the target's resources); then those of the other
///    targets whose Swift the module reads (`SwiftModule.catalogs(in:files:)`: a local
///    package's `bundle: .module` images). Names are looked up in the
///    catalogs in path order; the first that has the name wins. Folders inside a catalog are
///    groups: `Brand/Primary.colorset` is `"Primary"`, or `"Brand/Primary"` when the group
///    "provides namespace" (its `Contents.json`).
/// 2. A colour set (`Name.colorset/Contents.json`) has a colour per appearance: the entry
///    without `appearances` (or with luminosity `light`) is the light one, luminosity `dark`
///    the dark one; an entry for high contrast or another idiom than universal/iphone is
///    skipped (iphone wins over universal). Without a dark entry the colour is the same in
///    both. `AccentColor.colorset` is the app's accent colour. A set whose entries hold no
///    colour at all (Xcode's template `AccentColor`) is none, without a warning.
/// 3. A colour is `components` in a `color-space`: `srgb`, `extended-srgb` as they are;
///    `display-p3` (and `extended-display-p3`) converted to sRGB (linear light through P3's
///    and sRGB's primaries, the same transfer curve), clamped; `extended-linear-srgb` encoded
///    with sRGB's curve; `gray-gamma-22` and `extended-gray` a `white` component (gamma 2.2
///    taken to sRGB). A component is written as Xcode writes it: a floating-point number
///    ("0.345"), an 8-bit integer ("128", 0…255) or hex ("0x80"); a number without a point
///    above 1 is 8-bit, "1" and "0" are 0…1. A `reference` to a system colour
///    (`systemBlueColor`, `labelColor`) is that colour.
/// 4. An image set (`Name.imageset`) picks, among the images of the light appearance (the dark
///    one when the scheme is dark and it has one) for universal or iphone, the one whose scale
///    is the render's (3 by default, an iPhone's), else the nearest larger, else the largest;
///    an image with no scale is a single-scale (vector) image at 1. PNG and JPEG files are
///    drawn (JPEG through libjpeg, `JPEGCodec`), PDF and SVG as vectors (`VectorImage`: poppler,
///    librsvg) at their size in points ÷ their slot's scale (a PDF in the 1x slot of an
///    "Individual Scales" set, as Landmarks' `star-filled.pdf`, is its page size); HEIC is not
///    decoded (decision) and is a named placeholder with a warning. `template-rendering-intent`
///    `template` draws the image as a mask in the foreground style, as SwiftUI does;
///    `original` or none, its own colours (`renderingMode(_:)` overrides either).
///    `preserves-vector-representation` is not needed: a vector image is drawn as vectors at
///    any size (decision: without it iOS enlarges the bitmap Xcode made of the file at build
///    time, which is softer than this when an image is drawn larger than its own size).
/// 5. A symbol set (`Name.symbolset`, a custom SF Symbol) is an image of its SVG (the
///    universal or iphone entry of `symbols`), drawn as the template's `Regular-M` glyph in the
///    foreground style and sized by the font as a symbol is (`SymbolSetGlyph`).
/// 6. An app icon set (`AppIcon.appiconset`) is kept apart (`appIcons`), for a Mac app's
///    `NSImage(named: "AppIcon")`/`NSImage.applicationIconName`, which find the app's icon;
///    `Image("AppIcon")` and `UIImage(named:)` do not see it (iOS keeps the icon out of the
///    catalog's named images, and no Apple statement says otherwise). Its image is its largest
///    file (size × scale in pixels, any idiom, the light appearance) at that file's scale
///    (decision: one file stands for every size, and its point size is the catalog's `size`
///    of that file, 512 pt for a Mac icon's `512x512` @2x; apps resize it).
/// 7. A catalog file that is not JSON, or a colour that is not well formed, is a warning
///    naming the file; the name is then missing. Bounds: a Contents.json that is not a regular
///    file of at most 1 MiB is not read, at most 20,000 names are, symbolic links to sets and
///    groups are not followed; an image file that is not a regular file is not drawn. A missing name is the caller's to report
///    (a located warning and a named placeholder).
package struct AssetCatalog: Sendable {
    package struct ColorSet: Sendable {
        package var color: RGBA
        package var file: String
    }

    package struct ImageSet: Sendable {
        package struct Variant: Sendable {
            package var file: String
            /// 0: single scale (a vector image), else 1, 2, 3.
            package var scale: Int
            package var isDark: Bool
        }
        package var folder: String
        package var variants: [Variant]
        /// `template-rendering-intent: template`.
        package var isTemplate: Bool
        /// A symbol set (`Name.symbolset`, step 5): its SVG template, drawn as its glyph.
        package var isSymbol = false

        /// Step 4: the file for `scale` in `scheme`.
        package func variant(scale: Int, scheme: ColorScheme) -> Variant? {
            let dark = variants.filter(\.isDark)
            let pool = scheme == .dark && !dark.isEmpty ? dark : variants.filter { !$0.isDark }
            guard !pool.isEmpty else { return nil }
            if let exact = pool.first(where: { $0.scale == scale }) { return exact }
            if let larger = pool.filter({ $0.scale > scale }).min(by: { $0.scale < $1.scale }) { return larger }
            return pool.max(by: { $0.scale < $1.scale })
        }
    }

    package var colors: [String: ColorSet] = [:]
    package var images: [String: ImageSet] = [:]
    /// Step 6: the app icon sets by name.
    package var appIcons: [String: ImageSet] = [:]
    /// Xcode's generated symbol of each name (`Interpreter.generatedSymbol`) to the name, the
    /// first name in sorted order winning.
    package private(set) var colorSymbols: [String: String] = [:]
    package private(set) var imageSymbols: [String: String] = [:]
    package var warnings: [String] = []
    /// The catalogs read, in order.
    package var catalogs: [String] = []

    package init() {}

    /// The app's accent colour (`AccentColor.colorset`), if a catalog has one.
    package var accentColor: RGBA? { colors["AccentColor"]?.color }

    /// Reads `catalogs` (folders), the first having a name winning.
    package init(catalogs: [String]) {
        self.catalogs = catalogs
        for catalog in catalogs { read(folder: catalog, prefix: "") }
        for name in colors.keys.sorted() where colorSymbols[Interpreter.generatedSymbol(name, dropping: "Color")] == nil {
            colorSymbols[Interpreter.generatedSymbol(name, dropping: "Color")] = name
        }
        for name in images.keys.sorted() where imageSymbols[Interpreter.generatedSymbol(name, dropping: "Image")] == nil {
            imageSymbols[Interpreter.generatedSymbol(name, dropping: "Image")] = name
        }
        // `Image(.Onboarding.rocket)`: a name in a folder that provides a namespace also by its
        // generated path (`Interpreter.namespacedSymbol`).
        for name in colors.keys.sorted() where name.contains("/") {
            let path = Interpreter.namespacedSymbol(name, dropping: "Color")
            if colorSymbols[path] == nil { colorSymbols[path] = name }
        }
        for name in images.keys.sorted() where name.contains("/") {
            let path = Interpreter.namespacedSymbol(name, dropping: "Image")
            if imageSymbols[path] == nil { imageSymbols[path] = name }
        }
    }

    private static let maxEntries = 20_000

    private mutating func read(folder: String, prefix: String) {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            guard colors.count + images.count + appIcons.count < Self.maxEntries else { return }
            let path = (folder as NSString).appendingPathComponent(entry)
            // A link could loop; catalogs Xcode writes hold none.
            if (try? manager.destinationOfSymbolicLink(atPath: path)) != nil { continue }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let ext = (entry as NSString).pathExtension
            let name = prefix + (entry as NSString).deletingPathExtension
            switch ext {
            case "colorset":
                if colors[name] == nil, let set = readColorSet(path) { colors[name] = set }
            case "imageset":
                if images[name] == nil, let set = readImageSet(path) { images[name] = set }
            case "symbolset":
                if images[name] == nil, let set = readSymbolSet(path) { images[name] = set }
            case "appiconset":
                if appIcons[name] == nil, let set = readAppIconSet(path) { appIcons[name] = set }
            case "":
                // A group: its names are namespaced when it says so.
                let contents = Self.json(at: (path as NSString).appendingPathComponent("Contents.json"))
                let namespaced = ((contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool) == true
                read(folder: path, prefix: namespaced ? name + "/" : prefix)
            default:
                continue
            }
        }
    }

    /// A `Contents.json` read only when it is a regular file of at most 1 MiB: one that is a
    /// FIFO would block the read, one linked to `/dev/zero` never end (issue 24).
    private static func json(at path: String) -> [String: Any]? {
        guard case .success(let bytes) = SwiftModule.readRegularFile(path, limit: 1 << 20) else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
    }

    private mutating func contents(_ folder: String) -> [String: Any]? {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        guard let object = Self.json(at: file) else {
            warnings.append("\(file): warning: the asset's Contents.json is not a JSON object; the asset is left out")
            return nil
        }
        return object
    }

    /// The appearance an entry is for: nil for one the renderer does not use (high contrast).
    private static func appearance(_ entry: [String: Any]) -> ColorScheme?? {
        guard let appearances = entry["appearances"] as? [[String: Any]] else { return .some(nil) }
        var scheme: ColorScheme?
        for appearance in appearances {
            switch (appearance["appearance"] as? String, appearance["value"] as? String) {
            case ("luminosity"?, "dark"?): scheme = .dark
            case ("luminosity"?, "light"?): scheme = .light
            case ("luminosity"?, "any"?): break
            default: return nil
            }
        }
        return .some(scheme)
    }

    private static func idiomRank(_ entry: [String: Any]) -> Int? {
        switch entry["idiom"] as? String ?? "universal" {
        case "iphone": return 2
        case "universal": return 1
        default: return nil
        }
    }

    // MARK: Colour sets

    private mutating func readColorSet(_ folder: String) -> ColorSet? {
        guard let contents = contents(folder) else { return nil }
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        var light: (rank: Int, color: RGBA)?, dark: (rank: Int, color: RGBA)?
        let entries = contents["colors"] as? [[String: Any]] ?? []
        // Xcode's new-project template: an `AccentColor` whose entries hold no colour at all. The
        // app then has the system's accent; nothing is wrong, so nothing is said.
        if !entries.isEmpty, entries.allSatisfy({ $0["color"] == nil }) { return nil }
        for entry in entries {
            guard let rank = Self.idiomRank(entry), let scheme = Self.appearance(entry) else { continue }
            guard let colorObject = entry["color"] as? [String: Any] else { continue }
            guard let color = Self.color(colorObject) else {
                warnings.append("\(file): warning: a colour of \((folder as NSString).lastPathComponent) is not one the renderer reads (color-space \(colorObject["color-space"] as? String ?? "none")); the colour set is left out")
                return nil
            }
            if scheme == .dark {
                if rank > dark?.rank ?? 0 { dark = (rank, color) }
            } else if rank > light?.rank ?? 0 {
                light = (rank, color)
            }
        }
        guard let base = light?.color ?? dark?.color else {
            warnings.append("\(file): warning: \((folder as NSString).lastPathComponent) has no colour for an iPhone; the colour set is left out")
            return nil
        }
        return ColorSet(color: dark.map { RGBA(light: base, dark: $0.color) } ?? base, file: file)
    }

    /// UIKit's names of system colours as Xcode writes a reference (`systemBlueColor`).
    private static func reference(_ name: String) -> RGBA? {
        var key = name.hasSuffix("Color") ? String(name.dropLast("Color".count)) : name
        if key == "systemGrey" { key = "systemGray" }
        return RGBA.system[key] ?? RGBA.named[key]
    }

    /// Step 3.
    package static func color(_ object: [String: Any]) -> RGBA? {
        if let reference = object["reference"] as? String { return Self.reference(reference) }
        guard let components = object["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            let text: String
            if let string = components[key] as? String { text = string.trimmingCharacters(in: .whitespaces) }
            else if let number = components[key] as? NSNumber { text = number.stringValue }
            else { return nil }
            if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let value = Double(text), value.isFinite else { return nil }
            // An 8-bit integer: no point, above 1.
            if !text.contains("."), value > 1 { return value <= 255 ? value / 255 : nil }
            return value
        }
        let alpha = component("alpha") ?? 1
        let space = object["color-space"] as? String ?? "srgb"
        switch space {
        case "gray-gamma-22", "extended-gray":
            guard let white = component("white") else { return nil }
            let linear = pow(max(white, 0), 2.2)
            return RGBA(red: linear, green: linear, blue: linear, alpha: alpha).gammaEncoded.clamped
        default:
            guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
            let rgba = RGBA(red: red, green: green, blue: blue, alpha: alpha)
            switch space {
            case "srgb", "extended-srgb": return rgba.clamped
            case "extended-linear-srgb", "linear-srgb": return rgba.clamped.gammaEncoded
            case "display-p3", "extended-display-p3": return displayP3ToSRGB(rgba)
            default: return nil
            }
        }
    }

    /// Display P3 to sRGB: the same transfer curve, P3's primaries to sRGB's (D65 both),
    /// clamped to sRGB's gamut.
    package static func displayP3ToSRGB(_ color: RGBA) -> RGBA {
        func decode(_ c: Double) -> Double { c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encode(_ c: Double) -> Double {
            let c = min(max(c, 0), 1)
            return c <= 0.003_130_8 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
        let r = decode(color.red), g = decode(color.green), b = decode(color.blue)
        let sr = 1.224_940_2 * r - 0.224_940_2 * g
        let sg = -0.042_056_9 * r + 1.042_056_9 * g
        let sb = -0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_7 * b
        return RGBA(red: encode(sr), green: encode(sg), blue: encode(sb), alpha: min(max(color.alpha, 0), 1))
    }

    // MARK: Image sets

    /// Step 6: the largest file of an app icon set (any idiom: a Mac app's icon is `mac`), by
    /// its size in pixels (`size` × `scale`), at its scale.
    private mutating func readAppIconSet(_ folder: String) -> ImageSet? {
        guard let contents = contents(folder) else { return nil }
        var best: (pixels: Double, variant: ImageSet.Variant)?
        for entry in contents["images"] as? [[String: Any]] ?? [] {
            guard let filename = entry["filename"] as? String, !filename.contains("/"), entry["appearances"] == nil else { continue }
            let scale = Int((entry["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")) ?? 1
            let side = Double((entry["size"] as? String ?? "").split(separator: "x").first.map(String.init) ?? "") ?? 0
            let pixels = side * Double(scale)
            if let found = best, found.pixels >= pixels { continue }
            best = (pixels, .init(file: (folder as NSString).appendingPathComponent(filename), scale: max(scale, 1), isDark: false))
        }
        return best.map { ImageSet(folder: folder, variants: [$0.variant], isTemplate: false) }
    }

    private mutating func readImageSet(_ folder: String) -> ImageSet? {
        guard let contents = contents(folder) else { return nil }
        var variants: [ImageSet.Variant] = []
        var best: [String: Int] = [:]
        for entry in contents["images"] as? [[String: Any]] ?? [] {
            guard let filename = entry["filename"] as? String, !filename.contains("/"), let rank = Self.idiomRank(entry),
                  let scheme = Self.appearance(entry) else { continue }
            let scaleText = (entry["scale"] as? String ?? "").replacingOccurrences(of: "x", with: "")
            let scale = Int(scaleText) ?? 0
            let key = "\(scale)-\(scheme == .dark)"
            if let seen = best[key], seen >= rank { continue }
            best[key] = rank
            variants.removeAll { $0.scale == scale && $0.isDark == (scheme == .dark) }
            variants.append(.init(file: (folder as NSString).appendingPathComponent(filename), scale: scale, isDark: scheme == .dark))
        }
        let properties = contents["properties"] as? [String: Any]
        let isTemplate = properties?["template-rendering-intent"] as? String == "template"
        return ImageSet(folder: folder, variants: variants, isTemplate: isTemplate)
    }

    /// Step 5: a symbol set's SVG, for universal or iphone (iphone wins).
    private mutating func readSymbolSet(_ folder: String) -> ImageSet? {
        guard let contents = contents(folder) else { return nil }
        var best: (file: String, rank: Int)?
        for entry in contents["symbols"] as? [[String: Any]] ?? [] {
            guard let filename = entry["filename"] as? String, !filename.contains("/"), filename.lowercased().hasSuffix(".svg"),
                  let rank = Self.idiomRank(entry), rank > (best?.rank ?? -1) else { continue }
            best = ((folder as NSString).appendingPathComponent(filename), rank)
        }
        let variants = best.map { [ImageSet.Variant(file: $0.file, scale: 0, isDark: false)] } ?? []
        return ImageSet(folder: folder, variants: variants, isTemplate: true, isSymbol: true)
    }
}

extension RGBA {
    /// Components clamped to 0…1 (an extended-range colour drawn in sRGB).
    fileprivate var clamped: RGBA {
        func c(_ v: Double) -> Double { min(max(v, 0), 1) }
        return RGBA(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
    }
}
