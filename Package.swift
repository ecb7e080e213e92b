// swift-tools-version:6.0
import PackageDescription

// One module for each system of the documents MoveMe is built from, and one for each side of
// the terminal. The arrows go one way, and a target's dependencies are exactly the modules its
// files import (script/module-diagram --check, which script/lint runs, holds them to that and
// draws them in ARCHITECTURE.md).
//
// The modules under MoveMeTUI but MoveMeFonts are pure: no I/O, no clock, no C library but
// Chipmunk2D's arithmetic (script/lint fails on an import that could reach them). MoveMeFonts
// reads font files; only MoveMeTUI uses it.
let package = Package(
    name: "MoveMe",
    products: [
        .library(name: "MoveMeCore", targets: ["MoveMeCore"]),
        .library(name: "MoveMeRendering", targets: ["MoveMeRendering"]),
        .library(name: "MoveMeDynamics", targets: ["MoveMeDynamics"]),
        // The entry point: an app's delegate, its window and its views, run in the terminal.
        .library(name: "MoveMeKit", targets: ["MoveMeKit"]),
        .executable(name: "moveme", targets: ["moveme"]),
        .executable(name: "moveme-bench", targets: ["MoveMeBench"]),
    ],
    dependencies: [
        // Pinned exactly, so a build anywhere resolves the same release (Package.resolved is not
        // committed: the commit ids it would hold are those of one machine's package copies).
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // sin, cos, atan2 for the pure modules, which import no C library.
        .package(url: "https://github.com/apple/swift-numerics", exact: "1.1.1"),
        // script/docs: `swift package generate-documentation` builds the libraries' DocC sites.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        // The UIKit model: geometry, views, touches, gestures, animations, the application and
        // its run loop, pasteboards, the edit menu, motion, editing, inspection snapshots.
        .target(name: "MoveMeCore", dependencies: [.product(name: "RealModule", package: "swift-numerics")]),
        // Cell rendering, Core Graphics to the model's UIKit: cells, grids, the canvas, the
        // rasterizer and renderer, terminal text and display widths.
        .target(name: "MoveMeRendering", dependencies: ["MoveMeCore"]),
        // UIKit Dynamics over Chipmunk2D: the animator, the behaviours, the engine.
        .target(
            name: "MoveMeDynamics",
            dependencies: ["MoveMeCore", "CChipmunk", .product(name: "RealModule", package: "swift-numerics")]),
        // Chipmunk2D (Debian's libchipmunk-dev), through a shim that keeps its debug banner quiet.
        .systemLibrary(name: "CChipmunk", path: "Sources/CChipmunk"),
        // Every text the program shows, one table a language.
        .target(name: "MoveMeStrings"),
        // The applications: the Scene protocol, MoveMe, the touches scene, the cookbook's
        // recipes and the throw, the catalogue, the greetings, the moveme:// URL, preferences.
        .target(name: "MoveMeScenes", dependencies: ["MoveMeCore", "MoveMeRendering", "MoveMeDynamics", "MoveMeStrings"]),
        // The terminal's language, pure: input bytes to events, colours to palettes, OSC 52.
        .target(
            name: "MoveMeTerminal",
            dependencies: ["MoveMeRendering", .product(name: "RealModule", package: "swift-numerics")]),
        // The front end, pure: a session (events and time in, cells out), its keys, overlays,
        // inspector and screen.
        .target(
            name: "MoveMeSession",
            dependencies: ["MoveMeCore", "MoveMeRendering", "MoveMeDynamics", "MoveMeScenes", "MoveMeStrings",
                           "MoveMeTerminal"]),
        // FreeType and fontconfig (Debian's libfreetype-dev, libfontconfig-dev): their headers
        // (FreeType's path from pkg-config), and a shim that opens them with dlopen when an image
        // is first drawn, so a run without images never loads them (script/build keeps the
        // -lfreetype pkg-config adds from linking anything).
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev", "libfontconfig-dev"])]),
        // Text drawn into pixel images with a real font: not pure (it reads font files).
        .target(name: "MoveMeFonts", dependencies: ["MoveMeRendering", "MoveMeCore", "CFreeType"]),
        // ncurses, through a shim for what Swift cannot import.
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        // libdeflate: kitty's images sent deflated (zlib's format, in less than half zlib's time).
        .systemLibrary(name: "CDeflate", path: "Sources/CDeflate", providers: [.apt(["libdeflate-dev"])]),
        // zlib: the tests read kitty's deflated images with zlib's inflate, as kitty does.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
        // The terminal around the session: tty modes, poll, signals, the clock, backends,
        // the preferences' and greetings' files.
        .target(
            name: "MoveMeTUI",
            dependencies: ["MoveMeSession", "MoveMeScenes", "MoveMeRendering", "MoveMeCore", "MoveMeStrings",
                           "MoveMeTerminal", "MoveMeFonts", "CNcursesw", "CDeflate"]),
        // The entry point of apps written on the libraries: `ApplicationMain`, the options every
        // app takes, an embedded terminal for an app's tests. It brings MoveMeCore with it.
        .target(
            name: "MoveMeKit",
            dependencies: ["MoveMeTUI", "MoveMeSession", "MoveMeScenes", "MoveMeRendering", "MoveMeCore", "MoveMeStrings",
                           "MoveMeTerminal", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // The `moveme` command: options, then MoveMe's application on MoveMeKit's entry point.
        .executableTarget(
            name: "moveme",
            dependencies: [
                "MoveMeKit", "MoveMeTUI", "MoveMeSession", "MoveMeScenes", "MoveMeStrings", "MoveMeTerminal", "MoveMeRendering",
                "MoveMeCore", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A frame's cost over a scripted session, played through the program's Session; Benchmarks/run drives the real binary.
        .executableTarget(
            name: "MoveMeBench",
            dependencies: ["MoveMeCore", "MoveMeRendering", "MoveMeDynamics", "MoveMeScenes", "MoveMeTerminal",
                           "MoveMeSession", "MoveMeTUI"],
            path: "Benchmarks/MoveMeBench"),
        // Fuzz targets: what each checks, for libFuzzer (script/fuzz) and for the unit tests,
        // which replay the committed corpus. No I/O but the driver's replay of files.
        .target(
            name: "MoveMeFuzz",
            dependencies: ["MoveMeCore", "MoveMeRendering", "MoveMeTerminal", "MoveMeScenes", "MoveMeDynamics"],
            path: "Fuzz/Targets"),
        // One executable a target: libFuzzer when script/fuzz builds it with -sanitize=fuzzer,
        // otherwise a replayer of saved inputs.
        .executableTarget(name: "fuzz-input", dependencies: ["MoveMeFuzz"], path: "Fuzz/input"),
        .executableTarget(name: "fuzz-greetings", dependencies: ["MoveMeFuzz"], path: "Fuzz/greetings"),
        .executableTarget(name: "fuzz-touches", dependencies: ["MoveMeFuzz"], path: "Fuzz/touches"),
        .executableTarget(name: "fuzz-dynamics", dependencies: ["MoveMeFuzz"], path: "Fuzz/dynamics"),
        // What the test targets share: a seeded random generator, geometry's assertions, a stage
        // for dynamics.
        .target(name: "TestSupport", dependencies: ["MoveMeCore", "MoveMeDynamics"], path: "Tests/Support"),
        // The pictures scenes are checked by: a grid's silhouette, a half block's colours.
        .target(name: "SceneTestSupport", dependencies: ["MoveMeRendering", "MoveMeScenes"],
                path: "Tests/SceneSupport"),
        .testTarget(name: "MoveMeCoreTests", dependencies: ["MoveMeCore", "TestSupport"]),
        // The rasterizer is tested with the views it draws in the program (the placard, the tiles).
        .testTarget(
            name: "MoveMeRenderingTests",
            dependencies: ["SceneTestSupport", "MoveMeRendering", "MoveMeCore", "MoveMeScenes", "MoveMeStrings", "TestSupport"]),
        .testTarget(name: "MoveMeDynamicsTests", dependencies: ["MoveMeDynamics", "MoveMeCore", "TestSupport"]),
        .testTarget(name: "MoveMeStringsTests", dependencies: ["MoveMeStrings", "MoveMeRendering"]),
        .testTarget(
            name: "MoveMeScenesTests",
            dependencies: ["SceneTestSupport", "MoveMeScenes", "MoveMeCore", "MoveMeRendering", "MoveMeDynamics", "MoveMeStrings", "TestSupport"]),
        .testTarget(name: "MoveMeTerminalTests", dependencies: ["MoveMeTerminal", "MoveMeRendering", "MoveMeCore"]),
        .testTarget(
            name: "MoveMeSessionTests",
            // MoveMeTUI: the session is tested as the program runs it, by its Runtime on an
            // embedded terminal.
            dependencies: ["SceneTestSupport", "MoveMeSession", "MoveMeTUI", "MoveMeScenes", "MoveMeTerminal", "MoveMeRendering", "MoveMeCore",
                           "MoveMeDynamics", "MoveMeStrings"],
            // The golden frames' bytes, read by GoldenFrameTests from beside its source.
            exclude: ["Golden/frames"]),
        .testTarget(
            name: "MoveMeTUITests",
            dependencies: ["MoveMeTUI", "MoveMeSession", "MoveMeScenes", "MoveMeTerminal", "MoveMeRendering", "MoveMeCore",
                           "MoveMeStrings", "MoveMeFonts", "CZlib"]),
        .testTarget(name: "MoveMeFuzzTests", dependencies: ["MoveMeFuzz"]),
        .testTarget(name: "MoveMeFontsTests", dependencies: ["MoveMeFonts", "MoveMeRendering", "MoveMeCore"]),
        // An app's life on the embedded terminal, through MoveMeKit alone, as an app's tests see it.
        .testTarget(
            name: "MoveMeKitTests",
            dependencies: ["MoveMeKit", "MoveMeTUI", "MoveMeTerminal",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // The benchmark's own arithmetic (its percentiles of what a short run may not measure).
        .testTarget(name: "MoveMeBenchTests", dependencies: ["MoveMeBench"]),
        // The command's own parsing (the quick path beside ArgumentParser's).
        .testTarget(
            name: "MoveMeCommandTests",
            dependencies: ["moveme", "MoveMeScenes", "MoveMeStrings", "MoveMeRendering", "MoveMeTUI",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]),
    ]
)

// Each file imports the modules it uses: a member a module declares (an extension's method, a
// property) is found only in a file that imports that module (SE-0444), as its types are.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
