import SwiftSyntax
import RenderLayout

import RenderScene

/// A value of the interpreted Swift: what an expression of a view file evaluates to.
package indirect enum SwiftValue: @unchecked Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case array([SwiftValue])
    /// `a..<b` or `a...b`.
    case range(lower: Double, upper: Double, closed: Bool, integral: Bool)
    case null
    case void
    /// An instance of a struct the file declares (a View, a ViewModifier, a model type).
    case instance(Instance)
    /// A value of a built-in struct: `CGSize`, `CGPoint`, `EdgeInsets`, a GeometryProxy.
    case record(String, [String: SwiftValue])
    /// Views already built: one, several (a builder's result), or none.
    case views([ViewJSON])
    /// A name SwiftUI resolves by type: `.leading`, `Color.red.opacity(0.5)`, `.system(size: 20)`.
    case symbol(Symbol)
    /// A type used as a value: `Color`, `Font`, `CGFloat`, a struct of the file.
    case type(String)
    case closure(Closure)
    /// `\.self`, `\.id`.
    case keyPath([String])
    /// One of a custom layout's `subviews`.
    case subview(CustomSubview)
    /// `subview.dimensions(in:)`: a size and its alignment guides.
    case dimensions(ViewDimensions)
    /// `subview.spacing`, for `distance(to:along:)`.
    case spacing(CustomSubview)
    /// What the renderer does not know (`Placeholders.swift`): drawn as a marked box.
    case placeholder(Placeholder)

    package var typeName: String {
        switch self {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .array: return "an array"
        case .range: return "a range"
        case .null: return "nil"
        case .void: return "nothing"
        case .instance(let instance): return instance.type.name
        case .record(let name, _): return name
        case .views: return "a view"
        case .symbol(let symbol): return "'\(symbol.description)'"
        case .type(let name): return "the type \(name)"
        case .closure: return "a closure"
        case .keyPath: return "a key path"
        case .subview: return "a LayoutSubview"
        case .dimensions: return "ViewDimensions"
        case .spacing: return "ViewSpacing"
        case .placeholder(let placeholder): return "\(placeholder.name) (unknown to the renderer)"
        }
    }

    package var number: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        // `proposal.width ?? .infinity`, `VStack(spacing: .zero)`: implicit members of numbers.
        case .symbol(let symbol) where symbol.steps.count == 1 && symbol.steps[0].arguments == nil:
            switch symbol.last {
            case "infinity": return .infinity
            case "zero": return 0
            case "pi": return .pi
            // `CGSize(width: w, height: .greatestFiniteMagnitude)` of a text-height helper.
            case "greatestFiniteMagnitude": return .greatestFiniteMagnitude
            default: return nil
            }
        default: return nil
        }
    }
}

/// A member chain SwiftUI resolves by context: `.orange.gradient` is
/// `Symbol(type: nil, steps: [orange, gradient])`, `Color(white: 0.9)` is
/// `Symbol(type: "Color", steps: [init(white: 0.9)])`.
package struct Symbol: @unchecked Sendable, CustomStringConvertible {
    package struct Step {
        package var name: String
        package var arguments: [CallArgument]?
    }

    package var type: String?
    package var steps: [Step]

    package var last: String { steps.last?.name ?? "" }

    package func appending(_ name: String, _ arguments: [CallArgument]? = nil) -> Symbol {
        Symbol(type: type, steps: steps + [Step(name: name, arguments: arguments)])
    }

    package var description: String {
        var text = type ?? ""
        for step in steps {
            if step.name == "init" {
                text += "(…)"
                continue
            }
            text += "." + step.name
            if step.arguments != nil { text += "(…)" }
        }
        return text
    }
}

/// One argument of a call, evaluated, with its label (nil for none).
package struct CallArgument: @unchecked Sendable {
    package var label: String?
    package var value: SwiftValue
    package var location: SourceLocation
    /// A trailing closure without a label: it may fill any closure parameter.
    package var isTrailingClosure = false
    /// An argument of literals only (`16/9`) evaluated as Swift does where a `CGFloat` is
    /// expected: every literal a floating-point number (1.777…, where `Int` arithmetic says 1).
    package var floatingLiteral: Double?
    /// A string literal (with or without interpolation): SwiftUI's `Text` reads it as Markdown.
    package var isStringLiteral = false
    /// A string literal as a `LocalizedStringKey`, when the module has string tables
    /// (`InterpreterLocalization`).
    package var localizationKey: StringKey?
}

/// A closure with the scope it was written in.
package struct Closure: @unchecked Sendable {
    package var parameters: [String]
    package var body: CodeBlockItemListSyntax
    package var scope: Scope
    package var location: SourceLocation
    /// For `{ $0.height / 2 }`: how many `$n` the body uses, when it names no parameters.
    package var usesShorthand: Bool
}

/// An instance of a struct the file declares. Fields are set once, by its initialiser.
package final class Instance: @unchecked Sendable {
    package let type: TypeDecl
    package var fields: [String: SwiftValue]
    /// The type's generic arguments where known (`Three<Cube>`: `Element` is `Cube`), by parameter
    /// name (`InterpreterGenerics`).
    package var genericArguments: [String: String]

    package init(type: TypeDecl, fields: [String: SwiftValue], genericArguments: [String: String] = [:]) {
        self.type = type
        self.fields = fields
        self.genericArguments = genericArguments
    }
}

/// Names visible at a point of evaluation: locals, then `self`, then the file.
package final class Scope: @unchecked Sendable {
    package let parent: Scope?
    /// The instance whose members unqualified names reach (`count` in a body).
    package let selfInstance: Instance?
    package private(set) var values: [String: SwiftValue] = [:]

    package init(parent: Scope?, selfInstance: Instance? = nil) {
        self.parent = parent
        self.selfInstance = selfInstance ?? parent?.selfInstance
    }

    package func define(_ name: String, _ value: SwiftValue) {
        values[name] = value
    }

    /// `let image: Image` assigned later: its declared type, for the value it is given
    /// (`image = .avatarPlaceholder` is `Image.avatarPlaceholder`).
    package private(set) var declaredTypes: [String: String] = [:]

    package func declare(_ name: String, type: String) {
        declaredTypes[name] = type
    }

    /// The declared type of the local `name` where it is defined; nil when none was written.
    package func declaredType(of name: String) -> String? {
        var scope: Scope? = self
        while let current = scope {
            if current.values[name] != nil { return current.declaredTypes[name] }
            scope = current.parent
        }
        return nil
    }

    package func lookup(_ name: String) -> SwiftValue? {
        var scope: Scope? = self
        while let current = scope {
            if let value = current.values[name] { return value }
            scope = current.parent
        }
        return nil
    }

    /// Takes `name`'s value out of the nearest scope that defines it (leaving `.void` until it
    /// is assigned back), so that a value changed in place has one owner and is not copied.
    package func take(_ name: String) -> SwiftValue? {
        var scope: Scope? = self
        while let current = scope {
            if let value = current.values[name] {
                current.values[name] = .void
                return value
            }
            scope = current.parent
        }
        return nil
    }

    /// Assigns to the nearest scope that defines `name`; false if none does.
    package func assign(_ name: String, _ value: SwiftValue) -> Bool {
        var scope: Scope? = self
        while let current = scope {
            if current.values[name] != nil {
                current.values[name] = value
                return true
            }
            scope = current.parent
        }
        return false
    }
}
