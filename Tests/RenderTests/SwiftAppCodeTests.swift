import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// The Swift real apps write around their views (issue 25, items 4 and 5): classes and the
/// environment, bindings, enums with payloads, nested types, dictionaries, custom styles,
/// `AnyLayout`, and Foundation in a fixed world. Laid out with the fixed-advance measurer
/// (10 pt per character, 20 pt lines at 17 pt), so every number is exact.
final class SwiftAppCodeTests: XCTestCase {
    func load(_ source: String, now: Date? = nil, locale: String? = nil) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options()
        options.stepLimit = 50_000
        options.now = now
        options.locale = locale
        return try SwiftSource.load(Array(source.utf8), file: "App.swift", options: options)
    }

    func layout(_ source: String, width: Double = 390, now: Date? = nil, locale: String? = nil) throws -> Renderer.LayoutResult {
        let loaded = try load(source, now: now, locale: locale)
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = width
        options.height = 800
        return try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
    }

    /// The strings of the Texts, in tree order.
    func texts(_ source: String, now: Date? = nil, locale: String? = nil) throws -> [String] {
        var found: [String] = []
        try layout(source, now: now, locale: locale).root.forEach { if case .text(let run) = $0.content { found.append(run.request.string) } }
        return found
    }

    /// The kind and frame of each leaf (a Text, an Image, a shape, a colour).
    func leaves(_ source: String, width: Double = 390) throws -> [String] {
        var found: [String] = []
        func walk(_ node: PlacedNode) {
            if node.children.isEmpty {
                let f = node.frame
                found.append("\(node.kind) \(Int(f.origin.x)),\(Int(f.origin.y)) \(Int(f.size.width))x\(Int(f.size.height))")
            }
            node.children.forEach(walk)
        }
        walk(try layout(source, width: width).root)
        return found
    }

    func message(_ source: String) -> String {
        do {
            _ = try load(source)
            return "no error"
        } catch {
            return "\(error)"
        }
    }
}
