import SwiftSyntax
import RenderLayout

/// `if #available(iOS 26, *)` and `#unavailable(iOS 17.4)`: checked against the iPhone the
/// renderer draws, which runs iOS 18.6 (decision, issue 25: the renderer draws iOS 17 and 18's
/// look, and 18.6 is iOS 18's last feature release, so an app whose minimum is iOS 18 — IceCubes
/// — runs there too; `UIDevice.current.systemVersion` is the same "18.6").
///
/// 1. `#available(…)` holds when the `iOS` entry's version is at most 18.6 (`iOS 15`,
///    `iOS 17.4`, `iOS 18`), and not for a later one (`iOS 18.7`, `iOS 26`): the `else` branch
///    is what that iPhone shows (`.glassEffect` under `if #available(iOS 26, *)` is not reached).
/// 2. An argument list without an `iOS` entry (`#available(macOS 14, *)`) holds: `*` stands for
///    every other platform, iOS among them. Other platforms' entries are not read.
/// 3. `#unavailable(…)` is the opposite of `#available(…)` of the same list.
extension Interpreter {
    /// The iOS version the drawn iPhone runs.
    static let drawnSystemVersion = [18, 6]
    static let drawnSystemVersionString = "18.6"

    /// Steps 1–3.
    static func availabilityHolds(_ condition: AvailabilityConditionSyntax) -> Bool {
        var available = true
        for argument in condition.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  restriction.platform.text == "iOS", let version = restriction.version else { continue }
            let wanted = version.trimmedDescription.split(separator: ".").map { Int($0) ?? 0 }
            available = isAtMost(wanted, drawnSystemVersion)
        }
        let unavailable = condition.availabilityKeyword.tokenKind == .poundUnavailable
        return unavailable ? !available : available
    }

    /// Whether version `a` is at most `b`, a missing component being 0 (`17` is `17.0`).
    static func isAtMost(_ a: [Int], _ b: [Int]) -> Bool {
        let count = max(a.count, b.count)
        for index in 0..<count {
            let x = index < a.count ? a[index] : 0
            let y = index < b.count ? b[index] : 0
            if x != y { return x < y }
        }
        return true
    }
}
