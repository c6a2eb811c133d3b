import Foundation
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftUI

/// A random tree built with the Swift API (`import RenderSwiftUI`), for the front-end
/// invariant: compiled calls with SwiftUI's signatures, one per node, chosen by a switch over
/// the names. Swift cannot call a method by name, so this covers the views and modifiers the
/// invariants are mostly about (stacks, shapes, text, frames, padding, offsets, styles); a
/// tree holding anything else has no API twin (nil) and is compared through JSON and Swift only.
enum RandomTreeAPI {
    /// What `view(_:)` builds; trees of these alone always have a twin.
    static let views: Set<String> = ["Text", "Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle", "Color", "Spacer",
                                     "Divider", "HStack", "VStack", "ZStack"]
    static let modifiers: Set<String> = ["padding", "frame", "offset", "fixedSize", "foregroundStyle", "foregroundColor", "font",
                                         "opacity", "layoutPriority"]

    static func view(_ tree: RandomView) -> AnyView? {
        guard var view = base(tree) else { return nil }
        for modifier in tree.modifiers {
            guard let modified = apply(modifier, to: view) else { return nil }
            view = modified
        }
        return view
    }

    private static func json(_ argument: RandomArgument?) -> JSONNode.Value? {
        guard case .value(_, let value)? = argument else { return nil }
        return value
    }
    private static func number(_ argument: RandomArgument?) -> Double? {
        switch json(argument) {
        case .number(let value)?: return value
        case .string("infinity")?: return .infinity
        default: return nil
        }
    }
    private static func name(_ argument: RandomArgument?) -> String? {
        if case .string(let text)? = json(argument) { return text }
        return nil
    }
    private static func children(_ argument: RandomArgument?) -> [AnyView]? {
        guard case .content(let views)? = argument else { return [] }
        var result: [AnyView] = []
        for child in views {
            guard let built = view(child) else { return nil }
            result.append(built)
        }
        return result
    }
    /// Views of a builder closure: a ForEach over them, which the API splices as SwiftUI does.
    private static func content(_ views: [AnyView]) -> ForEach<Range<Int>, Int, AnyView> {
        ForEach(0..<views.count, id: \.self) { views[$0] }
    }

    static func color(_ name: String?) -> Color? {
        switch name {
        case "red": return .red
        case "blue": return .blue
        case "green": return .green
        case "orange": return .orange
        case "purple": return .purple
        case "primary": return .primary
        case "secondary": return .secondary
        case "accentColor": return .accentColor
        default: return nil
        }
    }

    private static func font(_ argument: RandomArgument?) -> Font? {
        guard case .object(let members)? = json(argument) else { return nil }
        if let style = members.first(where: { $0.key == "style" }), case .string(let text) = style.value.value {
            return Font.TextStyle(rawValue: text)?.font
        }
        if let size = members.first(where: { $0.key == "size" }), case .number(let value) = size.value.value {
            return .system(size: value)
        }
        return nil
    }

    private static func alignment(_ argument: RandomArgument?) -> Alignment? {
        guard let name = name(argument) else { return argument == nil ? .center : nil }
        return Alignment.named[name]
    }

