import SwiftSyntax
import RenderLayout
import RenderScene

/// `.listStyle(.bordered)` on a file that is also a Mac app's: a style SwiftUI
/// documents that the renderer does not draw is no error in the file's Swift.
///
/// 1. A style modifier given, by its leading-dot name, one of SwiftUI's own styles of that
///    modifier the renderer lacks (or `.alignmentGuide` one of SwiftUI's guides it lacks; the
///    closure is not run) (its vocabulary entry's `notDrawn.styles`: the platform styles
///    Apple's documentation lists beside those the renderer draws) is left out with a warning
///    naming it, as an unknown modifier is; the views keep the style around them (`automatic`
///    when none).
/// 2. Any other value stays the modifier's error (a misspelt or made-up style).
/// 3. Under `--strict`, an error, as every placeholder is.
/// 4. A style another platform has and iOS does not (`unavailableOnIOS`, from Apple's
///    documentation of each style's availability: ControlRoom's `.pickerStyle(.radioGroup)`,
///    a Mac app's) says so: on an iPhone the line would not compile, so there is no iOS
///    picture of it to draw. Still a warning, not an error: the file is a Mac app's, read as
///    the nearest iPhone picture (the style around the views, `automatic` when none).
extension Interpreter {
    /// Step 4: the styles iOS lacks, by modifier, with the platforms that have them.
    static let unavailableOnIOS: [String: [String: String]] = [
        "pickerStyle": ["radioGroup": "macOS"],
        "textFieldStyle": ["squareBorder": "macOS"],
        "listStyle": ["bordered": "macOS", "carousel": "watchOS", "elliptical": "watchOS"],
        "buttonStyle": ["link": "macOS", "accessoryBar": "macOS", "accessoryBarAction": "macOS", "card": "tvOS"],
    ]

    /// Step 1: true when the modifier was left out.
    func leavesOutUndrawnStyle(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> Bool {
        guard let styles = Vocabulary.modifier(name)?.notDrawn.styles, !styles.isEmpty,
              arguments.count == 1 || (name == "alignmentGuide" && arguments.count == 2), arguments[0].label == nil,
              case .symbol(let symbol) = arguments[0].value, symbol.type == nil, symbol.steps.count == 1,
              styles.contains(symbol.last) else { return false }
        if strict { throw fail(".\(name)(.\(symbol.last)) is a style the renderer does not draw (--strict makes a placeholder an error)", call) }
        if let platform = Self.unavailableOnIOS[name]?[symbol.last] {
            warn("left out .\(name)(.\(symbol.last)): a \(platform)-only SwiftUI style, not available on iOS (an iOS build of this line would not compile)", at: program.location(call))
            return true
        }
        warn("left out .\(name)(.\(symbol.last)): a SwiftUI \(name == "alignmentGuide" ? "guide" : "style") the renderer does not draw", at: program.location(call))
        return true
    }
}

/// `NavigationLink(destination:tag:selection:)` (iOS 13–16's forms): an argument of
/// SwiftUI's own initialiser that changes how a view is drawn in a way the renderer does not
/// draw.
///
/// 1. The view is built without it (the symbol at its full value), with a warning naming it,
///    as a modifier the renderer does not know is left out. The view's vocabulary entry lists
///    each such argument (`notDrawn.arguments`); any other unknown label stays an error.
/// 2. Under `--strict`, an error.
/// 3. An argument whose view iOS itself does not draw (`notDrawn.silentArguments`: a
///    `Slider`'s `label:`, or its trailing closure, which VoiceOver reads) is left out with a
///    note, not a warning: the picture is what an iPhone shows.
extension Interpreter {
    func withoutUndrawnArguments(_ name: String, _ arguments: [CallArgument], at call: some SyntaxProtocol) throws(SceneError) -> [CallArgument] {
        guard let notDrawn = Vocabulary.view(name)?.notDrawn, !notDrawn.arguments.isEmpty || !notDrawn.silentArguments.isEmpty else { return arguments }
        var kept: [CallArgument] = []
        for argument in arguments {
            // `Slider(value: $x, in: 0...1) { Text("Volume") }`: a trailing closure is the
            // `label:` when iOS draws no label (step 3).
            let label = argument.label ?? (argument.isTrailingClosure && notDrawn.silentArguments.contains("label") ? "label" : nil)
            guard let label, notDrawn.arguments.contains(label) || notDrawn.silentArguments.contains(label) else {
                kept.append(argument)
                continue
            }
            if notDrawn.silentArguments.contains(label) {
                try note("\(name)'s \(label): argument", call, notDrawn.silentWhy)
                continue
            }
            if strict { throw fail("\(name)(\(label):) is not drawn by the renderer (--strict makes a placeholder an error)", call) }
            warn("left out \(name)'s \(label): argument: the renderer does not draw it", at: argument.location)
        }
        return kept
    }
}
