import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `Bundle.main.object(forInfoDictionaryKey:)` read from the Xcode target's Info.plist and
/// Debug build settings (`InfoPlist`; issue 25, lane atrest25f). Shaped like ControlRoom's
/// AboutView, written here.
final class SwiftInfoPlistTests: XCTestCase {
    static let view = """
    import SwiftUI

    struct AboutView: View {
        func info(_ key: String) -> String {
            (Bundle.main.object(forInfoDictionaryKey: key) as? String) ?? "none"
        }
        var body: some View {
            VStack {
                Text("\\(info("CFBundleName")) \\(info("CFBundleShortVersionString")) (\\(info("CFBundleVersion")))")
                Text(info("NSHumanReadableCopyright"))
                Text(info("MissingKey"))
            }
        }
    }
    """

    static func project(targetSettings: String, projectSettings: String = "MARKETING_VERSION = 9.9;") -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                P1 = { isa = PBXProject; buildConfigurationList = PL; mainGroup = G1; targets = (T1); };
                G1 = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
                PL = { isa = XCConfigurationList; buildConfigurations = (PD, PR); };
                PD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { \(projectSettings) }; };
                PR = { isa = XCBuildConfiguration; name = Release; buildSettings = { MARKETING_VERSION = 0.1; }; };
                T1 = { isa = PBXNativeTarget; name = "Control Room"; buildConfigurationList = TL; buildPhases = (); };
                TL = { isa = XCConfigurationList; buildConfigurations = (TD, TR); };
                TD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { \(targetSettings) }; };
                TR = { isa = XCBuildConfiguration; name = Release; buildSettings = { MARKETING_VERSION = 5.0; }; };
            };
            rootObject = P1;
        }
        """
    }

    static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>CFBundleName</key><string>$(PRODUCT_NAME)</string>
        <key>CFBundleShortVersionString</key><string>$(MARKETING_VERSION)</string>
        <key>CFBundleVersion</key><string>${BUILD}</string>
        <key>NSHumanReadableCopyright</key><string>Copyright $(UNSET_SETTING)</string>
    </dict>
    </plist>
    """

    func testTheTargetsInfoPlistWithItsDebugBuildSettings() throws {
        let loaded = try loadModule(["View.swift": Self.view, "Info.plist": Self.plist,
                                     "App.xcodeproj/project.pbxproj": Self.project(targetSettings: "INFOPLIST_FILE = Info.plist; BUILD = 42;")],
                                    test: self)
        // PRODUCT_NAME defaults to the target's name; MARKETING_VERSION is the project's Debug
        // value (the Release ones are not read); an unset setting leaves the value unknown; a
        // key the plist lacks is nil, so the app's fallback shows.
        XCTAssertEqual(try layoutTexts(loaded), ["Control Room 9.9 (42)", "Text(Info.plist NSHumanReadableCopyright)", "none"])
        XCTAssertEqual(loaded.placeholders, 1)
    }

    func testAGeneratedInfoPlistAndAModuleWithoutAProject() throws {
        let generated = try loadModule(["View.swift": Self.view, "Info.plist": "<plist version=\"1.0\"><dict/></plist>",
                                        "App.xcodeproj/project.pbxproj": Self.project(targetSettings: """
                                        INFOPLIST_FILE = Info.plist; GENERATE_INFOPLIST_FILE = YES; PRODUCT_NAME = Rooms;
                                        CURRENT_PROJECT_VERSION = 7; INFOPLIST_KEY_NSHumanReadableCopyright = "© Me";
                                        """)], test: self)
        XCTAssertEqual(try layoutTexts(generated), ["Rooms 9.9 (7)", "© Me", "none"])
        // Without a project the built bundle is unknown: placeholders, as before.
        let bare = try loadModule(["View.swift": Self.view, "Info.plist": Self.plist], test: self)
        XCTAssertEqual(try layoutTexts(bare).first, "Text(Bundle.object(…))")
    }

    /// Review R1 item 1: the keys a generated Info.plist gets from settings are the settings'
    /// values, keys every build adds are named placeholders (the built app has them), and only
    /// other keys are nil.
    func testGeneratedAndBuildAddedKeys() throws {
        let view = """
        import SwiftUI

        struct AboutView: View {
            func info(_ key: String) -> String {
                (Bundle.main.object(forInfoDictionaryKey: key) as? String) ?? "none"
            }
            var body: some View {
                VStack {
                    Text(info("CFBundleIdentifier"))
                    Text(info("CFBundleExecutable"))
                    Text(info("CFBundleInfoDictionaryVersion"))
                    Text(info("CFBundleDevelopmentRegion"))
                    Text(info("DTPlatformName"))
                    Text(info("MinimumOSVersion"))
                    Text(info("MissingKey"))
                }
            }
        }
        """
        let loaded = try loadModule(["View.swift": view, "Info.plist": "<plist version=\"1.0\"><dict/></plist>",
                                     "App.xcodeproj/project.pbxproj": Self.project(targetSettings: """
                                     INFOPLIST_FILE = Info.plist; GENERATE_INFOPLIST_FILE = YES;
                                     PRODUCT_BUNDLE_IDENTIFIER = com.example.rooms;
                                     """)], test: self)
        XCTAssertEqual(try layoutTexts(loaded), ["com.example.rooms", "Control Room", "6.0",
                                                 "Text(Info.plist CFBundleDevelopmentRegion)",
                                                 "Text(Info.plist DTPlatformName)", "Text(Info.plist MinimumOSVersion)", "none"])
        XCTAssertEqual(loaded.placeholders, 3)
    }

    /// Review R1 item 3: `Bundle.main.infoDictionary?["…"]`, the spelling the corpus uses most
    /// (IceCubes, Food Truck, Grocy), reads the same Info.plist.
    func testTheInfoDictionarySubscriptReadsTheSamePlist() throws {
        let view = Self.view.replacingOccurrences(of: "(Bundle.main.object(forInfoDictionaryKey: key) as? String)",
                                                  with: "(Bundle.main.infoDictionary?[key] as? String)")
        let loaded = try loadModule(["View.swift": view, "Info.plist": Self.plist,
                                     "App.xcodeproj/project.pbxproj": Self.project(targetSettings: "INFOPLIST_FILE = Info.plist; BUILD = 42;")],
                                    test: self)
        XCTAssertEqual(try layoutTexts(loaded), ["Control Room 9.9 (42)", "Text(Info.plist NSHumanReadableCopyright)", "none"])
        XCTAssertEqual(loaded.placeholders, 1)
        // Without a project it is the built bundle's, unknown: a placeholder, as before.
        let bare = try loadModule(["View.swift": view, "Info.plist": Self.plist], test: self)
        XCTAssertEqual(try layoutTexts(bare).first, "Text(Bundle.infoDictionary)")
    }

    /// Lane fresh25be: `Bundle.main.bundleIdentifier` is the built Info.plist's
    /// `CFBundleIdentifier`, the target's `PRODUCT_BUNDLE_IDENTIFIER` (a settings store that picks
    /// its defaults suite by the app's identifier, shaped like Damus's, written here); without a
    /// project it stays the built bundle's, unknown.
    func testTheBundleIdentifierIsTheTargetsProductBundleIdentifier() throws {
        let view = """
        import SwiftUI

        enum Suite {
            static let appID = "com.example.rooms"
            static var current: String {
                switch Bundle.main.bundleIdentifier {
                case appID: return "app"
                case "com.example.rooms.widget": return "shared"
                default: return "other"
                }
            }
        }

        struct SuiteView: View {
            var body: some View {
                VStack {
                    Text(Suite.current)
                    Text(Bundle.main.bundleIdentifier ?? "none")
                }
            }
        }
        """
        let plist = "<plist version=\"1.0\"><dict><key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string></dict></plist>"
        let loaded = try loadModule(["View.swift": view, "Info.plist": plist,
                                     "App.xcodeproj/project.pbxproj": Self.project(targetSettings: """
                                     INFOPLIST_FILE = Info.plist; PRODUCT_BUNDLE_IDENTIFIER = com.example.rooms;
                                     """)], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["app", "com.example.rooms"])
        // A plist without the key: the built bundle has no identifier, nil.
        let keyless = try loadModule(["View.swift": view, "Info.plist": "<plist version=\"1.0\"><dict/></plist>",
                                      "App.xcodeproj/project.pbxproj": Self.project(targetSettings: "INFOPLIST_FILE = Info.plist;")], test: self)
        XCTAssertEqual(try layoutTexts(keyless), ["other", "none"])
        let bare = try loadModule(["View.swift": view], test: self)
        XCTAssertEqual(try layoutTexts(bare), ["Text(switch Bundle.main.bundleIdentifier)", "Text(Bundle.bundleIdentifier)"])
    }
}
