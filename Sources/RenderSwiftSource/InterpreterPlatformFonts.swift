import SwiftSyntax
import RenderLayout
import RenderScene

/// UIKit fonts given to SwiftUI (Duck Duck Go's `.font(Font(UIFont.boldAppFont(ofSize: 16)))`,
/// whose `extension UIFont` returns `UIFont.boldSystemFont(ofSize:)`; WeChat's `Font(textFont as
/// CTFont)`), read as the SwiftUI font they are at rest:
///
/// 1. `UIFont.systemFont(ofSize: s)` is a UIKit font of `s` points that `Font(_:)` makes
///    `.system(size: s)`; `systemFont(ofSize:weight:)` adds the weight,
///    `boldSystemFont(ofSize:)` is semibold (what iOS returns: RecoChoku's tech blog read the
///    weight in Xcode's view hierarchy, techblog.recochoku.jp/11030; review 16 R1),
///    `italicSystemFont(ofSize:)` is `.system(size:)` (the
///    renderer draws no italic, as for `Font.italic()`), `monospacedSystemFont(ofSize:weight:)`
///    the monospaced design, `monospacedDigitSystemFont(ofSize:weight:)` the system font.
///    `UIFont.preferredFont(forTextStyle: .body)` is that text style (`.title1` is `.title`,
///    `.caption1` `.caption`) at the default Dynamic Type size, `.large`.
/// 2. Another of UIKit's `UIFont` methods is an unknown value (the app's own extension's run).
///    Such a font's `pointSize` is its size (a text style's at `.large`, Apple's table in
///    `DynamicTypeSize`); any other member is unknown. `Font(_:)` (SwiftUI's `Font(_ font:
///    CTFont)`, a `UIFont` bridged) of one is its SwiftUI font; of an unknown value, the
///    unknown value `Font(…)`.
/// 3. `UIFontMetrics(forTextStyle:).scaledFont(for: font)` (and `scaledFont(for:maximumPointSize:)`)
///    is `font`: at the default Dynamic Type size, `.large`, a font metrics object scales by 1.
///    Apple's `scaledValue(for:)` takes its value "at the standard Dynamic Type size" and
///    returns it scaled "based on the current Dynamic Type settings"
///    (developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:)), so at the
///    standard size, `.large`, the value and a font are unchanged (`InterpreterLocaleLists` step 4).
/// 4. A trait collection names a size (`UITraitCollection(preferredContentSizeCategory:
///    .accessibilityMedium)`, Pocket Casts' largest size for its scalable fonts):
///    `UIFontDescriptor.preferredFontDescriptor(withTextStyle: s, compatibleWith: t).pointSize`
///    is the style's size at that Dynamic Type size (Apple's table, `DynamicTypeSize`), and
///    `UIFontMetrics(forTextStyle: s).scaledValue(for: v, compatibleWith: t)` is `v` scaled as
///    the style's size is from `.large` to that size (decision: Apple documents the curve only
///    through that table; at `.large` the ratio is 1, so a value is unchanged at rest). A trait
///    collection of a size the renderer cannot read is unknown. The size may be named
///    `UIContentSizeCategory.large`, or come from `@Environment(\.sizeCategory)`, `.large` at rest.
/// 5. Written as an implicit member where a `UIFont` is declared (IceCubes' `private static func
///    customUIFont(size:) -> UIFont { … return .systemFont(ofSize: size) }`, inside `extension
///    Font`), step 1's static methods make the same UIKit font, so its `pointSize` and the
///    module's `extension UIFont` members on it (`emojiSize`, `pointSize`) read as above.
extension Interpreter {
    /// Step 5: `.systemFont(ofSize: 17)` returned or assigned where `UIFont` is declared; nil
    /// for another value or type.
    static func implicitPlatformFont(_ value: SwiftValue, to type: String) -> SwiftValue? {
        guard type == "UIFont" || type == "UIFont?" || type == "UIFont!", case .symbol(let symbol) = value,
              symbol.type == nil || symbol.type == "Font" || symbol.type == "UIFont", symbol.steps.count == 1,
              let arguments = symbol.steps[0].arguments else { return nil }
        return systemFont(symbol.last, arguments)
    }

