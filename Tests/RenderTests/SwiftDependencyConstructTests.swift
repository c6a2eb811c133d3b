import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Swift the checked-out package dependencies of the corpus apps write (Puddles, WeChat's
/// `LBJMediaBrowser`, IceCubes' `swift-markdown`), as snippets shaped like theirs, written for
/// these tests; laid out with the fixed-advance measurer (10 pt per character, 20 pt lines).
extension SwiftAppCodeTests {
    func testAnInitialiserIsChosenByWhetherItsArgumentIsAClosure() throws {
        // Puddles' `StateHosting(_ hostedState: @escaping () -> Observable, content:)` beside
        // `StateHosting(_ hostedState: Observable, content:)`: a value takes the second, a closure
        // the first, whichever is declared first.
        let source = """
        import SwiftUI
        struct Hosting<Value, Content: View>: View {
            @State var value: Value
            var content: (Binding<Value>) -> Content
            init(_ make: @escaping () -> Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
                self._value = .init(wrappedValue: make())
                self.content = content
            }
            init(_ value: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
                self._value = .init(wrappedValue: value)
                self.content = content
            }
            var body: some View { content($value) }
        }
        struct Draft { var title = "Design" }
        struct V: View {
            var body: some View {
                VStack {
                    Hosting(Draft()) { $draft in Text(draft.title) }
                    Hosting({ Draft(title: "Sync") }) { $draft in Text(draft.title) }
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["Design", "Sync"])
        XCTAssertEqual(try leaves(source), ["Text 165,380 60x20", "Text 175,400 40x20"])
    }

    func testAnExtensionModifierWhoseLabelsDoNotFitLeavesTheCallToSwiftUIs() throws {
        // LBJMediaBrowser's `extension View { func frame(size: CGSize) }`, in a module whose
        // `.frame(height: 30)` is SwiftUI's.
        let source = """
        import SwiftUI
        extension View {
            func frame(size: CGSize) -> some View { frame(width: size.width, height: size.height) }
        }
        struct V: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("a").frame(height: 30)
                    Text("b").frame(size: CGSize(width: 50, height: 40))
                }
            }
        }
        """
        // 30 high, then 40 high: each text in the middle of its frame.
        XCTAssertEqual(try leaves(source), ["Text 190,370 10x20", "Text 190,405 10x20"])
    }
}

extension SwiftModuleCheckoutTests {
    func testADependencyThatDeclaresASwiftUINameIsNotRead() throws {
        // swift-markdown's `public struct Text: RecurringInlineMarkup` would hide SwiftUI's `Text`
        // in every file of the module; Swift sees it only where `Markdown` is imported.
        var files = rootFiles()
        files[".build/checkouts/Dep/Package.swift"] = Self.depManifest.replacingOccurrences(of: #".target(name: "DepCore")"#, with: #".target(name: "DepCore"), .target(name: "DepMarkup")"#)
        files[".build/checkouts/Dep/Sources/DepKit/Badge.swift"]! += "\nimport DepMarkup\n"
        files[".build/checkouts/Dep/Sources/DepMarkup/Markup.swift"] = "public struct Text: CustomStringConvertible {\n    public var description: String { \"\" }\n}\n"
        let folder = try make(files)
        let loaded = try load(folder)
        XCTAssertEqual(loaded.warnings.filter { $0.contains("is not read") }.map { $0.replacingOccurrences(of: folder.path + "/", with: "") },
                       ["Sources/App/Screen.swift: warning: the package target DepMarkup is not read: it declares Text, which would hide SwiftUI's Text in the whole module; its names are unknown"])
        // SwiftUI's `Text` is drawn, the rest of the package read.
        XCTAssertEqual(try layoutTexts(loaded), ["new", "abc"])
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertEqual(SwiftModule.shadowedSwiftUIName("import Foundation\n@frozen public struct Table: BlockMarkup {}"), "Table")
        XCTAssertNil(SwiftModule.shadowedSwiftUIName("public struct TextStyle {}\n    struct Text {}"))
    }
}
