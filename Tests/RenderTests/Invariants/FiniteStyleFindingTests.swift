import Foundation
import Testing
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// The `finite`, `infinity` and `styles` findings of campaigns 1795738407 and 1795740886
/// (docs/invariants.md, "Findings"), in exact numbers with the fixed-advance measurer (10
/// points a character, lines 1.2 × the font's size).
///
/// The `finite` ones are all under a filling aspect ratio proposed nil on one axis, which
/// answers ∞ × ∞ (OpenSwiftUI's `_AspectRatioLayout`, whose compatibility tests run against
/// SwiftUI): SwiftUI shows no picture of an infinite view, so the rule is the suite's — nothing
/// at NaN; an infinite child lies at the start of its slot (`AlignedPlacement.difference`).
@Suite struct FiniteStyleFindingTests {
    static func swift(_ source: String, width: Double?, height: Double?) throws -> PlacedNode {
        try ListNavigationFindingTests.swift("import SwiftUI\n#Preview {\n\(source)\n}\n", width: width, height: height)
    }

    static func all(_ root: PlacedNode, _ kind: String) -> [PlacedNode] {
        var found: [PlacedNode] = []
        root.forEach { if $0.kind == kind { found.append($0) } }
        return found
    }

    static func notANumber(_ root: PlacedNode) -> [String] {
        LayoutInvariants.finite(root, infinityExplained: true).map(\.message)
    }

    // MARK: finite

    /// Campaign 1795750974 case 132604: a tab's badge under `lineLimit(2, reservesSpace: true)`
    /// reserved two lines in its 18-point capsule; one-line chrome reserves none.
    @Test func aTabBadgeKeepsOneLineUnderReservedSpace() throws {
        let root = try Self.swift("""
            TabView {
                Text("Body")
                    .tabItem { Label("Home", systemImage: "house") }
                    .badge("Hello, world")
            }
            .lineLimit(2, reservesSpace: true)
            """, width: 390, height: 300)
        #expect(LayoutInvariants.inside(root).isEmpty, "\(LayoutInvariants.inside(root).map(\.message))")
        let badge = try #require(Self.all(root, "TabBadge").first)
        let text = try #require(Self.all(badge, "Text").first)
        #expect(badge.frame.height == 18)
        #expect(text.frame.height <= 18)
    }

    /// The session's review and campaign 1795749802 (case 9859): three more places an infinite
    /// width made NaN — an `accessoryLinear` Gauge's marker at 0 × ∞, a right-to-left Form's
    /// separator starting at ∞ − ∞, a bar's title after an infinitely wide leading item. Nothing
    /// is at NaN; each starts where its rule says an infinite part leaves it.
    @Test func infiniteWidthsInAGaugeAFormAndABarPlaceNothingAtNaN() throws {
        for source in [
            """
            ScrollView(.horizontal) {
                Gauge(value: 0) { Text("Fuel") }
                    .gaugeStyle(.accessoryLinear)
                    .frame(maxWidth: .infinity)
                    .aspectRatio(2, contentMode: .fill)
            }
            """,
            """
            LazyHGrid(rows: [GridItem(.flexible())]) {
                Form {
                    DatePicker("Wide label text here", selection: .constant(Date()))
                    ProgressView(value: 1)
                }
                .environment(\\.layoutDirection, .rightToLeft)
            }
            """,
            """
            NavigationStack {
                Text("Body")
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Rectangle().aspectRatio(2, contentMode: .fill) }
                    }
            }
            """,
        ] {
            let root = try Self.swift(source, width: 390, height: 300)
            #expect(Self.notANumber(root).isEmpty, "\(Self.notANumber(root))")
        }
    }

