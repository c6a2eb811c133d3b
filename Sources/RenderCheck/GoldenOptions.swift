import RenderLayout
import RenderScene
import RenderSwiftUI

/// Tolerances of a golden check. The defaults are deliberately strict; see docs/golden-testing.md.
public struct GoldenOptions: Sendable, Equatable {
    /// Pixel comparison (see `ImageDiff`). Defaults: a pixel differs when a channel of the
    /// colour composited over white, or alpha, moves by more than 16 of 255; differences that
    /// look like anti-aliased edges are forgiven; then not one differing pixel (0 pixels, ratio 0)
    /// is allowed.
    public var pixels: ImageDiffOptions
    /// Write `__failures__/` (actual, diff and side-by-side images) for failing scenes.
    public var writeFailureFiles: Bool
    /// Compare and store the environment fingerprint (`__goldens__/environment.json`).
    public var checkEnvironment: Bool

    public init(pixels: ImageDiffOptions, writeFailureFiles: Bool = true, checkEnvironment: Bool = true) {
        self.pixels = pixels
        self.writeFailureFiles = writeFailureFiles
        self.checkEnvironment = checkEnvironment
    }

    /// The same, with the pixel tolerances given one by one.
    public init(maxChannelDelta: Int = 16, maxDiffPixels: Int = 0, maxDiffRatio: Double = 0,
                antialiasingAware: Bool = true, writeFailureFiles: Bool = true, checkEnvironment: Bool = true) {
        self.init(pixels: ImageDiffOptions(maxChannelDelta: maxChannelDelta, maxDiffPixels: maxDiffPixels,
                                           maxDiffRatio: maxDiffRatio, antialiasingAware: antialiasingAware),
                  writeFailureFiles: writeFailureFiles, checkEnvironment: checkEnvironment)
    }
}
