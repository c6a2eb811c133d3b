import SwiftSyntax
import RenderLayout
import RenderScene

/// Methods of numbers views' code calls, as the standard library defines them (Food Truck's
/// `row.isMultiple(of: 2)` laying out a grid of donuts).
///
/// 1. `isMultiple(of:)` of Ints: true when the remainder is 0; of 0, only 0 is (Swift's rule;
///    `-1` divides every Int, `Int.min` included).
/// 2. `signum()` of an Int: -1, 0 or 1.
/// 3. Anything else: nil (the caller's next rule).
extension Interpreter {
    func numberMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard case .int(let number) = base else { return nil }
        switch name {
        case "isMultiple":
            guard arguments.count == 1, arguments[0].label == "of", case .int(let other) = arguments[0].value else { return nil }
            if other == 0 { return .bool(number == 0) }
            if other == -1 { return .bool(true) }
            return .bool(number % other == 0)
        case "signum":
            guard arguments.isEmpty else { return nil }
            return .int(number.signum())
        default:
            return nil
        }
    }
}
