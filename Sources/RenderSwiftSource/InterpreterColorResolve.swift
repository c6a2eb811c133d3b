import SwiftSyntax
import Foundation
import RenderLayout
import RenderScene

/// `color.resolve(in: EnvironmentValues())` (iOS 17's `Color.resolve(in:)`): the colour's
/// concrete components, as an app reads them to pick a contrasting colour.
///
/// 1. The environment is a new one — `.init()` or `EnvironmentValues()` — whose colour scheme is
///    light (SwiftUI's default `EnvironmentValues`); any other environment value is unknown, so
///    the result is an unknown value named `Color.resolve(…)`.
/// 2. A colour the renderer draws (a named or system colour, `Color(red:green:blue:)`, an asset
///    colour, `.opacity(…)` of one) resolves to a `Color.Resolved` record: `red`, `green`,
///    `blue` in sRGB (gamma-encoded, the values `Color(red:green:blue:)` takes), `linearRed`,
///    `linearGreen`, `linearBlue` in linear sRGB (the space Apple says the type stores), and
///    `opacity` (Float there, Double here). Its light appearance is read.
/// 3. A gradient, a material or a style resolved where it is drawn (`.tint`, `.accentColor`)
///    is not one colour: an unknown value.
extension Interpreter {
    /// Steps 1–3 for `symbol.resolve(arguments)`; nil when `symbol` is no colour.
    func resolvedColor(_ symbol: Symbol, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard arguments.count == 1, arguments[0].label == "in",
              symbol.type == nil || ["Color", "SwiftUI.Color"].contains(symbol.type!),
              let node = try? color(.symbol(symbol), at: program.location(call)) else { return nil }
        guard Self.isDefaultEnvironment(arguments[0].value),
              case .color(let rgba)? = try? JSONField(node: node, path: "color", file: program.file).shapeStyle() else {
            return try placeholder("Color.resolve(…)", at: call.calledExpression)
        }
        let light = rgba.resolved(for: .light)
        func linear(_ c: Double) -> Double { c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return .record("Color.Resolved", [
            "red": .double(light.red), "green": .double(light.green), "blue": .double(light.blue),
            "linearRed": .double(linear(light.red)), "linearGreen": .double(linear(light.green)),
            "linearBlue": .double(linear(light.blue)), "opacity": .double(light.alpha),
        ])
    }

    /// `.init()`, `EnvironmentValues()`.
    static func isDefaultEnvironment(_ value: SwiftValue) -> Bool {
        guard case .symbol(let symbol) = value, symbol.steps.count == 1, symbol.steps[0].name == "init",
              symbol.steps[0].arguments?.isEmpty ?? true else { return false }
        return symbol.type == nil || symbol.type == "EnvironmentValues"
    }
}
