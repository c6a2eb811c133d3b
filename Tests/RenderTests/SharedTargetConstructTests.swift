import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What Home Assistant's app files met once the `Shared` target they import was read (branch
/// xcode25af; docs/swift-input.md, "The module"), each in a snippet shaped like the app code but
/// written here; exact results with the fixed-advance measurer (10 pt a character, 20 pt lines).
extension SwiftAppCodeTests {
    /// `activeSource = .cloudhook` in a model's method, to a `var activeSource: Source?`: the
    /// implicit member is the declared type's case (`InterpreterTypedFields`), so
    /// `activeSource?.title` is the enum's computed `title`.
    func testImplicitMemberAssignedToATypedPropertyTakesItsType() throws {
        let source = """
        import SwiftUI
        enum Source: Hashable {
            case cloudhook
            case internalURL
            var title: String {
                switch self {
                case .cloudhook: return "Cloud"
                case .internalURL: return "Internal"
                }
            }
        }
        final class Model: ObservableObject {
            @Published private(set) var activeSource: Source?
            var fallback: Source = .internalURL
            private(set) var spacing: CGFloat?
            init(cloud: Bool) {
                evaluate(cloud: cloud)
                self.spacing = .zero
            }
            var activeTitle: String { activeSource?.title ?? "None" }
            func evaluate(cloud: Bool) {
                if cloud {
                    activeSource = .cloudhook
                } else {
                    activeSource = nil
                }
                self.fallback = .cloudhook
            }
        }
        struct Detail: View {
            @StateObject private var model = Model(cloud: true)
            var body: some View {
                VStack(spacing: model.spacing) {
                    Text(model.activeTitle)
                    Text(model.fallback.title)
                    Text(Model(cloud: false).activeTitle)
                }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["Cloud", "Cloud", "None"])
        // `self.spacing = .zero` to a `CGFloat?`: the number 0, so the three lines touch.
        XCTAssertEqual(try leaves(source), ["Text 170,370 50x20", "Text 170,390 50x20", "Text 175,410 40x20"])
        // A case the declared enum lacks is a clear located error, as Swift's compiler gives.
        let wrong = message(source.replacingOccurrences(of: "activeSource = .cloudhook", with: "activeSource = .remoteUI"))
        XCTAssertTrue(wrong.hasPrefix("App.swift:23:13: Source has no case 'remoteUI'"), wrong)
    }

    /// `[Configuration<Item>]` in `struct Configs<Item> { struct Configuration<T> }`, where the
    /// module also declares another `Configuration` (Home Assistant's
    /// `SnapshottablePreviewConfigurations`, reached through `Shared`'s `@_exported import`): the
    /// nested type, as Swift's member lookup finds it first (`resolvedCompoundType`), so the
    /// array's `.init(item:name:)` elements are configurations and `view(configuration.item)`
    /// passes the item, not `Entry.init(item:name:)`.
    func testNestedGenericTypeInACompoundParameterTypeIsTheNestedOne() throws {
        let source = """
        import SwiftUI
        enum Configuration { static let build = "debug" }
        struct Configs<Item> {
            struct Configuration<ConfigurationItem>: Identifiable {
                let item: ConfigurationItem
                let name: String
                var id: String { name }
                init(item: ConfigurationItem, name: String) {
                    self.item = item
                    self.name = name
                }
            }
            let configurations: [Configuration<Item>]
            let configure: (Item) -> AnyView
            init(configurations: [Configuration<Item>], configure: @escaping (Item) -> some View) {
                self.configurations = configurations
                self.configure = { AnyView(configure($0)) }
            }
            @ViewBuilder
            func view(_ item: Item) -> some View {
                configure(item)
            }
            @ViewBuilder
            func previews() -> some View {
                ForEach(configurations) { configuration in
                    view(configuration.item)
                        .previewDisplayName(configuration.name)
                }
            }
        }
        struct Entry {
            var trigger: String
            init(updateType: String, payload: String) {
                self.trigger = updateType + payload
            }
        }
        struct EntryRow: View {
            let entry: Entry
            var body: some View { Text(entry.trigger) }
        }
        struct EntryRow_Previews: PreviewProvider {
            static var previews: some View {
                configuration.previews()
            }
            static var configuration: Configs<Entry> = .init(
                configurations: [
                    .init(item: Entry(updateType: "Manual", payload: "!"), name: "Row"),
                ]
            ) { item in
                EntryRow(entry: item)
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["Manual!"])
        XCTAssertEqual(try leaves(source), ["Text 160,390 70x20"])
    }
}