    /// Seed 1795738407 case 50140 (and 131409, 138912, 49868, 5054, 61015, 86013; 1795740886
    /// case 116955): a TabView proposed nil across (a horizontal ScrollView's content) around a
    /// filling aspect ratio is infinitely wide, so each item's slot was ∞ and the first item
    /// started at 0 × ∞ = NaN. It starts at the bar's start now, and its symbol and title, centred
    /// in an infinite slot, at the slot's start (TabView step 8).
    @Test func aTabViewInfinitelyWidePlacesItsFirstItemAtItsStart() throws {
        let root = try Self.swift("""
            ScrollView(.horizontal) {
                TabView {
                    Capsule()
                        .scaledToFill()
                        .tabItem { Label("Home", systemImage: "house") }
                }
            }
            """, width: 390, height: 200)
        #expect(Self.notANumber(root).isEmpty, "\(Self.notANumber(root))")
        let tabView = try #require(Self.all(root, "TabView").first)
        #expect(tabView.frame.width == .infinity)
        let item = try #require(Self.all(root, "TabBarItem").first)
        // The bar's 49 points at the bottom of the 200-point TabView.
        #expect([item.frame.minX, item.frame.minY, item.frame.height] == [0, 151, 49])
        // The item answers 0 wide to the infinite slot (TabBarItemLayout), so its symbol (25
        // wide) and its title (proposed 0 wide) are centred on x = 0, the title on the baseline
        // 45 below the bar's top (0 wide, it is 0 tall: its baseline is its top), the symbol in
        // its 25-point slot 5 below it.
        let title = try #require(Self.all(item, "Text").first)
        let symbol = try #require(Self.all(item, "Image").first)
        #expect(item.frame.width == 0)
        #expect([title.frame.minX, title.frame.minY, title.frame.height] == [0, 151 + 45, 0])
        #expect(abs(symbol.frame.minX + symbol.frame.width / 2) <= 0.5 && symbol.frame.minY == 151 + 5, "\(symbol.frame)")
    }

    /// Seed 1795738407 cases 110196, 16852, 7278 and 1795740886 case 43144: a Form section whose
    /// header is a filling aspect ratio, proposed its text width and nil (Section step 2), is
    /// infinitely tall; its card's height was the rows' bottom less their top, ∞ − ∞, and the
    /// card was placed with the proposal NaN. The card is as tall as its rows (Section step 3):
    /// one LabeledContent row, 44 (a row's minimum height).
    @Test func aSectionUnderAnInfiniteHeaderHasACardAsTallAsItsRows() throws {
        let root = try Self.swift("""
            Form {
                Section(header: {
                    RoundedRectangle(cornerRadius: 0, style: .circular)
                        .aspectRatio(2, contentMode: .fill)
                }) {
                    LabeledContent("A", value: 1)
                }
            }
            """, width: nil, height: 390)
        #expect(Self.notANumber(root).isEmpty, "\(Self.notANumber(root))")
        let card = try #require(Self.all(root, "SectionCard").first)
        let row = try #require(Self.all(root, "ListRow").first)
        #expect(card.frame.height == 44)
        #expect(card.proposal == ProposedViewSize(width: 68, height: 44))
        #expect(row.frame.height == 44)
        #expect(card.frame.minY == .infinity && row.frame.minY == .infinity, "below the infinite header")
    }

    /// Seed 1795740886 case 100346: a segmented Picker filling an aspect ratio proposed nil
    /// across answers ∞ wide, so its segments are ∞ wide and the first started at 2 + 0 × ∞ =
    /// NaN; it starts at 2 now (SegmentedPickerLayout step 3), and its option, centred in an
    /// infinite segment, at the segment's start.
    @Test func aSegmentedPickerInfinitelyWideStartsItsFirstSegmentAtItsInset() throws {
        let root = try Self.swift("""
            ScrollView(.horizontal) {
                Picker("Title", selection: .constant(0)) {
                    Color.red.tag(0)
                }
                    .pickerStyle(.segmented)
                    .scaledToFill()
            }
            """, width: 390, height: 100)
        #expect(Self.notANumber(root).isEmpty, "\(Self.notANumber(root))")
        let picker = try #require(Self.all(root, "Picker").first)
        let color = try #require(Self.all(picker, "Color").first)
        #expect(picker.frame.width == .infinity)
        #expect(color.frame.minX - picker.frame.minX == 2)
    }

