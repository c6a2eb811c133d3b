@_spi(Compiler) import SwiftParser
import SwiftSyntax
import RenderLayout
import RenderScene

/// Evaluates the Swift of a view file: expressions, view-builder bodies, calls of the file's
/// own structs and functions, and SwiftUI's views and modifiers (through `Vocabulary`).
///
/// 1. Names resolve to locals, then `self`'s members, then the file's declarations, then a
///    `--set` value for a name the file leaves free; anything else is an error naming it.
/// 2. Numbers keep Swift's kinds: `7 / 2` is 3, a `CGFloat` property holds a Double.
/// 3. Every step, every array element and struct field made or walked and every byte of string
///    made or read counts against one budget (`EvaluationBudget`), charged before the work; calls
///    nest to a bounded depth; arithmetic and conversions that would trap in Swift are errors.
///    So no file can make the renderer run away or crash: each is an error with the location.
package final class Interpreter: @unchecked Sendable {
    package let program: SwiftProgram
    package let overrides: [String: SceneParameter]
    package let strict: Bool
    /// Notes for constructs accepted and ignored (`.animation`), one per construct.
    package internal(set) var notes: [String] = []
    /// Warnings for what the renderer does not know and draws as a placeholder or leaves out
    /// (`Placeholders.swift`), one per place.
    package var warnings: [String] = []
    /// How many `UUID()`s the file has made (each one a distinct, reproducible id).
    package var uuidCount = 0
    /// `srand48`'s 48-bit state, nil until the render seeds it (`InterpreterSeededRandom`).
    package var rand48: UInt64?
    var noted: Set<String> = []
    /// The last lookup that found nothing, for a force unwrap's message (`InterpreterNilOrigin`).
    var nilOrigin: String?
    /// Free names the file used that `--set` gave.
    package private(set) var freeParameters: [String: SceneParameter] = [:]
    /// `.previewDevice("iPhone 15")` on the rendered view: the scene's device.
    package var previewDevice: (device: Device, location: SourceLocation)?
    /// Whether each closure without named parameters uses `$0`, by closure: the first few in a
    /// list, the rest in a table (a table keyed by a syntax identifier is a type the runtime
    /// builds on first use, with a scan of every conformance record: more than a short search
    /// costs the few closures of a small file; docs/performance.md).
    private var shorthandFew: [(id: SyntaxIdentifier, uses: Bool)] = []
    private var shorthandClosures: [SyntaxIdentifier: Bool] = [:]
    /// A property name → the one framework type whose module extension declares it, or nil
    /// (`InterpreterValueExtensions` step 4), found once per name.
    var untypedMemberOwners: [String: String?] = [:]
    /// `UIDevice.current`'s settings the code changed (`InterpreterUIDevice` step 3).
    var deviceSettingValues: [String: SwiftValue] = [:]
    /// Steps, elements and bytes spent (`EvaluationBudget`).
    package var budget = EvaluationBudget()
    package var depth = 0
    /// File-scope stored properties, evaluated in order when first needed.
    package private(set) var fileInstance: Instance
    private var fileScopeReady = false
    /// Statics and globals made so far (`InterpreterStaticStorage`).
    package var statics = StaticStorage()
    /// `SwiftProgram.assignsSomewhere`'s answers, by name (a scan of every module file's text).
    var assignedNames: [String: Bool] = [:]
    /// The file's own alignment guides the views used, in the order met (`SwiftAlignments`).
    package var customAlignments: [DeclaredAlignment] = []
    package var translatingAlignments: Set<String> = []
    /// The scene's alignment guides once decoded, for layout code that reads `d[.myGuide]`.
    package var resolvedAlignments: [String: CustomAlignment] = [:]

    package static let maxSteps = EvaluationBudget.maxSteps
    package var stepLimit: Int {
        get { budget.stepLimit }
        set { budget.stepLimit = newValue }
    }
    package static let maxDepth = 120
    package static let maxExpressionDepth = 1_000
    package var expressionDepth = 0
    /// Running a preview's body: the first View struct it makes is the previewed view, whose
    /// properties `--set` reaches (`PreviewState.swift`).
    package var previewRootPending = false
    /// The `Group` of a provider's previews of which only the first is built (`PreviewGroups`).
    package var firstPreviewGroup: SyntaxIdentifier?
    /// The unknown value a condition or a string interpolation just failed on (`Placeholders.swift`).
    package var unknownCondition: Placeholder?
    /// Running a view builder's statements (a body, a content closure): a statement that fails
    /// on an unknown value is one placeholder there (`UnknownViews.swift`).
    package var buildingViews = false
    /// Making a required input by its type's initialiser: its own inputs are not; how many were
    /// made; and whether the rule is off, for a render that failed with one (`InterpreterInputModels`).
    var makingInputModel = false
    package var inputModelsMade = 0
    package var inputModelsOff = false
    package var previewRoot: Instance?
    /// Building a `Picker`'s content: a `ForEach` there tags its views with their elements.
    package var inPickerContent = false
    /// `.environmentObject(model)`, `.environment(model)` above the view being built, nearest
    /// last (`InterpreterClasses`).
    package var environmentObjects: [Instance] = []
    /// The app root's search (`InterpreterAppRoot`): running, and the classes it found none of.
    var searchingAppRoot = false
    var appRootMisses: Set<String> = []
    /// `.environment(\.key, value)` of the app's own keys above the view being built, nearest
    /// last (`InterpreterEnvironmentOverrides`).
    package var environmentOverrides: [(key: String, value: SwiftValue)] = []
    /// The measurer UIKit's text metrics are read with (`InterpreterTextMetrics`): the one that
    /// lays out the picture's `Text`s, made when first asked.
    package lazy var textMeasurer: any TextMeasuring = PangoTextMeasurer()
    /// Constant getters' values and the module's member names (`InterpreterConstantGetters`).
    var constantGetters: [SyntaxIdentifier: ConstantGetter] = [:]
    var moduleMemberNames: Set<String>?
    /// The dependencies a `withDependencies:` closure overrides, nearest last (`InterpreterDependencies`).
    package var dependencyOverrides: [[String: SwiftValue]] = []
    /// The aliases of each module type (`InterpreterTypeAliasExtensions`), made on first use.
    var aliasesByType: [String: [String]]?
    /// `UserDefaults` written and registered during the render, by suite (`InterpreterUserDefaults`).
    package var userDefaultsWritten: [String: [String: SwiftValue]] = [:]
    package var userDefaultsRegistered: [String: [String: SwiftValue]] = [:]
    /// The suites written or registered under a key the render did not know (step 2's unknown key).
    package var userDefaultsUnknownWrites: Set<String> = []
    /// The keychain's items written during the render, and the variables `withUnsafeMutablePointer` pointed at (`InterpreterKeychain`).
    package var keychainItems: [[String: SwiftValue]] = []
    var pointerTargets: [(ExprSyntax, Scope)] = []
    /// Each `NSCache` made during the render, by its number: what was stored in it, in order (`InterpreterNSCache`).
    package var nsCaches: [[(key: SwiftValue, value: SwiftValue)]] = []
    /// Controls a shipped style reaches first (`.toggleStyle(.switch)`), which an outer custom
    /// style leaves alone: `modifier@line:column` of each (`InterpreterStyles`).
    package var shieldedControls: Set<String> = []
    /// `Date()` and `Date.now`: seconds since 2001 (`--now`; `InterpreterFoundation`).
    package var now = Interpreter.defaultNow
    /// The commands of the `Canvas` closures running, by run (`InterpreterCanvas`, step 5).
    package let canvasRecordings = CanvasRecordings()
    /// `--locale`: the locale Foundation formats with.
    package var localeIdentifier = "en_US"
    /// `--color-scheme`: what `@Environment(\.colorScheme)` reads (the root's scheme).
    package var colorScheme: ColorScheme = .light
    /// Whether a view read `@Environment(\.colorScheme)`: a `preferredColorScheme` in the
    /// scene then makes `SwiftSource` read the file again in that scheme.
    package var readsColorScheme = false
    /// The module's asset catalogs (`InterpreterAssets`).
    package var assets = AssetCatalog()
    /// The scene's folder: `Image("name")` not in a catalog is `name.png` there.
    package var baseDirectory = "."
    /// The module's folder: `Bundle.main`'s resources (`InterpreterBundleData`).
    package var moduleFolder: String?
    /// The resource folders of the app a local package's module runs in
    /// (`SwiftModule.hostAppFolders`): their string tables are `Bundle.main`'s, looked up before
    /// the package's own (`InterpreterLocalization`).
    package var hostAppFolders: [String] = []
    /// The module's files that are checked-out packages' targets': an error raised in one is a
    /// placeholder (`UnknownViews` step 2).
    package var checkedOutFiles: Set<String> = []
    /// The module's string tables, read on first use (`InterpreterLocalization`).
    package var stringTablesCache: StringTables?
    /// The values of the last string literal's plain interpolations (`\(x)`, in order), so a
    /// `LocalizedStringKey` made of it reuses them instead of evaluating them again
    /// (`InterpreterLocalization.localizationKey`).
    package var lastInterpolations: (literal: SyntaxIdentifier, values: [SwiftValue])?
    /// The module folder's files by name, walked once (`InterpreterBundleData.findResource`).
    package var resourceIndex: [String: String]?
    /// The app's `Info.plist` (`InfoPlist`), read on first use; `.some(nil)` when there is none.
    package var infoPlist: InfoPlist??

    package init(program: SwiftProgram, overrides: [String: SceneParameter], strict: Bool) {
        self.program = program
        self.overrides = overrides
        self.strict = strict
        fileInstance = Instance(type: program.fileScope, fields: [:])
    }

    /// The scope of code at file scope: `self` is the file's implicit instance.
    package func fileScope() throws(SceneError) -> Scope {
        if !fileScopeReady {
            fileScopeReady = true
            let scope = Scope(parent: nil, selfInstance: fileInstance)
            // One read before its turn is made then (`InterpreterStaticStorage` step 3).
            for property in program.fileScope.stored where fileInstance.fields[property.name] == nil {
                fileInstance.fields[property.name] = try storedOnce(property.name, declaredAt: property.node, readAt: property.node) {
                    () throws(SceneError) -> SwiftValue in
                    try renderedGlobalValue(property.name, property.node, property) { () throws(SceneError) -> SwiftValue in
                        try initialValue(of: property, in: program.fileScope, scope: scope, override: true)
                    }
                }
            }
        }
        return Scope(parent: nil, selfInstance: fileInstance)
    }

    /// A bound of a range that is no number: a named value (`.small`) or a `Date`.
    static func isRangeBound(_ value: SwiftValue) -> Bool {
        switch value {
        case .symbol, .record("Date", _): return true
        default: return false
        }
    }

    // MARK: - Errors, notes, budget

    package func fail(_ message: String, _ node: some SyntaxProtocol) -> SceneError {
        program.error(message, at: Syntax(node))
    }

    package func note(_ construct: String, _ node: some SyntaxProtocol, _ why: String) throws(SceneError) {
        if strict { throw fail("\(construct): \(why) (--strict makes it an error)", node) }
        guard noted.insert(construct).inserted else { return }
        notes.append("\(program.fileName(of: node)):\(program.location(node)): note: ignored \(construct): \(why)")
    }

    /// A note that is not "ignored": what the renderer used in a caller's place
    /// (`InterpreterSampleArguments.swift`).
    package func noteUsed(_ message: String, _ node: some SyntaxProtocol) {
        let line = "\(program.fileName(of: node)):\(program.location(node)): note: \(message)"
        if !notes.contains(line) { notes.append(line) }
    }

    /// The warnings and notes so far, for `rollBackDiagnostics(to:)`.
    struct DiagnosticsMark {
        let warnings: Int, notes: Int, noted: Set<String>, statics: StaticStorage
        /// The globals' values (`fileInstance.fields`).
        let globals: [String: SwiftValue]
    }

    func diagnosticsMark() -> DiagnosticsMark {
        DiagnosticsMark(warnings: warnings.count, notes: notes.count, noted: noted, statics: statics, globals: fileInstance.fields)
    }

    /// Drops the warnings and notes added since `mark`, and the statics and globals made or
    /// assigned since: an evaluation whose result is unused (a sample candidate not taken) leaves
    /// none behind. (An object made before the mark and changed since stays changed.)
    func rollBackDiagnostics(to mark: DiagnosticsMark) {
        if warnings.count > mark.warnings { warnings.removeSubrange(mark.warnings...) }
        if notes.count > mark.notes { notes.removeSubrange(mark.notes...) }
        noted = mark.noted
        statics = mark.statics
        fileInstance.fields = mark.globals
    }

    package func nested<T>(_ node: some SyntaxProtocol, _ body: () throws(SceneError) -> T) throws(SceneError) -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else {
            throw fail("calls and views nest more than \(Self.maxDepth) deep (a view that contains itself?)", node)
        }
        return try body()
    }

    // MARK: - Expressions

    package func evaluate(_ expression: ExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        try tick(expression)
        // Long chains (`a + b + … `, 500 modifiers) nest without brackets: count them too.
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        guard expressionDepth <= Self.maxExpressionDepth else {
            throw fail("the expression nests more than \(Self.maxExpressionDepth) deep", expression)
        }
        // One switch on the node's kind: the evaluator's hottest path.
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            guard let value = literal.representedLiteralValue else { throw fail("the integer \(literal.literal.text) is out of range", literal) }
            return .int(value)
        case .floatLiteralExpr(let literal):
            guard let value = literal.representedLiteralValue else { throw fail("unreadable number \(literal.literal.text)", literal) }
            return .double(value)
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .null
        case .stringLiteralExpr(let literal):
            do throws(SceneError) {
                unknownCondition = nil
                return .string(try string(literal, scope))
            } catch {
                guard let unknown = unknownCondition else { throw error }
                unknownCondition = nil
                return .placeholder(unknown)
            }
        case .arrayExpr(let array):
            try making(elements: array.elements.count, at: array)
            var elements: [SwiftValue] = []
            for element in array.elements { elements.append(try evaluate(element.expression, scope)) }
            Self.typeImplicitMembers(&elements)
            // `[1, 2.5]` is `[Double]`, as Swift infers it.
            if elements.contains(where: { if case .double = $0 { return true } else { return false } }) {
                elements = elements.map { if case .int(let n) = $0 { return .double(Double(n)) } else { return $0 } }
            }
            return .array(typingImplicitCases(elements))
        case .tupleExpr(let tuple):
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else {
                return try self.tuple(tuple, scope)
            }
            return try evaluate(only.expression, scope)
        case .declReferenceExpr(let reference):
            return try lookup(reference, scope)
        case .memberAccessExpr(let member):
            return try memberAccess(member, scope)
        case .functionCallExpr(let call):
            return try self.call(call, scope)
        case .infixOperatorExpr(let infix):
            return try self.infix(infix, scope)
        case .prefixOperatorExpr(let prefix):
            let value = try evaluate(prefix.expression, scope)
            if case .placeholder = value { return value }
            if prefix.operator.text == "-", let negated = negatedAngle(value, at: prefix) { return negated }
            switch (prefix.operator.text, value) {
            case ("-", .int(let number)): return .int(try negate(number, at: prefix))
            case ("-", .double(let number)): return .double(-number)
            case ("+", .int), ("+", .double): return value
            case ("!", .bool(let flag)): return .bool(!flag)
            case ("-", .symbol(let symbol)) where symbol.last == "infinity": return .double(-.infinity)
            // `-.grid(1)`: the app's extension of a number type (`numericImplicitMember`), negated.
            case ("-", .symbol(let symbol)) where try numericImplicitMember(symbol, at: prefix) != nil:
                switch try numericImplicitMember(symbol, at: prefix) {
                case .int(let number)?: return .int(try negate(number, at: prefix))
                case let made?: return .double(-(made.number ?? 0))
                case nil: throw fail("cannot apply - to \(value.typeName)", prefix)
                }
            // `...DynamicTypeSize.large`: a one-sided range of named values (or of dates: a
            // DatePicker's `in: ...Date()`).
            case ("...", .symbol), ("...", .record("Date", _)): return .record("PartialRangeThrough", ["upper": value])
            case ("..<", .symbol), ("..<", .record("Date", _)): return .record("PartialRangeUpTo", ["upper": value])
            // `case ..<375:` of a screen width: a one-sided range of numbers.
            case ("...", .int), ("...", .double): return .record("PartialRangeThrough", ["upper": value])
            case ("..<", .int), ("..<", .double): return .record("PartialRangeUpTo", ["upper": value])
            default: throw fail("cannot apply \(prefix.operator.text) to \(value.typeName)", prefix)
            }
        case .postfixOperatorExpr(let postfix):
            let value = try evaluate(postfix.expression, scope)
            let ranged: Bool
            switch value {
            case .symbol, .record("Date", _), .int, .double: ranged = true
            default: ranged = false
            }
            guard postfix.operator.text == "...", ranged else {
                throw fail("cannot apply postfix \(postfix.operator.text) to \(value.typeName)", postfix)
            }
            return .record("PartialRangeFrom", ["lower": value])
        case .ternaryExpr(let ternary):
            let test = try evaluate(ternary.condition, scope)
            // `unknown ? a : b` is unknown.
            if case .placeholder = test { return test }
            guard case .bool(let flag) = test else { throw fail("expected a Bool, found \(test.typeName)", ternary.condition) }
            let chosen = flag ? ternary.thenExpression : ternary.elseExpression
            let other = chosen == ternary.thenExpression ? ternary.elseExpression : ternary.thenExpression
            let value = try evaluate(chosen, scope)
            // `flag ? 10 : 2.5` is a Double either way.
            if case .int(let number) = value, other.is(FloatLiteralExprSyntax.self) { return .double(Double(number)) }
            return value
        case .closureExpr(let closure):
            return .closure(makeClosure(closure, scope))
        case .keyPathExpr(let keyPath):
            var names = keyPath.components.compactMap { component -> String? in
                if case .property(let property) = component.component { return property.declName.baseName.text }
                return nil
            }
            // `\Hike.Observation.elevation` parses as root `Hike` and `.Observation.elevation`:
            // the rest of the root's type name is no member.
            if keyPath.root != nil {
                while names.count > 1, names[0].first?.isUppercase == true { names.removeFirst() }
            }
            return .keyPath(names)
        case .asExpr(let cast):
            let value = try evaluate(cast.expression, scope)
            if let cast = viewCast(value, cast) { return cast }
            return try convert(value, to: cast.type.trimmedDescription, at: cast)
        case .isExpr(let check):
            return try typeCheck(check, scope)
        case .forceUnwrapExpr(let unwrap):
            nilOrigin = nil
            let value = try evaluate(unwrap.expression, scope)
            if case .null = value { throw fail(forceUnwrapMessage(unwrap), unwrap) }
            return value
        case .optionalChainingExpr(let chain):
            return try evaluate(chain.expression, scope)
        case .ifExpr(let ifExpression):
            let values = try ifStatement(ifExpression, scope)
            return values.count == 1 ? values[0] : .views(try views(values, at: ifExpression))
        case .switchExpr(let switchExpression):
            let values = try switchStatement(switchExpression, scope)
            return values.count == 1 ? values[0] : .views(try views(values, at: switchExpression))
        case .subscriptCallExpr(let subscriptCall):
            return try self.subscriptCall(subscriptCall, scope)
        case .macroExpansionExpr(let macro):
            // `#selector(connectivityDidChange(_:))`: the name of a method, as Objective-C
            // keeps it; nothing runs (`InterpreterNotifications` step 3 takes it).
            if macro.macroName.text == "selector" { return .record("Selector", ["name": .string(macro.arguments.trimmedDescription)]) }
            // `#Predicate<Country> { … }` of a `Query`: a macro's expansion is code the renderer
            // does not have, so its value is unknown (a placeholder where it is shown).
            return try placeholder("#\(macro.macroName.text)", at: macro)
        case .postfixIfConfigExpr(let postfix):
            return try postfixIfConfig(postfix, scope)
        case .genericSpecializationExpr(let generic):
            // `Array<Int>`, `Optional<Int>`: the standard library's generic types (`InterpreterGenericTypeCalls` step 1).
            if let type = standardGenericType(generic) { return type }
            // `Store<AppState>(…)`: an unknown generic type is a placeholder like any other.
            let base = try evaluate(generic.expression, scope)
            if case .placeholder = base { return base }
            // `Inspection<Self>`, `Loadable<UIImage>`: a generic type of the module is that type
            // (its arguments only type its values, which the interpreter holds untyped).
            if case .type = base { return base }
            throw fail("unsupported expression: \(expression.trimmedDescription.prefix(60))", expression)
        case .inOutExpr(let inOut):
            return try evaluate(inOut.expression, scope)
        case .awaitExpr(let awaited):
            return try evaluate(awaited.expression, scope)
        case .tryExpr(let tryExpression):
            // `try? x` is nil where `x` throws (`InterpreterAppContainer` step 4).
            if tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark { return try optionalTry(tryExpression, scope) }
            return try evaluate(tryExpression.expression, scope)
        case .superExpr:
            throw fail("unsupported: super", expression)
        case .regexLiteralExpr(let regex):
            throw fail("unsupported: regex literals", regex)
        case .dictionaryExpr(let dictionary):
            return try self.dictionary(dictionary, scope)
        default:
            throw fail("unsupported expression: \(expression.trimmedDescription.prefix(60))", expression)
        }
    }

    /// A string literal with its interpolations.
    /// swift-syntax's `representedLiteralValue`, walking the segments by index
    /// (`SyntaxCollection.forEachElement` says why): the text of a literal without
    /// interpolations, nil for one with them or with a syntax error.
    private static func plainValue(_ literal: StringLiteralExprSyntax) -> String? {
        guard !literal.hasError, let kind = literal.stringLiteralKind else { return nil }
        var result = ""
        var plain = true
        literal.segments.forEachElement { segment in
            guard plain else { return }
            switch segment {
            case .stringSegment(let text):
                text.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: literal.delimiterLength, to: &result)
            case .expressionSegment:
                plain = false
            }
        }
        return plain ? result : nil
    }

    private func string(_ literal: StringLiteralExprSyntax, _ scope: Scope) throws(SceneError) -> String {
        if let plain = Self.plainValue(literal) {
            try spend(bytes: plain.utf8.count, at: literal)
            return plain
        }
        let kind = literal.stringLiteralKind ?? .singleLine
        var result = ""
        var plainValues: [SwiftValue] = []
        // Each piece is bounded and charged before it is appended.
        func append(_ piece: String) throws(SceneError) {
            try bound(bytes: result.utf8.count + piece.utf8.count, at: literal)
            try spend(bytes: piece.utf8.count, at: literal)
            result += piece
        }
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                var piece = ""
                text.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: literal.delimiterLength, to: &piece)
                try append(piece)
            case .expressionSegment(let interpolation):
                guard let first = interpolation.expressions.first else { continue }
                let value = try evaluate(first.expression, scope)
                if interpolation.expressions.count == 1, first.label == nil { plainValues.append(value) }
                if interpolation.expressions.count > 1 || first.label != nil {
                    // `"\(key.rawValue, privacy: .public)"` of os' `Logger` messages: privacy and
                    // alignment change what the log shows, never the text; it is the value's.
                    if first.label == nil, interpolation.expressions.dropFirst().allSatisfy({ ["privacy", "align"].contains($0.label?.text ?? "") }) {
                        try append(try describe(value, at: interpolation))
                        continue
                    }
                    // `"\(value, format: .percent)"`-style interpolations.
                    if let format = interpolation.expressions.first(where: { $0.label?.text == "format" }) {
                        let style = try evaluate(format.expression, scope)
                        if let date = Self.date(value), case .symbol(let symbol) = style, let first = symbol.steps.first {
                            try append(try formatDate(date, style: symbol, first: first, at: format))
                            continue
                        }
                        if let number = value.number {
                            try append(try formatStyled(number, isInteger: { if case .int = value { return true } else { return false } }(), style: style, at: format))
                            continue
                        }
                    }
                    // `"\(goalDate, formatter: Self.goalFormat)"`: the DateFormatter's string.
                    if let formatter = interpolation.expressions.first(where: { $0.label?.text == "formatter" }),
                       case .record("DateFormatter", let fields) = try evaluate(formatter.expression, scope), let date = Self.date(value) {
                        try append(Self.dateFormatterString(fields, date))
                        continue
                    }
                    // `"\(score, formatter: Self.scoreFormat)"` of a `NumberFormatter`.
                    if let formatter = interpolation.expressions.first(where: { $0.label?.text == "formatter" }),
                       case .record("NumberFormatter", let fields) = try evaluate(formatter.expression, scope),
                       let text = numberFormatterString(fields, value) {
                        try append(text)
                        continue
                    }
                    // `"\(price, specifier: "%.2f")"`, SwiftUI's LocalizedStringKey interpolation.
                    if let specifier = interpolation.expressions.first(where: { $0.label?.text == "specifier" }),
                       case .string(let format) = try evaluate(specifier.expression, scope), let number = value.number {
                        guard let text = NumberFormatting.printf(format, number) else {
                            throw fail("unsupported specifier \"\(format)\"; the renderer formats %d, %i, %f, %e, %g with flags, width and precision", specifier)
                        }
                        try append(text)
                        continue
                    }
                    // `"\(store.date, formatter: f)"` of an unknown value: that unknown value.
                    if case .placeholder = value {
                        try append(try describe(value, at: interpolation))
                        continue
                    }
                    throw fail("unsupported: this string interpolation", interpolation)
                }
                try append(try describe(value, at: interpolation))
            }
        }
        lastInterpolations = (literal.id, plainValues)
        return result
    }

    /// `"\(value)"`: as Swift's `description` prints it.
    package func describe(_ value: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> String {
        // A string of an unknown value is unknown (`evaluate` makes the literal a placeholder).
        if case .placeholder(let unknown) = value { unknownCondition = unknown }
        switch value {
        case .int(let number): return String(number)
        case .double(let number): return "\(number)"
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let text): return text
        case .null: return "nil"
        case .array:
            // Nested arrays may share their parts and so print far longer than the code that
            // made them: the text grows in place, bounded and charged as it grows.
            var text = ""
            try describe(value, into: &text, at: node)
            return text
        case .range(let lower, let upper, let closed, let integral):
            let a = integral ? String(try integer(lower, "the range's lower bound", at: node)) : "\(lower)"
            let b = integral ? String(try integer(upper, "the range's upper bound", at: node)) : "\(upper)"
            return a + (closed ? "..." : "..<") + b
        case .symbol(let symbol) where symbol.steps.count == 1 && symbol.steps[0].arguments == nil:
            // An enum case prints its name.
            return symbol.last
        case .views(let views) where Self.interpolatedText(views) != nil:
            return Self.interpolatedText(views) ?? ""
        case .views(let views):
            // `Text("\(Image(systemName: "bolt.fill")) 21")`: SwiftUI draws the image inline in
            // the text; the renderer's text runs hold no images, so the string is unknown, a
            // named placeholder where drawn (in a `String` Swift prints the view's debug
            // description, which the renderer does not model either). Never an error: Swift
            // interpolates any value.
            if case .placeholder(let unknown) = try placeholder("interpolated \(views.first?.type ?? "view")", at: node) {
                unknownCondition = unknown
            }
            throw fail("cannot put \(value.typeName) in a string", node)
        case .record(let name, let fields) where name == "CGSize":
            return "(\(fields["width"]?.number.map { "\($0)" } ?? "0.0"), \(fields["height"]?.number.map { "\($0)" } ?? "0.0"))"
        case .record("URL", let fields):
            // A URL prints its absolute string (url-image's `"Start load for: \(download.url)"`).
            if case .string(let text)? = fields["absoluteString"] { return text }
            throw fail("cannot put \(value.typeName) in a string", node)
        default: throw fail("cannot put \(value.typeName) in a string", node)
        }
    }

    private func describe(_ value: SwiftValue, into text: inout String, at node: some SyntaxProtocol) throws(SceneError) {
        var piece: String
        switch value {
        case .array(let elements):
            try spend(elements: elements.count, at: node)
            try bound(bytes: text.utf8.count + 1, at: node)
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                try describe(element, into: &text, at: node)
            }
            piece = "]"
        case .string(let string): piece = "\"" + string + "\""
        default: piece = try describe(value, at: node)
        }
        try bound(bytes: text.utf8.count + piece.utf8.count + 2, at: node)
        try spend(bytes: piece.utf8.count + 2, at: node)
        text += piece
    }

    /// `.percent`, `.number`: the name of a format style.
    package func formatStyle(_ expression: ExprSyntax, _ scope: Scope) throws(SceneError) -> String {
        let value = try evaluate(expression, scope)
        guard case .symbol(let symbol) = value, let first = symbol.steps.first?.name, ["number", "percent"].contains(first) else {
            throw fail("unsupported format \(expression.trimmedDescription); the renderer formats .number and .percent", expression)
        }
        return first
    }

    package func condition(_ expression: ExprSyntax, _ scope: Scope) throws(SceneError) -> Bool {
        let value = try evaluate(expression, scope)
        // An `if` of a view builder shows a placeholder for a condition of unknown values.
        if case .placeholder(let unknown) = value { unknownCondition = unknown }
        guard case .bool(let flag) = value else { throw fail("expected a Bool, found \(value.typeName)", expression) }
        return flag
    }

    package func makeClosure(_ closure: ClosureExprSyntax, _ scope: Scope) -> Closure {
        var names: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map { $0.name.text }
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        // `{ $item in … }` over `List($items)`: the element is `item` (its binding reads the same).
        names = names.map { $0.count > 1 && $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
        var usesShorthand = false
        if names.isEmpty {
            // Found once per closure: a closure made in a loop or inside others is read again and again.
            let id = closure.id
            if let known = shorthandFew.first(where: { $0.id == id })?.uses ?? shorthandClosures[id] {
                usesShorthand = known
            } else {
                usesShorthand = closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .dollarIdentifier("$0") }
                if shorthandFew.count < 8 { shorthandFew.append((id, usesShorthand)) } else { shorthandClosures[id] = usesShorthand }
            }
        }
        return Closure(parameters: names, body: closure.statements, scope: scope, location: program.location(closure),
                       usesShorthand: usesShorthand)
    }

    // MARK: - Names

    package func lookup(_ reference: DeclReferenceExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        var name = reference.baseName.text
        // `$count` of the module's own wrapper: its `projectedValue` (InterpreterPropertyWrappers).
        if name.hasPrefix("$"), let instance = scope.selfInstance, scope.lookup(name) == nil,
           let projected = try wrappedInstanceMember(name, of: instance, at: reference) { return projected }
        // `$width` is the binding of `width`; drawing only reads it.
        if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) { name.removeFirst() }
        if name == "self" {
            if let value = scope.lookup("self") { return value }
            if let instance = scope.selfInstance { return .instance(instance) }
            throw fail("'self' is not available here", reference)
        }
        if let value = scope.lookup(name) { return value }
        if let value = try lookupBeyondLocals(name, scope, at: reference) { return value }
        if let value = memberOfSelfValue(name, scope, at: reference) { return value }
        if let instance = scope.selfInstance, let value = try member(name, of: instance, at: reference) { return value }
        if scope.selfInstance !== fileInstance {
            // The file's own properties, evaluated on first use.
            _ = try fileScope()
            if let value = try member(name, of: fileInstance, at: reference) { return value }
        }
        if let method = try methodReference(name, scope) { return method }
        if let nested = program.nestedTypeName(name, inside: scope.selfInstance?.type) { return .type(nested) }
        if program.types[name] != nil || Self.builtinTypes.contains(name) || Self.foundationTypes.contains(name) {
            return .type(program.resolvedTypeName(name, at: reference))
        }
        // `Puzzle.mock` of `typealias Puzzle = Three<…>` (`InterpreterTypeAliasExtensions`).
        if aliasedModuleType(name) != nil { return .type(name) }
        if let override = overrides[name] {
            freeParameters[name] = override
            return Self.value(of: override)
        }
        if Vocabulary.view(name) != nil { return .type(name) }
        if let broken = program.brokenNames[name] { throw brokenFileError(name, broken, reference) }
        // `kSecAttrService`, `errSecSuccess` (`InterpreterKeychain`).
        if let security = securityName(name) { return security }
        // `kCLLocationAccuracyBest` (`InterpreterCoreLocation`).
        if let location = coreLocationName(name) { return location }
        // `kCFBundleIdentifierKey` (`InterpreterCoreFoundationKeys`).
        if let key = coreFoundationBundleKey(name) { return key }
        if let placeholder = try unknownName(name, at: reference) { return placeholder }
        if let storage = try wrapperStorage(name, of: scope.selfInstance, at: reference) { return storage }
        if let value = try staticOfSelfType(name, scope, at: reference) { return value }
        if let value = try memberOfSelfValueOrUnknown(name, scope, at: reference) { return value }
        if let value = try unqualifiedExtensionStatic(name, scope, at: reference) { return value }
        throw fail("cannot find '\(name)' in scope; give it a value with --set \(name)=…", reference)
    }

    package static let builtinTypes: Set<String> = [
        "Color", "Font", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "Axis", "CGFloat", "Double",
        "Float", "Int", "UInt64", "UInt", "String", "Bool", "CGSize", "CGPoint", "CGRect", "EdgeInsets", "UnitPoint", "TextAlignment", "GridItem",
        "ProposedViewSize", "Text", "Image", "ShapeStyle", "HierarchicalShapeStyle", "Material", "RoundedCornerStyle",
        "Angle", "ContentMode", "UIColor", "Gradient", "LinearGradient", "RadialGradient",
        "Swift", "ViewDimensions", "DynamicTypeSize", "ContentSizeCategory", "LayoutDirection",
        "SymbolVariants", "SymbolRenderingMode", "ButtonBorderShape", "VerticalEdge", "ToolbarItemPlacement",
        // `UIRectCorner.topLeft` of a `UIBezierPath(roundedRect:byRoundingCorners:…)` (`InterpreterBezierPaths`).
        "UIRectCorner",
        "ImageResource", "ColorResource",
        // iOS 26's `Glass.regular` of `glassEffect(_:in:)` (`InterpreterGlass`).
        "Glass",
        // `UIContentSizeCategory.large` of a `UITraitCollection(preferredContentSizeCategory:)`
        // (`InterpreterPlatformFonts` step 4; Pocket Casts' scalable fonts).
        "UIContentSizeCategory",
    ]

    package static func value(of parameter: SceneParameter) -> SwiftValue {
        switch parameter {
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? .int(Int(number)) : .double(number)
        case .string(let text):
            if text == "true" { return .bool(true) }
            if text == "false" { return .bool(false) }
            return .string(text)
        }
    }

    /// A stored or computed property, or a method reference, of an instance; nil if it has none.
    package func member(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        if let value = instance.fields[name] { return value }
        if let value = try lazyProperty(name, of: instance, at: node) { return value }
        if let wrapped = try wrappedInstanceMember(name, of: instance, at: node) { return wrapped }
        if let object = try environmentObject(name, of: instance, at: node) { return object }
        if let body = computedGetter(name, of: instance) {
            let value = try constantGetterValue(body) { () throws(SceneError) -> SwiftValue in
                try nested(node) { () throws(SceneError) -> SwiftValue in
                    try runBody(body, Scope(parent: nil, selfInstance: instance), asViews: true, at: node)
                }
            }
            if let type = computedType(name, of: instance, getter: body) { return try convert(value, to: substituted(type, for: instance), at: node) }
            return value
        }
        if instance.type.storedProperty(name)?.isStatic == true { return try declaredStatic(name, of: instance.type, at: node) }
        if instance === fileInstance, let value = try global(name, at: node) { return value }
        return nil
    }

    // MARK: - Member access

    package func memberAccess(_ access: MemberAccessExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        let name = access.declName.baseName.text
        guard let baseExpression = access.base else {
            return .symbol(Symbol(type: nil, steps: [Symbol.Step(name: name, arguments: nil)]))
        }
        if let type = moduleQualifiedType(name, of: baseExpression, scope) { return type }
        if let global = try moduleQualifiedGlobal(name, of: baseExpression, scope, at: access) { return global }
        if let own = try frameworkQualifiedName(access, scope) { return own }
        // `EnvironmentValues.isMac` of the module's `extension EnvironmentValues` (`InterpreterExtensionStatics`).
        if let value = try unknownTypeExtensionStatic(name, base: baseExpression, scope, at: access) { return value }
        // `NotificationCenter.default` (`InterpreterNotifications` step 2).
        if let center = notificationCenterStatic(name, base: baseExpression, scope) { return center }
        let base = try evaluate(baseExpression, scope)
        // `user?.name` of no user is nil, as Swift's optional chaining makes it; so is the rest
        // of the chain (`hikes.last?.elevation.upperBound`).
        if case .null = base, Self.chainsOptionally(baseExpression) { return .null }
        if case .null = base, let unknown = try memberOfNil(name, baseExpression, at: access) { return unknown }
        return try property(name, of: base, at: access)
    }

    /// `angle * k`, `k * angle`, `angle / k` of `.degrees(x)` or `.radians(x)`; nil otherwise.
    static func scaledAngle(_ op: String, _ left: SwiftValue, _ right: SwiftValue) -> SwiftValue? {
        func angle(_ value: SwiftValue) -> (Symbol, Double)? {
            guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "Angle", symbol.steps.count == 1,
                  ["degrees", "radians"].contains(symbol.last), let arguments = symbol.steps[0].arguments, arguments.count == 1,
                  arguments[0].label == nil, let number = arguments[0].value.number else { return nil }
            return (symbol, number)
        }
        func made(_ symbol: Symbol, _ number: Double) -> SwiftValue {
            var symbol = symbol
            symbol.steps[0].arguments![0].value = .double(number)
            symbol.steps[0].arguments![0].floatingLiteral = nil
            return .symbol(symbol)
        }
        if let (symbol, number) = angle(left), let factor = right.number {
            switch op {
            case "*": return made(symbol, number * factor)
            case "/" where factor != 0: return made(symbol, number / factor)
            default: return nil
            }
        }
        if op == "*", let (symbol, number) = angle(right), let factor = left.number { return made(symbol, number * factor) }
        return nil
    }

    /// `.now() + 0.3`, `.now() - delay` of `DispatchTime`/`DispatchWallTime`/`ContinuousClock`:
    /// an unknown value named after the clock's call (the work it schedules is never run).
    static func unknownMoment(_ op: String, _ left: SwiftValue, _ right: SwiftValue, _ location: SourceLocation) -> SwiftValue? {
        guard op == "+" || op == "-", case .symbol(let symbol) = left, symbol.type == nil, symbol.steps.count == 1,
              symbol.last == "now", symbol.steps[0].arguments?.isEmpty == true, right.number != nil || { if case .placeholder = right { true } else { false } }() else { return nil }
        return .placeholder(Placeholder(name: ".now()", location: location))
    }

    /// `.grid(1)`: a static function or property of the app's extension of a number type.
    func numericImplicitMember(_ symbol: Symbol, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard symbol.type == nil, symbol.steps.count == 1, SwiftValue.symbol(symbol).number == nil else { return nil }
        for type in ["CGFloat", "Double", "Int"] {
            if let arguments = symbol.steps[0].arguments {
                if let made = try extensionStaticFunction(symbol.last, of: type, arguments, at: node), made.number != nil { return made }
            } else if program.statics(at: node)[type]?[symbol.last] != nil {
                let made = try staticMember(symbol.last, of: type, at: node)
                if made.number != nil { return made }
            }
        }
        return nil
    }

    /// Whether an optional chaining `?` stands in `expression`'s chain of members and calls.
    static func chainsOptionally(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        for _ in 0..<256 {
            guard let node = current else { return false }
            if node.is(OptionalChainingExprSyntax.self) { return true }
            if let member = node.as(MemberAccessExprSyntax.self) { current = member.base }
            else if let call = node.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
            else if let subscriptCall = node.as(SubscriptCallExprSyntax.self) { current = subscriptCall.calledExpression }
            else { return false }
        }
        return false
    }

    package func property(_ name: String, of base: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        // `x.self` is `x` (`[Location].self` handed to a decoder).
        if name == "self", !{ if case .instance = base { return true } else { return false } }() { return base }
        if let value = try storeProperty(name, of: base, at: node) { return value }
        if let value = Self.bezierPathProperty(name, of: base) { return value }
        if let value = Self.asyncImagePhaseProperty(name, of: base) { return value }
        if let value = Self.initializerField(name, of: base) { return value }
        if let value = try foundationProperty(name, of: base, at: node) { return value }
        // `textFont.lineHeight` of a UIKit font the renderer holds (`InterpreterTextMetrics`).
        if let value = platformFontMetric(name, of: base) { return value }
        if let value = try extensionProperty(name, of: base, at: node) { return value }
        if let value = try errorProperty(name, of: base, at: node) { return value }
        switch base {
        case .instance(let instance):
            if let value = try member(name, of: instance, at: node) { return value }
            // `self.$isSharePresented`: a wrapper's projected binding reads as its value.
            if name.hasPrefix("$"), name.count > 1, let value = try member(String(name.dropFirst()), of: instance, at: node) { return value }
            if let storage = try wrapperStorage(name, of: instance, at: node) { return storage }
            if let method = try methodReference(name, of: instance, at: node) { return method }
            if name == "rawValue", instance.type.kind == .enumeration { break }
            // `moves.count` of a module type that is a Collection (`InterpreterCustomCollections`).
            if let elements = try customCollectionReceiver(name, of: base, at: node) { return try property(name, of: elements, at: node) }
            // `client.enableGyroMotion` through `subscript(dynamicMember:)` (`InterpreterDynamicMembers`).
            if let value = try dynamicMember(name, of: instance, at: node) { return value }
            // `item.wrappedValue` of `item: Binding<Notice?>`: a binding is its value
            // (`foundationProperty`), and a type with no `wrappedValue` of its own is no wrapper.
            if name == "wrappedValue" { return base }
            // `Badge().emojiText` of `extension View { var emojiText: … }` on a view of the module.
            if instance.type.isView, program.viewExtensionProperties[name] != nil,
               let value = try viewExtensionProperty(name, of: base, at: node) { return value }
            throw fail("\(instance.type.name) has no member '\(name)'", node)
        case .record(let type, let fields):
            if let value = fields[name] { return value }
            if type == "CGRect", let value = Self.rectMember(name, fields) { return value }
            if type == "AttributedString", let value = Self.attributedStringMember(name, of: fields) { return value }
            // `range.lowerBound` of a range of dates or named values (`lowerBound..<entry.date`).
            if type == "Range" || type == "ClosedRange", name == "lowerBound" || name == "upperBound", let value = fields[name == "lowerBound" ? "lower" : "upper"] {
                return value
            }
            // `proxy.safeAreaInsets` of a standard value the renderer holds without it: Swift
            // compiled it, so it is a value the renderer does not know.
            return try placeholder("\(type).\(name)", at: node)
        case .subview(let subview):
            switch name {
            case "priority": return .double(subview.priority)
            case "spacing": return .spacing(subview)
            default: throw fail("LayoutSubview has no member '\(name)' the renderer knows", node)
            }
        case .dimensions(let dimensions):
            switch name {
            case "width": return .double(dimensions.width)
            case "height": return .double(dimensions.height)
            default: throw fail("ViewDimensions has no member '\(name)'", node)
            }
        case .array(let elements):
            switch name {
            case "count": return .int(elements.count)
            case "isEmpty": return .bool(elements.isEmpty)
            case "first", "last":
                if elements.isEmpty { noteNilOrigin("`\(name)` of an empty array", at: node) }
                return (name == "first" ? elements.first : elements.last) ?? .null
            case "indices": return .range(lower: 0, upper: Double(elements.count), closed: false, integral: true)
            case "startIndex": return .int(0)
            case "endIndex": return .int(elements.count)
            // `.lazy`: the same elements, evaluated at once (a render has no side effects to defer).
            case "lazy": return base
            default: throw fail("arrays have no member '\(name)' the renderer knows", node)
            }
        case .string(let text):
            switch name {
            case "count":
                // Counting characters walks the string.
                try spend(bytes: text.utf8.count, at: node)
                return .int(text.count)
            case "isEmpty": return .bool(text.isEmpty)
            case "capitalized": return .string(try transformed(text, at: node) { $0.capitalized })
            // A string's views (IceCubes' `asRawText.unicodeScalars.count`): each element its
            // code value (a scalar's `value`, a `UInt8`, a `UInt16`), so `count` and `isEmpty` are Swift's.
            case "unicodeScalars", "utf8", "utf16":
                try spend(bytes: text.utf8.count * 8, at: node)
                let values: [Int] = name == "utf8" ? text.utf8.map(Int.init) : name == "utf16" ? text.utf16.map(Int.init) : text.unicodeScalars.map { Int($0.value) }
                return .array(values.map(SwiftValue.int))
            // `title.key` of a `LocalizedStringResource`, which the renderer holds as its string
            // (a `String` has no `key`): a resource made of a literal has that literal as its key
            // (Mlem's `Button(_ title: LocalizedStringResource, icon:…)` calling
            // `self.init(LocalizedStringKey(title.key), systemImage: …)`; lane fresh25c).
            case "key": return base
            default: throw fail("strings have no member '\(name)' the renderer knows", node)
            }
        case .range(let lower, let upper, let closed, _):
            switch name {
            case "lowerBound": return .double(lower)
            case "upperBound": return .double(upper)
            case "count": return .int(try rangeCount(lower, upper, closed: closed, at: node))
            default: throw fail("ranges have no member '\(name)' the renderer knows", node)
            }
        case .int(let number):
            if name == "description" { return .string(String(number)) }
            // A `Unicode.Scalar` is held as its code value (`unicodeScalars` above), so its
            // `value` (`character.unicodeScalars.first?.value`) is that number; Swift's `Int`
            // has no `value` of its own.
            if name == "value" { return .int(number) }
            if let known = Self.numberProperty(name, Double(number)) { return known }
        case .double(let number):
            if name == "description" { return .string("\(number)") }
            if let known = Self.numberProperty(name, number) { return known }
        case .symbol(let symbol) where symbol.type.flatMap({ program.types[$0] })?.kind == .enumeration:
            return try enumMember(name, of: symbol, at: node)
        case .symbol(let symbol) where name == "isAccessibilitySize" && DynamicTypeSize(rawValue: symbol.last) != nil:
            return .bool(DynamicTypeSize(rawValue: symbol.last)?.isAccessibilitySize ?? false)
        case .symbol(let symbol) where symbol.type == "ContentSizeCategory" && symbol.steps.count == 1:
            // `@Environment(\.sizeCategory)`: only the five `accessibility…` sizes are accessibility
            // categories (Apple's `ContentSizeCategory.isAccessibilityCategory`); any other member is unknown.
            if name == "isAccessibilityCategory" { return .bool(symbol.last.hasPrefix("accessibility")) }
            return try placeholder("ContentSizeCategory.\(symbol.last).\(name)", at: node)
        case .symbol(let symbol):
            // `.zero.width`, `.init(width: 3, height: 4).height`: a geometry value's field.
            if symbol.steps.count == 1, ["width", "height", "x", "y"].contains(name) {
                if symbol.last == "zero" { return .double(0) }
                if symbol.last == "init", let argument = symbol.steps[0].arguments?.first(where: { $0.label == name }) {
                    return argument.value
                }
            }
            // `style.UIFontTextStyle` of `.callout` (`InterpreterValueExtensions` step 4).
            if let value = try untypedMemberExtensionProperty(name, of: symbol, at: node) { return value }
            // `Font.TextStyle.callout` written in full, where the module extends `Font.TextStyle`:
            // that type's member, as `.callout` typed by a declaration is (`InterpreterDeclaredTypeMembers` step 4).
            if let nested = nestedFrameworkType(of: symbol, at: node) { return try staticMember(name, of: nested, at: node) }
            return .symbol(symbol.appending(name))
        case .type(let type):
            return try staticMember(name, of: type, at: node)
        case .placeholder(var unknown):
            // `store.isDemo` of `Store(…) { Reducer() }`: the same unknown value, but the
            // closure was the store's, not views of the member.
            unknown.content = nil
            return .placeholder(unknown)
        case .views(let views):
            // `text.emojiText` of `extension View { var emojiText: … }` (`InterpreterViewExtensionProperties`).
            if let value = try viewExtensionProperty(name, of: .views(views), at: node) { return value }
            throw fail("a view has no property '\(name)'\(views.isEmpty ? "" : " (\(views[0].type))")", node)
        default: break
        }
        // `text.unicodeScalars`, a standard value's member the renderer does not have: unknown.
        return try placeholder("\(base.typeName).\(name)", at: node)
    }

    /// `mode.label`, `mode.rawValue` of a case of an enum the file declares.
    package func enumMember(_ name: String, of symbol: Symbol, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        guard let typeName = symbol.type, let type = program.types[typeName] else { throw fail("unknown enum", node) }
        if let body = type.computed[name] {
            let scope = Scope(parent: nil, selfInstance: Instance(type: type, fields: [:]))
            scope.define("self", .symbol(symbol))
            let value = try nested(node) { () throws(SceneError) -> SwiftValue in try runBody(body, scope, asViews: true, at: node) }
            if let declared = type.computedTypes[name] { return try convert(value, to: declared, at: node) }
            return value
        }
        if name == "rawValue" {
            if let raw = type.rawValues[symbol.last] { return try evaluate(raw, try fileScope()) }
            if type.inheritance.contains("Int") { return .int(type.caseIndex(symbol.last) ?? 0) }
            return .string(symbol.last)
        }
        throw fail("\(typeName).\(symbol.last) has no member '\(name)'", node)
    }

    /// `bounds.minX`, `bounds.midY`, `bounds.width`…
    package static func rectMember(_ name: String, _ fields: [String: SwiftValue]) -> SwiftValue? {
        guard case .record(_, let origin)? = fields["origin"], case .record(_, let size)? = fields["size"],
              let x = origin["x"]?.number, let y = origin["y"]?.number,
              let width = size["width"]?.number, let height = size["height"]?.number else { return nil }
        switch name {
        case "minX": return .double(x)
        case "minY": return .double(y)
        case "maxX": return .double(x + width)
        case "maxY": return .double(y + height)
        case "midX": return .double(x + width / 2)
        case "midY": return .double(y + height / 2)
        case "width": return .double(width)
        case "height": return .double(height)
        default: return nil
        }
    }

    /// `Color.red`, `CGFloat.infinity`, `Mode.compact`, `Theme.spacing`.
    package func staticMember(_ name: String, of type: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        if let value = try foundationStatic(name, of: type, at: node) { return value }
        switch (type, name) {
        case ("CGFloat", "infinity"), ("Double", "infinity"), ("Float", "infinity"): return .double(.infinity)
        case ("CGFloat", "pi"), ("Double", "pi"), ("Float", "pi"): return .double(.pi)
        case ("CGFloat", "greatestFiniteMagnitude"), ("Double", "greatestFiniteMagnitude"): return .double(.greatestFiniteMagnitude)
        case ("CGFloat", "zero"), ("Double", "zero"): return .double(0)
        case ("Int", "zero"): return .int(0)
        case ("Int", "max"): return .int(Int.max)
        case ("Int", "min"): return .int(Int.min)
        case ("CGSize", "zero"): return .record("CGSize", ["width": .double(0), "height": .double(0)])
        case ("CGPoint", "zero"): return .record("CGPoint", ["x": .double(0), "y": .double(0)])
        case ("CGRect", "zero"): return SwiftLayoutProgram.value(Rect(origin: .zero, size: .zero))
        case ("ProposedViewSize", "unspecified"): return SwiftLayoutProgram.value(ProposedViewSize.unspecified)
        case ("ProposedViewSize", "zero"): return SwiftLayoutProgram.value(ProposedViewSize.zero)
        case ("ProposedViewSize", "infinity"): return SwiftLayoutProgram.value(ProposedViewSize.infinity)
        default: break
        }
        if let expression = program.statics(at: node)[type]?[name] {
            return try builtinStatic(name, of: type, expression, at: node) { () throws(SceneError) -> SwiftValue in
                // `extension Color { static let brand = Self(red: …) }`: `Self` is the extended type.
                let scope = Scope(parent: try fileScope())
                scope.define("Self", .type(type))
                // `static var isRunningTests: Bool { isRunningUITests || … }`: its unqualified names are Self's statics.
                if Self.isStaticDeclaration(expression) { scope.define(Self.extensionStaticOwner, .type(type)) }
                let value = try nested(node) { () throws(SceneError) -> SwiftValue in try evaluate(expression, scope) }
                if let made = try implicitInitializer(value, of: type, static: name, at: node) { return made }
                return wrappedLiteral(value, of: type, static: name)
            }
        }
        // `static var overrideLocalizations: [String]?` of `extension Bundle`: what the render
        // assigned, else nil when no code of the module assigns it and it is no `T!`
        // (`InterpreterStaticStorage` step 2); else unknown, as below.
        if let binding = program.builtinNilStatics[type]?[name] {
            if let assigned = statics.values[staticKey(binding)] { return assigned }
            if !(binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) ?? false), !assignsSomewhere(name) { return .null }
        }
        // `static var stride: CGFloat { return … }` of the module's extension (`InterpreterExtensionStatics`).
        if let value = try extensionComputedStatic(name, of: type, at: node) { return value }
        // Element X's `PillTextAttachmentData.Font`, a nested type, does not hide SwiftUI's `Font`
        // outside its owner: `Font.subheadline` in another type is SwiftUI's (a nested type's bare
        // name is its owner's to use; decision: the renderer does not track which owner the code is in).
        if let declared = program.types[type], !(declared.outer != nil && declared.name == type && Self.builtinTypes.contains(type)) {
            if declared.kind == .enumeration, name == "allCases" {
                try making(elements: declared.cases.count, at: node)
                return .array(declared.cases.map { .symbol(Symbol(type: type, steps: [Symbol.Step(name: $0, arguments: nil)])) })
            }
            // (`Kind.plain` of a `static var plain: Self` beside `case plain(TextEntry)` is the
            // static; `Kind.plain(…)` the case: `InterpreterEnumStaticOverloads`.)
            if declared.kind == .enumeration, declared.caseIndex(name) != nil,
               !declared.staticPropertyShadowsCase(name, called: Self.isCalledOrMapped(node)) {
                return .symbol(Symbol(type: type, steps: [Symbol.Step(name: name, arguments: nil)]))
            }
            // Made once, on the first read (`InterpreterStaticStorage`).
            if let value = try declaredStatic(name, of: declared, at: node) { return value }
            if let body = declared.computed[name] {
                let value = try constantGetterValue(body) { () throws(SceneError) -> SwiftValue in
                    try nested(node) { () throws(SceneError) -> SwiftValue in
                        try runBody(body, Scope(parent: nil, selfInstance: Instance(type: declared, fields: [:])), asViews: true, at: node)
                    }
                }
                // `static var allCases: [FilterType] { [.all] + … }`: the declared type reads `.all`.
                // An enum's `static var plain: Self { .plain(.standard) }`: `Self` is the enum, so
                // the case it makes is typed (`InterpreterEnumStaticOverloads`).
                if let type = declared.computedTypes[name] {
                    if type == "Self", declared.kind == .enumeration, case .symbol(let made) = value, made.type == nil,
                       made.steps.count == 1, declared.caseIndex(made.last) != nil {
                        return try convert(value, to: lookupKey(of: declared), at: node)
                    }
                    return try convert(value, to: type, at: node)
                }
                return value
            }
            if let function = typeFunctionMember(name, of: type, labels: Self.argumentLabels(node)) { return function }
            // `DailyScrum.example` from an extension in a target the module does not read (a
            // package's `MockData`): an unknown value, as an unknown method is.
            return try placeholder("\(type).\(name)", at: node)
        }
        // A platform type's static the renderer cannot evaluate (Element X's `#if DEBUG` getter
        // `ProcessInfo.isRunningAccessibilityTests`, run nowhere here; any `ProcessInfo` static
        // but `processInfo`): an unknown value, as a module's unknown static is, never a bare
        // symbol that a Bool or a view then refuses.
        if Self.foundationTypes.contains(type), program.builtinComputed[type]?[name] != nil || type == "ProcessInfo" {
            return try placeholder("\(type).\(name)", at: node)
        }
        // `URL.init(string:)` with its labels, a function (`InterpreterFunctionValues` step 1).
        if name == "init", let labels = Self.argumentLabels(node), let function = typeFunctionMember(name, of: type, labels: labels) { return function }
        return .symbol(Symbol(type: type, steps: [Symbol.Step(name: name, arguments: nil)]))
    }

    // MARK: - Operators

    package func infix(_ expression: InfixOperatorExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        if expression.operator.is(AssignmentExprSyntax.self) {
            try assign(expression.leftOperand, try evaluate(expression.rightOperand, scope), scope)
            return .void
        }
        guard let binary = expression.operator.as(BinaryOperatorExprSyntax.self) else {
            throw fail("unsupported operator \(expression.operator.trimmedDescription)", expression.operator)
        }
        let op = binary.operator.text
        switch op {
        case "&&":
            guard try condition(expression.leftOperand, scope) else { return .bool(false) }
            return .bool(try condition(expression.rightOperand, scope))
        case "||":
            if try condition(expression.leftOperand, scope) { return .bool(true) }
            return .bool(try condition(expression.rightOperand, scope))
        case "??":
            let left = try evaluate(expression.leftOperand, scope)
            if case .null = left {
                nilOrigin = nil
                return try evaluate(expression.rightOperand, scope)
            }
            return left
        case "+=", "-=", "*=", "/=":
            if op == "+=", let reference = expression.leftOperand.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                switch storedValue(name, scope) {
                case .string?, .array?:
                    // A string or array variable grows in place: taken out of where it is
                    // stored meanwhile, so not copied (a string built in a loop costs what it adds).
                    let right = try evaluate(expression.rightOperand, scope)
                    try changeInPlace(name, scope) { (value: inout SwiftValue) throws(SceneError) in
                        try append(right, to: &value, at: expression)
                    }
                    return .void
                default: break
                }
            }
            let current = try evaluate(expression.leftOperand, scope)
            let right = try evaluate(expression.rightOperand, scope)
            try assign(expression.leftOperand, try arithmetic(String(op.dropLast()), current, right, at: expression), scope)
            return .void
        default: break
        }
        var left = try evaluate(expression.leftOperand, scope)
        var right = try evaluate(expression.rightOperand, scope)
        // Comparing, combining or ranging an unknown value gives an unknown value.
        if case .placeholder = left { return left }
        if case .placeholder = right { return right }
        // `Color(red: 200 / 255, …)`: literals only, where the context is floating-point, are
        // Doubles (`InterpreterLiteralContext`); elsewhere Ints, as Swift types them. Only an
        // inexact division of two Ints differs between the two, so only it asks the context
        // (asking at every operator walked a long sum's ancestors at each of its terms).
        if op == "/", case .int(let a) = left, case .int(let b) = right, b != 0, a % b != 0,
           let floating = Self.floatingLiteral(ExprSyntax(expression)), literalHasFloatingContext(ExprSyntax(expression), scope) {
            return .double(floating)
        }
        // `.small ... .xxLarge`: a range of named values (Dynamic Type sizes), or of dates.
        if op == "..." || op == "..<", Self.isRangeBound(left), Self.isRangeBound(right) {
            return .record(op == "..." ? "ClosedRange" : "Range", ["lower": left, "upper": right])
        }
        // Beside a floating-point operand, literals only (`3 / 4 * width`) are floating-point
        // literals, as Swift's type checker makes them.
        if case .int = left, case .double = right, let floating = Self.floatingLiteral(expression.leftOperand) { left = .double(floating) }
        if case .double = left, case .int = right, let floating = Self.floatingLiteral(expression.rightOperand) { right = .double(floating) }
        switch op {
        case "+", "-", "*", "/", "%": return try arithmetic(op, left, right, at: expression)
        case "&", "|", "^", "<<", ">>":
            // `(hex & 0xff0000) >> 16` of a colour helper: whole numbers only, as in Swift;
            // shifts by more than the width give 0 (or -1), Swift's smart shifts.
            guard case .int(let a) = left, case .int(let b) = right else {
                throw fail("\(op) needs two whole numbers, found \(left.typeName) and \(right.typeName)", expression)
            }
            switch op {
            case "&": return .int(a & b)
            case "|": return .int(a | b)
            case "^": return .int(a ^ b)
            case "<<": return .int(a << b)
            default: return .int(a >> b)
            }
        case "==", "!=":
            // `x == nil` tests the nil: a later trap did not come from it (`InterpreterNilOrigin`).
            if case .null = left { nilOrigin = nil } else if case .null = right { nilOrigin = nil }
            let same = try equal(left, right, at: expression)
            return .bool(op == "==" ? same : !same)
        case "<", ">", "<=", ">=":
            if case .string(let a) = left, case .string(let b) = right {
                try spend(bytes: min(a.utf8.count, b.utf8.count), at: expression)
                switch op {
                case "<": return .bool(a < b)
                case ">": return .bool(a > b)
                case "<=": return .bool(a <= b)
                default: return .bool(a >= b)
                }
            }
            // `dynamicTypeSize >= .accessibility1`: Dynamic Type sizes are ordered.
            var sizes: (Double, Double)?
            if case .symbol(let x) = left, case .symbol(let y) = right,
               let a = DynamicTypeSize.allCases.firstIndex(where: { $0.rawValue == x.last }),
               let b = DynamicTypeSize.allCases.firstIndex(where: { $0.rawValue == y.last }) {
                sizes = (Double(a), Double(b))
            }
            if let declared = try declaredComparison(op, left, right, at: expression) { return .bool(declared) }
            guard let (a, b) = sizes ?? left.number.flatMap({ a in right.number.map { (a, $0) } }) else {
                throw fail("cannot compare \(left.typeName) and \(right.typeName)", expression)
            }
            switch op {
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            default: return .bool(a >= b)
            }
        case "..<", "...":
            guard let a = left.number, let b = right.number, a.isFinite, b.isFinite else {
                throw fail("a range needs two numbers, found \(left.typeName) and \(right.typeName)", expression)
            }
            guard a <= b else { throw fail("range lower bound \(formatNumber(a)) is above its upper bound \(formatNumber(b))", expression) }
            var integral = false
            if case .int(let x) = left, case .int(let y) = right {
                try checkRangeBounds(x, y, at: expression)
                integral = true
            }
            return .range(lower: a, upper: b, closed: op == "...", integral: integral)
        default:
            throw fail("unsupported operator \(op)", binary)
        }
    }

    /// `value += right` with `value` its only owner: extended in place, bounded and charged
    /// for what it adds.
    package func append(_ right: SwiftValue, to value: inout SwiftValue, at node: some SyntaxProtocol) throws(SceneError) {
        // No tuple is switched on: it would hold a second reference to the storage. When
        // another value shares the storage, the change copies it, and the copy is charged (as
        // is growth, which doubles the storage, so appends stay linear in all).
        if case .string(var text) = value, case .string(let more) = right {
            value = .void
            defer { value = .string(text) }
            try bound(bytes: text.utf8.count + more.utf8.count, at: node)
            try spend(bytes: more.utf8.count, at: node)
            let storage = text.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
            text += more
            if text.utf8.count > 15, text.utf8.withContiguousStorageIfAvailable({ $0.baseAddress }) != storage {
                try spend(bytes: text.utf8.count, at: node)
            }
        } else if case .array(var elements) = value, case .array(let more) = right {
            value = .void
            defer { value = .array(elements) }
            try bound(elements: elements.count + more.count, at: node)
            try spend(elements: more.count, at: node)
            let storage = elements.withUnsafeBufferPointer { $0.baseAddress }
            elements += more
            if elements.withUnsafeBufferPointer({ $0.baseAddress }) != storage { try spend(elements: elements.count, at: node) }
        } else {
            value = try arithmetic("+", value, right, at: node)
        }
    }

    package func arithmetic(_ op: String, _ left: SwiftValue, _ right: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        // `.degrees(Double(i) / 8) * 360.0`: an Angle scaled.
        if let scaled = Self.scaledAngle(op, left, right) { return scaled }
        // `accumulated + item` of attributed strings (`InterpreterAttributedStrings` step 5).
        if let joined = try attributedStringSum(op, left, right, at: node) { return joined }
        // `.grid(1) / 2` of the app's `extension CGFloat { static func grid(_:) -> Self }`.
        if case .symbol(let symbol) = left, right.number != nil, let resolved = try numericImplicitMember(symbol, at: node) {
            return try arithmetic(op, resolved, right, at: node)
        }
        if case .symbol(let symbol) = right, left.number != nil, let resolved = try numericImplicitMember(symbol, at: node) {
            return try arithmetic(op, left, resolved, at: node)
        }
        // `DispatchQueue.main.asyncAfter(deadline: .now() + delay)` (url-image's `RemoteImage`):
        // a clock's `.now()` plus a number is a moment the renderer does not keep, an unknown value.
        if let moment = Self.unknownMoment(op, left, right, program.location(node)) { return moment }
        if let moved = Self.dateArithmetic(op, left, right) { return moved }
        switch (left, right) {
        // Arithmetic of an unknown value is that unknown value (`UIScreen.main.bounds.width / 2`).
        case (.placeholder, _): return left
        case (_, .placeholder): return right
        case (.int(let a), .int(let b)):
            switch op {
            case "+": let (r, o) = a.addingReportingOverflow(b); if !o { return .int(r) }
            case "-": let (r, o) = a.subtractingReportingOverflow(b); if !o { return .int(r) }
            case "*": let (r, o) = a.multipliedReportingOverflow(by: b); if !o { return .int(r) }
            case "/", "%":
                guard b != 0 else { throw fail("division by zero", node) }
                let (r, o) = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
                if !o { return .int(r) }
            default: break
            }
            throw fail("arithmetic overflow", node)
        case (.string(let a), .string(let b)) where op == "+":
            return .string(try concatenate(a, b, at: node))
        case (.views(let a), .views(let b)) where op == "+":
            return try concatenateTexts(a, b, at: node)
        case (.array(let a), .array(let b)) where op == "+":
            try making(elements: a.count + b.count, at: node)
            return .array(a + b)
        default:
            guard let a = left.number, let b = right.number else {
                throw fail("cannot apply \(op) to \(left.typeName) and \(right.typeName)", node)
            }
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            default: return .double(a.truncatingRemainder(dividingBy: b))
            }
        }
    }

    /// `equal`, or nil where it cannot compare the two values (values of different kinds, which
    /// `==` refuses): for comparisons Swift makes at run time on values of any type (an
    /// `NSCache`'s `AnyObject` keys, an `AnyHashable` tag), which the caller then answers itself.
    package func equalIfComparable(_ left: SwiftValue, _ right: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> Bool? {
        do throws(SceneError) {
            return try equal(left, right, at: node)
        } catch {
            guard error.message.hasPrefix("cannot compare ") else { throw error }
            return nil
        }
    }

    package func equal(_ left: SwiftValue, _ right: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> Bool {
        switch (left, right) {
        case (.string(let a), .string(let b)):
            try spend(bytes: min(a.utf8.count, b.utf8.count), at: node)
            return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.symbol(let a), .symbol(let b)): return try enumCasesEqual(a, b, at: node)
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            // Nested arrays may share their parts: each element compared is charged.
            try spend(elements: a.count, at: node)
            for (x, y) in zip(a, b) where !(try equal(x, y, at: node)) { return false }
            return true
        // `switch path { case \.elevation: … }`.
        case (.keyPath(let a), .keyPath(let b)): return a.filter { $0 != "self" } == b.filter { $0 != "self" }
        // A struct's synthesised `==`: its stored properties, in order; a class instance is
        // itself.
        case (.instance(let a), .instance(let b)):
            if a === b { return true }
            guard a.type === b.type, a.type.kind == .structure else { return false }
            for property in a.type.stored where !property.isStatic {
                guard let x = a.fields[property.name], let y = b.fields[property.name] else { continue }
                if !(try equal(x, y, at: node)) { return false }
            }
            return true
        // `self.filter == .all` of `struct FilterType { static let all = … }`.
        case (.instance(let instance), .symbol(let symbol)), (.symbol(let symbol), .instance(let instance)):
            guard symbolType(symbol.type, names: instance.type), symbol.steps.count == 1, symbol.steps[0].arguments == nil else { return false }
            let resolved = try staticMember(symbol.last, of: lookupKey(of: instance.type), at: node)
            guard case .instance = resolved else { return false }
            return try equal(.instance(instance), resolved, at: node)
        case (.record(let a, let x), .record(let b, let y)) where a == b && Set(x.keys) == Set(y.keys) && a != "Dictionary":
            for key in x.keys.sorted() where !(try equal(x[key]!, y[key]!, at: node)) { return false }
            return true
        default:
            if let a = left.number, let b = right.number { return a == b }
            // `reasons == .placeholder` (`InterpreterOptionSets` step 3).
            if let same = Self.optionSetMemberEquality(left, right) { return same }
            throw fail("cannot compare \(left.typeName) and \(right.typeName)", node)
        }
    }

    /// `x = value`, `self.x = value`, `size.width = value`, `rows[i] = value`: a local, a field
    /// of `self`, or a part of one, written back whole (structs and arrays are values).
    package func assign(_ target: ExprSyntax, _ value: SwiftValue, _ scope: Scope) throws(SceneError) {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            var value = try copy(value, at: reference)
            if case .symbol(let symbol) = value, symbol.type == nil, let type = scope.declaredType(of: name) {
                value = try typedLocalValue(value, symbol, type, at: reference)
            }
            if scope.assign(name, value) { return }
            if try assignStaticOrGlobal(name, value, scope, at: reference) { return }
            if let instance = scope.selfInstance, try assignWrappedInstance(name, of: instance, value, scope, at: reference) { return }
            if let instance = scope.selfInstance, try assignThroughSetter(name, of: instance, value, at: reference) { return }
            if let instance = scope.selfInstance, let stored = Self.storageName(name, of: instance) {
                instance.fields[stored] = stored == name ? try typedSelfField(value, name, of: instance, at: reference) : Self.wrappedInitialValue(value)
                return
            }
            // `self = union(other)` in a mutating method: the value takes the new one's fields.
            if name == "self", let instance = scope.selfInstance, case .instance(let new) = value, new.type.qualifiedName == instance.type.qualifiedName {
                instance.fields = new.fields
                return
            }
            throw fail("cannot assign to '\(name)'", reference)
        }
        // `$0?.moves = …`: written back through the optional (`InterpreterOverture`).
        if let chain = target.as(OptionalChainingExprSyntax.self) { return try assign(chain.expression, value, scope) }
        if let unwrap = target.as(ForceUnwrapExprSyntax.self) { return try assign(unwrap.expression, value, scope) }
        if let access = target.as(MemberAccessExprSyntax.self), let baseExpression = access.base {
            let field = access.declName.baseName.text
            if let base = baseExpression.as(DeclReferenceExprSyntax.self), base.baseName.text == "self", let instance = scope.selfInstance {
                if instance.type.storedProperty(field)?.isStatic == true,
                   try assignStatic(field, of: lookupKey(of: instance.type), try copy(value, at: access), at: access) { return }
                if try assignWrappedInstance(field, of: instance, try copy(value, at: access), scope, at: access) { return }
                if try assignThroughSetter(field, of: instance, value, at: access) { return }
                let stored = Self.storageName(field, of: instance) ?? field
                let copied = try copy(value, at: access)
                instance.fields[stored] = stored == field ? try typedSelfField(copied, field, of: instance, at: access) : Self.wrappedInitialValue(copied)
                return
            }
            switch try evaluate(baseExpression, scope) {
            case .record("UIDevice", _) where Self.deviceSettings[field] != nil:
                // `UIDevice.current.isBatteryMonitoringEnabled = true`: a setting of the one shared
                // device object (`InterpreterUIDevice` step 3).
                guard case .bool = value else { throw fail("UIDevice.\(field) takes a Bool, found \(value.typeName)", access) }
                deviceSettingValues[field] = value
            case .record(let type, var fields):
                guard fields[field] != nil else {
                    // `calendar.timeZone = …` of a Foundation value the renderer holds without
                    // that property: Swift compiled it, so the value is now one the renderer
                    // does not know.
                    try assign(baseExpression, try placeholder("\(type).\(field)", at: access), scope)
                    return
                }
                fields[field] = value
                try assign(baseExpression, .record(type, fields), scope)
            case .instance(let instance) where instance.type.kind == .classType:
                // A class instance is shared: the change is seen through every reference.
                if try assignThroughSetter(field, of: instance, value, at: access) { return }
                instance.fields[field] = try copy(try typedField(value, field, of: instance, at: access), at: access)
            case .instance(let instance):
                let copy = Instance(type: instance.type, fields: instance.fields, genericArguments: instance.genericArguments)
                if try !assignThroughSetter(field, of: copy, value, at: access) {
                    copy.fields[field] = try self.copy(try typedField(value, field, of: instance, at: access), at: access)
                }
                try assign(baseExpression, .instance(copy), scope)
            case .null where Self.isOptionalChain(baseExpression):
                // `$0?.moves = …` of nil: nothing is assigned.
                break
            case .symbol(let untyped) where untyped.type == nil && untyped.steps.first?.name == "init":
                // `$0.0.0.0 = …` of an implicit `.init(…)` the renderer could not type: that
                // part becomes unknown (`InterpreterOverture`).
                try assign(baseExpression, try placeholder("\(untyped.description).\(field)", at: access), scope)
            case .placeholder:
                // `formatter.numberStyle = .decimal` of an unknown type: it stays unknown.
                break
            case .symbol(let opaque) where opaque.type != nil && opaque.steps.first?.name == "init":
                // `self.maxConcurrentOperationCount = n` in Nuke's `extension OperationQueue {
                // convenience init(…) }`: a value of a type the renderer holds only as the call
                // that made it (`OperationQueue()`) is now one it does not know, as a Foundation
                // record without that property is (above).
                try assign(baseExpression, try placeholder("\(opaque.description).\(field)", at: access), scope)
            case .type(let type) where try assignStatic(field, of: type, try copy(value, at: access), at: access):
                // `Self.count += 1`, `Cache.items[key] = value`: a static var (`InterpreterStaticStorage`).
                break
            case let other:
                throw fail("cannot assign to a member of \(other.typeName)", access)
            }
            return
        }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self), try assignDictionaryEntry(subscriptCall, value, scope) { return }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
           let argument = subscriptCall.arguments.first {
            guard case .array(var elements) = try evaluate(subscriptCall.calledExpression, scope),
                  case .int(let index) = try evaluate(argument.expression, scope) else {
                throw fail("only an array's elements can be assigned by subscript", subscriptCall)
            }
            guard index >= 0, index < elements.count else { throw fail("index \(index) is out of range (the array has \(elements.count) elements)", subscriptCall) }
            elements[index] = try copy(value, at: subscriptCall)
            try assign(subscriptCall.calledExpression, .array(elements), scope)
            return
        }
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let tuple = target.as(TupleExprSyntax.self), try assignTuple(tuple, value, scope) { return }
        throw fail("unsupported assignment target", target)
    }

    /// `static let matter: Self = "Matter-Regular"` in `extension FontName`, where `FontName` is
    /// an alias of a generic type from a package outside the module (`Tagged<Font, String>`):
    /// the literal becomes that type through its literal initialiser, which such wrappers keep
    /// as their `rawValue` (decision: a record with the literal as `rawValue`).
    func wrappedLiteral(_ value: SwiftValue, of type: String, static name: String) -> SwiftValue {
        guard let alias = program.typeAliases[type], let open = alias.firstIndex(of: "<"),
              program.type(named: String(alias[..<open])) == nil,
              ["Self", type].contains(program.builtinStaticTypes[type]?[name] ?? "") else { return value }
        switch value {
        case .string, .int, .double, .bool: return .record(type, ["rawValue": value])
        default: return value
        }
    }

    /// Declared types whose implicit members may be the app's statics (`appStatic`).
    static let appStaticKinds: [String: Vocabulary.Kind] = [
        "CGFloat": .number, "Double": .number, "Float": .number, "CGFloat?": .number, "Double?": .number,
        "Font": .font, "Color": .color, "SwiftUI.Color": .color,
    ]

    /// `value as CGFloat`: numbers change kind; `.zero` and `.init(…)` of geometry types become
    /// values; anything else passes.
    package func convert(_ value: SwiftValue, to type: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        if let updated = try deferredUpdate(value, to: type, at: node) { return updated }
        if let made = try arrayLiteralValue(value, to: type, at: node) { return made }
        if case .placeholder = value { return value }
        if let store = try storeConversion(value, to: type, at: node) { return store }
        if let converted = try convertToDeclaredType(value, to: type, at: node) { return converted }
        if let unknown = try implicitMemberOfUnknownGeneric(value, type, at: node) { return unknown }
        if let url = implicitURL(value, to: type) { return url }
        // `location: .init(latitude: 41.1, longitude: 52.2)` (`InterpreterCoreLocationValues` step 4).
        if let location = implicitCoreLocation(value, to: type) { return location }
        // `return .systemFont(ofSize: size)` from a `-> UIFont` (`InterpreterPlatformFonts` step 5).
        if let font = Self.implicitPlatformFont(value, to: type) { return font }
        // `static var mockList: IdentifiedArrayOf<Speaker> { [.init(name: "Kim"), …] }`: an array
        // literal given to a collection of a package outside the module takes its elements' type
        // from the last generic argument, where the module declares it.
        if case .array(let elements) = value, let open = type.firstIndex(of: "<"), type.hasSuffix(">"),
           let element = type[type.index(after: open)..<type.index(before: type.endIndex)].split(separator: ",").last
               .map({ $0.trimmingCharacters(in: .whitespaces) }), program.type(named: element) != nil {
            try spend(elements: elements.count, at: node)
            var converted: [SwiftValue] = []
            for item in elements { converted.append(try convert(item, to: element, at: node)) }
            return .array(converted)
        }
        // `reactions: [0: .angel]` given to `[Int: Move.Reaction]`: the values take their type.
        if type.hasPrefix("["), type.hasSuffix("]") || type.hasSuffix("]?"), case .record("Dictionary", let fields) = value,
           let colon = type.firstIndex(of: ":"), case .array(let values)? = fields["values"] {
            let valueType = type[type.index(after: colon)...].dropLast(type.hasSuffix("?") ? 2 : 1).trimmingCharacters(in: .whitespaces)
            guard program.type(named: valueType) != nil else { return value }
            var converted: [SwiftValue] = []
            for item in values { converted.append(try convert(item, to: valueType, at: node)) }
            var fields = fields
            fields["values"] = .array(converted)
            return .record("Dictionary", fields)
        }
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":"), case .array(let elements) = value {
            let element = String(type.dropFirst().dropLast())
            try spend(elements: elements.count, at: node)
            var converted: [SwiftValue] = []
            for item in elements { converted.append(try convert(item, to: element, at: node)) }
            return .array(converted)
        }
        // (Element X's `EncryptionAuthenticity.Color`, a nested enum, does not hide SwiftUI's `Color`
        // from a getter declared `Color` outside its owner, as in `staticMember`.)
        if let declared = program.types[type], declared.kind == .enumeration, !(declared.outer != nil && Self.builtinTypes.contains(type)),
           case .symbol(var symbol) = value, symbol.type == nil {
            // `.plain` where a `static var plain: Self` stands beside `case plain(TextEntry)`
            // (`InterpreterEnumStaticOverloads` step 1).
            if symbol.steps.count == 1, declared.staticPropertyShadowsCase(symbol.last, called: symbol.steps[0].arguments != nil) {
                let made = try staticMember(symbol.last, of: lookupKey(of: declared), at: node)
                // Its getter's `.plain(.standard)` (declared `Self`, left untyped): the case, typed.
                if case .symbol(let inner) = made, inner.type == nil, inner.steps.count == 1, inner.steps[0].arguments != nil {
                    return try convert(made, to: type, at: node)
                }
                return made
            }
            guard declared.caseIndex(symbol.last) != nil || symbol.steps.count > 1 else {
                throw fail("\(type) has no case '\(symbol.last)'", node)
            }
            symbol.type = type
            return .symbol(symbol)
        }
        // `_ name: FontName` given `.matterMedium` of `extension FontName { static let matterMedium: Self = … }`.
        if case .symbol(let symbol) = value, symbol.type == nil, symbol.steps.count == 1, symbol.steps[0].arguments == nil,
           program.typeAliases[type] != nil, program.statics(at: node)[type]?[symbol.last] != nil {
            return try staticMember(symbol.last, of: type, at: node)
        }
        // `return .grid(1)` from a `-> CGFloat`: the app's static of the declared type.
        if case .symbol(let symbol) = value, symbol.type == nil, let kind = Self.appStaticKinds[type] {
            let resolved = try appStatic(value, for: kind, at: program.location(node))
            if case .symbol(let still) = resolved, still.type == nil {} else { return try convert(resolved, to: type, at: node) }
        }
        switch type {
        case "CGSize", "CGPoint", "ProposedViewSize": return try geometryValue(value, as: type, at: node)
        case "CGFloat", "Double", "Float", "CGFloat?", "Double?":
            if case .null = value { return value }
            if let number = value.number { return .double(number) }
        case "Int":
            if case .int = value { return value }
            // `var readingProgress: Int = .zero` (EhPanda's reducer states): `AdditiveArithmetic`'s
            // zero, and `Int.max`/`Int.min`, as implicit members.
            if case .symbol(let symbol) = value, symbol.type == nil, symbol.steps.count == 1, symbol.steps[0].arguments == nil,
               ["zero", "max", "min"].contains(symbol.last) {
                return try staticMember(symbol.last, of: "Int", at: node)
            }
        case "Color", "SwiftUI.Color":
            // `borderColor: .blue` given to `let borderColor: Color`: the implicit member is
            // `Color`'s, as Swift reads it, so the stored value stands as a view
            // (`borderColor.frame(height: 1)`). It was "… is not a view".
            if case .symbol(var symbol) = value, symbol.type == nil {
                symbol.type = "Color"
                return .symbol(symbol)
            }
            return value
        default:
            // `let style: Font.TextStyle = .callout` of a type the module extends (`InterpreterDeclaredTypeMembers`).
            return implicitMemberTypedByDeclaration(value, as: type, at: node) ?? value
        }
        throw fail("cannot convert \(value.typeName) to \(type)", node)
    }

    /// `.leading`, `HorizontalAlignment.center`, `alignment.horizontal` (of an `Alignment`).
    package static func alignmentKey(_ value: SwiftValue) -> AlignmentKey? {
        guard case .symbol(let symbol) = value, let first = symbol.steps.first?.name else { return nil }
        if symbol.steps.count == 2, let axis = symbol.steps.last?.name, let alignment = Alignment.named[first] {
            if axis == "horizontal" { return .horizontal(alignment.horizontal) }
            if axis == "vertical" { return .vertical(alignment.vertical) }
            return nil
        }
        guard symbol.steps.count == 1 else { return nil }
        switch (symbol.type, first) {
        case ("HorizontalAlignment", let name): return HorizontalAlignment(rawValue: name).map { .horizontal($0) }
        case ("VerticalAlignment", let name): return VerticalAlignment(rawValue: name).map { .vertical($0) }
        case (_, "center"): return nil
        case (_, let name):
            if let guide = HorizontalAlignment(rawValue: name) { return .horizontal(guide) }
            return VerticalAlignment(rawValue: name).map { .vertical($0) }
        }
    }

    package func subscriptCall(_ call: SubscriptCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        // `Defaults[.key]` of the Defaults package, a key's default at rest (`InterpreterDefaultsPackage`).
        if let read = try defaultsPackageRead(call, scope) { return read }
        var base = try evaluate(call.calledExpression, scope)
        if case .placeholder = base { return base }
        if let typed = try contextTypedImplicitBase(base, call, scope) { base = typed }
        if let value = try infoDictionarySubscript(base, call, scope) { return value }
        if let value = try dictionarySubscript(base, call, scope) { return value }
        if let unknown = try untypedSubscriptBase(base, call) { return unknown }
        // `self[letter.index]` of the module's own `subscript` (`InterpreterSubscripts`).
        if case .instance(let instance) = base, !instance.type.subscripts.isEmpty {
            var arguments: [CallArgument] = []
            for argument in call.arguments {
                let value = try evaluate(argument.expression, scope)
                if case .placeholder = value { return value }
                arguments.append(CallArgument(label: argument.label?.text, value: value, location: program.location(argument)))
            }
            if let value = try moduleSubscript(base, arguments, at: call) { return value }
        }
        guard call.arguments.count == 1, let argument = call.arguments.first else { throw fail("unsupported subscript", call) }
        let index = try evaluate(argument.expression, scope)
        if case .placeholder = index { return index }
        // `observation[keyPath: self.path]`: the key path read from the value.
        if argument.label?.text == "keyPath", case .keyPath(let names) = index {
            var result = base
            for name in names where name != "self" { result = try property(name, of: result, at: call) }
            return result
        }
        // `scrums[id: scrumId]` of an `IdentifiedArray` (held as its array): the element of that
        // id, or nil.
        if argument.label?.text == "id", case .array(let elements) = base {
            for element in elements where try equal(try property("id", of: element, at: call), index, at: call) { return element }
            return .null
        }
        // `hex[index...]` (`InterpreterStringIndices`).
        if case .string(let text) = base, let characters = try stringRangeSubscript(text, index, at: call) { return characters }
        switch (base, index.dictionaryOffset.map(SwiftValue.int) ?? index) {
        case (.array(let elements), .int(let i)):
            guard i >= 0, i < elements.count else { throw fail("index \(i) is out of range (the array has \(elements.count) elements)", call) }
            return elements[i]
        case (.dimensions(let dimensions), _):
            guard let key = Self.alignmentKey(index) ?? customAlignmentKey(index) else {
                throw fail("ViewDimensions takes a guide such as .leading, .top or HorizontalAlignment.center, found \(index.typeName)", argument)
            }
            switch key {
            case .horizontal(let guide): return .double(dimensions[guide])
            case .vertical(let guide): return .double(dimensions[guide])
            }
        case (.string(let text), .int(let i)):
            // Finding the i-th character walks the string.
            try spend(bytes: text.utf8.count, at: call)
            guard i >= 0, let index = text.index(text.startIndex, offsetBy: i, limitedBy: text.endIndex), index < text.endIndex else {
                throw fail("index \(i) is out of range", call)
            }
            return .string(String(text[index]))
        default:
            throw fail("cannot subscript \(base.typeName) with \(index.typeName)", call)
        }
    }
}
