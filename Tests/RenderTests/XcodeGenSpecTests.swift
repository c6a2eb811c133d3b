import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// An XcodeGen app (`project.yml`, no `.xcodeproj` checked in) read as its target's module
/// (`XcodeGenSpec`, `YAMLValue`; docs/swift-input.md, "The module"). The spec and the files are
/// written here, shaped as Kiwix's: an application target whose `sources` come from a target
/// template (`App`, `Views`), a test target, a source with `excludes` globs, and a generic cell
/// view in another folder of the module. Laid out with the fixed-advance measurer (10 pt a
/// character, 20 pt lines).
final class XcodeGenSpecTests: XCTestCase {
    static let spec = """
    name: Reader  # the project
    options:
      deploymentTarget:
        iOS: 17.6
    settings:
      base:
        SWIFT_VERSION: 6
        HARDENED[sdk=macosx*]: YES
    include:
      - path: extra.yml
    targetTemplates:
      AppTemplate:
        type: application
        supportedDestinations: [iOS, macOS]
        sources:
          - path: App
          - path: Views
            excludes:
              - "**/Legacy"
              - "Drafts/**"
    targets:
      Reader:
        templates:
          - AppTemplate
        settings:
          base:
            PRODUCT_NAME: Reader App
        sources:
          - path: Support
            excludes: ["Notes*"]
      ReaderTests:
        type: bundle.unit-test
        sources:
        - path: Tests
    """

    /// An included spec: its `targets` merged under the main spec's (a second target).
    static let extra = """
    targets:
      Widget:
        type: app-extension
        sources: Widgets
    """

    static let files: [String: String] = [
        "project.yml": spec,
        "extra.yml": extra,
        "Views/Cells/Panel.swift": """
        import SwiftUI

        struct Panel<Content: View>: View {
            private let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View {
                content.padding(10).id("panel")
            }
        }
        """,
        "Views/Details.swift": """
        import SwiftUI

        struct Details: View {
            var body: some View {
                Panel { Text(Labels.title).id("title") }
            }
        }

        #Preview { Details() }
        """,
        "App/Labels.swift": """
        enum Labels {
            static let title = "Shared"
        }
        """,
        "Views/Legacy/Old.swift": "struct Panel {}",
        "Views/Drafts/Draft.swift": "struct Labels {}",
        "Support/Notes.txt.swift": "let x = 1",
        "Tests/DetailsTests.swift": "struct Labels {}",
        "Widgets/Widget.swift": "struct Small {}",
    ]

    func testTheFileIsReadWithItsTargetsSourcesFromTheTemplate() throws {
        let folder = try writeFolder(Self.files, for: self)
        let file = folder.appendingPathComponent("Views/Details.swift").path
        let location = try XCTUnwrap(SwiftModule.location(of: file, choice: .automatic))
        let root = SwiftModule.resolvedPath(folder.path)
        XCTAssertEqual(location.name, "Reader_App")
        XCTAssertEqual(location.root, root)
        // The template's sources, less the two excluded folders; the target's own `Support`,
        // less its `Notes*` glob; not the tests' nor the widget's.
        XCTAssertEqual(location.files?.map { String($0.dropFirst(root.count + 1)) },
                       ["App/Labels.swift", "Views/Cells/Panel.swift", "Views/Details.swift"])

        var options = SwiftSource.Options()
        options.stepLimit = 100_000
        let loaded = try SwiftSource.load(contentsOf: file, options: options)
        XCTAssertEqual(loaded.warnings, [])
        // "Shared": 6 characters of 10 pt, 20 pt tall, inside 10 pt of padding.
        XCTAssertSize(try layoutFrame(loaded, "panel"), 80, 40)
        XCTAssertSize(try layoutFrame(loaded, "title"), 60, 20)
    }

    func testAnIncludedSpecsTargetIsAModule() throws {
        let folder = try writeFolder(Self.files, for: self)
        let file = SwiftModule.resolvedPath(folder.appendingPathComponent("Widgets/Widget.swift").path)
        let target = try XCTUnwrap(XcodeGenSpec.target(in: SwiftModule.resolvedPath(folder.path), containing: file))
        XCTAssertEqual(target.name, "Widget")
        XCTAssertEqual(target.module, "Widget")
        XCTAssertEqual(target.files, [file])
    }

