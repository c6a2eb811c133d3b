import RenderLayout

/// `containerRelativeFrame(_:alignment:)`, `containerRelativeFrame(_:count:span:spacing:alignment:)`
/// and `containerRelativeFrame(_:alignment:_:)` (iOS 17). Apple's documentation: the container
/// is the nearest scroll view, else the window (on iOS the screen), less its safe-area insets
/// (docs/scene-format.md, "Devices and safe area").
///
/// 1. The container's length L on each of `axes`: the nearest ScrollView's proposal, else the
///    root's (with `--device`, the screen's safe area; else `-w`/`--height` or the canvas).
/// 2. The frame's length there: L; with `count`, `(L − spacing × (count − 1)) / count × span
///    + spacing × (span − 1)` (a span of columns and the gaps inside it); with the closure,
///    its value for L (never below 0).
/// 3. The content is proposed those lengths on `axes` and the frame's own proposal on the
///    other axes; the frame answers those lengths, and the content's size on the other axes.
/// 4. The content is placed by `alignment` (default centre) inside the frame, as `frame` does.
/// Decision: on an axis with no container length (no device, no proposal to the root, or a
/// ScrollView's scrolling axis), the frame passes its proposal through there.
package struct ContainerRelativeFrame: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("containerRelativeFrame",
                                        json: ["{axes, alignment}", "{axes, count, span, spacing, alignment}", "{axes, length, alignment}"],
                                        summary: "A frame sized from the nearest container (ScrollView, else the screen's safe area).", [
        .init([.init("_", .axes, key: "axes"), .init("alignment", .alignment, optional: true)]),
        .init([.init("_", .axes, key: "axes"), .init("count", .integer), .init("span", .integer, optional: true), .init("spacing", .length),
               .init("alignment", .alignment, optional: true)]),
        .init([.init("_", .axes, key: "axes"), .init("alignment", .alignment, optional: true), .init("_", .lengthClosure, key: "length")]),
    ])

    /// `{"axes", "count", "span", "spacing", "alignment"}` or `{"axes", "length", "alignment"}`.
    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try field.checkKeys(["axes", "count", "span", "spacing", "alignment", "length"], what: "containerRelativeFrame")
        guard let axesField = field.member("axes") else { throw field.fail("containerRelativeFrame needs \"axes\"") }
        var frame = ContainerRelativeFrame(axes: try axesField.axes())
        frame.alignment = try field.member("alignment")?.alignment() ?? .center
        if let count = field.member("count") {
            frame.count = try count.integer(in: 1...1000)
            frame.span = try field.member("span")?.integer(in: 1...1000) ?? 1
            frame.spacing = try field.member("spacing")?.length(allowInfinity: false) ?? 0
        } else if let extra = field.member("span") ?? field.member("spacing") {
            throw extra.fail("span and spacing go with \"count\"")
        }
        if let lengthField = field.member("length") {
            if frame.count != nil { throw lengthField.fail("give \"count\" or \"length\", not both") }
            if case .containerLength(let compiled) = lengthField.node.value {
                frame.compiledLength = compiled
                return frame
            }
            guard case .string(let text) = lengthField.node.value else {
                throw lengthField.fail("length is an expression of the container's length, such as \"length * 0.8\"")
            }
            do {
                frame.length = try GuideExpression.parse(text, isName: { $0 == "length" }, expectedNames: "length")
            } catch {
                throw lengthField.fail(error.message)
            }
        }
        return frame
    }

    /// On `axes`, the container's length, or `count` columns of it of which the view spans
    /// `span` with `spacing` between, or what `length` computes from it.
    package var axes: Axis.Set
    package var count: Int?
    package var span = 1
    package var spacing: Double = 0
    package var alignment = Alignment.center
    /// The closure form `{ length, axis in length * 0.8 }`, over the name `length`.
    package var length: GuideExpression?
    /// The closure form compiled (the Swift API): called with the container's length and axis.
    package var compiledLength: ContainerLengthFunction?

    package init(axes: Axis.Set) {
        self.axes = axes
    }

    package var name: String { "containerRelativeFrame" }
    package var placement: ChildPlacement { .aligned(alignment) }

    package func layout(in environment: EnvironmentValues) -> any Layout {
        ContainerRelativeFrameLayout(frame: self)
    }
}

/// The layout of steps 1–4.
package struct ContainerRelativeFrameLayout: Layout {
    package let frame: ContainerRelativeFrame

    package func length(_ container: Double, _ axis: Axis) -> Double {
        if let compiled = frame.compiledLength {
            let value = compiled.compute(container, axis)
            return value.isFinite ? max(0, value) : 0
        }
        if let expression = frame.length { return max(0, expression.evaluate { $0 == "length" ? container : 0 }) }
        guard let count = frame.count, count > 0 else { return container }
        let column = (container - frame.spacing * Double(count - 1)) / Double(count)
        return max(0, column * Double(frame.span) + frame.spacing * Double(frame.span - 1))
    }

    private func lengths(_ context: LayoutContext) -> ProposedViewSize {
        var result = ProposedViewSize.unspecified
        for axis in Axis.allCases where frame.axes.contains(axis) {
            if let container = context.container[axis], container.isFinite { result[axis] = length(container, axis) }
        }
        return result
    }

    private func offer(_ proposal: ProposedViewSize, _ lengths: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: lengths.width ?? proposal.width, height: lengths.height ?? proposal.height)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let fixed = lengths(context)
        let content = subviews.first?.sizeThatFits(offer(proposal, fixed)) ?? .zero
        return Size(width: fixed.width ?? content.width, height: fixed.height ?? content.height)
    }

    /// A frame's edges on the fixed axes, the content's elsewhere (as `frame`).
    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        let content = subviews.first?.spacing ?? .plainView
        return content.reset((frame.axes.contains(.horizontal) ? [.leading, .trailing] : []) + (frame.axes.contains(.vertical) ? [.top, .bottom] : []))
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let content = subviews.first else { return }
        let childProposal = offer(proposal, lengths(context))
        let offset = AlignedPlacement.offset(container: ViewDimensions(size: bounds.size),
                                             child: content.dimensions(in: childProposal), alignment: frame.alignment)
        content.place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: childProposal)
    }
}

/// A compiled `containerRelativeFrame(_:alignment:_:)` closure, compared by identity. It is
/// SwiftUI's non-`Sendable` closure: a view tree is built, laid out and drawn on one thread
/// (as `GeometryBody` is), so it never runs concurrently.
public final class ContainerLengthFunction: Hashable, @unchecked Sendable {
    public let compute: (Double, Axis) -> Double

    public init(_ compute: @escaping (Double, Axis) -> Double) {
        self.compute = compute
    }

    public static func == (a: ContainerLengthFunction, b: ContainerLengthFunction) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
