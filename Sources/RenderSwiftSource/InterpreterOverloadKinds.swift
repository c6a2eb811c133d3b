import SwiftSyntax
import RenderLayout
import RenderScene

/// Overloads of one name whose labels both fit, chosen by the arguments' kinds as Swift's type
/// checker chooses (WeChat's `tryDecode(_ jsonString: String)` beside `tryDecode(_ primitive:
/// Any)`, called with a string literal):
///
/// 1. An overload whose `String`, `Int` (or another whole-number type: `UInt32`), `Double`/`CGFloat` or `Bool` parameter is given a known
///    value of another kind does not fit it: tried last.
/// 2. An overload taking `Any` (or `Any?`, `AnyObject`) for an argument is less specific than
///    one taking the argument's own type: tried after it.
/// 3. An overload whose parameter is one of SwiftUI's or CoreGraphics' value types
///    (`standardValueTypes`: `Edge.Set`, `EdgeInsets`, `CGSize`…) given a known value of another
///    of them does not fit it: tried last (isowords' `adaptivePadding(_ edges: Edge.Set = .all,
///    _ length: CGFloat? = nil)` beside `adaptivePadding(_ edgeInsets: EdgeInsets)`, called with
///    `EdgeInsets(…)`).
/// 4. Otherwise the declaration order stands.
extension Interpreter {
    /// Step 1's whole-number types besides `Int`: a string, a Bool, a fraction never fits them.
    static let otherWholeNumberTypes: Set<String> = ["UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Int8", "Int16", "Int32", "Int64"]

    static func orderedByArgumentKinds(_ functions: [FunctionDeclSyntax], _ arguments: [CallArgument]) -> [FunctionDeclSyntax] {
        guard functions.count > 1 else { return functions }
        func rank(_ function: FunctionDeclSyntax) -> Int {
            var rank = 0
            for (parameter, argument) in zip(function.signature.parameterClause.parameters, arguments) {
                let fits: Bool?
                switch (parameter.type.trimmedDescription, argument.value) {
                case ("Any", _), ("Any?", _), ("AnyObject", _): rank = max(rank, 1); continue
                case (_, .placeholder): fits = nil
                case ("String", let value): if case .string = value { fits = true } else { fits = false }
                case ("Int", let value): if case .int = value { fits = true } else { fits = false }
                // WeChat's `Color.hex(_ value: UInt32)` beside `hex(_ value: String)`, given "#EC9F50".
                case (let whole, let value) where Self.otherWholeNumberTypes.contains(whole):
                    if case .int = value { fits = true } else { fits = false }
                case ("Double", let value), ("CGFloat", let value): fits = value.number != nil
                case ("Bool", let value): if case .bool = value { fits = true } else { fits = false }
                case (let declared, .record(let held, _)) where Self.standardValueTypes.contains(held):
                    // Step 3.
                    let bare = declared.hasSuffix("?") ? String(declared.dropLast()) : declared
                    fits = Self.standardValueTypes.contains(bare) ? bare == held : nil
                default: fits = nil
                }
                if fits == false { rank = 2 }
            }
            return rank
        }
        let ranks = functions.map(rank)
        guard Set(ranks).count > 1 else { return functions }
        return functions.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { functions[$0] }
    }

    /// Whether `function` (an app's extension method of a standard type) could take
    /// `arguments`, so that it shadows the standard type's own method of that name: its labels
    /// are the arguments' and no parameter of a type the module declares (an enum, a struct, a
    /// class) is given a string, number or Bool. WeChat's `extension UserDefaults:
    /// KeyValueStoreType { func data(forKey key: KeyValueStoreKey) -> Data? { data(forKey:
    /// key.key) } }` calls Foundation's `data(forKey: String)` inside, as Swift's type checker
    /// picks the overload the argument's type fits.
    func mayTake(_ function: FunctionDeclSyntax, _ arguments: [CallArgument]) -> Bool {
        let parameters = Array(function.signature.parameterClause.parameters)
        let labels = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        // Labels given in order; parameters left out must have defaults.
        var index = 0
        for argument in arguments {
            while index < parameters.count, labels[index] != argument.label, parameters[index].defaultValue != nil { index += 1 }
            guard index < parameters.count, labels[index] == argument.label else { return false }
            var declared = parameters[index].type.trimmedDescription
            if declared.hasSuffix("?") { declared.removeLast() }
            if let type = program.type(named: declared), [.enumeration, .structure, .classType].contains(type.kind) {
                switch argument.value {
                case .string, .int, .double, .bool: return false
                default: break
                }
            }
            index += 1
        }
        return parameters[index...].allSatisfy { $0.defaultValue != nil }
    }

    /// Step 3: value types the renderer holds as records, and others no record converts to.
    static let standardValueTypes: Set<String> = ["EdgeInsets", "Edge.Set", "CGSize", "CGPoint", "CGRect", "Date", "URL", "Angle", "UnitPoint"]

    /// `func tryDecode<T: Decodable>(_:) -> T?`: the generic result `T` without its `?` or `!`,
    /// and the type the caller declares without them (`User!` is `User`); nil when the result is
    /// no generic parameter of `function`.
    static func genericResult(of function: FunctionDeclSyntax, expected: String?) -> (parameter: String, type: String)? {
        guard let generics = function.genericParameterClause?.parameters,
              var result = function.signature.returnClause?.type.trimmedDescription, let expected else { return nil }
        var type = expected
        if result.hasSuffix("?") || result.hasSuffix("!") {
            result.removeLast()
            if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        }
        guard generics.contains(where: { $0.name.text == result }) else { return nil }
        return (result, type)
    }
}
