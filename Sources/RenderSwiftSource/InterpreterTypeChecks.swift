import SwiftSyntax
import RenderLayout
import RenderScene

/// `value is T`: Swift's dynamic type check, answered where the renderer knows the answer
/// (Pocket Casts' `extension View { func modify(_ transform: (Self) -> (some View)?) }`, whose
/// body asks `!(view is EmptyView)`).
///
/// 1. A built view checked against one of SwiftUI's view types (or `EmptyView`) is what
///    `view as? T` answers (`InterpreterViewCasts`): true where that cast gives the view, false
///    where it gives nil — no views are only an `EmptyView`, a `ModifiedContent` is no `Image`.
/// 2. A standard value checked against a standard type: a string is a `String`, an integer an
///    `Int`, a Bool a `Bool`, each nothing else of those; a floating-point number is no `String`,
///    `Int` or `Bool`, and whether it is a `Double`, `CGFloat` or `Float` is unknown (the
///    renderer keeps the three as one kind of number; Swift's cast of a `Double` to `CGFloat` is
///    false); `nil` is none of them.
/// 3. An instance of a type of the module is of its own type and of each class it inherits
///    from; a struct or enum is no other struct, enum or class of the module.
/// 4. An unknown value checked is unknown (a placeholder where it decides an `if`), and so is
///    any check the steps above do not decide (a protocol, a framework type): the unknown value
///    `x is T`, never a guess.
extension Interpreter {
    func typeCheck(_ check: IsExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        let value = try evaluate(check.expression, scope)
        if case .placeholder = value { return value }
        let type = check.type.trimmedDescription
        if let known = Self.decidedTypeCheck(value, type, program: program, viewCast: { viewCast($0, to: $1) }) { return .bool(known) }
        return try placeholder("\(check.expression.trimmedDescription) is \(type)", at: check)
    }

    /// Steps 1–3: true or false, or nil where the renderer cannot tell.
    static func decidedTypeCheck(_ value: SwiftValue, _ type: String, program: SwiftProgram,
                          viewCast: (SwiftValue, String) -> SwiftValue?) -> Bool? {
        let numbers: Set<String> = ["Double", "CGFloat", "Float"]
        let standard: Set<String> = numbers.union(["String", "Int", "Bool"])
        switch value {
        case .views:
            guard let cast = viewCast(value, type) else { return nil }
            if case .null = cast { return false }
            return true
        case .string: return standard.contains(type) ? type == "String" : nil
        case .int: return standard.contains(type) ? type == "Int" : nil
        // The renderer keeps `Double`, `CGFloat` and `Float` as one kind of number, so which of
        // the three a floating value is stays unknown (review R1, session 15); it is none of the others.
        case .double: return standard.contains(type) ? (numbers.contains(type) ? nil : false) : nil
        case .bool: return standard.contains(type) ? type == "Bool" : nil
        case .null: return standard.contains(type) || program.type(named: type) != nil ? false : nil
        case .instance(let instance):
            var current: TypeDecl? = instance.type
            var seen = 0
            while let here = current, seen < 64 {
                if here.name == type || here.qualifiedName == type { return true }
                current = here.kind == .classType
                    ? here.inheritance.lazy.compactMap({ program.type(named: $0) }).first(where: { $0.kind == .classType }) : nil
                seen += 1
            }
            guard program.type(named: type).map({ $0.kind != .protocolType }) == true else { return nil }
            return false
        default: return nil
        }
    }
}
