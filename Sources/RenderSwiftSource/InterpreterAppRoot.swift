import SwiftSyntax
import RenderLayout

/// The environment model only the app's root provides: a view's `@EnvironmentObject var store:
/// Store<AppState>` or `@Environment(Model.self) var model` that no view above it provides,
/// in an app whose `@main` App hands it to every screen (`WindowGroup { ContentView()
/// .environmentObject(Store(…)) }`, or through a provider view: `StoreProvider(store: store) {
/// ContentView() }` whose body is `content().environmentObject(store)`). On an iPhone at rest the
/// view reads that value, so the renderer reads it too (decision, issue 25).
///
/// 1. The module's `@main` struct (the reach brings it: `ModuleReach` rule 3d) is made without
///    running its `init` (an App's `init` configures services the renderer does not have:
///    `FirebaseApp.configure()`); each stored property with a default is given it when that
///    default can be made without a warning, the others stay unset.
/// 2. Its `body` is searched in source order, the outermost call first, for
///    `.environmentObject(model)` and `.environment(model)` (one unlabelled argument, not a key
///    path), and for calls of the module's views (`StoreProvider(store: store) { … }`,
///    `RootView()`): such a view is made from the call's arguments (evaluated in the App) and its
///    `body` searched the same way, with the view as `self`, two views deep. The renderer does
///    not know where in the app the rendered view sits: a model provided anywhere in those
///    bodies is taken (decision).
/// 3. Each `model` found is evaluated; the first that is an instance of the class the property
///    reads (or of a subclass), made without a warning, is the model every reader of that class
///    then shares (as one provided above them would be), with a note naming where the app
///    provides it. Every attempt that fails or gives another class leaves nothing behind (its
///    diagnostics and globals are rolled back).
/// 4. With none found, the property is made as before (`InterpreterClasses` step 3: the class's
///    own `init()`, else a placeholder with the reason).
extension Interpreter {
    /// Steps 1–3 for a model of class `typeName`; nil when the app's root provides none.
    func appRootModel(_ typeName: String, for reader: String, at node: some SyntaxProtocol) -> Instance? {
        guard !searchingAppRoot, !appRootMisses.contains(typeName),
              let app = program.types.values.first(where: { $0.isAppRoot && $0.kind == .structure }),
              let body = app.computed["body"] else { return nil }
        searchingAppRoot = true
        let wasPending = previewRootPending
        previewRootPending = false
        defer {
            searchingAppRoot = false
            previewRootPending = wasPending
        }
        // Step 1.
        let root = Instance(type: app, fields: [:])
        let scope = Scope(parent: nil, selfInstance: root)
        for property in app.stored where !property.isStatic && !property.isLazy && property.initializer != nil && moduleWrapper(of: property) == nil {
            let mark = diagnosticsMark()
            do throws(SceneError) {
                root.fields[property.name] = try initialValue(of: property, in: app, scope: scope, override: false)
                if warnings.count > mark.warnings { root.fields[property.name] = nil }
            } catch {}
            if root.fields[property.name] == nil { rollBackDiagnostics(to: mark) }
        }
        guard let (model, place) = searchProviders(in: body, scope, for: typeName, depth: 0) else {
            appRootMisses.insert(typeName)
            return nil
        }
        noteUsed("\(reader) reads the \(typeName) the app's root provides (\(place)): nothing above the view provides it (docs/swift-input.md)", node)
        return model
    }

    /// Step 2 over one body: the model and where it is provided, or nil.
    private func searchProviders(in body: some SyntaxProtocol, _ scope: Scope, for typeName: String, depth: Int) -> (Instance, String)? {
        for call in Self.calls(in: body) {
            let callee = call.calledExpression
            if let access = callee.as(MemberAccessExprSyntax.self), ["environmentObject", "environment"].contains(access.declName.baseName.text),
               call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil, call.trailingClosure == nil,
               !argument.expression.is(KeyPathExprSyntax.self) {
                // Step 3.
                let mark = diagnosticsMark()
                do throws(SceneError) {
                    if case .instance(let model) = try evaluate(argument.expression, scope), model.type.kind == .classType,
                       isKind(model.type, of: typeName), warnings.count == mark.warnings {
                        return (model, "\(program.fileName(of: call)):\(program.location(call)): .\(access.declName.baseName.text)(\(argument.expression.trimmedDescription))")
                    }
                } catch {}
                rollBackDiagnostics(to: mark)
                continue
            }
            guard depth < 2, let reference = callee.as(DeclReferenceExprSyntax.self),
                  let view = program.type(named: reference.baseName.text), view.isView, view.kind != .fileScope,
                  let viewBody = view.computed["body"] else { continue }
            let mark = diagnosticsMark()
            do throws(SceneError) {
                if case .instance(let made) = try instantiate(view, try arguments(of: call, scope), at: call), warnings.count == mark.warnings,
                   let found = searchProviders(in: viewBody, Scope(parent: nil, selfInstance: made), for: typeName, depth: depth + 1) {
                    return found
                }
            } catch {}
            rollBackDiagnostics(to: mark)
        }
        return nil
    }

    /// The calls in `body`, each before those inside it (`A().environmentObject(m)`: the
    /// modifier's call, then `A()`'s).
    private static func calls(in body: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let collector = AppRootCallCollector(viewMode: .sourceAccurate)
        collector.walk(body)
        return collector.found
    }
}

/// Every call of a body, in source order, the outer before the inner.
private final class AppRootCallCollector: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}
