import Foundation
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI

/// The rules every layout keeps, whatever the tree (issue 23): checked on random trees by
/// `LayoutInvariantTests` and the campaign (`make invariants`).
///
/// 1. **finite**: no NaN, negative or infinite number in the placed tree, and no layout
///    answers NaN or a negative size (the engine makes such an answer 0, which hides it).
/// 2. **infinity**: a container proposed infinity on an axis, one of whose children answered
///    infinity to an infinite proposal there, answers infinity (SwiftUI: a `Color` or a
///    `Spacer` in an `HStack` proposed `.infinity` makes the stack infinite), never a number.
/// 3. **inside**: a child lies inside its parent, but where an offset, a position, an overflow
///    (a frame or `fixedSize` narrower than its content, a lazy grid's cell wider than its track,
///    a scroll view's content, a stack's
///    re-proposal of its settled size across an unspecified axis, a ZStack's of its settled
///    size where it differs from its proposal), negative padding or a view
///    that draws out of its bounds on purpose explains it; a row, a section or a navigation or
///    tab container explains it only where the child answered more than it was offered or its
///    bars do not fit (`overflowWhenLarger`, `barOverflow`).
/// 4. **repeatable**: laying out the same scene twice gives the same placed tree.
/// 5. **front ends**: the JSON scene and the Swift file of one tree give the same placed tree.
/// 6. **styles**: every text, symbol and unstyled shape under a `foregroundStyle` or
///    `foregroundColor` is drawn in it unless a nearer one says otherwise, and every text
///    under a `font` is in it (shrunk no further than a `minimumScaleFactor` allows).
enum LayoutInvariants {
    struct Violation: Error, CustomStringConvertible {
        /// The invariant's short name (`finite`, `infinity`, `inside`, `repeatable`, `frontEnds`,
        /// `styles`, or `refused`), which the known-issue list matches on.
        var rule: String
        var message: String
        var description: String { "[\(rule)] \(message)" }
    }

    /// The proposals the suite offers the root: 0, nil and infinity among ordinary widths.
    static let proposals: [Double?] = [nil, 0, 1, 50, 120, 390, .infinity]

    struct Case {
        var tree: RandomView
        var width: Double?
        var height: Double?
    }

