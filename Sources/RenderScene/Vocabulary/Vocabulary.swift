import RenderLayout

/// The one table of the views and modifiers the renderer knows: their SwiftUI names, their
/// SwiftUI overloads (argument labels and what each argument holds), and the JSON each overload
/// stands for. The JSON decoder takes its names from it, the Swift-source front end matches
/// calls against its overloads, and `docs/vocabulary.md` is generated from it.
public enum Vocabulary {
    /// Every view, in the order the docs list them.
    public static let views: [Entry] = ViewEntries.all
    /// Every modifier, in the order the docs list them.
    public static let modifiers: [Entry] = ModifierEntries.all
    /// Modifiers that are not layout (gestures, animation, accessibility…): accepted and ignored.
    public static let ignoredModifiers: Set<String> = ModifierEntries.ignored

    public static let viewNames: [String] = views.map(\.name)
    public static let modifierNames: [String] = modifiers.map(\.name)
    /// The modifier keys a JSON scene may use.
    public static let jsonModifierNames: [String] = modifierNames.filter {
        !ModifierEntries.shapeProperties.contains($0) && !ModifierEntries.imageProperties.contains($0) && $0 != "accessibilityIdentifier"
    }

    /// The JSON properties of a view type beside `type`, `id` and `modifiers`.
    package static func jsonKeys(_ type: String) -> Set<String> { Set(view(type)?.json ?? []) }

    /// Every JSON property a view object of each type may have: its own and `type`, `id`,
    /// `modifiers`; what an unknown key's message lists (the check itself scans `viewJSONKeys`).
    package static let viewObjectKeys: [String: Set<String>] = Dictionary(
        views.map { ($0.name, Set($0.json).union(commonViewKeys)) }, uniquingKeysWith: { a, _ in a })
    package static let commonViewKeys: Set<String> = ["type", "id", "modifiers"]

    /// The JSON properties of each view type beside the common ones, as its entry lists them:
    /// scanned in order by the decoder's key check (`ViewMembers`), which hashes no key.
    package static let viewJSONKeys: [String: [String]] = Dictionary(views.map { ($0.name, $0.json) }, uniquingKeysWith: { a, _ in a })

    /// `viewObjectKeys` of `type`; the common keys alone for a type the table lacks.
    package static func viewObjectKeys(_ type: String) -> Set<String> { viewObjectKeys[type] ?? commonViewKeys }

    /// Each name's first entry, by its index: a table of `Entry` values copied every entry
    /// (a dozen reference-counted fields each) and was 1M instructions of a one-file Swift
    /// render, whose interpreter asks these on its first call (docs/performance.md).
    private static let viewIndexByName = firstIndexByName(views)
    private static let modifierIndexByName = firstIndexByName(modifiers)

    private static func firstIndexByName(_ entries: [Entry]) -> [String: Int] {
        var table: [String: Int] = [:]
        table.reserveCapacity(entries.count)
        // From the last entry back, so a name's first entry is written last: one hash of each
        // name, where a look-up before each insertion hashed it twice.
        for index in entries.indices.reversed() { table[entries[index].name] = index }
        return table
    }

    public static func view(_ name: String) -> Entry? { viewIndexByName[name].map { views[$0] } }
    public static func modifier(_ name: String) -> Entry? { modifierIndexByName[name].map { modifiers[$0] } }

    /// A view or a modifier.
    public struct Entry: Sendable {
        public let name: String
        /// The JSON properties a view object may have beside `type`, `id` and `modifiers`;
        /// for a modifier, a description of its JSON value.
        public let json: [String]
        /// SwiftUI's spellings, each turned into the same JSON.
        public let overloads: [Overload]
        /// One line for the docs.
        public let summary: String
        /// Its styles and arguments SwiftUI has and the renderer does not draw (`NotDrawn`).
        public let notDrawn: NotDrawn

        package init(_ name: String, json: [String], summary: String, _ overloads: [Overload], notDrawn: NotDrawn = .none) {
            self.name = name
            self.json = json
            self.overloads = overloads
            self.summary = summary
            self.notDrawn = notDrawn
        }
    }

