import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// `error.localizedDescription` of an app's own error (an enum, struct or class of the module;
/// Swift lets only an `Error` be asked), as Foundation on iOS answers it:
///
/// 1. A `LocalizedError` whose `errorDescription` is a string: that string.
/// 2. Otherwise "The operation couldn’t be completed. (DOMAIN error CODE.)", Foundation's text for
///    an error with no localized description (en_US; the apostrophe is U+2019). DOMAIN is Swift's
///    `Error._domain`, `String(reflecting: type(of: self))`: the module's name, then the type's
///    qualified name (`Scrumdinger.ErrorView_Previews.SampleError`). CODE is `Error._code`: an
///    enum with integer raw values gives the raw value, another enum the case's number from 0
///    in declaration order, a struct or class 1 (swift/stdlib/public/core/ErrorType.swift).
///    Decision: Swift numbers an enum's cases with associated values before the others; the
///    renderer numbers every case in declaration order, which is the same for an enum without
///    associated values (the common error enum).
/// 3. `NSError(domain:code:userInfo:)` (a preview's sample error): its `userInfo`'s
///    `NSLocalizedDescriptionKey` string, else step 2's text with its domain and code.
/// 4. The module's name is what Xcode or SwiftPM would call it, read from the file's place (the
///    renderer does not build the project): a file under `Sources/NAME/` is in `NAME`; else the
///    nearest folder above it holding a `NAME.xcodeproj` names the app's target `NAME` (an app
///    target named after its project, as Xcode's template makes it); else `main`, as for a file
///    compiled alone. Any character other than a letter, digit or `_` becomes `_`, as Xcode's
///    `PRODUCT_MODULE_NAME` (`$(PRODUCT_NAME:c99extidentifier)`) does.
extension Interpreter {
    /// Steps 1–2: the description; nil when `name` is not `localizedDescription` or `base` is no
    /// value of a module type.
    package func errorProperty(_ name: String, of base: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard name == "localizedDescription" else { return nil }
        if case .record("NSError", let fields) = base {
            for (key, value) in Self.dictionaryEntries(fields["userInfo"] ?? .null) {
                if case .string(Self.localizedDescriptionKey) = key, case .string = value { return value }
            }
            guard case .string(let domain)? = fields["domain"], case .int(let code)? = fields["code"] else { return nil }
            return .string("The operation couldn’t be completed. (\(domain) error \(code).)")
        }
        let type: TypeDecl
        let code: Int
        switch base {
        case .symbol(let symbol):
            guard let typeName = symbol.type, let declared = program.types[typeName], declared.kind == .enumeration else { return nil }
            if declared.computed["errorDescription"] != nil,
               case .string(let text) = try enumMember("errorDescription", of: symbol, at: node) {
                return .string(text)
            }
            type = declared
            if declared.rawValues[symbol.last] != nil || declared.inheritance.contains("Int"),
               let raw = try enumMember("rawValue", of: symbol, at: node).number, raw == raw.rounded(), abs(raw) < 1e15 {
                code = Int(raw)
            } else {
                code = declared.caseIndex(symbol.last) ?? 0
            }
        case .instance(let instance):
            guard instance.type.kind == .structure || instance.type.kind == .classType else { return nil }
            if instance.type.computed["errorDescription"] != nil || instance.fields["errorDescription"] != nil,
               case .string(let text)? = try member("errorDescription", of: instance, at: node) {
                return .string(text)
            }
            type = instance.type
            code = 1
        default:
            return nil
        }
        let domain = Self.moduleName(ofFile: program.file) + "." + type.qualifiedName
        return .string("The operation couldn’t be completed. (\(domain) error \(code).)")
    }

    /// Step 3: `NSError(domain: "", code: 0, userInfo: [NSLocalizedDescriptionKey: "…"])`; nil
    /// for other calls.
    func makeNSError(_ name: String, _ arguments: [CallArgument]) -> SwiftValue? {
        guard name == "NSError", arguments.count >= 2, arguments[0].label == "domain", arguments[1].label == "code",
              case .string = arguments[0].value, case .int = arguments[1].value else { return nil }
        var fields = ["domain": arguments[0].value, "code": arguments[1].value]
        if arguments.count == 3, arguments[2].label == "userInfo" { fields["userInfo"] = arguments[2].value } else if arguments.count != 2 { return nil }
        return .record("NSError", fields)
    }

    /// Foundation's `NSLocalizedDescriptionKey`.
    static let localizedDescriptionKey = "NSLocalizedDescription"

    /// Step 4.
    package static func moduleName(ofFile file: String) -> String {
        let manager = FileManager.default
        // A file given as bytes (no place on disk) is compiled alone.
        guard manager.fileExists(atPath: file) else { return "main" }
        var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        var name = "main"
        for _ in 0..<64 {
            let parent = folder.deletingLastPathComponent()
            if parent.lastPathComponent == "Sources" {
                name = folder.lastPathComponent
                break
            }
            let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            if let project = entries.filter({ $0.hasSuffix(".xcodeproj") }).sorted().first {
                name = String(project.dropLast(".xcodeproj".count))
                break
            }
            if parent.path == folder.path { break }
            folder = parent
        }
        var identifier = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        if identifier.first?.isNumber ?? true { identifier = "_" + identifier }
        return identifier
    }
}
