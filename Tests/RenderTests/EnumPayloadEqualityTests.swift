import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `==` of enum cases with payloads (`InterpreterEnumEquality`) and a framework type's nested
/// type written out (`InterpreterDeclaredTypeMembers` step 4); snippets written for the test,
/// shaped like Compound's `TextFieldStyle` kinds and a design system's `Font.TextStyle` sizes.
final class EnumPayloadEqualityTests: XCTestCase {
    private func texts(_ source: String) throws -> [String] {
        let loaded = try loadModule(["View.swift": source], test: self)
        XCTAssertEqual(loaded.warnings.filter { $0.contains("placeholder") }, [])
        return try layoutTexts(loaded)
    }

    /// An enum with its own `==` is not compared by payload (Swift synthesises no `==` then):
    /// the renderer keeps the comparison by case name (step 4).
    func testAnEnumsOwnEqualityOperatorIsNotReplacedByPayloads() throws {
        let source = """
        import SwiftUI

        enum Route: Equatable {
            case detail(String)
            case settings
            static func == (lhs: Route, rhs: Route) -> Bool {
                switch (lhs, rhs) {
                case (.detail, .detail), (.settings, .settings): return true
                default: return false
                }
            }
        }

        struct V: View {
            let route: Route = .detail("a")
            var body: some View {
                VStack {
                    Text(route == .detail("b") ? "same screen" : "other screen")
                    Text(route == .settings ? "settings" : "not settings")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["same screen", "not settings"])
    }

    func testCasesWithPayloadsCompareCaseAndPayloadAndABareNameIsTheShadowingStatic() throws {
        let source = """
        import SwiftUI

        enum Secrecy { case standard, secure }

        enum Kind: Equatable {
            case plain(Secrecy)
            case tag(String)
            case none
            static let plain: Kind = .plain(.standard)
        }

        struct Row: View {
            let kind: Kind
            var label: String {
                switch kind {
                case .plain: return "any plain"
                case .tag("a"): return "tag a"
                default: return "other"
                }
            }
            var body: some View {
                HStack {
                    Text(kind == .plain ? "is plain" : "not plain")
                    Text(kind == .plain(.secure) ? "secure" : "not secure")
                    Text(kind != Kind.plain ? "differs" : "same")
                    Text(kind == .tag("a") ? "a" : "not a")
                    Text(label)
                }
            }
        }

        struct V: View {
            var body: some View {
                VStack {
                    Row(kind: .plain(.secure))
                    Row(kind: .tag("b"))
                    Row(kind: .plain)
                    Row(kind: .tag("a"))
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), [
            "not plain", "secure", "differs", "not a", "any plain",
            "not plain", "not secure", "differs", "not a", "other",
            "is plain", "not secure", "same", "not a", "any plain",
            "not plain", "not secure", "differs", "a", "tag a",
        ])
    }

    func testANestedFrameworkTypeWrittenOutIsTheTypeTheModuleExtends() throws {
        let source = """
        import SwiftUI

        extension Font.TextStyle {
            var points: Int {
                switch self {
                case .callout: return 16
                case .caption: return 12
                default: return 17
                }
            }
        }

        extension Font.Weight {
            var points: Int { 1 }
        }

        struct V: View {
            let style = Font.TextStyle.caption
            var body: some View {
                VStack {
                    Text("\\(Font.TextStyle.callout.points)")
                    Text("\\(style.points)")
                    Text("\\(Font.Weight.bold.points)")
                }
                .font(.system(Font.TextStyle.callout))
            }
        }
        """
        XCTAssertEqual(try texts(source), ["16", "12", "1"])
    }
}
