import RenderLayout

/// `TextField` and `SecureField`, with the style in the environment (`textFieldStyle`), iOS 17
/// at rest: `children[0]` is the Text shown — the text, or the placeholder when the text is
/// empty (drawn in placeholderText grey, `TextFieldBehavior.adjust`); a SecureField's text is
/// bullets.
///
/// Decoding (docs/scene-format.md, "Controls"): `title` (the placeholder, as
/// `TextField("Name", text: $name)`) and `text` (default empty); `prompt` replaces the title as
/// the placeholder (iOS shows the prompt; a Text of styled runs, `Text("Search ") +
/// Text("all").bold()`, reads as its runs' strings joined, plain, as a placeholder is; from
/// Swift, a prompt that is no Text — an unknown value's placeholder, warned by the interpreter —
/// is left out, the title shown); `axis` (`horizontal`, `vertical`; TextField only).
/// The one child is the Text shown: the text (a SecureField's as bullets, at most 500: one
/// unbreakable run), or the placeholder when the text is empty.
///
/// 1. Insets: `roundedBorder` pads the text 7 on each side (UITextField's `.roundedRect` text
///    rect); `plain` and `automatic` (plain on iOS) add nothing.
/// 2. Width: the proposal, like a shape — a text field fills the width it is offered, in a
///    stack or a Form row alike; unspecified (ideal, `fixedSize`): the text's ideal width plus
///    the insets.
/// 3. The text is proposed the width minus the insets and no height: one line, truncated at
///    the tail (`lineLimit(1)`), unless `axis: .vertical`, where it wraps and the field grows.
/// 4. Height: the text's height; `roundedBorder` makes it at least 2 × the font's size
///    (34 at body 17 pt: UITextField's rounded-rect height), and at least the text's height
///    plus 4.
/// 5. The text sits at the leading inset, centred vertically; its baselines are the field's.
/// Drawn for `roundedBorder`: a white rounded rectangle (radius 5) with a 0.5-point border in
/// the separator grey, under the text.
package enum TextFieldView: ViewDefinition {
    package static let entry = Vocabulary.Entry("TextField", json: ["title", "text", "prompt", "axis"],
      summary: "A text field at rest: its text, or the placeholder (the title, or `prompt`) in grey; styled by `textFieldStyle`.", [
        .init([.init("_", .string, key: "title"), .init("text", .string), .init("prompt", .view, optional: true), .init("axis", .axes, optional: true)],
              .custom(json)),
        // The earlier spelling, deprecated in iOS 17 and common in apps: the callbacks never run.
        .init([.init("_", .string, key: "title"), .init("text", .string), .init("onEditingChanged", .action, optional: true),
               .init("onCommit", .action, optional: true)], .custom(json)),
    ])

    /// `prompt: Text("…")`: the Text's string becomes `prompt`; the axis passes through.
    @Sendable package static func json(_ args: [JSONNode?], _ location: SourceLocation) -> JSONNode {
        var members: [(key: String, value: JSONNode)] = []
        let keys = ["title", "text", "prompt", "axis"]
        for (key, value) in zip(keys, args) {
            guard let value else { continue }
            // A prompt with Markdown characters reads as written (a placeholder is plain text).
            if key == "prompt", let text = value["text"] ?? value["markdown"] { members.append((key, text)); continue }
            // `Text("Search ") + Text("all").bold()`: the runs' strings joined (a placeholder is plain).
            if key == "prompt", case .array(let runs)? = value["runs"]?.value {
                let strings = runs.compactMap { run -> String? in if case .string(let text)? = run["text"]?.value { text } else { nil } }
                members.append((key, JSONNode(value: .string(strings.joined()), location: value.location)))
                continue
            }
            // A prompt that is no Text — SwiftUI's is a `Text?` — is an unknown value's
            // placeholder (`prompt: Text(store.hint)`; the interpreter warns): the title shows.
            if key == "prompt" { continue }
            members.append((key, value))
        }
        return JSONNode(value: .object(members), location: location)
    }

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        try decode(object, &context, type: "TextField")
    }

    /// A TextField or a SecureField: the behaviour and the Text shown.
    package static func decode(_ object: JSONField, _ context: inout ViewDecoding, type: String) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let text = try object.member("text").map { (f: JSONField) throws(SceneError) in try context.decoder.textString(f) } ?? ""
        // A SecureField's bullets are one word, whatever its text's spaces: the same limit
        // as a Text's unbreakable run (a long one in a narrow field costs quadratic time).
        if type == "SecureField", text.count > SceneLimits.maxWordLength, let textField = object.member("text") {
            throw textField.fail("a SecureField shows its \(text.count) characters as one run of bullets with no breakable space; at most \(SceneLimits.maxWordLength) (breaking it costs quadratic time)")
        }
        guard let titleField = object.member("prompt") ?? object.member("title") else {
            throw object.fail("\(type) needs \"title\" (its placeholder), as in TextField(\"Name\", text: $name)")
        }
        let placeholder = try context.decoder.textString(titleField)
        var isVertical = false
        if let axis = object.member("axis") {
            isVertical = try axis.choice(["horizontal": false, "vertical": true], what: "\(type) axis")
        }
        let spec = TextFieldSpec(isSecure: type == "SecureField", showsPlaceholder: text.isEmpty, isVertical: isVertical)
        let shown = text.isEmpty ? placeholder : (spec.isSecure ? TextFieldLayout.bullets(for: text) : text)
        return (TextFieldBehavior(spec: spec), [try context.decoder.builtIn(.text(shown), object)])
    }
}

