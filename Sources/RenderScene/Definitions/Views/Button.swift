import RenderLayout

/// `Button`, with the style in its environment (`buttonStyle`), iOS 17 at rest.
///
/// Decoding (docs/scene-format.md, "Controls"): exactly one of `title` (a Text, as
/// `Button("Title")`) and `label` (one view) is the one child; `role` is `destructive` or
/// `cancel`. The action never runs.
///
/// 1. Insets: `bordered` and `borderedProminent` pad the label 7 above and below and 12 on
///    each side at the regular control size (`controlSize`: 14 and 20 at `.large`, corners of
///    12 instead of 6 — `ControlSize`); `automatic`, `borderless` and `plain` add nothing —
///    the button is exactly its label.
/// 2. The label is proposed the proposal minus the insets (never below 0; `nil` and infinity
///    stay); the button answers the label's size plus the insets, like `padding`. So the
///    bezel hugs the label: a wider frame around the button does not widen the bezel.
/// 3. Guides pass through from the label, shifted by the insets.
/// 4. `role: .destructive`: iOS draws the button in systemRed (its label, or a prominent
///    button's fill) — the button under a red tint (an `environment` node around it, which
///    takes the button's id and modifiers); `.cancel` looks like any button.
/// 5. `buttonBorderShape` (`ButtonBorderShape.swift`): a capsule's bezel has corners of half its
///    height, `roundedRectangle(radius:)` that radius, and a `circle` button is a square as
///    large as its longer side with the label centred, its bezel the circle in it.
/// 6. A `bordered` button draws its bezel in secondarySystemFill (`ControlColors.neutralBezel`),
///    its label in the accent colour, unless a `tint` is set on or around it (or its role is
///    destructive), whose colour at 15 % is then its bezel; under a foreground style of the
///    app's own (`foregroundColor`, `foregroundStyle` on or around it; not a colour the renderer
///    sets for the children of a Button, Label, NavigationLink, DisclosureGroup or Picker) it
///    keeps that colour for its label and the grey bezel even under a tint. iOS 18 draws
///    `.bordered` with no tint as accent-coloured text on (233, 233, 234) over white and
///    (38, 38, 41) over black (martinomamic/RSSReader's ContentUnavailableView and
///    NotificationDebugView references, regular and small), and with
///    `.foregroundColor(.accentColor)` as blue text on (233, 233, 235) (DrunkOnJava/Nestory's
///    Inventory screenshot; scripts/device-compare). The tinted bezel under `.tint` is a
///    decision: no picture of one was found.
/// 7. `controlSize(.small)` (and `.mini`, a decision) draws a bordered button's label in
///    `.subheadline` (15 points) when no other font than the default `.body` is in effect, and
///    its automatic shape as a capsule: iOS 18's small `.bordered` button is 28 points tall,
///    its 15-point label 10 in from a capsule's ends (RSSReader's "Check" and
///    ContentUnavailableView references: 63.7 × 28 and 81.7 × 28).
/// The label's colour comes from the style unless a `foregroundStyle` is in effect
/// (`ButtonBehavior.childEnvironment`): the accent colour (iOS blue) for `automatic`,
/// `borderless` and `bordered`, white for `borderedProminent`, the primary colour for `plain`.
/// Drawn under the label: `bordered` a rounded rectangle (radius 6) of the accent colour at
/// 15 % opacity, `borderedProminent` one of the accent colour. Under `disabled(true)` the label
/// is tertiaryLabel grey unless a foreground style is set, the bezel tertiarySystemFill
/// (`Disabled`).
package enum ButtonView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Button", json: ["title", "label", "role"],
                                        summary: "A button at rest, styled by `buttonStyle`; `role: .destructive` draws it red; its action never runs.", [
        .init([.init("_", .string, key: "title"), .init("role", .environmentValue, optional: true, key: "role"), .init("action", .action)]),
        .init([.init("role", .environmentValue, optional: true, key: "role"), .init("action", .action), .init("label", .view)]),
        // `Button("Add", systemImage: "plus") { … }`: its label is `Label("Add", systemImage: "plus")`.
        .init([.init("_", .string, key: "title"), .init("systemImage", .string), .init("role", .environmentValue, optional: true, key: "role"),
               .init("action", .action)], .custom { args, location in
            var label: [(key: String, value: JSONNode)] = [("type", JSONNode(value: .string("Label"), location: location))]
            if let title = args[0] { label.append(("title", title)) }
            if let symbol = args[1] { label.append(("systemImage", symbol)) }
            var members: [(key: String, value: JSONNode)] = [("label", JSONNode(value: .object(label), location: location))]
            if let role = args[2] { members.append(("role", role)) }
            return JSONNode(value: .object(members), location: location)
        }),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let label = try context.decoder.controlLabel(object, type: "Button", depth: context.depth)
        // Step 4.
        if let role = try object.member("role")?.choice(["destructive": true, "cancel": false], what: "a button role"), role {
            context.wrapper = (DefinedModifier(Tint(color: SystemColors.red, name: "tint")))
        }
        return (ButtonBehavior(), [label])
    }
}

