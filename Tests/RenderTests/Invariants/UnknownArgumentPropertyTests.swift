import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A property of the Swift front end (issue 25, `InterpreterUnknownArguments`): a known view or
/// modifier whose argument is a value the renderer does not know renders — the view a named
/// placeholder, the modifier left out, each with a located warning — and is never refused.
///
/// Random trees from the table (`RandomTreeGenerator`, the layout-invariant suite's) that the
/// Swift front end accepts as written; one value argument, drawn at random, is replaced by an
/// unknown value of one of the shapes apps write: a member of an unknown type
/// (`Theme.shared.tint`), a choice on a condition the renderer cannot decide (`Device.isPad ?
/// a : b`), and the app's static of a SwiftUI type whose chain ends in a package the renderer
/// did not read (`.brand.accent` of `extension Color { static let brand = BrandPalette() }`).
final class UnknownArgumentPropertyTests: XCTestCase {
    /// The declarations the third shape reads (their types are no file's: unknown).
    static let declarations = """

        extension Color { static let brand = BrandPalette() }
        extension ShapeStyle where Self == Color { static var brandStyle: BrandPalette { BrandPalette() } }
        extension CGFloat { static let metrics = SpacingTokens() }
        extension Font { static let brandFonts = FontTokens() }

        """

    /// The value arguments of a tree (views' and modifiers', depth first), each with its kind.
    static func slots(_ view: RandomView) -> [Vocabulary.Kind] {
        var kinds: [Vocabulary.Kind] = []
        func kind(_ parameters: [Vocabulary.Parameter], _ index: Int) -> Vocabulary.Kind {
            index < parameters.count ? parameters[index].kind : .ignored
        }
        func walk(_ arguments: [RandomArgument?], _ parameters: [Vocabulary.Parameter]) {
            for (index, argument) in arguments.enumerated() {
                switch argument {
                case .value?: kinds.append(kind(parameters, index))
                case .view(let child)?: visit(child)
                case .content(let children)?: children.forEach(visit)
                case nil: break
                }
            }
        }
        func visit(_ view: RandomView) {
            let parameters = view.name == "ForEach" ? [] : view.entry.overloads[view.overload].parameters
            walk(view.arguments, parameters)
            for modifier in view.modifiers { walk(modifier.arguments, modifier.entry.overloads[modifier.overload].parameters) }
        }
        visit(view)
        return kinds
    }

    /// The tree with its `target`-th value argument written `make(kind, original)`.
    static func replacing(_ view: RandomView, _ target: Int, _ make: (Vocabulary.Kind, String) -> String) -> RandomView {
        var index = 0
        func walk(_ arguments: [RandomArgument?], _ parameters: [Vocabulary.Parameter]) -> [RandomArgument?] {
            arguments.enumerated().map { position, argument in
                switch argument {
                case .value(let swift, let json)?:
                    defer { index += 1 }
                    guard index == target else { return argument }
                    let kind: Vocabulary.Kind = position < parameters.count ? parameters[position].kind : .ignored
                    return .value(swift: make(kind, swift), json: json)
                case .view(let child)?: return .view(visit(child))
                case .content(let children)?: return .content(children.map(visit))
                case nil: return nil
                }
            }
        }
        func visit(_ view: RandomView) -> RandomView {
            var view = view
            let parameters = view.name == "ForEach" ? [] : view.entry.overloads[view.overload].parameters
            view.arguments = walk(view.arguments, parameters)
            for i in view.modifiers.indices {
                view.modifiers[i].arguments = walk(view.modifiers[i].arguments, view.modifiers[i].entry.overloads[view.modifiers[i].overload].parameters)
            }
            return view
        }
        return visit(view)
    }

    /// An unknown value where `original` was, of a shape drawn by `shape`.
    static func unknown(_ kind: Vocabulary.Kind, _ original: String, shape: Int) -> String {
        switch shape % 3 {
        case 0: return "Theme.shared.value"
        case 1: return "(Device.isPad ? \(original) : \(original))"
        default:
            switch kind {
            case .color: return shape % 2 == 0 ? ".brand.accent" : ".brandStyle.accent"
            case .number, .length, .lengthOrInfinity: return ".metrics.gutter"
            case .font: return ".brandFonts.body"
            default: return "Theme.shared.value"
            }
        }
    }

    func testAnUnknownArgumentIsNeverRefused() throws {
        let environment = ProcessInfo.processInfo.environment
        let cases = environment["UNKNOWN_ARGUMENT_CASES"].flatMap(Int.init) ?? 300
        var generator = RandomTreeGenerator(seed: environment["UNKNOWN_ARGUMENT_SEED"].flatMap(UInt64.init) ?? 0x25A4)
        generator.budget = 10
        var rng = SeededGenerator(seed: 0x0A4C)
        var tried = 0, warned = 0
        var refusals: [String] = []
        for _ in 0..<cases * 4 where tried < cases {
            let tree = generator.tree()
            let slots = Self.slots(tree)
            guard !slots.isEmpty, (try? SwiftSource.load(Array(tree.swiftFile.utf8), file: "Tree.swift")) != nil else { continue }
            tried += 1
            let target = Int.random(in: 0..<slots.count, using: &rng)
            let shape = Int.random(in: 0..<6, using: &rng)
            let changed = Self.replacing(tree, target) { kind, original in Self.unknown(kind, original, shape: shape) }
            let source = changed.swiftFile + Self.declarations
            do {
                let loaded = try SwiftSource.load(Array(source.utf8), file: "Tree.swift")
                _ = try Renderer.layout(loaded.scene.root, options: RenderOptions(width: 390, height: 844), measurer: FixedAdvanceMeasurer())
                if !loaded.warnings.isEmpty { warned += 1 }
            } catch {
                refusals.append("\(error)\n--- kind \(slots[target]):\n\(changed.swift())")
            }
        }
        XCTAssertTrue(refusals.isEmpty, "\(refusals.count) of \(tried) refused:\n\(refusals.joined(separator: "\n\n"))")
        XCTAssertGreaterThan(tried, cases / 2, "the generator should give many trees the Swift front end accepts")
        // The unknown values are named, not dropped: a placeholder drawn or a modifier left out,
        // each with its warning (an action's or another argument that draws nothing is silent).
        XCTAssertGreaterThan(warned, tried / 2)
    }
}
