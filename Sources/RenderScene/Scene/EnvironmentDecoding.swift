import RenderLayout

/// The JSON of the right-to-left and Dynamic Type settings, shared by modifiers
/// (`LayoutDirectionModifier`, `DynamicTypeSizeModifier`) and `canvas`.
extension JSONField {
    /// `"leftToRight"` or `"rightToLeft"`.
    package func layoutDirection() throws(SceneError) -> LayoutDirection {
        try choice(Dictionary(uniqueKeysWithValues: LayoutDirection.allCases.map { ($0.rawValue, $0) }), what: "layout direction")
    }

    /// `"light"` or `"dark"`.
    package func colorScheme() throws(SceneError) -> ColorScheme {
        try choice(Dictionary(uniqueKeysWithValues: ColorScheme.allCases.map { ($0.rawValue, $0) }), what: "color scheme")
    }

    /// A size's name: SwiftUI's (`xxLarge`, `accessibility3`) or UIKit's (`extraLarge`, `AX3`).
    package func dynamicTypeSize() throws(SceneError) -> DynamicTypeSize {
        let name = try string()
        guard let size = DynamicTypeSize(name: name) else {
            throw fail("unknown Dynamic Type size \"\(name.escapingControlCharacters)\"; expected one of "
                       + DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return size
    }
}
