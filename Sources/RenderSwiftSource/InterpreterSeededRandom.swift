import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// Random numbers drawn with a generator the app seeds (docs/swift-input.md, "The app's
/// models", seeded random numbers): Food Truck's `OrderGenerator.SeededRandomGenerator`, whose `next()` reads
/// `drand48()` after `srand48(seed)`, makes the same orders on every launch, so they are known
/// at rest.
///
/// 1. `srand48(seed)` sets the interpreter's 48-bit state as POSIX specifies (the seed's low 32
///    bits above 0x330E); `drand48()` steps it, X = (0x5DEECE66D·X + 0xB) mod 2⁴⁸, and returns
///    X / 2⁴⁸ (POSIX `drand48`; Apple's libc and glibc both follow it). Before any `srand48` of
///    the render, `drand48()` is an unknown value (the process' state is not the app's).
/// 2. `T.random(in: range, using: &generator)` (T `Int`, `Double`, `CGFloat`, `Float`,
///    `TimeInterval`; or `.random(in:using:)` typed by its context — `contextualFloating` —
///    and an unknown value where the renderer does not read that context),
///    `Bool.random(using:)`, `array.shuffled(using:)` and `array.randomElement(using:)` call the
///    standard library's own methods, with a generator whose `next()` runs the app's
///    `next()` (an instance of the module's type conforming to `RandomNumberGenerator`): the
///    same algorithm, the same draws, the same values as on the iPhone.
/// 3. The app's `next()` returns a whole number from 0 to 2⁶⁴ − 1 (an `Int`, or a number past
///    `Int.max` held as a Double, `UInt64(_:)` below); anything else is an error of the file. An
///    unknown value there makes the draw unknown, named after the call.
/// 4. Without a generator of the app's (`Int.random(in: 1...6)`, `SystemRandomNumberGenerator`)
///    the value stays unknown (decision: a render is reproducible).
/// 5. `UInt64(x)`, `UInt(x)`, `UInt32(x)` of a whole number: the number (past `Int.max` it is
///    held as a Double, exact since it came from one); a negative or too large value is an error,
///    as it traps in Swift. `Double(UInt64.max)` is 2⁶⁴, as Swift rounds it.
extension Interpreter {
    /// `srand48`, `drand48`, `UInt64(_:)` and its kin (steps 1 and 5); nil for other names.
    func seededRandomBuiltin(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        switch name {
        case "srand48":
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            if case .placeholder = arguments[0].value { rand48 = nil; return .void }
            guard case .int(let seed) = arguments[0].value else { throw fail("srand48 takes an Int seed, found \(arguments[0].value.typeName)", call) }
            rand48 = (UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: seed)) << 16) | 0x330E
            return .void
        case "drand48":
            guard arguments.isEmpty else { return nil }
            guard let state = rand48 else { return try placeholder("drand48()", at: call.calledExpression) }
            let next = (0x5DEECE66D &* state &+ 0xB) & 0xFFFF_FFFF_FFFF
            rand48 = next
            return .double(Double(next) / 0x1p48)
        case "UInt64", "UInt", "UInt32":
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            if case .placeholder = arguments[0].value { return arguments[0].value }
            guard let number = arguments[0].value.number else { throw fail("cannot convert \(arguments[0].value.typeName) to \(name)", call) }
            let limit = name == "UInt32" ? 0x1p32 : 0x1p64
            guard number.isFinite, number > -1, number < limit else { throw fail("\(number) cannot be converted to \(name): it is out of its range", call) }
            let whole = number.rounded(.towardZero)
            return whole < 0x1p63 ? .int(Int(whole)) : .double(whole)
        default:
            return nil
        }
    }

    /// `Double(UInt64.max)`: 2⁶⁴, as Swift rounds it (step 5); nil for anything else.
    static func unsignedLimit(_ value: SwiftValue) -> Double? {
        guard case .symbol(let symbol) = value, symbol.type == "UInt64" || symbol.type == "UInt",
              symbol.steps.count == 1, symbol.last == "max", symbol.steps[0].arguments == nil else { return nil }
        return Double(UInt64.max)
    }

    /// `Int.random(in:using:)` and the others of step 2, with `type` the static's type (nil for
    /// `.random(in:using:)`, typed by its context). Nil without an app generator (step 4).
    func seededRandom(_ type: String?, _ arguments: [CallArgument], at call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard let using = arguments.first(where: { $0.label == "using" }), case .instance(let generator) = using.value,
              let next = Self.nextMethod(generator) else { return nil }
        var source = AppGenerator(interpreter: self, instance: generator, method: next, call: call)
        let drawn: SwiftValue
        if type == "Bool" {
            guard arguments.count == 1 else { return nil }
            drawn = .bool(Bool.random(using: &source))
        } else {
            guard arguments.count == 2, arguments[0].label == "in", case .range(let lower, let upper, let closed, let integral) = arguments[0].value else { return nil }
            let floating: Bool
            switch type {
            case "Int"?: floating = false
            case "Double"?, "CGFloat"?, "TimeInterval"?, "Float"?: floating = true
            case nil:
                // `.random(in: 60 ..< 180, using:)` is typed by its context; one the renderer
                // does not read (a function's parameter, a return) leaves the draw unknown
                // rather than guessing Int.
                if !integral {
                    floating = true
                } else if let typed = contextualFloating(call, scope) {
                    floating = typed
                } else {
                    return try placeholder(".random(in:using:)", at: call.calledExpression)
                }
            default: return nil
            }
            guard closed ? lower <= upper : lower < upper else {
                throw fail("random(in:) of an empty range: Swift stops the app here", call)
            }
            // Swift traps on a range whose width is not finite (`-x ..< x` near
            // the largest Double), as on an empty one (infinite bounds make no range here).
            guard lower.isFinite, upper.isFinite, (upper - lower).isFinite else {
                throw fail("random(in:) of a range whose width is not finite: Swift stops the app here", call)
            }
            if floating {
                if type == "Float" {
                    drawn = .double(Double(closed ? Float.random(in: Float(lower)...Float(upper), using: &source) : Float.random(in: Float(lower)..<Float(upper), using: &source)))
                } else {
                    drawn = .double(closed ? Double.random(in: lower...upper, using: &source) : Double.random(in: lower..<upper, using: &source))
                }
            } else {
                guard abs(lower) < 0x1p53, abs(upper) < 0x1p53 else { return nil }
                drawn = .int(closed ? Int.random(in: Int(lower)...Int(upper), using: &source) : Int.random(in: Int(lower)..<Int(upper), using: &source))
            }
        }
        return try source.result(drawn)
    }

    /// `array.shuffled(using: &generator)`, `array.randomElement(using: &generator)` (step 2).
    func seededRandomArrayMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard name == "shuffled" || name == "randomElement", arguments.count == 1, arguments[0].label == "using",
              case .instance(let generator) = arguments[0].value, let next = Self.nextMethod(generator) else { return nil }
        let elements: [SwiftValue]
        switch base {
        case .array(let array): elements = array
        case .range: elements = try self.elements(of: base, at: call)
        default: return nil
        }
        var source = AppGenerator(interpreter: self, instance: generator, method: next, call: call)
        let drawn: SwiftValue = name == "shuffled" ? .array(elements.shuffled(using: &source)) : elements.randomElement(using: &source) ?? .null
        return try source.result(drawn)
    }

    /// The `next()` of an app's type conforming to `RandomNumberGenerator`.
    private static func nextMethod(_ instance: Instance) -> [FunctionDeclSyntax]? {
        guard instance.type.conforms(to: "RandomNumberGenerator"), let functions = instance.type.methods["next"] else { return nil }
        let plain = functions.filter { $0.signature.parameterClause.parameters.isEmpty }
        return plain.isEmpty ? nil : plain
    }

    /// The type `.random(in: 60 ..< 180, using:)` of whole-number bounds takes from its context,
    /// as Swift's type checker gives it: true a floating type, false `Int`, nil a context the
    /// renderer does not read (a function's parameter, a return). Read are: the unlabelled
    /// argument of a standard collection method whose parameter is an `Int`
    /// (`donuts.prefix(.random(in: 1 ... 5, using: &generator))`), the type annotation of the
    /// binding it initialises (`let x: Double = …`), and the other operand of the operator it is
    /// used with (`date -= .random(…)`: a Date or a Double makes it a Double, an Int an Int).
    private func contextualFloating(_ call: FunctionCallExprSyntax, _ scope: Scope) -> Bool? {
        if let argument = call.parent?.as(LabeledExprSyntax.self), argument.label == nil,
           let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           let method = outer.calledExpression.as(MemberAccessExprSyntax.self), method.base != nil,
           outer.arguments.count == 1,
           ["prefix", "suffix", "dropFirst", "dropLast"].contains(method.declName.baseName.text) {
            return false
        }
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           let annotation = binding.typeAnnotation?.type.trimmedDescription {
            if ["Double", "CGFloat", "Float", "TimeInterval"].contains(annotation) { return true }
            return annotation == "Int" ? false : nil
        }
        var sawInt = false
        for operand in Self.operands(besides: call) {
            guard let reference = operand.as(DeclReferenceExprSyntax.self),
                  let value = scope.lookup(reference.baseName.text) ?? scope.selfInstance?.fields[reference.baseName.text] else { continue }
            if case .double = value { return true }
            if Self.date(value) != nil { return true }
            if case .int = value { sawInt = true }
        }
        return sawInt ? false : nil
    }

    /// The other operands of the operator `call` is an operand of.
    private static func operands(besides call: FunctionCallExprSyntax) -> [ExprSyntax] {
        var operands: [ExprSyntax] = []
        if let infix = call.parent?.as(InfixOperatorExprSyntax.self) {
            operands = [infix.leftOperand, infix.rightOperand]
        } else if let list = call.parent?.as(ExprListSyntax.self) {
            let elements = Array(list)
            guard let index = elements.firstIndex(where: { $0.id == call.id }) else { return [] }
            operands = [index - 2, index + 2].filter(elements.indices.contains).map { elements[$0] }
        }
        return operands.filter { $0.id != call.id }
    }
}

