import RenderLayout

/// `Spacer()` and `Spacer(minLength:)`: flexible space along the enclosing stack's axis.
///
/// 1. Along its stack's axis: the proposal, but at least `minLength` (default 8); an
///    unspecified proposal counts as 0.
/// 2. Across that axis: 0.
/// 3. Outside a stack it is flexible on both axes (unspecified counts as 0, no minimum).
/// 4. Its spacing preference is 0 on both ends along its stack's axis, so a stack puts no gap
///    next to it and its own length is the whole space (`ViewSpacing.spacer`); outside a stack, 0
///    on every side.
/// Stacks size Spacers after every other child (StackLayout, step 3).
package enum SpacerView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Spacer", json: ["minLength"], summary: "Flexible space along the enclosing stack's axis.", [
        .init([]), .init([.init("minLength", .length)]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let minLength = object.member("minLength")
        return (SpacerLayout(minLength: (minLength?.isNull ?? true) ? nil : try minLength?.length(allowInfinity: false)), [])
    }
}

package struct SpacerLayout: Layout, ViewBehavior {
    package let minLength: Double?

    package var name: String { "Spacer" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }
    package var isSpacer: Bool { true }

    /// SwiftUI's default spacing (OpenSwiftUI's `Spacer.sizeThatFits` uses `defaultSpacingValue`).
    package static let defaultMinLength = ViewSpacing.defaultGap

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        context.stackAxis.map(ViewSpacing.spacer) ?? .zero
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard let axis = context.stackAxis else {
            return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        }
        let length = max(proposal[axis] ?? 0, minLength ?? Self.defaultMinLength)
        return Size(axis, major: length, minor: 0)
    }
}

extension SpacerLayout {
    /// No text, no alignment guide of its own (`ExplicitGuides` step 1).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { .noGuides }
}
