import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Refusals of the held-out list of real files (scripts/corpus/heldout.tsv, docs/corpus.md),
/// each turned into a general rule and tested with a snippet shaped like the app code that
/// met it (issue 25; docs/swift-input.md).
extension SwiftAppCodeTests {
    func testNilSwiftCouldNotHaveIsAnUnknownValueAndOptionalMapRuns() throws {
        // WeChat's `count.flatMap { … }.coalesceWith(key)` and Grocy's `modelContext.fetch(…)`
        // of an `@Environment(\.modelContext)` the renderer has no value for.
        let source = """
        import SwiftUI

        struct User { let name: String; func greeting() -> String { "Hi " + name } }

        extension Optional {
            func coalesceWith(_ value: Wrapped) -> Wrapped { self ?? value }
        }

        struct V: View {
            let user: User? = nil
            let count: Int? = 3
            let none: Int? = nil
            let context: Store? = nil
            var body: some View {
                VStack {
                    Text(count.map { "\\($0 * 2) items" } ?? "no items")
                    Text(none.flatMap { "\\($0)" }.coalesceWith("empty"))
                    Text(user?.greeting() ?? "no user")
                    Text(context.fetch("all"))
                    Text("end")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["6 items", "empty", "no user", "Text(context.fetch(…))", "end"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 1)
        XCTAssertTrue(message(source.replacingOccurrences(of: "let context: Store? = nil", with: "let context: Int? = nil")) == "no error")
    }

    func testAWrappersStorageIsHandedToAChildsFocusState() throws {
        // WeChat's `ChatInputToolBar(…, isTextEditorFocused: _isTextEditorFocused, …)`: the
        // memberwise initialiser takes the wrapper by the property's name.
        XCTAssertEqual(try texts("""
        import SwiftUI

        struct Bar: View {
            @Binding
            var text: String
            @FocusState
            var isFocused: Bool
            let onSubmit: () -> Void
            var body: some View { Text(isFocused ? "focused \\(text)" : "idle \\(text)") }
        }

        struct Panel: View {
            @State private var text = "hi"
            @FocusState private var isFocused: Bool
            var body: some View {
                Bar(text: $text, isFocused: _isFocused, onSubmit: { print(text) })
            }
        }
        """), ["idle hi"])
    }

    func testAnAppTypesComparableOperatorSortsAndCompares() throws {
        // Food Truck's `sales.sorted()` of `DonutSales: Comparable` with its own `<`.
        XCTAssertEqual(try texts("""
        import SwiftUI

        struct Sale: Comparable {
            let name: String
            let count: Int
            static func < (lhs: Sale, rhs: Sale) -> Bool { lhs.count < rhs.count }
        }

        struct Chart: View {
            let sales = [Sale(name: "b", count: 2), Sale(name: "c", count: 3), Sale(name: "a", count: 1)]
            var body: some View {
                VStack {
                    Text(sales.sorted().map(\\.name).joined())
                    Text(sales.sorted(by: >).map(\\.name).joined())
                    Text(sales[0] < sales[1] ? "less" : "more")
                    Text(sales[0] >= sales[2] ? "at least" : "below")
                }
            }
        }
        """), ["abc", "cba", "less", "at least"])
    }

    func testAnExtensionStaticsInitIsOfItsDeclaredType() throws {
        // WeChat's `extension Color { static var bg_info_300: Color { .init("bg_info_300") } }`
        // used as `Color.bg_info_300.frame(height: 0.5)` and `.foregroundColor(.text_primary)`.
        XCTAssertEqual(try leaves("""
        import SwiftUI

        extension Color {
            static var line: Color { .init(red: 1, green: 0, blue: 0) }
            static var ink: Color { .init(white: 0.2) }
        }

        struct Panel: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.line.frame(width: 30, height: 2)
                    Text("ab").foregroundColor(.ink)
                }
            }
        }
        """), ["Color 180,389 30x2", "Text 185,391 20x20"])
    }

    func testAModifierOfAnUnknownValueThatFitsNoOverloadIsLeftOut() throws {
        // Food Truck's `BarMark(…).cornerRadius(6, style: .continuous)` inside a `Chart`.
        let loaded = try load("""
        import SwiftUI
        struct Sales: View {
            var body: some View {
                Chart {
                    BarMark(x: .value("Sales", 3)).cornerRadius(6, style: .continuous)
                }
                .frame(height: 100)
            }
        }
        """)
        // Since Swift Charts is drawn, the mark's own `cornerRadius(_:style:)` is taken (ChartTests).
        XCTAssertFalse(loaded.warnings.contains { $0.contains("cornerRadius") }, "\(loaded.warnings)")
        // A view's `cornerRadius` has no `style:`: a wrong label stays an error.
        XCTAssertTrue(message("""
        import SwiftUI
        struct V: View { var body: some View { Text("a").cornerRadius(6, style: .continuous) } }
        """).contains(".cornerRadius has no argument 'style:'"))
    }

    func testEdgeInsetsFieldsAndTheLargestNumber() throws {
        // WeChat's text-height helper: `insets.leading + insets.trailing` and
        // `CGSize(width: w, height: .greatestFiniteMagnitude)`.
        XCTAssertEqual(try texts("""
        import SwiftUI
        enum Constant {
            static let insets: EdgeInsets = .init(top: 8, leading: 5, bottom: 8, trailing: 5)
            static let side = EdgeInsets(leading: 4)
        }
        struct V: View {
            var body: some View {
                VStack {
                    Text("\\(Int(Constant.insets.leading + Constant.insets.trailing))")
                    Text("\\(Int(Constant.side.top + Constant.side.leading))")
                    Text(CGSize(width: 3, height: .greatestFiniteMagnitude).height > 1e300 ? "huge" : "small")
                }
            }
        }
        """), ["10", "4", "huge"])
    }

    func testAnUnknownMethodOfAStandardValueIsAnUnknownValue() throws {
        // WeChat's `text.boundingRect(with:options:attributes:context:)` (UIKit's NSString).
        let source = """
        import SwiftUI
        struct V: View {
            let text = "Hello"
            var height: CGFloat { ceil(text.boundingRect(with: .zero, options: [], context: nil).height) }
            var body: some View {
                VStack {
                    Text("Head")
                    Text("h \\(height)")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["Head", "Text(ceil(…))"])
        XCTAssertTrue(try load(source).warnings.contains { $0.contains("String.boundingRect(…) (unknown to the renderer)") })
    }

    func testATextInterpolatedInAStringIsItsCharacters() throws {
        // Grocy's `Text("\\(Text("Amount")): \\(amountString)")`.
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct Row: View {
            let amount = "3 kg"
            var body: some View { Text("\\(Text("Amount")): \\(amount)") }
        }
        """), ["Amount: 3 kg"])
    }

    func testABindingHelperAndBindingAnimationKeepTheBinding() throws {
        // ControlRoom's `$appearance.onChange(updateAppearance)` (its `extension Binding`) and
        // isowords' `$store.appIcon.animation()`.
        let loaded = try load("""
        import SwiftUI
        extension Binding {
            func onChange(_ handler: @escaping (Value) -> Void) -> Binding<Value> {
                Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0; handler($0) })
            }
        }
        struct Settings: View {
            @State private var on = true
            @State private var dark = false
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $on.onChange(update))
                    Toggle("Dark", isOn: $dark.animation())
                }
            }
            func update(_ value: Bool) {}
        }
        """)
        XCTAssertEqual(loaded.placeholders, 0)
        guard case .array(let toggles)? = loaded.json["root"]?["children"]?.value else { return XCTFail("\(loaded.json)") }
        let states = toggles.map { toggle -> Bool? in if case .bool(let on)? = toggle["isOn"]?.value { return on } else { return nil } }
        XCTAssertEqual(states, [true, false])
    }

    func testAnArrayLiteralsImplicitMembersTakeItsElementsType() throws {
        // isowords' `ForEach([UserSettings.ColorScheme.system, .dark, .light], id: \\.self)`.
        XCTAssertEqual(try texts("""
        import SwiftUI
        enum Settings {
            enum Scheme { case system, dark, light
                var title: String { self == .system ? "Auto" : self == .dark ? "Dark" : "Light" }
            }
        }
        struct Picker2: View {
            var body: some View {
                HStack {
                    ForEach([Settings.Scheme.system, .dark, .light], id: \\.self) { scheme in Text(scheme.title) }
                }
            }
        }
        """), ["Auto", "Dark", "Light"])
    }

    func testAFoundationValueGivenAPropertyItLacksIsUnknown() throws {
        // A property the renderer's `Calendar` does not hold (its `timeZone` it does, since
        // isowords' `gmtCalendar.timeZone = …`: SwiftStringAndCalendarTests).
        let source = """
        import SwiftUI
        func untilTomorrow() -> String {
            var calendar = Calendar.current
            calendar.firstWeekday = 2
            return "\\(calendar.component(.hour, from: Date()))"
        }
        struct V: View {
            var body: some View {
                VStack {
                    Text(untilTomorrow())
                    Text("end")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["Text(Calendar.firstWeekday)", "end"])
        XCTAssertTrue(try load(source).warnings.contains { $0.contains("Calendar.firstWeekday") })
    }

    func testAProviderWithItsOwnNestedTypeAndAnOptionalTask() throws {
        // Scrumdinger's providers: each nests its own `Dependencies`, made by `.init(…)` in a
        // static `mock`; `private var restorationTask: Task<Void, Never>?` is nil in `init`.
        XCTAssertEqual(try texts("""
        import SwiftUI

        final class Recorder {
            struct Dependencies { var finish: () -> String }
            let dependencies: Dependencies
            init(dependencies: Dependencies) { self.dependencies = dependencies }
            static var mock: Recorder = .init(dependencies: .init(finish: { "recorded" }))
        }

        final class Provider {
            struct Dependencies { var load: () -> String }
            private let dependencies: Dependencies
            private var restorationTask: Task<Void, Never>?
            var title = ""
            init(dependencies: Dependencies) {
                self.dependencies = dependencies
                restorationTask?.cancel()
                title = dependencies.load()
            }
            static var mock: Provider = .init(dependencies: .init(load: { "loaded" }))
        }

        struct V: View {
            var body: some View {
                VStack {
                    Text(Provider.mock.title)
                    Text(Recorder.mock.dependencies.finish())
                }
            }
        }
        """), ["loaded", "recorded"])
    }

    func testAFittedCanvasAroundAnEndlessWidthTakesTheDevicesWidth() throws {
        // Landmarks' `CategoryHome`: an image (here a view as wide as it is offered) filled to
        // its ratio under a canvas that fits its content.
        let loaded = try load("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Text("x").frame(maxWidth: .infinity).scaledToFill().frame(height: 200)
                    Text("See All")
                }
            }
        }
        """)
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        XCTAssertEqual(result.canvas.width, Device.all[0].size.width)
        XCTAssertEqual(result.canvas.height, 226)
        // The size was the renderer's choice, so it says so.
        XCTAssertTrue(result.warnings.first?.contains("would be infinite; laid out 393 wide as the iPhone 15's screen") == true, "\(result.warnings)")
    }

    func testABareNameInAnExtensionOfAStandardTypeFindsItsStatics() throws {
        // IceCubes' `extension Font { private static let headline = 17.0 … customFont(size:
        // headline) }`, the static declared under `#if`.
        let loaded = try load("""
        import SwiftUI
        extension Font {
            #if targetEnvironment(macCatalyst)
            private static let headline = 20.0
            #else
            private static let headline = 17.0
            #endif
            private static func custom(size: CGFloat) -> Font { .system(size: size + 1) }
            static var scaledHeadline: Font { custom(size: headline) }
        }
        struct V: View { var body: some View { Text("A").font(.scaledHeadline) } }
        """)
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertTrue("\(loaded.json)".contains("number(18.0)"), "\(loaded.json)")
    }

    func testAStaticTheRendererCannotMakeIsUnknownAndWhatReadsItIsLeftOut() throws {
        // IceCubes' `Theme.shared` (its `init` runs code the renderer does not have: there a local
        // function, which the renderer now runs; here a local type, which it does not) read by
        // `extension CGFloat { static var layoutPadding: CGFloat { Theme.shared.compact ? 20 : 8 } }`.
        let source = """
        import SwiftUI
        final class Theme {
            static let shared = Theme()
            var compact = false
            init() {
                struct Probe { var value = 1 }
                compact = Probe().value > 0
            }
        }
        extension CGFloat {
            static var layoutPadding: CGFloat { Theme.shared.compact ? 20 : 8 }
        }
        struct V: View {
            var body: some View {
                VStack {
                    Text("ab").padding(.horizontal, .layoutPadding)
                    Text("cd").overlay(alignment: .trailing) {
                        if Theme.shared.compact == false && 1 > 2 { Circle() }
                    }
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("Theme.shared is a placeholder: unsupported: a declaration inside a body") }, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("left out .padding: its argument uses Theme.shared") }, "\(loaded.warnings)")
        XCTAssertTrue(message(source).contains("no error"))
    }

    func testAnOverlayWhoseContentBuildsNothingIsEmpty() throws {
        // IceCubes' `.overlay(alignment: .trailing) { if needsBadge { Circle()… } }`.
        XCTAssertEqual(try leaves("""
        import SwiftUI
        struct V: View {
            let needsBadge = false
            var body: some View {
                Text("12").overlay(alignment: .trailing) {
                    if needsBadge { Circle().frame(width: 9, height: 9) }
                }
            }
        }
        """), ["Text 185,390 20x20", "ZStack 205,400 0x0"])
    }
}

