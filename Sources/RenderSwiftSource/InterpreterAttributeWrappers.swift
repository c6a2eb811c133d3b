import SwiftSyntax
import RenderLayout
import RenderScene

/// A stored property whose wrapper is made by its attribute's arguments and that has no initial
/// value (docs/swift-input.md, "The app's models"): Swiftfin's `@Default(.accentColor) private
/// var accentColor` (the Defaults package), Mlem's `@ObservationIgnored @Dependency(\.persistenceRepository)
/// private var persistenceRepository` of a class.
///
/// 1. Swift initialises such a property from the attribute (`Default(.accentColor)`) before any
///    `init` runs, and leaves it out of the memberwise initialiser (SE-0258: a wrapped property
///    with attribute arguments and no initial value is default-initialised), so a caller never
///    passes it: `NavigationBarCloseButtonModifier(disabled:action:)` is complete without it.
/// 2. Its value: `@Dependency(\.key)` reads the key as a local `@Dependency` does
///    (`InterpreterDependencies` step 3: the override, else the key's preview, live or test value);
///    SwiftUI's wrappers (`@Environment(…)`, `@AppStorage(…)`, `@FocusedValue(…)`, …:
///    `ruledWrappers`) and the module's own wrappers keep their own rules; any other wrapper (a
///    package's the renderer does not read, a framework's
///    it does not model) is the unknown value `Type.property`, a named placeholder where drawn.
/// 3. Macro markers that are no wrapper (`@ObservationIgnored`) are skipped when the wrapper is
///    looked for (`TypeDecl.nonWrapperAttributes`).
extension Interpreter {
    /// Step 1: the attribute that makes `property`'s wrapper, or nil (an initial value, no
    /// attribute with arguments, a static).
    static func argumentWrapperAttribute(of property: TypeDecl.StoredProperty) -> AttributeSyntax? {
        guard property.initializer == nil, !property.isStatic,
              let variable = property.node.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        return variable.attributes.compactMap { $0.as(AttributeSyntax.self) }.first { attribute in
            let name = attribute.attributeName.trimmedText.split(separator: "<", maxSplits: 1).first.map(String.init) ?? ""
            return attribute.arguments != nil && !TypeDecl.nonWrapperAttributes.contains(name)
        }
    }

    /// Step 2: the value of `property` of `type`, made by its attribute; nil where another
    /// rule makes it (or it has no such attribute).
    func attributeWrappedValue(of property: TypeDecl.StoredProperty, in type: TypeDecl) throws(SceneError) -> SwiftValue? {
        guard let attribute = Self.argumentWrapperAttribute(of: property) else { return nil }
        let name = attribute.attributeName.trimmedText.split(separator: "<", maxSplits: 1).first.map(String.init) ?? ""
        if Self.ruledWrappers.contains(name) || moduleWrapper(of: property) != nil { return nil }
        if name == "Dependency", let read = try dependencyValue(attribute, at: property.node) { return read }
        return try placeholder("\(type.name).\(property.name)", at: property.node)
    }

    /// Step 2: SwiftUI's and Observation's wrappers whose value at rest another rule gives
    /// (`@AppStorage("k") var x: String?` is nil on a fresh install, `@FocusedValue` nil while
    /// nothing is focused, `@AccessibilityFocusState(for:)` false): never the unknown value.
    static let ruledWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "Query", "FetchRequest", "SectionedFetchRequest", "AppStorage", "SceneStorage",
        "FocusState", "AccessibilityFocusState", "FocusedValue", "FocusedBinding", "FocusedObject", "GestureState",
        "ScaledMetric", "Namespace", "State", "StateObject", "ObservedObject", "Binding", "Bindable", "Published",
        "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor",
        "SwiftUI.Environment", "SwiftUI.AppStorage", "SwiftUI.SceneStorage", "SwiftUI.FocusedValue",
    ]

    /// Steps 1–2 before an explicit `init` runs: each such property of `instance` that holds no
    /// value yet is given its wrapper's.
    func initializeAttributeWrappedProperties(of instance: Instance) throws(SceneError) {
        for property in instance.type.stored where instance.fields[property.name] == nil {
            if let value = try attributeWrappedValue(of: property, in: instance.type) { instance.fields[property.name] = value }
        }
    }
}