    /// Every violation of `item`, in the order found.
    static func check(_ item: Case, measurer: TextMeasuring = FixedAdvanceMeasurer()) -> [Violation] {
        var violations: [Violation] = []
        let json = item.tree.sceneJSON
        let decoded: Scene
        do {
            decoded = try SceneDecoder.decode(Array(json.utf8), file: "tree.json")
        } catch {
            return [Violation(rule: "refused", message: "the JSON scene is refused: \(error)")]
        }
        var options = RenderOptions()
        options.width = item.width
        options.height = item.height
        let trace = LayoutTrace()
        let result: Renderer.LayoutResult
        do {
            result = try Renderer.layout(decoded.root, options: options, measurer: measurer, trace: trace)
        } catch {
            // An infinite canvas is refused with a message; only an infinite proposal or a
            // filling aspect ratio (which SwiftUI proposes infinity for a nil axis) makes one.
            if item.width == .infinity || item.height == .infinity || fills(json) { return [] }
            return [Violation(rule: "finite", message: "layout failed: \(error)")]
        }
        violations += finite(result.root, infinityExplained: item.width == .infinity || item.height == .infinity || fills(json))
        violations += uncleanAnswers(trace)
        violations += infiniteAnswers(trace.roots)
        violations += inside(result.root)
        violations += styles(result.root)

        // Repeatable: a second layout of a fresh decode.
        if let again = try? Renderer.layout(try SceneDecoder.decode(Array(json.utf8), file: "tree.json").root,
                                            options: options, measurer: measurer) {
            let first = signature(result.root), second = signature(again.root)
            if first != second { violations.append(Violation(rule: "repeatable", message: "a second layout differs:\n" + firstDifference(first, second))) }
        } else {
            violations.append(Violation(rule: "repeatable", message: "a second layout failed"))
        }

        // Front ends: the Swift file of the same tree.
        do {
            let loaded = try SwiftSource.load(Array(item.tree.swiftFile.utf8), file: "Tree.swift")
            let swift = try Renderer.layout(loaded.scene.root, options: options, measurer: measurer)
            // Modifiers that place their content where they are are left out: `Color.red.opacity(1)`
            // is a Color in SwiftUI (a colour's `opacity`), an opacity node in JSON, and both lay out alike.
            let first = signature(result.root, passThrough: false), second = signature(swift.root, passThrough: false)
            if first != second {
                violations.append(Violation(rule: "frontEnds", message: "the Swift file lays out differently from the JSON scene:\n"
                                            + firstDifference(first, second) + "\nSwift's JSON: " + JSONOutput.scene(loaded.json)))
            }
        } catch {
            violations.append(Violation(rule: "frontEnds", message: "the Swift file is refused or fails where the JSON scene lays out: \(error)"))
        }
        // Front ends: the Swift API's compiled calls, where `RandomTreeAPI` covers the tree.
        if let view = RandomTreeAPI.view(item.tree) {
            do {
                let tree = try ImageRenderer(content: view).viewTree()
                let api = try Renderer.layout(tree, options: options, measurer: measurer)
                let first = signature(result.root, passThrough: false), second = signature(api.root, passThrough: false)
                if first != second {
                    violations.append(Violation(rule: "frontEnds", message: "the Swift API lays out differently from the JSON scene:\n"
                                                + firstDifference(first, second)))
                }
            } catch {
                violations.append(Violation(rule: "frontEnds", message: "the Swift API's views fail where the JSON scene lays out: \(error)"))
            }
        }
        return violations
    }

    // MARK: - 1. finite

    /// Whether the scene fills an aspect ratio: `aspectRatio(contentMode: .fill)` or
    /// `scaledToFill()` proposed nil on one axis proposes infinity on both (OpenSwiftUI's
    /// `_AspectRatioLayout`; `AspectRatioLayout`'s doc comment), so SwiftUI places infinite sizes.
    static func fills(_ json: String) -> Bool {
        json.contains("\"contentMode\": \"fill\"") || json.contains("\"scaledToFill\"")
    }

    static func finite(_ root: PlacedNode, infinityExplained: Bool) -> [Violation] {
        var violations: [Violation] = []
        root.forEach { node in
            let f = node.frame
            let numbers = [f.minX, f.minY, f.width, f.height]
            if numbers.contains(where: \.isNaN) || f.width < 0 || f.height < 0
                || !infinityExplained && numbers.contains(where: { !$0.isFinite }) {
                violations.append(Violation(rule: "finite", message: "\(describe(node)) is placed at \(f)"))
            }
            // Placing proposes anew; a NaN there is answered 0 and never reaches the trace.
            if node.proposal.width?.isNaN == true || node.proposal.height?.isNaN == true {
                violations.append(Violation(rule: "finite", message: "\(describe(node)) is placed with the proposal nan: \(node.proposal)"))
            }
        }
        return violations
    }

    static func uncleanAnswers(_ trace: LayoutTrace) -> [Violation] {
        var violations: [Violation] = []
        visit(trace.roots) { entry, _ in
            if let raw = entry.uncleanSize {
                violations.append(Violation(rule: "finite", message: "\(entry.label) at \(entry.path) proposed \(entry.proposal) answered \(raw.width)×\(raw.height)"))
            }
            if entry.proposal.width?.isNaN == true || entry.proposal.height?.isNaN == true {
                violations.append(Violation(rule: "finite", message: "\(entry.label) at \(entry.path) is proposed NaN: \(entry.proposal)"))
            }
        }
        return violations
    }

