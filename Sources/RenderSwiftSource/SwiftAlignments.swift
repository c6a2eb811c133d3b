import SwiftSyntax
import RenderLayout

import RenderScene

/// A guide a Swift file declares, as the scene's `"alignments"` hold it.
package struct DeclaredAlignment {
    package var name: String
    package var axis: Axis
    /// The `defaultValue(in:)` body as a guide expression.
    package var defaultValue: String
    package var location: SourceLocation
}

/// The file's own alignment guides — SwiftUI's `AlignmentID`:
///
///     extension VerticalAlignment {
///         private enum MidStarAndTitle: AlignmentID {
///             static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
///         }
///         static let midStarAndTitle = VerticalAlignment(MidStarAndTitle.self)
///     }
///
/// 1. `.midStarAndTitle` (or `VerticalAlignment.midStarAndTitle`) where a guide goes looks up
///    the static property in the file's `extension VerticalAlignment` (or `HorizontalAlignment`);
///    its value must be `VerticalAlignment(T.self)` with `T: AlignmentID` a struct or enum of the
///    file (nested in the extension or not).
/// 2. `T.defaultValue(in:)` is one expression of the dimensions, translated as an
///    `alignmentGuide` closure is (`d[.bottom] / 2`, `d[explicit: .top] ?? 0`); what does not
///    mention the dimensions runs now, under the interpreter's budget.
/// 3. The guide joins the scene's `"alignments"` under the property's name, once; `Alignment`
///    statics (`static let x = Alignment(horizontal: .a, vertical: .b)`) become the 2-D form.
extension Interpreter {
    package static func axisType(_ axis: Axis) -> String { axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment" }

    /// The scene name of a custom guide `symbol` names, declaring it on first use; nil when the
    /// file declares no such guide on that axis (or either axis when `axis` is nil).
    package func customGuide(_ symbol: Symbol, axis: Axis?, at location: SourceLocation) throws(SceneError) -> (name: String, axis: Axis)? {
        guard symbol.steps.count == 1, symbol.steps[0].arguments == nil else { return nil }
        let name = symbol.last
        var axes: [Axis] = axis.map { [$0] } ?? [.vertical, .horizontal]
        if symbol.type == "HorizontalAlignment" { axes = axes.filter { $0 == .horizontal } }
        else if symbol.type == "VerticalAlignment" { axes = axes.filter { $0 == .vertical } }
        else if symbol.type != nil { return nil }
        let found = axes.filter { program.statics(at: location)[Self.axisType($0)]?[name] != nil }
        guard let chosen = found.first else { return nil }
        if found.count > 1 {
            throw program.error("'.\(name)' is both a HorizontalAlignment and a VerticalAlignment: write HorizontalAlignment.\(name) or VerticalAlignment.\(name)", location: location)
        }
        try declareAlignment(name, axis: chosen, at: location)
        return (name, chosen)
    }

    private func declareAlignment(_ name: String, axis: Axis, at location: SourceLocation) throws(SceneError) {
        if let other = customAlignments.first(where: { $0.name == name && $0.axis != axis }) {
            throw program.error("the file declares '\(other.name)' on both axes; give the guides different names", location: location)
        }
        if customAlignments.contains(where: { $0.name == name }) || translatingAlignments.contains(name) { return }
        guard let initializer = program.statics(at: location)[Self.axisType(axis)]?[name] else { return }
        let typeName = Self.axisType(axis)
        guard let call = initializer.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == typeName,
              call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              let metatype = argument.expression.as(MemberAccessExprSyntax.self), metatype.declName.baseName.text == "self",
              let idName = metatype.base?.trimmedDescription else {
            throw fail("\(typeName).\(name) must be \(typeName)(SomeID.self), with SomeID: AlignmentID", initializer)
        }
        guard let idType = program.types[idName] else {
            throw fail("cannot find the AlignmentID type '\(idName)' in the file", metatype)
        }
        guard idType.conforms(to: "AlignmentID") else { throw fail("\(idName) does not conform to AlignmentID", metatype) }
        guard let function = idType.methods["defaultValue"]?.first, let body = function.body else {
            throw program.error("\(idName) has no static func defaultValue(in:) -> CGFloat", location: idType.location)
        }
        let parameter = function.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "_"
        let statements = Array(body.statements)
        let expression: ExprSyntax
        if statements.count == 1, let returned = statements[0].item.as(ReturnStmtSyntax.self)?.expression {
            expression = returned
        } else if statements.count == 1, let plain = statements[0].item.as(ExprSyntax.self) {
            expression = plain
        } else {
            throw fail("\(idName).defaultValue(in:) must be one expression of the view's dimensions", body)
        }
        translatingAlignments.insert(name)
        defer { translatingAlignments.remove(name) }
        let text = try nested(function) { () throws(SceneError) -> String in
            try guideText(expression, parameter: parameter, scope: try fileScope())
        }
        customAlignments.append(DeclaredAlignment(name: name, axis: axis, defaultValue: text, location: program.location(function)))
    }

    /// `d[.myGuide]` in a custom layout's code, run at layout time.
    package func customAlignmentKey(_ value: SwiftValue) -> AlignmentKey? {
        guard case .symbol(let symbol) = value, symbol.steps.count == 1, let guide = resolvedAlignments[symbol.last] else { return nil }
        if symbol.type == "HorizontalAlignment", guide.axis != .horizontal { return nil }
        if symbol.type == "VerticalAlignment", guide.axis != .vertical { return nil }
        return guide.axis == .horizontal ? .horizontal(.custom(guide)) : .vertical(.custom(guide))
    }

    /// `"alignments"` for the scene JSON, or nil when the views used none.
    package func alignmentsJSON() -> JSONNode? {
        guard let first = customAlignments.first else { return nil }
        let members = customAlignments.map { alignment -> (String, JSONNode) in
            let at = alignment.location
            let axis = alignment.axis == .horizontal ? "horizontal" : "vertical"
            return (alignment.name, JSONNode(value: .object([("axis", JSONNode(value: .string(axis), location: at)),
                                                             ("default", JSONNode(value: .string(alignment.defaultValue), location: at))]),
                                             location: at))
        }
        return JSONNode(value: .object(members), location: first.location)
    }

    /// A 2-D alignment's scene JSON: one of the nine names, or `{"horizontal", "vertical"}` for
    /// `Alignment(horizontal:vertical:)` and a file's `Alignment` statics; nil if not one.
    package func alignmentJSON(_ value: SwiftValue, at location: SourceLocation, depth: Int = 0) throws(SceneError) -> JSONNode? {
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        guard case .symbol(let symbol) = value else { return nil }
        if symbol.steps.count == 1, symbol.type == nil || symbol.type == "Alignment", Alignment.named[symbol.last] != nil {
            return node(.string(symbol.last))
        }
        if symbol.type == "Alignment", symbol.steps.count == 1, symbol.last == "init", let arguments = symbol.steps[0].arguments,
           arguments.count == 2, arguments[0].label == "horizontal", arguments[1].label == "vertical",
           case .symbol(let h) = arguments[0].value, case .symbol(let v) = arguments[1].value {
            guard let horizontal = try guideName(h, axis: .horizontal, at: arguments[0].location),
                  let vertical = try guideName(v, axis: .vertical, at: arguments[1].location) else { return nil }
            return node(.object([("horizontal", node(.string(horizontal))), ("vertical", node(.string(vertical)))]))
        }
        // `extension Alignment { static let x = Alignment(horizontal: …, vertical: …) }`
        if symbol.steps.count == 1, symbol.type == nil || symbol.type == "Alignment", depth < 8,
           let expression = program.statics(at: location)["Alignment"]?[symbol.last] {
            let resolved = try nested(expression) { () throws(SceneError) -> SwiftValue in try evaluate(expression, try fileScope()) }
            return try alignmentJSON(resolved, at: location, depth: depth + 1)
        }
        return nil
    }

    /// A one-axis guide's scene name: built-in (`center` for either axis) or the file's own.
    package func guideName(_ symbol: Symbol, axis: Axis, at location: SourceLocation) throws(SceneError) -> String? {
        guard symbol.steps.count == 1 else { return nil }
        let builtIn = axis == .horizontal ? HorizontalAlignment(rawValue: symbol.last) != nil : VerticalAlignment(rawValue: symbol.last) != nil
        let typeFits = symbol.type == nil || symbol.type == Self.axisType(axis)
        if builtIn && typeFits { return symbol.last }
        return try customGuide(symbol, axis: axis, at: location)?.name
    }
}
