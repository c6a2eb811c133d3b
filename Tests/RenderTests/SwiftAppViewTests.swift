import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Views as apps build them: custom styles, `AnyLayout`, generic containers, protocol
/// defaults, the app's own statics, and Foundation's values in a fixed world.
extension SwiftAppCodeTests {
    func testCustomStylesDrawTheirBodies() throws {
        let source = """
        import SwiftUI

        struct CapsuleButtonStyle: ButtonStyle {
            var fill: Color = .blue
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(.horizontal, 20)
                    .padding(.vertical, 10)
                    .background(Capsule().fill(configuration.isPressed ? .gray : fill))
            }
        }

        extension ButtonStyle where Self == CapsuleButtonStyle {
            static var capsule: CapsuleButtonStyle { CapsuleButtonStyle() }
        }

        struct VerticalLabelStyle: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 4) {
                    configuration.icon
                    configuration.title
                }
            }
        }

        struct PercentProgressStyle: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                let fraction = configuration.fractionCompleted ?? 0
                return Text("\\(Int(fraction * 100))% done")
            }
        }

        struct CheckboxToggleStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    Text(configuration.isOn ? "[x]" : "[ ]")
                    configuration.label
                }
            }
        }

        struct StylesDemo: View {
            var body: some View {
                VStack(spacing: 0) {
                    Button("Buy") {}
                        .buttonStyle(.capsule)
                    Label("Inbox", systemImage: "tray")
                        .labelStyle(VerticalLabelStyle())
                    ProgressView(value: 0.4)
                        .progressViewStyle(PercentProgressStyle())
                    VStack {
                        Toggle("Remember me", isOn: .constant(true))
                        Toggle("Bordered", isOn: .constant(false)).toggleStyle(.switch)
                    }
                    .toggleStyle(CheckboxToggleStyle())
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["Buy", "Inbox", "40% done", "[x]", "Remember me", "Bordered"])
        // The capsule: "Buy" (30 × 20) padded 20 and 10; the vertical label: the symbol (21),
        // 4, the title; the checkbox row an HStack (30 + 8 + 110); the toggle that keeps
        // `.switch` a standard row across the width.
        XCTAssertEqual(try leaves(source, width: 300), [
            "Capsule 115,317 70x40", "Text 135,327 30x20",
            "Image 140,357 21x21", "Text 125,382 50x20",
            "Text 110,402 80x20",
            "Text 76,422 30x20", "Text 114,422 110x20",
            "Text 0,458 80x20", "Spacer 80,468 169x0", "Switch 249,452 51x31",
        ])
    }

    func testAnyLayoutSwitchesStacks() throws {
        XCTAssertEqual(try leaves("""
        import SwiftUI

        struct AdaptiveStack: View {
            var isWide: Bool
            var body: some View {
                let layout = isWide ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout(alignment: .leading, spacing: 4))
                layout {
                    Text("One")
                    Text("Three")
                }
            }
        }

