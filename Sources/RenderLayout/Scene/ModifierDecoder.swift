/// Decodes one entry of `"modifiers"` (scene-format.md §3) into a modifier node around `content`.
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
        if let definition = ModifierDefinitions.byName[key] {
            var context = ModifierDecoding(decoder: self, children: [content], depth: depth)
            let behavior = try definition.decode(field, &context)
            self = context.decoder
            guard let behavior else { return content }
            return ViewNode(.modifier(.defined(DefinedModifier(behavior))), id: id, children: context.children, at: entry.at)
        }
        let children = [content]
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
        case "offset":
            let point = try field.point()
            modifier = .offset(x: point.x, y: point.y)
        case "position":
            let point = try field.point()
            modifier = .position(x: point.x, y: point.y)
        case "alignmentGuide": modifier = try alignmentGuide(field)
        case "layoutPriority": modifier = .layoutPriority(try field.number(in: -1_000_000...1_000_000))
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
        case "layoutDirection": modifier = .environment(key: key, .layoutDirection(try field.layoutDirection()))
        case "dynamicTypeSize": modifier = .environment(key: key, try field.dynamicTypeSizeChange())
        case "environment":
            let (name, change) = try field.environmentChange()
            modifier = .environment(key: name, change)
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
