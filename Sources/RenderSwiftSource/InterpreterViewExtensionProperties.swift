import SwiftSyntax
import RenderLayout
import RenderScene

/// A computed property of the module's `extension View`, read on a view: the "namespace"
/// pattern of packages (EmojiText's `extension View { var emojiText: EmojiTextNamespace<Self>
/// { EmojiTextNamespace(self) } }`, whose struct's methods then modify `content`:
/// `Text(…).emojiText.size(20)` is `content.environment(\.emojiText.size, 20)`).
///
/// 1. Only an instance getter (`var name: T { … }` or `{ get { … } }`, not `static`) of an
///    extension of `View` is collected; a stored property cannot be declared in an extension.
/// 2. `view.name` runs the getter with `self` the view it is read on (a view of the module or
///    views already built, as a view extension's function has them: `callFunction`'s
///    `selfView`), and the namespace struct's methods then modify it. **Limit**: the view is built
///    by the time the namespace's method modifies it, so an environment value that method sets
///    (`content.environment(\.emojiText.size, 20)`) reaches no view inside it, where SwiftUI's
///    does — as for a view extension function that sets one (`.environment(\.emojiText.size, 20)`
///    written directly does reach it).
/// 3. A view with no such property stays the error "a view has no property" (an instance's "has
///    no member").
extension SwiftProgram {
    /// Step 1: the getters of `variable` by name; none for a static or a stored property.
    static func instanceGetters(_ variable: VariableDeclSyntax) -> [(String, CodeBlockItemListSyntax)] {
        guard !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) else { return [] }
        var getters: [(String, CodeBlockItemListSyntax)] = []
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let accessors = binding.accessorBlock else { continue }
            switch accessors.accessors {
            case .getter(let items): getters.append((name, items))
            case .accessors(let list):
                if let body = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body?.statements { getters.append((name, body)) }
            }
        }
        return getters
    }
}

extension Interpreter {
    /// Step 2: nil when no `extension View` declares `name`.
    func viewExtensionProperty(_ name: String, of view: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let getter = program.viewExtensionProperties[name] else { return nil }
        let scope = Scope(parent: nil, selfInstance: nil)
        scope.define("self", view)
        return try nested(node) { () throws(SceneError) -> SwiftValue in
            try runBody(getter, scope, asViews: false, at: node)
        }
    }
}
