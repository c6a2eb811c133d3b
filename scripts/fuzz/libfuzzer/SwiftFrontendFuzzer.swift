import RenderSwiftSource

/// libFuzzer's entry point for the Swift front end: any bytes, read as a Swift view file
/// (parsed, interpreted, and decoded into a view tree; nothing is laid out or drawn). Linked by
/// `scripts/fuzz/libfuzzer-swift.sh` against RenderSwiftSource and swift-syntax built with the
/// same instrumentation. A crash, a run past `-timeout` or memory past `-rss_limit_mb` is a
/// finding; a `SceneError` (a located message) is the expected outcome for bad input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftFrontEnd(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? SwiftSource.load(bytes, file: "Fuzz.swift")
    return 0
}
