import RenderLayout

/// `frame(width:height:alignment:)` and
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: a fixed or
/// flexible frame around the view (docs/scene-format.md, "Modifiers").
///
/// 1. A value with any of the flexible keys (`minWidth` … `maxHeight`) is the flexible frame
///    (`FlexibleFrame`, laid out by `FlexFrameLayout`), which then may not have `width` or
///    `height`; otherwise it is the fixed frame (`FixedFrame`, laid out by `FrameLayout`).
/// 2. `width` and `height` are finite lengths ≥ 0, `maxWidth` and `maxHeight` lengths ≥ 0 or
///    `"infinity"`, the other bounds any finite number: negative or contradictory bounds are not
///    malformed; like SwiftUI, the layout warns and carries on (`FlexFrame.isContradictory`).
/// 3. Either frame aligns its content in its bounds by `alignment` (centre by default), which
///    debug borders follow (`ChildPlacement.aligned`).
package enum Frame: ModifierDefinition {
    package static let entry = Vocabulary.Entry("frame", json: ["{width, height, alignment}", "{minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment}"],
                                        summary: "A fixed or flexible frame around the view.", [
        .init([.init("width", .length, optional: true), .init("height", .length, optional: true), .init("alignment", .alignment, optional: true)]),
        .init(["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map {
            Vocabulary.Parameter($0, $0.hasPrefix("max") ? .lengthOrInfinity : .number, optional: true)
        } + [.init("alignment", .alignment, optional: true)]),
    ])

    /// Scanned in order, keys compared in place: no key of a frame is hashed.
    private static let flexFrameKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        let flexKeys = flexFrameKeys
        let members = try field.object()
        let alignment = try field.member("alignment").map { (f: JSONField) throws(SceneError) in try context.decoder.alignment(f) } ?? .center
        if JSONNode.firstIndex(in: members, where: { flexKeys.contains($0) }) != nil {
            try field.checkKeys(flexKeys + ["alignment"], what: "a flexible frame (width and height belong to the fixed form)", duplicatesChecked: true)
            // Only max may be infinite. Negative values are contradictory, not malformed: like
            // SwiftUI, the layout warns and carries on (FlexFrame.isContradictory).
            func bound(_ key: String) throws(SceneError) -> Double? {
                guard let member = field.member(key), !member.isNull else { return nil }
                if key.hasPrefix("max") { return try member.length(allowInfinity: true) }
                if case .string("infinity") = member.node.value {
                    throw member.fail("\(key) cannot be \"infinity\" (only maxWidth and maxHeight can)")
                }
                return try member.number(in: -SceneLimits.maxLength...SceneLimits.maxLength)
            }
            return FlexibleFrame(frame: FlexFrame(
                minWidth: try bound("minWidth"), idealWidth: try bound("idealWidth"), maxWidth: try bound("maxWidth"),
                minHeight: try bound("minHeight"), idealHeight: try bound("idealHeight"), maxHeight: try bound("maxHeight"),
                alignment: alignment))
        }
        try field.checkKeys(["width", "height", "alignment"], what: "frame", duplicatesChecked: true)
        func fixed(_ key: String) throws(SceneError) -> Double? {
            guard let member = field.member(key), !member.isNull else { return nil }
            return try member.length(allowInfinity: false)
        }
        return FixedFrame(width: try fixed("width"), height: try fixed("height"), alignment: alignment)
    }
}