    static func visit(_ entries: [LayoutTrace.Entry], parent: LayoutTrace.Entry? = nil, _ body: (LayoutTrace.Entry, LayoutTrace.Entry?) -> Void) {
        for entry in entries {
            body(entry, parent)
            visit(entry.children, parent: entry, body)
        }
    }

    // MARK: - 2. infinity

    /// Containers that answer a finite size whatever their children answer, with SwiftUI's
    /// reason. Nothing else may turn a child's infinity into a number.
    static let boundsInfinity: [String: String] = [
        // Clamp or replace the proposal: their answers are their own numbers.
        "frame": "a fixed or bounded frame answers its own length",
        "fixedSize": "proposes nil",
        "aspectRatio": "answers the largest rectangle of the ratio within the proposal",
        "scaledToFit": "as aspectRatio", "scaledToFill": "as aspectRatio",
        "containerRelativeFrame": "a fraction of the container's length",
        // Answer from probes at nil, not from the infinite answer.
        "ViewThatFits": "picks a child by its ideal size (nil proposals)",
    ]

    /// A trace path without its trailing `.modifiers[n]`: the path of the view they modify.
    static func viewPath(_ path: String) -> String {
        var path = Substring(path)
        while let range = path.range(of: ".modifiers[", options: .backwards), path.hasSuffix("]"),
              !path[range.upperBound...].dropLast().contains(where: { !$0.isNumber }) {
            path = path[..<range.lowerBound]
        }
        return String(path)
    }

    /// The `n` of a trace path's trailing `.modifiers[n]` (the n-th modifier, counted from the
    /// view outwards), −1 for the view itself.
    static func modifierIndex(_ path: String) -> Int {
        guard path.hasSuffix("]"), let range = path.range(of: ".modifiers[", options: .backwards),
              let index = Int(path[range.upperBound...].dropLast()) else { return -1 }
        return index
    }

    static func infiniteAnswers(_ roots: [LayoutTrace.Entry]) -> [Violation] {
        var violations: [Violation] = []
        visit(roots) { entry, _ in
            guard let size = entry.size, boundsInfinity[entry.kind] == nil else { return }
            for axis in [Axis.horizontal, .vertical] {
                guard entry.proposal[axis] == .infinity, size[axis].isFinite else { continue }
                // Each child's last question is the proposal it was given; earlier ones are probes
                // (a stack's at 0 and infinity on its axis), whose answers need not be the child's:
                // a fit aspect ratio probed ∞ × ∞ answers ∞, and 390 × 390 to its real ∞ × 390.
                var last: [String: LayoutTrace.Entry] = [:]
                for child in entry.children { last[child.path + " " + child.label] = child }
                // A question a child asks its own children outside a traced size question (a
                // ViewThatFits probing its candidates for an alignment guide the container
                // reads) is traced under the container; such a grandchild is not its child.
                let childViews = Set(entry.children.map { viewPath($0.path) })
                // Likewise a view's modifiers: the outermost is the child, the ones inside it and
                // the view itself (an alignment query through `frame(width: 4)` to its filling
                // Color, campaign 1795740886 case 1947) are its content.
                var outermost: [String: Int] = [:]
                for child in entry.children { outermost[viewPath(child.path)] = max(outermost[viewPath(child.path)] ?? -1, modifierIndex(child.path)) }
                func isGrandchild(_ child: LayoutTrace.Entry) -> Bool {
                    childViews.contains { child.path.hasPrefix($0 + ".") && viewPath(child.path) != $0 }
                        || modifierIndex(child.path) < outermost[viewPath(child.path)] ?? -1
                }
                if let child = entry.children.first(where: { last[$0.path + " " + $0.label] === $0 && !isGrandchild($0)
                                                             && $0.proposal[axis] == .infinity && $0.size?[axis] == .infinity }) {
                    violations.append(Violation(rule: "infinity", message: """
                        \(entry.label) at \(entry.path) proposed \(entry.proposal) answered \(size) though its child \
                        \(child.label) at \(child.path) answered \(child.size.map { "\($0)" } ?? "?") to \(child.proposal)
                        """))
                }
            }
        }
        return violations
    }

