/// Decodes one entry of `"modifiers"` (docs/scene-format.md, "Modifiers") into a modifier node
/// around `content`.
extension SceneDecoder {
    /// The modifier keys, from the one table every front end shares (shape properties such as
    /// `fill` are view properties in JSON, and `accessibilityIdentifier` is spelled `id`).
    static let modifierKeys = Vocabulary.jsonModifierNames

    mutating func modifier(_ entry: JSONField, around content: ViewNode, id: String?, depth: Depth) throws(SceneError) -> ViewNode {
        let members = try entry.object()
        guard members.count == 1, let key = members.first?.key, let field = entry.member(key) else {
            throw entry.fail("a modifier is an object with exactly one key, such as {\"padding\": 8}")
        }
        try countNode(entry)
        var children = [content]
        let modifier: Modifier
        switch key {
        case "frame": modifier = try frame(field)
        case "fixedSize":
            if case .object = field.node.value {
                try field.checkKeys(["horizontal", "vertical"], what: "fixedSize")
                modifier = .fixedSize(horizontal: try field.member("horizontal")?.bool() ?? false,
                                      vertical: try field.member("vertical")?.bool() ?? false)
            } else {
                let on = try field.bool()
                modifier = .fixedSize(horizontal: on, vertical: on)
            }
        case "padding": modifier = .padding(try field.paddingInsets())
        case "border":
            if case .object = field.node.value, field.member("color") != nil, field.member("type") == nil {
                try field.checkKeys(["color", "width", "opacity"], what: "border")
                guard let color = field.member("color") else { throw field.fail("border needs \"color\"") }
                var style = try color.shapeStyle()
                if let opacity = field.member("opacity") { style = style.opacity(try opacity.number(in: 0...1)) }
                modifier = .border(style, width: try field.member("width")?.length(allowInfinity: false) ?? 1)
            } else {
                modifier = .border(try field.shapeStyle(), width: 1)
            }
        case "background" where Self.isBackgroundStyle(field):
            let (styleField, edges) = try backgroundStyle(field)
            try countNode(styleField)
            children.append(ViewNode(.color(try styleField.shapeStyle()), path: field.path))
            modifier = .background(alignment: .center, ignoresSafeAreaEdges: edges)
        case "ignoresSafeArea": modifier = try ignoresSafeArea(field)
        case "edgesIgnoringSafeArea": modifier = .ignoresSafeArea(regions: .all, edges: try field.edgeSet())
        case "safeAreaPadding": modifier = try safeAreaPadding(field)
        case "safeAreaInset":
            let (inset, content) = try safeAreaInset(field, depth: depth)
            children.append(content)
            modifier = inset
        case "containerRelativeFrame": modifier = try containerRelativeFrame(field)
        case "background", "overlay", "mask":
            var alignment = Alignment.center
            var secondary = field
            if field.member("content") != nil, field.member("type") == nil {
                try field.checkKeys(["alignment", "content"], what: key)
                alignment = try field.member("alignment").map { (f: JSONField) throws(SceneError) in try self.alignment(f) } ?? .center
                guard let inner = field.member("content") else { throw field.fail("\(key) needs \"content\"") }
                secondary = inner
            }
            let views = try view(secondary, depth: depth)
            guard views.count == 1, let view = views.first else {
                throw secondary.fail("\(key) content must be exactly one view (wrap several in a ZStack)")
            }
            children.append(view)
            switch key {
            case "overlay": modifier = .overlay(alignment: alignment)
            case "mask": modifier = .mask(alignment: alignment)
            default: modifier = .background(alignment: alignment)
            }
        case "offset":
            let point = try field.point()
            modifier = .offset(x: point.x, y: point.y)
        case "position":
            let point = try field.point()
            modifier = .position(x: point.x, y: point.y)
        case "alignmentGuide": modifier = try alignmentGuide(field)
        case "layoutPriority": modifier = .layoutPriority(try field.number(in: -1_000_000...1_000_000))
        case "gridCellColumns": modifier = .gridCellColumns(try field.integer(in: 1...1000))
        case "gridColumnAlignment":
            modifier = .gridColumnAlignment(try field.choice(
                Dictionary(uniqueKeysWithValues: HorizontalAlignment.allCases.map { ($0.rawValue, $0) }), what: "gridColumnAlignment"))
        case "lineLimit":
            modifier = .environment(key: key, .lineLimit(field.isNull ? nil : try field.integer(in: 1...100_000)))
        case "truncationMode":
            modifier = .environment(key: key, .truncationMode(try field.choice(
                Dictionary(uniqueKeysWithValues: TruncationMode.allCases.map { ($0.rawValue, $0) }), what: "truncation mode")))
        case "multilineTextAlignment":
            modifier = .environment(key: key, .multilineTextAlignment(try field.choice(
                Dictionary(uniqueKeysWithValues: TextAlignment.allCases.map { ($0.rawValue, $0) }), what: "text alignment")))
        case "minimumScaleFactor":
            let factor = try field.number(in: 0...1)
            guard factor > 0 else { throw field.fail("minimumScaleFactor must be greater than 0") }
            modifier = .environment(key: key, .minimumScaleFactor(factor))
        case "font": modifier = .environment(key: key, .font(try field.font()))
        case "bold": modifier = .environment(key: key, .bold(try field.bool()))
        case "italic": modifier = .environment(key: key, .italic(try field.bool()))
        case "foregroundColor", "foregroundStyle": modifier = .environment(key: key, .foregroundStyle(try field.shapeStyle()))
        case "tag": modifier = .tag(try field.tagValue())
        case "pickerStyle":
            modifier = .environment(key: key, .pickerStyle(try field.choice(
                Dictionary(uniqueKeysWithValues: PickerStyleKind.allCases.map { ($0.rawValue, $0) }), what: "picker style")))
        case "textFieldStyle":
            modifier = .environment(key: key, .textFieldStyle(try field.choice(
                Dictionary(uniqueKeysWithValues: TextFieldStyleKind.allCases.map { ($0.rawValue, $0) }), what: "text field style")))
        case "labelStyle":
            modifier = .environment(key: key, .labelStyle(try field.choice(
                Dictionary(uniqueKeysWithValues: LabelStyleKind.allCases.map { ($0.rawValue, $0) }), what: "label style")))
        case "listStyle":
            modifier = .environment(key: key, .listStyle(try field.choice(
                Dictionary(uniqueKeysWithValues: ListStyleKind.allCases.map { ($0.rawValue, $0) }), what: "list style")))
        case "buttonStyle":
            modifier = .environment(key: key, .buttonStyle(try field.choice(
                Dictionary(uniqueKeysWithValues: ButtonStyleKind.allCases.map { ($0.rawValue, $0) }), what: "button style")))
        case "opacity": modifier = .opacity(try field.number(in: 0...1))
        case "clipped":
            guard try field.bool() else { return content }
            modifier = .clipped
        case "cornerRadius": modifier = .cornerRadius(try field.length(allowInfinity: false))
        case "hidden":
            guard try field.bool() else { return content }
            modifier = .hidden
        case "aspectRatio":
            try field.checkKeys(["ratio", "contentMode"], what: "aspectRatio")
            let ratio = field.member("ratio").flatMap { $0.isNull ? nil : $0 }
            guard let modeField = field.member("contentMode") else { throw field.fail("aspectRatio needs \"contentMode\" (fit or fill)") }
            var value: Double?
            if let ratio {
                value = try ratio.number(in: 0...1_000_000)
                guard value != 0 else { throw ratio.fail("an aspect ratio must be greater than 0") }
            }
            modifier = .aspectRatio(value, try modeField.choice(
                Dictionary(uniqueKeysWithValues: ContentMode.allCases.map { ($0.rawValue, $0) }), what: "content mode"))
        case "scaledToFit", "scaledToFill":
            guard try field.bool() else { return content }
            modifier = .aspectRatio(nil, key == "scaledToFit" ? .fit : .fill)
        case "clipShape": modifier = .clipShape(try clipShape(field))
        case "shadow":
            try field.checkKeys(["color", "radius", "x", "y"], what: "shadow")
            guard let radius = field.member("radius") else { throw field.fail("shadow needs \"radius\"") }
            var shadow = Shadow(radius: try radius.length(allowInfinity: false))
            if let color = field.member("color") {
                guard case .color(let rgba) = try color.shapeStyle() else { throw color.fail("a shadow's colour cannot be a gradient") }
                shadow.color = rgba
            }
            shadow.x = try field.member("x")?.number(in: -SceneLimits.maxLength...SceneLimits.maxLength) ?? 0
            shadow.y = try field.member("y")?.number(in: -SceneLimits.maxLength...SceneLimits.maxLength) ?? 0
            modifier = .shadow(shadow)
        case "blur":
            if case .object = field.node.value {
                try field.checkKeys(["radius"], what: "blur")
                guard let radius = field.member("radius") else { throw field.fail("blur needs \"radius\"") }
                modifier = .blur(radius: try radius.length(allowInfinity: false))
            } else {
                modifier = .blur(radius: try field.length(allowInfinity: false))
            }
        case "rotationEffect":
            try field.checkKeys(["degrees", "anchor"], what: "rotationEffect")
            guard let degrees = field.member("degrees") else { throw field.fail("rotationEffect needs \"degrees\"") }
            modifier = .rotation(degrees: try degrees.number(in: -1_000_000...1_000_000),
                                 anchor: try field.member("anchor")?.alignment() ?? .center)
        case "scaleEffect":
            if case .object = field.node.value {
                try field.checkKeys(["x", "y", "anchor"], what: "scaleEffect")
                modifier = .scale(x: try field.member("x")?.number(in: -1_000...1_000) ?? 1,
                                  y: try field.member("y")?.number(in: -1_000...1_000) ?? 1,
                                  anchor: try field.member("anchor")?.alignment() ?? .center)
            } else {
                let factor = try field.number(in: -1_000...1_000)
                modifier = .scale(x: factor, y: factor, anchor: .center)
            }
        case "tracking", "kerning": modifier = .environment(key: key, .tracking(try field.number(in: -1_000...1_000)))
        case "underline": modifier = .environment(key: key, .underline(try field.bool()))
        case "strikethrough": modifier = .environment(key: key, .strikethrough(try field.bool()))
        case "monospacedDigit":
            guard try field.bool() else { return content }
            modifier = .environment(key: key, .monospacedDigit)
        case "lineSpacing": modifier = .environment(key: key, .lineSpacing(try field.length(allowInfinity: false)))
        case "textCase":
            modifier = .environment(key: key, .textCase(field.isNull ? nil : try field.choice(
                Dictionary(uniqueKeysWithValues: TextCase.allCases.map { ($0.rawValue, $0) }), what: "text case")))
        case "tint", "accentColor":
            guard case .color(let color) = try field.shapeStyle() else { throw field.fail("a tint is a flat colour") }
            modifier = .environment(key: key, .tint(color))
        case "fontWeight":
            modifier = .environment(key: key, .fontWeight(try field.choice(
                FontNames.weights, what: "font weight")))
        case "imageScale":
            modifier = .environment(key: key, .imageScale(try field.choice(
                Dictionary(uniqueKeysWithValues: ImageScale.allCases.map { ($0.rawValue, $0) }), what: "image scale")))
        case "zIndex": modifier = .zIndex(try field.number(in: -1_000_000...1_000_000))
        case "layoutDirection": modifier = .environment(key: key, .layoutDirection(try field.layoutDirection()))
        case "dynamicTypeSize": modifier = .environment(key: key, try field.dynamicTypeSizeChange())
        case "environment":
            let (name, change) = try field.environmentChange()
            modifier = .environment(key: name, change)
        case "flipsForRightToLeftLayoutDirection": modifier = .flipsForRightToLeft(try field.bool())
        default:
            throw SceneError(file: file, path: field.path, location: members.first?.value.location,
                             message: "unknown modifier \"\(key)\"; expected one of \(Self.modifierKeys.joined(separator: ", "))")
        }
        return ViewNode(.modifier(modifier), id: id, children: children, at: entry.at)
    }

