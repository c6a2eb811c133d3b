// swift-tools-version: 5.9
// A fixture: only read (not built) by the module lookup's tests.
import PackageDescription

let package = Package(
    name: "Imports",
    targets: [
        .target(name: "Screen", dependencies: ["Styleguide"]),
        .target(name: "Styleguide", dependencies: ["Helpers"]),
        .target(name: "Helpers"),
        .target(name: "Unused"),
    ]
)
