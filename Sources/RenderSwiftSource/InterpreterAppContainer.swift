import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// The app's own folders at rest: a fresh install's sandbox, which holds no file a previous run
/// wrote (decision, docs/swift-input.md "At rest"), and no iCloud.
///
/// 1. `FileManager.default.url(for: .documentDirectory, in: .userDomainMask, appropriateFor:
///    nil, create: false)` and `urls(for:in:)` are folders of the app's container, as on an
///    iPhone: `file:///var/mobile/Containers/Data/Application/<id>/Documents/` (`Library/`,
///    `Library/Caches/`, `Library/Application Support/`, `tmp/`), with a fixed id so a render
///    is reproducible (decision). Another directory is an unknown value.
/// 2. `FileManager.default.url(forUbiquityContainerIdentifier:)` is nil: iCloud is not signed in
///    (decision: a fresh simulator, or a preview, has no iCloud account; with one, step 3 still
///    finds no file a previous run wrote).
/// 3. `Data(contentsOf:)` of a file in the container throws, as Foundation's does for a file that
///    does not exist (`try?` makes it nil, a `catch` runs); `fileExists(atPath:)` of one is false.
/// 4. `try? x` is nil where `x` throws (a `throw`, step 3, or a decode's `DecodingError`:
///    `InterpreterDo` step 4), as in Swift; a note gives a decode's reason.
/// 5. iOS 16's `URL.documentsDirectory`, `URL.libraryDirectory`, `URL.cachesDirectory`,
///    `URL.applicationSupportDirectory` and `URL.temporaryDirectory` are step 1's folders (the
///    last `tmp/`, which `NSTemporaryDirectory()` gives an app), `URL.homeDirectory` the
///    container itself; `appendingPathComponent(_:)` and `appendingPathExtension(_:)` build on
///    them through Foundation's `URL`, so isowords' `Self.documentsDirectory
///    .appendingPathComponent("user-settings").appendingPathExtension("json")` is a file of the
///    container that step 3 finds missing.
extension Interpreter {
    /// Step 5's statics of `URL`; nil for other names.
    func containerURLStatic(_ name: String, of type: String) -> SwiftValue? {
        guard type == "URL" else { return nil }
        let folder: String
        switch name {
        case "homeDirectory": folder = ""
        case "temporaryDirectory": folder = "tmp/"
        case "documentsDirectory": folder = "Documents/"
        case "libraryDirectory": folder = "Library/"
        case "cachesDirectory": folder = "Library/Caches/"
        case "applicationSupportDirectory": folder = "Library/Application Support/"
        default: return nil
        }
        return Self.fileURL(Self.appContainer + "/" + folder)
    }

    /// Step 1's container, where the app's files would be.
    static let appContainer = "/var/mobile/Containers/Data/Application/00000000-0000-0000-0000-000000000000"

    static let containerFolders: [String: String] = [
        "documentDirectory": "Documents", "libraryDirectory": "Library", "cachesDirectory": "Library/Caches",
        "applicationSupportDirectory": "Library/Application Support", "itemReplacementDirectory": "tmp",
    ]

    /// `FileManager.default`; nil for other statics.
    func fileManagerStatic(_ name: String, of type: String) -> SwiftValue? {
        guard type == "FileManager", name == "default" else { return nil }
        return .record("FileManager", [:])
    }

    /// Steps 1–3 for a method of `FileManager.default`; nil for other bases.
    func fileManagerMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard case .record("FileManager", _) = base else { return nil }
        let labels = arguments.map(\.label)
        switch (name, labels) {
        case ("url", ["forUbiquityContainerIdentifier"]):
            return .null
        case ("url", ["for", "in", "appropriateFor", "create"]), ("urls", ["for", "in"]):
            guard case .symbol(let directory) = arguments[0].value, let folder = Self.containerFolders[directory.last],
                  case .symbol(let domain) = arguments[1].value, domain.last == "userDomainMask" else {
                return try placeholder("FileManager.\(name)(…)", at: call.calledExpression)
            }
            let url = Self.fileURL(Self.appContainer + "/" + folder + "/")
            return name == "urls" ? .array([url]) : url
        case ("fileExists", ["atPath"]):
            guard case .string(let path) = arguments[0].value, Self.isInAppContainer(path) else { break }
            return .bool(false)
        default: break
        }
        return try placeholder("FileManager.\(name)(…)", at: call.calledExpression)
    }

    /// Step 3: `Data(contentsOf:)` of a URL in the container throws; false for other URLs.
    func readsAppContainer(_ url: SwiftValue) -> Bool {
        guard case .record("URL", let fields) = url, case .string(let text)? = fields["absoluteString"],
              let parsed = URL(string: text), parsed.isFileURL else { return false }
        return Self.isInAppContainer(parsed.path)
    }

    static func isInAppContainer(_ path: String) -> Bool { path == appContainer || path.hasPrefix(appContainer + "/") }

    static func fileURL(_ path: String) -> SwiftValue {
        .record("URL", ["absoluteString": .string(URL(fileURLWithPath: path).absoluteString)])
    }

    /// Step 4: `try? x`, evaluated by `evaluate`.
    func optionalTry(_ expression: TryExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        do throws(SceneError) {
            return try evaluate(expression.expression, scope)
        } catch {
            guard Self.isThrown(error) else { throw error }
            // Why it is nil, where Swift's error says (`DecodingError: … expected a number …`).
            if error.message != Self.thrownMessage { noteUsed("`try?` is nil: \(error.message.dropFirst(Self.thrownMessage.count + 2).dropLast())", expression) }
            return .null
        }
    }
}
