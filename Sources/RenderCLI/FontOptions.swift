import ArgumentParser
import Foundation
import RenderLayout

/// `--fonts DIR`: the user's own fonts (Apple's SF Pro, SF Mono, New York, which cannot ship with
/// the project) put first in the project's font configuration (docs/scene-format.md, "Fonts").
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("fonts"), help: ArgumentHelp(
        "A folder of your own fonts (SF Pro, SF Mono, New York) used before the project's stand-ins (repeatable; default: $RENDER_FONTS, folders separated by ':').",
        valueName: "dir"))
    var directories: [String] = []

    /// Hands the folders to the font configuration, which reads `RENDER_FONTS` once, when the
    /// first text is measured: call before anything is laid out. A folder that is not there is
    /// bad input, named.
    func apply() throws {
        guard !directories.isEmpty else { return }
        var absolute: [String] = []
        for directory in directories {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw Failure.badInput("--fonts: '\(directory.escapingControlCharacters)' is not a folder")
            }
            guard !directory.contains(":") else {
                throw Failure.badInput("--fonts: '\(directory.escapingControlCharacters)': a folder name with ':' cannot be passed on")
            }
            absolute.append(URL(fileURLWithPath: directory).standardizedFileURL.path)
        }
        setenv(ProjectFonts.userFontsVariable, absolute.joined(separator: ":"), 1)
    }
}