extension SwiftModuleTests {
    func testTheLocalPackagesAManifestNamesAreReadAsItsTargets() throws {
        // IceCubes' `Account` package imports `DesignSystem`, a sibling package named with
        // `.package(name:path:)`, whose `.layoutPadding` reads `Models` of another.
        let loaded = try load("localpackages/App/Sources/Feature/CountView.swift")
        XCTAssertEqual(names(loaded), ["Feature/CountView.swift", "Design/Layout.swift", "Tokens/Spacing.swift"])
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertEqual(loaded.warnings, [])
        // 12 on each side of the 50-point text.
        XCTAssertSize(try layout(loaded).frame("count"), 74, 20)
        XCTAssertEqual(SwiftModule.localPackagePaths(manifest: #"let p = Package(name: "A", dependencies: [.package(path: "../B"), .package(url: "https://x", from: "1.0.0"), .package(name: "C", path: "Local/C")])"#),
                       ["../B", "Local/C"])
    }
}

extension SwiftAppCodeTests {
    func testEveryIPhoneXcodeNamesIsAScreen() throws {
        // isowords' preview helper: `.previewDevice("iPhone 12 mini")`, `"iPhone 12 Pro"`.
        for (name, width, height) in [("iPhone 12 mini", 375.0, 812.0), ("iPhone 12 Pro", 390, 844), ("iPhone SE (1st generation)", 320, 568),
                                      ("iPad Air (5th generation)", 820, 1180)] {
            let loaded = try load("""
            import SwiftUI
            struct V: View { var body: some View { Text("a").previewDevice("\(name)") } }
            """)
            XCTAssertEqual(loaded.warnings, [], name)
            XCTAssertEqual(loaded.scene.canvas.device?.appleName, name)
            XCTAssertEqual(loaded.scene.canvas.device?.size, Size(width: width, height: height))
        }
        XCTAssertEqual(Device.named("iphone-12-mini")?.scale, 3)
    }
}

extension SwiftAppCodeTests {
    func testAnUnknownImagesRatioModifiersAreLeftOut() throws {
        // Landmarks' `landmark.image.resizable().scaledToFill()` of an image the renderer does
        // not have: its box keeps its own size, with a warning; a given ratio still applies.
        let loaded = try load("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Store.shared.image.resizable().scaledToFill().frame(height: 100)
                    Store.shared.image.resizable().aspectRatio(contentMode: .fit)
                }
            }
        }
        """)
        for expected in ["left out .scaledToFill of Store: its content's aspect ratio is unknown",
                         "left out .aspectRatio of Store: its content's aspect ratio is unknown"] {
            XCTAssertTrue(loaded.warnings.contains { $0.contains(expected) }, "\(expected) in \(loaded.warnings)")
        }
        // One box for each image.
        XCTAssertEqual(loaded.placeholders, 2)
    }
}
