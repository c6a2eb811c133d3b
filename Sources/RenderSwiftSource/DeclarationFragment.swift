import SwiftSyntax
import RenderLayout

/// One module file's declarations pass, collected alone and kept in the parse cache with the
/// file's tree (`render preview`): a load adopts it instead of walking the file's syntax again,
/// so an edit re-collects the edited file only (docs/performance.md, "Declarations kept per file").
///
/// 1. A module file's declarations (`SwiftProgram`'s first pass: its structs, enums, classes,
///    protocols with their members, file-scope functions, globals, aliases and imports) are collected
///    into empty state of their own, recording in order what they add to the program's types.
/// 2. Adopting replays that: each type is copied (the extensions pass and the protocols'
///    defaults add to the program's types, and the kept ones must stay as collected), entered
///    under its names in the recorded order, a nested type's bare name only when no type at
///    file scope has it by then, as `SwiftProgram.nest` decides while collecting; the
///    file-scope members, globals, aliases, imported modules and warnings are added as collecting adds them.
/// 3. What a file adds depends on no other file, except where an extension stands among the
///    declarations (nested in a type, which Swift refuses): it looks up types, so such a file
///    is not kept and is collected with the others, as without a cache.
/// 4. A kept fragment answers only for the same tree (an edited file is parsed again, a new
///    tree) and the same compilation conditions.
package final class DeclarationFragment: @unchecked Sendable {
    /// What collecting entered in `SwiftProgram.types`, in order.
    enum Entry {
        /// A type at file scope (its name is also a top-level name).
        case topLevel(String, TypeDecl)
        /// A nested type by its qualified name.
        case qualified(String, TypeDecl)
        /// A nested type by its bare name, entered when no type at file scope had it.
        case short(String, TypeDecl)
    }

    /// Collected while a file's declarations are collected alone.
    final class Recorder {
        var entries: [Entry] = []
        /// False once collecting looked up another file's types (an extension among declarations).
        var isExact = true
    }

    let entries: [Entry]
    /// The file-scope functions and computed globals the file declares (an empty file scope's additions).
    let fileScope: TypeDecl
    let moduleGlobals: [String: TypeDecl.StoredProperty]
    let typeAliases: [String: String]
    /// The modules the file imports (`import ComposableArchitecture` gives the module TCA's model).
    let importedModules: Set<String>
    /// Those of them imported `@_exported`.
    let exportedModules: Set<String>
    let warnings: [String]
    /// The tree and the `#if` conditions it was collected from.
    let root: SyntaxIdentifier
    let conditions: Set<String>

    init(entries: [Entry], fileScope: TypeDecl, moduleGlobals: [String: TypeDecl.StoredProperty], typeAliases: [String: String],
         importedModules: Set<String> = [], exportedModules: Set<String> = [], warnings: [String], root: SyntaxIdentifier, conditions: Set<String>) {
        self.entries = entries
        self.fileScope = fileScope
        self.moduleGlobals = moduleGlobals
        self.typeAliases = typeAliases
        self.importedModules = importedModules
        self.exportedModules = exportedModules
        self.warnings = warnings
        self.root = root
        self.conditions = conditions
    }
}

extension SwiftProgram {
    /// Step 1–2 for `tree`, a module file other than the rendered one: its kept fragment
    /// adopted, else collected alone, kept and adopted. False when it cannot be kept (step 3):
    /// the caller collects it as without a cache.
    func adoptCachedDeclarations(of tree: SourceFileSyntax, cache: SwiftParseCache) -> Bool {
        let file = unit(of: tree).file
        if let kept = cache.fragment(file: file), kept.root == tree.root.id, kept.conditions == conditions.defined {
            fileImports[file, default: []].formUnion(kept.importedModules)
            adopt(kept)
            cache.adoptedDeclarations()
            return true
        }
        guard let fragment = collectAlone(tree) else { return false }
        cache.keep(fragment, file: file)
        adopt(fragment)
        return true
    }

    /// Step 1: `tree`'s declarations pass in empty state (the program's own set aside meanwhile).
    private func collectAlone(_ tree: SourceFileSyntax) -> DeclarationFragment? {
        let saved = (types, topLevelTypeNames, fileScope, moduleGlobals, typeAliases, moduleWarnings)
        let savedImports = (importedModules, exportedModules)
        importedModules = []
        exportedModules = []
        types = [:]
        topLevelTypeNames = []
        fileScope = TypeDecl(name: saved.2.name, kind: .fileScope, inheritance: [], location: saved.2.location)
        moduleGlobals = [:]
        typeAliases = [:]
        moduleWarnings = []
        let recorder = DeclarationFragment.Recorder()
        self.recorder = recorder
        for item in tree.statements {
            do throws(SceneError) { try collect(item, pass: .declarations) } catch {
                moduleWarnings.append(Self.warning(error, "this declaration is left out of the module"))
            }
        }
        let fragment = DeclarationFragment(entries: recorder.entries, fileScope: fileScope, moduleGlobals: moduleGlobals,
                                           typeAliases: typeAliases, importedModules: importedModules, exportedModules: exportedModules, warnings: moduleWarnings,
                                           root: tree.root.id, conditions: conditions.defined)
        self.recorder = nil
        (types, topLevelTypeNames, fileScope, moduleGlobals, typeAliases, moduleWarnings) = saved
        (importedModules, exportedModules) = savedImports
        return recorder.isExact ? fragment : nil
    }

    /// Step 2.
    private func adopt(_ fragment: DeclarationFragment) {
        var copies: [ObjectIdentifier: TypeDecl] = [:]
        func copy(_ type: TypeDecl) -> TypeDecl {
            if let done = copies[ObjectIdentifier(type)] { return done }
            let made = type.copy()
            copies[ObjectIdentifier(type)] = made
            return made
        }
        for entry in fragment.entries {
            switch entry {
            case .topLevel(let name, let type):
                topLevelTypeNames.insert(name)
                types[name] = copy(type)
                registerModuleType(name, types[name])
            case .qualified(let name, let type):
                types[name] = copy(type)
            case .short(let name, let type):
                if !topLevelTypeNames.contains(name) { types[name] = copy(type) }
            }
        }
        let added = fragment.fileScope
        for (name, functions) in added.methods { fileScope.methods[name, default: []] += functions }
        fileScope.initializers += added.initializers
        fileScope.cases += added.cases
        fileScope.stored += added.stored
        for (name, value) in added.rawValues { fileScope.rawValues[name] = value }
        for (name, body) in added.computed {
            fileScope.computed[name] = body
            fileScope.computedTypes[name] = added.computedTypes[name]
        }
        for (name, property) in fragment.moduleGlobals { moduleGlobals[name] = property }
        for (name, aliased) in fragment.typeAliases { typeAliases[name] = aliased }
        importedModules.formUnion(fragment.importedModules)
        exportedModules.formUnion(fragment.exportedModules)
        moduleWarnings += fragment.warnings
    }
}

extension TypeDecl {
    /// A type with the same members, to add to without changing this one.
    func copy() -> TypeDecl {
        let made = TypeDecl(name: name, kind: kind, inheritance: inheritance, location: location)
        made.stored = stored
        made.computed = computed
        made.computedTypes = computedTypes
        made.methods = methods
        made.initializers = initializers
        made.subscripts = subscripts
        made.cases = cases
        made.caseParameterTypes = caseParameterTypes
        made.rawValues = rawValues
        made.qualifiedName = qualifiedName
        made.outer = outer
        made.extensionConformances = extensionConformances
        made.genericParameters = genericParameters
        made.computedAlternatives = computedAlternatives
        return made
    }
}
