import Foundation
@testable import RenderLayout
@testable import RenderScene

/// Runs the invariants over numbered cases of a seed, shrinks what fails and writes it down.
///
/// Case `n` of seed `s` is drawn from `SeededGenerator(seed: mix(s, n))` alone: the tree and
/// the proposal, so a seed and a case number make the same finding on any machine.
struct InvariantCampaign {
    let seed: UInt64

    static func mix(_ seed: UInt64, _ index: Int) -> UInt64 {
        var generator = SeededGenerator(seed: seed ^ (UInt64(index) &* 0xD6E8_FEB8_6659_FD93))
        return generator.next()
    }

    /// Case `index`: its tree and proposal.
    func makeCase(_ index: Int, apiOnly: Bool = false) -> LayoutInvariants.Case {
        var generator = RandomTreeGenerator(seed: Self.mix(seed, index))
        if apiOnly {
            generator.onlyViews = RandomTreeAPI.views
            generator.onlyModifiers = RandomTreeAPI.modifiers
        }
        let tree = generator.tree()
        let width = generator.pick(LayoutInvariants.proposals)
        let height = generator.pick(LayoutInvariants.proposals)
        return LayoutInvariants.Case(tree: tree, width: width, height: height)
    }

    // MARK: - Shrinking

    /// The smallest tree found, by greedy steps, that still breaks `rule`: a modifier removed,
    /// an optional argument left out, a child removed, a view replaced by one of its views.
    static func shrink(_ item: LayoutInvariants.Case, rule: String, budget: Int = 400) -> LayoutInvariants.Case {
        var best = item
        var checks = 0
        func fails(_ candidate: LayoutInvariants.Case) -> Bool {
            checks += 1
            return LayoutInvariants.check(candidate).contains { $0.rule == rule }
        }
        var progress = true
        while progress && checks < budget {
            progress = false
            for candidate in smaller(best.tree) where checks < budget {
                var next = best
                next.tree = candidate
                if fails(next) { best = next; progress = true; break }
            }
        }
        // Simpler proposals too: nil, then ordinary numbers.
        for width in [nil, 390.0] as [Double?] where best.width != width && checks < budget {
            var next = best
            next.width = width
            if fails(next) { best = next; break }
        }
        for height in [nil, 390.0] as [Double?] where best.height != height && checks < budget {
            var next = best
            next.height = height
            if fails(next) { best = next; break }
        }
        return best
    }

    /// Trees one step smaller than `tree`, smallest first.
    static func smaller(_ tree: RandomView) -> [RandomView] {
        var result: [RandomView] = []
        // The tree's own views in place of it.
        for argument in tree.arguments {
            switch argument {
            case .view(let view)?: result.append(view)
            case .content(let views)?: result += views
            default: break
            }
        }
        for modifier in tree.modifiers {
            for case .view(let view)? in modifier.arguments { result.append(view) }
        }
        // A modifier fewer.
        for index in tree.modifiers.indices {
            var copy = tree
            copy.modifiers.remove(at: index)
            result.append(copy)
        }
        // A child fewer, an optional argument left out, a child made smaller.
        let parameters = tree.name == "ForEach" ? [] : tree.entry.overloads[tree.overload].parameters
        for (index, argument) in tree.arguments.enumerated() {
            switch argument {
            case .content(let views)?:
                for child in views.indices {
                    var copy = tree
                    var fewer = views
                    fewer.remove(at: child)
                    copy.arguments[index] = .content(fewer)
                    result.append(copy)
                }
                for child in views.indices {
                    for smaller in smaller(views[child]) {
                        var copy = tree
                        var changed = views
                        changed[child] = smaller
                        copy.arguments[index] = .content(changed)
                        result.append(copy)
                    }
                }
            case .view(let view)?:
                for smaller in smaller(view) {
                    var copy = tree
                    copy.arguments[index] = .view(smaller)
                    result.append(copy)
                }
                if index < parameters.count, parameters[index].optional {
                    var copy = tree
                    copy.arguments[index] = nil
                    result.append(copy)
                }
            case .value?:
                if index < parameters.count, parameters[index].optional {
                    var copy = tree
                    copy.arguments[index] = nil
                    result.append(copy)
                }
            case nil: break
            }
        }
        for (index, modifier) in tree.modifiers.enumerated() {
            for (argumentIndex, argument) in modifier.arguments.enumerated() {
                guard case .view(let view)? = argument else { continue }
                for smaller in smaller(view) {
                    var copy = tree
                    copy.modifiers[index].arguments[argumentIndex] = .view(smaller)
                    result.append(copy)
                }
            }
        }
        return result
    }

    // MARK: - Findings

    /// Writes a finding's folder: the scene, the Swift file, the proposal and what broke, and
    /// the command that shows it again.
    static func write(_ item: LayoutInvariants.Case, violations: [LayoutInvariants.Violation], to folder: URL,
                      seed: UInt64, index: Int) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func show(_ value: Double?) -> String { value.map { $0 == .infinity ? "infinity" : LayoutInvariants.number($0) } ?? "nil" }
        try item.tree.sceneJSON.write(to: folder.appendingPathComponent("tree.json"), atomically: true, encoding: .utf8)
        try item.tree.swiftFile.write(to: folder.appendingPathComponent("Tree.swift"), atomically: true, encoding: .utf8)
        var flags = ""
        if let width = item.width, width.isFinite { flags += " --width \(LayoutInvariants.number(width))" }
        if let height = item.height, height.isFinite { flags += " --height \(LayoutInvariants.number(height))" }
        let text = """
            seed \(seed), case \(index); proposal \(show(item.width))×\(show(item.height)) (shrunk)
            see again: .build/debug/render \(folder.path)/tree.json\(flags) --explain=all -o /tmp/tree.png
            (an infinite or nil proposal has no flag: nil is the default; infinity only from inside the scene)

            \(violations.map(\.description).joined(separator: "\n\n"))

            """
        try text.write(to: folder.appendingPathComponent("finding.txt"), atomically: true, encoding: .utf8)
    }
}

extension LayoutInvariants {
    static func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
}
