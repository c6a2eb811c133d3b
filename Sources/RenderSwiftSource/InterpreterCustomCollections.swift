import SwiftSyntax
import RenderLayout
import RenderScene

/// A module type that is a collection through its own members (isowords' `Moves`, a struct of
/// `[Move]` conforming to `BidirectionalCollection`): the standard library's default
/// implementations (`count`, `isEmpty`, `first`, `map`, `compactMap`, `reduce(into:)`, …) and
/// iteration (`for … in`, `ForEach`), as Swift gives them to any conforming type.
///
/// 1. A struct or class of the module is a collection when its declaration or an extension
///    conforms it to `Collection`, `BidirectionalCollection`, `RandomAccessCollection`,
///    `MutableCollection` or `RangeReplaceableCollection`, and it declares the members
///    `Collection` requires: `startIndex`, `endIndex` (stored or computed), `index(after:)`
///    and a one-parameter `subscript` with a getter (in its own declaration).
/// 2. Its elements are `self[i]` for `i` from `startIndex`, `i = index(after: i)`, until `i ==
///    endIndex`, as `IndexingIterator` walks them, at most `EvaluationBudget.maxCollection`.
/// 3. A member or method the type does not declare (nor its extensions) is that of the array of
///    its elements: the default implementation gives the same answer for these.
/// 4. It iterates as its elements (`for move in moves`, `ForEach(moves, id: \.id)`).
/// 5. A type that is not such a collection answers as before (an unknown member is an error; an
///    unknown method an unknown value).
extension Interpreter {
    static let collectionProtocols: Set<String> = [
        "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
    ]

    /// Steps 1–2: the elements of `instance`, or nil when its type is no collection of this kind.
    func customCollectionElements(_ instance: Instance, at node: some SyntaxProtocol) throws(SceneError) -> [SwiftValue]? {
        let type = instance.type
        guard type.kind == .structure || type.kind == .classType, !type.isView,
              !Self.collectionProtocols.isDisjoint(with: type.inheritance.map(Self.unqualifiedProtocol))
                || !Self.collectionProtocols.isDisjoint(with: type.extensionConformances.map(Self.unqualifiedProtocol)),
              let advance = type.methods["index"]?.filter({ $0.signature.parameterClause.parameters.first?.firstName.text == "after" }),
              !advance.isEmpty,
              let element = Self.elementSubscript(of: type) else { return nil }
        let start = try collectionBound("startIndex", of: instance, at: node)
        let end = try collectionBound("endIndex", of: instance, at: node)
        var elements: [SwiftValue] = []
        var index = start
        while try !equal(index, end, at: node) {
            guard elements.count < EvaluationBudget.maxCollection else {
                throw fail("\(type.name) has more than \(EvaluationBudget.maxCollection) elements", node)
            }
            try making(elements: 1, at: node)
            elements.append(try elementAt(index, element, of: instance, at: node))
            index = try callFunction(advance, [CallArgument(label: "after", value: index, location: program.location(node))],
                                     selfInstance: instance, selfView: nil, at: node)
        }
        return elements
    }

    private static func unqualifiedProtocol(_ name: String) -> String {
        name.hasPrefix("Swift.") ? String(name.dropFirst("Swift.".count)) : name
    }

    private func collectionBound(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        guard let value = try member(name, of: instance, at: node) else { throw fail("\(instance.type.name) has no \(name)", node) }
        return value
    }

    /// Step 1: the type's one-parameter subscript with a getter (`subscript(position: Int) -> Move`).
    private static func elementSubscript(of type: TypeDecl) -> (parameter: String, body: CodeBlockItemListSyntax)? {
        guard let declaration = declaration(of: type) else { return nil }
        for member in declaration.memberBlock.members {
            guard let decl = member.decl.as(SubscriptDeclSyntax.self), decl.parameterClause.parameters.count == 1,
                  let parameter = decl.parameterClause.parameters.first, parameter.firstName.text != "dynamicMember",
                  let accessors = decl.accessorBlock else { continue }
            let name = (parameter.secondName ?? parameter.firstName).text
            switch accessors.accessors {
            case .getter(let items): return (name, items)
            case .accessors(let list):
                if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let items = getter.body?.statements {
                    return (name, items)
                }
            }
        }
        return nil
    }

    private func elementAt(_ index: SwiftValue, _ element: (parameter: String, body: CodeBlockItemListSyntax), of instance: Instance,
                           at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        let scope = Scope(parent: nil, selfInstance: instance)
        scope.define(element.parameter, index)
        return try nested(node) { () throws(SceneError) -> SwiftValue in try runBody(element.body, scope, asViews: false, at: node) }
    }

    /// Step 3 (methods): the array of `value`'s elements when `value` is such a collection whose
    /// type does not declare `name`; nil otherwise.
    func customCollectionReceiver(_ name: String, of value: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard case .instance(let instance) = value, instance.type.methods[name] == nil, instance.type.computed[name] == nil,
              instance.fields[name] == nil, let elements = try customCollectionElements(instance, at: node) else { return nil }
        return .array(elements)
    }
}