/// The standard library's view of an app's generator: each `next()` runs the app's (step 2).
/// `next()` cannot throw, so the first failure is kept and reported once the draw returns.
private struct AppGenerator: RandomNumberGenerator {
    let interpreter: Interpreter
    let instance: Instance
    let method: [FunctionDeclSyntax]
    let call: FunctionCallExprSyntax
    var failure: SceneError?
    var unknown: Placeholder?

    /// What `next()` answers once the app's has failed: the draw's value is thrown away, but the
    /// standard library must still finish it. A constant would not always let it: 0 makes
    /// `next(upperBound:)` retry forever, and `UInt64.max` makes `Double.random(in: a..<b)` land
    /// on `b` and draw again forever; a changing sequence ends every draw after a few numbers.
    var afterFailure: UInt64 = 0

    mutating func next() -> UInt64 {
        guard failure == nil, unknown == nil else {
            afterFailure &+= 0x9E37_79B9_7F4A_7C15
            return afterFailure
        }
        do {
            let value = try interpreter.callFunction(method, [], selfInstance: instance, selfView: nil, at: call)
            switch value {
            case .int(let number) where number >= 0: return UInt64(number)
            case .double(let number) where number >= 0 && number < 0x1p64 && number == number.rounded(): return UInt64(number)
            case .placeholder(let placeholder): unknown = placeholder
            default: failure = interpreter.fail("\(instance.type.name).next() must return a UInt64, found \(value.typeName)", call)
            }
        } catch {
            failure = error
        }
        afterFailure &+= 0x9E37_79B9_7F4A_7C15
        return afterFailure
    }

    /// The drawn value, or the failure (step 3).
    func result(_ drawn: SwiftValue) throws(SceneError) -> SwiftValue {
        if let failure { throw failure }
        if unknown != nil { return try interpreter.placeholder("random(…)", at: call.calledExpression) }
        return drawn
    }
}
