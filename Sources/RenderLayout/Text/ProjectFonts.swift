import Foundation

/// The project's own font configuration: only these fonts, whatever the machine has
/// installed, so the same scene measures and draws the same everywhere.
///
/// - Inter stands in for SF Pro; Noto Sans CJK is the fallback for Chinese, Japanese, Korean;
///   Noto Sans Arabic and Noto Sans Hebrew (fonts-noto-core, Regular and Bold) for Arabic and
///   Hebrew, standing in for SF Arabic and SF Hebrew; Noto Color Emoji (colour bitmaps, as
///   Apple Color Emoji) for emoji, after every design.
/// - Font designs (decisions, standing in for Apple's): `.monospaced` is JetBrains Mono
///   (for SF Mono), `.serif` Liberation Serif (for New York), `.rounded` Comfortaa (for SF
///   Pro Rounded).
/// - 72 dpi (set on the font map), so 1 pt = 1 layout unit = 1 pixel at scale 1.
/// - No hinting, no hinted metrics, gray antialiasing: advances scale linearly with size.
/// - Its own cache directory, so the first run on a machine writes the cache once.
public enum ProjectFonts {
    /// Debian packages that provide the fonts below (installed by `make deps`).
    public static let packages = ["fonts-inter", "fonts-noto-cjk", "fonts-jetbrains-mono", "fonts-liberation2", "fonts-comfortaa",
                                  "fonts-noto-color-emoji", "fonts-noto-core"]

    /// Font directories: each holds only its package's files.
    public static let directories = [
        "/usr/share/fonts/opentype/inter",
        "/usr/share/fonts/opentype/noto",
        "/usr/share/fonts/truetype/jetbrains-mono",
        "/usr/share/fonts/truetype/liberation2",
        "/usr/share/fonts/truetype/comfortaa",
        "/usr/share/fonts/truetype/noto",
    ]

    /// Shared with other Noto packages on some machines: only this file of it is used.
    package static let emojiFile = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    package static let emojiFamily = "Noto Color Emoji"
    /// From fonts-noto-core, which shares the emoji's folder: only these files of it are used.
    package static let rightToLeftFiles = ["NotoSansArabic-*.ttf", "NotoSansHebrew-*.ttf"]
    package static let rightToLeftFamilies = "Noto Sans Arabic, Noto Sans Hebrew"

    /// The environment variable naming folders of the user's own fonts (`--fonts DIR` sets it).
    public static let userFontsVariable = "RENDER_FONTS"

    /// Folders of the user's own fonts, first in the configuration: `$RENDER_FONTS` (separated
    /// by `:`), read once. Apple's fonts cannot ship with the project, but many users have them;
    /// with them, text is set in SF Pro as on an iPhone. Empty: only the project's fonts.
    public static let userDirectories: [String] = (ProcessInfo.processInfo.environment[userFontsVariable] ?? "")
        .split(separator: ":").map(String.init).filter { !$0.isEmpty && !$0.unicodeScalars.contains(where: { $0.value < 0x20 }) }

    /// Apple's families for a design, asked for first when the user has fonts of their own
    /// (fontconfig passes over a family the folders do not hold). SF Pro's static files are two
    /// families: Text below 20 points, Display from 20 up, as Apple's system font switches
    /// (Human Interface Guidelines, "Typography"); the variable `SF Pro` follows them.
    package static func appleFamilies(for font: Font) -> String {
        switch font.design {
        case .default: return font.size < 20 ? "SF Pro Text, SF Pro, " : "SF Pro Display, SF Pro, "
        case .monospaced: return "SF Mono, "
        case .serif: return "New York, "
        case .rounded: return "SF Pro Rounded, "
        }
    }