    /// Seed 1795740886 case 115147: a wheel Picker's option filling an aspect ratio answers ∞
    /// wide; centred on the 10-point wheel it was placed at x = (10 − ∞) / 2 = −∞, and the parts
    /// of the DatePicker inside it at −∞ + ∞ = NaN. An infinite option lies at the wheel's leading
    /// edge (WheelPickerLayout step 3).
    @Test func aWheelPickerPlacesAnInfiniteOptionAtItsLeadingEdge() throws {
        let root = try Self.swift("""
            Picker(selection: .constant(0), content: {
                DatePicker("A", selection: Date(timeIntervalSinceReferenceDate: 788953260))
                    .aspectRatio(contentMode: .fill)
            }) {
                ProgressView()
            }
                .pickerStyle(.wheel)
            """, width: 10, height: nil)
        #expect(Self.notANumber(root).isEmpty, "\(Self.notANumber(root))")
        let ratio = try #require(Self.all(root, "aspectRatio").first)
        #expect(ratio.frame.width == .infinity)
        #expect(ratio.frame.minX == 0)
        // The DatePicker's row inside: its label at the start, its pills after its infinite
        // Spacer, at ∞ (explained: the row is infinite), never at NaN.
        let label = try #require(Self.all(ratio, "Text").first)
        #expect(label.frame.minX == 0)
    }

    /// Seed 1795740886 case 142460: a Label in a Form row (its icon in a slot, Label step 4)
    /// whose title fills an aspect ratio: the label is ∞ tall, and centring the title in it was
    /// (∞ − ∞) / 2 = NaN, the icon (∞ − 10) / 2 = ∞. Both lie at the top now.
    @Test func aLabelBesideAnInfiniteTitleCentresNothingAtNaN() throws {
        let root = try Self.swift("""
            Form {
                Label(title: {
                    Color.red
                        .aspectRatio(0.5, contentMode: .fill)
                }) {
                    Rectangle()
                }
            }
            """, width: nil, height: 390)
        #expect(Self.notANumber(root).isEmpty, "\(Self.notANumber(root))")
        let label = try #require(Self.all(root, "Label").first)
        #expect(label.frame.height == .infinity)
        #expect(label.children.map { $0.frame.minY - label.frame.minY } == [0, 0])
    }

    // MARK: infinity

    /// Every sizing question of the Swift source at `width` × `height`, as trace roots.
    static func traceRoots(_ source: String, width: Double?, height: Double?) throws -> [LayoutTrace.Entry] {
        let loaded = try SwiftSource.load(Array("import SwiftUI\n#Preview {\n\(source)\n}\n".utf8), file: "T.swift")
        let trace = LayoutTrace()
        _ = try Renderer.layout(loaded.scene.root, options: RenderOptions(width: width, height: height), measurer: FixedAdvanceMeasurer(), trace: trace)
        return trace.roots
    }

    /// Campaign 1795740886 cases 1947 and 109858: not defects. A ZStack proposed ∞ × ∞ around
    /// `Color.aspectRatio(contentMode: .fill).frame(width: 4)` answers 4 × ∞ — the frame fixes
    /// the width, as SwiftUI's does — but the check read the Color, which answered ∞ × ∞, as
    /// the ZStack's child: an alignment query passes through the frame to the Color and is
    /// traced under the ZStack. A view's modifiers are one chain; only the outermost is the
    /// container's child (`LayoutInvariants.modifierIndex`). Likewise a VStack around a
    /// `frame(maxHeight: 44)` of a filling Circle answers 44 high.
    @Test func theInfinityCheckReadsTheOutermostModifierAsTheChild() throws {
        #expect(LayoutInvariants.modifierIndex("root.children[1].children[0].modifiers[1]") == 1)
        #expect(LayoutInvariants.modifierIndex("root.children[1].children[0]") == -1)
        #expect(LayoutInvariants.modifierIndex("root.modifiers[0].background") == -1)
        for (source, kind, length) in [
            ("ZStack { Color.primary.aspectRatio(contentMode: .fill).frame(width: 4, alignment: .center) }", "ZStack", 4.0),
            ("VStack { Circle().aspectRatio(contentMode: .fill).frame(idealHeight: 0, maxHeight: 44) }", "VStack", 44.0),
        ] {
            // A filling aspect ratio proposed nil across proposes its content ∞ × ∞.
            let roots = try Self.traceRoots("ScrollView(.horizontal) { \(source).aspectRatio(1, contentMode: .fill) }", width: 390, height: 390)
            var infinite: LayoutTrace.Entry?
            LayoutInvariants.visit(roots) { entry, _ in
                if entry.kind == kind, entry.proposal == ProposedViewSize(width: .infinity, height: .infinity) { infinite = entry }
            }
            let entry = try #require(infinite, "\(source) is proposed ∞ × ∞")
            let bounded = kind == "ZStack" ? entry.size?.width : entry.size?.height
            #expect(bounded == length, "\(source)")
            #expect(LayoutInvariants.infiniteAnswers(roots).isEmpty, "\(LayoutInvariants.infiniteAnswers(roots).map(\.message))")
        }
    }

