/// The JSON of the right-to-left and Dynamic Type settings, shared by modifiers and `canvas`.
extension JSONField {
    /// `"leftToRight"` or `"rightToLeft"`.
    func layoutDirection() throws(SceneError) -> LayoutDirection {
        try choice(Dictionary(uniqueKeysWithValues: LayoutDirection.allCases.map { ($0.rawValue, $0) }), what: "layout direction")
    }

    /// A size's name: SwiftUI's (`xxLarge`, `accessibility3`) or UIKit's (`extraLarge`, `AX3`).
    func dynamicTypeSize() throws(SceneError) -> DynamicTypeSize {
        let name = try string()
        guard let size = DynamicTypeSize(name: name) else {
            throw fail("unknown Dynamic Type size \"\(name.escapingControlCharacters)\"; expected one of "
                       + DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return size
    }

    /// The `dynamicTypeSize` modifier: a size, or `{from, through}` (either may be left out).
    func dynamicTypeSizeChange() throws(SceneError) -> EnvironmentChange {
        guard case .object = node.value else { return .dynamicTypeSize(try dynamicTypeSize()) }
        try checkKeys(["from", "through"], what: "a Dynamic Type size range")
        let lower = try member("from")?.dynamicTypeSize()
        let upper = try member("through")?.dynamicTypeSize()
        guard lower != nil || upper != nil else { throw fail("a Dynamic Type size range needs \"from\" or \"through\"") }
        if let lower, let upper, lower > upper {
            throw fail("the Dynamic Type size range runs from \(lower.rawValue) down to \(upper.rawValue)")
        }
        return .dynamicTypeSizeRange(DynamicTypeSizeRange(lower: lower, upper: upper))
    }

    /// The `environment` modifier: `{"layoutDirection": …}` or `{"dynamicTypeSize": …}`.
    func environmentChange() throws(SceneError) -> (key: String, change: EnvironmentChange) {
        let members = try object()
        let supported = ["layoutDirection", "dynamicTypeSize"]
        guard members.count == 1, let key = members.first?.key, let value = member(key) else {
            throw fail("environment takes one key: \(supported.joined(separator: " or "))")
        }
        switch key {
        case "layoutDirection": return (key, .layoutDirection(try value.layoutDirection()))
        case "dynamicTypeSize": return (key, try value.dynamicTypeSizeChange())
        default:
            throw value.fail("unsupported environment key \\.\(key.escapingControlCharacters); the renderer sets \(supported.map { "\\." + $0 }.joined(separator: " and "))")
        }
    }
}
