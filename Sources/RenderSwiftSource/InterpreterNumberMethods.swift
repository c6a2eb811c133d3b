import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// Methods of numbers views' code calls, as the standard library defines them (Food Truck's
/// `row.isMultiple(of: 2)` laying out a grid of donuts).
///
/// 1. `isMultiple(of:)` of Ints: true when the remainder is 0; of 0, only 0 is (Swift's rule;
///    `-1` divides every Int, `Int.min` included).
/// 2. `signum()` of an Int: -1, 0 or 1.
/// 3. The C library's functions of Doubles Foundation gives Swift (`sin`, `cos`, `tan`, `asin`,
///    `acos`, `atan`, `atan2`, `pow`, `exp`, `log`, `log2`, `log10`, `hypot`), computed by
///    Foundation's own (Hacking with Swift's `Spirograph` path, Food Truck's `pow` falloff); an
///    unknown argument makes an unknown value.
/// 4. `truncatingRemainder(dividingBy:)` and `remainder(dividingBy:)` of Doubles, as Swift's
///    (Food Truck's header animation phase, `timeInterval.percent(truncation:)`).
/// 5. The floating-point tests `isZero`, `isFinite`, `isInfinite`, `isNaN` (of an Int too, as
///    its value as a Double: Food Truck's `assert(!truncation.isZero)` on a literal).
/// 6. Anything else: nil (the caller's next rule).
extension Interpreter {
    static func numberProperty(_ name: String, _ number: Double) -> SwiftValue? {
        switch name {
        case "isZero": return .bool(number == 0)
        case "isFinite": return .bool(number.isFinite)
        case "isInfinite": return .bool(number.isInfinite)
        case "isNaN": return .bool(number.isNaN)
        default: return nil
        }
    }

    func numberMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        if case .double(let number) = base, name == "truncatingRemainder" || name == "remainder", arguments.count == 1,
           arguments[0].label == "dividingBy", let other = arguments[0].value.number {
            return .double(name == "remainder" ? number.remainder(dividingBy: other) : number.truncatingRemainder(dividingBy: other))
        }
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

extension Interpreter {
    static func unaryMath(_ name: String) -> (@Sendable (Double) -> Double)? {
        switch name {
        case "sin": return { sin($0) }
        case "cos": return { cos($0) }
        case "tan": return { tan($0) }
        case "asin": return { asin($0) }
        case "acos": return { acos($0) }
        case "atan": return { atan($0) }
        case "exp": return { exp($0) }
        case "log": return { log($0) }
        case "log2": return { log2($0) }
        case "log10": return { log10($0) }
        default: return nil
        }
    }

    func mathFunction(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        let binary: ((Double, Double) -> Double)?
        switch name {
        case "atan2": binary = atan2
        case "pow": binary = pow
        case "hypot": binary = hypot
        default: binary = nil
        }
        let unary = Self.unaryMath(name)
        guard binary != nil || unary != nil else { return nil }
        guard arguments.allSatisfy({ $0.label == nil }), arguments.count == (binary == nil ? 1 : 2) else { return nil }
        if let unknown = Self.placeholderArgument(arguments) {
            return .placeholder(Placeholder(name: "\(name)(\(unknown.name))", location: program.location(call), content: nil))
        }
        var values: [Double] = []
        for argument in arguments {
            guard let number = argument.value.number else { throw fail("\(name) needs numbers, found \(argument.value.typeName)", call) }
            values.append(number)
        }
        if let binary { return .double(binary(values[0], values[1])) }
        return .double(unary!(values[0]))
    }
}
