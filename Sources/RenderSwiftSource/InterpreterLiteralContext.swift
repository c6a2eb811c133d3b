import SwiftSyntax

/// Integer literals take the floating type their context gives them (issue 25): Swift's
/// type checker types `200 / 255` in `Color(red: 200 / 255, …)` as two `Double` literals, 0.784,
/// where an untyped `let n = 7 / 2` is the `Int` 3 (The Swift Programming Language, "Integer
/// and Floating-Point Conversion": "the type of a literal is inferred from its context";
/// "Literals": an integer literal's default type is `Int`).
///
/// 1. The rule looks at a *literal expression*: integer and decimal literals combined only by
///    parentheses, prefix `-` and `+ - * /` (`floatingLiteral`). Its context is what holds the
///    outermost such expression.
/// 2. The context is floating-point (the expression is evaluated in `Double`) when it is:
///    - the initial value of a `let`/`var` or the default value of a parameter annotated
///      `Double`, `CGFloat` or `Float` (optional or not);
///    - the value assigned to a property or local declared with such a type;
///    - the value returned from a function, getter or subscript declared to return one;
///    - an argument of a parameter the module declares with such a type (its initialiser,
///      memberwise initialiser, method or function, where the labels pick one declaration);
///    - an argument of a SwiftUI or Foundation API (a callee the module does not declare)
///      whose label is one of SwiftUI's floating parameters (`red:`, `opacity:`, `width:`,
///      `spacing:`, `size:`, `cornerRadius:`, `degrees:`, `duration:` …,
///      `floatingArgumentLabels`), or the unlabelled argument of a modifier or static that
///      takes one floating number (`.padding(_:)`, `.opacity(_:)`, `.degrees(_:)` …,
///      `floatingUnlabelledCallees`).
/// 3. Any other context keeps `Int`: an untyped `let`, a parameter the module declares `Int`,
///    a subscript (`a[7 / 2]`), string interpolation (`"\(7 / 2)"`), an operand beside a
///    non-literal (`1 / 2 * width` follows the other operand, `Interpreter.infix`), a generic
///    or converting call (`CGFloat(1 / 2)` is 0 in Swift too, `min`, `max`, `.tag`) and any
///    context the renderer cannot read (decision: Swift's default literal type, `Int`).
extension Interpreter {
    /// Step 2: whether the literal expression `expression` (step 1) stands where Swift makes
    /// it a floating-point value.
    func literalHasFloatingContext(_ expression: ExprSyntax, _ scope: Scope) -> Bool {
        var current = Syntax(expression)
        // Step 1: up to the outermost literal expression.
        while let parent = current.parent, let outer = Self.literalAncestor(parent) {
            current = Syntax(outer)
        }
        guard let parent = current.parent else { return false }
        if let initializer = parent.as(InitializerClauseSyntax.self) {
            if let type = initializer.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription {
                return Self.isFloatingContextType(type)
            }
            if let type = initializer.parent?.as(FunctionParameterSyntax.self)?.type.trimmedDescription {
                return Self.isFloatingContextType(type)
            }
            return false
        }
        if let infix = parent.as(InfixOperatorExprSyntax.self) {
            guard infix.operator.is(AssignmentExprSyntax.self), infix.rightOperand.id == current.id else { return false }
            return assignmentIsFloating(infix.leftOperand, scope)
        }
        if parent.is(ReturnStmtSyntax.self) { return Self.declaredResult(enclosing: parent).map(Self.isFloatingContextType) ?? false }
        if let item = parent.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 {
            let body = list.parent
            guard body?.is(AccessorBlockSyntax.self) == true || body?.parent?.is(FunctionDeclSyntax.self) == true
                    || body?.parent?.is(AccessorDeclSyntax.self) == true else { return false }
            return Self.declaredResult(enclosing: Syntax(list)).map(Self.isFloatingContextType) ?? false
        }
        if let argument = parent.as(LabeledExprSyntax.self) { return argumentIsFloating(argument, scope) }
        return false
    }

    /// `Double`, `CGFloat`, `Float` (and their optionals, `TimeInterval`): a floating context.
    static func isFloatingContextType(_ type: String) -> Bool {
        var type = type
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return ["CGFloat", "Double", "Float", "Float32", "Float64", "TimeInterval", "CGFloat.NativeType"].contains(type)
    }

    /// `parent` as a literal expression holding its child, or nil: `(1 / 3)` holds its
    /// `1 / 3` through its element and the element's list.
    private static func literalAncestor(_ parent: Syntax) -> ExprSyntax? {
        var holder = parent
        if holder.is(LabeledExprSyntax.self), let list = holder.parent, list.is(LabeledExprListSyntax.self), let tuple = list.parent {
            guard tuple.is(TupleExprSyntax.self) else { return nil }
            holder = tuple
        }
        guard let expression = holder.as(ExprSyntax.self), floatingLiteral(expression) != nil else { return nil }
        return expression
    }

