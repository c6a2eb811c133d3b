import SwiftSyntax
import RenderLayout
import RenderScene

/// `allCases` of SwiftUI's `CaseIterable` enums the module's extensions count
/// (EnvironmentOverrides' `extension ContentSizeCategory { static var stride: CGFloat { 1 /
/// CGFloat(allCases.count - 1) } }` and its `allCases.firstIndex(of: self)`):
///
/// 1. `ContentSizeCategory.allCases` is its twelve cases, smallest first, as SwiftUI declares
///    them (Apple's documentation of `ContentSizeCategory`, Topics: `extraSmall` … `extraExtraExtraLarge`,
///    then `accessibilityMedium` … `accessibilityExtraExtraExtraLarge`); `DynamicTypeSize.allCases`
///    likewise (`xSmall` … `xxxLarge`, `accessibility1` … `accessibility5`).
/// 2. Each case is the enum's value (`.large`), equal to the one `@Environment(\.sizeCategory)`
///    reads at rest; read unqualified inside an extension of that type too.
extension Interpreter {
    static let swiftUICaseLists: [String: [String]] = [
        "ContentSizeCategory": ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                                "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                                "accessibilityExtraExtraExtraLarge"],
        "DynamicTypeSize": ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                            "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"],
    ]

    /// Step 1; nil for other members and types.
    func swiftUIAllCases(_ name: String, of type: String) -> SwiftValue? {
        guard name == "allCases", let cases = Self.swiftUICaseLists[type] else { return nil }
        return .array(cases.map { .symbol(Symbol(type: type, steps: [Symbol.Step(name: $0, arguments: nil)])) })
    }
}
