// swift-tools-version:6.0
import PackageDescription

// A board of notes: drag them, long-press for the edit menu (cut, copy, paste, delete), paste
// from the terminal. It depends on the MoveMe package by path; an app of your own names it by
// its URL instead (docs/library.md).
let package = Package(
    name: "Notes",
    dependencies: [.package(name: "MoveMe", path: "../..")],
    targets: [
        .executableTarget(name: "Notes", dependencies: [.product(name: "MoveMeKit", package: "MoveMe")]),
        .testTarget(name: "NotesTests", dependencies: ["Notes", .product(name: "MoveMeKit", package: "MoveMe")]),
    ]
)
