import SwiftSyntax
import RenderLayout
import RenderScene

/// Swift gives a struct a memberwise initialiser unless the struct's own body declares an
/// `init`; initialisers declared in its extensions (`extension CaptureSettings: RawRepresentable
/// { init(rawValue:) }`) add to it (The Swift Programming Language, "Initializer Delegation for
/// Value Types"). So a call whose labels fit none of those is the memberwise one.
extension Interpreter {
    static func keepsMemberwiseInitializer(_ type: TypeDecl) -> Bool {
        guard type.kind == .structure else { return false }
        return type.initializers.allSatisfy { initializer in
            var node: Syntax? = initializer.parent
            while let current = node {
                if current.is(ExtensionDeclSyntax.self) { return true }
                if current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self) || current.is(EnumDeclSyntax.self) { return false }
                node = current.parent
            }
            return false
        }
    }
}
