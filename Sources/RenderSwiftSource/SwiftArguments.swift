import SwiftSyntax
import RenderLayout

import RenderScene

/// Turns evaluated Swift arguments into the JSON the vocabulary's parameters hold, by kind:
/// `.red` becomes `"red"`, `Color.blue.opacity(0.5)` `{"color": "blue", "opacity": 0.5}`,
/// `.system(size: 20, weight: .bold)` `{"size": 20, "weight": "bold"}`. A value of the wrong
/// kind is nil, so the caller can try SwiftUI's next overload.
extension Interpreter {
    /// A style given as `.name` (any name: the decoder names the ones it draws) or as
    /// `SomeStyle()`, one of `records`.
    package static func styleName(_ value: SwiftValue, records: [String: String]) -> String? {
        switch value {
        case .symbol(let symbol) where symbol.steps.count == 1 && symbol.steps[0].arguments == nil: return symbol.last
        case .record(let type, _): return records[type]
        default: return nil
        }
    }

    /// `stacking`: how several views given as one view are laid out — layered for an overlay's
    /// or background's `content` (`ZStack`, as SwiftUI documents), one under the other for a
    /// Button's label (`VStack`, SwiftUI's implicit stack) and leading-aligned for other labels,
    /// headers and footers (`LeadingVStack`: a Form row shows a second Text under the title;
    /// decision).
    package func json(_ argument: CallArgument, as kind: Vocabulary.Kind, guide: String? = nil, stacking: String = "ZStack",
                      stackAlignment: JSONNode? = nil) throws(SceneError) -> JSONNode? {
        let at = argument.location
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: at) }
        var value = argument.value
        // `.constant(true)`, `Binding.constant(0.5)`: a binding that never changes is its value.
        if case .symbol(let symbol) = value, symbol.steps.count == 1, symbol.last == "constant",
           symbol.type == nil || symbol.type == "Binding", let inner = symbol.steps[0].arguments, inner.count == 1 {
            value = inner[0].value
        }
        if let got = try implicitGetSetBinding(value) { value = got }
        // `.scaledTitle` from `extension Font { static let scaledTitle = … }`.
        value = try appStatic(value, for: kind, at: argument.location)
        // `aspectRatio(16/9, …)`: the literals are CGFloats there, not Ints.
        if [.number, .length, .lengthOrInfinity].contains(kind), case .int = value, let floating = argument.floatingLiteral {
            return node(.number(floating))
        }
        switch kind {
        case .number:
            guard let number = value.number else { return nil }
            return node(number.isFinite ? .number(number) : .string("infinity"))
        case .length, .lengthOrInfinity:
            if case .symbol(let symbol) = value, symbol.steps.count == 1, symbol.last == "infinity" { return node(.string("infinity")) }
            if case .null = value { return node(.null) }
            guard let number = value.number else { return nil }
            return node(number.isFinite ? .number(number) : .string("infinity"))
        case .integer:
            if case .null = value { return node(.null) }
            guard case .int(let number) = value else { return nil }
            return node(.number(Double(number)))
        case .bool:
            guard case .bool(let flag) = value else { return nil }
            return node(.bool(flag))
        case .string:
            guard case .string(let text) = Self.implicitStringInitializer(value) ?? value else { return nil }
            return node(.string(text))
        case .color: return try color(value, at: at)
        case .font: return font(value, at: at)
        case .fontWeight:
            guard case .symbol(let symbol) = value, Font.Weight(rawValue: symbol.last) != nil else { return nil }
            return node(.string(symbol.last))
        case .alignment:
            return try alignmentJSON(value, at: at)
        case .horizontalAlignment:
            guard case .symbol(let symbol) = value, let name = try guideName(symbol, axis: .horizontal, at: at) else { return nil }
            return node(.string(name))
        case .verticalAlignment:
            guard case .symbol(let symbol) = value, let name = try guideName(symbol, axis: .vertical, at: at) else { return nil }
            return node(.string(name))
        case .alignmentGuideKey:
            guard case .symbol(let symbol) = value, symbol.steps.count == 1 else { return nil }
            if let name = Self.guideName(symbol) { return node(.string(name)) }
            return try customGuide(symbol, axis: nil, at: at).map { node(.string($0.name)) }
        case .textAlignment:
            guard case .symbol(let symbol) = value, TextAlignment(rawValue: symbol.last) != nil else { return nil }
            return node(.string(symbol.last))
        case .truncationMode:
            guard case .symbol(let symbol) = value, TruncationMode(rawValue: symbol.last) != nil else { return nil }
            return node(.string(symbol.last))
        case .edges:
            return optionSet(value, names: ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"], at: at)
        case .axes:
            switch value {
            case .symbol(let symbol) where ["horizontal", "vertical"].contains(symbol.last):
                return node(.string(symbol.last))
            case .array(let elements):
                var result: [JSONNode] = []
                for element in elements {
                    guard case .symbol(let symbol) = element, ["horizontal", "vertical"].contains(symbol.last) else { return nil }
                    result.append(node(.string(symbol.last)))
                }
                return node(.array(result))
            default: return nil
            }
        case .insets:
            var value = value
            // `.padding(.init(top: 16, leading: 20, bottom: 12, trailing: 20))`: EdgeInsets.
            // `.listRowInsets(.init())`: `EdgeInsets()`, every edge 0.
            if case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "EdgeInsets", symbol.steps.count == 1, symbol.last == "init",
               let arguments = symbol.steps[0].arguments,
               arguments.allSatisfy({ ["top", "leading", "bottom", "trailing"].contains($0.label ?? "") }) {
                var fields: [String: SwiftValue] = arguments.isEmpty ? ["top": .double(0), "leading": .double(0), "bottom": .double(0), "trailing": .double(0)] : [:]
                for argument in arguments {
                    // `.grid(4)` of the app's `extension CGFloat { static func grid(_:) -> Self }`.
                    var length = argument.value
                    if case .symbol(let inner) = length, inner.type == nil, inner.steps.count == 1, let innerArguments = inner.steps[0].arguments,
                       let made = try extensionStaticFunction(inner.last, of: "CGFloat", innerArguments, at: Optional<Syntax>.none) {
                        length = made
                    }
                    // `.layoutPadding` of the app's `extension CGFloat { static let layoutPadding: CGFloat = 20 }`.
                    if case .symbol(let inner) = length, inner.type == nil, inner.steps.count == 1, inner.steps[0].arguments == nil {
                        length = try appStatic(length, for: .number, at: argument.location)
                    }
                    guard let number = length.number else { return nil }
                    fields[argument.label!] = .double(number)
                }
                value = .record("EdgeInsets", fields)
            }
            guard case .record("EdgeInsets", let fields) = value else { return nil }
            var members: [(key: String, value: JSONNode)] = []
            for edge in ["top", "leading", "bottom", "trailing"] {
                if let number = fields[edge]?.number { members.append((edge, node(.number(number)))) }
            }
            return node(.object(members))
        case .range:
            guard case .range(let lower, let upper, _, _) = value else { return nil }
            return node(.array([node(.number(lower)), node(.number(upper))]))
        case .view, .shape:
            if kind == .shape, case .symbol(let symbol) = value { return Self.shapeMember(symbol, at: at) }
            let built = try views(from: value, at: at)
            // `Picker(selection: $x, label: EmptyView())`: no label, an empty stack.
            if built.isEmpty, kind == .view, case .views = value {
                return ViewJSON(type: "VStack", members: [("children", node(.array([])))], location: at).json
            }
            // `.overlay { if needsBadge { … } }` with the condition false: a content closure that
            // builds nothing is an empty stack (SwiftUI's EmptyView: nothing drawn, no size).
            // (So is `.overlay(isLoading ? ZStack { … } : nil)` with the condition false: a nil
            // `Optional<View>` is no view.)
            if built.isEmpty, kind == .view, { if case .closure = value { return true }; if case .null = value { return true }; return false }() {
                return ViewJSON(type: stacking == "LeadingVStack" ? "VStack" : stacking, members: [("children", node(.array([])))], location: at).json
            }
            guard !built.isEmpty else { return nil }
            if kind == .shape { return built.count == 1 && built[0].isShape ? built[0].json : nil }
            // A `ForEach` or `Group` alone may stand for several views (`.overlay { ForEach(…) }`):
            // stacked as several are.
            if built.count == 1, built[0].type != "ForEach", built[0].type != "Group" { return built[0].json }
            var stack = ViewJSON(type: stacking == "LeadingVStack" ? "VStack" : stacking, location: at)
            stack.members = [("children", node(.array(built.map(\.json))))]
            if stacking == "LeadingVStack" { stack.members.insert(("alignment", node(.string("leading"))), at: 0) }
            // An overlay's or background's implicit ZStack takes the modifier's alignment (Apple's
            // documentation of `overlay(alignment:content:)`).
            if stacking == "ZStack", let stackAlignment { stack.members.insert(("alignment", stackAlignment), at: 0) }
            return stack.json
        case .content:
            return node(.array(try views(from: value, at: at).map(\.json)))
        case .guideClosure:
            guard case .closure(let closure) = value else {
                guard let number = value.number else { return nil }
                return node(.number(number))
            }
            return node(.string(try guideExpression(closure)))
        case .buttonStyle:
            switch value {
            case .symbol(let symbol) where ["automatic", "plain", "borderless", "bordered", "borderedProminent"].contains(symbol.last):
                return node(.string(symbol.last))
            case .record(let type, _):
                let styles = ["DefaultButtonStyle": "automatic", "PlainButtonStyle": "plain", "BorderlessButtonStyle": "borderless",
                              "BorderedButtonStyle": "bordered", "BorderedProminentButtonStyle": "borderedProminent"]
                return styles[type].map { node(.string($0)) }
            default: return nil
            }
        case .formatStyle:
            guard case .symbol(let symbol) = value, let name = symbol.steps.first?.name, ["number", "percent"].contains(name) else { return nil }
            return node(.string(name))
        case .gridItems: return try gridItems(value, at: at)
        case .labelStyle:
            switch value {
            case .symbol(let symbol) where symbol.steps.count == 1 && LabelStyleKind(rawValue: symbol.last) != nil:
                return node(.string(symbol.last))
            case .record(let type, _):
                let styles = ["DefaultLabelStyle": "automatic", "TitleAndIconLabelStyle": "titleAndIcon",
                              "TitleOnlyLabelStyle": "titleOnly", "IconOnlyLabelStyle": "iconOnly"]
                return styles[type].map { node(.string($0)) }
            default: return nil
            }
        case .listStyle:
            switch value {
            case .symbol(let symbol) where symbol.steps.count == 1 && ListStyleKind(rawValue: symbol.last) != nil:
                return node(.string(symbol.last))
            case .record(let type, _):
                let styles = ["DefaultListStyle": "automatic", "PlainListStyle": "plain", "InsetGroupedListStyle": "insetGrouped",
                              "GroupedListStyle": "grouped", "InsetListStyle": "inset", "SidebarListStyle": "sidebar"]
                return styles[type].map { node(.string($0)) }
            default: return nil
            }
        case .size:
            guard case .record("CGSize", let fields) = value, let width = fields["width"]?.number, let height = fields["height"]?.number,
                  height > 0 else { return nil }
            return node(.number(width / height))
        case .cornerStyle:
            guard case .symbol(let symbol) = value, symbol.steps.count == 1, ["circular", "continuous"].contains(symbol.last) else { return nil }
            return node(.string(symbol.last))
        case .textCase:
            if case .null = value { return node(.null) }
            guard case .symbol(let symbol) = value, symbol.steps.count == 1, TextCase(rawValue: symbol.last) != nil else { return nil }
            return node(.string(symbol.last))
        case .localizedString:
            // `Text(attributed)` of an `AttributedString` (`InterpreterAttributedStrings` step 2).
            if let attributed = Self.attributedTextNode(value, at: at) { return attributed }
            guard case .string(var text) = Self.implicitStringInitializer(value) ?? value else { return nil }
            if let found = try localizedArgument(argument) { text = found }
            // SwiftUI reads Markdown in a literal (LocalizedStringKey), not in a String value.
            guard argument.isStringLiteral, text.contains(where: { "*_`~[".contains($0) }) else { return node(.string(text)) }
            return node(.object([("markdown", node(.string(text)))]))
        case .strokeStyle:
            guard case .symbol(let symbol) = value, symbol.type == "StrokeStyle", symbol.steps.count == 1,
                  let fields = symbol.steps.first?.arguments else { return nil }
            var members: [(key: String, value: JSONNode)] = []
            for field in fields {
                switch field.label {
                case "lineWidth"?:
                    guard let width = field.value.number else { return nil }
                    members.append(("lineWidth", node(.number(width))))
                case "dash"?:
                    guard case .array(let lengths) = field.value else { return nil }
                    var dash: [JSONNode] = []
                    for length in lengths {
                        guard let number = length.number else { return nil }
                        dash.append(node(.number(number)))
                    }
                    members.append(("dash", node(.array(dash))))
                case "lineCap"?:
                    guard case .symbol(let cap) = field.value, ["butt", "round", "square"].contains(cap.last) else { return nil }
                    members.append(("lineCap", node(.string(cap.last))))
                case "lineJoin"?, "miterLimit"?, "dashPhase"?: continue
                default: return nil
                }
            }
            return node(.object(members))
        case .imageScale:
            guard case .symbol(let symbol) = value, symbol.steps.count == 1, ImageScale(rawValue: symbol.last) != nil else { return nil }
            return node(.string(symbol.last))
        case .contentMode:
            guard case .symbol(let symbol) = value, symbol.steps.count == 1, ContentMode(rawValue: symbol.last) != nil else { return nil }
            return node(.string(symbol.last))
        case .angle:
            return angle(value).map { node(.number($0)) }
        case .pickerStyle:
            return Self.styleName(value, records: ["DefaultPickerStyle": "automatic", "MenuPickerStyle": "menu",
                                                  "SegmentedPickerStyle": "segmented", "WheelPickerStyle": "wheel",
                                                  "InlinePickerStyle": "inline", "NavigationLinkPickerStyle": "navigationLink",
                                                  "PalettePickerStyle": "palette"]).map { node(.string($0)) }
        case .textFieldStyle:
            return Self.styleName(value, records: ["DefaultTextFieldStyle": "automatic", "PlainTextFieldStyle": "plain",
                                                  "RoundedBorderTextFieldStyle": "roundedBorder"]).map { node(.string($0)) }
        case .identifier:
            switch value {
            case .string(let text): return node(.string(text))
            case .int(let number): return node(.string(String(number)))
            case .symbol(let symbol) where symbol.steps.count == 1 && symbol.steps[0].arguments == nil: return node(.string(symbol.last))
            // Any `Hashable` (`.id(SpacerId())` of an empty struct): its identity, as a tag's (`InterpreterTags`).
            default: return try tagIdentity(value, at: argument.location).map { node(.string($0)) }
            }
        case .tagValue:
            switch value {
            case .string(let text): return node(.string(text))
            case .int(let number): return node(.number(Double(number)))
            case .double(let number) where number.isFinite: return node(.number(number))
            case .bool(let flag): return node(.bool(flag))
            // An enum case stands for its name (`.chocolate`, `Flavor.chocolate`).
            case .symbol(let symbol) where symbol.steps.count == 1 && symbol.steps[0].arguments == nil: return node(.string(symbol.last))
            // A struct, a case with a payload: its identity (`InterpreterTags`).
            default: return try tagIdentity(value, at: argument.location).map { node(.string($0)) }
            }
        case .safeAreaRegions:
            guard case .symbol(let symbol) = value, symbol.steps.count == 1, SafeAreaRegions(rawValue: symbol.last) != nil else { return nil }
            return node(.string(symbol.last))
        case .edge:
            guard case .symbol(let symbol) = value, symbol.steps.count == 1, Edge(rawValue: symbol.last) != nil else { return nil }
            return node(.string(symbol.last))
        case .edgeAlignment:
            guard case .symbol(let symbol) = value, symbol.steps.count == 1,
                  HorizontalAlignment(rawValue: symbol.last) != nil || VerticalAlignment(rawValue: symbol.last) != nil else { return nil }
            return node(.string(symbol.last))
        case .lengthClosure:
            guard case .closure(let closure) = value else { return nil }
            return node(.string(try lengthExpression(closure)))
        case .layoutDirection:
            guard case .symbol(let symbol) = value, symbol.steps.count == 1, LayoutDirection(rawValue: symbol.last) != nil else { return nil }
            return node(.string(symbol.last))
        case .colorScheme:
            // `preferredColorScheme(nil)`: no preference.
            if case .null = value { return node(.null) }
            guard case .symbol(let symbol) = value, symbol.steps.count == 1, symbol.type == nil || symbol.type == "ColorScheme",
                  ColorScheme(rawValue: symbol.last) != nil else { return nil }
            return node(.string(symbol.last))
        case .dynamicTypeSize: return dynamicTypeSize(value, at: at)
        case .environmentKey:
            guard case .keyPath(let names) = value, names.count == 1, let name = names.first else { return nil }
            return node(.string(name))
        case .caseName:
            // `.inline`, `ToolbarItemPlacement.topBarTrailing`, `.page(indexDisplayMode: .always)`: the case's name.
            guard case .symbol(let symbol) = value, symbol.steps.count == 1 else { return nil }
            return node(.string(symbol.last))
        case .visibility:
            guard case .symbol(let symbol) = value, symbol.steps.count == 1, symbol.steps[0].arguments == nil,
                  ["automatic", "visible", "hidden"].contains(symbol.last) else { return nil }
            return node(.string(symbol.last))
        case .environmentValue:
            // A number: `\.defaultMinListRowHeight`'s height.
            if let number = value.number { return node(.number(number)) }
            guard case .symbol(let symbol) = value, symbol.steps.count == 1 else { return nil }
            return node(.string(symbol.last))
        case .url:
            // `URL(string: "…")!`, `URL(string: "…")` (nil when it does not parse: no URL).
            if case .null = value { return node(.null) }
            guard case .record("URL", let fields) = value, case .string(let text)? = fields["absoluteString"] else { return nil }
            return node(.string(text))
        case .plottable: return try plottable(value, at: at)
        case .date:
            guard let date = Self.date(value) else { return nil }
            return node(.string(SceneDates.iso8601(date)))
        case .datePickerComponents:
            return optionSet(value, names: ["date", "hourAndMinute"], at: at)
        case .buttonBorderShape:
            // `.capsule`, `ButtonBorderShape.circle`, `.roundedRectangle(radius: 8)`.
            guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "ButtonBorderShape",
                  symbol.steps.count == 1 else { return nil }
            let step = symbol.steps[0]
            guard let arguments = step.arguments else { return node(.string(step.name)) }
            guard step.name == "roundedRectangle", arguments.count == 1, arguments[0].label == "radius",
                  let radius = arguments[0].value.number else { return nil }
            return node(.object([("roundedRectangle", node(.number(radius)))]))
        case .indexViewStyle:
            // `.page`, `PageIndexViewStyle()`, `.page(backgroundDisplayMode: .always)`.
            if case .record(let name, _) = value, name == "PageIndexViewStyle" { return node(.string("page")) }
            guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "IndexViewStyle",
                  symbol.steps.count == 1, symbol.steps[0].name == "page" else { return nil }
            guard let arguments = symbol.steps[0].arguments, !arguments.isEmpty else { return node(.string("page")) }
            guard arguments.count == 1, arguments[0].label == "backgroundDisplayMode",
                  case .symbol(let mode) = arguments[0].value, mode.steps.count == 1 else { return nil }
            return node(.object([("page", node(.string(mode.last)))]))
        case .glass: return try glass(value, at: at)
        case .symbolVariants:
            // `.circle.fill`, `SymbolVariants.fill`: each step a variant's name.
            guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "SymbolVariants",
                  symbol.steps.allSatisfy({ $0.arguments == nil }) else { return nil }
            let names = symbol.steps.map(\.name).filter { $0 != "SymbolVariants" }
            guard !names.isEmpty else { return nil }
            return node(.string(names.joined(separator: ".")))
        case .ignored, .action:
            return nil
        }
    }

    /// An option set of `names` (`.top`, `[.date, .hourAndMinute]`) as an array of its names.
    private func optionSet(_ value: SwiftValue, names: [String], at location: SourceLocation) -> JSONNode? {
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        switch value {
        case .symbol(let symbol) where symbol.steps.count == 1 && names.contains(symbol.last):
            return node(.array([node(.string(symbol.last))]))
        case .array(let elements):
            var result: [JSONNode] = []
            for element in elements {
                guard case .symbol(let symbol) = element, names.contains(symbol.last) else { return nil }
                result.append(node(.string(symbol.last)))
            }
            return node(.array(result))
        default: return nil
        }
    }

    /// `.xxLarge` → `"xxLarge"`; `...DynamicTypeSize.large` → `{"through": "large"}`,
    /// `.small ... .large` → `{"from": "small", "through": "large"}`, `..<` ranges one size lower.
    package func dynamicTypeSize(_ value: SwiftValue, at location: SourceLocation) -> JSONNode? {
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        func name(_ value: SwiftValue?) -> String? {
            guard case .symbol(let symbol)? = value, symbol.steps.count == 1,
                  symbol.type == nil || symbol.type == "DynamicTypeSize" else { return nil }
            return symbol.last
        }
        /// The size below `value`'s: the last one a half-open range includes.
        func below(_ value: SwiftValue?) -> String? {
            guard let upper = name(value) else { return nil }
            guard let size = DynamicTypeSize(rawValue: upper), let index = DynamicTypeSize.allCases.firstIndex(of: size) else { return upper }
            return index > 0 ? DynamicTypeSize.allCases[index - 1].rawValue : nil
        }
        switch value {
        case .symbol: return name(value).map { node(.string($0)) }
        case .record(let type, let fields):
            var members: [(key: String, value: JSONNode)] = []
            switch type {
            case "PartialRangeThrough": guard let upper = name(fields["upper"]) else { return nil }; members = [("through", node(.string(upper)))]
            case "PartialRangeUpTo": guard let upper = below(fields["upper"]) else { return nil }; members = [("through", node(.string(upper)))]
            case "PartialRangeFrom": guard let lower = name(fields["lower"]) else { return nil }; members = [("from", node(.string(lower)))]
            case "ClosedRange", "Range":
                guard let lower = name(fields["lower"]), let upper = type == "Range" ? below(fields["upper"]) : name(fields["upper"]) else { return nil }
                members = [("from", node(.string(lower))), ("through", node(.string(upper)))]
            default: return nil
            }
            return node(.object(members))
        default: return nil
        }
    }

    /// A number literal's digits without its `_` separators (most literals have none: the
    /// replacement, generic over `Substring`, is left to those that do).
    private static func withoutUnderscores(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "_")) ? text.replacingAll("_", with: "") : text
    }

    /// The value of an expression made only of number literals, `+ - * /` and parentheses,
    /// each literal taken as a Double; nil for anything else.
    package static func floatingLiteral(_ expression: ExprSyntax) -> Double? {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Double(withoutUnderscores(literal.literal.text)) }
        if let literal = expression.as(FloatLiteralExprSyntax.self) { return Double(withoutUnderscores(literal.literal.text)) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return floatingLiteral(prefix.expression).map { -$0 }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return floatingLiteral(only.expression)
        }
        guard let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
              let a = floatingLiteral(infix.leftOperand), let b = floatingLiteral(infix.rightOperand) else { return nil }
        switch op {
        case "+": return a + b
        case "-": return a - b
        case "*": return a * b
        case "/": return b == 0 ? nil : a / b
        default: return nil
        }
    }

    /// `.degrees(45)`, `.radians(x)`, `Angle(degrees: 45)`, `Angle.radians(x)`: degrees.
    package func angle(_ value: SwiftValue) -> Double? {
        guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "Angle", symbol.steps.count == 1,
              let step = symbol.steps.first, let arguments = step.arguments, arguments.count == 1,
              let number = arguments[0].value.number, number.isFinite else { return nil }
        let unit = step.name == "init" ? arguments[0].label : (arguments[0].label == nil ? step.name : nil)
        switch unit {
        case "degrees"?: return number
        case "radians"?: return number * 180 / .pi
        default: return nil
        }
    }

    /// iOS 17's shape members: `.circle`, `.capsule`, `.ellipse`, `.rect`, `.rect(cornerRadius: 8)`.
    package static func shapeMember(_ symbol: Symbol, at location: SourceLocation) -> JSONNode? {
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        guard symbol.type == nil || symbol.type == "Shape", symbol.steps.count == 1, let step = symbol.steps.first else { return nil }
        let types = ["circle": "Circle", "capsule": "Capsule", "ellipse": "Ellipse", "rect": "Rectangle", "rectangle": "Rectangle",
                     "containerRelative": "ContainerRelativeShape"]
        guard let type = types[step.name] else { return nil }
        var members: [(key: String, value: JSONNode)] = [("type", node(.string(type)))]
        for argument in step.arguments ?? [] {
            switch argument.label {
            case "cornerRadius"? where type == "Rectangle":
                guard let radius = argument.value.number else { return nil }
                members[0] = ("type", node(.string("RoundedRectangle")))
                members.append(("cornerRadius", node(.number(radius))))
            case "style"?:
                guard case .symbol(let style) = argument.value, ["circular", "continuous"].contains(style.last) else { return nil }
                members.append(("style", node(.string(style.last))))
            default: return nil
            }
        }
        return node(.object(members))
    }

    /// `.top` → "top", `HorizontalAlignment.center` → "centerX", `VerticalAlignment.center` → "centerY".
    package static func guideName(_ symbol: Symbol) -> String? {
        switch (symbol.type, symbol.last) {
        case ("HorizontalAlignment", "center"): return "centerX"
        case ("VerticalAlignment", "center"): return "centerY"
        case (_, "center"): return nil
        case (_, let name) where ["leading", "trailing", "top", "bottom", "firstTextBaseline", "lastTextBaseline",
                                  "listRowSeparatorLeading", "listRowSeparatorTrailing"].contains(name):
            return name
        default: return nil
        }
    }

    // MARK: - Colours

    private func symbol(of value: SwiftValue) -> Symbol? {
        if case .symbol(let symbol) = value { return symbol }
        return nil
    }

    /// A colour or shape style as scene JSON.
    package func color(_ value: SwiftValue, at location: SourceLocation) throws(SceneError) -> JSONNode? {
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        // `Gradient(colors: [.hex(0xF3EBA4), .brand])`: the app's colour statics, wherever a colour goes.
        // A typed `Color.brand` (an implicit member given to a property declared `Color`) is looked up
        // the same way, in `extension Color` only: a `ShapeStyle` static of another `Self` type is
        // not `Color`'s (Mlem's `clear`).
        let typedColor = symbol(of: value).map { $0.type == "Color" || $0.type == "SwiftUI.Color" } ?? false
        if case .symbol(let symbol) = value, symbol.type == nil || typedColor, let first = symbol.steps.first,
           program.statics(at: location)["Color"]?[first.name] != nil || program.builtinFunctions["Color"]?[first.name] != nil
            || (!typedColor && program.statics(at: location)["ShapeStyle"]?[first.name] != nil) {
            let resolved = try appStatic(.symbol(Symbol(type: nil, steps: symbol.steps)), for: .color, at: location)
            if case .symbol(let again) = resolved, again.type == nil, again.steps.first?.name == first.name { return nil }
            return try color(resolved, at: location)
        }
        if case .views(let views) = value, views.count == 1, views[0].type == "Color", views[0].modifiers.isEmpty,
           let color = views[0].members.first(where: { $0.key == "color" }) {
            return color.value
        }
        guard case .symbol(let symbol) = value, let first = symbol.steps.first else { return nil }
        if let gradient = try gradient(symbol, at: location) { return gradient }
        // `.fill(DamusGradient.gradient.opacity(0.5))`: the gradient at that opacity (iOS 17's
        // `ShapeStyle.opacity(_:)`), each stop's alpha scaled.
        if symbol.steps.count > 1, symbol.steps.dropFirst().allSatisfy({ $0.name == "opacity" }),
           let style = try gradient(Symbol(type: symbol.type, steps: [first]), at: location) {
            var product = 1.0
            for step in symbol.steps.dropFirst() {
                guard let factor = Self.styleOpacity(step) else { return nil }
                product *= factor
            }
            return node(.object([("color", style), ("opacity", node(.number(Self.clampedOpacity(product))))]))
        }
        if let material = Self.material(symbol) {
            let style = node(.string(material))
            guard symbol.steps.count > 1 else { return style }
            var product = 1.0
            for step in symbol.steps.dropFirst() {
                guard step.name == "opacity", let factor = Self.styleOpacity(step) else { return nil }
                product *= factor
            }
            return node(.object([("color", style), ("opacity", node(.number(Self.clampedOpacity(product))))]))
        }
        guard symbol.type == nil || ["Color", "ShapeStyle", "HierarchicalShapeStyle", "SwiftUI.Color"].contains(symbol.type!) else { return nil }
        var base: JSONNode
        var name: String?
        var levelTaken = 0
        switch first.name {
        case "fill", "separator", "link":
            // `.fill.tertiary`, `.separator`: iOS's semantic colours.
            guard let (system, taken) = Self.semanticStyle(symbol) else { return nil }
            base = node(.string(system))
            levelTaken = taken
        case "background" where symbol.steps.count > 1 && ["secondary", "tertiary", "quaternary"].contains(symbol.steps[1].name):
            // `.background.secondary`: the system background of that level.
            guard let (system, taken) = Self.semanticStyle(symbol) else { return nil }
            base = node(.string(system))
            levelTaken = taken
        case "accentColor", "tint", "background":
            // `Color.accentColor`, `.tint`, `.background`: the style the environment holds where
            // it is drawn (`EnvironmentStyle`: the tint, else the app's accent colour — its asset
            // catalog's `AccentColor`, which the canvas carries — else iOS's blue).
            guard first.name != "background" || symbol.type != "Color", first.arguments == nil else { return nil }
            base = node(.string(first.name))
            name = first.name == "background" ? nil : first.name
        case "asset":
            // `Color("Brand")`: the asset catalog's colour set (InterpreterAssets).
            guard case .string(let asset)? = first.arguments?.first?.value else { return nil }
            base = assetColorJSON(asset, at: location)
        case "init":
            // `Color(uiColor: UIColor(named: "Brand")!)`: the asset colour itself.
            if let arguments = first.arguments, arguments.count == 1, ["uiColor", "nsColor", "cgColor"].contains(arguments[0].label),
               case .symbol(let inner) = arguments[0].value, inner.type == "Color", inner.steps.first?.name == "asset" {
                return try color(arguments[0].value, at: location)
            }
            // `Color(.systemBackground)`, `Color(uiColor: .secondaryLabel)`, `Color(UIColor.systemGray5)`.
            if let arguments = first.arguments, arguments.count == 1, [nil, "uiColor", "nsColor"].contains(arguments[0].label),
               case .symbol(let system) = arguments[0].value, system.steps.count == 1,
               system.type == nil || system.type == "UIColor" || system.type == "NSColor", RGBA.system[system.last] != nil {
                base = node(.string(system.last))
                break
            }
            guard let rgba = try Self.constructedColor(first.arguments ?? []) else { return nil }
            base = node(.string(rgba.hexString))
        case "shadow" where symbol.type == nil || symbol.type == "ShapeStyle":
            // `.fill(.shadow(.drop(radius: 4)))`: ShapeStyle's static, the current (foreground)
            // style with that shadow — `.primary.shadow(…)`; a shadow without a colour is black at
            // 33 % (Apple's `drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), …)`).
            guard let shadow = try shadowStyle(first.arguments, at: location) else { return nil }
            base = node(.object([("color", node(.string("primary"))), ("shadow", shadow)]))
        case _ where ["primary", "secondary"].contains(first.name) && ["Color", "SwiftUI.Color"].contains(symbol.type ?? ""):
            // `Color.primary`, `Color.secondary`: fixed colours (label, secondaryLabel), not the
            // levels `.primary` and `.secondary` of the foreground style in effect — inside a
            // tinted button's label `Text(…).foregroundStyle(Color.primary)` stays black
            // (StanfordSpezi/SpeziViews' option picker on iOS 18, docs/figures.md "Device truth
            // (session 18)").
            base = node(.string(first.name == "primary" ? "label" : "secondaryLabel"))
        default:
            guard RGBA.named[first.name] != nil else { return nil }
            base = node(.string(first.name))
            name = first.name == "background" ? nil : first.name
        }
        // A run of `.opacity` steps is one factor, their product, clamped once (`styleOpacity`).
        var product: Double?
        func applyOpacity() {
            guard let factor = product else { return }
            base = node(.object([("color", base), ("opacity", node(.number(Self.clampedOpacity(factor))))]))
            product = nil
        }
        for step in symbol.steps.dropFirst(1 + levelTaken) {
            if step.name != "opacity" { applyOpacity() }
            switch step.name {
            case "opacity":
                guard let factor = Self.styleOpacity(step) else { return nil }
                product = (product ?? 1) * factor
                name = nil
            case "gradient":
                guard let plain = name else { return nil }
                base = node(.string(plain + ".gradient"))
                name = nil
            case "shadow":
                // `.blue.shadow(.drop(radius: 4))`: the style with its shadow (`splitShadow`).
                guard let shadow = try shadowStyle(step.arguments, at: location) else { return nil }
                var members: [(key: String, value: JSONNode)] = [("color", base)]
                if case .object(let inner) = base.value, inner.contains(where: { $0.key == "opacity" }) { members = inner }
                guard !members.contains(where: { $0.key == "shadow" }) else { return nil }
                base = node(.object(members + [("shadow", shadow)]))
                name = nil
            default: return nil
            }
        }
        applyOpacity()
        return base
    }

    /// The factor of a colour's, gradient's or material's `.opacity(x)` step, as written (any
    /// number); nil when the step's argument is no number. Consecutive steps multiply and the
    /// product is clamped once (`clampedOpacity`): `.blue.opacity(0.5).opacity(3)` is opaque
    /// blue. Decision (session 18), by Apple's words, not a measurement: `Color.opacity(_:)`
    /// "multiplies the opacity of the color by the given amount" (of the colour as written, resolved
    /// later), and the clamp comes once, when it is resolved (`Color.Resolved.opacity` is "in the
    /// range 0 to 1") and drawn — a layer's opacity "outside that range [is] clamped to the
    /// minimum or maximum" (`CALayer.opacity`); unverified on a device. A gradient's and a
    /// material's steps follow the same rule. Limit: a colour's own alpha (`Color(white: 0,
    /// opacity: 0.4)`) stays a factor apart, so `.opacity(2)` on it draws 0.4, not 0.8.
    static func styleOpacity(_ step: Symbol.Step) -> Double? {
        step.arguments?.first?.value.number
    }

    /// A style's opacity factor clamped to 0…1 as it is drawn; NaN is kept, for the scene's located error.
    static func clampedOpacity(_ factor: Double) -> Double {
        factor.isNaN ? factor : min(max(factor, 0), 1)
    }

    /// `ShapeStyle.fill` and `.background` and their levels, `.separator`, `.link`: the UIKit
    /// colour each resolves to on iOS, and how many level steps (`.tertiary`) it took. Apple
    /// documents `.fill`'s four levels by the UIKit fills' own uses (the primary for a slider's
    /// track, the secondary a switch's background, the tertiary input fields, the quaternary an
    /// expanded cell: `systemFill` … `quaternarySystemFill`); `.background`'s levels are the
    /// system backgrounds (decision: Apple says only "the background style in the current
    /// context", whose root on iOS is `systemBackground`; a quaternary level is the tertiary).
    static func semanticStyle(_ symbol: Symbol) -> (String, Int)? {
        guard let first = symbol.steps.first, first.arguments == nil else { return nil }
        let levels = ["secondary", "tertiary", "quaternary"]
        var level: String?
        if symbol.steps.count > 1, symbol.steps[1].arguments == nil, levels.contains(symbol.steps[1].name) {
            level = symbol.steps[1].name
        }
        let taken = level == nil ? 0 : 1
        switch first.name {
        case "fill": return ((level ?? "") + (level == nil ? "systemFill" : "SystemFill"), taken)
        case "background":
            let named = level == "quaternary" ? "tertiary" : level
            return ((named ?? "") + (named == nil ? "systemBackground" : "SystemBackground"), taken)
        case "separator", "link": return level == nil ? (first.name, 0) : nil
        default: return nil
        }
    }

    /// `.drop(color:radius:x:y:)`, `.inner(…)`, `ShadowStyle.drop(…)`: a style's shadow as scene
    /// JSON (`{kind, color, radius, x, y}`); nil for anything else.
    private func shadowStyle(_ arguments: [CallArgument]?, at location: SourceLocation) throws(SceneError) -> JSONNode? {
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        guard let arguments, arguments.count == 1, arguments[0].label == nil, case .symbol(let symbol) = arguments[0].value,
              symbol.type == nil || symbol.type == "ShadowStyle", symbol.steps.count == 1, let step = symbol.steps.first,
              ["drop", "inner"].contains(step.name) else { return nil }
        var members: [(key: String, value: JSONNode)] = [("kind", node(.string(step.name)))]
        for argument in step.arguments ?? [] {
            switch argument.label {
            case "color"?:
                guard let color = try color(argument.value, at: location) else { return nil }
                members.append(("color", color))
            case let label? where ["radius", "x", "y"].contains(label):
                guard let number = argument.value.number else { return nil }
                members.append((label, node(.number(number))))
            default: return nil
            }
        }
        return node(.object(members))
    }

    /// `.ultraThinMaterial` … `.bar` (as a `ShapeStyle` static), `Material.thin`, and the
    /// static through its type, `Material.ultraThinMaterial` (SwiftUI declares it on `ShapeStyle
    /// where Self == Material`): the scene's material name.
    static func material(_ symbol: Symbol) -> String? {
        guard let name = symbol.steps.first?.name, symbol.steps.first?.arguments == nil else { return nil }
        switch symbol.type {
        case nil, "ShapeStyle"?, "SwiftUI.ShapeStyle"?: return MaterialStyle.named[name] != nil ? name : nil
        case "Material"?, "SwiftUI.Material"?:
            if MaterialStyle.named[name] != nil { return name }
            let spelled = name + "Material"
            return MaterialStyle.named[spelled] != nil ? spelled : nil
        default: return nil
        }
    }

    /// `LinearGradient(colors:startPoint:endPoint:)`, `LinearGradient(gradient: Gradient(stops: …), …)`,
    /// `.linearGradient(…)`, `RadialGradient(colors:center:startRadius:endRadius:)`, `.radialGradient(…)`.
    package func gradient(_ symbol: Symbol, at location: SourceLocation) throws(SceneError) -> JSONNode? {
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        guard symbol.steps.count == 1, let step = symbol.steps.first, let arguments = step.arguments else { return nil }
        let kind: String
        switch (symbol.type, step.name) {
        case ("LinearGradient"?, "init"), (nil, "linearGradient"), ("ShapeStyle"?, "linearGradient"): kind = "linearGradient"
        case ("RadialGradient"?, "init"), (nil, "radialGradient"), ("ShapeStyle"?, "radialGradient"): kind = "radialGradient"
        default: return nil
        }
        var members: [(key: String, value: JSONNode)] = []
        func colors(_ value: SwiftValue) throws(SceneError) -> JSONNode? {
            guard case .array(let elements) = value else { return nil }
            var result: [JSONNode] = []
            for element in elements {
                guard let color = try color(element, at: location) else { return nil }
                result.append(color)
            }
            return node(.array(result))
        }
        func stops(_ value: SwiftValue) throws(SceneError) -> JSONNode? {
            guard case .array(let elements) = value else { return nil }
            var result: [JSONNode] = []
            for element in elements {
                // `.init(color:location:)`, `Gradient.Stop(color:location:)`.
                guard case .symbol(let stop) = element, let fields = stop.steps.last?.arguments,
                      let color = fields.first(where: { $0.label == "color" }), let at = fields.first(where: { $0.label == "location" }),
                      let colorJSON = try self.color(color.value, at: location), let number = at.value.number else { return nil }
                result.append(node(.object([("color", colorJSON), ("location", node(.number(number)))])))
            }
            return node(.array(result))
        }
        func unitPoint(_ value: SwiftValue) -> JSONNode? {
            guard case .symbol(let point) = value, point.steps.count == 1, let pointStep = point.steps.first else { return nil }
            if pointStep.name == "init", let fields = pointStep.arguments,
               let x = fields.first(where: { $0.label == "x" })?.value.number, let y = fields.first(where: { $0.label == "y" })?.value.number {
                return node(.object([("x", node(.number(x))), ("y", node(.number(y)))]))
            }
            return UnitPoint.named[pointStep.name] != nil && pointStep.arguments == nil ? node(.string(pointStep.name)) : nil
        }
        for argument in arguments {
            switch argument.label {
            case "colors"?:
                guard let list = try colors(argument.value) else { return nil }
                members.append(("colors", list))
            case "stops"?:
                guard let list = try stops(argument.value) else { return nil }
                members.append(("stops", list))
            case "gradient"?, nil:
                // `Gradient(colors: […])` or `Gradient(stops: […])`; unlabelled in `.linearGradient(_:startPoint:endPoint:)`.
                // (Also `gradient: .init(colors: […])`, the parameter's `Gradient`.)
                guard case .symbol(let inner) = argument.value, inner.type == "Gradient" || (inner.type == nil && inner.last == "init"),
                      inner.steps.count == 1, let fields = inner.steps.first?.arguments,
                      let only = fields.first, fields.count == 1 else { return nil }
                guard let list = only.label == "colors" ? try colors(only.value) : only.label == "stops" ? try stops(only.value) : nil else { return nil }
                members.append((only.label ?? "colors", list))
            case "startPoint"?, "endPoint"?, "center"?:
                guard let point = unitPoint(argument.value) else { return nil }
                members.append((argument.label ?? "", point))
            case "startRadius"?, "endRadius"?:
                guard let number = argument.value.number else { return nil }
                members.append((argument.label ?? "", node(.number(number))))
            default: return nil
            }
        }
        return node(.object([(kind, node(.object(members)))]))
    }

    /// `Color(white:)`, `Color(red:green:blue:)`, `Color(hue:saturation:brightness:)`, with `opacity:`;
    /// the first two may start with a colour space (`Color(.sRGBLinear, white: 0)`): linear
    /// components are gamma-encoded, Display P3 is taken as sRGB, as the Swift API does.
    package static func constructedColor(_ arguments: [CallArgument]) throws(SceneError) -> RGBA? {
        var values: [String: Double] = [:]
        var linear = false
        for (index, argument) in arguments.enumerated() {
            if index == 0, argument.label == nil, case .symbol(let space) = argument.value, space.steps.count == 1,
               ["sRGB", "sRGBLinear", "displayP3"].contains(space.last) {
                linear = space.last == "sRGBLinear"
                continue
            }
            // NaN is no colour component (clamping keeps it NaN, and a colour's hex form traps on it).
            guard let label = argument.label, let number = argument.value.number, !number.isNaN else { return nil }
            values[label] = min(max(number, 0), 1)
        }
        // (`UIColor(red:green:blue:alpha:)`, given to `Color(_:)`, says `alpha`.)
        let alpha = values["opacity"] ?? values["alpha"] ?? 1
        if let white = values["white"] {
            let color = RGBA(red: white, green: white, blue: white, alpha: alpha)
            return linear ? color.gammaEncoded : color
        }
        if let red = values["red"], let green = values["green"], let blue = values["blue"] {
            let color = RGBA(red: red, green: green, blue: blue, alpha: alpha)
            return linear ? color.gammaEncoded : color
        }
        if let hue = values["hue"], let saturation = values["saturation"], let brightness = values["brightness"] {
            return RGBA(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
        }
        return nil
    }


    // MARK: - Fonts

    /// `.title`, `.system(size: 20, weight: .bold, design: .rounded)`, `.headline.weight(.semibold)`.
    package func font(_ value: SwiftValue, at location: SourceLocation) -> JSONNode? {
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "Font", let first = symbol.steps.first else { return nil }
        var members: [(key: String, value: JSONNode)] = []
        func set(_ key: String, _ value: JSONNode) {
            members.removeAll { $0.key == key }
            members.append((key, value))
        }
        func symbolName(_ argument: CallArgument?) -> String? {
            if case .symbol(let inner)? = argument?.value { return inner.last }
            return nil
        }
        if Font.TextStyle(rawValue: first.name) != nil, first.arguments == nil {
            set("style", node(.string(first.name)))
        } else if first.name == "system" || first.name == "custom" {
            for argument in first.arguments ?? [] {
                switch argument.label {
                case nil:
                    if case .string(let family) = argument.value, first.name == "custom" { set("family", node(.string(family))); continue }
                    guard let style = symbolName(argument), Font.TextStyle(rawValue: style) != nil else { return nil }
                    set("style", node(.string(style)))
                case "size"?, "fixedSize"?:
                    guard let size = argument.value.number else { return nil }
                    set("size", node(.number(size)))
                    // `Font.custom(_:size:)` scales with body text; `fixedSize:` and `.system(size:)` do not.
                    if first.name == "custom", argument.label == "size", !members.contains(where: { $0.key == "relativeTo" }) {
                        set("relativeTo", node(.string("body")))
                    }
                case "weight"?:
                    guard let weight = symbolName(argument) else { return nil }
                    set("weight", node(.string(weight)))
                case "design"?:
                    guard let design = symbolName(argument) else { return nil }
                    set("design", node(.string(design)))
                case "relativeTo"?:
                    guard let style = symbolName(argument), Font.TextStyle(rawValue: style) != nil else { return nil }
                    set("relativeTo", node(.string(style)))
                default: return nil
                }
            }
        } else {
            return nil
        }
        for step in symbol.steps.dropFirst() {
            switch step.name {
            case "weight":
                guard let weight = symbolName(step.arguments?.first) else { return nil }
                set("weight", node(.string(weight)))
            case "bold": set("weight", node(.string("bold")))
            case "monospaced": set("design", node(.string("monospaced")))
            case "italic", "leading", "smallCaps", "monospacedDigit": continue
            default: return nil
            }
        }
        if members.count == 1, members[0].key == "style" { return members[0].value }
        return node(.object(members))
    }
}
