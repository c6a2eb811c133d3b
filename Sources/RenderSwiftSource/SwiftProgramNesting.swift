import SwiftSyntax
import RenderLayout
import RenderScene

/// Nested types, found as Swift finds them:
///
/// 1. A type declared inside another (`struct Row { enum Constant { … } }`, or in an
///    `extension Row`) is `Row.Constant` everywhere.
/// 2. Its bare name means it inside `Row` (and inside types nested in `Row`), before any type
///    of that name at file scope, as Swift's lookup goes outward from the code that names it.
/// 3. Elsewhere its bare name means the file-scope type of that name if there is one (so ten
///    views each with a private `enum Constant` do not hide the module's `enum Constant`), else
///    the nested type (the last declared), as before.
extension SwiftProgram {
    /// The qualified name `name` means inside `type`'s code: `Row.Constant` when `Row`, or a type
    /// enclosing it, declares `Constant`; nil otherwise.
    /// `Dependencies` written inside `ScrumProvider` is `ScrumProvider.Dependencies` (also as
    /// `Dependencies?`), when the module has two types of that name; other types as written.
    package func qualified(_ type: String, inside owner: TypeDecl?) -> String {
        guard let owner else { return type }
        let optional = type.hasSuffix("?")
        let base = optional ? String(type.dropLast()) : type
        guard !base.isEmpty, base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return resolvedCompoundType(type, inside: owner) }
        // A name two modules declare: the one `owner`'s file sees (`SwiftProgramModules`).
        guard let nested = nestedTypeName(base, inside: owner) else { return resolvedDeclaredType(type, inside: owner) }
        return optional ? nested + "?" : nested
    }

    package func nestedTypeName(_ name: String, inside type: TypeDecl?) -> String? {
        var current = type.map(\.qualifiedName)
        while let qualified = current {
            let candidate = qualified + "." + name
            if types[candidate] != nil { return candidate }
            current = types[qualified]?.outer
        }
        return nil
    }
}

extension SwiftProgram {
    /// Whether a nested type is out of sight by its bare name from code of `selfInstance`'s
    /// type (step 3 with Swift's rule: outside `Outer`, `Inner` alone names no nested type).
    /// Code at file scope and in statics (run with the file's instance) keeps the lenient
    /// reading, where the bare name still finds it, unless SwiftUI has a view of that name.
    package func isHidden(_ type: TypeDecl, from selfInstance: Instance?, fileInstance: Instance) -> Bool {
        guard let outer = type.outer else { return false }
        guard let instance = selfInstance, instance !== fileInstance else {
            // Except where SwiftUI has a type of that name (`Image` in `extension Image { static
            // let avatar = Image("…") }` beside the module's `Message.Image`): Swift's lookup
            // from file scope finds the imported type.
            return Vocabulary.view(type.name) != nil
        }
        var current: String? = instance.type.qualifiedName
        while let qualified = current {
            if qualified == outer || qualified.hasPrefix(outer + ".") { return false }
            current = types[qualified]?.outer
        }
        return true
    }
}

extension SwiftProgram {
    /// Extensions of nested types in any file order, as Swift reads a module:
    /// `extension Message.Image { struct URLImage }` in a file read before the one with
    /// `extension Message { struct Image }` waits until that one is collected, then is
    /// collected in turn (again while any is), so `URLImage` is `Message.Image.URLImage`, not
    /// a type of the module's top level. Those whose type never appears are collected last,
    /// as extensions of types outside the module.
    func collectDeferredExtensions() throws(SceneError) {
        while let pending = deferredExtensions, !pending.isEmpty {
            deferredExtensions = []
            for (decl, main) in pending { try collectDeferred(decl, main: main) }
            if deferredExtensions?.count == pending.count {
                deferredExtensions = nil
                for (decl, main) in pending { try collectDeferred(decl, main: main) }
            }
        }
        deferredExtensions = nil
    }

    private func collectDeferred(_ decl: ExtensionDeclSyntax, main: Bool) throws(SceneError) {
        collectingMain = main
        defer { collectingMain = true }
        if main {
            try collectExtension(decl)
        } else {
            do throws(SceneError) { try collectExtension(decl) } catch {
                moduleWarnings.append(Self.warning(error, "this declaration is left out of the module"))
            }
        }
    }
}
