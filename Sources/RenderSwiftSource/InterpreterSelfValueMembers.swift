import SwiftSyntax
import RenderLayout

/// A bare name in an extension of a built-in type whose `self` is a value (`extension URL {
/// func sanitized() -> URL { guard path.hasSuffix("/") … } }`, Home Assistant's `HANetworking`,
/// read since another Xcode target's imports are: docs/swift-input.md, "The module").
///
/// 1. Asked last, after locals, the module's names, the file's properties and the type's statics:
///    the name is `self`'s member, as Swift reads it.
/// 2. A property of the value the renderer knows (`count` of a string) is that; any other is the
///    unknown value `URL.path`, a named placeholder (the unknown-value rule), never the
///    "cannot find in scope" error of a name no code declares.
extension Interpreter {
    func memberOfSelfValueOrUnknown(_ name: String, _ scope: Scope, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let selfValue = scope.lookup("self") else { return nil }
        let owner: String
        switch selfValue {
        case .instance: return nil
        // A member of an unknown value is that unknown value (`Placeholders` step 1).
        case .placeholder: return selfValue
        case .record(let type, _): owner = type
        case .int, .double, .bool, .string: owner = selfValue.typeName
        default: owner = "self"
        }
        if let known = try? property(name, of: selfValue, at: node) { return known }
        return try placeholder("\(owner).\(name)", at: node)
    }
}
