import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What the fresh lists' rows refused at session 19's start (Element X, EhPanda, Damus), each
/// construct in a snippet shaped like the app code but written here (lane ex25ar;
/// docs/swift-input.md). Exact numbers with the fixed-advance measurer.
extension SwiftAppCodeTests {
    /// `Binding<Bool>(get:set:)` in a `View` extension that turns an optional item into a Bool
    /// binding, as alert helpers do; `Array<Int>(repeating:count:)`, `Set<String>(_:)` and
    /// `Optional<Int>.none`: a generic type of the standard library or SwiftUI called with its
    /// arguments written is the call of the bare type (`InterpreterGenericTypeCalls`). It was
    /// "cannot call the type Binding".
    func testAGenericStandardTypeCalledWithItsArgumentsWritten() throws {
        let loaded = try load("""
        import SwiftUI
        protocol Titled { var title: String { get } }
        struct Notice: Titled { let title: String }
        extension View {
            func notice<Item: Titled>(item: Binding<Item?>) -> some View {
                let shown = Binding<Bool>(get: {
                    item.wrappedValue != nil
                }, set: { newValue in
                    if !newValue { item.wrappedValue = nil }
                })
                return overlay(alignment: .bottom) {
                    Text(shown.wrappedValue ? (item.wrappedValue?.title ?? "") : "none")
                }
            }
        }
        struct Screen: View {
            @State private var notice: Notice? = Notice(title: "Saved")
            var body: some View {
                VStack {
                    Text("\\(Array<Int>(repeating: 2, count: 3).count) \\(Set<String>(["a", "b", "a"]).count)")
                    Text(Optional<Int>.none == nil ? "empty" : "full")
                }
                .notice(item: $notice)
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["3 2", "empty", "Saved"])
    }

    /// A tuple pattern of an enum payload in a `switch`, as an image loader's body writes it:
    /// `case (.image(let name), true):`, `case let (.data(count), flag) where …`, a payload
    /// case without its payload, `(.none, _), (_, false)` (`InterpreterTuplePatterns`). It was
    /// "unsupported expression: let name".
    func testATuplePatternMatchesEnumPayloadsElementByElement() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        enum Loaded { case image(String), data(Int) }
        struct Thumb: View {
            var content: Loaded?
            var visible = true
            var body: some View {
                switch (content, visible) {
                case (.image(let name), true):
                    Text("image \\(name)")
                case let (.data(count), flag) where count > 1:
                    Text("data \\(count) \\(flag)")
                case (.data, true):
                    Text("one datum")
                case (.none, _), (_, false):
                    Text("waiting")
                }
            }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    Thumb(content: .image("photo"))
                    Thumb(content: .data(3))
                    Thumb(content: .data(1))
                    Thumb(content: nil)
                    Thumb(content: .image("hidden"), visible: false)
                }
            }
        }
        """), ["image photo", "data 3 true", "one datum", "waiting", "waiting"])
    }

    /// Step 4: an element of the subject the renderer does not know, read by a pattern, makes
    /// the `switch` one named placeholder (which case runs is unknown), never a wrong case.
    func testATuplePatternReadingAnUnknownElementIsAPlaceholder() throws {
        let loaded = try load("""
        import SwiftUI
        enum Loaded { case image(String), data(Int) }
        struct Thumb: View {
            var visible = true
            var body: some View {
                VStack {
                    Text("above")
                    switch (ImageCache.shared.content, visible) {
                    case (.image(let name), true): Text("image \\(name)")
                    default: Text("waiting")
                    }
                }
            }
        }
        """)
        // A placeholder shows its name.
        XCTAssertEqual(try layoutTexts(loaded), ["above", "switch (ImageCache.shared.content, visible)"])
        XCTAssertEqual(loaded.placeholders, 1, "\\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("App.swift:8:13: warning: placeholder for switch (ImageCache.shared.content, visible)") }, "\\(loaded.warnings)")
    }

    /// `case .none:` of a `switch` over an optional that is nil, in a getter declared `Color`
    /// (a send-status tint): the `.none` case is taken. It matched nothing, so the getter gave
    /// no value and `.foregroundStyle` was refused ("found a view"); now its value, unknown
    /// here, leaves the modifier out with a located warning, and `.failed` is red.
    func testCaseNoneMatchesANilOptionalInASwitch() throws {
        let loaded = try load("""
        import SwiftUI
        struct SendInfo {
            enum Status { case failed, sent }
            var status: Status?
            var tint: Color {
                switch status {
                case .failed: .red
                case .sent: .green
                case .none: Palette.shared.secondaryText
                }
            }
            var word: String {
                switch status {
                case .failed: "failed"
                case .sent: "sent"
                case .none: "none"
                }
            }
        }
        struct Stamp: View {
            let info: SendInfo
            var body: some View {
                Text(info.word).foregroundStyle(info.tint)
            }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    Stamp(info: SendInfo(status: .failed))
                    Stamp(info: SendInfo(status: nil))
                }
            }
        }
        """)
        XCTAssertEqual(try layoutTexts(loaded), ["failed", "none"])
        XCTAssertEqual(loaded.placeholders, 0, "\(loaded.warnings)")
        XCTAssertEqual(loaded.warnings.filter { $0.contains("left out .foregroundStyle") }.count, 1, "\(loaded.warnings)")
    }

    /// EhPanda's window width: `UIApplication.shared.connectedScenes`' foreground-active
    /// `UIWindowScene`'s key window covers the iPhone's screen, so a width test of 744 points
    /// is false on the default iPhone 15 (393 points, 59-point top inset;
    /// `InterpreterApplicationScenes`). It was the unknown `UIApplication`.
    func testTheSharedApplicationsKeyWindowIsTheScreen() throws {
        let loaded = try load("""
        import SwiftUI
        import UIKit
        enum Metrics {
            static var keyWindow: UIWindow? {
                UIApplication.shared.connectedScenes
                    .filter({ $0.activationState == .foregroundActive })
                    .compactMap({ $0 as? UIWindowScene }).last?
                    .windows.filter({ $0.isKeyWindow }).last
            }
            static var width: CGFloat { keyWindow?.frame.size.width ?? 0 }
            static var isWide: Bool { width >= 744 }
        }
        struct Screen: View {
            var body: some View {
                Text("\\(Int(Metrics.width)) \\(Metrics.isWide ? "wide" : "narrow") \\(Int(Metrics.keyWindow?.safeAreaInsets.top ?? 0))")
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["393 narrow 59"])
    }

    /// Damus's `Text("\\(Image("zap.fill")) \\(amount)")`: SwiftUI draws the image inline; the
    /// renderer's text runs hold no images, so that Text is a named placeholder with a located
    /// warning, the views around it drawn. It was "cannot put a view in a string" (Swift
    /// interpolates any value: never an error).
    func testAnImageInterpolatedInATextIsANamedPlaceholder() throws {
        let loaded = try load("""
        import SwiftUI
        struct Amount: View {
            let sats: Int
            var body: some View {
                VStack {
                    Text("\\(Image(systemName: "bolt.fill")) \\(sats)")
                        .font(.title)
                    Text("Zap")
                }
            }
        }
        #Preview {
            Amount(sats: 21)
        }
        """)
        // A placeholder shows its name.
        XCTAssertEqual(try layoutTexts(loaded), ["Text(interpolated Image)", "Zap"])
        XCTAssertEqual(loaded.placeholders, 1, "\\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("App.swift:6:13: warning: placeholder for Text(interpolated Image)") }, "\\(loaded.warnings)")
    }
}
