import Foundation
import XCTest
import RenderLayout
import RenderCheck

// How an XCTest user of RenderLayout checks goldens: a five-line wrapper over
// `GoldenCheck.verify`, which lives in the library without depending on XCTest.
// (Swift Testing users write `#expect(result.passed, Comment(rawValue: result.message))`.)

/// Fails the test with the golden report when `scene` does not match
/// `directory/__goldens__/NAME.png` and `NAME.layout.json`. Records missing goldens unless `CI`
/// is set (or `RENDER_RECORD`/`record` say otherwise).
@discardableResult
func XCTAssertGolden(_ scene: Scene, named name: String, in directory: URL, options: GoldenOptions = GoldenOptions(),
                     record: RecordMode? = nil, file: StaticString = #filePath, line: UInt = #line) -> GoldenResult {
    let result = GoldenCheck.verify(scene, named: name, in: directory, options: options, record: record)
    if !result.passed { XCTFail(result.message, file: file, line: line) }
    return result
}

/// The same for a view tree and its render options.
@discardableResult
func XCTAssertGolden(_ root: ViewNode, renderOptions: RenderOptions, named name: String, in directory: URL,
                     options: GoldenOptions = GoldenOptions(), record: RecordMode? = nil,
                     file: StaticString = #filePath, line: UInt = #line) -> GoldenResult {
    let result = GoldenCheck.verify(root, renderOptions: renderOptions, named: name, in: directory, options: options, record: record)
    if !result.passed { XCTFail(result.message, file: file, line: line) }
    return result
}
