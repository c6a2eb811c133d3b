import ArgumentParser
import RenderLayout
import RenderScene
import RenderSwiftSource
import RenderCheck

import RenderTools

/// Flags that shape the picture rather than the layout: debug borders, their tags and key,
/// margins and `--fit`. Shared by `render SCENE` and `render sweep`.
struct FigureOptions: ParsableArguments {
    @Flag(name: .customLong("debug-borders"), help: "Draw each view's proposal (red) and chosen size (blue).")
    var debugBorders = false

    @Option(name: .customLong("debug-ids"), help: ArgumentHelp(
        "With --debug-borders: only these views, by id or kind (comma-separated; * for all), each tagged with its name.",
        valueName: "ids"))
    var debugIDs: String?

    @Flag(name: .long, help: "With --debug-borders: add a key to the picture.")
    var legend = false

    @Option(name: .long, help: ArgumentHelp("Empty points around the picture (default with --debug-borders: 8, 16 with --debug-ids; else 0).", valueName: "points"))
    var margin: Double?

    @Flag(name: .long, help: "Grow the picture to everything drawn: offsets, overflow, debug boxes and tags.")
    var fit = false

    func validate() throws {
        if (debugIDs != nil || legend) && !debugBorders {
            throw ValidationError("--debug-ids and --legend go with --debug-borders")
        }
        if let margin, !(margin >= 0 && margin <= 1000) {
            throw ValidationError("--margin must be a number of points in 0…1000, got \(formatNumber(margin))")
        }
    }

    var debug: DebugBorders? {
        debugBorders ? DebugBorders(idList: debugIDs, legend: legend) : nil
    }
}
