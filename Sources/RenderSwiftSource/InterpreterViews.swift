import SwiftSyntax
import RenderLayout

import RenderScene

/// SwiftUI views and modifiers: calls matched against the vocabulary's overloads and built
/// as scene JSON; `ForEach`, `Group` and `GeometryReader`, whose content is code.
extension Interpreter {
    // MARK: - Values as views

    /// The views a value stands for: built views, a View struct's body, a colour, a
    /// builder closure's views.
    package func views(from value: SwiftValue, at location: SourceLocation) throws(SceneError) -> [ViewJSON] {
        switch value {
        case .views(let views): return views
        case .placeholder(let placeholder): return try placeholderViews(placeholder)
        case .void: return []
        case .instance(let instance):
            if instance.type.isShape { return try customShapeView(instance, at: location) }
            // A module's `ToolbarContent` (EhPanda's `CustomToolbarItem`, whose body is a
            // `ToolbarItem`) is made of toolbar items as a view of views: its body is run.
            guard instance.type.isView || Self.isToolbarContent(instance.type) else {
                if let placeholder = try viewThroughProtocol(instance, at: location) { return placeholder }
                throw program.error("\(instance.type.name) is not a View", location: location)
            }
            guard let body = instance.type.computed["body"] else {
                if instance.type.conforms(to: "Layout") {
                    throw program.error("\(instance.type.name) is a Layout: give it content, as in \(instance.type.name)(…) { … }", location: location)
                }
                throw program.error("\(instance.type.name) has no body", location: location)
            }
            var made = try nested(Syntax(body)) { () throws(SceneError) -> [ViewJSON] in
                let result = try runBody(body, Scope(parent: nil, selfInstance: instance), asViews: true, at: body)
                return try views(from: result, at: location)
            }
            // The outermost struct's call wins (`PreviewCatalog` names a preview's line with it).
            for index in made.indices { made[index].callSite = location }
            return made
        case .symbol(let symbol):
            if let search = Self.contentUnavailableSearch(symbol, at: location) { return [search] }
            guard let color = try color(value, at: location) else {
                if symbol.type == "Color", symbol.steps.first?.name == "init" { throw impossibleColorError(symbol, at: location) }
                // `LinearGradient(gradient: gradient, …)` of stops the renderer could not resolve
                // (Element X's design tokens): Swift typed it a `LinearGradient` (or a `Color`),
                // which is a view, so it is a named placeholder at its first argument, never "is not a view".
                if Self.isColor(symbol) { return try unresolvedStyleView(symbol, at: location) }
                throw program.error("\(symbol.description) is not a view", location: location)
            }
            var view = ViewJSON(type: "Color", location: location)
            view.members = [("color", color)]
            return [view]
        case .closure(let closure):
            let result = try invoke(closure, [], at: Syntax(closure.body), asViews: true)
            return try views(from: result, at: location)
        case .array(let elements):
            var result: [ViewJSON] = []
            for element in elements { result += try views(from: element, at: location) }
            return result
        case .record("Path", _):
            return pathView(value, at: location).map { [$0] } ?? []
        // `.overlay(isLoading ? ZStack { … } : nil)`: `Optional<View>.none` is no view.
        case .null:
            return []
        case .string:
            throw program.error("a String is not a view; write Text(…)", location: location)
        default:
            if let made = try methodReferenceViews(value, at: location) { return made }
            throw program.error("\(value.typeName) is not a view", location: location)
        }
    }

    /// A `Color`, `LinearGradient` or `RadialGradient` value the renderer could not make a colour
    /// of, shown as a view: a placeholder named after it, at its first argument's place where it
    /// has one; under `--strict`, an error.
    private func unresolvedStyleView(_ symbol: Symbol, at location: SourceLocation) throws(SceneError) -> [ViewJSON] {
        let name = String(symbol.description.prefix(40))
        let place = symbol.steps.first?.arguments?.first?.location ?? location
        if strict { throw program.error("unknown \(name): the renderer does not know it (--strict makes a placeholder an error)", location: place) }
        return try placeholderViews(Placeholder(name: name, location: place, content: nil))
    }

    /// A struct of the module conforming to `ToolbarContent` (or `CustomizableToolbarContent`),
    /// in its declaration or an extension.
    static func isToolbarContent(_ type: TypeDecl) -> Bool {
        type.kind != .protocolType && ["ToolbarContent", "CustomizableToolbarContent"].contains { type.conforms(to: $0) || type.extensionConformances.contains($0) }
    }

    /// `ContentUnavailableView.search` and `.search(text:)`: the view with `"search"`.
    static func contentUnavailableSearch(_ symbol: Symbol, at location: SourceLocation) -> ViewJSON? {
        guard symbol.type == "ContentUnavailableView", symbol.steps.count == 1, symbol.last == "search" else { return nil }
        var view = ViewJSON(type: "ContentUnavailableView", location: location)
        if let arguments = symbol.steps[0].arguments {
            guard arguments.count == 1, arguments[0].label == "text", case .string(let text) = arguments[0].value else { return nil }
            view.members = [("search", JSONNode(value: .string(text), location: location))]
        } else {
            view.members = [("search", JSONNode(value: .bool(true), location: location))]
        }
        return view
    }

