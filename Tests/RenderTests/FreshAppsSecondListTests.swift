import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What the rows of `scripts/corpus/fresh2.tsv` (Damus, Element X, EhPanda, Kiwix, Enchanted)
/// first stopped at (docs/corpus.md, "Fresh apps, second list"), each in a snippet shaped like
/// the app code but written here; exact results with the fixed-advance measurer (10 pt a
/// character, 20 pt lines) on the 390 × 800 canvas.
extension SwiftAppCodeTests {
    /// EhPanda's `RatingView.swift` imports only SwiftUI and calls SFSafeSymbols'
    /// `Image(systemSymbol:)`, which its sibling files import: without SE-0444's
    /// `MemberImportVisibility` an extension's members are visible module-wide.
    func testAnUnreadPackagesInitializerIsAPlaceholderWhereASiblingFileImportsItsModule() throws {
        let view = """
        import SwiftUI
        struct Stars: View {
            var body: some View {
                HStack {
                    Image(systemSymbol: .starFill)
                    Text("Rating")
                }
            }
        }
        """
        // The sibling is not reached by the view (nothing of it is used): its import still counts.
        let loaded = try RenderTests.loadModule(["View.swift": view, "Symbols.swift": "import SFSafeSymbols\nstruct Unused {}\n"], test: self)
        XCTAssertTrue(loaded.warnings.contains {
            $0.contains("View.swift:5:13: warning: Image(systemSymbol:) is none of SwiftUI's initialisers the renderer knows; it may be SFSafeSymbols's")
        }, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("placeholder for Image(systemSymbol:)") }, "\(loaded.warnings)")
        // The placeholder is drawn with its name, beside the Text.
        XCTAssertEqual(try layoutTexts(loaded), ["Image(systemSymbol:)", "Rating"])
        // Where no file of the module imports anything unread, the label stays an error.
        XCTAssertThrowsError(try RenderTests.loadModule(["View.swift": view, "Symbols.swift": "import Foundation\nstruct Unused {}\n"], test: self)) { error in
            XCTAssertTrue("\(error)".contains("Image has no argument 'systemSymbol:'"), "\(error)")
        }
    }

    /// EhPanda's `@FocusState private var isFocused` (no type: Swift infers `FocusState<Bool>`,
    /// the one `init()` it can pick without one), in a struct with an explicit `init`.
    func testAnUntypedFocusStateIsUnfocusedBeforeAndWithoutAnExplicitInit() throws {
        let explicit = """
        import SwiftUI
        struct ProfileSection: View {
            @Binding private var name: String
            @FocusState private var isFocused
            enum Field { case name }
            @FocusState private var field: Field?
            init(name: Binding<String>) {
                _name = name
            }
            var body: some View {
                VStack {
                    Text(isFocused ? "focused" : "unfocused")
                    Text(field == nil ? "no field" : "a field")
                    Button("Rename") {}.disabled(isFocused)
                }
            }
        }
        struct Screen: View {
            var body: some View { ProfileSection(name: .constant("Default")) }
        }
        """
        XCTAssertEqual(try texts(explicit), ["unfocused", "no field", "Rename"])
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct Rename: View {
            @FocusState var isFocused
            var body: some View { Text(isFocused ? "focused" : "unfocused") }
        }
        """), ["unfocused"])
    }

    /// Enchanted's SwiftData model: `@Relationship var conversation: ConversationSD?` and
    /// `@Attribute(.externalStorage) var image: Data?` are macros on stored properties, not
    /// wrappers: nil until set, and `self.conversation = conversation` in `init` reads that nil.
    func testSwiftDataAttributesLeaveAStoredOptionalNil() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        import SwiftData
        @Model
        final class Conversation {
            var name: String = "Chat"
            init() {}
        }
        @Model
        final class Message {
            @Attribute(.unique) var id: UUID = UUID()
            var content: String
            @Attribute(.externalStorage) var image: Data?
            @Relationship var conversation: Conversation?
            init(content: String) {
                self.content = content
                self.conversation = conversation
            }
        }
        struct Bubble: View {
            let message = Message(content: "Hello")
            var body: some View {
                VStack {
                    Text(message.content)
                    Text(message.conversation == nil ? "alone" : "threaded")
                    Text(message.image == nil ? "no image" : "image")
                }
            }
        }
        """), ["Hello", "alone", "no image"])
    }

    /// EhPanda's `.toolbar(content: toolbar)`: a method taking nothing, named where a content
    /// closure goes, is called as that closure.
    func testAMethodNamedAsContentIsCalledForItsViews() throws {
        XCTAssertEqual(try leaves("""
        import SwiftUI
        struct Badge: View {
            let count = 3
            var body: some View {
                Color.red.frame(width: 40, height: 40)
                    .overlay(content: badge)
            }
            private func badge() -> some View {
                Text("\\(count)")
            }
        }
        """), ["Color 175,380 40x40", "Text 190,390 10x20"])
        // A method that needs values is no content closure: still an error.
        let error = message("""
        import SwiftUI
        struct Badge: View {
            var body: some View {
                Color.red.frame(width: 40, height: 40).overlay(content: badge)
            }
            private func badge(_ count: Int) -> some View { Text("\\(count)") }
        }
        """)
        XCTAssertTrue(error.contains("MethodReference is not a view"), error)
    }
}