/// A Button in the view tree: its layout takes the style in effect, and its label the
/// style's colour.
package struct ButtonBehavior: ViewBehavior {
    package var name: String { "Button" }

    package func layout(in environment: EnvironmentValues) -> any Layout {
        ButtonLayout(style: environment.buttonStyle, size: environment.controlSize, shape: environment.buttonBorderShape)
    }

    /// The style colours the label unless a foreground style is already in effect; a small
    /// bordered button's label is `.subheadline` unless a font other than `.body` is (step 7).
    package func childEnvironment(_ environment: inout EnvironmentValues) -> Bool {
        if environment.buttonStyle == .bordered || environment.buttonStyle == .borderedProminent,
           environment.controlSize == .small || environment.controlSize == .mini, environment.font == .body {
            environment.font = Font.TextStyle.subheadline.font
        }
        if environment.foregroundStyle == nil {
            environment.foregroundStyle = environment.isEnabled
                ? ButtonLayout.labelStyle(for: environment.buttonStyle, tint: environment.tint ?? environment.accentColor)
                : .color(ControlColors.disabledLabel)
        }
        return true
    }
}

package struct ButtonLayout: SingleChildLayout {
    package let style: ButtonStyleKind
    package var size: ControlSize = .regular
    /// `buttonBorderShape` (step 5).
    package var shape: ButtonBorderShapeKind = .automatic

    private var isBordered: Bool { style == .bordered || style == .borderedProminent }
    private var isCircle: Bool { shape == .circle && isBordered }

    package static let borderedInsets = ControlSize.regular.buttonInsets
    package static let cornerRadius = ControlMetrics.buttonCornerRadius

    package var insets: EdgeInsets {
        switch style {
        case .bordered, .borderedProminent: return size.buttonInsets
        case .automatic, .borderless, .plain: return EdgeInsets()
        }
    }

    package func contentProposal(for proposal: ProposedViewSize, in bounds: Rect?) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let label = subviews.first?.sizeThatFits(contentProposal(for: proposal, in: nil)) ?? .zero
        let size = Size(width: label.width + insets.horizontal, height: label.height + insets.vertical)
        // Step 5: a circle's square.
        if isCircle { return Size(width: max(size.width, size.height), height: max(size.width, size.height)) }
        return size
    }

    package func contentOffset(in bounds: Rect, proposal: ProposedViewSize, content: LayoutSubview) -> Point {
        guard isCircle else { return Point(x: insets.leading, y: insets.top) }
        let label = content.sizeThatFits(contentProposal(for: proposal, in: bounds))
        return Point(x: (bounds.width - label.width) / 2, y: (bounds.height - label.height) / 2)
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        let sized = size == .regular ? Self.cornerRadius : size.buttonCornerRadius
        let radius: Double
        switch shape {
        // Step 7: small and mini bordered buttons are capsules.
        case .automatic where size == .small || size == .mini: radius = min(bounds.width, bounds.height) / 2
        case .automatic, .roundedRectangle(radius: nil): radius = sized
        case .roundedRectangle(let value?): radius = value
        case .capsule, .circle: radius = min(bounds.width, bounds.height) / 2
        }
        // Step 6: a bordered bezel is grey unless a tint is set, and under a foreground style
        // of the app's own (`foregroundStyleIsTheApps`: not the colours the renderer sets for
        // the children of a Button, Label, link, DisclosureGroup or Picker).
        let grey = context.environment.tint == nil || context.environment.foregroundStyleIsTheApps
        let bezel = style == .bordered && grey
            ? ControlDrawing.neutralBezel(cornerRadius: radius) : ControlDrawing.button(style, cornerRadius: radius)
        return .control(bezel.enabled(context.environment.isEnabled),
                        tint: context.environment.tint ?? context.environment.accentColor)
    }

    /// The label's colour for a style, when nothing else sets one.
    package static func labelStyle(for style: ButtonStyleKind, tint: RGBA? = nil) -> ResolvedShapeStyle {
        switch style {
        case .automatic, .borderless, .bordered: return .color(tint ?? ControlColors.accent)
        case .borderedProminent: return .color(.white)
        case .plain: return .primary
        }
    }
}