    // MARK: - 3. inside

    /// Parents whose children may lie outside them, with SwiftUI's reason.
    static let overflowExplained: [String: String] = [
        "offset": "moves the content", "position": "places the content's centre",
        "frame": "a frame narrower than its content centres (aligns) the overflow",
        "fixedSize": "the content takes its ideal size", "containerRelativeFrame": "a frame",
        "aspectRatio": "fill overflows", "scaledToFill": "overflows", "scaledToFit": "the content may not scale",
        "ScrollView": "content larger than the viewport", "List": "rows scroll", "Form": "rows scroll",
        "GeometryReader": "children at its origin, at their own size",
        "ViewThatFits": "the last child is shown even when it does not fit",
        "rotationEffect": "drawn turned", "scaleEffect": "drawn scaled",
        "ignoresSafeArea": "extends into the safe area", "edgesIgnoringSafeArea": "extends into the safe area",
        "safeAreaInset": "the inset content sits beside", "safeAreaPadding": "as padding",
        "overlay": "the overlay is proposed the content's size and may answer larger",
        "background": "as overlay", "mask": "as overlay",
        "Button": "a label wider than the proposal", "Label": "title and icon may not shrink",
        "TextField": "the text scrolls inside the field, clipped", "SecureField": "as TextField",
        "SearchField": "its glass and microphone keep their size in a field narrower than them",
        "TabBarItem": "its symbol, title and badge keep their size, centred on a slot narrower than them (UITabBar's items)",
        // Campaign 1795762738 (cases 4357, 16908, 19049): a wheel DatePicker narrower than its
        // columns, since its wheels are one layout (chrome26b) rather than offset rows.
        "DatePicker.wheels": "columns wider than the wheel run past its edges, drawn clipped to it (DateWheelsLayout step 2)",
    ]

    /// Parents a child may overflow only on an axis where it answered more than it was offered:
    /// SwiftUI's child chooses its size and the parent places it where it goes all the same
    /// (the row's leading inset, the space between the bars), unclipped.
    static let overflowWhenLarger: [String: String] = [
        "ListRow": "content wider than the row runs on past its trailing edge (ListRowLayout step 3)",
        "Section": "a header or footer text wider than the card",
        "NavigationStack": "a root larger than the space between the bars is centred on it (NavigationStack step 6)",
        "NavigationView": "as NavigationStack", "NavigationSplitView": "as NavigationStack",
        "TabView": "a tab's content larger than the space above the bar is centred on it (TabView step 6)",
        // A cell that fits some wider column widens its own (GridLayout step 7); one that answers
        // more than any slot (an HStack of views that do not shrink), or an unsized cell
        // (`gridCellUnsizedAxes`: it takes the slot the other cells make, Apple's documentation),
        // is aligned on its slot all the same, as a stack places a child larger than its share.
        "Grid": "a cell that answers more than any slot it is offered overflows its slot (GridLayout step 7)",
        // Proposed its segment's width (SegmentedPickerLayout); a menu picker proposes its option
        // nil (its ideal size), so this never explains a menu option.
        "Picker": "a segmented option wider than its segment is centred on it, unclipped",
    ]

