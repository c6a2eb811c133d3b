// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "render",
    products: [
        .executable(name: "render", targets: ["RenderCLI"]),
        .library(name: "RenderLayout", targets: ["RenderLayout"]),
        // `assertGolden(of:)` for XCTest and Swift Testing.
        .library(name: "RenderTesting", targets: ["RenderTesting"]),
        // `assertSnapshot(of: view, as: .render(width:))` through pointfreeco's swift-snapshot-testing.
        .library(name: "RenderSnapshotTesting", targets: ["RenderSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Apple's own Swift parser, for `render View.swift` (the Swift-source front end).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // Snapshot strategies for the Swift API (RenderSnapshotTesting); only its SnapshotTesting
        // module is built, which has no dependencies of its own.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // Cairo + Pango + fontconfig through pkg-config; nothing but the module map and one header.
        .systemLibrary(
            name: "CCairoPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "zlib1g-dev"])]
        ),
        .target(
            name: "RenderLayout",
            dependencies: [
                "CCairoPango",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ],
            // The symbols' path data, compiled into the module as bytes (`PackageResources`):
            // unlike a bundle read through `Bundle.module`, it cannot go missing when the
            // release binary is copied elsewhere (the bundle's generated accessor falls back to
            // the absolute build path, then stops the process).
            resources: [.embedInCode("Paint/Symbols/SymbolPaths.txt")]
        ),
        .target(name: "RenderTesting", dependencies: ["RenderLayout"]),
        .target(
            name: "RenderSnapshotTesting",
            dependencies: ["RenderLayout", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .executableTarget(
            name: "RenderCLI",
            dependencies: [
                "RenderLayout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "RenderTests",
            dependencies: ["RenderLayout", "RenderCLI", "RenderTesting", "RenderSnapshotTesting"],
            path: "Tests",
            exclude: ["Golden", "RenderTests/Fixtures"],
            sources: ["RenderTests"]
        ),
    ]
)
