import RenderLayout

/// The iOS 13 spellings of the bar's modifiers, deprecated in SwiftUI and common in code
/// written for `NavigationView` (docs/scene-format.md, "Navigation and tab bars"). Each is laid
/// out as its content (`PassThroughLayout`) and read by the enclosing navigation container as
/// its iOS 14+ counterpart:
/// 1. `navigationBarTitle(_:)` is `navigationTitle`; `navigationBarTitle(_:displayMode:)` also
///    sets `navigationBarTitleDisplayMode`.
/// 2. `navigationBarItems(leading:trailing:)` is a toolbar of a `navigationBarLeading` and a
///    `navigationBarTrailing` item.
/// 3. `navigationBarHidden(_:)` is `toolbar(.hidden, for: .navigationBar)` (`false`: `.visible`).
package struct NavigationBarTitle: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("navigationBarTitle", json: ["a string or a Text", "{title, displayMode}"],
                                        summary: "Deprecated: navigationTitle, and the display mode.", [
        .init([.init("_", .string)], .single(0)),
        .init([.init("_", .view)], .single(0)),
        .init([.init("_", .string, key: "title"), .init("displayMode", .caseName)]),
        .init([.init("_", .view, key: "title"), .init("displayMode", .caseName)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        if case .object = field.node.value, field.member("type") == nil {
            try field.checkKeys(["title", "displayMode"], what: "navigationBarTitle")
            guard let title = field.member("title") else { throw field.fail("navigationBarTitle needs \"title\"") }
            let mode = try field.member("displayMode").map { (mode: JSONField) throws(SceneError) in
                try mode.choice(["automatic": NavigationBarTitleDisplayMode.Mode.automatic, "inline": .inline, "large": .large],
                                what: "title display mode")
            }
            return NavigationBarTitle(title: try NavigationTitle.title(title, &context), mode: mode)
        }
        return NavigationBarTitle(title: try NavigationTitle.title(field, &context), mode: nil)
    }

    package let title: String
    package let mode: NavigationBarTitleDisplayMode.Mode?
    package var name: String { "navigationBarTitle" }
}

package enum NavigationBarItems: ModifierDefinition {
    package static let entry = Vocabulary.Entry("navigationBarItems", json: ["{leading, trailing}"],
                                        summary: "Deprecated: a toolbar with a leading and a trailing item.", [
        .init([.init("leading", .view)]),
        .init([.init("trailing", .view)]),
        .init([.init("leading", .view), .init("trailing", .view)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try field.checkKeys(["leading", "trailing"], what: "navigationBarItems")
        var items: [ViewNode] = []
        for (key, placement) in [("leading", ToolbarItemPlacement.navigationBarLeading), ("trailing", .navigationBarTrailing)] {
            guard let item = field.member(key) else { continue }
            let views = try context.decoder.view(item, depth: context.depth)
            try context.decoder.countMade(item, 1)
            items.append(ViewNode(.defined(DefinedView(ToolbarItemBehavior(itemPlacement: placement, isGroup: false))), children: views,
                                  at: item.at))
        }
        return Toolbar(items: items, visibility: [], name: entry.name)
    }
}

package enum NavigationBarHidden: ModifierDefinition {
    package static let entry = Vocabulary.Entry("navigationBarHidden", json: ["true or false"],
                                        summary: "Deprecated: toolbar(.hidden, for: .navigationBar).", [
        .init([.init("_", .bool)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Toolbar(items: [], visibility: [(.navigationBar, try field.bool() ? .hidden : .visible)], name: entry.name)
    }
}
