import RenderLayout

/// `ToolbarItem(placement:content:)` and `ToolbarItemGroup(placement:content:)`: toolbar items,
/// which a `toolbar { … }` hands to the enclosing NavigationStack's bars
/// (docs/scene-format.md, "Navigation and tab bars"; NavigationStackLayout places them).
///
/// 1. An item is its views side by side, laid out as an `HStack` (a group's `Spacer` spreads
///    them in a bottom bar); a `ToolbarItem` holds one view.
/// 2. The placement says where the bar shows it, on iOS: `topBarLeading`,
///    `navigationBarLeading`, `navigation` and `cancellationAction` on the leading side;
///    `automatic`, `primaryAction`, `secondaryAction`, `confirmationAction` (semibold),
///    `destructiveAction`, `topBarTrailing` and `navigationBarTrailing` on the trailing side;
///    `principal` in the title's place; `bottomBar` and `status` in the bottom bar; `keyboard`
///    (above a keyboard) nowhere at rest.
package enum ToolbarItemView: ViewDefinition {
    package static let entry = Vocabulary.Entry("ToolbarItem", json: ["placement", "children"],
      summary: "One toolbar item at a placement: leading, trailing, principal, bottom bar…", [
        .init([.init("placement", .caseName, optional: true), ViewEntries.content]),
        .init([.init("id", .ignored), .init("placement", .caseName, optional: true), ViewEntries.content]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        try decodeItem(object, &context, group: false)
    }

    static func decodeItem(_ object: JSONField, _ context: inout ViewDecoding, group: Bool) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let placement = try object.member("placement").map { (field: JSONField) throws(SceneError) -> ToolbarItemPlacement in
            try field.choice(Dictionary(uniqueKeysWithValues: ToolbarItemPlacement.allCases.map { ($0.rawValue, $0) }), what: "toolbar item placement")
        } ?? .automatic
        return (ToolbarItemBehavior(itemPlacement: placement, isGroup: group), try context.children(object))
    }

    /// The placement of a toolbar's item view: its own, through any modifiers around it, or
    /// `automatic` for a plain view.
    package static func placement(of node: ViewNode) -> ToolbarItemPlacement {
        var current = node
        while true {
            switch current.kind {
            case .defined(let view): return (view.behavior as? ToolbarItemBehavior)?.itemPlacement ?? .automatic
            case .modifier:
                guard let content = current.children.first else { return .automatic }
                current = content
            }
        }
    }
}

package enum ToolbarItemGroupView: ViewDefinition {
    package static let entry = Vocabulary.Entry("ToolbarItemGroup", json: ["placement", "children"],
      summary: "Toolbar items side by side at one placement.", [
        .init([.init("placement", .caseName, optional: true), ViewEntries.content]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        try ToolbarItemView.decodeItem(object, &context, group: true)
    }
}

/// SwiftUI's `ToolbarItemPlacement`, as iOS places each (step 2).
package enum ToolbarItemPlacement: String, Sendable, CaseIterable {
    case automatic, principal, navigation, primaryAction, secondaryAction, status, confirmationAction, cancellationAction,
         destructiveAction, keyboard, topBarLeading, topBarTrailing, navigationBarLeading, navigationBarTrailing, bottomBar

    package enum Slot: Sendable { case leading, trailing, principal, bottom, hidden }

    package var slot: Slot {
        switch self {
        case .topBarLeading, .navigationBarLeading, .navigation, .cancellationAction: return .leading
        case .automatic, .primaryAction, .secondaryAction, .confirmationAction, .destructiveAction, .topBarTrailing,
             .navigationBarTrailing: return .trailing
        case .principal: return .principal
        case .bottomBar, .status: return .bottom
        case .keyboard: return .hidden
        }
    }
}

/// A toolbar item in the view tree: its views in a horizontal stack (step 1).
package struct ToolbarItemBehavior: ViewBehavior {
    package let itemPlacement: ToolbarItemPlacement
    package let isGroup: Bool

    package var name: String { isGroup ? "ToolbarItemGroup" : "ToolbarItem" }
    package func layout(in environment: EnvironmentValues) -> any Layout {
        StackLayout(axis: .horizontal, alignment: .vertical(.center), spacing: isGroup ? BarMetrics.itemSpacing : nil)
    }
    package var childStackAxis: Axis? { .horizontal }
    package var placement: ChildPlacement { .stacked(.horizontal, .vertical(.center)) }
}