    /// The views of a builder's statements.
    package func views(_ values: [SwiftValue], at node: some SyntaxProtocol) throws(SceneError) -> [ViewJSON] {
        var result: [ViewJSON] = []
        for value in values { result += try views(from: value, at: program.location(node)) }
        return result
    }

    // MARK: - Views

    /// `Text("Hi")`, `VStack(alignment: .leading) { … }`: the first overload that fits.
    package func buildView(_ name: String, _ arguments: [CallArgument], at call: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        guard let entry = Vocabulary.view(name) else { throw fail("unknown view \(name)", call) }
        if let control = styleConfigurationControl(name, arguments, at: call) { return control }
        var arguments = try asyncImageArguments(name, try foundationViewArguments(name, try withoutUndrawnArguments(name, try inactiveLinkArguments(name, arguments, at: call), at: call), at: call), at: call)
        // `selection: .init(get: { selectedTab }, set: …)` whose getter reads an unknown value:
        // the binding is that unknown value (a placeholder argument, below).
        for index in arguments.indices {
            if let got = try implicitGetSetBinding(arguments[index].value), case .placeholder = got { arguments[index].value = got }
        }
        // `TextField("Name", text: $name, prompt: Text(store.hint))` of an unknown hint: SwiftUI's
        // optional prompt is left out, said where it is given; the field and its title show.
        if name == "TextField" || name == "SecureField", let index = arguments.firstIndex(where: { $0.label == "prompt" }),
           let unknown = Self.placeholderArgument([arguments[index]]) {
            warn("left out \(name)'s prompt: it uses \(unknown.name), which the renderer does not know; the title shows", at: arguments[index].location)
            arguments.remove(at: index)
        }
        // An unknown value given where nothing is drawn (`NavigationStack(path: $path)` of a
        // `NavigationPath`, an action) does not stop the view.
        let drawn = arguments.filter { argument in
            guard let label = argument.label else { return true }
            let kinds = entry.overloads.flatMap { $0.parameters.filter { $0.label == label }.map(\.kind) }
            return kinds.isEmpty || !kinds.allSatisfy { $0 == .ignored || $0 == .action }
        }
        if let unknown = Self.placeholderArgument(drawn) {
            // `Text(URL(…))`: the view cannot be built; its content still is.
            let content = arguments.last.flatMap { $0.isTrailingClosure ? $0.value : nil }
            return try placeholder("\(name)(\(unknown.name))", at: call, content: content)
        }
        // `Image(systemSymbol: .xmark)` of a package the renderer did not read (`InterpreterUnreadPackageInitializers`).
        if let unknown = try unreadPackageInitializer(entry, arguments, at: call) { return unknown }
        let outerPickerContent = inPickerContent
        inPickerContent = name == "Picker"
        defer { inPickerContent = outerPickerContent }
        let overload: Vocabulary.Overload, values: [JSONNode?]
        switch try resolveKnowing(entry, arguments, at: call, kind: "view") {
        case .resolved(let found, let converted): (overload, values) = (found, converted)
        case .unknown(let unknown):
            // `Label(title, systemImage: .compound.icon)` whose chain ends in an unknown value: as above.
            let content = arguments.last.flatMap { $0.isTrailingClosure ? $0.value : nil }
            return try placeholder("\(name)(\(unknown.name))", at: call, content: content, from: unknown)
        }
        // `TextField("Name", text: $name, prompt: Text(store.hint))` of an unknown hint: the prompt
        // is that unknown value's box, no Text; `TextFieldView` leaves it out (the title shows), said here.
        if name == "TextField" || name == "SecureField", let index = overload.parameters.firstIndex(where: { $0.label == "prompt" }),
           index < values.count, let prompt = values[index], case .string(let type)? = prompt["type"]?.value, type != "Text" {
            let at = arguments.first { $0.label == "prompt" }?.location ?? program.location(call)
            warn("left out \(name)'s prompt: it is no Text the renderer can read; the title shows", at: at)
        }
        let built = overload.build(values, location: program.location(call))
        guard case .object(let members) = built.value else { throw fail("\(name): unusable arguments", call) }
        if name == "ScrollView" { return .views([Self.scrollViewStackingItsContent(members, at: program.location(call))]) }
        return .views([ViewJSON(type: name, members: members, location: program.location(call))])
    }

    /// Which argument fills each parameter, or nil when the labels don't fit.
    package static func match(_ parameters: [Vocabulary.Parameter], _ arguments: [CallArgument]) -> [CallArgument?]? {
        var result: [CallArgument?] = []
        var index = 0
        // A switch, not a `Set` literal: the set was built on every call, and its first one
        // asked the Swift runtime whether `Kind` is `Hashable` (a scan of every conformance
        // record, swift-syntax's included: a twentieth of a snippet's interpretation).
        func takesClosure(_ kind: Vocabulary.Kind) -> Bool {
            switch kind {
            case .content, .view, .guideClosure, .action, .lengthClosure: return true
            default: return false
            }
        }
        for parameter in parameters {
            guard index < arguments.count else {
                if !parameter.optional { return nil }
                result.append(nil)
                continue
            }
            let argument = arguments[index]
            let fits = argument.isTrailingClosure ? takesClosure(parameter.kind) : (argument.label ?? "_") == parameter.label
            if fits {
                result.append(argument)
                index += 1
            } else if parameter.optional {
                result.append(nil)
            } else {
                return nil
            }
        }
        return index == arguments.count ? result : nil
    }

