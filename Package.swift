// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MoveMe",
    products: [
        .library(name: "MoveMeCore", targets: ["MoveMeCore"]),
        .library(name: "MoveMeDynamics", targets: ["MoveMeDynamics"]),
        .executable(name: "moveme", targets: ["moveme"]),
        .executable(name: "moveme-bench", targets: ["MoveMeBench"]),
    ],
    dependencies: [
        // Pinned exactly, so a build anywhere resolves the same release (Package.resolved is not
        // committed: the commit ids it would hold are those of one machine's package copies).
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        // Pure Swift: the UIKit ideas of MoveMe, the scene, and the rasterizer. No I/O, no clock.
        .target(name: "MoveMeCore"),
        // Pure Swift pieces of the terminal front end: input decoding, colour mapping.
        .target(name: "MoveMeTerminal", dependencies: ["MoveMeCore"]),
        // The user's greetings file: read, checked and made safe to show (the one part that reads a file).
        .target(name: "MoveMeGreetings", dependencies: ["MoveMeCore"]),
        // UIKit Dynamics over Chipmunk2D, and the chapter's recipes as scenes. No I/O, no clock.
        .target(name: "MoveMeDynamics", dependencies: ["MoveMeCore", "CChipmunk"]),
        // Chipmunk2D (Debian's libchipmunk-dev), through a shim that keeps its debug banner quiet.
        .systemLibrary(name: "CChipmunk", path: "Sources/CChipmunk"),
        // ncurses, through a shim for what Swift cannot import.
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        // The ncurses front end: a pure Session (scenes, keys, layout, overlays, when to draw) and
        // the process around it (terminal set-up and restore, poll, signals). A library, so the
        // session and its parts have unit tests.
        .target(name: "MoveMeTUI", dependencies: ["MoveMeCore", "MoveMeDynamics", "MoveMeTerminal", "CNcursesw"]),
        // The `moveme` command: options, then MoveMeTUI.
        .executableTarget(
            name: "moveme",
            dependencies: [
                "MoveMeTUI", "MoveMeCore", "MoveMeTerminal", "MoveMeGreetings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A frame's cost over a scripted session, played through the program's Session; Benchmarks/run drives the real binary.
        .executableTarget(
            name: "MoveMeBench", dependencies: ["MoveMeCore", "MoveMeDynamics", "MoveMeTerminal", "MoveMeTUI"],
            path: "Benchmarks/MoveMeBench"),
        // Fuzz targets: what each checks, for libFuzzer (script/fuzz) and for the unit tests,
        // which replay the committed corpus. No I/O but the driver's replay of files.
        .target(name: "MoveMeFuzz", dependencies: ["MoveMeCore", "MoveMeTerminal", "MoveMeGreetings", "MoveMeDynamics"], path: "Fuzz/Targets"),
        // One executable a target: libFuzzer when script/fuzz builds it with -sanitize=fuzzer,
        // otherwise a replayer of saved inputs.
        .executableTarget(name: "fuzz-input", dependencies: ["MoveMeFuzz"], path: "Fuzz/input"),
        .executableTarget(name: "fuzz-greetings", dependencies: ["MoveMeFuzz"], path: "Fuzz/greetings"),
        .executableTarget(name: "fuzz-touches", dependencies: ["MoveMeFuzz"], path: "Fuzz/touches"),
        .executableTarget(name: "fuzz-dynamics", dependencies: ["MoveMeFuzz"], path: "Fuzz/dynamics"),
        // A seeded random generator the test targets share.
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(name: "MoveMeCoreTests", dependencies: ["MoveMeCore", "TestSupport"]),
        .testTarget(name: "MoveMeTerminalTests", dependencies: ["MoveMeTerminal", "MoveMeCore", "TestSupport"]),
        .testTarget(name: "MoveMeGreetingsTests", dependencies: ["MoveMeGreetings", "MoveMeTerminal", "MoveMeCore", "TestSupport"]),
        .testTarget(name: "MoveMeDynamicsTests", dependencies: ["MoveMeDynamics", "MoveMeCore", "TestSupport"]),
        .testTarget(name: "MoveMeFuzzTests", dependencies: ["MoveMeFuzz"]),
        .testTarget(name: "MoveMeTUITests", dependencies: ["MoveMeTUI", "MoveMeTerminal", "MoveMeCore", "MoveMeDynamics", "TestSupport"]),
        // The benchmark's own arithmetic (its percentiles of what a short run may not measure).
        .testTarget(name: "MoveMeBenchTests", dependencies: ["MoveMeBench"]),
        // The command's own parsing (the quick path beside ArgumentParser's).
        .testTarget(name: "MoveMeCommandTests", dependencies: ["moveme", "MoveMeTUI"]),
    ]
)
