import RenderLayout

/// `environment(\.key, value)`: sets `\.layoutDirection`, `\.dynamicTypeSize`,
/// `\.colorScheme`, `\.defaultMinListRowHeight` or `\.defaultMinListHeaderHeight` for the views
/// inside; in JSON `{"environment": {"layoutDirection": …}}`.
///
/// 1. The value is an object of exactly one of those keys; any other key is an error naming them.
/// 2. The modifier is the one of that key (`LayoutDirectionModifier`,
///    `DynamicTypeSizeModifier`, `ColorSchemeModifier`, `ListMinimumHeight`), with the same
///    value, rules and name in the layout dump.
package enum EnvironmentSetting: ModifierDefinition {
    package static let entry = Vocabulary.Entry("environment", json: ["{layoutDirection}", "{dynamicTypeSize}", "{colorScheme}", "{defaultMinListRowHeight}", "{defaultMinListHeaderHeight}"],
                                        summary: "Sets `\\.layoutDirection`, `\\.dynamicTypeSize`, `\\.colorScheme`, `\\.defaultMinListRowHeight` or `\\.defaultMinListHeaderHeight` for the views inside (the other keys are not supported).",
                                        [.init([.init("_", .environmentKey), .init("_", .environmentValue)], .custom(environmentValue))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        let members = try field.object()
        let supported = ["layoutDirection", "dynamicTypeSize", "colorScheme"] + ListMinimumHeight.Key.allCases.map(\.rawValue)
        guard members.count == 1, let key = members.first?.key, let value = field.member(key) else {
            throw field.fail("environment takes one key: \(supported.joined(separator: ", "))")
        }
        switch key {
        case "layoutDirection": return LayoutDirectionModifier(direction: try value.layoutDirection())
        case "dynamicTypeSize": return try DynamicTypeSizeModifier.change(value)
        case "colorScheme": return ColorSchemeModifier(scheme: try value.colorScheme())
        default:
            if let listKey = ListMinimumHeight.Key(rawValue: key) { return try ListMinimumHeight.decode(listKey, value) }
            throw value.fail("unsupported environment key \\.\(key.escapingControlCharacters); the renderer sets \(supported.map { "\\." + $0 }.joined(separator: ", "))")
        }
    }

    /// `environment(\.layoutDirection, .rightToLeft)`: `{"layoutDirection": "rightToLeft"}`.
    @Sendable package static func environmentValue(_ args: [JSONNode?], _ location: SourceLocation) -> JSONNode {
        guard args.count == 2, let key = args[0], case .string(let name) = key.value, let value = args[1] else {
            return JSONNode(value: .null, location: location)
        }
        return JSONNode(value: .object([(name, value)]), location: location)
    }
}