    package static func describe(_ kind: Vocabulary.Kind) -> String {
        switch kind {
        case .number, .length, .lengthOrInfinity: return "a number"
        case .integer: return "an Int"
        case .bool: return "a Bool"
        case .string: return "a String"
        case .color: return "a colour such as .red or Color(white: 0.5)"
        case .font: return "a font such as .title or .system(size: 17)"
        case .fontWeight: return "a font weight"
        case .alignment: return "an Alignment such as .topLeading"
        case .horizontalAlignment: return "a HorizontalAlignment (.leading, .center, .trailing, or one the file declares)"
        case .verticalAlignment: return "a VerticalAlignment (.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline, or one the file declares)"
        case .alignmentGuideKey: return "a guide such as .top, HorizontalAlignment.center or one the file declares"
        case .textAlignment: return "a TextAlignment"
        case .truncationMode: return "a truncation mode (.head, .middle, .tail)"
        case .edges: return "an Edge.Set such as .horizontal"
        case .axes: return "an Axis.Set such as .horizontal"
        case .insets: return "EdgeInsets(…)"
        case .range: return "a range such as 0...1"
        case .view, .content: return "a view"
        case .shape: return "a shape such as Capsule()"
        case .guideClosure: return "a closure of the view's dimensions"
        case .buttonStyle: return "a button style such as .bordered"
        case .formatStyle: return ".number or .percent"
        case .labelStyle: return "a label style such as .iconOnly"
        case .listStyle: return "a list style such as .plain or .insetGrouped"
        case .gridItems: return "an array of GridItem such as [GridItem(.adaptive(minimum: 80))]"
        case .contentMode: return ".fit or .fill"
        case .imageScale: return ".small, .medium or .large"
        case .strokeStyle: return "StrokeStyle(lineWidth:dash:)"
        case .textCase: return ".uppercase, .lowercase or nil"
        case .cornerStyle: return ".circular or .continuous"
        case .size: return "CGSize(width:height:)"
        case .localizedString: return "a String"
        case .angle: return "an Angle such as .degrees(45)"
        case .pickerStyle: return "a picker style such as .segmented"
        case .textFieldStyle: return "a text field style such as .roundedBorder"
        case .tagValue: return "a String, a number, a Bool or an enum case"
        case .identifier: return "a String, a whole number, an enum case or a Hashable struct"
        case .action: return "a closure"
        case .safeAreaRegions: return "SafeAreaRegions (.all, .container, .keyboard)"
        case .edge: return "an edge (.top, .bottom, .leading, .trailing)"
        case .edgeAlignment: return "an alignment such as .leading or .center"
        case .lengthClosure: return "a closure of the container's length, such as { length, _ in length * 0.8 }"
        case .layoutDirection: return ".leftToRight or .rightToLeft"
        case .colorScheme: return ".light or .dark"
        case .dynamicTypeSize: return "a DynamicTypeSize such as .xxLarge, or a range such as ...DynamicTypeSize.large"
        case .environmentKey: return "\\.layoutDirection, \\.dynamicTypeSize, \\.colorScheme, \\.defaultMinListRowHeight or \\.defaultMinListHeaderHeight"
        case .environmentValue: return "a value such as .rightToLeft, .xxLarge, .dark or a height"
        case .caseName: return "a case such as .inline or .topBarTrailing"
        case .visibility: return ".automatic, .visible or .hidden"
        case .url: return "a URL such as URL(string: \"https://example.com\")!"
        case .date: return "a Date such as Date() or Date.now"
        case .datePickerComponents: return ".date, .hourAndMinute or [.date, .hourAndMinute]"

        case .buttonBorderShape: return ".automatic, .capsule, .circle, .roundedRectangle or .roundedRectangle(radius:)"
        case .indexViewStyle: return ".page or .page(backgroundDisplayMode:)"
        case .glass: return "a Glass (.regular, .clear, .identity, with .tint(_:) and .interactive())"
        case .symbolVariants: return "a symbol variant (.fill, .circle, .circle.fill, .slash, .none)"
        case .plottable: return "a plotted value such as .value(\"Sales\", 12), or .ratio(0.6)"
        case .ignored: return "anything"
        }
    }

    // MARK: - Modifiers

