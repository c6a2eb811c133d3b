import SwiftSyntax

/// Which computed properties are view builders. In Swift a getter collects the views of its
/// statements only where a result builder applies: SwiftUI gives `View.body` (and the `body` of
/// `ToolbarContent`, `Scene`, …) `@ViewBuilder` through the protocol, and an app writes
/// `@ViewBuilder var content: some View`. Any other getter is a plain one: `var tint: Color {
/// switch status { case .failed: .red  default: .compound.textSecondary } }` returns a `Color`
/// value, not a view, though `Color` is a `View`.
///
/// 1. A getter is run as a builder when its `var` (or its `get`) carries an attribute whose
///    name ends in `Builder` (`@ViewBuilder`, `@ToolbarContentBuilder`, an app's own builder),
///    or its declared type is opaque (`some View`, `some ToolbarContent`: the protocol's
///    `body` requirements, and the form apps use for view properties), or no type is written.
/// 2. Any other getter runs as a function body: its single expression (or `switch`/`if`
///    expression) is its value, and a statement that reads a value the renderer does not know
///    stays that error for the reader to handle (`.foregroundStyle(item.tint)` leaves the
///    modifier out), instead of becoming a drawn placeholder box inside the getter.
extension Interpreter {
    static func isBuilderGetter(_ body: CodeBlockItemListSyntax) -> Bool {
        var node: Syntax? = Syntax(body)
        // The getter's statements sit a few levels below their `var` (`{ … }` or `get { … }`).
        for _ in 0..<8 {
            guard let current = node else { return true }
            if let accessor = current.as(AccessorDeclSyntax.self), hasBuilderAttribute(accessor.attributes) { return true }
            if let binding = current.as(PatternBindingSyntax.self) {
                let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self)
                if let declaration, hasBuilderAttribute(declaration.attributes) { return true }
                // Step 1: opaque or unwritten types; step 2: any other.
                guard let type = binding.typeAnnotation?.type else { return true }
                return type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.tokenKind == .keyword(.some)
            }
            node = current.parent
        }
        return true
    }

    private static func hasBuilderAttribute(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
            return name.hasSuffix("Builder")
        }
    }
}
