import SwiftSyntax
import RenderLayout
import RenderScene

/// `lazy var` of a struct or class (Home Assistant's `Environment`: `public lazy var webhooks =
/// with(WebhookManager()) { … }`), as Swift runs it ("Lazy Stored Properties", The Swift
/// Programming Language):
///
/// 1. Making the instance does not evaluate the initial value (neither the memberwise
///    initialiser, when no argument is given for it, nor an explicit `init`).
/// 2. The first read evaluates it, with `self` the instance (a lazy initial value may use
///    `self`), and stores it; later reads get that value, so it is made once.
/// 3. A value assigned before the first read is kept, and the initial value never runs.
extension Interpreter {
    /// Step 2; nil when `name` is no lazy property of `instance`'s type not yet read.
    func lazyProperty(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let property = instance.type.storedProperty(name), property.isLazy, !property.isStatic else { return nil }
        let scope = Scope(parent: nil, selfInstance: instance)
        let value = try nested(node) { () throws(SceneError) -> SwiftValue in
            try initialValue(of: property, in: instance.type, scope: scope, override: false)
        }
        // (A read while it is being made, which Swift would also run again, finds no value yet.)
        if let assigned = instance.fields[name] { return assigned }
        instance.fields[name] = value
        return value
    }
}