    /// One SwiftUI signature: its parameters in order, and how their values become JSON.
    public struct Overload: Sendable {
        public let parameters: [Parameter]
        package let shape: Shape

        package init(_ parameters: [Parameter], _ shape: Shape = .object) {
            self.parameters = parameters
            self.shape = shape
        }

        /// `padding(_:_:)`, `frame(width:height:alignment:)`.
        public func signature(_ name: String) -> String {
            name + "(" + parameters.map { ($0.label == "_" ? "_" : $0.label) + ":" }.joined() + ")"
        }

        /// Builds the JSON of a view's members or a modifier's value from the arguments given,
        /// one per parameter, nil where the call left it out.
        package func build(_ arguments: [JSONNode?], location: SourceLocation) -> JSONNode {
            switch shape {
            case .object:
                var members: [(key: String, value: JSONNode)] = []
                for (parameter, argument) in zip(parameters, arguments) {
                    guard let key = parameter.key, let value = argument else { continue }
                    members.append((key, value))
                }
                return JSONNode(value: .object(members), location: location)
            case .constant(let value):
                return JSONNode(value: value, location: location)
            case .single(let index):
                return (index < arguments.count ? arguments[index] : nil) ?? JSONNode(value: .null, location: location)
            case .custom(let make):
                return make(arguments, location)
            }
        }
    }

    /// What an overload's JSON looks like.
    package enum Shape: Sendable {
        /// An object of the parameters' keys.
        case object
        /// A fixed value: `padding()` is `true`.
        case constant(JSONNode.Value)
        /// One argument's value itself: `padding(20)` is `20`.
        case single(Int)
        case custom(@Sendable ([JSONNode?], SourceLocation) -> JSONNode)
    }

    /// One parameter of an overload.
    public struct Parameter: Sendable {
        /// The argument label, `_` for none.
        public let label: String
        public let kind: Kind
        /// Whether the call may leave it out (SwiftUI gives it a default).
        public let optional: Bool
        /// The JSON key it fills, nil when the overload's shape places it.
        public let key: String?

        package init(_ label: String, _ kind: Kind, optional: Bool = false, key: String? = nil) {
            self.label = label
            self.kind = kind
            self.optional = optional
            self.key = key ?? (label == "_" ? nil : label)
        }
    }

