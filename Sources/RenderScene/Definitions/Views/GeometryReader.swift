import Foundation

import RenderLayout

/// `GeometryReader { proxy in … }`, or with static children.
///
/// 1. Takes the whole proposal; an unspecified axis answers 10, as a shape does.
/// 2. When its body reads the proxy, runs it now with its own size to make the children
///    (SwiftUI runs the closure at layout time too), and with where it was placed on the
///    screen: `proxy.frame(in: .global)` is the reader's placed frame in the canvas's
///    coordinates (the device's screen, its top-left corner the origin), offsets included, as
///    SwiftUI evaluates the body with the reader's final frame. Under an ancestor's scale or
///    rotation effect SwiftUI's global frame goes through the effect, which layout does not
///    place: there `frame(in: .global)` is the unknown value `GeometryProxy.frame(in: .global)`
///    with its warning (`underGeometryEffect`; the warnings a body raises at layout time are
///    layout warnings). `proxy.safeAreaInsets` is how far the reader's own frame may grow into
///    the safe area around it (`SafeArea.swift`'s rule, which `ignoresSafeArea` uses; SwiftUI's
///    `GeometryProxy.safeAreaInsets` resolves the same insets, as OpenSwiftUI's
///    `GeometryReader.swift` and `SafeAreaInsets.resolve` reverse-engineer it): the device's
///    inset on an edge where the reader touches the safe area's edge (a navigation bar's
///    included), 0 where it stays inside, and 0 where it already reaches the screen's edge
///    (under `.ignoresSafeArea()`); leading and trailing swap under right-to-left. Under a
///    scale or rotation effect it is unknown too (`GeometryProxy.safeAreaInsets`). One body is
///    made per frame and insets.
/// 3. Proposes its own size to every child and places each at its top-leading corner.
package enum GeometryReaderView: ViewDefinition {
    package static let entry = Vocabulary.Entry("GeometryReader", json: ["children", "content"], summary: "Takes the space offered; its closure reads that size (`proxy.size`).", [
        .init([ViewEntries.content]),
    ])

    /// A body that reads its proxy travels as a closure (`JSONNode.Value.deferred`, from the
    /// Swift front end) in `content`; otherwise the children are static.
    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        if let content = field.member("content"), case .deferred(let body) = content.node.value {
            return (GeometryReaderLayout(content: context.decoder.geometryContent(body, field: content, depth: context.depth),
                                         warnings: body.layoutWarnings), [])
        }
        return (GeometryReaderLayout(content: nil), try context.children(field))
    }
}

package struct GeometryReaderLayout: Layout, ViewBehavior {
    /// The body that reads the proxy, made at layout time; nil: static children.
    package var content: GeometryContent? = nil
    /// What the body warned of when layout ran it (step 2), passed on as layout warnings.
    package var warnings: LayoutTimeWarnings? = nil

    package var name: String { "GeometryReader" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }
    package var placement: ChildPlacement { .aligned(.topLeading) }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        var children = subviews
        if let content {
            let onScreen = !context.environment.underGeometryEffect
            var insets = context.safeAreaInsets(of: bounds)
            if context.environment.layoutDirection == .rightToLeft { swap(&insets.leading, &insets.trailing) }
            switch content.views(for: GeometryFrame(frame: bounds, onScreen: onScreen, safeAreaInsets: onScreen ? insets : nil)) {
            case .success(let views): children = context.engine.subviews(building: views, under: context.node)
            case .failure(let error):
                context.engine.fail(error)
                children = []
            }
            for line in warnings?.all ?? [] { context.warn(sourceLine: line) }
        }
        for subview in children { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

/// The body of a `GeometryReader` that reads its proxy (`GeometryReader { proxy in … }`): the
/// views are made at layout time, from the size the reader was given, as SwiftUI runs the
/// closure then. Each frame (size, and place on the screen) is made once per render; a failure (an error in the Swift source
/// the closure runs) is kept and reported after layout.
public typealias GeometryContent = ViewsMadeOnce<GeometryFrame>

/// Where a GeometryReader was placed, whether that is where it shows on the screen (false
/// under an ancestor's scale or rotation effect: step 2), and its safe-area insets (nil: unknown).
public struct GeometryFrame: Hashable, Sendable {
    public var frame: Rect
    public var onScreen: Bool
    public var safeAreaInsets: EdgeInsets?

    public init(frame: Rect, onScreen: Bool, safeAreaInsets: EdgeInsets?) {
        self.frame = frame
        self.onScreen = onScreen
        self.safeAreaInsets = safeAreaInsets
    }
}

extension SceneDecoder {
    /// A GeometryReader body made at layout time: each size's JSON is decoded as this
    /// reader's children would be, with the scene's limits counted afresh.
    fileprivate func geometryContent(_ body: DeferredView, field: JSONField, depth: Depth) -> GeometryContent {
        var decoder = SceneDecoder(file: file, baseDirectory: baseDirectory)
        decoder.repeatedIDs = repeatedIDs
        decoder.customAlignments = customAlignments
        let path = field.at
        let file = file
        return GeometryContent { [decoder] (placed: GeometryFrame) throws(SceneError) -> [ViewNode] in
            var fresh = decoder
            let json = try body.run(placed)
            do throws(SceneError) {
                return try fresh.view(JSONField(node: json, at: path, file: file), depth: depth)
            } catch {
                // The source that made the body says where, in its own terms.
                throw body.relocate?(error) ?? error
            }
        }
    }
}