    func testACheckedInProjectWinsOverTheSpec() throws {
        var files = Self.files
        files["Reader.xcodeproj/project.pbxproj"] = "{}"
        let folder = try writeFolder(files, for: self)
        let location = try XCTUnwrap(SwiftModule.location(of: folder.appendingPathComponent("Views/Details.swift").path, choice: .automatic))
        // The unreadable project: the module is the folder that holds the file, not the spec's target.
        XCTAssertNil(location.name)
        XCTAssertNil(location.files)
        XCTAssertEqual(location.folder, SwiftModule.resolvedPath(folder.appendingPathComponent("Views").path))
    }

    func testTheInfoPlistOfTheSpecsTargetIsTheBundles() throws {
        // Kiwix's `Config.value(for:)` reads `Bundle.main.object(forInfoDictionaryKey:)`: the
        // spec's `INFOPLIST_FILE`, with the keys `GENERATE_INFOPLIST_FILE` adds from the settings
        // of the project, the target and its debug configuration.
        let spec = """
        settings:
          base:
            GENERATE_INFOPLIST_FILE: YES
            MARKETING_VERSION: "3.1"
        targets:
          Reader:
            sources: [App]
            settings:
              base:
                INFOPLIST_FILE: Support/Info.plist
              configs:
                debug:
                  INFOPLIST_KEY_CFBundleDisplayName: Reader Debug
                release:
                  INFOPLIST_KEY_CFBundleDisplayName: Reader
        """
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>HomePage</key><string>https://example.org</string></dict></plist>
        """
        let view = """
        import SwiftUI

        struct About: View {
            var body: some View {
                VStack {
                    Text(Bundle.main.object(forInfoDictionaryKey: "HomePage") as? String ?? "none")
                    Text(Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "none")
                    Text(Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "none")
                    Text(Bundle.main.object(forInfoDictionaryKey: "HIDE_BUTTON") as? String ?? "none")
                }
            }
        }
        """
        let folder = try writeFolder(["project.yml": spec, "Support/Info.plist": plist, "App/About.swift": view], for: self)
        var options = SwiftSource.Options()
        options.stepLimit = 100_000
        let loaded = try SwiftSource.load(contentsOf: folder.appendingPathComponent("App/About.swift").path, options: options)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["https://example.org", "Reader Debug", "3.1", "none"])
    }

    func testTheYAMLSubset() throws {
        let value = try XCTUnwrap(YAMLValue.parse("""
        ---
        a: 1 # comment
        b:
        - x
        - 'it''s'
        - key: "v # not a comment"
          other: [p, "q, r", {s: t}]
        c: |
          ignored: line
        d:
          e: {f: [1, 2]}
        """))
        XCTAssertEqual(value["a"], .scalar("1"))
        XCTAssertEqual(value["b"]?.items.count, 3)
        XCTAssertEqual(value["b"]?.items[1], .scalar("it's"))
        XCTAssertEqual(value["b"]?.items[2]["key"], .scalar("v # not a comment"))
        XCTAssertEqual(value["b"]?.items[2]["other"], .list([.scalar("p"), .scalar("q, r"), .map([.init(key: "s", value: .scalar("t"))])]))
        XCTAssertEqual(value["c"], .scalar(""))
        XCTAssertNil(value["ignored"])
        XCTAssertEqual(value["d"]?["e"]?["f"], .list([.scalar("1"), .scalar("2")]))
        // Bounded: nesting past the limit, and a text past the bytes, are no value.
        XCTAssertNil(YAMLValue.parse("a: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100)))
        XCTAssertNil(YAMLValue.parse(String(repeating: "a: b\n", count: YAMLValue.maxBytes / 4)))
    }

    func testXcodeGensMerge() {
        let base: YAMLValue = .map([.init(key: "sources", value: .list([.scalar("A")])), .init(key: "type", value: .scalar("framework"))])
        let top: YAMLValue = .map([.init(key: "sources", value: .list([.scalar("B")])), .init(key: "type", value: .scalar("application"))])
        XCTAssertEqual(XcodeGenSpec.merging(base, top), .map([.init(key: "sources", value: .list([.scalar("A"), .scalar("B")])), .init(key: "type", value: .scalar("application"))]))
        let replacing: YAMLValue = .map([.init(key: "sources:REPLACE", value: .list([.scalar("B")]))])
        XCTAssertEqual(XcodeGenSpec.merging(base, replacing)["sources"], .list([.scalar("B")]))
    }
}
