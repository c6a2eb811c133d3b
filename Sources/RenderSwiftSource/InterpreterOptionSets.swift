import SwiftSyntax
import RenderLayout
import RenderScene

/// A struct of the module conforming to `OptionSet` (`struct DonutLayer: OptionSet { var
/// rawValue: Int; static let dough = DonutLayer(rawValue: 1 << 1) … }`), as Swift's `OptionSet`
/// defines it over the raw value's bits:
///
/// 1. An array literal where the type is expected (`static let all: DonutLayer = [.dough,
///    .glaze]`, `visibleLayers: [.dough]`) is the set of the elements' bits OR'ed together.
/// 2. `contains(_:)`, `isEmpty`, `union`, `intersection`, `subtracting`, `symmetricDifference`
///    compute on the bits; an element written `.dough` is the type's static.
/// 3. A SwiftUI option set the renderer holds as an array of its members
///    (`@Environment(\.redactionReasons)`: `[]`, or `[.placeholder]` under `.redacted(reason:
///    .placeholder)`) compared with one member (`reasons == .placeholder`, IceCubes' avatar)
///    is equal when it holds that member and no other, as Swift's `==` of two sets of bits.
///    Only members known to be one option each are compared (`singleOptionMembers`: the
///    redaction reasons and `Edge.Set`'s four edges); a union (`.all`, `Edge.Set`'s
///    `.horizontal`, which `[.leading, .trailing]` equals), a name the renderer does not know
///    as an option (`items == .empty` of an array) or a member with arguments is not
///    compared (unknown, as before).
extension Interpreter {
    /// Step 3's members: one option each in every SwiftUI option set that names them
    /// (`RedactionReasons`; `Edge.Set`, whose `.horizontal` and `.vertical` are unions, unlike
    /// `Axis.Set`'s, so those two are left out).
    static let singleOptionMembers: Set<String> = ["placeholder", "privacy", "invalidated", "top", "bottom", "leading", "trailing"]

    /// Step 3: nil when `left` and `right` are not an array of members and one member.
    static func optionSetMemberEquality(_ left: SwiftValue, _ right: SwiftValue) -> Bool? {
        func member(_ value: SwiftValue) -> String? {
            guard case .symbol(let symbol) = value, symbol.type == nil, symbol.steps.count == 1, symbol.steps[0].arguments == nil,
                  singleOptionMembers.contains(symbol.last) else { return nil }
            return symbol.last
        }
        let (members, one): ([SwiftValue], SwiftValue)
        switch (left, right) {
        case (.array(let array), .symbol): (members, one) = (array, right)
        case (.symbol, .array(let array)): (members, one) = (array, left)
        default: return nil
        }
        guard let name = member(one) else { return nil }
        var names: Set<String> = []
        for element in members {
            guard let elementName = member(element) else { return nil }
            names.insert(elementName)
        }
        return names == [name]
    }

    private func optionSetType(_ name: String) -> TypeDecl? {
        guard let type = program.type(named: name), type.kind == .structure,
              type.conforms(to: "OptionSet") || type.extensionConformances.contains("OptionSet") else { return nil }
        return type
    }

    /// Step 1: nil when `type` is no option set or `value` no array.
    func optionSet(_ value: SwiftValue, to type: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard case .array(let elements) = value, let declared = optionSetType(type) else { return nil }
        var bits = 0
        for element in elements {
            guard let raw = try optionBits(element, of: declared, at: node) else { return nil }
            bits |= raw
        }
        return .instance(Instance(type: declared, fields: ["rawValue": .int(bits)]))
    }

    /// The bits of a member of the set: an instance's `rawValue`, or `.dough`'s.
    private func optionBits(_ value: SwiftValue, of type: TypeDecl, at node: some SyntaxProtocol) throws(SceneError) -> Int? {
        switch value {
        case .instance(let instance) where instance.type === type:
            if case .int(let raw)? = instance.fields["rawValue"] { return raw }
            return nil
        case .symbol(let symbol) where symbolType(symbol.type, names: type) && symbol.steps.count == 1 && symbol.steps[0].arguments == nil:
            let resolved = try staticMember(symbol.last, of: lookupKey(of: type), at: node)
            if case .instance = resolved { return try optionBits(resolved, of: type, at: node) }
            if case .array = resolved, case .instance(let set)? = try optionSet(resolved, to: type.qualifiedName, at: node) {
                return try optionBits(.instance(set), of: type, at: node)
            }
            return nil
        case .array:
            guard case .instance(let set)? = try optionSet(value, to: type.qualifiedName, at: node) else { return nil }
            return try optionBits(.instance(set), of: type, at: node)
        default: return nil
        }
    }

    /// Step 2: nil for other methods and values.
    func optionSetMethod(_ name: String, on instance: Instance, _ arguments: [CallArgument], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard optionSetType(instance.type.qualifiedName) === instance.type, instance.type.methods[name] == nil,
              arguments.count == 1, arguments[0].label == nil,
              let mine = try optionBits(.instance(instance), of: instance.type, at: node),
              let other = try optionBits(arguments[0].value, of: instance.type, at: node) else { return nil }
        func made(_ bits: Int) -> SwiftValue { .instance(Instance(type: instance.type, fields: ["rawValue": .int(bits)])) }
        switch name {
        case "contains", "isSuperset": return .bool(mine & other == other)
        case "isSubset": return .bool(mine & other == mine)
        case "isDisjoint": return .bool(mine & other == 0)
        case "union": return made(mine | other)
        case "intersection": return made(mine & other)
        case "subtracting": return made(mine & ~other)
        case "symmetricDifference": return made(mine ^ other)
        default: return nil
        }
    }
}
