import SwiftSyntax
import RenderLayout
import RenderScene

/// Images an app reads from its bundle through ImageIO, and the dictionary index it keeps them
/// by (Landmarks' `ImageStore`: `CGImageSourceCreateWithURL(url as NSURL, nil)`,
/// `CGImageSourceCreateImageAtIndex(source, 0, nil)`, then `images.index(forKey: name)` and
/// `Image(images.values[index], scale: 2, label: Text(name))`).
///
/// 1. `CGImageSourceCreateWithURL(url, _)` of a file URL (`Bundle.main.url(forResource:…)`) is a
///    source of that file; `CGImageSourceCreateImageAtIndex(source, 0, _)` is its image when
///    the file is a PNG or a JPEG the renderer reads (any other index, or format: nil, as
///    ImageIO answers for a file without that image). A URL the renderer does not know is an
///    unknown value.
/// 2. `Image(cgImage, scale: s, label: Text(…))` and `Image(decorative: cgImage, scale: s)` draw
///    the file at its pixel size divided by `s` (orientation `.up`; another `orientation:` is
///    not drawn and the call stays a placeholder).
/// 3. `dict.index(forKey: key)` is the entry's position (nil without one): a `Dictionary.Index`
///    that subscripts the dictionary (its `(key, value)`), its `keys` and its `values`, in the
///    order the entries were added (the order the renderer keeps, "Collections").
extension Interpreter {
    /// Steps 1 and 2; nil for other calls.
    func imageIOCall(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        switch name {
        case "CGImageSourceCreateWithURL":
            guard arguments.count == 2 else { return nil }
            if let unknown = Self.placeholderArgument([arguments[0]]) { return .placeholder(unknown) }
            guard case .record("URL", let fields) = arguments[0].value, case .string(let path)? = fields["path"] else {
                return try placeholder("CGImageSourceCreateWithURL(…)", at: call.calledExpression)
            }
            return .record("CGImageSource", ["path": .string(path)])
        case "CGImageSourceCreateImageAtIndex":
            guard arguments.count == 3 else { return nil }
            if let unknown = Self.placeholderArgument([arguments[0]]) { return .placeholder(unknown) }
            guard case .record("CGImageSource", let fields) = arguments[0].value, case .string(let path)? = fields["path"],
                  case .int(let index) = arguments[1].value else { return nil }
            guard index == 0, Self.isReadableBitmap(path) else { return .null }
            return .record("CGImage", ["path": .string(path)])
        default: return nil
        }
    }

    /// Step 2: `Image(cgImage, scale:label:)`; nil when the first argument is no image of step 1.
    func cgImageView(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) -> SwiftValue? {
        guard let first = arguments.first, first.label == nil || first.label == "decorative",
              case .record("CGImage", let fields) = first.value, case .string(let path)? = fields["path"],
              arguments.dropFirst().allSatisfy({ $0.label == "scale" || $0.label == "label" }) else { return nil }
        let location = program.location(call)
        func json(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        var members: [(key: String, value: JSONNode)] = [("file", json(.string(path)))]
        if let scale = arguments.first(where: { $0.label == "scale" })?.value.number {
            members.append(("scale", json(.number(scale))))
        }
        return .views([ViewJSON(type: "Image", members: members, location: location)])
    }

    /// Step 1: a PNG, or a JPEG whose header libjpeg reads.
    static func isReadableBitmap(_ path: String) -> Bool {
        guard let bytes = try? BoundedRead.read(path: path, limit: SceneLimits.maxImageFileBytes) else { return false }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return true }
        return JPEGCodec.headerSize(bytes) != nil
    }

    /// Step 3: `dict.index(forKey:)`; nil for other methods.
    func dictionaryIndex(_ name: String, of entries: [(SwiftValue, SwiftValue)], _ arguments: [CallArgument],
                         at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard name == "index", arguments.count == 1, arguments[0].label == "forKey" else { return nil }
        for (offset, entry) in entries.enumerated() where try equal(entry.0, arguments[0].value, at: call) {
            return .record("Dictionary.Index", ["offset": .int(offset)])
        }
        return .null
    }
}

extension SwiftValue {
    /// Step 3: the position a `Dictionary.Index` holds, which subscripts `keys` and `values`.
    var dictionaryOffset: Int? {
        guard case .record("Dictionary.Index", let fields) = self, case .int(let offset)? = fields["offset"] else { return nil }
        return offset
    }
}
