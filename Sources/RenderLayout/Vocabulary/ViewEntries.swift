/// The views of the vocabulary: SwiftUI's initialisers and the JSON view objects they build.
enum ViewEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let content = P("content", .content, key: "children")
    static let optionalContent = P("content", .content, optional: true, key: "children")

    static let all: [E] = [
        E("Text", json: ["text", "markdown", "runs"], summary: "A string, measured and drawn by Pango; a literal is Markdown, as in SwiftUI.", [
            O([P("_", .localizedString)], .custom { args, location in
                guard let value = args.first ?? nil else { return JSONNode(value: .object([]), location: location) }
                if case .object = value.value { return value }
                return JSONNode(value: .object([("text", value)]), location: location)
            }),
            O([P("verbatim", .string, key: "text")]),
            // `Text(3, format: .number)`: the number formatted as Foundation formats it (en-US).
            O([P("_", .number), P("format", .formatStyle)], .custom { args, location in
                let value: Double
                if case .number(let number)? = args[0]?.value { value = number } else { value = 0 }
                var style = "number"
                if case .string(let name)? = args[1]?.value { style = name }
                return JSONNode(value: .object([("text", JSONNode(value: .string(NumberFormatting.format(value, style: style)), location: location))]),
                                location: location)
            }),
        ]),
        E("Rectangle", json: ["fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"], summary: "Fills the space it is offered.", [O([])]),
        E("RoundedRectangle", json: ["cornerRadius", "style", "fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"],
          summary: "A rectangle with rounded corners: circular, or iOS's smooth `continuous` ones.", [
            O([P("cornerRadius", .length)]),
            O([P("cornerRadius", .length), P("style", .cornerStyle)]),
        ]),
        E("UnevenRoundedRectangle", json: ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius",
                                           "fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"],
          summary: "A rectangle with circular corners of different radii (0 where not given).", [
            O([P("topLeadingRadius", .length, optional: true), P("bottomLeadingRadius", .length, optional: true),
               P("bottomTrailingRadius", .length, optional: true), P("topTrailingRadius", .length, optional: true),
               P("style", .ignored, optional: true)]),
        ]),
        E("Circle", json: ["fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"], summary: "The largest circle that fits, centred.", [O([])]),
        E("Ellipse", json: ["fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"], summary: "Fills the space it is offered.", [O([])]),
        E("Capsule", json: ["fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"], summary: "A rounded rectangle with half-height corners.", [O([])]),
        E("Color", json: ["color"], summary: "A colour as a view: fills the space it is offered (`Color.red`, `Color(white: 0.9)`).", [
            O([P("_", .color, key: "color")]),
        ]),
        SpacerView.entry,
        DividerView.entry,
        E("Image", json: ["systemName", "file", "resizable"], summary: "A built-in symbol, or a PNG file next to the scene (`name@2x.png` beside it is used at scale 2).", [
            O([P("systemName", .string)]),
            O([P("_", .string)], .custom { args, location in
                var name = ""
                if case .string(let text)? = args[0]?.value { name = text }
                if !name.lowercased().hasSuffix(".png") { name += ".png" }
                return JSONNode(value: .object([("file", JSONNode(value: .string(name), location: location))]), location: location)
            }),
        ]),
        E("ProgressView", json: ["value"], summary: "A linear progress bar (value 0…1), or an indeterminate one.", [
            O([]),
            O([P("value", .number)]),
            O([P("value", .number), P("total", .number)], .custom { args, location in
                var value = 0.0, total = 1.0
                if case .number(let v)? = args[0]?.value { value = v }
                if case .number(let t)? = args[1]?.value { total = t }
                let fraction = total > 0 ? min(max(value / total, 0), 1) : 0
                return JSONNode(value: .object([("value", JSONNode(value: .number(fraction), location: location))]), location: location)
            }),
        ]),
        E("HStack", json: ["alignment", "spacing", "children"], summary: "Children side by side.", [
            O([P("alignment", .verticalAlignment, optional: true), P("spacing", .length, optional: true), content]),
        ]),
        E("VStack", json: ["alignment", "spacing", "children"], summary: "Children one above the other.", [
            O([P("alignment", .horizontalAlignment, optional: true), P("spacing", .length, optional: true), content]),
        ]),
        ZStackView.entry,
        E("ViewThatFits", json: ["in", "children"], summary: "The first child whose ideal size fits the proposal.", [
            O([P("in", .axes, optional: true), content]),
        ]),
        E("ScrollView", json: ["axes", "showsIndicators", "children"], summary: "One child, unbounded along its axes.", [
            O([P("_", .axes, optional: true, key: "axes"), P("showsIndicators", .bool, optional: true), content]),
        ]),
        E("GeometryReader", json: ["children", "content"], summary: "Takes the space offered; its closure reads that size (`proxy.size`).", [
            O([content]),
        ]),
        E("Group", json: ["children"], summary: "Its children, in place; its modifiers apply to each.", [
            O([content]),
        ]),
        E("ForEach", json: ["range", "content"], summary: "One view per element of a range or an array.", [
            O([P("_", .ignored), content]),
            O([P("_", .ignored), P("id", .ignored), content]),
        ]),
        SliderView.entry,
        ButtonView.entry,
        StepperView.entry,
        ToggleView.entry,
    ] + LazyEntries.all + GridEntries.views + LabelEntries.views + InputControlEntries.views + ListEntries.views
}
