import Foundation

import RenderLayout

/// `Image(systemName:)` and `Image(_:)` (a PNG, JPEG, SVG or PDF file), and `Image(…).resizable()`.
///
/// 1. A symbol's natural height is the current font's point size × 1.2 × the image scale
///    (`imageScale`: small 0.8, medium 1, large 1.3; decisions), its width that height × the
///    symbol's own width factor (0.4…1, from its ink); both rounded up to the pixel grid. It is
///    drawn as a vector path at the font's weight, tinted by the foreground style. An unknown
///    name warns and draws a placeholder.
/// 2. A PNG or JPEG file's natural size is its pixel size divided by its scale (`name@2x.png`
///    is scale 2); an SVG's or PDF's is its own size in points (`VectorImage` step 2) divided
///    by its scale, and it is drawn as vectors at whatever size it is given.
/// 3. A fixed image answers its natural size, whatever the proposal: frame it to clip or
///    place it.
/// 4. A resizable image answers the proposal, a nil dimension replaced by the natural size
///    ("Fitting images into available space", Apple); it is drawn stretched to its frame, a
///    symbol as a bitmap is: `Image(systemName: "heart").resizable().frame(width: 200,
///    height: 100)` is a heart twice as wide as tall, unless `scaledToFit`/`aspectRatio`
///    asks for the symbol's own shape. A resizable symbol is its ink: its ink box
///    (`SymbolInkBox`, without the unit square's margins) is stretched to the frame, and its
///    natural size is that box at step 1's height (unrounded), so `scaledToFit` gives it the
///    ink's ratio — iOS fills a 100-point frame with `person.crop.circle.fill`'s ink, 99.67
///    points of it (FriendBook, iOS 18.1; docs/figures.md, "Branch truth26v"); the ratio of a
///    non-square ink (`star.fill`, `heart`) is a decision that follows it (no picture). A
///    Material stand-in keeps its unit square (its ink is another design's).
/// 5. Under `symbolVariant` a symbol is sized and drawn under the name the variants make
///    (`SymbolVariantSet.resolve`: `heart` under `.fill` is `heart.fill`).
/// 6. Under `symbolRenderingMode`: `hierarchical` draws the glyph's second layer
///    (`SymbolLayers`) in the foreground style's secondary level (50 %) or the secondary style
///    `foregroundStyle(_:_:)` gave; `palette` in that secondary style (the primary when none was
///    given); `monochrome` as one layer; `multicolor` in the symbol's own layer colours where
///    the project knows them (`SymbolMulticolor`: system colours that follow dark mode, or
///    white), else as one layer in the foreground style, as SwiftUI fills a layer that has no
///    colour of its own.
/// 7. An asset catalog's symbol set (`symbolSet: true`; `SymbolSetGlyph`: its `Regular-M`
///    glyph, 1.2 × 100 units tall) is sized as step 1 sizes a symbol: its 100-point size × the
///    font's point size ÷ 100 × the image scale, rounded up to the pixel grid; it is drawn as a
///    template, in the foreground style.
/// 8. `Image(systemName:variableValue:)` (JSON `variableValue`, clamped to 0…1): a symbol whose
///    variable layers the library knows (`SymbolVariableLayers`: `wifi`, `speaker.wave.2`,
///    `cellularbars`…) is drawn with the layers at or below the value at full opacity and the
///    rest dimmed, as SF Symbols' variable colour draws them; any other symbol is drawn whole
///    (decision: the project's glyph has no layers to vary). The size does not change.
package enum ImageView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Image", json: ["systemName", "file", "scale", "template", "symbolSet", "resizable", "variableValue"], summary: "A built-in symbol, or a PNG, JPEG, SVG or PDF file next to the scene (`name@2x.png` beside it is used at scale 2), or an asset catalog's image (`file`, `scale`, `template`), or a symbol set's glyph (`file`, `symbolSet`).", [
        .init([.init("systemName", .string)]),
        .init([.init("_", .string)], .custom { args, location in
            var name = ""
            if case .string(let text)? = args[0]?.value { name = text }
            if !ImageView.fileExtensions.contains(where: name.lowercased().hasSuffix) { name += ".png" }
            return JSONNode(value: .object([("file", JSONNode(value: .string(name), location: location))]), location: location)
        }),
        .init([.init("systemName", .string), .init("variableValue", .number)]),
    ])

    /// `Image("logo.svg")` names its file; `Image("logo")` is `logo.png`.
    package static let fileExtensions = [".png", ".jpg", ".jpeg", ".svg", ".svgz", ".pdf"]

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        var layout = ImageLayout(source: try context.decoder.imageSource(field), resizable: try field.member("resizable")?.bool() ?? false,
                                 symbolSet: try field.member("symbolSet")?.bool() ?? false)
        if let value = field.member("variableValue") {
            guard field.member("systemName") != nil else { throw value.fail("variableValue is a symbol's (Image(systemName:variableValue:))") }
            layout.variableValue = min(1, max(0, try value.number()))
        }
        return (layout, [])
    }
}

