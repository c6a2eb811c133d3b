import SwiftSyntax
import RenderLayout
import RenderScene

/// A type named with its module (`Models.DailyScrum`, as Scrumdinger's `Mock.DailyScrum`
/// enum must write the `Models` target's struct it shadows): the module's file-scope type.
///
/// 1. `M.T` is the type `T` the module (or a target it reads) declares at file scope, when `M`
///    names nothing else in scope: no local or member, no type of the program or the renderer's,
///    and it is capitalised, as module names are. Swift's own `Foundation.` and `Swift.`
///    qualifiers are read the same way; `SwiftUI.` never names the module's type
///    (`InterpreterFrameworkQualifiedNames`).
/// 2. `M.g` is the global `g` (a stored or computed file-scope variable) the program declares,
///    when `M` is the name of a module the program read (a file's module: its target's name,
///    `fileModules`) and names nothing else in scope, as in step 1 (compound-ios'
///    `Compound.supportsGlass`, a computed global of its `Compound` target).
extension Interpreter {
    /// Step 2: the global's value, or nil.
    func moduleQualifiedGlobal(_ name: String, of base: ExprSyntax, _ scope: Scope, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let reference = base.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              program.fileScope.storedProperty(name).map({ !$0.isStatic }) ?? (program.fileScope.computed[name] != nil) else { return nil }
        let module = reference.baseName.text
        guard let first = module.first, first.isUppercase, scope.lookup(module) == nil, program.types[module] == nil,
              program.type(named: module) == nil, !Self.builtinTypes.contains(module), !Self.foundationTypes.contains(module),
              scope.selfInstance.map({ $0.type.storedProperty(module) == nil && $0.type.computed[module] == nil }) ?? true,
              program.fileModules.values.contains(module) else { return nil }
        _ = try fileScope()
        return try member(name, of: fileInstance, at: node)
    }

    func moduleQualifiedType(_ name: String, of base: ExprSyntax, _ scope: Scope) -> SwiftValue? {
        guard let reference = base.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              let declared = program.types[name], declared.outer == nil else { return nil }
        let module = reference.baseName.text
        guard let first = module.first, first.isUppercase, module != name, !Self.frameworkModules.contains(module), scope.lookup(module) == nil, program.types[module] == nil,
              !Self.builtinTypes.contains(module) || module == "Swift", !Self.foundationTypes.contains(module),
              program.type(named: module) == nil, scope.selfInstance.map({ $0.type.storedProperty(module) == nil && $0.type.computed[module] == nil }) ?? true else {
            return nil
        }
        return .type(name)
    }
}
