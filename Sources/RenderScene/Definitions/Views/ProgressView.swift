import RenderLayout

/// `ProgressView(value:)`, linear style; `ProgressView()` without a value is the activity
/// indicator (`ActivityIndicatorLayout`).
///
/// 1. Height 4, whatever the proposal (the iOS track; a decision).
/// 2. Width: the proposal like a shape (unspecified: 10 — a decision).
/// Drawn as a gray capsule track with the fraction `value` (clamped to 0…1) over it in the tint
/// (`.tint(_:)`, as iOS 15's linear progress view takes it), else the accent colour (blue).
package enum ProgressViewView: ViewDefinition {
    package static let entry = Vocabulary.Entry("ProgressView", json: ["value"], summary: "A linear progress bar (value 0…1), or an indeterminate one.", [
        .init([]),
        .init([.init("value", .number)]),
        .init([.init("value", .number), .init("total", .number)], .custom { args, location in
            var value = 0.0, total = 1.0
            if case .number(let v)? = args[0]?.value { value = v }
            if case .number(let t)? = args[1]?.value { total = t }
            let fraction = total > 0 ? min(max(value / total, 0), 1) : 0
            return JSONNode(value: .object([("value", JSONNode(value: .number(fraction), location: location))]), location: location)
        }),
    ])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let value = field.member("value")
        return (ProgressViewLayout(value: (value?.isNull ?? true) ? nil : try value?.number(in: 0...1)), [])
    }
}

package struct ProgressViewLayout: Layout, ViewBehavior {
    /// The fraction done; nil: the activity indicator.
    package let value: Double?

    package var name: String { "ProgressView" }
    package func layout(in environment: EnvironmentValues) -> any Layout {
        value == nil ? ActivityIndicatorLayout() : self
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? 10, height: 4)
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .progress(value: min(1, max(0, value ?? 0)), tint: context.environment.tint ?? context.environment.accentColor)
    }
}

extension ProgressViewLayout {
    /// No text, no alignment guide of its own (`ExplicitGuides` step 1).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { .noGuides }
}

/// `ProgressView()` without a value: iOS's activity indicator (UIActivityIndicatorView, style
/// `.medium`, the one SwiftUI's circular ProgressView uses), at rest.
///
/// 1. 20 × 20, whatever the proposal (the medium indicator's size; React Native's iOS
///    ActivityIndicator, a UIActivityIndicatorView, is `small` = 20 for the same reason).
/// Drawn as one frame of the spin: 8 round-capped blades (iOS 13's indicator; 12 before),
/// 2.5 points wide, from 4.5 to 9 points from the centre, 45° apart. The head, at 12 o'clock,
/// is opaque; the k-th blade behind it (counter-clockwise, the spin being clockwise) has alpha
/// 1 − 0.1·k, so the one just after the head is the faintest (0.3). Colour: secondaryLabel's
/// grey at full strength (60, 60, 67), or the `tint`. Blade sizes and alphas are a decision
/// read off screenshots; Apple publishes none.
package struct ActivityIndicatorLayout: Layout {
    package static let size = ControlMetrics.activityIndicatorSize

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Self.size
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .control(.activityIndicator, tint: context.environment.tint)
    }
}
