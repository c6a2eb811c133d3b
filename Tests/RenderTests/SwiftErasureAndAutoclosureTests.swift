import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What the corpus apps MovieSwiftUI and WeChat-SwiftUI (and their checked-out packages) write
/// around a view at rest (issue 25, lane atrest25b), each a general rule tested with a snippet
/// shaped like that code but written for these tests; laid out with the fixed-advance measurer
/// (10 pt per character, 20 pt lines).
extension SwiftAppCodeTests {
    func testAnAutoclosureParameterIsCalledForItsValue() throws {
        // Kickstarter-Prelude's `coalesceWith(_ value: @autoclosure () -> Wrapped)`, which
        // WeChat's `localizedString` ends in: the body calls `value()`.
        let source = """
        import SwiftUI

        extension Optional {
            func coalesceWith(_ value: @autoclosure () -> Wrapped) -> Wrapped {
                return self ?? value()
            }
        }
        func handOn(_ fallback: @autoclosure () -> String = "Default") -> String {
            run(fallback)
        }
        func run(_ make: () -> String) -> String { make() }

        struct Bar: View {
            let title: String? = nil
            let count: Int? = 2
            var body: some View {
                VStack {
                    Text(title.coalesceWith("Search"))
                    Text(count.map { "k.\\($0)" }.coalesceWith("k"))
                    Text(handOn("Hand" + "ed"))
                    Text(handOn())
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 0, "\(loaded.warnings)")
        XCTAssertEqual(try texts(source), ["Search", "k.2", "Handed", "Default"])
        // A wrong label on the call stays an error.
        XCTAssertTrue(message(source.replacingOccurrences(of: "title.coalesceWith(\"Search\")", with: "title.coalesceWith(other: \"Search\")"))
            .contains("coalesceWith"))
    }

    func testAnyViewIsTheViewItErases() throws {
        // WeChat's `extension View { func asAnyView() -> AnyView { AnyView(self) } }` and its
        // `Image.resize(_:_:)`, which returns either branch through it.
        let source = """
        import SwiftUI

        extension View {
            func asAnyView() -> AnyView { AnyView(self) }
        }
        extension Image {
            func resize(_ size: CGSize? = nil) -> some View {
                let content = resizable()
                if let size = size {
                    return content.frame(width: size.width, height: size.height).asAnyView()
                }
                return content.asAnyView()
            }
        }
        struct Row: View {
            var body: some View {
                HStack(spacing: 0) {
                    Image(systemName: "star").resize(CGSize(width: 30, height: 20))
                    AnyView(erasing: Text("Hi").padding(5))
                    AnyView(Color.red.frame(width: 10, height: 10))
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 0, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.isEmpty, "\(loaded.warnings)")
        XCTAssertEqual(try leaves(source), ["Image 160,390 30x20", "Text 195,390 20x20", "Color 220,395 10x10"])
        XCTAssertTrue(message(source.replacingOccurrences(of: "AnyView(erasing: Text", with: "AnyView(view: Text"))
            .contains("AnyView takes one view"))
    }

    func testAProtocolsDefaultImplementationRunsOnAStandardTypeGivenItInAnExtension() throws {
        // Kickstarter-Prelude's `extension Optional: OptionalType` and `extension OptionalType {
        // func coalesceWith(…); func filter(…) }`, reading `self.optional`.
        let source = """
        import SwiftUI

        protocol Wrapping {
            associatedtype Wrapped
            var optional: Wrapped? { get }
        }
        extension Optional: Wrapping {
            var optional: Wrapped? {
                return self
            }
        }
        extension Wrapping {
            func keep(_ predicate: (Wrapped) -> Bool) -> Wrapped? {
                if let value = self.optional, predicate(value) { return value }
                return nil
            }
            func or(_ value: @autoclosure () -> Wrapped) -> Wrapped {
                return self.optional ?? value()
            }
        }

        struct Row: View {
            let missing: String? = nil
            let count: Int? = 3
            var body: some View {
                VStack {
                    Text(missing.or("A"))
                    Text(count.flatMap { "n." + String($0) }.or("B"))
                    Text("".keep { !$0.isEmpty }.or("C"))
                    Text("x".keep { !$0.isEmpty }.or("D"))
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 0, "\(loaded.warnings)")
        XCTAssertEqual(try texts(source), ["A", "n.3", "C", "x"])
        // Without the conformance, the protocol's method is not the value's: an unknown value.
        let unconformed = try load(source.replacingOccurrences(of: "extension Optional: Wrapping {", with: "extension Optional {"))
        XCTAssertGreaterThan(unconformed.placeholders, 0)
    }
}

extension SwiftAppCodeTests {
    /// SwiftUIFlux's `protocol ConnectedView: View`, whose `body` a protocol extension gives
    /// (MovieSwiftUI's `MovieRow`): a view through the protocol, drawn by that body
    /// (`InterpreterViewProtocols` step 2); one whose protocol gives no body is a named
    /// placeholder with a located warning, not refused; a struct of no view protocol stays an error.
    func testAStructThatIsAViewThroughAModuleProtocolIsAPlaceholder() throws {
        let source = """
        import SwiftUI

        protocol Connected: View {
            associatedtype Props
            func body(props: Props) -> Text
        }
        protocol Row: Connected {}
        extension Connected {
            var body: some View { Text("connected") }
        }
        struct MovieRow: Row {
            struct Props { let title: String }
            func body(props: Props) -> Text { Text(props.title) }
        }
        struct Movies: View {
            var body: some View {
                VStack {
                    Text("top")
                    MovieRow()
                }
            }
        }
        """
        XCTAssertEqual(try SwiftSource.load(Array(source.utf8), file: "V.swift").warnings, [])
        XCTAssertEqual(try texts(source), ["top", "connected"])
        let bodiless = source.replacingOccurrences(of: "var body: some View { Text(\"connected\") }", with: "")
        let loaded = try SwiftSource.load(Array(bodiless.utf8), file: "V.swift")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("V.swift:18:13:") && $0.contains("placeholder for MovieRow (a View through Row)") }, "\(loaded.warnings)")
        XCTAssertThrowsError(try SwiftSource.load(Array(bodiless.utf8), file: "V.swift", options: .init(strict: true)))
        XCTAssertThrowsError(try SwiftSource.load(Array("""
            import SwiftUI
            struct Model { let x = 1 }
            struct V: View { var body: some View { VStack { Model() } } }
            """.utf8), file: "V.swift")) { error in XCTAssertTrue("\(error)".contains("Model is not a View"), "\(error)") }
    }
}