    /// An assignment's target: a property of `self` or of a local instance, or a local,
    /// declared floating (a local declared with its value: the Double it holds, as a variable
    /// keeps its type).
    private func assignmentIsFloating(_ target: ExprSyntax, _ scope: Scope) -> Bool {
        if let type = assignedPropertyType(target, scope) { return Self.isFloatingContextType(type) }
        if let reference = target.as(DeclReferenceExprSyntax.self), case .double? = scope.lookup(reference.baseName.text) { return true }
        if let access = target.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
           case .instance(let instance)? = scope.lookup(base.baseName.text),
           let type = instance.type.storedProperty(access.declName.baseName.text)?.type {
            return Self.isFloatingContextType(type)
        }
        return false
    }

    /// Step 2's arguments: the module's declared parameter, else SwiftUI's floating parameters.
    private func argumentIsFloating(_ argument: LabeledExprSyntax, _ scope: Scope) -> Bool {
        guard let list = argument.parent?.as(LabeledExprListSyntax.self), let call = list.parent?.as(FunctionCallExprSyntax.self) else {
            return false
        }
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if moduleDeclares(function: name, scope, at: call) {
                return parameterType(of: argument, scope).map(Self.isFloatingContextType) ?? false
            }
        } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = access.declName.baseName.text
            if name == "init", let base = access.base?.as(DeclReferenceExprSyntax.self) {
                // `Color.init(red: …)`: the type's initialiser.
                if moduleDeclares(function: base.baseName.text, scope, at: call) { return false }
            } else if let types = moduleMethodParameterTypes(name, argument, in: call) {
                return types.count == 1 && types.first.map(Self.isFloatingContextType) == true
            }
        } else {
            return false
        }
        if let label = argument.label?.text { return Self.floatingArgumentLabels.contains(label) }
        return list.count <= 2 && Self.floatingUnlabelledCallees.contains(name)
    }

    /// Whether `name` called bare is the module's own type or function (so SwiftUI's
    /// parameters say nothing of it).
    private func moduleDeclares(function name: String, _ scope: Scope, at call: FunctionCallExprSyntax) -> Bool {
        if program.types[name] != nil || program.types[program.resolvedTypeName(name, at: call)] != nil { return true }
        if program.nestedTypeName(name, inside: scope.selfInstance?.type) != nil { return true }
        return scope.selfInstance?.type.methods[name] != nil || program.fileScope.methods[name] != nil
    }

    /// The declared types of the parameter `argument` fills in every method of the module
    /// named `name` whose labels fit the call; nil where the module declares no such method.
    private func moduleMethodParameterTypes(_ name: String, _ argument: LabeledExprSyntax, in call: FunctionCallExprSyntax) -> Set<String>? {
        guard let position = call.arguments.enumerated().first(where: { $0.element.id == argument.id })?.offset else { return nil }
        let shapes = Self.argumentShapes(of: call, program: program)
        var found: Set<String>?
        for type in program.types.values {
            for function in type.methods[name] ?? [] {
                let parameters = function.signature.parameterClause.parameters
                guard Self.labelsFit(parameters, shapes) else { continue }
                var types = found ?? []
                if let parameter = Self.parameter(filling: position, of: parameters, shapes) {
                    types.insert(parameter.type.trimmedDescription)
                } else {
                    types.insert("")
                }
                found = types
            }
        }
        return found
    }

    /// SwiftUI's and Foundation's labels of floating-point parameters (`Color(red:green:blue:
    /// opacity:)`, `frame(width:height:)`, `VStack(spacing:)`, `Font.system(size:)`,
    /// `RoundedRectangle(cornerRadius:)`, `shadow(radius:x:y:)`, `Angle(degrees:)`,
    /// `Animation.easeInOut(duration:)`, `EdgeInsets(top:…)`, `Gradient.Stop(location:)` …).
    static let floatingArgumentLabels: Set<String> = [
        "red", "green", "blue", "opacity", "alpha", "white", "hue", "saturation", "brightness",
        "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
        "spacing", "horizontalSpacing", "verticalSpacing", "minLength", "size", "fixedSize", "ofSize",
        "cornerRadius", "radius", "lineWidth", "dashPhase", "miterLimit", "x", "y", "z",
        "degrees", "radians", "startRadius", "endRadius", "location", "top", "leading", "bottom", "trailing",
        "duration", "response", "dampingFraction", "blendDuration", "bounce", "extraBounce", "delay", "speed",
        "stiffness", "damping", "mass", "initialVelocity", "timeIntervalSinceNow", "timeIntervalSince1970",
        "timeIntervalSinceReferenceDate", "minimumScaleFactor", "cornerSize", "amount", "scale", "anchorZ", "perspective",
    ]

    /// Modifiers and statics whose one unlabelled number is floating-point: `.padding(10 / 3)`,
    /// `.padding(.top, 10 / 3)`, `.opacity(1 / 2)`, `.degrees(360 / 8)`, `.delay(1 / 2)` ….
    static let floatingUnlabelledCallees: Set<String> = [
        "padding", "opacity", "cornerRadius", "scaleEffect", "aspectRatio", "brightness", "contrast", "saturation",
        "grayscale", "lineSpacing", "kerning", "tracking", "baselineOffset", "minimumScaleFactor", "zIndex",
        "degrees", "radians", "delay", "speed", "blur", "spacing", "addingTimeInterval", "dateByAddingTimeInterval",
    ]
}
