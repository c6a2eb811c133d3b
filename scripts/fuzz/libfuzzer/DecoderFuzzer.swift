import Foundation

/// libFuzzer's entry point: any bytes, decoded as a scene file, then laid out with the
/// fixed-advance measurer (deterministic and fast: Pango is not what this target explores).
/// Compiled into the RenderLayout module by `scripts/fuzz/libfuzzer-decoder.sh`, so internal
/// code is reachable. A crash, a leak of time past `-timeout` or memory past `-rss_limit_mb` is
/// a finding; errors thrown as `SceneError` or `RenderError` are the expected outcome.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let scene = try? SceneDecoder.decode(bytes, file: "fuzz.json", baseDirectory: fuzzFixtures) else { return 0 }
    _ = try? Renderer.layout(scene.root, options: RenderOptions(canvas: scene.canvas), measurer: FixedAdvanceMeasurer())
    return 0
}

/// Where `Image` files resolve: the folder of the golden scenes' fixtures, when run from the repository.
let fuzzFixtures = FileManager.default.currentDirectoryPath + "/Tests/Golden"