/// `frame(width:height:alignment:)` as a modifier of the tree: `FrameLayout`.
package struct FixedFrame: ModifierBehavior {
    package let width: Double?
    package let height: Double?
    package let alignment: Alignment
    package var name: String { "frame" }
    /// A layout of its own: a plain view to its stack, even around a Spacer (`ModifierBehavior` step 6).
    package var ranksAsItsOwnLayout: Bool { true }
    package var placement: ChildPlacement { .aligned(alignment) }

    package func layout(in environment: EnvironmentValues) -> any Layout {
        FrameLayout(width: width, height: height, alignment: alignment)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` as a
/// modifier of the tree: `FlexFrameLayout`.
package struct FlexibleFrame: ModifierBehavior {
    package let frame: FlexFrame
    package var name: String { "frame" }
    /// A layout of its own: a plain view to its stack, even around a Spacer (`ModifierBehavior` step 6).
    package var ranksAsItsOwnLayout: Bool { true }
    package var placement: ChildPlacement { .aligned(frame.alignment) }

    package func layout(in environment: EnvironmentValues) -> any Layout { FlexFrameLayout(frame: frame) }
}

/// `frame(width:height:alignment:)`.
///
/// 1. The content is proposed `width ?? proposal.width` by `height ?? proposal.height`.
/// 2. The frame answers `width ?? content.width` by `height ?? content.height`.
/// 3. The content is placed so that its alignment guide lies on the frame's (default centre);
///    it may overflow the frame.
/// 4. Spacing: the content's preferences, except on the edges of a fixed axis, which are the
///    frame's own plain edges (OpenSwiftUI's `_FrameLayout.spacing`).
package struct FrameLayout: SingleChildLayout {
    package let width: Double?
    package let height: Double?
    package let alignment: Alignment

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        let content = subviews.first?.spacing ?? .plainView
        return content.reset((width == nil ? [] : [.leading, .trailing]) + (height == nil ? [] : [.top, .bottom]))
    }

    package func contentProposal(for proposal: ProposedViewSize, in bounds: Rect?) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let content = subviews.first?.sizeThatFits(contentProposal(for: proposal, in: nil)) ?? .zero
        return Size(width: width ?? content.width, height: height ?? content.height)
    }

    package func contentOffset(in bounds: Rect, proposal: ProposedViewSize, content: LayoutSubview) -> Point {
        AlignedPlacement.offset(container: ViewDimensions(size: bounds.size),
                                child: content.dimensions(in: contentProposal(for: proposal, in: bounds)),
                                alignment: alignment)
    }
}

extension FrameLayout {
    /// Its content's guides, moved (`ExplicitGuides` step 3).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { children.first }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`. Per axis:
///
/// 1. The content is proposed the frame's proposal clamped to [min, max]; an unspecified
///    proposal is replaced by `ideal` (and stays unspecified without one).
/// 2. Unspecified proposal with an `ideal`: the frame answers `ideal`.
/// 3. Otherwise, starting from the content's size c and the proposal p (c when unspecified):
///    with a min, size = max(min, min(size, p)); then with a max, size = min(max, max(size, p)).
///    So: neither bound → c; both → p clamped to [min, max]; only min → max(min, c), or p
///    clamped to min where p < c; only max → min(max, c), or p clamped to max where p > c.
/// 4. The content is placed by `alignment`, as in `frame(width:height:)`.
/// 5. Spacing: the content's preferences, except on the edges of an axis with any bound, which
///    are the frame's own plain edges (OpenSwiftUI's `_FlexFrameLayout.spacing`).
/// Before all this the bounds are normalised as SwiftUI's initialiser does (`FlexFrame.normalizedBounds`);
/// contradictory bounds (min > ideal > max, negative, NaN) still log a warning.
package struct FlexFrameLayout: SingleChildLayout {
    package let frame: FlexFrame

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        var edges: [ViewSpacing.Edge] = []
        let (minW, idealW, maxW) = frame.bounds(.horizontal), (minH, idealH, maxH) = frame.bounds(.vertical)
        if minW != nil || idealW != nil || maxW != nil { edges += [.leading, .trailing] }
        if minH != nil || idealH != nil || maxH != nil { edges += [.top, .bottom] }
        return (subviews.first?.spacing ?? .plainView).reset(edges)
    }

    package func contentProposal(for proposal: ProposedViewSize, in bounds: Rect?) -> ProposedViewSize {
        var result = proposal
        for axis in Axis.allCases {
            let (minimum, ideal, maximum) = frame.normalizedBounds(axis)
            guard var value = proposal[axis] else {
                result[axis] = ideal
                continue
            }
            if let minimum { value = max(value, minimum) }
            if let maximum { value = min(value, maximum) }
            result[axis] = value
        }
        return result
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if frame.isContradictory { context.warn("Contradictory frame constraints specified.") }
        let content = subviews.first?.sizeThatFits(contentProposal(for: proposal, in: nil)) ?? .zero
        var size = content
        for axis in Axis.allCases {
            let (minimum, ideal, maximum) = frame.normalizedBounds(axis)
            if proposal[axis] == nil, let ideal {
                size[axis] = ideal
                continue
            }
            let offered = proposal[axis] ?? content[axis]
            var value = content[axis]
            if let minimum { value = max(minimum, min(value, offered)) }
            if let maximum { value = min(maximum, max(value, offered)) }
            size[axis] = value
        }
        return size
    }

    package func contentOffset(in bounds: Rect, proposal: ProposedViewSize, content: LayoutSubview) -> Point {
        AlignedPlacement.offset(container: ViewDimensions(size: bounds.size),
                                child: content.dimensions(in: contentProposal(for: proposal, in: bounds)),
                                alignment: frame.alignment)
    }
}

extension FlexFrameLayout {
    /// Its content's guides, moved (`ExplicitGuides` step 3).
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { children.first }
}

/// The bounds of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexFrame: Hashable, Sendable {
    public var minWidth, idealWidth, maxWidth: Double?
    public var minHeight, idealHeight, maxHeight: Double?
    public var alignment: Alignment

    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    public func bounds(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
        axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
    }

    /// The bounds as SwiftUI's initialiser stores them, before any layout: a negative min becomes
    /// 0, an ideal below the min is raised to it, a max below the ideal (or below 0) is raised to
    /// it. A min above a max with no ideal between stays as given. Source: OpenSwiftUI's
    /// `_FlexFrameLayout.init`, whose symbol-dual tests run SwiftUI's own initialiser
    /// (Tests/OpenSwiftUISymbolDualTests/Layout/Modifier/FrameLayoutTests.swift).
    public func normalizedBounds(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
        let (lower, middle, upper) = bounds(axis)
        let minimum = lower.map { Swift.max($0, 0) }
        let ideal = middle.map { Swift.max(minimum ?? 0, $0) }
        let maximum = upper.map { Swift.max(ideal ?? 0, $0) }
        return (minimum, ideal, maximum)
    }

    /// SwiftUI's own check: min ≤ ideal ≤ max where given, no negative or NaN value.
    public var isContradictory: Bool {
        func bad(_ min: Double?, _ ideal: Double?, _ max: Double?) -> Bool {
            let values = [min, ideal, max].compactMap { $0 }
            if values.contains(where: { $0.isNaN || $0 < 0 }) { return true }
            let lower = min ?? -.infinity
            let middle = ideal ?? lower
            let upper = max ?? middle
            return !(lower <= middle && middle <= upper)
        }
        return bad(minWidth, idealWidth, maxWidth) || bad(minHeight, idealHeight, maxHeight)
    }
}