    /// Whether `child` of a navigation container or TabView is one of its bars' parts lying
    /// outside it because the container is shorter than its bars: UIKit keeps a bar's height
    /// and a `UIView` does not clip (NavigationStack step 5, TabView step 6). Bar items keep
    /// their ideal widths across a container narrower than them; backgrounds and hairlines run
    /// on under the safe area.
    static func barOverflow(_ child: PlacedNode, at index: Int, of parent: PlacedNode, axis: Axis) -> Bool {
        guard index > 0, case .defined(let defined) = parent.view.kind else { return false }
        // A bar's background and hairline run on under the safe area's insets (the status bar,
        // the home indicator, `safeAreaPadding`), as iOS's do (NavigationStack step 7, TabView step 7).
        if case .defined(let leaf) = child.view.kind, leaf.behavior is BarDecorationLayout { return true }
        let bars: Double
        switch defined.behavior {
        case let navigation as NavigationStackBehavior:
            // The placed tree does not keep the Dynamic Type size the bar grew with (NavigationStack
            // step 5): the tallest it can be bounds it.
            bars = DynamicTypeSize.allCases.map(navigation.parts.barHeight).max()! + navigation.parts.bottomHeight
        case let tabs as TabViewBehavior:
            // A page-style TabView's index dots (its last children) keep their size and spacing,
            // centred in their row at its bottom, across a TabView narrower or shorter than the
            // row (UIPageControl keeps its intrinsic size; a `UIView` does not clip; TabView step 9).
            if parent.view.children.suffix(tabs.tabs).contains(where: { $0 === child.view }) {
                let row = Double(tabs.tabs) * BarMetrics.pageDotSize + Double(max(0, tabs.tabs - 1)) * BarMetrics.pageDotSpacing
                return axis == .horizontal ? parent.frame.width < row : parent.frame.height < BarMetrics.pageIndexRowHeight
            }
            bars = tabs.showsBar ? BarMetrics.tabBarHeight : 0
        default: return false
        }
        // Items keep their ideal size (proposed nil), centred on the bar or from its margins.
        if child.proposal[axis] == nil { return true }
        if axis == .vertical { return parent.frame.height < bars }
        return child.frame.width > parent.frame.width
    }

    /// Parents whose children may lie outside them on one axis only, with SwiftUI's reason.
    static let overflowExplainedOnAxis: [String: (axis: Axis, reason: String)] = [
        // The tracks come from the GridItems alone, never from the cells (SwiftUI Field Guide,
        // "LazyVGrid": "the widths of the grid columns are computed without consulting the
        // subviews"; objc.io, "SwiftUI's Grid Views": a fixed column is "always rendered exactly
        // at the specified width"), so a cell wider than its track overflows it, across the grid.
        "LazyVGrid": (.horizontal, "a cell wider than its column overflows it"),
        "LazyHGrid": (.vertical, "a cell taller than its row overflows it"),
    ]

    /// Views that lay some children out as a stack without being one (their placement is not
    /// `.stacked`), from the child at `from` on: proposed nil across that stack's axis, it
    /// re-proposes its settled size there when placing, as a stack does (below), so a child
    /// that answers that otherwise may overflow the view, in SwiftUI too (invariant campaigns
    /// 1795738407 and 1795740886, `ControlLabelFindingTests`).
    static let stackedChildren: [String: (axis: Axis, from: Int, reason: String)] = [
        "DisclosureGroup": (.vertical, 2, "its content is laid out as VStack(alignment: .leading) (DisclosureGroup step 3)"),
        "NavigationLink": (.horizontal, 0, "a List row's link is HStack { label; Spacer(); chevron } (NavigationLink step 1)"),
    ]

    /// Views laid out by `ZStackLayout`, which places its children proposing its settled size.
    static let zStacks: Set<String> = ["ZStack", "GlassEffectContainer"]

