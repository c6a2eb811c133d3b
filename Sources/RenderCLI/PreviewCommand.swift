import ArgumentParser
import Foundation
import RenderLayout
import RenderSwiftSource
import RenderTools

/// `render preview PATH [--port N]`: a live page of the previews of a file or folder on
/// 127.0.0.1 (docs/live-preview.md). Runs until interrupted.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live page of a Swift file's or folder's previews on 127.0.0.1, re-rendered on every save."
    )

    @Argument(help: "A Swift file, or a folder whose Swift files declare #Preview or PreviewProvider.")
    var path: String

    @Option(name: .long, help: "The port on 127.0.0.1 (0: any free port; the URL is printed).")
    var port: UInt16 = 8722

    @Option(name: .long, help: "Pixels per point of the pictures.")
    var scale: Double = 2

    @Option(name: .customLong("module"), help: ArgumentHelp("The folder of the files' module (default: found from the nearest Package.swift target or .xcodeproj source folder).", valueName: "dir"))
    var moduleDirectory: String?

    @Option(name: .customLong("packages"), help: ArgumentHelp("The folder where the files' package dependencies are checked out, as an Xcode project's SourcePackages (default: .build/checkouts and SourcePackages/checkouts from the module's package or project folder up).", valueName: "dir"))
    var packagesDirectory: String?

    @Option(name: .customLong("define"), help: ArgumentHelp("A compilation condition that holds for #if (repeatable).", valueName: "name"))
    var defines: [String] = []

    @OptionGroup var fonts: FontOptions

    func validate() throws {
        if !(scale >= 0.5 && scale <= 4) { throw ValidationError("--scale must be in 0.5…4, got \(formatNumber(scale))") }
    }

    func run() throws {
        try fonts.apply()
        var options = SwiftSource.Options(moduleDirectory: moduleDirectory, defines: defines)
        options.packagesDirectory = packagesDirectory
        let session: PreviewSession
        do { session = try PreviewSession(path: path, options: options, scale: scale) } catch {
            throw Failure.badInput(error.message)
        }
        let server = PreviewServer(session: session)
        let bound: UInt16
        do { bound = try server.start(port: port) } catch {
            throw Failure.output("render preview: \(error)")
        }
        let count = session.targets.count
        FileHandle.standardOutput.write(Data("render preview: http://127.0.0.1:\(bound)/ (\(count) preview\(count == 1 ? "" : "s"); Ctrl-C stops)\n".utf8))
        while true { sleep(3600) }
    }
}