    /// What an argument holds; a front end converts its own values by kind.
    public enum Kind: String, Sendable {
        case number, length, integer, bool, string
        /// A length or `.infinity` (`"infinity"` in JSON).
        case lengthOrInfinity
        /// A colour or shape style: `.red`, `Color(white: 0.9)`, `.orange.gradient`.
        case color
        case font, fontWeight
        case alignment, horizontalAlignment, verticalAlignment, alignmentGuideKey
        case textAlignment, truncationMode
        /// `Edge.Set`: `.horizontal`, `[.top, .leading]`.
        case edges
        /// `Axis.Set`: `.horizontal`, `[.horizontal, .vertical]`.
        case axes
        case insets
        /// A closed range of numbers: `3...20`.
        case range
        /// One view given as a value: `.overlay(Text("x"))`.
        case view
        /// A `@ViewBuilder` closure: the views it builds become `children` (or, for a
        /// single-view slot such as `overlay(content:)`, one view).
        case content
        /// A shape given as a value: `background(.red, in: Capsule())`.
        case shape
        /// `computeValue:` of `alignmentGuide`: a closure of the view's dimensions.
        case guideClosure
        /// A button style: `.bordered`, `.borderedProminent`, `.plain`…
        case buttonStyle
        /// `.number`, `.percent`: how `Text(_:format:)` formats its number.
        case formatStyle
        /// A closure SwiftUI calls on an event (`action:`); it never runs here.
        case action
        /// A label style: `.titleOnly`, `.iconOnly`, `.titleAndIcon`, `.automatic`.
        case labelStyle
        /// A list style: `.plain`, `.insetGrouped`, `.grouped`, `.inset`, `.sidebar`, `.automatic`.
        case listStyle
        /// `[GridItem]`: a lazy grid's columns or rows.
        case gridItems
        /// A `CGSize` standing for its width ÷ height (`aspectRatio(CGSize(width: 3, height: 4), …)`).
        case size
        /// `RoundedCornerStyle`: `.circular` or `.continuous`.
        case cornerStyle
        /// `Text.Case`: `.uppercase`, `.lowercase`, or nil.
        case textCase
        /// A `Text(_:)` string: a literal is Markdown (`LocalizedStringKey`), a value verbatim.
        case localizedString
        /// `StrokeStyle(lineWidth:dash:)`: `{lineWidth, dash}` in JSON.
        case strokeStyle
        /// `Image.Scale`: `.small`, `.medium`, `.large`.
        case imageScale
        /// `ContentMode`: `.fit` or `.fill`.
        case contentMode
        /// An `Angle`: `.degrees(45)`, `.radians(.pi)`, `Angle(degrees: 45)`; degrees in JSON.
        case angle
        /// `pickerStyle(_:)`: `.menu`, `.segmented`, `SegmentedPickerStyle()`…
        case pickerStyle
        /// `textFieldStyle(_:)`: `.roundedBorder`, `.plain`, `RoundedBorderTextFieldStyle()`…
        case textFieldStyle
        /// A tag or a Picker's selection: a String, a number, a Bool, or an enum case (its name).
        case tagValue
        /// `id(_:)`: any Hashable value SwiftUI takes — a String, a whole number, an enum case —
        /// as the name it gives the view in the dump.
        case identifier
        /// `SafeAreaRegions`: `.all`, `.container`, `.keyboard`.
        case safeAreaRegions
        /// One `Edge` or `VerticalEdge`/`HorizontalEdge`: `.top`, `.bottom`, `.leading`, `.trailing`.
        case edge
        /// A horizontal or vertical alignment, whichever the edge needs (`safeAreaInset`).
        case edgeAlignment
        /// `{ length, axis in length * 0.8 }`: an expression of the container's length.
        case lengthClosure
        /// `LayoutDirection`: `.leftToRight` or `.rightToLeft`.
        case layoutDirection
        /// `ColorScheme`: `.light` or `.dark`.
        case colorScheme
        /// A `DynamicTypeSize` (`.xxLarge`) or a range of them (`...DynamicTypeSize.large`,
        /// `.small ... .xLarge`); `{from, through}` in JSON.
        case dynamicTypeSize
        /// An `EnvironmentValues` key path: `\.layoutDirection`, `\.dynamicTypeSize`.
        case environmentKey
        /// The value set for an environment key path (a case name such as `.rightToLeft`).
        case environmentValue
        /// An enum case given by its name (`.inline`, `.topBarTrailing`, `.page`); the decoder
        /// checks it against the names the modifier or view knows.
        case caseName
        /// `Visibility`: `.automatic`, `.visible`, `.hidden`.
        case visibility
        /// A `URL` (`URL(string: "https://…")!`): its absolute string in JSON.
        case url
        /// A `Date`: ISO 8601 in UTC in JSON (`"2026-01-01T09:41:00Z"`).
        case date
        /// `DatePickerComponents`: `.date`, `.hourAndMinute` or both; an array of names in JSON.
        case datePickerComponents
        /// `SymbolVariants`: `.fill`, `.circle.fill`, `SymbolVariants.slash`: the names joined with dots.
        case symbolVariants
        /// `ButtonBorderShape`: `.capsule`, `.circle`, `.roundedRectangle`, `.roundedRectangle(radius: 8)`
        /// (`{"roundedRectangle": 8}` in JSON).
        case buttonBorderShape
        /// `IndexViewStyle`: `.page`, `.page(backgroundDisplayMode: .always)` (`{"page": "always"}` in JSON).
        case indexViewStyle
        /// iOS 26's `Glass`: `.regular`, `.clear`, `.identity`, with `.tint(_:)` and `.interactive(_:)`
        /// chained (`"regular"` or `{"variant", "tint", "interactive"}` in JSON).
        case glass
        /// A chart's plotted value, `.value("Sales", 12)` (`{"label", "value"}` or `{"label", "date"}`
        /// in JSON), or a `MarkDimension` (`.ratio(0.6)`, `.inset(10)`, `.fixed(40)`: `{"ratio": 0.6}`).
        case plottable
        /// A value the call needs but layout ignores: a role, a corner style.
        case ignored
    }
}
