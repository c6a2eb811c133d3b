import Foundation
import RenderLayout
import SnapshotTesting
import RenderSwiftUI

/// `GoldenOptions`, `RecordMode` and the other types of the checks, which these functions take.
@_exported import RenderCheck

/// Snapshot strategies for RenderLayout views, for pointfreeco's swift-snapshot-testing:
///
/// ```swift
/// assertSnapshot(of: Card(), as: .render(width: 240))   // Card.1.png, with its layout inside
/// assertSnapshot(of: Card(), as: .layout(width: 240))   // Card.1.json, the layout dump
/// ```
///
/// Naming, `__Snapshots__` folders, record modes (`withSnapshotTesting(record:)`,
/// `SNAPSHOT_TESTING_RECORD`) and failure reporting are that library's; the comparison is the
/// renderer's: the layout first (each changed frame named), then the pixels with the
/// anti-aliasing-aware tolerances of `GoldenOptions`. Text is measured with the project's
/// fonts (fonts.conf), never the machine's, so every machine renders the same pixels.
extension Snapshotting where Value: View, Format == ViewSnapshot {
    /// The view rendered to PNG at `width`×`height` (nil: its ideal size) and `scale`, on white.
    public static func render(width: Double? = nil, height: Double? = nil, scale: Double = 1,
                              options: GoldenOptions = GoldenOptions()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .viewSnapshot(options: options)) { view in
            ViewSnapshot(rendering: view, width: width, height: height, scale: scale)
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view's layout dump (`render --layout-json`) as text: frames, proposals, answers.
    public static func layout(width: Double? = nil, height: Double? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .layoutDump) { view in
            let renderer = ImageRenderer(content: view)
            renderer.proposedSize = ProposedViewSize(width: width, height: height)
            do {
                return try renderer.layoutDump()
            } catch {
                return "cannot render \(Value.self): \(error)"
            }
        }
    }

    /// The layout dump of the view at its ideal size.
    public static var layout: Snapshotting { .layout() }
}

extension Diffing where Value == ViewSnapshot {
    /// Layout first, then pixels; the diff image is attached.
    public static func viewSnapshot(options: GoldenOptions = GoldenOptions()) -> Diffing {
        .diff(toData: \.fileData, fromData: ViewSnapshot.init(fileData:)) { expected, actual in
            guard let (message, image) = ViewSnapshot.difference(expected: expected, actual: actual, options: options) else { return nil }
            return (message, image.map { [DiffAttachment.data(Data($0), name: "difference.png")] } ?? [])
        }
    }
}

extension Diffing where Value == String {
    /// Layout dumps compared node by node: each changed frame named.
    public static var layoutDump: Diffing {
        .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { expected, actual in
            ViewSnapshot.layoutDifference(expected: expected, actual: actual).map { ($0, []) }
        }
    }
}