    /// The family list Pango asks for, by design. Fallback to CJK is by fontconfig's coverage.
    package static func families(for font: Font) -> String {
        let apple = userDirectories.isEmpty ? "" : appleFamilies(for: font)
        let design: String
        switch font.design {
        case .default: design = "Inter, Noto Sans CJK SC, \(rightToLeftFamilies), \(emojiFamily)"
        case .monospaced: design = "JetBrains Mono, Noto Sans Mono CJK SC, \(rightToLeftFamilies), \(emojiFamily)"
        case .serif: design = "Liberation Serif, Noto Serif CJK SC, \(rightToLeftFamilies), \(emojiFamily)"
        case .rounded: design = "Comfortaa, Inter, Noto Sans CJK SC, \(rightToLeftFamilies), \(emojiFamily)"
        }
        if let family = font.family { return "\(family), \(apple)\(design)" }
        return apple + design
    }

    /// The fonts.conf text, with the cache directory filled in.
    public static func fontsConf(cacheDirectory: String) -> String {
        let dirs = (userDirectories + directories).map { "  <dir>\(xmlEscaped($0))</dir>" }.joined(separator: "\n")
        let rtlAccept = rightToLeftFiles.map { "    <acceptfont><glob>/usr/share/fonts/truetype/noto/\($0)</glob></acceptfont>" }
            .joined(separator: "\n")
        return """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <!-- render's font configuration: nothing from the machine's own fonts.conf. -->
        <fontconfig>
        \(dirs)
          <cachedir>\(xmlEscaped(cacheDirectory))</cachedir>
          <config><rescan><int>0</int></rescan></config>
          <alias binding="strong">
            <family>sans-serif</family>
            <prefer><family>Inter</family><family>Noto Sans CJK SC</family><family>\(emojiFamily)</family></prefer>
          </alias>
          <selectfont>
            <rejectfont><glob>/usr/share/fonts/truetype/noto/*</glob></rejectfont>
            <acceptfont><glob>\(emojiFile)</glob></acceptfont>
        \(rtlAccept)
          </selectfont>
          <match target="font">
            <edit name="antialias" mode="assign"><bool>true</bool></edit>
            <edit name="hinting" mode="assign"><bool>false</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
            <edit name="rgba" mode="assign"><const>none</const></edit>
            <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
          </match>
          <!-- The emoji font is colour bitmaps only: it needs its bitmaps, no antialiasing
               of them (which draws nothing), and scaling from its one bitmap size. -->
          <match target="font">
            <test name="family"><string>\(emojiFamily)</string></test>
            <edit name="embeddedbitmap" mode="assign"><bool>true</bool></edit>
            <edit name="antialias" mode="assign"><bool>false</bool></edit>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double>
                <double>0</double><name>pixelsizefixupfactor</name></matrix></times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """
    }

    /// A path as XML text: `&`, `<`, `>` escaped (a cache folder such as `R&D` must not break
    /// the configuration, which would leave fontconfig with the machine's fonts).
    package static func xmlEscaped(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
    }

    /// `$RENDER_FONT_CACHE`, else `$XDG_CACHE_HOME/render/fontconfig`, else `~/.cache/…`,
    /// else a folder of this user's in the temporary directory: the first that exists or can be
    /// made, and is writable. A user without a writable home (`nobody`, a locked-down CI runner)
    /// otherwise gets "Fontconfig error: No writable cache directories" on every run, on the
    /// standard error that tests and scripts read.
    /// A folder whose name XML cannot hold (control characters) is skipped.
    public static let cacheDirectory: String = {
        let env = ProcessInfo.processInfo.environment
        let candidates = [
            env["RENDER_FONT_CACHE"],
            env["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 + "/render/fontconfig" },
            env["HOME"].flatMap { $0.isEmpty ? nil : $0 + "/.cache/render/fontconfig" },
        ]
        for case let path? in candidates where !path.isEmpty && !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
            && isWritableFolder(path) {
            return path
        }
        return NSTemporaryDirectory() + "render-fontconfig-\(getuid())"
    }()

    /// Whether `path` is (or can be made) a folder this process may write in.
    private static func isWritableFolder(_ path: String) -> Bool {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            && access(path, W_OK) == 0
    }
}
