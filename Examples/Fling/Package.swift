// swift-tools-version:6.0
import PackageDescription

// A square to fling: a pan gesture recognizer throws it, UIKit Dynamics bring it back. It depends
// on the MoveMe package by path; an app of your own names it by its URL instead (docs/library.md).
let package = Package(
    name: "Fling",
    dependencies: [.package(name: "MoveMe", path: "../..")],
    targets: [
        .executableTarget(
            name: "Fling",
            dependencies: [.product(name: "MoveMeKit", package: "MoveMe"), .product(name: "MoveMeDynamics", package: "MoveMe")]),
        .testTarget(name: "FlingTests", dependencies: ["Fling", .product(name: "MoveMeKit", package: "MoveMe")]),
    ]
)
