import SwiftSyntax
import RenderLayout
import RenderScene

/// A struct that is a View through a protocol of the module or a package:
/// `struct MovieRow: ConnectedView` where SwiftUIFlux declares `protocol ConnectedView: View`
/// and gives `body` in a protocol extension (`var body: StoreConnector<…>`).
///
/// 1. A type whose inheritance names a protocol the program declares, which refines `View`
///    directly or through other declared protocols, is a view.
/// 2. Its `body` comes from the protocol's extension (each conforming type gets the defaults it
///    does not declare), run as any view's body with `self` the struct: SwiftUIFlux's
///    `StoreConnector(content: render)` reads the store from the environment, `render` calls the
///    struct's `map(state:dispatch:)` and `body(props:)`.
/// 3. A protocol that gives no `body` the renderer has, or a body that fails on what the
///    renderer cannot run: the view is a named placeholder with a located warning (an error
///    under `--strict`), never a refusal of the file.
extension Interpreter {
    /// Step 1: the protocol through which `type` is a View, if any.
    func viewProtocol(of type: TypeDecl) -> String? {
        var seen: Set<String> = []
        func refinesView(_ name: String) -> Bool {
            guard seen.insert(name).inserted, let declared = program.types[name], declared.kind == .protocolType else { return false }
            return declared.conforms(to: "View") || declared.inheritance.contains(where: refinesView)
        }
        return type.inheritance.first(where: refinesView)
    }

    /// Steps 2 and 3.
    func viewThroughProtocol(_ instance: Instance, at location: SourceLocation) throws(SceneError) -> [ViewJSON]? {
        guard let through = viewProtocol(of: instance.type) else { return nil }
        let name = "\(instance.type.name) (a View through \(through))"
        if let body = instance.type.computed["body"] {
            do throws(SceneError) {
                var made = try nested(Syntax(body)) { () throws(SceneError) -> [ViewJSON] in
                    let result = try runBody(body, Scope(parent: nil, selfInstance: instance), asViews: true, at: body)
                    return try views(from: result, at: location)
                }
                for index in made.indices { made[index].callSite = location }
                return made
            } catch {
                // A spent budget, a too-deep nesting and `--strict` stay the errors they are.
                if strict || error.stopsTheRender { throw error }
                warn("\(name) is a placeholder: \(error.message)", at: error.location ?? location)
                return try placeholderViews(Placeholder(name: name, location: location, content: nil))
            }
        }
        if strict { throw program.error("unknown \(name): the renderer does not know it (--strict makes a placeholder an error)", location: location) }
        return try placeholderViews(Placeholder(name: name, location: location, content: nil))
    }
}
