// swift-tools-version:6.0
import PackageDescription

// A counter: a label and two buttons, on MoveMeKit. It depends on the MoveMe package by path;
// an app of your own names it by its URL instead (docs/library.md).
let package = Package(
    name: "Counter",
    dependencies: [.package(name: "MoveMe", path: "../..")],
    targets: [
        .executableTarget(name: "Counter", dependencies: [.product(name: "MoveMeKit", package: "MoveMe")]),
        .testTarget(name: "CounterTests", dependencies: ["Counter", .product(name: "MoveMeKit", package: "MoveMe")]),
    ]
)