    package func modifier(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        // Messages point at `.name`, not at the start of the chain it ends.
        let here = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
        if let interpolated = try imageInterpolation(name, on: views, arguments, at: call) { return interpolated }
        if let restyled = try progressViewStyle(name, on: views, arguments, at: call) { return restyled }
        if let redacted = try redaction(name, on: views, arguments, at: call) { return redacted }
        if let drawn = try chartAxisMarks(name, on: views, arguments, at: call) { return drawn }
        if let kept = chartPlotAreaAtRest(name, on: views, arguments, at: call) { return kept }
        if chartFormLeftOut(name, arguments, at: call) { return .views(views) }
        if try containerShapeLeftOut(name, arguments, at: call) { return .views(views) }
        if let inset = try insetShape(name, on: views, arguments, at: call) { return inset }
        if let masked = chartMarkMask(name, on: views, arguments, at: call) { return masked }
        if chartMarkModifierLeftOut(name, on: views, arguments, at: call) { return .views(views) }
        var arguments = geometryModifierArguments(name, chartMarkArguments(name, on: views, arguments))
        // `.foregroundStyle(.themedSecondary)` of the module's own `ShapeStyle` (`InterpreterCustomShapeStyles`).
        arguments = try customShapeStyleArguments(arguments, at: call)
        // A view's or chart mark's `.opacity(x)` past 0…1, literal (`Text("a").opacity(1.5)`) or
        // computed (`.opacity(2 - Double(abs(offset.width / 50)))`, Hacking with Swift's
        // Flashzilla), is drawn clamped, as SwiftUI draws it: valid Swift, and a layer's opacity
        // "outside that range [is] clamped" (Apple, `CALayer.opacity`; the tutorial's card stays
        // opaque until dragged 50 points). The JSON format keeps its 0…1 range error; NaN and
        // infinity stay the scene's located error.
        if name == "opacity", arguments.count == 1, arguments[0].label == nil,
           let number = arguments[0].floatingLiteral ?? arguments[0].value.number, number.isFinite, number < 0 || number > 1 {
            arguments[0].value = .double(min(1, max(0, number)))
            arguments[0].floatingLiteral = nil
        }
        if try leavesOutUndrawnStyle(name, arguments, at: call) || isNilColourModifier(name, arguments) || isNilMarginModifier(name, arguments) { return .views(views) }
        // A preview's modifiers (`PreviewModifiers`): a trait of the views, or that as well.
        switch try previewModifier(name, on: views, arguments, at: call, here: here) {
        case .shown(let value)?: return value
        case .alsoApply(let trait)?: return Self.setting(trait, on: try appliedModifier(name, on: views, arguments, at: call, here: here))
        case .applyInstead(let replaced, let trait)?: return Self.setting(trait, on: try appliedModifier(name, on: views, replaced, at: call, here: here))
        case nil: return try appliedModifier(name, on: views, arguments, at: call, here: here)
        }
    }