package struct ImageLayout: Layout, ViewBehavior {
    package let source: ImageSource
    /// `resizable()`: the image takes the size it is offered.
    package let resizable: Bool
    /// A symbol set's glyph (step 7): sized by the font, as a symbol is.
    package var symbolSet = false
    /// Step 8: the symbol's variable value, 0…1; nil draws it whole.
    package var variableValue: Double? = nil

    package init(source: ImageSource, resizable: Bool, symbolSet: Bool = false) {
        self.source = source
        self.resizable = resizable
        self.symbolSet = symbolSet
    }

    package var name: String { "Image" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    /// Step 5: the name `symbolVariant` makes of a symbol's.
    private func symbolName(_ name: String, _ environment: EnvironmentValues) -> String {
        if let indicator = environment.controlIndicatorSymbol { return indicator }
        return environment.symbolVariants.resolve(name, contains: SymbolLibrary.contains)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        var natural: Size
        switch source {
        case .systemName(let written):
            let name = symbolName(written, context.environment)
            let height = context.environment.resolvedFont.size * 1.2 * context.environment.imageScale.factor
            if resizable, let ink = SymbolLibrary.inkBox(name), ink.width > 0, ink.height > 0 {
                // Step 4: a resizable symbol is its ink, unrounded so its ratio is the ink's.
                return proposal.replacingUnspecifiedDimensions(by: Size(width: height * ink.width, height: height * ink.height))
            }
            natural = Size(width: context.ceilToPixel(height * SymbolLibrary.widthFactor(name)), height: context.ceilToPixel(height))
        case .file(let image), .template(let image):
            natural = image.naturalSize
        }
        if symbolSet {
            // Step 7: the glyph's 100-point size at the font's point size and the image scale.
            let factor = context.environment.resolvedFont.size * context.environment.imageScale.factor / SymbolSetGlyph.pointSize
            natural = Size(width: context.ceilToPixel(natural.width * factor), height: context.ceilToPixel(natural.height * factor))
        }
        return resizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        let environment = context.environment
        let tint = environment.foregroundStyle ?? .primary
        let weight = environment.resolvedFont.weight
        guard case .systemName(let written) = source else {
            return .image(source, tint: tint, weight: weight, resizable: resizable)
        }
        let name = symbolName(written, environment)
        if !SymbolLibrary.contains(name) {
            context.warn("unknown symbol \"\(name)\": drawn as a placeholder; docs/scene-format.md lists the \(SymbolLibrary.names.count) names render draws")
        }
        // Step 8: a value of a symbol with variable layers draws them as layers.
        if let variableValue, SymbolVariableLayers.hasLevels(name) {
            var symbol: PlacedSymbol
            switch environment.symbolRenderingMode {
            case .hierarchical?:
                symbol = PlacedSymbol(name: name, mode: .hierarchical, layers: [tint, environment.foregroundPalette?.first ?? ShapeStyleValue.level(1, of: tint)],
                                      weight: weight, resizable: resizable)
            case .palette?:
                symbol = PlacedSymbol(name: name, mode: .palette, layers: [tint, environment.foregroundPalette?.first ?? tint], weight: weight, resizable: resizable)
            case .monochrome?, .multicolor?, nil:
                symbol = PlacedSymbol(name: name, mode: .monochrome, layers: [tint], weight: weight, resizable: resizable)
            }
            symbol.variableValue = variableValue
            return .symbol(symbol)
        }
        // Step 6: the layers' styles.
        switch environment.symbolRenderingMode {
        case .hierarchical?:
            let secondary = environment.foregroundPalette?.first ?? ShapeStyleValue.level(1, of: tint)
            return .symbol(PlacedSymbol(name: name, mode: .hierarchical, layers: [tint, secondary], weight: weight, resizable: resizable))
        case .palette?:
            let secondary = environment.foregroundPalette?.first ?? tint
            return .symbol(PlacedSymbol(name: name, mode: .palette, layers: [tint, secondary], weight: weight, resizable: resizable))
        case .multicolor? where SymbolMulticolor.layers[name] != nil:
            let layers = (SymbolMulticolor.layers[name] ?? []).map { $0.map(ResolvedShapeStyle.color) ?? tint }
            return .symbol(PlacedSymbol(name: name, mode: .multicolor, layers: layers, weight: weight, resizable: resizable))
        case .monochrome?, .multicolor?, nil:
            return .image(.systemName(name), tint: tint, weight: weight, resizable: resizable)
        }
    }
}

extension ImageLayout {
    /// No text, no alignment guide of its own (`ExplicitGuides` step 1).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { .noGuides }
}

extension ViewKind {
    /// An Image, as the decoders make one (a Label's icon, a control's chevron).
    package static func image(_ source: ImageSource, resizable: Bool) -> ViewKind {
        .defined(DefinedView(ImageLayout(source: source, resizable: resizable)))
    }
}

extension SceneDecoder {
    /// `systemName` from the built-in set, or `file`: a PNG, JPEG, SVG or PDF next to the scene, decoded once
    /// per file however many views show it.
    fileprivate mutating func imageSource(_ field: JSONField) throws(SceneError) -> ImageSource {
        if let name = field.member("systemName") {
            // An unknown name is drawn as a placeholder with a warning (ImageLayout), as
            // SwiftUI draws nothing and logs: the scene still renders.
            let text = try name.string()
            guard !text.isEmpty else { throw name.fail("the symbol name is empty") }
            return .systemName(text)
        }
        guard let fileField = field.member("file") else { throw field.fail("Image needs \"systemName\" or \"file\"") }
        let relative = try fileField.string()
        guard !relative.isEmpty else { throw fileField.fail("the image file name is empty") }
        let given = relative.hasPrefix("/") ? relative : (baseDirectory as NSString).appendingPathComponent(relative)
        var (path, scale) = Self.imageVariant(given)
        // An asset catalog's image states its scale (its file name need not).
        if let stated = field.member("scale") {
            let value = try stated.number(in: 1...3)
            guard value == value.rounded() else { throw stated.fail("an image's scale is 1, 2 or 3") }
            (path, scale) = (given, Int(value))
        }
        // A symbol set's template is drawn as its one glyph, as a template (`SymbolSetGlyph`).
        let symbolSet = try field.member("symbolSet")?.bool() ?? false
        let template = symbolSet ? true : try field.member("template")?.bool() ?? false
        func source(_ image: ImageFile) -> ImageSource { template ? .template(image) : .file(image) }
        var key = symbolSet ? path + "#Regular-M" : path
        if let image = images.files[key], image.scale == scale { return source(try count(image, field: fileField)) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw fileField.fail("no such image file \(path)")
        }
        guard !isDirectory.boolValue else { throw fileField.fail("\(path) is a directory, not an image file") }
        // Decoded in full now, so a corrupt or oversized file is an error here, not a blank later.
        var bytes: [UInt8]
        do { bytes = try BoundedRead.read(path: path, limit: SceneLimits.maxImageFileBytes) } catch {
            switch error {
            case .tooLarge: throw fileField.fail("\(path) is larger than \(SceneLimits.maxImageFileBytes >> 20) MiB")
            case .unreadable(let reason): throw fileField.fail("cannot read image file \(path): \(reason)")
            }
        }
        func overflows(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
            guard let size = PNGCodec.headerSize(bytes) ?? JPEGCodec.headerSize(bytes), size.width > 0, size.height > 0,
                  size.width <= PNGCodec.maxDimension, size.height <= PNGCodec.maxDimension,
                  imagePixels + size.width * size.height > SceneLimits.maxImagePixels else { return nil }
            return (size.width, size.height)
        }
        if let size = overflows(bytes) {
            // A sharper variant past the budget: the next smaller one beside it, drawn at the
            // same size in points (`smallerVariants`), else the error.
            var smaller: (path: String, scale: Int, bytes: [UInt8])?
            for (candidate, candidateScale) in Self.smallerVariants(path, scale: scale) where smaller == nil {
                guard !symbolSet, let read = try? BoundedRead.read(path: candidate, limit: SceneLimits.maxImageFileBytes), overflows(read) == nil else { continue }
                smaller = (candidate, candidateScale, read)
            }
            guard let smaller else {
                throw fileField.fail("the scene's image files have more than \(SceneLimits.maxImagePixels) pixels in all (\(path) is \(size.width)×\(size.height))")
            }
            (path, scale, bytes) = smaller
            key = path
            if let image = images.files[path], image.scale == scale { return source(try count(image, field: fileField)) }
        }
        if symbolSet {
            guard let text = String(bytes: bytes, encoding: .utf8) else { throw fileField.fail("\(path) is not a symbol set's SVG (not UTF-8 text)") }
            do throws(SymbolSetGlyph.Problem) { bytes = Array(try SymbolSetGlyph.glyph(text).utf8) } catch {
                throw fileField.fail("\(path) is not a symbol set's SVG template: \(error)")
            }
        }
        let image: ImageFile
        do { image = try ImageFile(path: key, bytes: bytes, scale: scale) } catch { throw fileField.fail("\(path) is not a usable \(ImageFile.formatName(bytes)) file: \(error)") }
        images.files[key] = image
        return source(try count(image, field: fileField))
    }

    /// Counts an image file's pixels against the scene's budget, once per file.
    private mutating func count(_ image: ImageFile, field: JSONField) throws(SceneError) -> ImageFile {
        guard countedImages.insert(image.path).inserted else { return image }
        imagePixels += image.pixelWidth * image.pixelHeight
        guard imagePixels <= SceneLimits.maxImagePixels else {
            throw field.fail("the scene's image files have more than \(SceneLimits.maxImagePixels) pixels in all")
        }
        return image
    }

    /// The lower-scale files beside `photo@3x.png` (`photo@2x.png`, then `photo.png`) or
    /// `photo@2x.png` (`photo.png`) that exist, sharpest first: what is drawn when the sharper
    /// file would take the scene past `SceneLimits.maxImagePixels` (decision: a large picture
    /// drawn a little softer rather than refused — Food Truck's header layers are 3600 pixels
    /// square at 3x).
    package static func smallerVariants(_ path: String, scale: Int) -> [(String, Int)] {
        let stem = (path as NSString).deletingPathExtension
        let suffix = path.dropFirst(stem.count)
        guard scale > 1, stem.hasSuffix("@\(scale)x") else { return [] }
        let base = String(stem.dropLast(3))
        return (1..<scale).reversed().map { ($0 == 1 ? base + suffix : base + "@\($0)x" + suffix, $0) }
            .filter { FileManager.default.fileExists(atPath: $0.0) }
    }

    /// An asset catalogue's scales: `photo.png` is drawn from `photo@3x.png` or `photo@2x.png`
    /// when one lies beside it (the sharpest, a decision: the scene does not know the render
    /// scale), at its size in points. A name that says its scale (`photo@2x.png`) keeps it.
    package static func imageVariant(_ path: String) -> (path: String, scale: Int) {
        let stem = (path as NSString).deletingPathExtension
        let suffix = path.dropFirst(stem.count)
        for scale in [3, 2] where stem.hasSuffix("@\(scale)x") { return (path, scale) }
        for scale in [3, 2] {
            let candidate = stem + "@\(scale)x" + suffix
            if FileManager.default.fileExists(atPath: candidate) { return (candidate, scale) }
        }
        return (path, 1)
    }
}