    private static func base(_ tree: RandomView) -> AnyView? {
        let a = tree.arguments
        switch (tree.name, tree.overload) {
        case ("Text", 0): return name(a[0]).map { AnyView(Text($0)) }
        case ("Rectangle", _): return AnyView(Rectangle())
        case ("Circle", _): return AnyView(Circle())
        case ("Ellipse", _): return AnyView(Ellipse())
        case ("Capsule", _): return AnyView(Capsule())
        case ("Text", 1): return name(a[0]).map { AnyView(Text(verbatim: $0)) }
        case ("Text", 2):
            guard let value = number(a[0]) else { return nil }
            return AnyView(Text(value, format: name(a[1]) == "percent" ? .percent : .number))
        case ("RoundedRectangle", 0): return number(a[0]).map { AnyView(RoundedRectangle(cornerRadius: $0)) }
        case ("RoundedRectangle", 1):
            guard let radius = number(a[0]) else { return nil }
            return AnyView(RoundedRectangle(cornerRadius: radius, style: name(a[1]) == "continuous" ? .continuous : .circular))
        case ("Color", _): return color(name(a[0])).map { AnyView($0) }
        case ("Spacer", 0): return AnyView(Spacer())
        case ("Spacer", 1): return AnyView(Spacer(minLength: number(a[0])))
        case ("Divider", _): return AnyView(Divider())
        case ("HStack", _):
            guard let views = children(a[2]) else { return nil }
            let alignment = name(a[0]).flatMap(VerticalAlignment.init(rawValue:)) ?? .center
            return AnyView(HStack(alignment: alignment, spacing: number(a[1])) { content(views) })
        case ("VStack", _):
            guard let views = children(a[2]) else { return nil }
            let alignment = name(a[0]).flatMap(HorizontalAlignment.init(rawValue:)) ?? .center
            return AnyView(VStack(alignment: alignment, spacing: number(a[1])) { content(views) })
        case ("ZStack", _):
            guard let views = children(a[1]), let alignment = alignment(a[0]) else { return nil }
            return AnyView(ZStack(alignment: alignment) { content(views) })
        default: return nil
        }
    }

    private static func apply(_ modifier: RandomModifier, to view: AnyView) -> AnyView? {
        let a = modifier.arguments
        switch (modifier.name, modifier.overload) {
        case ("padding", 0): return AnyView(view.padding())
        case ("padding", 1): return number(a[0]).map { AnyView(view.padding($0)) }
        case ("padding", 2):
            guard case .object(let members)? = json(a[0]) else { return nil }
            func edge(_ key: String) -> Double {
                if case .number(let value)? = members.first(where: { $0.key == key })?.value.value { return value }
                return 0
            }
            return AnyView(view.padding(EdgeInsets(top: edge("top"), leading: edge("leading"), bottom: edge("bottom"), trailing: edge("trailing"))))
        case ("padding", 3):
            guard case .array(let names)? = json(a[0]) else { return nil }
            var edges: Edge.Set = []
            let sets: [String: Edge.Set] = ["top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
                                            "horizontal": .horizontal, "vertical": .vertical, "all": .all]
            for case .string(let name) in names.map(\.value) {
                guard let set = sets[name] else { return nil }
                edges.formUnion(set)
            }
            return AnyView(view.padding(edges, number(a[1])))
        case ("frame", 0):
            guard let alignment = alignment(a[2]) else { return nil }
            return AnyView(view.frame(width: number(a[0]), height: number(a[1]), alignment: alignment))
        case ("frame", 1):
            guard let alignment = alignment(a[6]) else { return nil }
            return AnyView(view.frame(minWidth: number(a[0]), idealWidth: number(a[1]), maxWidth: number(a[2]),
                                      minHeight: number(a[3]), idealHeight: number(a[4]), maxHeight: number(a[5]), alignment: alignment))
        case ("offset", _): return AnyView(view.offset(x: number(a[0]) ?? 0, y: number(a[1]) ?? 0))
        case ("fixedSize", 0): return AnyView(view.fixedSize())
        case ("fixedSize", 1):
            guard case .bool(let horizontal)? = json(a[0]), case .bool(let vertical)? = json(a[1]) else { return nil }
            return AnyView(view.fixedSize(horizontal: horizontal, vertical: vertical))
        case ("foregroundStyle", _): return color(name(a[0])).map { AnyView(view.foregroundStyle($0)) }
        case ("foregroundColor", _): return color(name(a[0])).map { AnyView(view.foregroundColor($0)) }
        case ("font", _): return font(a[0]).map { AnyView(view.font($0)) }
        case ("opacity", _): return number(a[0]).map { AnyView(view.opacity($0)) }
        case ("layoutPriority", _): return number(a[0]).map { AnyView(view.layoutPriority($0)) }
        default: return nil
        }
    }
}
