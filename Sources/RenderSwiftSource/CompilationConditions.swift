import Foundation
import SwiftSyntax
import RenderLayout

/// `#if` conditions, evaluated as Xcode evaluates them for an iOS 17 simulator debug build,
/// which is what a preview is (docs/swift-input.md, "Compilation conditions").
///
/// 1. `os(iOS)`, `canImport(M)` for Apple's iOS frameworks, `targetEnvironment(simulator)`,
///    `arch(arm64)`, `_endian(little)`, `_pointerBitWidth(_64)`, `DEBUG` and the `--define`
///    names are true; `swift(>=6.0)` and `compiler(>=6.0)` compare with Swift 6.0;
///    `hasFeature(…)`/`hasAttribute(…)` are true (a Swift 6 compiler has them).
/// 2. Any other name (`RELEASE`, `os(macOS)`, `canImport(AppKit)`) is false, as an undefined
///    condition is in Swift.
/// 3. `!`, `&&`, `||` and parentheses combine them; anything else is an error at its place.
package struct CompilationConditions: Sendable {
    /// `DEBUG` and the `--define` names.
    package var defined: Set<String>

    package init(defines: [String] = []) {
        defined = Set(["DEBUG"] + defines)
    }

    /// The version `swift(…)` and `compiler(…)` compare with.
    package static let swiftVersion = [6, 0]
    /// Modules an iOS app can import: Apple's iOS SDK (those apps commonly test for).
    package static let importable: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "SwiftData", "CoreData", "CoreGraphics",
        "CoreImage", "CoreLocation", "MapKit", "AVFoundation", "AVKit", "PhotosUI", "Photos", "StoreKit",
        "WidgetKit", "ActivityKit", "AppIntents", "Charts", "TipKit", "CloudKit", "HealthKit", "UserNotifications",
        "WebKit", "Vision", "VisionKit", "ARKit", "RealityKit", "SafariServices", "MessageUI", "LocalAuthentication",
        "AuthenticationServices", "GameKit", "SpriteKit", "SceneKit", "Metal", "MetalKit", "QuartzCore", "os",
        "OSLog", "Darwin", "Dispatch", "UniformTypeIdentifiers", "LinkPresentation", "QuickLook", "EventKit",
        "Contacts", "ContactsUI", "CoreMotion", "CoreHaptics", "MusicKit", "NaturalLanguage", "CoreML", "CryptoKit",
        "Network", "BackgroundTasks", "CoreSpotlight", "Accessibility", "SwiftUICore", "XCTest", "Testing",
        // iOS-only (no macOS SDK has it): SwiftUIX's `SearchBar`, copied into Mlem, is declared
        // under `#if (os(iOS) && canImport(CoreTelephony)) || os(macOS)`.
        "CoreTelephony",
    ]

    /// The clause of an `#if` that is compiled: the first whose condition holds, else `#else`.
    package func activeClause(_ decl: IfConfigDeclSyntax, program: SwiftProgram) throws(SceneError) -> IfConfigClauseSyntax? {
        for clause in decl.clauses {
            guard let condition = clause.condition else { return clause }
            if try holds(condition, program: program) { return clause }
        }
        return nil
    }

    package func holds(_ condition: ExprSyntax, program: SwiftProgram) throws(SceneError) -> Bool {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try holds(only.expression, program: program)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !(try holds(prefix.expression, program: program))
        }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let reference = condition.as(DeclReferenceExprSyntax.self) {
            return defined.contains(reference.baseName.text)
        }
        // `a && b || c` arrives unfolded (an `#if` condition is read before operators are folded
        // in some positions) or folded; both are taken left to right with && binding tighter.
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return try holds(sequence: Array(sequence.elements), program: program)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            switch op {
            case "&&":
                guard try holds(infix.leftOperand, program: program) else { return false }
                return try holds(infix.rightOperand, program: program)
            case "||":
                if try holds(infix.leftOperand, program: program) { return true }
                return try holds(infix.rightOperand, program: program)
            default: break
            }
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let argument = call.arguments.first?.expression {
            let text = argument.trimmedDescription
            switch name {
            case "os": return text == "iOS"
            case "canImport": return Self.importable.contains(text.split(separator: ".").first.map(String.init) ?? text)
            case "targetEnvironment": return text == "simulator"
            case "arch": return text == "arm64"
            case "_endian": return text == "little"
            case "_pointerBitWidth": return text == "_64"
            case "_runtime": return text == "_ObjC"
            case "hasFeature", "hasAttribute": return true
            case "swift", "compiler": return try Self.compareVersion(argument, program: program)
            default: break
            }
        }
        throw program.error("unsupported compilation condition \(condition.trimmedDescription.prefix(60)); the renderer knows os(), canImport(), targetEnvironment(), arch(), swift(), compiler(), names (DEBUG, --define NAME), !, && and ||",
                            at: Syntax(condition))
    }

    private func holds(sequence: [ExprSyntax], program: SwiftProgram) throws(SceneError) -> Bool {
        // Split at `||` first (it binds loosest), then at `&&`.
        func split(_ items: [ExprSyntax], at op: String) -> [[ExprSyntax]] {
            var parts: [[ExprSyntax]] = [[]]
            for item in items {
                if item.as(BinaryOperatorExprSyntax.self)?.operator.text == op { parts.append([]) } else { parts[parts.count - 1].append(item) }
            }
            return parts
        }
        for alternative in split(sequence, at: "||") {
            var all = true
            for term in split(alternative, at: "&&") {
                guard term.count == 1, let only = term.first else {
                    throw program.error("unsupported compilation condition", at: term.first.map { Syntax($0) })
                }
                if !(try holds(only, program: program)) { all = false; break }
            }
            if all { return true }
        }
        return false
    }

    /// `swift(>=5.9)`, `compiler(<6.1)`: against Swift 6.0.
    private static func compareVersion(_ argument: ExprSyntax, program: SwiftProgram) throws(SceneError) -> Bool {
        let text = argument.trimmedDescription.replacingOccurrences(of: " ", with: "")
        let op = text.hasPrefix(">=") ? ">=" : text.hasPrefix("<") ? "<" : ""
        guard !op.isEmpty else { throw program.error("a version condition is written swift(>=5.9) or swift(<6)", at: Syntax(argument)) }
        let parts = text.dropFirst(op.count).split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else {
            throw program.error("a version condition is written swift(>=5.9) or swift(<6)", at: Syntax(argument))
        }
        var wanted = parts.compactMap { $0 }
        var have = swiftVersion
        while wanted.count < have.count { wanted.append(0) }
        while have.count < wanted.count { have.append(0) }
        let atLeast = !have.lexicographicallyPrecedes(wanted)
        return op == ">=" ? atLeast : !atLeast
    }
}
