// swift-tools-version: 6.0
// A package of its own that uses `render` as a user would: a SwiftUI-style view rendered with
// ImageRenderer and snapshot-tested with swift-snapshot-testing (`scripts/snapshot-demo.sh`).
import Foundation
import PackageDescription

// The renderer's checkout, two folders up; a path dependency is named after its folder.
let renderRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
let render = renderRoot.lastPathComponent

let package = Package(
    name: "SnapshotDemo",
    dependencies: [
        // In your own package: .package(url: "https://github.com/<owner>/render", branch: "main")
        .package(path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "SnapshotDemo", dependencies: [.product(name: "RenderSwiftUI", package: render)]),
        .testTarget(
            name: "SnapshotDemoTests",
            dependencies: [
                "SnapshotDemo",
                .product(name: "RenderSnapshotTesting", package: render),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
    ]
)
