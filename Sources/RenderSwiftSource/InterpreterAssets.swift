import Foundation
import SwiftSyntax
import RenderLayout

import RenderScene

/// The module's asset catalogs as the file names them (`AssetCatalog` reads them).
///
/// 1. `Color("Name")`, `Color("Name", bundle: …)`, `UIColor(named: "Name")` (and
///    `Color(uiColor:)` of it), and Xcode 15's generated symbols `Color(.name)`,
///    `UIColor(resource: .name)`: the colour set, both appearances kept (JSON
///    `{"light": …, "dark": …}`), drawn in the scheme of the view that draws it.
/// 2. `Image("name")`, `Image(decorative: "name")`, `Image("name", bundle: …)`, `Image(.name)`:
///    the image set's file for the render scale (3, an iPhone's; the dark appearance's when
///    the root scheme is dark), JSON `{"file", "scale", "template"}`. A name no catalog has
///    falls back to a PNG file beside the scene (`name.png`, the renderer's own convention)
///    when there is one. A symbol set (`Name.symbolset`) is JSON `{"file", "symbolSet": true}`:
///    its template's glyph, sized by the font as a symbol is (`SymbolSetGlyph`).
/// 3. Xcode 15 generates a symbol per asset: the name in lower camel case (word breaks at
///    spaces, `-`, `_` and case changes), a trailing "Color" dropped from a colour's and
///    "Image" from an image's (`AccentColor` is `.accent`), as `GeneratedAssetSymbols.swift`
///    spells them; a symbol is looked up through that table. A folder that "provides
///    namespace" is an enum of its own, named as the folder in upper camel case, holding its
///    assets' symbols: `Onboarding/Rocket` is `.Onboarding.rocket` (`Image(.Onboarding.rocket)`,
///    `Color(.Brand.primary)`), as Xcode's `GeneratedAssetSymbols.swift` nests it ("The
///    \"Onboarding\" asset catalog resource namespace.").
/// 4. A name no catalog has is one located warning ("no color named …", as SwiftUI logs "No
///    image named …") and a placeholder: an image is the marked box named `Image("name")`; a
///    colour is the placeholder's orange (`Interpreter.placeholderColor`), counted as a
///    placeholder. An image the renderer cannot decode (HEIC, a corrupt PNG, JPEG, PDF or SVG)
///    is the marked box too, with a warning that says why.
extension Interpreter {
    /// The symbol Xcode generates for an asset named `name` (step 3).
    package static func generatedSymbol(_ name: String, dropping suffix: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in last {
            if character == " " || character == "-" || character == "_" || character == "." {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        if words.count > 1, words.last?.lowercased() == suffix.lowercased() { words.removeLast() }
        guard let first = words.first else { return last }
        let head = first.allSatisfy(\.isUppercase) && first.count > 1 ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Step 3: the generated path of a namespaced asset, `Onboarding/Rocket` → `Onboarding.rocket`.
    package static func namespacedSymbol(_ name: String, dropping suffix: String) -> String {
        let parts = name.split(separator: "/").map(String.init)
        let folders = parts.dropLast().map { folder -> String in
            let symbol = generatedSymbol(folder, dropping: "")
            return symbol.prefix(1).uppercased() + symbol.dropFirst()
        }
        return (folders + [generatedSymbol(parts.last ?? name, dropping: suffix)]).joined(separator: ".")
    }

    /// `.Onboarding.rocket` (or `ImageResource.Onboarding.rocket`) as `Onboarding.rocket`: an
    /// implicit member of more than one plain step whose steps before the last are capitalised
    /// (the namespaces' enums); nil for anything else.
    static func namespacePath(_ symbol: Symbol, resource: String) -> String? {
        guard symbol.steps.count > 1, symbol.type == nil || symbol.type == resource,
              symbol.steps.allSatisfy({ $0.arguments == nil }),
              symbol.steps.dropLast().allSatisfy({ $0.name.first?.isUppercase == true }) else { return nil }
        return symbol.steps.map(\.name).joined(separator: ".")
    }

    /// The asset name a generated colour or image symbol stands for.
    /// Through the catalog's table of symbols, made once: sorting and spelling 20,000 names at
    /// each use made a loop of `Color(.name)` quadratic (issue 24).
    private func assetName(forSymbol symbol: String, images: Bool) -> String? {
        if (images ? assets.images[symbol] != nil : assets.colors[symbol] != nil) { return symbol }
        return (images ? assets.imageSymbols : assets.colorSymbols)[symbol]
    }

    /// Step 1: the asset a colour call names — `Color("Name")`, `Color(.name)`,
    /// `UIColor(named: "Name")` — as a `Color.asset` symbol; nil when the call names no asset.
    package func assetColor(type: String, _ arguments: [CallArgument], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let first = arguments.first, !first.isTrailingClosure else { return nil }
        let rest = arguments.dropFirst()
        guard rest.allSatisfy({ $0.label == "bundle" }) else { return nil }
        var name: String?
        switch (type, first.label, first.value) {
        case ("Color", nil, .string(let text)), ("UIColor", "named", .string(let text)): name = text
        case ("Color", nil, .symbol(let symbol)), ("UIColor", "resource", .symbol(let symbol)):
            // `Color(.systemBackground)` is UIKit's colour; any other member a generated symbol.
            if let path = Self.namespacePath(symbol, resource: "ColorResource") {
                // `Color(.Brand.primary)`: a namespaced asset (step 3).
                guard let found = assetName(forSymbol: path, images: false) else { return try missingColor(".\(path)", at: node) }
                name = found
                break
            }
            guard symbol.steps.count == 1, symbol.type == nil || symbol.type == "ColorResource",
                  RGBA.system[symbol.last] == nil, symbol.steps[0].arguments == nil else { return nil }
            guard let found = assetName(forSymbol: symbol.last, images: false) else {
                return try missingColor(".\(symbol.last)", at: node)
            }
            name = found
        default: return nil
        }
        guard let name else { return nil }
        guard assets.colors[name] != nil else { return try missingColor("\"\(name)\"", at: node) }
        return .symbol(Symbol(type: "Color", steps: [Symbol.Step(name: "asset", arguments: [
            CallArgument(label: nil, value: .string(name), location: first.location),
        ])]))
    }

    private func missingColor(_ spelled: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        if strict { throw fail("no color named \(spelled) in the module's asset catalogs (--strict makes a placeholder an error)", node) }
        let location = program.location(node)
        warn("no color named \(spelled) in the module's asset catalogs\(catalogList); drawn in the placeholder's orange", at: location)
        warn("placeholder for Color(\(spelled)): the renderer does not know it", at: location)
        return .symbol(Symbol(type: "Color", steps: [Symbol.Step(name: "asset", arguments: [
            CallArgument(label: nil, value: .string(spelled), location: location),
        ])]))
    }

    private var catalogList: String {
        assets.catalogs.isEmpty ? " (the module has none)" : " (" + assets.catalogs.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ") + ")"
    }

    /// The JSON of `Color.asset("Name")`: one colour, or `{light, dark}`; the placeholder's
    /// orange for a name no catalog has (step 4, warned of where it was named).
    package func assetColorJSON(_ name: String, at location: SourceLocation) -> JSONNode {
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        guard let set = assets.colors[name] else { return node(.string(Self.placeholderColor)) }
        guard let dark = set.color.dark else { return node(.string(set.color.hexString)) }
        return node(.object([("light", node(.string(set.color.resolved(for: .light).hexString))), ("dark", node(.string(dark.hexString)))]))
    }

    /// Step 2: `Image("name")` and its kin as an asset image; nil when the call is not one
    /// (`Image(systemName:)`) or names a PNG beside the scene and no asset.
    /// `appIcons`: an app icon set counts too (`Image(nsImage:)`, `AssetCatalog` step 6).
    package func assetImage(_ arguments: [CallArgument], appIcons: Bool = false, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        func imageSet(_ name: String) -> AssetCatalog.ImageSet? { assets.images[name] ?? (appIcons ? assets.appIcons[name] : nil) }
        guard let first = arguments.first, !first.isTrailingClosure, first.label == nil || first.label == "decorative",
              arguments.dropFirst().allSatisfy({ $0.label == "bundle" || $0.label == "label" }) else { return nil }
        // `Image(uiImage:)` of a loose image file of the bundle (`InterpreterPlatformImages` step 4).
        if case .record("PlatformImage", let fields) = first.value, fields["file"] != nil { return try looseImageView(fields, at: node) }
        let name: String
        let spelled: String
        // How the warning names an image the catalogs lack: the string, or the generated symbol
        // as written (`.Onboarding.rocket`), never an asset name rebuilt from a symbol.
        let missing: String
        switch first.value {
        case .string(let text):
            if imageSet(text) == nil {
                // The renderer's own convention: a PNG beside the scene (or the file named, `logo.svg`).
                let named = ImageView.fileExtensions.contains(where: text.lowercased().hasSuffix)
                let beside = (baseDirectory as NSString).appendingPathComponent(named ? text : text + ".png")
                if assets.catalogs.isEmpty || FileManager.default.fileExists(atPath: beside) { return nil }
            }
            name = text
            spelled = "Image(\"\(text)\")"
            missing = "\"\(text)\""
        case .symbol(let symbol):
            if let path = Self.namespacePath(symbol, resource: "ImageResource") {
                // `Image(.Onboarding.rocket)`: a namespaced asset (step 3).
                spelled = "Image(.\(path))"
                name = assetName(forSymbol: path, images: true) ?? ""
                missing = ".\(path)"
                break
            }
            guard symbol.steps.count == 1, symbol.type == nil || symbol.type == "ImageResource", symbol.steps[0].arguments == nil else { return nil }
            spelled = "Image(.\(symbol.last))"
            name = assetName(forSymbol: symbol.last, images: true) ?? (appIcons && assets.appIcons[symbol.last] != nil ? symbol.last : "")
            missing = ".\(symbol.last)"
        default: return nil
        }
        let location = program.location(node)
        guard !name.isEmpty, let set = imageSet(name) else {
            warn("no image named \(missing) in the module's asset catalogs\(catalogList)", at: location)
            return try placeholder(spelled, at: node)
        }
        guard let variant = set.variant(scale: 3, scheme: colorScheme) else {
            warn("the image set \"\(name)\" has no image for an iPhone", at: location)
            return try placeholder(spelled, at: node)
        }
        // A FIFO would block the image's read, a device or a folder is no image (issue 24).
        var info = stat()
        guard stat(variant.file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            warn("\(variant.file): the image set's file is missing or not a regular file", at: location)
            return try placeholder(spelled, at: node)
        }
        let lowered = variant.file.lowercased()
        guard [".png", ".jpg", ".jpeg", ".pdf", ".svg"].contains(where: lowered.hasSuffix) else {
            warn("\(variant.file): the renderer draws PNG, JPEG, PDF and SVG images only (\((variant.file as NSString).pathExtension) is not decoded)", at: location)
            return try placeholder(spelled, at: node)
        }
        // A JPEG whose header libjpeg cannot read (an unfinished export, another format named
        // .jpg), or a PDF or SVG librsvg or poppler cannot read or draw, is the marked box, as
        // an undecodable format is, not an error of the file.
        if lowered.hasSuffix(".jpg") || lowered.hasSuffix(".jpeg"),
           JPEGCodec.headerSize((try? BoundedRead.read(path: variant.file, limit: SceneLimits.maxImageFileBytes)) ?? []) == nil {
            warn("\(variant.file): not a JPEG file the renderer can read", at: location)
            return try placeholder(spelled, at: node)
        }
        if lowered.hasSuffix(".pdf") || lowered.hasSuffix(".svg") {
            let kind = lowered.hasSuffix(".pdf") ? "PDF" : "SVG"
            do {
                var bytes = try BoundedRead.read(path: variant.file, limit: SceneLimits.maxImageFileBytes)
                // A symbol set's template is drawn as its glyph (`SymbolSetGlyph`).
                if set.isSymbol { bytes = Array(try SymbolSetGlyph.glyph(String(decoding: bytes, as: UTF8.self)).utf8) }
                _ = try VectorImage(bytes)
            } catch {
                warn("\(variant.file): not a\(kind == "SVG" ? "n" : "") \(kind) file the renderer can draw (\(error))", at: location)
                return try placeholder(spelled, at: node)
            }
        }
        func json(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        var members: [(key: String, value: JSONNode)] = [("file", json(.string(variant.file)))]
        if variant.scale > 0 { members.append(("scale", json(.number(Double(min(variant.scale, 3)))))) }
        if set.isSymbol {
            members.append(("symbolSet", json(.bool(true))))
        } else if set.isTemplate {
            members.append(("template", json(.bool(true))))
        }
        return .views([ViewJSON(type: "Image", members: members, location: location)])
    }
}

extension Interpreter {
    /// `UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }`,
    /// `Color(dynamicProvider:)` and `Color(uiColor)` of a colour: a dynamic colour is its
    /// provider's colour for the render's colour scheme (decision: resolved once, in the scheme
    /// the file is read in, as an asset colour's appearance is chosen), and `Color(c)` of a
    /// colour is that colour. Nil for other calls.
    func dynamicColor(_ type: String, _ arguments: [CallArgument], at call: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard arguments.count == 1, [nil, "dynamicProvider", "uiColor", "nsColor"].contains(arguments[0].label) else { return nil }
        var value = arguments[0].value
        if case .closure(let provider) = value {
            guard arguments[0].label != "uiColor", arguments[0].label != "nsColor" else { return nil }
            let traits = SwiftValue.record("UITraitCollection", [
                "userInterfaceStyle": .symbol(Symbol(type: "UIUserInterfaceStyle", steps: [.init(name: colorScheme == .dark ? "dark" : "light", arguments: nil)])),
            ])
            value = try invoke(provider, [CallArgument(label: nil, value: traits, location: arguments[0].location)], at: call)
        }
        // The colour the provider or the argument gave (`.isowordsBlack`: the app's static),
        // typed as the colour it is. An implicit member naming a UIKit system colour
        // (`Color(.label)`) is `UIColor`'s, as Swift's overloads read it (no `Color.init` takes a
        // `Color`), never the module's `static var label: Color { Color(.label) }` (IceCubes).
        if case .symbol(let implicit) = value, implicit.type == nil, implicit.steps.count == 1, implicit.steps[0].arguments == nil,
           arguments[0].label != "dynamicProvider", RGBA.system[implicit.last] != nil {
            return .symbol(Symbol(type: "Color", steps: [Symbol.Step(name: "init", arguments: [CallArgument(label: arguments[0].label, value: .symbol(Symbol(type: "UIColor", steps: implicit.steps)), location: arguments[0].location)])]))
        }
        value = try appStatic(value, for: .color, at: program.location(call))
        guard case .symbol(var symbol) = value, symbol.type == "Color" || symbol.type == "UIColor" || symbol.type == nil,
              try color(.symbol(Symbol(type: "Color", steps: symbol.steps)), at: program.location(call)) != nil else {
            return nil
        }
        symbol.type = "Color"
        return .symbol(symbol)
    }
}
