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

extension SwiftAppCodeTests {
    func testAClocksNowPlusADelayIsAnUnknownMoment() throws {
        // url-image's `DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: work)`
        // in a loader an image view's `init` runs: the work is never run, nothing refuses.
        let source = """
        import SwiftUI
        struct V: View {
            let delay = 0.25
            init() {
                DispatchQueue.main.asyncAfter(deadline: .now() + delay) { print("later") }
            }
            var body: some View { Text("shown") }
        }
        """
        XCTAssertEqual(try texts(source), ["shown"])
        XCTAssertEqual(try load(source).warnings, [])
    }
}

extension SwiftAppCodeTests {
    func testStringComparisonsAreComparisonResults() throws {
        // WeChat's lookup through Kickstarter-Prelude's `Optional.filter`:
        // `.filter { $0.caseInsensitiveCompare(augmentedKey) != .orderedSame }.coalesceWith(defaultValue)`
        // (Prelude's `coalesceWith` takes an `@autoclosure`, which the renderer does not call yet).
        let source = """
        import SwiftUI
        extension Optional {
            func filter(_ predicate: (Wrapped) -> Bool) -> Wrapped? {
                if let value = self, predicate(value) { return value }
                return nil
            }
            func coalesceWith(_ value: Wrapped) -> Wrapped { self ?? value }
        }
        struct V: View {
            let found: String? = "search"
            var body: some View {
                VStack {
                    Text(found.filter { $0.caseInsensitiveCompare("Search") != .orderedSame }.coalesceWith("default"))
                    Text(found.filter { $0.compare("Search") == .orderedDescending }.coalesceWith("default"))
                    Text("b".localizedStandardCompare("a") == .orderedDescending ? "after" : "before")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["default", "search", "after"])
    }
}

extension SwiftModuleCheckoutTests {
    func testAnErrorInAPackagesCodeIsAPlaceholderOfTheAppsView() throws {
        // url-image's `RemoteImage.load()`, run by its view, meets what the renderer cannot run:
        // the package's view statement that failed is a named placeholder, the app's views
        // around it render. (The same code in the app's own file stays an error.)
        var files = loaderFiles(checkouts: ".build/checkouts")
        let folder = try make(files)
        let loaded = try load(folder, file: "Sources/App/Remote.swift")
        XCTAssertEqual(loaded.placeholders, 1)
        XCTAssertEqual(loaded.warnings.map { $0.replacingOccurrences(of: folder.path + "/", with: "") },
                       [".build/checkouts/Dep/Sources/DepKit/Loader.swift:6:42: warning: Text(…) is a placeholder: index 5 is out of range (the array has 2 elements)",
                        ".build/checkouts/Dep/Sources/DepKit/Loader.swift:6:34: warning: placeholder for Text(…): the renderer does not know it"])
        // The placeholder's label, then the app's text.
        XCTAssertEqual(try layoutTexts(loaded), ["Text(…)", "abc"])
        // In the app's own file, an error.
        files["Sources/App/Remote.swift"] = files[".build/checkouts/Dep/Sources/DepKit/Loader.swift"]
        XCTAssertThrowsError(try load(try make(files), file: "Sources/App/Remote.swift")) { error in
            XCTAssertTrue("\(error)".contains("index 5 is out of range"), "\(error)")
        }
    }

    /// The `Loader` and `Remote` files of `testAnErrorInAPackagesCodeIsAPlaceholderOfTheAppsView`,
    /// the package's below `checkouts` (its folder of checkouts).
    func loaderFiles(checkouts: String) -> [String: String] {
        var files = rootFiles(checkouts: checkouts + "/Dep")
        files[checkouts + "/Dep/Sources/DepKit/Loader.swift"] = """
        import SwiftUI

        public struct Loader: View {
            let slots = [1, 2]
            public init() {}
            public var body: some View { Text("\\(slots[5])") }
        }
        """
        files["Sources/App/Remote.swift"] = """
        import SwiftUI
        import DepKit

        struct Remote: View {
            var body: some View {
                VStack {
                    Loader()
                    Text("abc")
                }
            }
        }
        """
        return files
    }

    func testAnErrorInAnAppInsideAFolderNamedCheckoutsStaysAnError() throws {
        // The app's own `Loader`, drawn by its `Remote` (the package's removed): the app's files
        // are no package's, whatever the folders above them are named.
        var files = loaderFiles(checkouts: ".build/checkouts")
        files["Sources/App/Loader.swift"] = files.removeValue(forKey: ".build/checkouts/Dep/Sources/DepKit/Loader.swift")
        let inside = try make(files.reduce(into: [:]) { $0["checkouts/App/" + $1.key] = $1.value })
        XCTAssertThrowsError(try load(inside.appendingPathComponent("checkouts/App"), file: "Sources/App/Remote.swift")) { error in
            XCTAssertTrue("\(error)".contains("index 5 is out of range"), "\(error)")
        }
    }

    func testAnErrorInAPackageNamedByThePackagesOptionIsAPlaceholder() throws {
        // `--packages DIR` whose folders are not named `checkouts`: its package's code is still
        // a package's.
        let folder = try make(loaderFiles(checkouts: "Elsewhere/Deps"))
        let loaded = try load(folder, packages: folder.appendingPathComponent("Elsewhere/Deps").path, file: "Sources/App/Remote.swift")
        XCTAssertEqual(loaded.placeholders, 1)
        XCTAssertEqual(loaded.warnings.map { $0.replacingOccurrences(of: folder.path + "/", with: "") },
                       ["Elsewhere/Deps/Dep/Sources/DepKit/Loader.swift:6:42: warning: Text(…) is a placeholder: index 5 is out of range (the array has 2 elements)",
                        "Elsewhere/Deps/Dep/Sources/DepKit/Loader.swift:6:34: warning: placeholder for Text(…): the renderer does not know it"])
        XCTAssertEqual(try layoutTexts(loaded), ["Text(…)", "abc"])
    }

    func testADependencyFileThatDeclaresAPublicSwiftUINameIsNotRead() throws {
        // swift-markdown's `public struct Text: RecurringInlineMarkup` would hide SwiftUI's `Text`
        // in every file of the module; Swift sees it only where `Markdown` is imported.
        var files = rootFiles()
        files[".build/checkouts/Dep/Package.swift"] = Self.depManifest.replacingOccurrences(of: #".target(name: "DepCore")"#, with: #".target(name: "DepCore"), .target(name: "DepMarkup")"#)
        files[".build/checkouts/Dep/Sources/DepKit/Badge.swift"]! += "\nimport DepMarkup\n"
        files[".build/checkouts/Dep/Sources/DepMarkup/Markup.swift"] = "public struct Text: CustomStringConvertible {\n    public var description: String { \"\" }\n}\n"
        // Nuke's internal `typealias Color = UIColor` (inside `#if`): invisible to the importing
        // module, so its file is read, as the target's other files are.
        files[".build/checkouts/Dep/Sources/DepMarkup/Colors.swift"] = "#if os(macOS)\ntypealias Color = NSColor\n#else\ntypealias Color = UIColor\n#endif\npublic let markupInset = 3\n"
        let folder = try make(files)
        let loaded = try load(folder)
        XCTAssertEqual(loaded.warnings.filter { $0.contains("is not read") }.map { $0.replacingOccurrences(of: folder.path + "/", with: "") },
                       ["Sources/App/Screen.swift: warning: .build/checkouts/Dep/Sources/DepMarkup/Markup.swift of the package target DepMarkup is not read: it declares Text, which would hide SwiftUI's Text in the whole module; its names are unknown"])
        // Read (and parsed where the screen reaches it: here not, `ModuleReach`).
        let read = try SwiftModule.sources(of: folder.appendingPathComponent("Sources/App/Screen.swift").path, choice: .automatic).files
        XCTAssertEqual(read.map { URL(fileURLWithPath: $0.file).lastPathComponent }.filter { ["Markup.swift", "Colors.swift"].contains($0) }, ["Colors.swift"])
        // SwiftUI's `Text` is drawn, the rest of the package read.
        XCTAssertEqual(try layoutTexts(loaded), ["new", "abc"])
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertEqual(SwiftModule.shadowedSwiftUIName("import Foundation\n@frozen public struct Image: InlineMarkup {}"), "Image")
        XCTAssertEqual(SwiftModule.shadowedSwiftUIName("open class Text {}"), "Text")
        XCTAssertNil(SwiftModule.shadowedSwiftUIName("public struct TextStyle {}\n    struct Text {}"))
        XCTAssertNil(SwiftModule.shadowedSwiftUIName("typealias Color = UIColor\nstruct Image {}\ninternal final class Text {}"))
    }
}
