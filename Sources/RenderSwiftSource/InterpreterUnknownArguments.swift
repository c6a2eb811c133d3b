import SwiftSyntax
import RenderLayout
import RenderScene

/// What matching a view's or modifier's overloads found (`Interpreter.resolveKnowing`).
package enum ArgumentResolution {
    /// The overload that fits and its arguments as the table's JSON.
    case resolved(Vocabulary.Overload, [JSONNode?])
    /// No overload fits, and an argument is (or is made of) a value the renderer does not know.
    case unknown(Placeholder)
}

/// An unknown value reaching an argument of a view or modifier is an honest unknown, never an
/// error (issue 25): a value the renderer could not resolve — an unknown static, an implicit
/// member whose chain ends in a package the renderer did not read (`.compound.textPrimary`), a
/// condition it cannot decide (`DeviceUtil.isPadWidth ? 100 : 80`) — says nothing about whether
/// the Swift is right, so it cannot be the reason a call is refused.
///
/// 1. Before the overloads are matched, an argument that is or holds an unknown value makes the
///    view a named placeholder (`Text(Store)`) and leaves the modifier out with one located
///    warning (`buildView`, `modifier`). An argument whose unknown value only shows when it is
///    converted by its parameter's kind — the app's static of a SwiftUI type whose chain cannot
///    be followed (`InterpreterBindings.appStatic`) — is found when no overload fits: the
///    argument, as its kind reads it, holds an unknown value. Then the call is that unknown
///    value as in the first case, where the wrong kind would have been the error.
/// 2. A value built of an unknown value is unknown: `GridItem(.adaptive(minimum: unknown))` is
///    the unknown value (so a grid of it is a named placeholder), not "minimum needs a number";
///    so are `CGSize`, `CGPoint`, `CGRect`, `UnitPoint`, `EdgeInsets` and `ProposedViewSize`
///    built of one (`Interpreter.builtin`).
/// 3. Known values of the wrong kind stay errors (`Text("a").padding(top: 3)`,
///    `.frame(width: "wide")`): they are bugs in the Swift, which Swift would not compile. (Where
///    one overload fails on a known wrong value and another on an unknown one, the unknown value
///    wins and the error is not reported: a known limit.) A probe for the unknown value that
///    itself fails keeps the conversion's own error.
extension Interpreter {
    /// Step 1: the unknown value `argument` holds as a parameter of `kind` reads it, or nil.
    func unknownValue(in argument: CallArgument, as kind: Vocabulary.Kind) throws(SceneError) -> Placeholder? {
        if let unknown = Self.placeholderArgument([argument]) { return unknown }
        // As `json(_:as:)` reads it: a binding that never changes is its value.
        var value = argument.value
        if case .symbol(let symbol) = value, symbol.steps.count == 1, symbol.last == "constant",
           symbol.type == nil || symbol.type == "Binding", let inner = symbol.steps[0].arguments, inner.count == 1 {
            value = inner[0].value
        }
        if let got = try implicitGetSetBinding(value) { value = got }
        guard case .symbol(let symbol) = value, symbol.type == nil else { return nil }
        // The parameter's kind first; then the other SwiftUI types the app's statics extend, for
        // a parameter that reads a view or shape first (`.background(_:)`'s overloads).
        for candidate in [kind, .color, .font, .number] {
            let resolved = try appStatic(value, for: candidate, at: argument.location)
            if let unknown = Self.placeholderArgument([CallArgument(label: nil, value: resolved, location: argument.location)]) { return unknown }
        }
        return nil
    }

    /// Matches arguments against an entry's overloads, converting each by its parameter's kind:
    /// the overload that fits, or the unknown value an argument holds where none fits (step 1).
    package func resolveKnowing(_ entry: Vocabulary.Entry, _ arguments: [CallArgument], at call: some SyntaxProtocol,
                                kind: String) throws(SceneError) -> ArgumentResolution {
        var conversionError: SceneError?
        var unknownFound: Placeholder?
        for overload in entry.overloads {
            guard let matched = Self.match(overload.parameters, arguments) else { continue }
            var values: [JSONNode?] = []
            var fits = true
            for (parameter, given) in zip(overload.parameters, matched) {
                guard var argument = given else {
                    values.append(nil)
                    continue
                }
                if parameter.kind == .ignored || parameter.kind == .action {
                    values.append(nil)
                    continue
                }
                // `TextField("", text: $text, prompt: prompt)` of a `Text?` that is nil: SwiftUI's
                // optional view parameter (`prompt:`, a Section's `header:`) given nil is not given.
                // So is a `role: ButtonRole?` given nil (its default: no role), as Mlem's
                // `Button(_:icon:role: ButtonRole? = nil, action:)` forwards it (lane fresh25c).
                if parameter.optional, parameter.kind == .view || parameter.label == "role", case .null = argument.value {
                    values.append(nil)
                    continue
                }
                // `Button("add")`, `Label("settings.title", systemImage:)`, `.navigationTitle("…")`:
                // a title's literal is a `LocalizedStringKey` (`InterpreterLocalization`); an
                // `Image`'s name and an accessibility identifier (a `String`) are not.
                if parameter.kind == .string, parameter.label == "_", entry.name != "Image", entry.name != "accessibilityIdentifier",
                   let found = try localizedArgument(argument) {
                    argument.value = .string(found)
                }
                do throws(SceneError) {
                    // The alignment converted before the content (`overlay(alignment:content:)`).
                    let alignment = parameter.label == "content"
                        ? zip(overload.parameters, values).first { $0.0.label == "alignment" }?.1 : nil
                    guard let value = try json(argument, as: parameter.kind, stacking: parameter.label == "content" ? "ZStack" : entry.name == "Button" ? "VStack" : "LeadingVStack",
                                               stackAlignment: alignment) else {
                        fits = false
                        if unknownFound == nil { unknownFound = (try? unknownValue(in: argument, as: parameter.kind)) ?? nil }
                        conversionError = program.error("\(entry.name): '\(parameter.label == "_" ? "the argument" : parameter.label)' expects \(Self.describe(parameter.kind)), found \(argument.value.typeName)",
                                                        location: argument.location)
                        break
                    }
                    values.append(value)
                } catch {
                    // `.background(.compound.bgSubtle)` read first as a view: the unknown value, and
                    // the next overload is tried (`InterpreterUnknownArguments` step 1).
                    // (A probe that fails keeps the original error.)
                    if let unknown = (try? unknownValue(in: argument, as: parameter.kind)) ?? nil {
                        if unknownFound == nil { unknownFound = unknown }
                        fits = false
                        break
                    }
                    throw error
                }
            }
            if fits { return .resolved(overload, values) }
        }
        if let unknownFound { return .unknown(unknownFound) }
        if let conversionError { throw conversionError }
        let known = Set(entry.overloads.flatMap { $0.parameters.map(\.label) })
        if let stray = arguments.first(where: { !$0.isTrailingClosure && !known.contains($0.label ?? "_") }) {
            throw fail("\(kind == "view" ? entry.name : "." + entry.name) has no argument '\(stray.label ?? "_"):'; the renderer knows \(entry.overloads.map { $0.signature(entry.name) }.joined(separator: ", "))", call)
        }
        let given = arguments.map { ($0.isTrailingClosure ? "{…}" : ($0.label ?? "_")) + ":" }.joined()
        throw fail("no overload of \(kind == "view" ? entry.name : "." + entry.name) takes (\(given)); the renderer knows \(entry.overloads.map { $0.signature(entry.name) }.joined(separator: ", "))", call)
    }
}
