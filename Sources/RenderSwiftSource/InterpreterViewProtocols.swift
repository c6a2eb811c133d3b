import RenderLayout
import RenderScene

/// A struct that is a View through a protocol of the module or a package:
/// `struct MovieRow: ConnectedView` where SwiftUIFlux declares `protocol ConnectedView: View`
/// and gives `body` in a protocol extension (`var body: StoreConnector<…>`).
///
/// 1. A type whose inheritance names a protocol the program declares, which refines `View`
///    directly or through other declared protocols, is a view.
/// 2. Its `body` comes from the protocol's extension, which the renderer does not run yet: the
///    view is a named placeholder with a located warning (an error under `--strict`), never a
///    refusal of the file.
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

    /// Step 2.
    func viewThroughProtocol(_ instance: Instance, at location: SourceLocation) throws(SceneError) -> [ViewJSON]? {
        guard let through = viewProtocol(of: instance.type) else { return nil }
        let name = "\(instance.type.name) (a View through \(through))"
        if strict { throw program.error("unknown \(name): the renderer does not know it (--strict makes a placeholder an error)", location: location) }
        return try placeholderViews(Placeholder(name: name, location: location, content: nil))
    }
}
