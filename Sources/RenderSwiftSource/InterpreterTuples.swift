import SwiftSyntax
import RenderLayout
import RenderScene

/// Tuples, as Swift has them: `(symbol, "Offline")`, `(name: "a", count: 2)`, read by
/// position (`.0`, `.1`) or by label (`.name`), destructured by `let (a, b) = pair` and
/// `for (a, b) in pairs`, and compared element by element.
///
/// 1. A tuple is a `Tuple` record whose fields are its positions ("0", "1", …) and, for a
///    labelled element, its label too (the same value under both names).
/// 2. `let (a, b) = t`, `let (a, _) = t`, `let (x: a, y: b) = t`: each name takes the element at
///    its position; a pattern of another arity is an error at it.
/// 3. An unknown element stays unknown where it is read; the tuple itself is a value.
/// 4. `(model, state) = Self.resetState()`, `(a, _) = pair`: an assignment to a tuple of
///    targets assigns each element to its target, in order, as `x = value` does (a local, a
///    field of `self`, a part of one); an unknown tuple makes each target that unknown value.
///    A tuple of another arity is an error at it.
extension Interpreter {
    package func tuple(_ tuple: TupleExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        try making(elements: tuple.elements.count, at: tuple)
        var fields: [String: SwiftValue] = [:]
        for (index, element) in tuple.elements.enumerated() {
            let value = try evaluate(element.expression, scope)
            fields[String(index)] = value
            if let label = element.label?.text { fields[label] = value }
        }
        return .record("Tuple", fields)
    }

    /// The elements of a tuple by position; nil for a value that is no tuple.
    package static func tupleElements(_ value: SwiftValue) -> [SwiftValue]? {
        guard case .record(let name, let fields) = value, name == "Tuple" || name == "EnumeratedElement" else { return nil }
        if name == "EnumeratedElement" { return [fields["offset"] ?? .null, fields["element"] ?? .null] }
        var elements: [SwiftValue] = []
        while let element = fields[String(elements.count)] { elements.append(element) }
        return elements
    }

    /// Step 4: `(a, b) = value`; false when `target` has fewer than two elements (a parenthesised
    /// target is not a tuple).
    package func assignTuple(_ target: TupleExprSyntax, _ value: SwiftValue, _ scope: Scope) throws(SceneError) -> Bool {
        guard target.elements.count > 1 else {
            guard let only = target.elements.first, only.label == nil else { return false }
            try assign(only.expression, value, scope)
            return true
        }
        if case .placeholder = value {
            for element in target.elements { try assign(element.expression, value, scope) }
            return true
        }
        guard let elements = Self.tupleElements(value), elements.count == target.elements.count else {
            let what = Self.tupleElements(value).map { "a tuple of \($0.count) elements" } ?? value.typeName
            throw fail("cannot assign \(what) to \(target.elements.count) targets", target)
        }
        for (element, part) in zip(target.elements, elements) { try assign(element.expression, part, scope) }
        return true
    }

    /// `let (a, b) = value`: binds each name of the pattern; false when `pattern` is no tuple
    /// pattern.
    package func destructure(_ pattern: PatternSyntax, _ value: SwiftValue, into scope: Scope) throws(SceneError) -> Bool {
        guard let tuplePattern = pattern.as(TuplePatternSyntax.self) else { return false }
        if case .placeholder = value {
            // An unknown pair: each name is that unknown value.
            for element in tuplePattern.elements { try destructure(element.pattern, value, into: scope, name: true) }
            return true
        }
        guard let elements = Self.tupleElements(value), elements.count == tuplePattern.elements.count else {
            throw fail("cannot destructure \(value.typeName) into \(tuplePattern.elements.count) names", pattern)
        }
        for (element, part) in zip(tuplePattern.elements, elements) { try destructure(element.pattern, part, into: scope, name: true) }
        return true
    }

    private func destructure(_ pattern: PatternSyntax, _ value: SwiftValue, into scope: Scope, name: Bool) throws(SceneError) {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            scope.define(identifier.identifier.text, value)
        } else if pattern.is(WildcardPatternSyntax.self) {
            return
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            try destructure(binding.pattern, value, into: scope, name: true)
        } else if try !destructure(pattern, value, into: scope) {
            throw fail("unsupported: this pattern", pattern)
        }
    }
}
