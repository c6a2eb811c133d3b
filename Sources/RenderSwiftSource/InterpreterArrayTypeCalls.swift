import SwiftSyntax
import RenderLayout
import RenderScene

/// A call of an array type with arguments: `[Int](repeating: 0, count: 3)`, `[String](names)`,
/// and Mlem's `[BlockNode](model.description ?? "")`, an initialiser its Markdown package adds
/// to `[BlockNode]` (`[T]()` with none is an empty array, `callTypeExpression`).
///
/// 1. An unknown value among the arguments (`[String](Store.shared.names)` of a type the
///    renderer did not read) makes the call that unknown value, as any call of one is
///    (`Placeholders.placeholderArgument`): a named placeholder where drawn, never an error.
/// 2. `[T](repeating:count:)` and `[T](sequence)` are `Array(…)`'s (the standard library's
///    initialisers; `builtin`), for any sequence `Array(…)` reads: an array, a set, a range, a
///    dictionary (its `(key, value)` pairs) or its `keys` / `values`, a module's `Collection`.
///    A string is a sequence of its characters for `[Character]` only: `[String]("abc")` is no
///    Swift, so a string given to another `[T]` is a module's initialiser (step 3).
/// 3. Any other call of `[T]`, where T is no type of the module and a file of the module imports a
///    module the renderer did not read (`unreadImports`), may be that module's initialiser
///    (an `extension Array where Element == T { init(_:) }`): it is the unknown value
///    `[T](…)`, with a located warning naming the modules not read, as a SwiftUI view's
///    unknown initialiser is (`InterpreterUnreadPackageInitializers` step 1). What reads it
///    (`rules.isEmpty`) is unknown in turn: a named placeholder where drawn.
/// 4. Otherwise nil: the call stays the error "cannot call an array".
extension Interpreter {
    func arrayTypeCall(_ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
              let element = array.elements.first?.expression, Self.looksLikeTypeName(element),
              !call.arguments.isEmpty || call.trailingClosure != nil else { return nil }
        let arguments = try self.arguments(of: call, scope)
        let labels = arguments.map(\.label)
        let elementType = element.trimmedDescription
        // Step 1.
        if let unknown = Self.placeholderArgument(arguments) { return .placeholder(unknown) }
        // Step 2.
        if labels == ["repeating", "count"] { return try builtin("Array", arguments, at: call) }
        if labels == [nil] {
            switch arguments[0].value {
            case .string where elementType == "Character":
                if let made = try builtin("Array", arguments, at: call) { return made }
            case .array, .range, .record("Dictionary", _):
                if let made = try builtin("Array", arguments, at: call) { return made }
            case .record("Store", _) where storeElements(arguments[0].value) != nil:
                if let made = try builtin("Array", arguments, at: call) { return made }
            case .instance(let instance):
                if let elements = try customCollectionElements(instance, at: call) { return .array(elements) }
            default: break
            }
        }
        // Step 3.
        guard program.type(named: elementType) == nil else { return nil }
        let unread = unreadImports(of: call)
        guard !unread.isEmpty else { return nil }
        let name = "[\(elementType)](\(arguments.filter { !$0.isTrailingClosure }.map { ($0.label ?? "_") + ":" }.joined()))"
        warn("\(name) is no initialiser of Array the renderer knows; it may be \(unread.joined(separator: ", "))'s, a module the renderer did not read",
             at: program.location(call))
        return try placeholder(name, at: call)
    }

    /// `BlockNode`, `Models.Item`, `Item<Int>`: a name that starts with a capital letter, as
    /// Swift's types are written (a value `[x](…)` cannot be called either).
    static func looksLikeTypeName(_ expression: ExprSyntax) -> Bool {
        let written = expression.trimmedDescription
        guard let first = written.unicodeScalars.first, first.properties.isUppercase else { return false }
        return expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
            || expression.is(GenericSpecializationExprSyntax.self)
    }
}
