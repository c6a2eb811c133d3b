import RenderLayout
import RenderScene

/// `CGPoint(x: .max, y: .max)`: Core Graphics' geometry types have initialisers of `Int`s
/// (`CGPoint(x: Int, y: Int)`, `CGSize(width: Int, height: Int)`, `CGRect(x:y:width:height:)`
/// of `Int`s) beside those of `CGFloat` and `Double`, and `CGFloat` has no `.max` or `.min`,
/// so Swift reads `.max` there as `Int.max` (Pocket Casts' off-screen `.position(CGPoint(x:
/// .max, y: .max))`).
///
/// 1. In a `CGPoint`, `CGSize`, `CGRect` or `CGVector` initialiser, the implicit member `.max`
///    is `Int.max` and `.min` is `Int.min`, as numbers (9,223,372,036,854,775,807 as a
///    `CGFloat`).
/// 2. Elsewhere they stay what they were (`EdgeInsets`, `UnitPoint` have no `Int` initialiser).
extension Interpreter {
    static func integerBound(_ value: SwiftValue, of type: String) -> Double? {
        guard ["CGPoint", "CGSize", "CGRect", "CGVector"].contains(type), case .symbol(let symbol) = value,
              symbol.type == nil, symbol.steps.count == 1, symbol.steps[0].arguments == nil else { return nil }
        switch symbol.last {
        case "max": return Double(Int.max)
        case "min": return Double(Int.min)
        default: return nil
        }
    }
}

/// `.position(CGPoint(x: 10, y: 20))` and `.offset(CGSize(width: 3, height: 4))`: SwiftUI's
/// overloads of one point or size, `position(_ position: CGPoint)` and `offset(_ offset:
/// CGSize)`, are `position(x: position.x, y: position.y)` and `offset(x: offset.width, y:
/// offset.height)` (Apple's documentation of both) — the same modifier, so the same scene.
///
/// 1. A call of `position` with one unlabelled `CGPoint`, or of `offset` with one unlabelled
///    `CGSize`, is the labelled call of its fields.
/// 2. Where the module declares its own `position` or `offset` modifier that takes one
///    unlabelled argument, or the argument is of another kind (unknown, a number), the
///    arguments stay as written (Pocket Casts' own `position(x:y:for:in:corner:)` does not
///    take the point, so SwiftUI's does).
/// 3. A field past the scene's coordinate bound (±100,000 points: `CGPoint(x: .max, y: .max)`,
///    Pocket Casts' way of putting an empty view off screen) is drawn at that bound, off every
///    device's screen either way (decision: the picture is the same; a literal past it in
///    `position(x:y:)` stays the scene's range error).
extension Interpreter {
    func geometryModifierArguments(_ name: String, _ arguments: [CallArgument]) -> [CallArgument] {
        guard arguments.count == 1, arguments[0].label == nil,
              program.viewExtensions[name]?.contains(where: { Self.labelsFit($0.signature.parameterClause.parameters, arguments) }) != true,
              case .record(let type, let fields) = arguments[0].value else { return arguments }
        let pairs: [(String, String)]
        switch (name, type) {
        case ("position", "CGPoint"): pairs = [("x", "x"), ("y", "y")]
        case ("offset", "CGSize"): pairs = [("x", "width"), ("y", "height")]
        default: return arguments
        }
        return pairs.map { pair in
            var value = fields[pair.1] ?? .double(0)
            // Step 3: `CGPoint(x: .max, y: .max)` is off every screen, as the scene's bound is.
            if let number = value.number, !number.isNaN, abs(number) > SceneLimits.maxLength {
                value = .double(number < 0 ? -SceneLimits.maxLength : SceneLimits.maxLength)
            }
            return CallArgument(label: pair.0, value: value, location: arguments[0].location)
        }
    }
}