    /// Step 1's static methods of `UIFont`, step 3's `scaledFont(for:)`; nil otherwise.
    func platformFontMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        switch base {
        case .type("UIFont"):
            if let font = Self.systemFont(name, arguments) { return font }
            // The app's own `extension UIFont { static func appFont(…) }` runs; any other of
            // UIKit's is unknown, as `UIFont` was before the renderer read any of it.
            if program.builtinFunctions["UIFont"]?[name] != nil { return nil }
            return try placeholder("UIFont.\(name)(…)", at: call.calledExpression)
        case .type("UIFontDescriptor"):
            guard name == "preferredFontDescriptor", arguments.first?.label == "withTextStyle",
                  let style = Self.uiTextStyle(arguments[0].value), arguments.count <= 2 else {
                if program.builtinFunctions["UIFontDescriptor"]?[name] != nil { return nil }
                return try placeholder("UIFontDescriptor.\(name)(…)", at: call.calledExpression)
            }
            guard let size = try traitSize(arguments.dropFirst().first, at: call) else { return try placeholder("UIFontDescriptor.\(name)(…)", at: call) }
            return .record("UIFontDescriptor", ["pointSize": .double(size.pointSize(style))])
        case .record("UIFontMetrics", let fields):
            if name == "scaledValue", arguments.map(\.label) == ["for", "compatibleWith"], let value = arguments[0].value.number {
                guard case .string(let named)? = fields["textStyle"], let style = Self.uiTextStyle(.symbol(Symbol(type: nil, steps: [.init(name: named, arguments: nil)]))),
                      let size = try traitSize(arguments[1], at: call) else { return try placeholder("UIFontMetrics.scaledValue(…)", at: call) }
                return .double(value * size.pointSize(style) / DynamicTypeSize.large.pointSize(style))
            }
            guard name == "scaledFont", let font = arguments.first, font.label == "for",
                  arguments.dropFirst().allSatisfy({ $0.label == "maximumPointSize" }) else { return nil }
            return font.value
        default: return nil
        }
    }

    /// Step 2's statics: UIKit's standard sizes (`UIFont.labelFontSize` 17, `buttonFontSize` 18,
    /// `systemFontSize` 14, `smallSystemFontSize` 12, as on iOS), the nested types (`UIFont.Weight`,
    /// `UIFont.TextStyle`, `UIFontDescriptor.SymbolicTraits`) as names; any other static unknown.
    func platformFontStatic(_ name: String, of type: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard type == "UIFont" || type == "UIFontDescriptor" else { return nil }
        if type == "UIFont", let size = ["labelFontSize": 17.0, "buttonFontSize": 18, "systemFontSize": 14, "smallSystemFontSize": 12][name] {
            return .double(size)
        }
        if name.first?.isUppercase == true || program.statics(at: node)[type]?[name] != nil { return nil }
        return try placeholder("\(type).\(name)", at: node)
    }

    /// Step 4: the Dynamic Type size of `compatibleWith:` (`.large` without one); nil when unknown.
    func traitSize(_ argument: CallArgument?, at call: FunctionCallExprSyntax) throws(SceneError) -> DynamicTypeSize? {
        guard let argument else { return .large }
        guard argument.label == "compatibleWith", case .record("UITraitCollection", let fields) = argument.value,
              case .symbol(let category)? = fields["preferredContentSizeCategory"], category.steps.count == 1 else { return nil }
        return DynamicTypeSize(name: category.last)
    }

    /// `UITraitCollection(preferredContentSizeCategory: .large)`; nil for other calls.
    static func traitCollectionBuiltin(_ name: String, _ arguments: [CallArgument]) -> SwiftValue? {
        guard name == "UITraitCollection", arguments.count == 1, arguments[0].label == "preferredContentSizeCategory",
              case .symbol = arguments[0].value else { return nil }
        return .record("UITraitCollection", ["preferredContentSizeCategory": arguments[0].value])
    }

    /// UIKit's `UIFont.TextStyle` (`.title1`, `.caption1`) as SwiftUI's.
    static func uiTextStyle(_ value: SwiftValue) -> Font.TextStyle? {
        guard case .symbol(let style) = value, style.steps.count == 1 else { return nil }
        return Font.TextStyle(rawValue: ["title1": "title", "caption1": "caption"][style.last] ?? style.last)
    }

    /// Step 1 for `UIFont.name(arguments)` or an implicit `.name(arguments)` typed `UIFont`.
    static func systemFont(_ name: String, _ arguments: [CallArgument]) -> SwiftValue? {
        func step(_ name: String, _ arguments: [CallArgument]? = nil) -> Symbol.Step { Symbol.Step(name: name, arguments: arguments) }
        let labels = arguments.map(\.label)
        if name == "preferredFont", labels == ["forTextStyle"], let textStyle = uiTextStyle(arguments[0].value) {
            return .record("UIFont", ["font": .symbol(Symbol(type: "Font", steps: [step(textStyle.rawValue)])),
                                      "pointSize": .double(DynamicTypeSize.large.pointSize(textStyle))])
        }
        guard let size = arguments.first, size.label == "ofSize", let points = size.value.number else { return nil }
        var system = [CallArgument(label: "size", value: .double(points), location: size.location)]
        let weight = arguments.dropFirst().first { $0.label == "weight" }
        guard arguments.count == 1 || (arguments.count == 2 && weight != nil) else { return nil }
        switch name {
        case "systemFont", "monospacedDigitSystemFont":
            if let weight { system.append(CallArgument(label: "weight", value: weight.value, location: weight.location)) }
        case "monospacedSystemFont":
            if let weight { system.append(CallArgument(label: "weight", value: weight.value, location: weight.location)) }
            system.append(CallArgument(label: "design", value: .symbol(Symbol(type: nil, steps: [step("monospaced")])), location: size.location))
        case "boldSystemFont" where weight == nil:
            system.append(CallArgument(label: "weight", value: .symbol(Symbol(type: nil, steps: [step("semibold")])), location: size.location))
        case "italicSystemFont" where weight == nil: break
        default: return nil
        }
        return .record("UIFont", ["font": .symbol(Symbol(type: "Font", steps: [step("system", system)])), "pointSize": .double(points)])
    }

    /// Step 2: `Font(uiFont)`; nil for any other call.
    func fontOfPlatformFont(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard name == "Font", arguments.count == 1, arguments[0].label == nil else { return nil }
        switch arguments[0].value {
        case .record("UIFont", let fields): return fields["font"]
        case .symbol(let symbol) where symbol.type == nil || symbol.type == "UIFont":
            // `static let textFont: UIFont = .systemFont(ofSize: 16)`, kept as written.
            guard symbol.steps.count == 1, case .record("UIFont", let fields)? = Self.systemFont(symbol.last, symbol.steps[0].arguments ?? []) else { return nil }
            return fields["font"]
        case .placeholder(let unknown): return try placeholder("Font(\(unknown.name))", at: call, content: nil, from: unknown)
        default: return nil
        }
    }
}
