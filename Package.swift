// swift-tools-version: 6.0
import PackageDescription

// The targets are the architecture (docs/architecture.md): each layer imports only those below
// it, so the one-way flow is a compiler rule.
//   RenderLayout        the engine: geometry, view tree, layout, text, paint, images, output
//   RenderScene         the table of SwiftUI views and modifiers (one definition file each) and
//                       the JSON scene format they decode from
//   RenderSwiftSource   the Swift-source front end (the only target that links swift-syntax)
//   RenderSwiftUI       the Swift API: View, @ViewBuilder, SwiftUI's views and modifiers, ImageRenderer
//   RenderCheck         golden checks of rendered views and scenes
//   RenderTools         what the command line does over files: either front end, folders of goldens, sweeps
//   RenderCLI           the `render` command
// `make release` sets RENDER_RELEASE_BUILD=1: this package's own modules then reach a concrete generic
// type's metadata (`[String: Int]`, `Set<TextRequest>`'s storage) through an accessor that passes the
// conformances it needs, instead of demangling the type's name, which looks each conformance up by
// scanning every conformance record the runtime knows (docs/performance.md, "Seventeenth pass").
// Read from the environment, so a package that depends on this one never builds with unsafe flags.
let releaseSwiftSettings: [SwiftSetting] = Context.environment["RENDER_RELEASE_BUILD"] == "1"
    ? [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]
    : []

let package = Package(
    name: "render",
    products: [
        .executable(name: "render", targets: ["RenderCLI"]),
        // The Swift API: `import RenderSwiftUI`, then `ImageRenderer(content:)`.
        .library(name: "RenderSwiftUI", targets: ["RenderSwiftUI"]),
        // JSON scenes: `SceneDecoder` and the table of views and modifiers.
        .library(name: "RenderScene", targets: ["RenderScene"]),
        // Golden checks of scenes and views without a test framework (`GoldenCheck`).
        .library(name: "RenderCheck", targets: ["RenderCheck"]),
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
        // Cairo + Pango + fontconfig through pkg-config (and libjpeg, linked by the module map;
        // librsvg and poppler-glib, loaded when a vector image is first drawn: vector_images.h);
        // nothing but the module map and its headers.
        .systemLibrary(
            name: "CCairoPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "zlib1g-dev", "libjpeg-dev", "librsvg2-dev", "libpoppler-glib-dev"])]
        ),
        .target(
            name: "RenderLayout",
            dependencies: ["CCairoPango"],
            // The symbols' path data, compiled into the module as bytes (`PackageResources`):
            // unlike a bundle read through `Bundle.module`, it cannot go missing when the
            // release binary is copied elsewhere (the bundle's generated accessor falls back to
            // the absolute build path, then stops the process).
            resources: [.embedInCode("Paint/Symbols/SymbolPaths.txt"), .embedInCode("Paint/Symbols/SymbolPathsMaterial.txt")],
            swiftSettings: releaseSwiftSettings
        ),
        .target(name: "RenderScene", dependencies: ["RenderLayout", "CCairoPango"], swiftSettings: releaseSwiftSettings),
        .target(
            name: "RenderSwiftSource",
            dependencies: [
                "RenderLayout", "RenderScene", "CCairoPango",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ],
            swiftSettings: releaseSwiftSettings
        ),
        .target(name: "RenderSwiftUI", dependencies: ["RenderLayout", "RenderScene"], swiftSettings: releaseSwiftSettings),
        .target(name: "RenderCheck", dependencies: ["RenderLayout", "RenderScene", "RenderSwiftUI", "CCairoPango"], swiftSettings: releaseSwiftSettings),
        .target(name: "RenderTools", dependencies: ["RenderLayout", "RenderScene", "RenderSwiftSource", "RenderCheck", "CCairoPango"], swiftSettings: releaseSwiftSettings),
        .target(name: "RenderTesting", dependencies: ["RenderSwiftUI", "RenderCheck"], swiftSettings: releaseSwiftSettings),
        .target(
            name: "RenderSnapshotTesting",
            dependencies: ["RenderSwiftUI", "RenderCheck", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .executableTarget(
            name: "RenderCLI",
            dependencies: [
                "RenderLayout", "RenderScene", "RenderSwiftSource", "RenderCheck", "RenderTools",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: releaseSwiftSettings
        ),
        .testTarget(
            name: "RenderTests",
            dependencies: ["RenderLayout", "RenderScene", "RenderSwiftSource", "RenderSwiftUI", "RenderCheck", "RenderTools",
                           "RenderCLI", "RenderTesting", "RenderSnapshotTesting"],
            path: "Tests",
            exclude: ["Golden", "RenderTests/Fixtures"],
            sources: ["RenderTests"]
        ),
    ]
)
