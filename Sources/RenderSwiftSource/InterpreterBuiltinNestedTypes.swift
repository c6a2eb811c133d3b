import SwiftSyntax
import RenderLayout
import RenderScene

/// A type the module nests in an extension of a type it does not declare (docs/swift-input.md,
/// "Swift a view body may use"): `extension Color { struct Palette { var width: CGFloat = 3 } }`.
///
/// 1. `Color.Palette` written as a value is the module's `Palette` (the type: its statics,
///    `Color.Palette.height`), as a declared type `Color.Palette` already is
///    (`SwiftProgram.type(named:)`).
/// 2. `Color.Palette(…)` makes it, as `Palette(…)` does; `Color.Palette().width` is then the
///    instance's property, a number where one is expected.
extension Interpreter {
    /// Step 1: the module's type `name` nested in an extension of `type`, or nil.
    func builtinNestedType(_ name: String, of type: String) -> TypeDecl? {
        guard name.first?.isUppercase == true, program.types[type] == nil, program.builtinNestingTypes.contains(type),
              let nested = program.type(named: type + "." + name), nested.kind != .fileScope, nested.kind != .protocolType else { return nil }
        return nested
    }
}
