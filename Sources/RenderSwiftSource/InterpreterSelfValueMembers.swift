import SwiftSyntax
import RenderLayout

/// A bare name in an extension of a built-in type whose `self` is a value (`extension URL {
/// func sanitized() -> URL { guard path.hasSuffix("/") … } }`, Home Assistant's `HANetworking`,
/// read since another Xcode target's imports are: docs/swift-input.md, "The module").
///
/// 1. Asked last, after locals, the module's names, the file's properties and the type's statics:
///    the name is `self`'s member, as Swift reads it, only where `self` is a value whose type
///    the renderer knows — a Foundation value it holds (`URL`, `Date`), a string, a number or a
///    Bool. Any other `self` (an array, a closure, an enum case's symbol) gives nil, so the
///    name stays "cannot find in scope": a typo or an unread package's global is not claimed
///    to be a member of `self`.
/// 2. A property of the value the renderer knows (`count` of a string) is that; any other is the
///    unknown value named by the receiver's type and the name (`URL.user`; `Double.half` in
///    `extension CGFloat`, whose values the renderer holds as Doubles), a named placeholder (the
///    unknown-value rule), never the "cannot find in scope" error of a name no code declares.
///    Running out of the step budget or nesting too deep while reading it is that error, not a
///    placeholder.
extension Interpreter {
    func memberOfSelfValueOrUnknown(_ name: String, _ scope: Scope, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let selfValue = scope.lookup("self") else { return nil }
        let owner: String
        switch selfValue {
        // A member of an unknown value is that unknown value (`Placeholders` step 1).
        case .placeholder: return selfValue
        case .record(let type, _): owner = type
        case .int, .double, .bool, .string: owner = selfValue.typeName
        default: return nil
        }
        do throws(SceneError) {
            return try property(name, of: selfValue, at: node)
        } catch {
            if strict || error.stopsTheRender { throw error }
        }
        return try placeholder("\(owner).\(name)", at: node)
    }
}
