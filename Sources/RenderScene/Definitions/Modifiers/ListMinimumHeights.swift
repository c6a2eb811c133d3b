import RenderLayout

/// `environment(\.defaultMinListRowHeight, h)` and `environment(\.defaultMinListHeaderHeight, h)`
/// (reached through `EnvironmentSetting`: `{"environment": {"defaultMinListRowHeight": 10}}`).
///
/// 1. The value is a finite number of points, 0 or more; anything else is a located error.
/// 2. `defaultMinListRowHeight` replaces the rows' minimum height (44 by default,
///    `ListMetrics.minRowHeight`; Apple: "the height of list rows is bounded below by this
///    value") for the rows inside (`ListRowLayout` step 2).
/// 3. `defaultMinListHeaderHeight` bounds below the header zone of a section that has a header
///    (`ListSectionLayout` step 2): decision, as Apple documents only "the default minimum height
///    of a header in a list" (nil by default: the style's own spacing).
package struct ListMinimumHeight: EnvironmentModifier {
    package enum Key: String, Sendable, CaseIterable {
        case defaultMinListRowHeight, defaultMinListHeaderHeight
    }

    package let key: Key
    package let height: Double
    package var name: String { key.rawValue }

    /// Step 1.
    package static func decode(_ key: Key, _ value: JSONField) throws(SceneError) -> ListMinimumHeight {
        let height = try value.number()
        guard height.isFinite, height >= 0 else { throw value.fail("\\.\(key.rawValue) takes a finite height of 0 or more points") }
        return ListMinimumHeight(key: key, height: height)
    }

    package func apply(to environment: inout EnvironmentValues) {
        switch key {
        case .defaultMinListRowHeight: environment.defaultMinListRowHeight = height
        case .defaultMinListHeaderHeight: environment.defaultMinListHeaderHeight = height
        }
    }
}
