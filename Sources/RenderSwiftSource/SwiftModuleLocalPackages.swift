import Foundation
import SwiftParser
import SwiftSyntax

/// Local package dependencies (held-out corpus, issue 25: IceCubes' `Account` package imports
/// `DesignSystem`, a sibling package, for `.scaledHeadline` and `.layoutPadding`).
///
/// 1. A manifest's `.package(path: "../DesignSystem")` and `.package(name: "X", path: "…")` name
///    local packages; their paths are relative to the manifest's folder.
/// 2. Their non-test targets, and those of the local packages they name in turn (breadth first,
///    at most `maxPackages` manifests, each read as `packageTargets` reads one), are the
///    rendered target's other targets by name, after its own package's (the first to declare a
///    name wins). Which of them are read is step 6 of `SwiftModule`: the ones imported.
extension SwiftModule {
    /// Manifests step 2 reads at most (an app's local packages are a dozen or two).
    static let maxPackages = 32

    /// Step 1: the `path:` of each `.package(…)` call of `manifest`.
    static func localPackagePaths(manifest: String) -> [String] {
        var parser = Parser(manifest, maximumNestingLevel: SwiftProgram.maxNesting)
        let tree = SourceFileSyntax.parse(from: &parser)
        final class Finder: SyntaxVisitor {
            var paths: [String] = []
            override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "package",
                      let path = call.arguments.first(where: { $0.label?.text == "path" })?.expression.as(StringLiteralExprSyntax.self) else {
                    return .visitChildren
                }
                paths.append(path.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined())
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.paths
    }

    /// Step 2 for the manifest `package`.
    static func localDependencyTargets(of package: URL) -> [String: Location] {
        var result: [String: Location] = [:]
        var seen: Set<String> = [package.standardizedFileURL.path]
        var pending = [package]
        var read = 0
        while !pending.isEmpty, read < maxPackages {
            let manifest = pending.removeFirst()
            read += 1
            guard case .success(let bytes) = readRegularFile(manifest.path, limit: maxManifestBytes),
                  let text = String(validating: bytes, as: UTF8.self), NestingScan.firstTooDeep(text) == nil else { continue }
            let root = manifest.deletingLastPathComponent()
            for path in localPackagePaths(manifest: text) where !path.isEmpty {
                let other = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path))
                    .appendingPathComponent("Package.swift").standardizedFileURL
                guard seen.insert(other.path).inserted else { continue }
                pending.append(other)
            }
            guard manifest != package else { continue }
            for (name, isTest, location) in packageTargets(manifest) ?? [] where !isTest && result[name] == nil {
                if FileManager.default.fileExists(atPath: location.folder) { result[name] = location }
            }
        }
        return result
    }
}