    static func inside(_ root: PlacedNode) -> [Violation] {
        var violations: [Violation] = []
        func walk(_ node: PlacedNode) {
            defer { node.children.forEach(walk) }
            if overflowExplained[node.kind] != nil { return }
            // A Grid aligns each cell on its slot by the cell's guides (GridLayout step 6), as a
            // frame aligns its content: an `alignmentGuide` on a cell moves it out, as out of a frame.
            let movedByGuide: (PlacedNode) -> Bool = { child in
                guard node.kind == "Grid" else { return false }
                var current = child
                while true {
                    if current.kind == "alignmentGuide" { return true }
                    // Through modifiers and views of one child, whose guides are their child's
                    // (a Button's label: seed 1795750329 case 21561).
                    let passes: Bool
                    if case .modifier = current.view.kind { passes = true } else { passes = current.children.count == 1 }
                    guard passes, let content = current.children.first else { return false }
                    current = content
                }
            }
            if case .modifier(let modifier) = node.view.kind, let padding = modifier.behavior as? Padding,
               [padding.insets.top, padding.insets.leading, padding.insets.bottom, padding.insets.trailing].contains(where: { $0 < 0 }) {
                return
            }
            // A stack proposed nil across its axis re-proposes its settled size there when placing
            // (SwiftUI's `StackLayout.proposalWhenPlacing`, as OpenSwiftUI reads it; StackLayout
            // step 5): a child that answers that otherwise than nil (a shape under a baseline
            // alignment, an aspect ratio) may then overflow, in SwiftUI too.
            if case .stacked(let axis, _) = node.placement, node.proposal[axis.other] == nil { return }
            // A ZStack places its children proposing its settled size, not its proposal
            // (`_ZStackLayout.placeSubviews` in OpenSwiftUI; ZStack step 2a): where the two
            // differ, a child that answers the size otherwise than the proposal it was sized at
            // may overflow, in SwiftUI too. A GlassEffectContainer is laid out by a ZStack
            // (GlassEffectContainer step 1; seed 23 case 494).
            if zStacks.contains(node.kind), node.proposal != ProposedViewSize(node.frame.size) { return }
            // A Grid proposes each cell its slot, the settled column × row (GridLayout step 6):
            // on an axis the Grid was proposed nil, a cell that answers that larger than its
            // ideal (a filling aspect ratio inside it) overflows its row or column, as in a stack.
            let reproposed: Axis? = node.kind == "Grid" ? (node.proposal.height == nil ? .vertical : node.proposal.width == nil ? .horizontal : nil) : nil
            // A lazy grid under a concrete proposal works its tracks out again from its bounds
            // when placing (LazyGridLayout step 4, mo4tech's measured second pass); where they
            // differ from the sizing's, its cells and lines differ from the size it answered.
            if case .defined(let defined) = node.view.kind, let lazy = defined.behavior as? LazyGridLayout {
                let cross = lazy.grid.axis.other
                if node.proposal[cross]?.isFinite == true,
                   LazyGridLayout.tracks(lazy.grid.items, length: node.proposal[cross]) != LazyGridLayout.tracks(lazy.grid.items, length: node.frame.size[cross]) { return }
            }
            let outer = node.frame.insetBy(-1)
            // Infinite or NaN frames are the finite check's.
            let stackedFrom = stackedChildren[node.kind].flatMap { node.proposal[$0.axis.other] == nil ? $0.from : nil } ?? Int.max
            for (index, child) in node.children.enumerated() where index < stackedFrom && !movedByGuide(child) && (child.frame.width > 0 || child.frame.height > 0)
                && [child.frame.minX, child.frame.minY, child.frame.width, child.frame.height].allSatisfy(\.isFinite) {
                let f = child.frame
                let across = overflowExplainedOnAxis[node.kind]?.axis ?? reproposed
                let outside: [Axis] = [across != .horizontal && (f.minX < outer.minX || f.maxX > outer.maxX) ? .horizontal : nil,
                                       across != .vertical && (f.minY < outer.minY || f.maxY > outer.maxY) ? .vertical : nil].compactMap { $0 }
                // Explained on every axis it overflows: it answered more than it was offered
                // there, or it is a bar's part of a container smaller than its bars.
                let explained = outside.allSatisfy { axis in
                    overflowWhenLarger[node.kind] != nil && f.size[axis] > (child.proposal[axis] ?? .infinity) + 1
                        || barOverflow(child, at: index, of: node, axis: axis)
                }
                if !outside.isEmpty && !explained {
                    violations.append(Violation(rule: "inside", message: "\(describe(child)) at \(f) lies outside its parent \(describe(node)) at \(node.frame)"))
                }
            }
        }
        walk(root)
        return violations
    }