        #Preview {
            VStack(spacing: 0) {
                AdaptiveStack(isWide: true)
                AdaptiveStack(isWide: false)
                ZStackLayout(alignment: .topLeading) {
                    Color.red.frame(width: 20, height: 20)
                    Text("Z")
                }
            }
        }
        """, width: 200), [
            // HStackLayout(spacing: 10): 30 + 10 + 50, centred in 200.
            "Text 55,358 30x20", "Text 95,358 50x20",
            // VStackLayout(alignment: .leading, spacing: 4).
            "Text 75,378 30x20", "Text 75,402 50x20",
            // ZStackLayout(alignment: .topLeading).
            "Color 90,422 20x20", "Text 90,422 10x20",
        ])
    }

    func testGenericViewsProtocolDefaultsAndTheAppsStatics() throws {
        let source = """
        import SwiftUI

        protocol Badged {
            var badge: String { get }
        }

        extension Badged {
            var badge: String { "★" }
            func decorated(_ text: String) -> String { badge + " " + text }
        }

        extension Font {
            static let scaledTitle = Font.system(size: 34, weight: .bold)
        }

        extension ShapeStyle where Self == Color {
            static var premiumBirdFood: Color { Color(red: 0.9, green: 0.6, blue: 0.2) }
        }

        extension CGFloat {
            static let cardSpacing: CGFloat = 12
        }

        struct Card<Content: View>: View, Badged {
            let title: String
            @ViewBuilder let content: Content
            static var inset: CGFloat { 6 }

            var body: some View {
                VStack(alignment: .leading, spacing: .cardSpacing) {
                    Text(decorated(title)).font(.scaledTitle)
                    content
                }
                .padding(Self.inset)
            }
        }

        struct Pinned: Badged {
            var badge: String { "📌" }
        }

        struct IconRow: View {
            let icon: Image
            let title: String
            var body: some View {
                HStack(spacing: 0) { icon; Text(title) }
            }
        }

        #Preview {
            Card(title: "Today") {
                Text(Pinned().decorated("Pinned")).foregroundStyle(.premiumBirdFood)
                Text("Welcome", comment: "The greeting on the first screen")
                IconRow(icon: .init(systemName: "star"), title: "Star")
            }
        }
        """
        XCTAssertEqual(try texts(source), ["★ Today", "📌 Pinned", "Welcome", "Star"])
        // `.scaledTitle` is 34 pt (twice the measurer's advance), `.cardSpacing` 12, `Self.inset` 6.
        XCTAssertEqual(try leaves(source, width: 300), [
            "Text 80,332 140x40", "Text 80,384 80x20", "Text 80,416 70x20", "Image 80,448 21x21", "Text 101,448 40x20",
        ])
    }

    func testFoundationInAFixedWorld() throws {
        let source = """
        import SwiftUI

        struct ReceiptView: View {
            let price: Decimal = Decimal(string: "1299.5")!
            let url = URL(string: "https://www.apple.com/store")!
            let orderID = UUID().uuidString

            var body: some View {
                let now = Date()
                let delivery = Calendar.current.date(byAdding: .day, value: 3, to: now)!
                VStack(alignment: .leading) {
                    Text(price, format: .currency(code: "USD"))
                    Text(0.256.formatted(.percent))
                    Text(1234.5678.formatted(.number.precision(.fractionLength(1))))
                    Text(url.host ?? "")
                    Text("Order \\(orderID.prefix(8))")
                    Text(delivery.formatted(date: .abbreviated, time: .omitted))
                    Text(now, style: .date)
                    Text("Arrives \\(delivery, format: .dateTime.weekday(.wide))")
                    Text("\\(Calendar.current.component(.year, from: now))")
                    Text("hello world".replacingOccurrences(of: "world", with: "there").capitalized)
                    Text("  padded ".trimmingCharacters(in: .whitespaces))
                    Text("\\(Int(UIScreen.main.bounds.width))")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["$1,299.50", "25.6%", "1,234.6", "www.apple.com", "Order 00000000", "Jan 4, 2026",
                                           "January 1, 2026", "Arrives Sunday", "2026", "Hello There", "padded", "393"])
        // `--now` moves the clock; `--locale` the formats.
        let now = ISO8601DateFormatter().date(from: "2024-06-30T12:00:00Z")!
        XCTAssertEqual(try texts(source, now: now, locale: "de_DE")[0...8], ["1.299,50\u{A0}$", "25,6\u{A0}%", "1.234,6", "www.apple.com", "Order 00000000", "3. Juli 2024",
                                                                             "30. Juni 2024", "Arrives Mittwoch", "2024"])
    }

    func testMeasurementsAndDateFormatter() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI

        struct RunView: View {
            static let formatter: DateFormatter = {
                let formatter = DateFormatter()
                formatter.dateStyle = .medium
                formatter.timeStyle = .short
                return formatter
            }()
            let distance = Measurement(value: 5, unit: UnitLength.kilometers)

            var body: some View {
                VStack {
                    Text(Self.formatter.string(from: Date()))
                    Text(distance.converted(to: .miles).value.formatted(.number.precision(.fractionLength(2))))
                    Text(distance.formatted())
                }
            }
        }
        """), ["Jan 1, 2026 at 9:41\u{202F}AM", "3.11", "5 km"])
    }
}

extension SwiftAppCodeTests {
    /// A meeting card as a tutorial app writes it: a model with a nested type and sample data
    /// in an extension, a theme enum giving colours, and a label style named by a static of
    /// `Self` (`where Self == TrailingIconLabelStyle`).
    func testACardWithTheAppsOwnLabelStyle() throws {
        let source = """
        import SwiftUI

        struct Standup: Identifiable {
            let id: UUID
            var title: String
            var people: [Person]
            var minutes: Int
            var theme: Theme

            init(id: UUID = UUID(), title: String, people: [String], minutes: Int, theme: Theme) {
                self.id = id
                self.title = title
                self.people = people.map { Person(name: $0) }
                self.minutes = minutes
                self.theme = theme
            }

            struct Person: Identifiable {
                let id = UUID()
                var name: String
            }
        }

        extension Standup {
            static let samples: [Standup] = [
                Standup(title: "Design", people: ["Ana", "Bo", "Cy"], minutes: 10, theme: .sky),
            ]
        }

        enum Theme: String {
            case sky, sand
            var ink: Color {
                switch self {
                case .sky: return .black
                case .sand: return .white
                }
            }
        }

        struct TrailingIconLabelStyle: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.title
                    configuration.icon
                }
            }
        }

        extension LabelStyle where Self == TrailingIconLabelStyle {
            static var trailingIcon: Self { Self() }
        }

        struct StandupCard: View {
            let standup: Standup
            var body: some View {
                VStack(alignment: .leading) {
                    Text(standup.title)
                        .font(.headline)
                        .accessibilityAddTraits(.isHeader)
                    Spacer()
                    HStack {
                        Label("\\(standup.people.count)", systemImage: "person.3")
                        Spacer()
                        Label("\\(standup.minutes)", systemImage: "clock")
                            .labelStyle(.trailingIcon)
                    }
                    .font(.caption)
                }
                .padding()
                .foregroundColor(standup.theme.ink)
            }
        }

        #Preview {
            StandupCard(standup: Standup.samples[0])
                .frame(width: 300, height: 60)
        }
        """
        XCTAssertEqual(try texts(source), ["Design", "3", "10"])
        // The card (300 × 60, padded 16) holds more than fits (20 + 8 + 15 = 43 > 28): centred,
        // it starts at 370 + 16 − 7.5. The second label is title then icon, 8 apart, and ends
        // at the padding (45 + 300 − 16 = 329).
        XCTAssertEqual(try leaves(source, width: 390), [
            "Text 61,379 60x20", "Spacer 61,399 0x8",
            "Image 61,407 15x15", "Text 84,407 8x15", "Spacer 92,414 199x0", "Text 291,407 15x15", "Image 314,407 15x15",
        ])
    }
}
