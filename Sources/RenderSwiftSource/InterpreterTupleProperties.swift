import SwiftSyntax
import RenderLayout
import RenderScene

/// A tuple pattern in a property declaration: `static let (rooms, viewModel) = makeRooms()`,
/// `static let (backupItem, _) = makeActions(…)` (Element X's preview providers), `let (width,
/// height): (CGFloat, CGFloat) = (24, 16)` at file or type scope.
///
/// 1. Each name of the pattern is a stored property of its own (`TypeDecl.add`), with the whole
///    initialiser and where its value sits in the tuple (`TupleStep`s, nested patterns
///    included); `_` declares nothing. A type annotation that is a tuple type gives each name
///    its element's type. A pattern with anything else (`let .some(x) = …`, a property
///    wrapper, accessors) stays "unsupported: a pattern in a property declaration", left out
///    of the module with a located warning, as before.
/// 2. A static or global one (made once, `InterpreterStaticStorage`) evaluates the initialiser
///    once for all its names, as Swift's one-time initialisation does: the first name read
///    makes the tuple and keeps it; the others take their elements from it (so a class
///    instance in two names is one object, and side effects run once).
/// 3. An instance property (`let (a, b) = pair()` in a struct) evaluates the initialiser once
///    per name while the instance is made (decision: such properties are rare and their
///    initialisers are values; a class instance made by it is then one object per name).
/// 4. The value is the element at the name's place; an unknown tuple gives each name that
///    unknown value (as `let (a, b) = unknown` in code does), and a value that is no tuple of
///    the pattern's arity is an error at the name ("cannot destructure …").
package struct TupleStep: Sendable, Equatable {
    /// The element's position in its tuple, and how many elements the pattern has there.
    package var index: Int
    package var count: Int
}

extension TypeDecl {
    /// Step 1: the names a tuple pattern declares, with their types and places; nil when the
    /// pattern holds something other than names, `_` and nested tuples.
    static func tupleNames(_ pattern: PatternSyntax, type: TypeSyntax?, path: [TupleStep] = [])
        -> [(name: String, type: String?, node: Syntax, path: [TupleStep])]? {
        guard let tuple = pattern.as(TuplePatternSyntax.self) else { return nil }
        let types = type?.as(TupleTypeSyntax.self).map { Array($0.elements) }
        if let types, types.count != tuple.elements.count { return nil }
        var names: [(name: String, type: String?, node: Syntax, path: [TupleStep])] = []
        for (index, element) in tuple.elements.enumerated() {
            let step = path + [TupleStep(index: index, count: tuple.elements.count)]
            let elementType = types?[index].type
            if let identifier = element.pattern.as(IdentifierPatternSyntax.self) {
                names.append((identifier.identifier.text, elementType?.trimmedText, Syntax(identifier), step))
            } else if element.pattern.is(WildcardPatternSyntax.self) {
                continue
            } else if let nested = tupleNames(element.pattern, type: elementType, path: step) {
                names += nested
            } else {
                return nil
            }
        }
        return names
    }
}

extension Interpreter {
    /// Steps 2–4: the value `property`'s initialiser gives it; `shared` for a static or global.
    func initializerValue(of property: TypeDecl.StoredProperty, _ initializer: ExprSyntax, _ scope: Scope, shared: Bool) throws(SceneError) -> SwiftValue {
        guard let path = property.tuplePath else { return try evaluate(initializer, scope) }
        var value: SwiftValue
        // Step 2: the tuple, kept by its initialiser's place.
        let key = "tuple " + staticKey(initializer)
        if shared, let made = statics.values[key] {
            value = made
        } else {
            value = try evaluate(initializer, scope)
            if shared { statics.values[key] = value }
        }
        // Step 4.
        for step in path {
            if case .placeholder = value { return value }
            guard let elements = Self.tupleElements(value), elements.count == step.count else {
                let what = Self.tupleElements(value).map { "a tuple of \($0.count) elements" } ?? value.typeName
                throw fail("cannot destructure \(what) into \(step.count) names", property.node)
            }
            value = elements[step.index]
        }
        return value
    }
}
