import ArgumentParser
import Foundation
import RenderLayout
import RenderScene
import RenderSwiftSource
import RenderCheck

import RenderTools

/// `render previews PATH -o DIR`: every `#Preview` and `PreviewProvider` view of a file, folder
/// or package rendered into DIR with a static gallery, DIR/index.html (docs/previews.md).
///
/// Exit status: 0 every preview rendered; 1 bad input, no previews, or a preview or file that
/// failed (the gallery is written all the same, with the errors in it); 2 usage error; 3 the
/// gallery could not be written.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Render every #Preview and PreviewProvider view of a Swift file, folder or package into a gallery (DIR/index.html)."
    )

    @Argument(help: "A .swift file, or a folder (an app's sources, a package).")
    var path: String

    @Option(name: [.customShort("o"), .long], help: "The folder to write the pictures and index.html into.")
    var output: String

    @OptionGroup var variants: PreviewVariantOptions

    @Option(name: .long, help: "Pixels per point (default: each preview's device's scale).")
    var scale: Double?

    @Option(name: .long, help: "Files read at once, each on its own thread (default: the number of cores).")
    var jobs: Int?

    @Option(name: .customLong("module"), help: ArgumentHelp("The folder of the files' module (default: found for each file from its Package.swift target or .xcodeproj).", valueName: "dir"))
    var moduleDirectory: String?

    @Option(name: .customLong("packages"), help: ArgumentHelp("The folder where the files' package dependencies are checked out, as an Xcode project's SourcePackages (default: .build/checkouts and SourcePackages/checkouts from the module's package or project folder up).", valueName: "dir"))
    var packagesDirectory: String?

    @Option(name: .customLong("define"), help: ArgumentHelp("A compilation condition that holds for #if, besides an iOS 17 debug build's (repeatable).", valueName: "name"))
    var defines: [String] = []

    @OptionGroup var fonts: FontOptions

    func validate() throws {
        if let scale, !(scale >= 0.1 && scale <= 8) { throw ValidationError("--scale must be in 0.1…8, got \(formatNumber(scale))") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, got \(jobs)") }
        _ = try variants.list()
    }

    func run() throws {
        try fonts.apply()
        var gallery = PreviewGallery(path: path)
        gallery.variants = try variants.list()
        gallery.scale = scale
        gallery.options = SwiftSource.Options(moduleDirectory: moduleDirectory, defines: defines)
        gallery.options.packagesDirectory = packagesDirectory
        if let jobs { gallery.jobs = jobs }
        let progress = ProgressLine()
        let result: PreviewGallery.Result
        do {
            result = try gallery.run(progress: progress.isEnabled ? { done, total, file in progress.show(done, total, file) } : nil)
        } catch {
            progress.clear()
            throw Failure.badInput(error.description)
        }
        progress.clear()
        guard !result.files.isEmpty else {
            throw Failure.badInput("\(path): no #Preview or PreviewProvider found in \(result.filesScanned) Swift file\(result.filesScanned == 1 ? "" : "s")")
        }
        do { try PreviewGallery.write(result, to: output) } catch { throw Failure.output(error.description) }
        for file in result.files {
            if let error = file.error { FileHandle.standardError.write(Data("render: \(error)\n".utf8)) }
            for render in file.previews.joined() {
                if let error = render.error { FileHandle.standardError.write(Data("render: \(render.preview.name): \(error)\n".utf8)) }
            }
        }
        print("\(result.summaryLine) → \((output as NSString).appendingPathComponent("index.html"))")
        if !result.succeeded { Foundation.exit(1) }
    }
}

/// `--devices`, `--color-schemes`, `--dynamic-type`, `--rtl`: the variants every preview is
/// rendered in besides (or instead of) its own settings.
struct PreviewVariantOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Render each preview on each of these devices, comma-separated (iphone-se, iphone-16-pro, ipad-11, … or Apple's names), instead of its own.", valueName: "a,b"))
    var devices: String?

    @Option(name: .customLong("color-schemes"), help: ArgumentHelp("Render each preview in each of these colour schemes: light, dark (comma-separated).", valueName: "light,dark"))
    var colorSchemes: String?

    @Option(name: .customLong("dynamic-type"), help: ArgumentHelp("Render each preview at each of these Dynamic Type sizes (comma-separated: xSmall … xxxLarge, accessibility1 … accessibility5).", valueName: "sizes"))
    var dynamicType: String?

    @Flag(name: .long, help: "Render each preview right-to-left as well as left-to-right.")
    var rtl = false

    /// Every combination of the lists; a list not given is the preview's own setting.
    func list() throws -> [PreviewVariant] {
        func items(_ text: String?) -> [String] {
            (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        var devices: [Device] = []
        for name in items(self.devices) {
            guard let device = Device.named(name) else {
                throw ValidationError("--devices: unknown device '\(name.escapingControlCharacters)'; the renderer knows \(Device.knownNames)")
            }
            devices.append(device)
        }
        let schemes = items(colorSchemes)
        for scheme in schemes where scheme != "light" && scheme != "dark" {
            throw ValidationError("--color-schemes: unknown colour scheme '\(scheme.escapingControlCharacters)'; use light, dark or both")
        }
        var sizes: [DynamicTypeSize] = []
        for name in items(dynamicType) {
            guard let size = DynamicTypeSize(name: name) else {
                throw ValidationError("--dynamic-type: unknown size '\(name.escapingControlCharacters)'; use one of \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            sizes.append(size)
        }
        return PreviewVariant.combinations(devices: devices, colorSchemes: schemes, dynamicTypeSizes: sizes,
                                           rightToLeft: rtl ? [false, true] : [])
    }
}