    private static let flexFrameKeys: Set<String> = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    private func frame(_ field: JSONField) throws(SceneError) -> Modifier {
        let flexKeys = Self.flexFrameKeys
        let members = try field.object()
        let alignment = try field.member("alignment").map { (f: JSONField) throws(SceneError) in try self.alignment(f) } ?? .center
        if members.contains(where: { flexKeys.contains($0.key) }) {
            try field.checkKeys(flexKeys.union(["alignment"]), what: "a flexible frame (width and height belong to the fixed form)")
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
            return .flexFrame(FlexFrame(
                minWidth: try bound("minWidth"), idealWidth: try bound("idealWidth"), maxWidth: try bound("maxWidth"),
                minHeight: try bound("minHeight"), idealHeight: try bound("idealHeight"), maxHeight: try bound("maxHeight"),
                alignment: alignment))
        }
        try field.checkKeys(["width", "height", "alignment"], what: "frame")
        func fixed(_ key: String) throws(SceneError) -> Double? {
            guard let member = field.member(key), !member.isNull else { return nil }
            return try member.length(allowInfinity: false)
        }
        return .frame(width: try fixed("width"), height: try fixed("height"), alignment: alignment)
    }

    /// `clipShape`: a shape view's name or object (`"Circle"`, `{"type": "RoundedRectangle", "cornerRadius": 8}`).
    private func clipShape(_ field: JSONField) throws(SceneError) -> ShapeKind {
        let simple: [String: ShapeKind] = ["Rectangle": .rectangle, "Circle": .circle, "Ellipse": .ellipse, "Capsule": .capsule]
        if case .string = field.node.value { return try field.choice(simple, what: "clip shape") }
        guard let type = field.member("type") else { throw field.fail("clipShape needs a shape's \"type\"") }
        if case .string("UnevenRoundedRectangle") = type.node.value {
            let keys = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"]
            try field.checkKeys(Set(keys + ["type"]), what: "clipShape")
            var radii: [Double] = []
            for key in keys { radii.append(try field.member(key)?.length(allowInfinity: false) ?? 0) }
            return .unevenRoundedRectangle(topLeading: radii[0], bottomLeading: radii[1], bottomTrailing: radii[2], topTrailing: radii[3])
        }
        try field.checkKeys(["type", "cornerRadius", "style"], what: "clipShape")
        if case .string("RoundedRectangle") = type.node.value {
            guard let radius = field.member("cornerRadius") else { throw field.fail("RoundedRectangle needs \"cornerRadius\"") }
            let value = try radius.length(allowInfinity: false)
            let styles: [String: Bool] = ["circular": false, "continuous": true]
            let continuous: Bool = try field.member("style")?.choice(styles, what: "corner style") ?? false
            return continuous ? .continuousRoundedRectangle(cornerRadius: value) : .roundedRectangle(cornerRadius: value)
        }
        if let extra = field.member("cornerRadius") ?? field.member("style") { throw extra.fail("only RoundedRectangle has \"cornerRadius\" and \"style\"") }
        return try type.choice(simple.merging(["RoundedRectangle": .rectangle]) { a, _ in a }, what: "clip shape")
    }

    private func alignmentGuide(_ field: JSONField) throws(SceneError) -> Modifier {
        try field.checkKeys(["guide", "value"], what: "alignmentGuide")
        guard let guideField = field.member("guide"), let valueField = field.member("value") else {
            throw field.fail("alignmentGuide needs \"guide\" and \"value\"")
        }
        let key = try guideKey(guideField)
        let expression: GuideExpression
        if case .guide(let function) = valueField.node.value {
            expression = .function(function)
        } else if case .string(let text) = valueField.node.value, !valueField.node.fromParameter {
            do { expression = try guideExpression(text) } catch { throw valueField.fail(error.message) }
        } else {
            expression = .number(try valueField.number(in: -SceneLimits.maxLength...SceneLimits.maxLength))
        }
        return .alignmentGuide(key, expression)
    }
}