    // MARK: - 6. styles

    /// Views whose texts and shapes take a colour or font of their own (a control's label, a
    /// list's header), not the inherited one: their subtrees are left out of the style check.
    static let ownStyles: Set<String> = [
        "Button", "NavigationLink", "Toggle", "Stepper", "Picker", "TextField", "SecureField", "Slider", "DisclosureGroup",
        "List", "Form", "Section", "Label", "ProgressView", "buttonStyle", "TabBarItem", "SearchField", "TabBadge",
        // UIDatePicker's wheels: UIKit's label colours and 20-point rows, whatever is set around
        // them (DateWheelsLayout, WheelDrum step 3; campaign 1795762738 case 4357).
        "DatePicker.wheels",
    ]

    /// Parts of controls (a child's path key under the control) that iOS draws in the accent
    /// colour — the tint in effect, else blue — whatever foreground style is set above them.
    /// In them the accent colour is the style in effect: "primary" is drawn in it, and what
    /// names its own colour keeps it.
    static let accentParts: [String: Set<String>] = [
        // A graphical DatePicker is UIKit's inline UIDatePicker: its selected day and month
        // navigation are in its tintColor, the rest in UIKit's label colours; UIDatePicker has no
        // public text colour, and SwiftUI's foreground style does not reach into it
        // (DatePicker step 2; docs/invariants.md, "Findings": campaign 1795740886).
        "DatePicker": ["calendar"],
        // The ring styles draw the ring and marker in the tint (Gauge steps 2–3; Apple's
        // `CircularGaugeStyle(tint:)` "draws with a specified color", and apps colour an
        // `accessoryCircular` gauge with `.tint(Gradient(…))`); the centre keeps the label colour.
        // `accessoryLinear`'s bar and marker likewise (Gauge step 5); its labels name their grey.
        "Gauge": ["style1", "style2", "style3"],
    ]

    static func styles(_ root: PlacedNode) -> [Violation] {
        var violations: [Violation] = []
        func walk(_ node: PlacedNode, style: (ResolvedShapeStyle, String)?, font: (Font, String)?, fontChecked: Bool,
                  environment: EnvironmentValues) {
            if ownStyles.contains(node.kind) { return }
            var style = style, font = font, fontChecked = fontChecked, environment = environment
            if case .modifier(let modifier) = node.view.kind {
                // `.secondary` and the other levels resolve against the style set above, as the
                // modifier sets them in an environment that holds only foreground styles — and the
                // tint and background style, which `.tint` and `.background` read (EnvironmentStyle),
                // the tint also the accent colour of the `accentParts` below.
                if let set = modifier.behavior as? Tint { set.apply(to: &environment) }
                if let set = modifier.behavior as? BackgroundStyleModifier { set.apply(to: &environment) }
                if let set = modifier.behavior as? ForegroundStyle {
                    set.apply(to: &environment)
                    style = (environment.foregroundStyle ?? .primary, "\(node.kind) at \(node.path)")
                }
                // Text modifiers that change the font from anywhere above (bold, dynamic type…):
                // the font check ends for the subtree.
                if ["bold", "italic", "fontWeight", "monospacedDigit", "dynamicTypeSize", "environment"].contains(node.kind) { fontChecked = false }
                if let set = modifier.behavior as? FontModifier, fontChecked { font = (set.font, "font at \(node.path)") }
                // A text may be set smaller, down to this factor of its font, to fit (Text step 4).
                if let scale = modifier.behavior as? MinimumScaleFactor { environment.minimumScaleFactor = scale.factor }
            }
            switch node.content {
            case .text(let text):
                if let (expected, from) = style, text.style != expected {
                    violations.append(Violation(rule: "styles", message: "\(describe(node)) is drawn in \(text.style), not \(expected) from \(from)"))
                }
                if fontChecked, let (expected, from) = font, text.request.font != expected, text.request.runs.isEmpty,
                   !scaledDown(text.request.font, from: expected, least: environment.minimumScaleFactor) {
                    violations.append(Violation(rule: "styles", message: "\(describe(node)) is set in \(text.request.font), not \(expected) from \(from)"))
                }
            case .shape(_, let drawing):
                // A shape with no fill or stroke of its own is filled with the foreground style.
                if let (expected, from) = style, case .defined(let defined) = node.view.kind,
                   let shape = defined.behavior as? ShapeLayout, shape.fill == .foreground, shape.stroke == nil, drawing.fill != expected {
                    violations.append(Violation(rule: "styles", message: "\(describe(node)) has no style of its own, so it should take \(expected) from \(from), and is drawn in \(drawing.fill.map { "\($0)" } ?? "nothing")"))
                }
            default: break
            }
            // A navigation bar's title is drawn by UIKit in the label colour whatever style is set
            // around the stack (NavigationStack step 9): it keeps its own.
            let title: ViewNode? = {
                guard case .defined(let defined) = node.view.kind, let stack = defined.behavior as? NavigationStackBehavior,
                      let index = stack.parts.title, index < node.view.children.count else { return nil }
                return node.view.children[index]
            }()
            let parts = accentParts[node.kind] ?? []
            for child in node.children where child.view !== title {
                // The part's outermost node: its view's path, or a modifier's on it.
                let key = child.path.hasPrefix(node.path + ".") ? String(viewPath(child.path).dropFirst(node.path.count + 1)) : ""
                guard parts.contains(key) else {
                    walk(child, style: style, font: font, fontChecked: fontChecked, environment: environment)
                    continue
                }
                var inPart = environment
                let accent = ControlChildEnvironment.accent(environment)
                inPart.foregroundStyle = accent
                walk(child, style: (accent, "the accent colour of \(node.kind)'s \(key)"), font: font, fontChecked: fontChecked, environment: inPart)
            }
        }
        walk(root, style: nil, font: nil, fontChecked: true, environment: EnvironmentValues())
        return violations
    }

