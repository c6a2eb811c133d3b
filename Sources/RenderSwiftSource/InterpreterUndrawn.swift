import SwiftSyntax
import RenderLayout
import RenderScene

/// `.listStyle(.sidebar)` on a file that is also a Mac app's (ControlRoom): a style SwiftUI
/// documents that the renderer does not draw is no error in the file's Swift.
///
/// 1. A style modifier given, by its leading-dot name, one of SwiftUI's own styles of that
///    modifier the renderer lacks (or `.alignmentGuide` one of SwiftUI's guides it lacks; the
///    closure is not run) (the table: the platform styles Apple's documentation lists
///    beside those the renderer draws) is left out with a warning naming it, as an unknown
///    modifier is; the views keep the style around them (`automatic` when none).
/// 2. Any other value stays the modifier's error (a misspelt or made-up style).
/// 3. Under `--strict`, an error, as every placeholder is.
extension Interpreter {
    /// Apple's documented styles the renderer does not draw, by modifier.
    static let undrawnStyles: [String: Set<String>] = [
        "listStyle": ["sidebar", "bordered", "carousel", "elliptical"],
        "pickerStyle": ["radioGroup"],
        "textFieldStyle": ["squareBorder"],
        "buttonStyle": ["link", "card", "accessoryBar", "accessoryBarAction", "glass", "glassProminent"],
        // A list row's separator insets (iOS 16; Scrumdinger's `.alignmentGuide(.listRowSeparatorLeading) { _ in 0 }`):
        // the renderer draws separators at the row's own inset.
        "alignmentGuide": ["listRowSeparatorLeading", "listRowSeparatorTrailing"],
    ]

    /// Step 1: true when the modifier was left out.
    func leavesOutUndrawnStyle(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> Bool {
        guard let styles = Self.undrawnStyles[name], arguments.count == 1 || (name == "alignmentGuide" && arguments.count == 2), arguments[0].label == nil,
              case .symbol(let symbol) = arguments[0].value, symbol.type == nil, symbol.steps.count == 1,
              styles.contains(symbol.last) else { return false }
        if strict { throw fail(".\(name)(.\(symbol.last)) is a style the renderer does not draw (--strict makes a placeholder an error)", call) }
        warn("left out .\(name)(.\(symbol.last)): a SwiftUI \(name == "alignmentGuide" ? "guide" : "style") the renderer does not draw", at: program.location(call))
        return true
    }
}

/// `Image(systemName: "wifi", variableValue: bars.symbolVariable)` (ControlRoom): an argument of
/// SwiftUI's own initialiser that changes how a view is drawn in a way the renderer does not
/// draw.
///
/// 1. The view is built without it (the symbol at its full value), with a warning naming it,
///    as a modifier the renderer does not know is left out. The table lists each such
///    argument by view; any other unknown label stays an error.
/// 2. Under `--strict`, an error.
extension Interpreter {
    static let undrawnArguments: [String: Set<String>] = [
        "Image": ["variableValue"],
        // Which link is pushed (iOS 13–16's `NavigationLink(tag:selection:…)`, `isActive:`): a
        // still picture shows the link, not its destination.
        "NavigationLink": ["tag", "selection", "isActive"],
        // The views at a slider's ends (`Slider(value:in:minimumValueLabel:maximumValueLabel:label:)`).
        // (Its `label:` names it for VoiceOver; iOS does not draw it.)
        "Slider": ["minimumValueLabel", "maximumValueLabel", "label"],
    ]

    func withoutUndrawnArguments(_ name: String, _ arguments: [CallArgument], at call: some SyntaxProtocol) throws(SceneError) -> [CallArgument] {
        guard let labels = Self.undrawnArguments[name] else { return arguments }
        var kept: [CallArgument] = []
        for argument in arguments {
            // `Slider(value: $x, in: 0...1) { Text("Volume") }`: the trailing closure is its `label:`.
            let label = argument.label ?? (name == "Slider" && argument.isTrailingClosure ? "label" : nil)
            guard let label, labels.contains(label) else {
                kept.append(argument)
                continue
            }
            if strict { throw fail("\(name)(\(label):) is not drawn by the renderer (--strict makes a placeholder an error)", call) }
            warn("left out \(name)'s \(label): argument: the renderer does not draw it", at: argument.location)
        }
        return kept
    }
}
