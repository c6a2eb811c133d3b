// swift-tools-version: 5.9
// A fixture: only read (not built) by the module lookup's tests.
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [
        .package(name: "Design", path: "../Design"),
    ],
    targets: [
        .target(name: "Feature", dependencies: [.product(name: "Design", package: "Design")]),
    ]
)
