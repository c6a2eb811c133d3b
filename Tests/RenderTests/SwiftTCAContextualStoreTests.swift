import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `store: .init(initialState: .init(), reducer: Feature.init)` given to a `StoreOf<Feature>`
/// parameter in a file that also imports a package the renderer does not read (issue 25, lane
/// fresh25be; shaped like EhPanda's TCA 0.x previews, written for the test): the store is TCA's,
/// which the renderer models, not the package's unknown `StoreOf<Feature>(…)`; its state is made
/// by the state's own `init()`, a property wrapper of the module's included.
final class SwiftTCAContextualStoreTests: XCTestCase {
    static let source = """
    import ComposableArchitecture
    import SomeUnreadPackage
    import SwiftUI

    private final class Box<T: Equatable>: Equatable {
        var value: T
        init(_ value: T) { self.value = value }
        static func == (lhs: Box<T>, rhs: Box<T>) -> Bool { lhs.value == rhs.value }
    }

    @propertyWrapper struct Boxed<T: Equatable>: Equatable {
        private var box: Box<T>
        init(_ value: T) { box = .init(value) }
        var wrappedValue: T {
            get { box.value }
            set { box = .init(newValue) }
        }
    }

    struct DetailFeature: Reducer {
        struct State: Equatable { var title = "Detail" }
        enum Action { case load }
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
    }

    struct FrontFeature: Reducer {
        struct State: Equatable {
            var keyword = ""
            var pageNumber = 1
            var detailState: Boxed<DetailFeature.State?>
            init() { detailState = .init(.init()) }
        }
        enum Action { case fetch }
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
    }

    struct FrontView: View {
        let store: StoreOf<FrontFeature>
        let title: String
        var body: some View {
            VStack(spacing: 0) {
                Text(title).id("title")
                Text("page \\(store.pageNumber)")
            }
        }
    }

    struct FrontView_Previews: PreviewProvider {
        static var previews: some View {
            FrontView(store: .init(initialState: .init(), reducer: FrontFeature.init), title: "Frontpage")
        }
    }
    """

    func testTheStoreIsTCAsAndItsStateIsMade() throws {
        let loaded = try loadModule(["View.swift": Self.source], test: self)
        XCTAssertEqual(loaded.warnings.filter { $0.contains("placeholder") || $0.contains("left out") }, [])
        XCTAssertEqual(try layoutTexts(loaded), ["Frontpage", "page 1"])
        XCTAssertSize(try layoutFrame(loaded, "title"), 90, 20)
    }

    /// A state whose `init` fails (here an index past the end, as Swift traps) is the unknown
    /// `FrontFeature.State`, with a warning giving the failure where it happened: the view's
    /// reads of the store are placeholders, the rest renders.
    func testAStateThatCannotBeMadeSaysWhy() throws {
        let source = Self.source.replacingOccurrences(of: "init() { detailState = .init(.init()) }",
                                                      with: "init() { detailState = .init(.init()); pageNumber = [1, 2][3] }")
        let loaded = try loadModule(["View.swift": source], test: self)
        let reasons = loaded.warnings.filter { $0.contains("FrontFeature.State is a placeholder") }
        XCTAssertEqual(reasons.count, 1, "\(loaded.warnings)")
        XCTAssertTrue(reasons.first?.contains("index 3 is out of range") == true, "\(reasons)")
        XCTAssertEqual(try layoutTexts(loaded).first, "Frontpage")
    }
}