    private func appliedModifier(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument], at call: FunctionCallExprSyntax, here: Syntax) throws(SceneError) -> SwiftValue {
        // The file's own modifiers first: `extension View { func card() -> some View }`; one
        // whose labels fit no overload leaves the call to SwiftUI's modifier of that name
        // (LBJMediaBrowser's `func frame(size: CGSize)` beside `.frame(height: 30)`).
        // Beside SwiftUI's of that name, only one the arguments' kinds fit (`InterpreterModifierOverloads`).
        // Where no overload's labels fit, the call is not the module's (step 4 there): it goes on below.
        // Another file's `private extension View` modifier is not this code's (`SwiftProgramAccessControl` step 5).
        if let functions = program.visibleViewExtensions(name, at: call) {
            let swiftUIs = Vocabulary.modifier(name) != nil || Vocabulary.ignoredModifiers.contains(name)
            let fitting = swiftUIs ? fittingViewExtensions(functions, arguments) : labelledViewExtensions(functions, arguments)
            if !fitting.isEmpty { return try callFunction(fitting, arguments, selfInstance: nil, selfView: views, at: call) }
        }
        // `extension Image { func resize(…) -> some View }` (WeChat's) on an Image: as a View's.
        // (Only on an Image no modifier wraps yet: `resizable()` in its body needs one.)
        if views.count == 1, views[0].type == "Image", views[0].modifiers.isEmpty,
           let functions = program.builtinFunctions["Image"]?[name]?.filter({ !$0.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }),
           !functions.isEmpty {
            return try callFunction(functions, arguments, selfInstance: nil, selfView: views, at: call)
        }
        if let texted = try textExtensionCall(name, on: views, arguments, at: call) { return texted }
        if name == "modifier" {
            // `.modifier(Query(…))` of a type from outside the module: left out.
            if arguments.count == 1, case .placeholder(let unknown) = arguments[0].value {
                try leaveOut(name, at: call, because: unknown)
                return .views(views)
            }
            // An `EnvironmentalModifier`: the modifier its `resolve(in:)` returns, given an
            // environment the renderer holds as an unknown value (its reads are not layout).
            if arguments.count == 1, case .instance(let instance) = arguments[0].value, instance.type.methods["body"] == nil,
               let resolve = instance.type.methods["resolve"] {
                let unknown = SwiftValue.placeholder(Placeholder(name: "EnvironmentValues", location: program.location(call)))
                let environment = CallArgument(label: "in", value: unknown, location: program.location(call))
                let resolved = try callFunction(resolve, [environment], selfInstance: instance, selfView: nil, at: call)
                return try appliedModifier(name, on: views, [CallArgument(label: nil, value: resolved, location: program.location(call))], at: call, here: here)
            }
            guard arguments.count == 1, case .instance(let instance) = arguments[0].value,
                  let functions = instance.type.methods["body"] else {
                throw fail(".modifier(…) takes a ViewModifier struct of the file", call)
            }
            for function in functions {
                guard let body = function.body else { continue }
                let scope = Scope(parent: nil, selfInstance: instance)
                let parameter = function.signature.parameterClause.parameters.first
                scope.define((parameter?.secondName ?? parameter?.firstName)?.text ?? "content", .views(views))
                return try nested(call) { () throws(SceneError) -> SwiftValue in try runBody(body.statements, scope, asViews: true, at: call) }
            }
        }
        if name == "previewDevice" {
            // Xcode's preview device: the scene renders on that screen (docs/swift-input.md).
            guard arguments.count == 1, arguments[0].label == nil, case .string(let text) = arguments[0].value else {
                throw fail(".previewDevice takes a device name such as \"iPhone 15\"", here)
            }
            guard let device = Device.named(text) else {
                // `.previewDevice("iPhone 12 Pro")`: one of Apple's devices the renderer has no
                // screen for is the default screen with a warning (`--strict`: an error), as it is
                // no error in the app's code; any other name stays an error.
                if !strict, ["iPhone", "iPad", "iPod"].contains(where: { text.hasPrefix($0 + " ") }) {
                    warn("placeholder for previewDevice(\"\(text)\"): the renderer has no such screen; the view is rendered on the default \(Device.all[0].appleName)",
                         at: program.location(here))
                    if previewDevice == nil { previewDevice = (Device.all[0], program.location(here)) }
                    return .views(views)
                }
                throw fail("unknown device \"\(text)\"; the renderer knows \(Device.all.map { "\"\($0.appleName)\"" }.joined(separator: ", ")) (or \(Device.knownNames))", here)
            }
            if previewDevice == nil { previewDevice = (device, program.location(here)) }
            return .views(views)
        }
        if Self.previewOnlyModifiers.contains(name) {
            // Xcode's canvas settings, not the view's: the render is of the whole device screen.
            try note("." + name, here, "a preview setting of Xcode's canvas, not of the view")
            return .views(views)
        }
        if let styled = try customTextFieldStyle(name, on: views, arguments, at: call) { return styled }
        if let styled = try customStyle(name, on: views, arguments, at: call) { return styled }
        if name == "rotation", let rotated = try rotatedShape(views, arguments, at: call) { return rotated }
        if name == "symbolEffect", let effect = Self.stillChangingSymbolEffect(arguments) {
            // Apple's SymbolEffect documentation: an active `.disappear` hides the symbol, `.scale`
            // draws it scaled, `.appear` and `.variableColor` change which of its layers show, so
            // the still picture is not the symbol as drawn; the renderer draws none of them yet.
            if strict { throw fail("unsupported modifier .symbolEffect(.\(effect)) (--strict makes a placeholder an error)", here) }
            warn("left out .symbolEffect(.\(effect)): an active \(effect) effect changes the still symbol, which the renderer does not draw", at: program.location(here))
            return .views(views)
        }
        if Vocabulary.ignoredModifiers.contains(name) {
            try note("." + name, here, "it is not layout")
            return .views(views)
        }
        if try storePresentation(name, arguments, here: here) { return .views(views) }
        if ModifierEntries.notShownAtRest.contains(name) {
            // Decoded as any modifier below; what it would present is never run.
            try note("." + name, here, "a presentation is not shown at rest")
        }
        guard let entry = Vocabulary.modifier(name) else {
            try leaveOut(name, at: here)
            return .views(views)
        }
        // `.clipShape(Bezier(…))` whose `path(in:)` is unknown (`InterpreterPaths` step 3).
        var unknownArgument = Self.placeholderArgument(arguments)
        if unknownArgument == nil { unknownArgument = try unknownShapeArgument(arguments) }
        if let unknown = unknownArgument {
            if try !unknownArgumentChangesNothing(name, unknown, here: here) { try leaveOut(name, at: here, because: unknown) }
            return .views(views)
        }
        let values: [JSONNode?]
        let overload: Vocabulary.Overload
        do throws(SceneError) {
            switch try resolveKnowing(entry, arguments, at: here, kind: "modifier") {
            case .resolved(let found, let converted): (overload, values) = (found, converted)
            case .unknown(let unknown):
                // `.foregroundColor(.compound.textPrimary)` whose chain ends in an unknown value: as above.
                if try !unknownArgumentChangesNothing(name, unknown, here: here) { try leaveOut(name, at: here, because: unknown) }
                return .views(views)
            }
        } catch {
            if name == "buttonStyle" {
                try note(".buttonStyle of a custom style", here, "the renderer draws the styles SwiftUI ships")
                return .views(views)
            }
            if let unknown = try unknownAppStatic(arguments) {
                try leaveOut(name, at: here, because: unknown)
                return .views(views)
            }
            throw error
        }
        let value = overload.build(values, location: program.location(call.calledExpression))
        if ModifierEntries.shapeProperties.contains(name) || ModifierEntries.imageProperties.contains(name) {
            let image = ModifierEntries.imageProperties.contains(name)
            guard views.count == 1, image ? views[0].type == "Image" : views[0].isShape, views[0].modifiers.isEmpty,
                  case .object(let members) = value.value else {
                throw fail(".\(name) applies to \(image ? "an Image" : "a shape (Rectangle, Circle…)") before any other modifier", here)
            }
            var shape = views[0]
            for member in members {
                shape.members.removeAll { $0.key == member.key }
                shape.members.append(member)
            }
            return .views([shape])
        }
        let key = name == "accessibilityIdentifier" ? "id" : name
        // The entry is at the modifier's `.`, where the front end's own modifier warnings point:
        // a layout warning of the modifier (`JSONPath`'s located trees) says that place.
        let entryJSON = JSONNode(value: .object([(key, value)]), location: program.location(here))
        guard views.count == 1 else {
            // Several views (a builder's result): modifiers apply to each, as a Group's do.
            var group = ViewJSON(type: "Group", location: program.location(call))
            group.members = [("children", JSONNode(value: .array(views.map(\.json)), location: group.location))]
            group.modifiers = [entryJSON]
            return .views([group])
        }
        var view = views[0]
        view.modifiers.append(entryJSON)
        return .views([view])
    }

    // MARK: - Containers whose content is code

    /// `ForEach(0..<n) { i in … }`, `ForEach(items, id: \.self) { … }`: each element's views,
    /// in a Group so the ForEach's modifiers apply to each.
    package func forEach(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        guard let data = arguments.first, data.label == nil, let content = arguments.last else {
            throw fail("ForEach needs data and a closure: ForEach(0..<3) { i in … }", call)
        }
        // `ForEach(languages, id: \.code, content: languageRow)`: a method of the view named as
        // the content, called with each element as a closure would be (Mlem's language picker).
        let closure: Closure?
        switch content.value {
        case .closure(let made): closure = made
        case .record("MethodReference", _) where content.label == "content": closure = nil
        default: throw fail("ForEach needs data and a closure: ForEach(0..<3) { i in … }", call)
        }
        if case .placeholder(let unknown) = data.value {
            // `ForEach(store.items)` of an unknown store: one placeholder for the rows.
            return try placeholder("ForEach(\(unknown.name))", at: call, content: nil, from: unknown)
        }
        // `ForEach(viewModel.elements)` of an implicit `.init(…)` the renderer could not type: unknown rows.
        if case .symbol(let symbol) = data.value, symbol.type == nil, symbol.steps.first?.name == "init" {
            return try placeholder("ForEach(\(call.arguments.first?.expression.trimmedDescription ?? "…"))", at: call)
        }
        var elements = try self.elements(of: data.value, at: call)
        // A provider's `ForEach` of previews: one preview per element, its first shown (`PreviewGroups` step 3).
        if isPreviewForEach(call) { elements = Array(elements.prefix(1)) }
        // `ForEach([.lastDay, .allTime], id: \TimeScope.rawValue)`: the key path's root types
        // the literal's implicit members.
        if let root = call.arguments.first(where: { $0.label?.text == "id" })?.expression.as(KeyPathExprSyntax.self)?.root,
           let type = program.type(named: root.trimmedDescription), type.kind == .enumeration {
            for index in elements.indices {
                if case .symbol(let symbol) = elements[index], symbol.type == nil { elements[index] = try convert(elements[index], to: type.qualifiedName, at: call) }
            }
        }
        guard elements.count <= SceneLimits.maxViews else {
            throw fail("ForEach over \(elements.count) elements; at most \(SceneLimits.maxViews)", call)
        }
        // In a Picker, SwiftUI tags each view with its element's id: the key path `id:` names
        // read from the element (`\.self`: the element, an enum case, a string, a number), or
        // without `id:` an Identifiable element's `id` (a range's element is its own id).
        let idPath: [String]? = arguments.count == 2 ? nil : { if case .keyPath(let path) = arguments[1].value { return path } else { return [] } }()
        let tagging = inPickerContent && idPath?.isEmpty != true
        let outerPickerContent = inPickerContent
        inPickerContent = false
        defer { inPickerContent = outerPickerContent }
        var children: [ViewJSON] = []
        for element in elements {
            let value: SwiftValue
            if let closure {
                value = try invoke(closure, [CallArgument(label: nil, value: element, location: data.location)], at: call, asViews: true)
            } else if let applied = try applyMethodReference(content.value, [element], at: call) {
                value = applied
            } else {
                throw fail("ForEach's content: \(content.value.typeName) is no function of one element", call)
            }
            var views = try views(from: value, at: program.location(call))
            if tagging, let id = try forEachID(of: element, path: idPath, at: call),
               let tag = try json(CallArgument(label: nil, value: id, location: data.location), as: .tagValue) {
                for index in views.indices where !views[index].modifiers.contains(where: { $0["tag"] != nil }) {
                    views[index].modifiers.append(JSONNode(value: .object([("tag", tag)]), location: tag.location))
                }
            }
            children += views
        }
        var group = ViewJSON(type: "Group", location: program.location(call))
        group.members = [("children", JSONNode(value: .array(children.map(\.json)), location: group.location))]
        group.groupChildren = children
        return .views([group])
    }

    /// A ForEach element's id: its `id:` key path read from it, or without one its `id`
    /// property if it is an instance (Identifiable), else the element itself. Nil where the
    /// path reads nothing the interpreter knows (the view then has no implicit tag).
    private func forEachID(of element: SwiftValue, path: [String]?, at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard let path else {
            if case .instance = element { return try? property("id", of: element, at: call) }
            return element
        }
        var value = element
        for name in path where name != "self" {
            guard let next = try? property(name, of: value, at: call) else { return nil }
            value = next
        }
        return value
    }

    package func group(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        guard arguments.count == 1, let content = arguments.first else { throw fail("Group takes one closure: Group { … }", call) }
        let children: [ViewJSON]
        if let first = try firstOfPreviewGroup(content, at: call) { children = first } else { children = try views(from: content.value, at: content.location) }
        var group = ViewJSON(type: "Group", location: program.location(call))
        group.members = [("children", JSONNode(value: .array(children.map(\.json)), location: group.location))]
        group.groupChildren = children
        return .views([group])
    }

    /// `GeometryReader { proxy in … }`: a body that reads the proxy runs at layout time.
    package func geometryReader(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        guard arguments.count == 1, case .closure(let closure) = arguments[0].value else {
            throw fail("GeometryReader takes one closure: GeometryReader { proxy in … }", call)
        }
        let location = program.location(call)
        var reader = ViewJSON(type: "GeometryReader", location: location)
        if closure.parameters.isEmpty && !closure.usesShorthand {
            let children = try views(from: .closure(closure), at: location)
            reader.members = [("children", JSONNode(value: .array(children.map(\.json)), location: location))]
            return .views([reader])
        }
        let raised = LayoutTimeWarnings()
        let body = DeferredView(placed: { [self] (placed: GeometryFrame) throws(SceneError) -> JSONNode in
          try atLayoutTime { () throws(SceneError) -> JSONNode in
            let before = warnings.count
            defer { if warnings.count > before { raised.add(warnings[before...]) } }
            let frame = placed.frame
            let size = SwiftValue.record("CGSize", ["width": .double(frame.size.width), "height": .double(frame.size.height)])
            // Where the reader sits on the screen, for `frame(in: .global)` (`proxyFrame`), and
            // its safe-area insets (GeometryReader step 2); under a scale or rotation effect not
            // known, so not given: reading them is the unknown value `GeometryProxy.…`.
            var fields = ["size": size]
            if placed.onScreen { fields[Self.proxyGlobalFrame] = SwiftLayoutProgram.value(frame) }
            if let insets = placed.safeAreaInsets { fields["safeAreaInsets"] = SwiftLayoutProgram.value(insets) }
            let proxy = SwiftValue.record("GeometryProxy", fields)
            let value = try invoke(closure, [CallArgument(label: nil, value: proxy, location: location)], at: call, asViews: true)
            let children = try views(from: value, at: location)
            var group = ViewJSON(type: "Group", location: location)
            group.members = [("children", JSONNode(value: .array(children.map(\.json)), location: location))]
            return group.json
          }
        })
        let program = self.program
        body.relocate = { error in program.error(error.message, location: error.location) }
        // A dry run at zero size now, so what the body ignores is noted before layout; its
        // errors wait for the real size (a body may divide by the width).
        _ = try? body.make(0, 0)
        raised.clear()
        body.layoutWarnings = raised
        reader.members = [("content", JSONNode(value: .deferred(body), location: location))]
        return .views([reader])
    }

    // MARK: - alignmentGuide closures

    /// `{ $0.height / 2 }`, `{ d in d[.trailing] - 10 }` as the scene's guide expression: the
    /// dimensions become names, anything else is evaluated now to a number.
    package func guideExpression(_ closure: Closure) throws(SceneError) -> String {
        let expression = try onlyExpression(of: closure, problem: "an alignment guide's closure must be one expression of the view's dimensions")
        return try guideText(expression, parameter: closure.parameters.first ?? "$0", scope: closure.scope)
    }

    /// The one expression a closure's body is (`{ d in e }` or `{ d in return e }`).
    private func onlyExpression(of closure: Closure, problem: String) throws(SceneError) -> ExprSyntax {
        let statements = Array(closure.body)
        guard statements.count == 1, let item = statements.first else { throw program.error(problem, location: closure.location) }
        if let returned = item.item.as(ReturnStmtSyntax.self)?.expression { return returned }
        if let plain = item.item.as(ExprSyntax.self) { return plain }
        throw program.error(problem, location: closure.location)
    }

    /// An expression over a closure's parameter as the text of a scene expression: parts that
    /// do not mention the parameter are evaluated now to numbers; parentheses, `+ - * /` and
    /// unary minus are kept; `leaf` names the parameter's own uses (nil: unsupported).
    /// `notANumber` begins the message for a part that is no number; `within` and `advice`
    /// frame the one for a construct the expression cannot hold.
    private func expressionText(_ expression: ExprSyntax, parameter: String, scope: Scope, notANumber: String, within: String,
                                advice: String, leaf: (ExprSyntax) throws(SceneError) -> String?) throws(SceneError) -> String {
        func text(_ expression: ExprSyntax) throws(SceneError) -> String {
            try expressionText(expression, parameter: parameter, scope: scope, notANumber: notANumber, within: within, advice: advice, leaf: leaf)
        }
        if !mentions(expression, parameter) {
            let value = try evaluate(expression, scope)
            guard let number = value.number, number.isFinite else {
                throw fail("\(notANumber), found \(value.typeName)", expression)
            }
            return number < 0 ? "(0 - \(formatNumber(-number)))" : formatNumber(number)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return "(" + (try text(only.expression)) + ")"
        }
        if let named = try leaf(expression) { return named }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           ["+", "-", "*", "/"].contains(op) {
            return "(\(try text(infix.leftOperand)) \(op) \(try text(infix.rightOperand)))"
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return "(0 - " + (try text(prefix.expression)) + ")"
        }
        throw fail("unsupported in \(within): \(expression.trimmedDescription.prefix(40)); \(advice)", expression)
    }

    private func mentions(_ expression: some SyntaxProtocol, _ parameter: String) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { $0.text == parameter }
    }

    /// The guide in `d[.bottom]`, `d[explicit: .myGuide]`: its name in a guide expression.
    private func dimensionGuide(_ argument: LabeledExprSyntax, _ scope: Scope) throws(SceneError) -> String {
        let value = try evaluate(argument.expression, scope)
        guard case .symbol(let symbol) = value else {
            throw fail("expected a guide such as .trailing, HorizontalAlignment.center or VerticalAlignment.center", argument)
        }
        if let name = Self.guideName(symbol) { return name }
        if let custom = try customGuide(symbol, axis: nil, at: program.location(argument)) { return custom.name }
        throw fail("expected a guide such as .trailing, HorizontalAlignment.center, VerticalAlignment.center or one of the file's own", argument)
    }

    package func guideText(_ expression: ExprSyntax, parameter: String, scope: Scope) throws(SceneError) -> String {
        try expressionText(expression, parameter: parameter, scope: scope, notANumber: "an alignment guide's value must be a number",
                           within: "an alignment guide", advice: "use the dimensions, numbers and + - * /") { expression throws(SceneError) in
            try dimensionText(expression, parameter: parameter, scope: scope)
        }
    }

    /// `d.width`, `d[.bottom]`, `d[explicit: .top] ?? value`: the dimensions' names.
    private func dimensionText(_ expression: ExprSyntax, parameter: String, scope: Scope) throws(SceneError) -> String? {
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.text == parameter {
            let name = access.declName.baseName.text
            guard name == "width" || name == "height" else { throw fail("ViewDimensions has no '\(name)' the renderer knows", access) }
            return name
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
           let base = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self), base.baseName.text == parameter,
           subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first {
            let name = try dimensionGuide(argument, scope)
            if argument.label?.text == "explicit" {
                throw fail("d[explicit: …] may have no value: write d[explicit: .\(name)] ?? a value to use when the view sets none", subscriptCall)
            }
            if argument.label != nil { throw fail("unsupported subscript label '\(argument.label?.text ?? "")'", subscriptCall) }
            return name
        }
        // `d[explicit: .top] ?? value`
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           let subscriptCall = infix.leftOperand.as(SubscriptCallExprSyntax.self),
           subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter,
           subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first, argument.label?.text == "explicit" {
            let name = try dimensionGuide(argument, scope)
            let fallback = try guideText(infix.rightOperand, parameter: parameter, scope: scope)
            return "(explicit.\(name) ?? \(fallback))"
        }
        return nil
    }

    // MARK: - containerRelativeFrame closures

    /// `{ length, axis in length * 0.8 }` as the scene's length expression: the first
    /// parameter becomes `length`, anything not mentioning it is evaluated now to a number.
    package func lengthExpression(_ closure: Closure) throws(SceneError) -> String {
        let parameter = closure.parameters.first ?? "$0"
        let expression = try onlyExpression(
            of: closure, problem: "containerRelativeFrame's closure must be one expression of the length, such as { length, _ in length * 0.8 }")
        return try expressionText(expression, parameter: parameter, scope: closure.scope,
                                  notANumber: "containerRelativeFrame's closure must compute a number",
                                  within: "containerRelativeFrame's closure",
                                  advice: "use the length, numbers and + - * / (the axis is not known)") { expression in
            expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter ? "length" : nil
        }
    }
}

extension Interpreter {
    /// `.symbolEffect(effect, options:, isActive:)` whose active state changes the still picture
    /// (`.disappear`, `.appear`, `.scale`, `.variableColor`, active unless `isActive: false`): the
    /// effect's name; nil for a discrete effect (`value:`, played only when the value changes), an
    /// inactive one, or an indefinite animation whose first frame is the symbol as drawn (`.pulse`,
    /// `.bounce`, `.breathe`, `.rotate`, `.wiggle`).
    static func stillChangingSymbolEffect(_ arguments: [CallArgument]) -> String? {
        if arguments.contains(where: { $0.label == "value" }) { return nil }
        if let active = arguments.first(where: { $0.label == "isActive" }), case .bool(false) = active.value { return nil }
        guard let effect = arguments.first(where: { $0.label == nil }), case .symbol(let symbol) = effect.value,
              let name = symbol.steps.first?.name else { return nil }
        return ["disappear", "appear", "scale", "variableColor"].contains(name) ? name : nil
    }
}
