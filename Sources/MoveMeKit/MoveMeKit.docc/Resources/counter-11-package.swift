// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Counter",
    // MoveMe's folder, beside this one.
    dependencies: [.package(name: "MoveMe", path: "../moveme")],
    targets: [
        .executableTarget(name: "Counter", dependencies: [.product(name: "MoveMeKit", package: "MoveMe")]),
        .testTarget(name: "CounterTests", dependencies: ["Counter", .product(name: "MoveMeKit", package: "MoveMe")]),
    ]
)
