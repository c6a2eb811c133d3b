import SwiftSyntax
import RenderLayout
import RenderScene

/// A tuple pattern in a `switch` or `if case`: `case (.image(let image), true):`,
/// `case (.none, _), (_, false):`, `case let (.loaded(items), count):`, each element matched
/// against the same element of the subject tuple, in order.
///
/// 1. An element that is an enum case with a payload (`.image(let image)`, `Kind.image(_)`,
///    `.some(x)`) matches the case's name and binds or compares each argument (`matchPayload`,
///    as a case pattern outside a tuple does).
/// 2. `.none` matches nil; `_` matches anything; `let x` binds; inside `case let (…)` /
///    `case var (…)` a bare name binds (Swift's `let` distributes over the tuple).
/// 3. Any other element is an expression pattern (a value, a range, a nested tuple), as a whole
///    `case` pattern is.
/// 4. An element of the subject whose value is unknown (a placeholder), tested by anything but
///    `_` or a name to bind, makes which case is taken unknown: the `switch` is a named
///    placeholder, as a `switch` of an unknown subject is (`switchBranch`).
extension Interpreter {
    func matchesTupleElement(_ element: ExprSyntax, _ part: SwiftValue, _ scope: Scope, binding: Bool) throws(SceneError) -> Bool {
        // Step 2: wildcards and names to bind never read the value.
        if element.is(DiscardAssignmentExprSyntax.self) { return true }
        if binding, element.is(DeclReferenceExprSyntax.self) { return try matchElement(element, part, scope, binding: true) }
        if let pattern = element.as(PatternExprSyntax.self), Self.bindsOnly(pattern.pattern) {
            return try matches(pattern.pattern, part, scope, binding: binding)
        }
        // Step 4.
        if case .placeholder(let unknown) = part {
            unknownCondition = unknown
            throw fail("the pattern \(element.trimmedDescription.prefix(40)) reads an unknown value", element)
        }
        // Step 1.
        if let matched = try matchPayload(element, part, scope, binding: binding) { return matched }
        // Step 2: `.none`, `let x`.
        if let access = element.as(MemberAccessExprSyntax.self), access.base == nil, access.declName.baseName.text == "none" {
            return try matchElement(element, part, scope, binding: binding)
        }
        if let pattern = element.as(PatternExprSyntax.self) { return try matches(pattern.pattern, part, scope, binding: binding) }
        // Step 3.
        return try matches(element, part, scope, binding: binding)
    }

    /// `let x`, `var x`, `_`: a pattern that only binds.
    private static func bindsOnly(_ pattern: PatternSyntax) -> Bool {
        if pattern.is(WildcardPatternSyntax.self) || pattern.is(IdentifierPatternSyntax.self) { return true }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return bindsOnly(binding.pattern) }
        return false
    }
}