package enum SecureFieldView: ViewDefinition {
    package static let entry = Vocabulary.Entry("SecureField", json: ["title", "text", "prompt"],
      summary: "A text field showing one bullet per character, or the placeholder.", [
        .init([.init("_", .string, key: "title"), .init("text", .string), .init("prompt", .view, optional: true)], .custom(TextFieldView.json)),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        try TextFieldView.decode(object, &context, type: "SecureField")
    }
}

/// What a `TextField` or `SecureField` shows, decided by the decoder.
public struct TextFieldSpec: Hashable, Sendable {
    /// `SecureField`: the text is drawn as bullets.
    public var isSecure: Bool
    /// The text is empty, so the child is the placeholder (drawn in placeholderText grey).
    public var showsPlaceholder: Bool
    /// `axis: .vertical`: the text wraps and the field grows downwards; otherwise one line.
    public var isVertical: Bool

    public init(isSecure: Bool = false, showsPlaceholder: Bool = false, isVertical: Bool = false) {
        self.isSecure = isSecure
        self.showsPlaceholder = showsPlaceholder
        self.isVertical = isVertical
    }
}

/// A TextField or SecureField in the view tree: its layout takes the style in effect, and the
/// Text shown its line limit and, as a placeholder, its colour.
///
/// 1. The text is one line (`lineLimit(1)`) unless the axis is vertical.
/// 2. A placeholder is placeholderText grey (60, 60, 67 at 30 %) whatever the foreground
///    style, as UITextField draws it.
package struct TextFieldBehavior: ViewBehavior {
    package let spec: TextFieldSpec

    package static let placeholder = SystemColors.placeholderText

    package var name: String { spec.isSecure ? "SecureField" : "TextField" }
    package func layout(in environment: EnvironmentValues) -> any Layout { TextFieldLayout(style: environment.textFieldStyle) }
    package var adjustsEachChild: Bool { true }

    package func adjust(child offset: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {
        if !spec.isVertical { environment.lineLimit = 1; environment.lowerLineLimit = nil }
        if spec.showsPlaceholder { environment.foregroundStyle = .color(Self.placeholder) }
    }
}

package struct TextFieldLayout: Layout {
    package let style: TextFieldStyleKind

    package static let roundedInset = 7.0
    package static let cornerRadius = ControlMetrics.textFieldCornerRadius

    private var inset: Double { style == .roundedBorder ? Self.roundedInset : 0 }

    private func textProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * inset) }, height: nil)
    }

    /// Step 4: the field's height for a text of height `text`.
    private func height(text: Double, context: LayoutContext) -> Double {
        guard style == .roundedBorder else { return text }
        return max(text + 4, 2 * context.environment.resolvedFont.size)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let text = subviews.first?.sizeThatFits(textProposal(proposal)) ?? .zero
        return Size(width: proposal.width ?? (text.width + 2 * inset), height: height(text: text.height, context: context))
    }

    private func textOffset(_ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Point {
        let text = subviews.first?.sizeThatFits(textProposal(proposal)) ?? .zero
        return Point(x: inset, y: (bounds.height - text.height) / 2)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let text = subviews.first else { return }
        let offset = textOffset(bounds, proposal, subviews)
        text.place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: textProposal(proposal))
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard let text = subviews.first, let guide = text.explicitAlignment(of: key, proposal: textProposal(proposal)) else { return nil }
        let offset = textOffset(bounds, proposal, subviews)
        return guide + (key.axis == .horizontal ? offset.x : offset.y)
    }

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        style == .roundedBorder ? .plainView : (subviews.first?.spacing ?? .plainView)
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        style == .roundedBorder ? .control(ControlDrawing.roundedTextField.enabled(context.environment.isEnabled), tint: context.environment.tint) : .none
    }

    /// A SecureField shows one bullet per character of its text.
    package static func bullets(for text: String) -> String {
        String(repeating: "\u{2022}", count: text.count)
    }
}
