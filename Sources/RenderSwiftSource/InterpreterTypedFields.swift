import SwiftSyntax
import RenderLayout
import RenderScene

/// `activeSource = .cloudhook` in a method of a model whose `var activeSource:
/// WebhookEndpointSource?` is declared (Home Assistant's `WebhookDetailViewModel`): Swift types
/// the implicit member by the property's declared type, so `activeSource?.title` is the enum's
/// `title`, not a member of an untyped symbol.
///
/// 1. An implicit member (`.name`, `.name(…)`, `.init(…)`) assigned to a stored property of
///    `self` whose type is written, by its bare name or as `self.name`, takes that type, an
///    optional's wrapped type included, as a local's does (`typedLocalValue`): a static the app
///    declares in an extension of a SwiftUI or Foundation type, else what the declared type
///    makes of it (`convert`).
/// 2. An array literal of implicit members assigned to a property of a written array type
///    (`self.items = [.attributed_string(text)]` for Damus' `var items: [Item]`) is converted to
///    that type, so each element is a case of `Item` and `items[0].attributed_string()` runs the
///    enum's method (the renderer had kept an untyped `.attributed_string(…)` that a method call
///    only extended).
/// 3. Any other value, or a property whose type is not written (`var x = .zero` cannot compile
///    anyway), is stored as it is.
extension Interpreter {
    func typedSelfField(_ value: SwiftValue, _ field: String, of instance: Instance, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        // Step 2.
        if case .array(let elements) = value, let declared = instance.type.storedProperty(field)?.type,
           declared.hasPrefix("["), !declared.contains(":"),
           elements.contains(where: { if case .symbol(let symbol) = $0 { return symbol.type == nil } else { return false } }) {
            return try convert(value, to: program.qualified(substituted(declared, for: instance), inside: instance.type), at: node)
        }
        guard case .symbol(let symbol) = value, symbol.type == nil,
              let declared = instance.type.storedProperty(field)?.type else { return value }
        let type = program.qualified(substituted(declared, for: instance), inside: instance.type)
        let plain = type.hasSuffix("?") ? String(type.dropLast()) : type
        if symbol.steps.count == 1, symbol.steps[0].arguments == nil, program.statics(at: node)[plain]?[symbol.last] != nil {
            return try staticMember(symbol.last, of: plain, at: node)
        }
        // `player = .systemMusicPlayer` (`InterpreterMediaPlayer`).
        if symbol.steps.count == 1, symbol.steps[0].arguments == nil, let player = mediaPlayerStatic(symbol.last, of: plain) { return player }
        return try convert(value, to: type, at: node)
    }
}
