import RenderLayout

/// `Text + Text` for both Swift front ends (the source interpreter and the compiled API): the
/// two texts' scene JSON joined into one Text of styled runs.
package enum TextConcatenation {
    /// A modifier `+` cannot carry into a run.
    package struct NotATextModifier: Error {
        package let name: String
    }

    /// The modifiers (scene keys) that are `Text`'s own methods, returning a `Text`: the ones
    /// `+` carries into runs (`styledRuns`, `baselineOffset` among them), and the Text methods
    /// it does not (`kerning`, `tracking`, `monospacedDigit`). Any other modifier makes a
    /// `ModifiedContent` (`view as? Text` is nil, `InterpreterViewCasts.swift`).
    package static let textMethods: Set<String> = [
        "bold", "italic", "underline", "strikethrough", "fontWeight", "foregroundColor", "foregroundStyle", "font",
        "kerning", "tracking", "baselineOffset", "monospacedDigit",
    ]

    /// One Text whose runs are the left's, then the right's.
    package static func join(_ left: ViewJSON, _ right: ViewJSON) throws(NotATextModifier) -> ViewJSON {
        var text = ViewJSON(type: "Text", location: left.location)
        let runs = try styledRuns(left) + styledRuns(right)
        text.members = [("runs", JSONNode(value: .array(runs), location: left.location))]
        return text
    }

    /// One Text's runs as scene JSON, its modifiers applied to each.
    private static func styledRuns(_ view: ViewJSON) throws(NotATextModifier) -> [JSONNode] {
        let location = view.location
        func json(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        var runs: [[(key: String, value: JSONNode)]] = []
        for member in view.members {
            switch (member.key, member.value.value) {
            case ("text", .string(let text)): runs.append([("text", json(.string(text)))])
            case ("markdown", .string(let text)): runs += Markdown.runs(text).map { Self.runJSON($0, location) }
            case ("runs", .array(let items)):
                for item in items { if case .object(let fields) = item.value { runs.append(fields) } }
            default: continue
            }
        }
        for modifier in view.modifiers {
            guard case .object(let entry) = modifier.value, let (key, value) = entry.first else { continue }
            var style: [(key: String, value: JSONNode)] = []
            switch (key, value.value) {
            case ("bold", .bool(true)), ("italic", .bool(true)), ("underline", .bool(true)), ("strikethrough", .bool(true)):
                style = [(key, value)]
            case ("bold", .bool(false)), ("italic", .bool(false)), ("underline", .bool(false)), ("strikethrough", .bool(false)):
                continue
            case ("fontWeight", .string): style = [("weight", value)]
            // `Text("120").baselineOffset(6)`: that run moved (`BaselineShift`).
            case ("baselineOffset", .number): style = [("baselineOffset", value)]
            // A colour with its opacity (`.foregroundColor(color.opacity(0.4))`) too.
            case ("foregroundColor", .string), ("foregroundStyle", .string), ("foregroundColor", .object), ("foregroundStyle", .object):
                style = [("color", value)]
            case ("font", .string(let name)):
                guard let textStyle = Font.TextStyle(rawValue: name) else { continue }
                style = [("size", json(.number(textStyle.font.size))), ("style", json(.string(name)))]
                if textStyle.font.weight != .regular { style.append(("weight", json(.string(textStyle.font.weight.rawValue)))) }
            case ("font", .object(let fields)):
                for field in fields where ["size", "weight"].contains(field.key) { style.append(field) }
                if case .string(let name)? = fields.first(where: { $0.key == "style" })?.value.value, let textStyle = Font.TextStyle(rawValue: name),
                   !fields.contains(where: { $0.key == "size" }) {
                    style.append(("size", json(.number(textStyle.font.size))))
                    style.append(("style", json(.string(name))))
                }
                if case .string("monospaced")? = fields.first(where: { $0.key == "design" })?.value.value { style.append(("monospaced", json(.bool(true)))) }
            default:
                throw NotATextModifier(name: key)
            }
            // The modifier nearest the text wins: only fill what the run does not set yet.
            for index in runs.indices {
                for field in style where !runs[index].contains(where: { $0.key == field.key }) { runs[index].append(field) }
            }
        }
        return runs.map { json(.object($0)) }
    }

    package static func runJSON(_ run: TextRun, _ location: SourceLocation) -> [(key: String, value: JSONNode)] {
        func json(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        var fields: [(key: String, value: JSONNode)] = [("text", json(.string(run.text)))]
        if run.bold { fields.append(("bold", json(.bool(true)))) }
        if run.italic { fields.append(("italic", json(.bool(true)))) }
        if run.monospaced { fields.append(("monospaced", json(.bool(true)))) }
        if run.strikethrough { fields.append(("strikethrough", json(.bool(true)))) }
        if run.underline { fields.append(("underline", json(.bool(true)))) }
        if let color = run.color { fields.append(("color", json(.string(color.hexString)))) }
        return fields
    }
}
