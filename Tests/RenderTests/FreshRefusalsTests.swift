import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What the fresh lists' rows refused at session 17's start (Mlem's Theming palette, Duck Duck
/// Go's `padding(_:_:)` of nil, Damus's faded gradient) and review 16's open items, each in a
/// snippet shaped like the app code but written here (lane fresh25aj; docs/swift-input.md).
/// Exact numbers with the fixed-advance measurer (10 pt a character, 20 pt lines).
extension SwiftAppCodeTests {
    /// Mlem's `var color: ThemedColor { overrideColor ?? .themedWarning }` then
    /// `.background(color.opacity(0.1))`: the static of `extension ShapeStyle where Self ==
    /// ThemedColor` is a module value, and `.opacity` after it is that type's own method.
    func testAModuleShapeStylesOwnMethodRunsAfterItsStatic() throws {
        let loaded = try load("""
        import SwiftUI
        struct Palette { var warning: Color }
        extension EnvironmentValues { @Entry var palette: Palette = .init(warning: .red) }
        struct Themed: ShapeStyle {
            let getColor: (Palette) -> Color
            var opacity: CGFloat = 1
            func resolve(in environment: EnvironmentValues) -> Color { getColor(environment.palette).opacity(opacity) }
            func opacity(_ newOpacity: CGFloat) -> Themed { .init(getColor: getColor, opacity: newOpacity) }
        }
        extension ShapeStyle where Self == Themed {
            static var themedWarning: Themed { .init(getColor: \\.warning) }
        }
        struct Warning: View {
            var overrideColor: Themed? = nil
            var color: Themed { overrideColor ?? .themedWarning }
            var body: some View {
                Text("Careful").background(color.opacity(0.25))
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        // The palette's red at the opacity `.opacity(0.25)` gave, exactly.
        let root = try Self.sceneRoot(loaded)
        let modifiers = try XCTUnwrap(root["modifiers"] as? [[String: Any]])
        XCTAssertEqual(modifiers.count, 1)
        XCTAssertEqual(modifiers.first as NSDictionary?, ["background": ["style": ["color": "red", "opacity": 0.25]]] as NSDictionary)
    }

    /// The root view of `loaded`'s scene as `render --emit-scene` prints it, decoded.
    static func sceneRoot(_ loaded: SwiftSource.Loaded) throws -> [String: Any] {
        let text = JSONOutput.scene(loaded.json)
        let scene = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
        return try XCTUnwrap(scene["root"] as? [String: Any], text)
    }

    /// Mlem's `static let default: Self = .init(bordered: false, …)` read through `@Entry var
    /// palette: Palette = .default` and `@Environment(\.palette)`: `Self` is the extended type,
    /// so `palette.bordered` is the Bool it was given (it was the unresolved `(…).bordered`).
    func testAStaticDeclaredAsSelfIsAValueOfItsType() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct Hierarchy { var primary: Color; var secondary: Color }
        struct Palette { var bordered: Bool; var grouped: Hierarchy }
        extension Palette {
            static let `default`: Self = .init(bordered: false, grouped: .init(primary: .white, secondary: .gray))
        }
        extension EnvironmentValues { @Entry var palette: Palette = .default }
        struct Screen: View {
            @Environment(\\.palette) var palette
            var body: some View {
                Text(palette.bordered ? "bordered" : "plain")
                    .shadow(color: palette.grouped.primary.opacity(palette.bordered ? 0.4 : 0), radius: 1)
                    .background(palette.grouped.secondary)
            }
        }
        """), ["plain"])
    }

    /// DuckUI's `.padding(.horizontal, fullWidth ? nil : 24)`: SwiftUI's `length: CGFloat? =
    /// nil`, so nil is the default 16 points, as when left out.
    func testANilPaddingLengthIsTheDefaultLength() throws {
        func gap(_ length: String) throws -> Int {
            let found = try leaves("""
            import SwiftUI
            struct Row: View {
                let fullWidth = false
                var body: some View {
                    HStack(spacing: 0) {
                        Color.red.frame(width: 10, height: 10).padding(.horizontal, \(length))
                        Color.blue.frame(width: 10, height: 10)
                    }
                }
            }
            """)
            XCTAssertEqual(found.count, 2, "\(found)")
            let xs = found.map { Int($0.split(separator: " ")[1].split(separator: ",")[0])! }
            return xs[1] - xs[0]
        }
        // Red's width and its trailing inset separate the two.
        XCTAssertEqual(try gap("fullWidth ? nil : 24"), 10 + 24)
        XCTAssertEqual(try gap("true ? nil : 24"), 10 + 16)
        XCTAssertEqual(try gap("nil"), 10 + 16)
    }

    /// Damus's `.fill(DamusGradient.gradient.opacity(0.5))`: iOS 17's `ShapeStyle.opacity(_:)`
    /// of a gradient is the gradient with each stop's alpha scaled.
    func testAGradientAtAnOpacityIsAFill() throws {
        let source = """
        import SwiftUI
        struct Brand {
            static var gradient: LinearGradient {
                LinearGradient(colors: [.red, .blue], startPoint: .bottomLeading, endPoint: .topTrailing)
            }
        }
        struct Badge: View {
            var body: some View { Circle().fill(Brand.gradient.opacity(0.5)).frame(width: 20, height: 20) }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        // The gradient as written, filled at opacity 0.5, exactly.
        let root = try Self.sceneRoot(loaded)
        XCTAssertEqual(root["type"] as? String, "Circle")
        let gradient: [String: Any] = ["colors": ["red", "blue"], "startPoint": "bottomLeading", "endPoint": "topTrailing"]
        XCTAssertEqual(root["fill"] as? NSDictionary, ["color": ["linearGradient": gradient], "opacity": 0.5] as NSDictionary)
    }

    /// A style's `.opacity(x)` past 0…1, literal or computed, is clamped as iOS draws it (Apple,
    /// `CALayer.opacity`: values outside the range "are clamped"): the file is not refused ("1.5
    /// is out of range" before, review 17 R1). Consecutive steps multiply and their product is
    /// clamped once (`styleOpacity`, a decision): `.opacity(0.5).opacity(3)` is opaque (was 0.5,
    /// each step clamped on its own), `.opacity(2).opacity(0.25)` half (was 0.25).
    func testAStylesOpacityPastOneIsClamped() throws {
        let loaded = try load("""
        import SwiftUI
        struct Badge: View {
            let boost = 3.0
            var body: some View {
                VStack {
                    Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(1.5))
                    Rectangle().fill(Color.red.opacity(-0.5))
                    Rectangle().fill(Color.blue.opacity(0.5).opacity(boost))
                    Rectangle().fill(.ultraThinMaterial.opacity(2))
                    Rectangle().fill(Color.red.opacity(2).opacity(0.25))
                    Rectangle().fill(LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom).opacity(4).opacity(0.2))
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        let children = try XCTUnwrap(try Self.sceneRoot(loaded)["children"] as? [[String: Any]])
        let gradient: [String: Any] = ["linearGradient": ["colors": ["red", "blue"], "startPoint": "top", "endPoint": "bottom"]]
        XCTAssertEqual(children.map { $0["fill"] as? NSDictionary }, [
            ["color": gradient, "opacity": 1], ["color": "red", "opacity": 0],
            ["color": "blue", "opacity": 1], ["color": "ultraThinMaterial", "opacity": 1], ["color": "red", "opacity": 0.5],
            ["color": ["linearGradient": ["colors": ["red"], "startPoint": "top", "endPoint": "bottom"]], "opacity": 0.8],
        ] as [NSDictionary])
    }

    /// A view's or a chart mark's `.opacity(x)` of a literal past 0…1 is clamped as SwiftUI
    /// draws it (`CALayer.opacity`: "clamped"), as a computed one was: valid Swift is not
    /// refused ("1.5 is out of range" before, review 18 R1). The JSON format keeps its range
    /// error (`BadInputTests.testForEachErrorsNameTheItem`).
    func testAViewsAndAChartMarksLiteralOpacityPastOneIsClamped() throws {
        let loaded = try load("""
        import SwiftUI
        import Charts
        struct Card: View {
            var body: some View {
                VStack {
                    Text("a").opacity(1.5)
                    Text("b").opacity(-1)
                    Text("c").opacity(3 / 2)
                    Chart { BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3)).opacity(1.5) }
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        let text = JSONOutput.scene(loaded.json)
        let children = try XCTUnwrap(try Self.sceneRoot(loaded)["children"] as? [[String: Any]])
        XCTAssertEqual(children.prefix(3).map { $0["modifiers"] as? [NSDictionary] }, [[["opacity": 1]], [["opacity": 0]], [["opacity": 1]]], text)
        let marks = try XCTUnwrap(children[3]["children"] as? [[String: Any]], text)
        XCTAssertEqual(marks.first?["modifiers"] as? [NSDictionary], [["opacity": 1]], text)
    }

    /// A UIKit colour of components written directly (`Color(UIColor(red:green:blue:alpha:))`) in
    /// a module without an `extension UIColor`: the colour of those components, as with one.
    func testAUIKitColourOfComponentsIsThatColour() throws {
        let loaded = try load("""
        import SwiftUI
        import UIKit
        struct A: View { var body: some View { Text("x").foregroundColor(Color(UIColor(red: 1, green: 0, blue: 0.5, alpha: 1))) } }
        """)
        XCTAssertEqual(loaded.warnings, [])
        let json = "\(loaded.json)"
        XCTAssertTrue(json.contains("foregroundColor") && json.contains("#FF0080FF"), json)
    }

    /// Element X's `extension ProcessInfo { static var isRunningAccessibilityTests: Bool { #if
    /// DEBUG … #else false #endif } }`, read as `if ProcessInfo.isRunningAccessibilityTests`: at
    /// rest the app was launched from the home screen and no variable it reads is set, so the
    /// getter (several items with its `#if`, run as a body, `processInfo` read as Self's static)
    /// is false and the app's branch is drawn (review 17: it refused).
    func testTheProcessEnvironmentAtRestIsEmpty() throws {
        let found = try texts("""
        import SwiftUI
        extension ProcessInfo {
            static var isRunningAccessibilityTests: Bool {
                #if DEBUG
                processInfo.environment["ACCESSIBILITY_VIEW"] != nil
                #else
                false
                #endif
            }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    if ProcessInfo.isRunningAccessibilityTests {
                        Text("tests")
                    } else {
                        Text("app")
                    }
                    Text(ProcessInfo.processInfo.environment["UI_TESTS_SCREEN"] ?? "no screen")
                    Text(ProcessInfo.processInfo.isiOSAppOnMac ? "mac" : "phone")
                }
            }
        }
        """)
        XCTAssertEqual(found, ["app", "no screen", "phone"])
    }

    /// Element X's `let avatarSize: Avatars.Size` given `.user(on: .timeline)`, read as
    /// `avatarSize.value`, beside other nested enums named `Size`: the case keeps the type it was
    /// declared with, not whichever `Size` was read last.
    func testAnImplicitCaseOfANestedEnumKeepsItsQualifiedType() throws {
        let found = try leaves("""
        import SwiftUI
        enum OnScreen { case timeline; var value: CGFloat { 32 } }
        enum Avatars {
            enum Size {
                case user(on: OnScreen)
                case custom(CGFloat)
                var value: CGFloat {
                    switch self {
                    case .user(let screen): return screen.value
                    case .custom(let value): return value
                    }
                }
            }
        }
        struct VoiceButton { enum Size { case small, large } }
        struct Avatar: View {
            let avatarSize: Avatars.Size
            var body: some View { Color.red.frame(width: avatarSize.value, height: avatarSize.value) }
        }
        #Preview { Avatar(avatarSize: .user(on: .timeline)) }
        """)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].hasSuffix(" 32x32"), "\(found)")
    }

    /// Element X's `struct PillTextAttachmentData { struct Font: Codable { … } }` beside Compound's
    /// `public let bodyMD = Font.subheadline` and `.font(.compound.bodyMD.bold())`: outside its
    /// owner, `Font` is SwiftUI's.
    func testANestedTypeNamedAsASwiftUITypeDoesNotHideItsStatics() throws {
        let loaded = try load("""
        import SwiftUI
        struct PillData { struct Font: Codable { var name: String } }
        extension Font { static let compound = CompoundFonts() }
        struct CompoundFonts { let bodyMD = Font.subheadline }
        struct Header: View {
            var body: some View { Text("Title").font(.compound.bodyMD.bold()) }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        let json = "\(loaded.json)"
        XCTAssertTrue(json.contains("subheadline") && json.contains("bold"), json)
    }

    /// Mlem's `@_disfavoredOverload static var clear: ThemedColor` in `extension ShapeStyle where
    /// Self == ThemedColor`: `Color.clear` is still SwiftUI's clear colour, drawn as a view.
    func testAShapeStyleStaticOfAnotherSelfTypeIsNoColorStatic() throws {
        let loaded = try load("""
        import SwiftUI
        struct Themed: ShapeStyle, View {
            var name: String
            func resolve(in environment: EnvironmentValues) -> Color { .red }
            func body(palette: Int) -> some View { Color.red }
        }
        extension ShapeStyle where Self == Themed {
            static var clear: Themed { .init(name: "clear") }
        }
        struct Row: View {
            var body: some View { List { Text("a").listRowBackground(Color.clear) } }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertTrue("\(loaded.json)".contains("clear"), "\(loaded.json)")
    }

    /// Mlem's `.listRowInsets(.init())`: `EdgeInsets()`, every edge 0, as `EdgeInsets(top: 0,
    /// leading: 0, bottom: 0, trailing: 0)` draws.
    func testAnEmptyEdgeInsetsInitializerIsZeroInsets() throws {
        func rows(_ insets: String) throws -> [String] {
            try leaves("""
            import SwiftUI
            struct Rows: View {
                var body: some View { List { Color.red.frame(height: 30).listRowInsets(\(insets)) } }
            }
            """)
        }
        let empty = try rows(".init()")
        XCTAssertEqual(empty, try rows("EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)"))
        XCTAssertNotEqual(empty, try rows("EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)"))
    }

    /// Review 16: `extension Array where Element == Attendee { func reversed() }` is not an
    /// array of numbers' `reversed()`, and of two same-named methods constrained to different
    /// element types each array runs its own, as Swift's type checker picks them.
    func testAnArrayExtensionConstrainedToAnElementTypeRunsOnlyOnSuchArrays() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct Attendee { let name: String }
        extension Array where Element == Attendee {
            func reversed() -> [Attendee] { [Attendee(name: "mine")] }
            func labels() -> [String] { map { "who " + $0.name } }
        }
        extension Array where Element == Int {
            func labels() -> [String] { map { "n\\($0)" } }
        }
        class Shape2 { var name: String { "base" } }
        final class Square: Shape2 { override var name: String { "square" } }
        typealias Row = Shape2
        extension Array where Element == Shape2 {
            func names() -> String { map(\\.name).joined(separator: ",") }
        }
        extension Array where Element == Row {
            func doubled() -> Int { count * 2 }
        }
        protocol Named { var title: String { get } }
        struct Cat: Named { let title: String }
        extension Array where Element == any Named {
            func titles() -> String { map(\\.title).joined(separator: ",") }
        }
        struct Screen: View {
            let shapes: [Shape2] = [Square()]
            let named: [any Named] = [Cat(title: "tom")]
            var body: some View {
                VStack {
                    ForEach([3, 1, 2].reversed(), id: \\.self) { Text("\\($0)") }
                    ForEach([Attendee(name: "a")].reversed(), id: \\.name) { Text($0.name) }
                    ForEach([7].labels(), id: \\.self) { Text($0) }
                    ForEach([Attendee(name: "b")].labels(), id: \\.self) { Text($0) }
                    Text(shapes.names())
                    Text("\\(shapes.doubled())")
                    Text(named.titles())
                }
            }
        }
        """), ["2", "1", "3", "mine", "n7", "who b", "square", "2", "tom"])
    }

    /// Review 16: a receiver of `scanInt(…)` that is no `Scanner` is evaluated once (its side
    /// effects happen once), then called as any value's method.
    func testAScanMethodsReceiverIsEvaluatedOnce() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        final class Log { static var count = 0 }
        struct Reader { func scanInt(representation: Int) -> Int { 7 } }
        func makeReader() -> Reader {
            Log.count += 1
            return Reader()
        }
        struct Screen: View {
            var body: some View {
                let n = makeReader().scanInt(representation: 10)
                return Text("\\(n) \\(Log.count)")
            }
        }
        """), ["7 1"])
    }

    /// Review 16: a type name of an unread package is an unknown value only where the file
    /// imports that package (or the module re-exports it with `@_exported import`): unlike an
    /// extension's members, a top-level type is not visible module-wide.
    func testAnUnreadPackagesTypeNeedsTheFilesOwnImport() throws {
        let view = """
        import SwiftUI
        final class Player { let proxy: VLCVideoPlayer.Proxy = .init() }
        struct Screen: View {
            let player = Player()
            var body: some View { Text("Video").environmentObject(player.proxy) }
        }
        """
        XCTAssertThrowsError(try RenderTests.loadModule(["View.swift": view, "Other.swift": "import VLCUI\nstruct Unused {}\n"], test: self)) { error in
            XCTAssertTrue("\(error)".contains(".environmentObject takes an instance of an ObservableObject class"), "\(error)")
        }
        let exported = try RenderTests.loadModule(["View.swift": view, "Exports.swift": "@_exported import VLCUI\n"], test: self)
        XCTAssertTrue(exported.warnings.contains { $0.contains("VLCVideoPlayer.Proxy(…)") }, "\(exported.warnings)")
    }
}
