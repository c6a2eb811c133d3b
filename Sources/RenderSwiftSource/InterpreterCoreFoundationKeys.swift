import SwiftSyntax
import RenderLayout

/// Core Foundation's Info.plist key constants (`kCFBundleIdentifierKey`…), which apps pass to
/// `Bundle.main.object(forInfoDictionaryKey:)` as `kCFBundleIdentifierKey as String` (Element X's
/// `InfoPlistReader`; lane fresh25d). Each is the `CFString` of the key's name, as Apple's
/// CFBundle reference lists them ("kCFBundleIdentifierKey: the bundle identifier …
/// CFBundleIdentifier"); the renderer holds it as that string. A name the module declares
/// itself is found before (`lookup`).
extension Interpreter {
    static let coreFoundationBundleKeys: [String: String] = [
        "kCFBundleInfoDictionaryVersionKey": "CFBundleInfoDictionaryVersion",
        "kCFBundleExecutableKey": "CFBundleExecutable",
        "kCFBundleIdentifierKey": "CFBundleIdentifier",
        "kCFBundleVersionKey": "CFBundleVersion",
        "kCFBundleDevelopmentRegionKey": "CFBundleDevelopmentRegion",
        "kCFBundleNameKey": "CFBundleName",
        "kCFBundleLocalizationsKey": "CFBundleLocalizations",
    ]

    /// The key's name as a string; nil for any other name.
    func coreFoundationBundleKey(_ name: String) -> SwiftValue? {
        Self.coreFoundationBundleKeys[name].map(SwiftValue.string)
    }
}
