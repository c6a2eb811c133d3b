import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Constructs the second fresh list's apps reach (issue 25, lane fresh25au), each in a snippet
/// written for the test and shaped like the app code: a tuple pattern in a property declaration
/// (Element X's `static let (rooms, viewModel) = makeRooms()` in its preview providers), an
/// extension of `SwiftUI.Image` written with SwiftUI's module name (SFSafeSymbols'
/// `Image(systemSymbol:)`), Foundation's `NSAttributedString` of a plain `AttributedString`
/// (Damus' `truncateOrNil(maxLength:)`), and a local package an Xcode project references by
/// path from outside its folder (compound-ios' `Inspector` app). Laid out with the
/// fixed-advance measurer (10 pt per character, 20 pt lines).
extension SwiftAppCodeTests {
    func testATuplePatternInAPropertyDeclarationDeclaresEachName() throws {
        let source = """
        import SwiftUI

        let (badgeWidth, badgeHeight): (CGFloat, CGFloat) = (120, 40)

        struct Inbox_Previews {
            static var made = 0
            static func makeRooms() -> ([String], Int) {
                made += 1
                return (["Lobby", "Garden"], made)
            }
            static let (rooms, generation) = makeRooms()
            static let (first, _) = makeRooms()
            static let ((title, count), flag) = (("Rooms", 2), true)
        }

        struct Inbox: View {
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(Inbox_Previews.rooms, id: \\.self) { Text($0) }
                    Text("\\(Inbox_Previews.generation) \\(Inbox_Previews.made)")
                    Text("\\(Inbox_Previews.first.count) \\(Inbox_Previews.made)")
                    Text("\\(Inbox_Previews.title) \\(Inbox_Previews.count) \\(Inbox_Previews.flag)")
                    Color.red.frame(width: badgeWidth, height: badgeHeight)
                }
            }
        }
        """
        // `rooms` and `generation` come from one call (made is 1 after both are read); `first`
        // from a second; the nested pattern takes each element at its place.
        XCTAssertEqual(try texts(source), ["Lobby", "Garden", "1 1", "2 2", "Rooms 2 true"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.placeholders, 0)
        // The file-scope pair sizes the colour: 120 × 40 under four 20 pt lines of text.
        XCTAssertEqual(try leaves(source).last, "Color 135,430 120x40")
        // A value that is not a tuple of the pattern's arity is an error at the name.
        let wrong = """
        import SwiftUI
        struct Pairs { static let (a, b) = (1, 2, 3) }
        struct V: View { var body: some View { Text("\\(Pairs.a)") } }
        """
        XCTAssertEqual(try load(wrong).warnings.filter { $0.contains("cannot destructure") }, ["App.swift:2:28: warning: Pairs.a is a placeholder: cannot destructure a tuple of 3 elements into 2 names"])
        // A tuple pattern with a property wrapper is still unsupported (left out of a module file, with its warning).
        let other = """
        import SwiftUI
        struct V: View {
            @State var (x, y) = (1, 2)
            var body: some View { Text("a") }
        }
        """
        XCTAssertTrue(message(other).contains("App.swift:3:16: unsupported: a pattern in a property declaration"), message(other))
    }

    func testAnExtensionOfSwiftUIQualifiedImageAddsItsInitialiser() throws {
        let source = """
        import SwiftUI

        public class Glyph: RawRepresentable, Equatable, Hashable {
            public let rawValue: String
            required public init(rawValue: String) { self.rawValue = rawValue }
        }
        public class GlyphWithVariants<Variant>: Glyph {}
        public extension Glyph {
            static let checkmark = Glyph(rawValue: "checkmark")
            static let star = GlyphWithVariants<Int>(rawValue: "star.fill")
        }
        public extension SwiftUI.Image {
            init(glyph: Glyph) { self.init(systemName: glyph.rawValue) }
        }

        struct Row: View {
            var body: some View {
                HStack(spacing: 0) {
                    Image(glyph: .checkmark)
                    Image(glyph: .star)
                }
            }
        }
        """
        let expected = source.replacingOccurrences(of: "Image(glyph: .checkmark)", with: "Image(systemName: \"checkmark\")")
            .replacingOccurrences(of: "Image(glyph: .star)", with: "Image(systemName: \"star.fill\")")
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertEqual(try leaves(source), try leaves(expected))
        XCTAssertEqual(try leaves(source).count, 2)
    }

    func testAnNSAttributedStringOfAPlainAttributedStringCountsUTF16() throws {
        let source = """
        import SwiftUI

        extension AttributedString {
            func truncateOrNil(maxLength: Int) -> AttributedString? {
                let whole = NSAttributedString(self)
                if whole.length < maxLength { return nil }
                return AttributedString(NSAttributedString(string: String(whole.string.prefix(maxLength)))) + "..."
            }
        }

        struct Note: View {
            let text: AttributedString
            var body: some View {
                if let truncated = text.truncateOrNil(maxLength: 5) {
                    Text(truncated)
                } else {
                    Text(text)
                }
            }
        }

        struct Notes: View {
            var body: some View {
                VStack(spacing: 0) {
                    Note(text: AttributedString(stringLiteral: "hi"))
                    Note(text: AttributedString(stringLiteral: "") + AttributedString(stringLiteral: "hello there"))
                    Text("\\(NSAttributedString(string: "é👍").length)")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["hi", "hello...", "3"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertEqual(try leaves(source), ["Text 185,370 20x20", "Text 155,390 80x20", "Text 190,410 10x20"])
    }

    func testAnArrayOfImplicitMembersAssignedToATypedPropertyHoldsTheEnumsCases() throws {
        // Damus' `CompatibleText`: `self.items = [.attributed_string(…)]` in an `init`, then a
        // method of the nested enum called on an element.
        let source = """
        import SwiftUI

        class Note {
            var items: [Item]
            init(text: String) { self.items = [.word(text), .icon(named: "star")] }
            var joined: String {
                items.reduce("") { partial, item in
                    guard let word = item.word_text() else { return partial + "*" }
                    return partial + word
                }
            }
        }

        extension Note {
            enum Item {
                case word(String)
                case icon(named: String)
                func word_text() -> String? {
                    switch self {
                    case .word(let text): return text
                    case .icon: return nil
                    }
                }
            }
        }

        struct Row: View {
            var body: some View {
                Text(Note(text: "hello").joined)
            }
        }
        """
        XCTAssertEqual(try texts(source), ["hello*"])
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try leaves(source), ["Text 165,390 60x20"])
    }

    func testAnAppsOwnTextFieldStyleRunsItsBodyWithTheFieldAsItsConfiguration() throws {
        // compound-ios' `extension TextFieldStyle where Self == CompoundTextFieldStyle { static
        // func compound(…) }` with SwiftUI's underscored `_body(configuration:)` (lane kiwix25az;
        // it was left out with a warning until then).
        let source = """
        import SwiftUI

        struct FramedStyle: TextFieldStyle {
            var tint: Color
            func _body(configuration: TextField<_Label>) -> some View {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Label")
                    configuration.padding(8).border(tint)
                }
            }
        }

        extension TextFieldStyle where Self == FramedStyle {
            static func framed(_ tint: Color = .blue) -> FramedStyle { FramedStyle(tint: tint) }
        }

        struct Fields: View {
            var body: some View {
                VStack(spacing: 0) {
                    TextField("Name", text: .constant("Ada")).textFieldStyle(.framed()).id("name")
                    SecureField("Code", text: .constant("p4ss")).textFieldStyle(FramedStyle(tint: .red))
                    TextField("Town", text: .constant("")).textFieldStyle(.roundedBorder)
                }
                .textFieldStyle(.framed())
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.placeholders, 0)
        // Each styled field is what its body makes of the plain field; the field's own modifiers
        // (`.id`) apply around it; a nearer shipped style (`.roundedBorder`) keeps its field.
        let inlined = source
            .replacingOccurrences(of: "TextField(\"Name\", text: .constant(\"Ada\")).textFieldStyle(.framed())",
                                  with: "VStack(alignment: .leading, spacing: 4) { Text(\"Label\"); TextField(\"Name\", text: .constant(\"Ada\")).textFieldStyle(.plain).padding(8).border(.blue) }")
            .replacingOccurrences(of: "SecureField(\"Code\", text: .constant(\"p4ss\")).textFieldStyle(FramedStyle(tint: .red))",
                                  with: "VStack(alignment: .leading, spacing: 4) { Text(\"Label\"); SecureField(\"Code\", text: .constant(\"p4ss\")).textFieldStyle(.plain).padding(8).border(.red) }")
            .replacingOccurrences(of: ".textFieldStyle(.framed())\n", with: "\n")
        XCTAssertEqual(try leaves(source), try leaves(inlined))
        XCTAssertEqual(try texts(source), ["Label", "Ada", "Label", "••••", "Town"])
        // The first styled field: "Label" (20 pt) 4 pt above the field (20 pt) padded by 8 pt on
        // each side, as wide as the column (a text field takes the width offered).
        XCTAssertSize(try layoutFrame(loaded, "name"), 390, 60)
        // A style whose body the renderer cannot run is left out, with the reason; `--strict`
        // makes it an error at it.
        let broken = source.replacingOccurrences(of: "configuration.padding(8).border(tint)", with: "configuration.padding([8.0][3])")
        XCTAssertEqual(try load(broken).warnings.first,
                       "App.swift:20:54: warning: left out .textFieldStyle(.framed): an app's own TextFieldStyle whose _body(configuration:) the renderer cannot run (index 3 is out of range (the array has 1 elements)); the text fields keep the automatic style")
        XCTAssertThrowsError(try RenderTests.loadModule(["View.swift": broken], strict: true, test: self)) { error in
            XCTAssertTrue("\(error)".contains("index 3 is out of range"), "\(error)")
        }
        // A wrong argument stays an error.
        let wrong = source.replacingOccurrences(of: ".textFieldStyle(.framed()).id", with: ".textFieldStyle(.red).id")
        XCTAssertTrue(message(wrong).contains("unknown text field style \"red\""), message(wrong))
    }
}
extension SwiftModuleCheckoutTests {
    /// An Xcode project in a package's subfolder that names the package above it as a local
    /// package: by a folder reference (`path = ..;`, as compound-ios' `Inspector` does) or by an
    /// `XCLocalSwiftPackageReference`.
    func testAnXcodeProjectsLocalPackageOutsideItsFolderIsRead() throws {
        let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Lib", products: [.library(name: "Kit", targets: ["Kit"])],
                              targets: [.target(name: "Kit"), .testTarget(name: "KitTests", dependencies: ["Kit"])])
        """
        let badge = """
        import SwiftUI
        public struct Badge: View {
            public init() {}
            public var body: some View { Text("kit").frame(width: 60) }
        }
        """
        let screen = """
        import SwiftUI
        import Kit
        struct Screen: View {
            var body: some View { Badge() }
        }
        """
        func project(_ reference: String) -> String {
            """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objects = {
            		A1 = {isa = PBXProject; mainGroup = G1; projectDirPath = ""; targets = (); };
            		G1 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
            		\(reference)
            		F2 = {isa = PBXFileReference; lastKnownFileType = wrapper; path = Missing; sourceTree = "<group>"; };
            	};
            	rootObject = A1;
            }
            """
        }
        let references = [
            #"F1 /* Lib */ = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Lib; path = ..; sourceTree = "<group>"; };"#,
            #"F1 = {isa = XCLocalSwiftPackageReference; relativePath = "../"; };"#,
        ]
        for reference in references {
            let folder = try make(["Package.swift": manifest, "Sources/Kit/Badge.swift": badge,
                                   "Demo/Demo.xcodeproj/project.pbxproj": project(reference), "Demo/Sources/Screen.swift": screen])
            let loaded = try load(folder, file: "Demo/Sources/Screen.swift")
            XCTAssertEqual(loaded.warnings, [], reference)
            XCTAssertEqual(loaded.placeholders, 0, reference)
            let result = try layout(loaded)
            var texts: [String] = []
            result.root.forEach { if case .text(let run) = $0.content { texts.append(run.request.string) } }
            XCTAssertEqual(texts, ["kit"], reference)
        }
        // Without the reference the package's names are unknown: a named placeholder.
        let folder = try make(["Package.swift": manifest, "Sources/Kit/Badge.swift": badge,
                               "Demo/Demo.xcodeproj/project.pbxproj": project(""), "Demo/Sources/Screen.swift": screen])
        XCTAssertEqual(try load(folder, file: "Demo/Sources/Screen.swift").placeholders, 1)
    }
}
