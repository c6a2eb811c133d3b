import Foundation
import RenderLayout
import Testing
import XCTest
import RenderSwiftUI

/// `GoldenOptions`, `RecordMode` and the other types of the checks, which these functions take.
@_exported import RenderCheck

/// `assertGolden(of: Card(), width: 240)`: checks a view against its golden and fails the
/// running test — XCTest or Swift Testing, whichever runs it — with the report: one line, then
/// the layout diff, the pixels and the failure files. The golden is named after the test file
/// and function and lives in the test file's folder (`GoldenCheck.goldenName`); a recording
/// fails too, so a new golden is looked at before it is committed.
@discardableResult
public func assertGolden<V: View>(of view: V, width: Double? = nil, height: Double? = nil, scale: Double = 1,
                                  named name: String? = nil, options: GoldenOptions = GoldenOptions(), record: RecordMode? = nil,
                                  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
                                  line: UInt = #line, column: UInt = #column) -> GoldenResult {
    let result = GoldenCheck.verify(view, width: width, height: height, scale: scale, named: name, options: options, record: record,
                                    filePath: "\(filePath)", function: function)
    if let message = result.testFailureMessage {
        reportTestFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return result
}

/// The same for a scene (a JSON scene decoded with `SceneDecoder`).
@discardableResult
public func assertGolden(of scene: Scene, named name: String? = nil, options: GoldenOptions = GoldenOptions(), record: RecordMode? = nil,
                         fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
                         line: UInt = #line, column: UInt = #column) -> GoldenResult {
    let result = GoldenCheck.verify(scene, named: GoldenCheck.goldenName(filePath: "\(filePath)", function: function, named: name),
                                    in: GoldenCheck.goldenDirectory(filePath: "\(filePath)"), options: options, record: record)
    if let message = result.testFailureMessage {
        reportTestFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return result
}

/// Fails the current Swift Testing test, or else the current XCTest.
func reportTestFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: Testing.SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