    /// Whether `font` is `expected` shrunk by a factor no smaller than `least`, as a text under
    /// `minimumScaleFactor` is set to fit (Apple: the text "scales down to fit in the available
    /// space", no further than the factor).
    static func scaledDown(_ font: Font, from expected: Font, least: Double) -> Bool {
        guard least < 1, font.size <= expected.size, font.size >= expected.size * least - 0.01 else { return false }
        var same = font
        same.size = expected.size
        return same == expected
    }

    // MARK: - Signatures

    /// The placed tree as lines: kind, id and frame of each node, indented by depth. Without
    /// `passThrough`, a modifier that places its content where it is is left out and its id
    /// goes to its content if that has none: `Color.red.opacity(0.5).id("x")` names the Color
    /// in Swift (a colour's opacity is the colour) and the opacity node in JSON — one view.
    static func signature(_ root: PlacedNode, passThrough: Bool = true) -> [String] {
        var lines: [String] = []
        func walk(_ node: PlacedNode, _ depth: Int, inherited: String? = nil) {
            if !passThrough, case .modifier = node.view.kind, node.children.count == 1, node.children[0].frame == node.frame {
                walk(node.children[0], depth, inherited: node.id ?? inherited)
                return
            }
            let f = node.frame, id = node.id ?? inherited
            lines.append(String(repeating: "  ", count: depth) + "\(node.kind)\(id.map { " #\($0)" } ?? "") \(f.minX),\(f.minY) \(f.width)×\(f.height)")
            for child in node.children { walk(child, depth + 1) }
        }
        walk(root, 0)
        return lines
    }

    static func firstDifference(_ a: [String], _ b: [String]) -> String {
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? a[index] : "(none)", right = index < b.count ? b[index] : "(none)"
            if left != right { return "line \(index + 1): \(left)\n       vs: \(right)" }
        }
        return "(same)"
    }

    static func describe(_ node: PlacedNode) -> String { "\(node.kind) at \(node.path)" }
}