    // MARK: styles

    static func texts(_ root: PlacedNode) -> [String: PlacedText] {
        var found: [String: PlacedText] = [:]
        root.forEach { node in
            if case .text(let text) = node.content, found[text.request.string] == nil { found[text.request.string] = text }
        }
        return found
    }

    /// Campaign 1795740886, 14 cases (105221, 104037…): the check expected the calendar of a
    /// graphical DatePicker in the foreground style above it, and read its selected day as
    /// "primary". iOS draws the graphical DatePicker with UIKit's inline UIDatePicker
    /// (`UIDatePickerStyle.inline`): the selected day and the month navigation in its
    /// `tintColor` (SwiftUI's `tint`), the days in UIKit's label colour, and UIDatePicker has no
    /// public text colour at all (its "textColor" is a private key set by key-value coding), so
    /// an ancestor's `foregroundStyle` does not reach the days (decision on that evidence,
    /// DatePicker step 2). Drawn so: days black, the selected day and chevrons green under
    /// `tint(.green)`, whatever `foregroundStyle(.red)` says; the check now knows the calendar is
    /// drawn in the accent colour (`LayoutInvariants.accentParts`).
    @Test func aGraphicalDatePickersCalendarKeepsUIKitsColours() throws {
        let root = try Self.swift("""
            DatePicker(selection: Date(timeIntervalSinceReferenceDate: 788953260)) {
                Text("Prompt")
            }
                .datePickerStyle(.graphical)
                .tint(.green)
                .foregroundStyle(.red)
            """, width: 350, height: nil)
        let t = Self.texts(root)
        let selected = try #require(t["1"]), other = try #require(t["2"]), month = try #require(t["January 2026"])
        #expect(selected.style == .color(SystemColors.green))
        #expect(other.style == .color(SystemColors.label))
        #expect(month.style == .color(SystemColors.label))
        var chevrons: [ResolvedShapeStyle] = []
        root.forEach { node in
            if case .image(.systemName(let name), let tint, _, _) = node.content, name.hasPrefix("chevron") { chevrons.append(tint) }
        }
        #expect(chevrons.count == 3 && chevrons.allSatisfy { $0 == .color(SystemColors.green) }, "\(chevrons)")
        #expect(LayoutInvariants.styles(root).isEmpty, "\(LayoutInvariants.styles(root).map(\.message))")
    }

    /// Campaign 1795740886 case 86652: an `accessoryCircular` Gauge under
    /// `foregroundColor(.purple)`: its marker (a Circle filled with "primary" in the ring's
    /// composition) is in the accent colour, as the ring is (Gauge step 3: the ring styles take
    /// the tint); the check expected purple. The check knows the rings now, and still checks
    /// them: the marker is blue without a tint, orange under `tint(.orange)`.
    @Test func aRingGaugeIsDrawnInTheTintWhateverTheForegroundStyle() throws {
        for (tint, expected) in [("", SystemColors.blue), (".tint(.orange)", SystemColors.orange)] {
            let root = try Self.swift("""
                Gauge(value: 0.5) { Text("A") }
                    .gaugeStyle(.accessoryCircular)
                    \(tint)
                    .foregroundColor(.purple)
                """, width: 390, height: nil)
            var fills: [ResolvedShapeStyle] = []
            root.forEach { node in
                if node.kind == "Circle", case .shape(_, let drawing) = node.content, let fill = drawing.fill { fills.append(fill) }
            }
            #expect(fills.contains(.color(expected)), "\(tint): \(fills)")
            #expect(!fills.contains(.color(SystemColors.purple)), "\(tint): \(fills)")
            #expect(LayoutInvariants.styles(root).isEmpty, "\(LayoutInvariants.styles(root).map(\.message))")
        }
    }
}
