import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// Foundation's `Scanner` as colour code uses it to read a hex string (`extension Color {
/// init(hex: String) { var int: UInt64 = 0; Scanner(string: hex).scanHexInt64(&int); … } }`,
/// Pocket Casts' `UIColor(hex:)`), answered by the real Foundation:
///
/// 1. `Scanner(string: s)` is a scanner at the start of `s`, skipping whitespace and newlines
///    (Foundation's default `charactersToBeSkipped`).
/// 2. `scanner.scanHexInt64(&x)` and `scanHexInt32(&x)` scan a hexadecimal number (an optional
///    `0x`, then hex digits) from where the scanner is, as Foundation does: true and `x` set
///    when there are digits (past the type's largest value, the largest value, as Apple
///    documents), false and `x` unchanged when there are none; the scanner moves past what it
///    read. `scanUInt64(representation: .hexadecimal)` and `scanInt(representation:)` (iOS 13)
///    return the number, or nil.
/// 3. A value past `Int.max` (a 64-bit pattern with its top bit set) is unknown: the
///    interpreter's integers are `Int`s. A scanner whose string is unknown scans an unknown value.
extension Interpreter {
    /// Step 1; nil for other calls.
    func scannerBuiltin(_ name: String, _ arguments: [CallArgument]) -> SwiftValue? {
        guard name == "Scanner", arguments.count == 1, arguments[0].label == "string" else { return nil }
        if case .placeholder = arguments[0].value { return arguments[0].value }
        guard case .string(let text) = arguments[0].value else { return nil }
        return .record("Scanner", ["string": .string(text), "offset": .int(0)])
    }

    /// Steps 2–3 for `base.name(…)`; nil for other names (nothing evaluated then). A base that is
    /// no scanner, or a call of another shape, is the member call on the base evaluated here:
    /// the base is evaluated once (review 16: a receiver's side effects happen once, as in Swift).
    func scannerCall(_ name: String, base baseExpression: ExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard ["scanHexInt64", "scanHexInt32", "scanUInt64", "scanInt"].contains(name) else { return nil }
        let base = try evaluate(baseExpression, scope)
        if let scanned = try scan(name, base, baseExpression, call, scope) { return scanned }
        return try memberCall(name, on: base, baseExpression, call, scope)
    }

    /// Steps 2–3 on the evaluated base; nil when it is no scanner or the call has another shape.
    private func scan(_ name: String, _ base: SwiftValue, _ baseExpression: ExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard case .record("Scanner", let fields) = base, case .string(let text)? = fields["string"],
              case .int(let offset)? = fields["offset"] else { return nil }
        let scanner = Scanner(string: text)
        scanner.currentIndex = String.Index(utf16Offset: min(max(offset, 0), text.utf16.count), in: text)
        let scanned: SwiftValue
        var target: ExprSyntax?
        switch name {
        case "scanHexInt64", "scanHexInt32":
            guard call.arguments.count == 1, let reference = call.arguments.first?.expression.as(InOutExprSyntax.self) else { return nil }
            target = reference.expression
            guard let value = scanner.scanUInt64(representation: .hexadecimal) else { return .bool(false) }
            if name == "scanHexInt32" {
                scanned = .int(Int(min(value, UInt64(UInt32.max))))
            } else {
                scanned = try scannedInt(value, name, at: call)
            }
        default:
            guard call.arguments.count == 1, call.arguments.first?.label?.text == "representation",
                  let representation = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  ["hexadecimal", "decimal"].contains(representation) else { return nil }
            let kind: Scanner.NumberRepresentation = representation == "hexadecimal" ? .hexadecimal : .decimal
            if name == "scanInt" {
                guard let value = scanner.scanInt(representation: kind) else { return .null }
                scanned = .int(value)
            } else {
                guard let value = scanner.scanUInt64(representation: kind) else { return .null }
                scanned = try scannedInt(value, name, at: call)
            }
        }
        // The scanner moves on (a `let scanner` is a class instance in Foundation).
        var moved = fields
        moved["offset"] = .int(scanner.currentIndex.utf16Offset(in: text))
        if baseExpression.is(DeclReferenceExprSyntax.self) { try assign(baseExpression, .record("Scanner", moved), scope) }
        if let target {
            try assign(target, scanned, scope)
            return .bool(true)
        }
        return scanned
    }

    /// Step 3.
    private func scannedInt(_ value: UInt64, _ name: String, at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        guard value <= UInt64(Int.max) else { return try placeholder("Scanner.\(name)(…)", at: call) }
        return .int(Int(value))
    }
}
