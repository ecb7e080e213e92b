import Foundation
import MoveMeFonts
@testable import MoveMeTUI
import XCTest

/// Fontconfig's answers on disk, a cache: kept and found again, asked again when fontconfig's
/// state changed or the file is not theirs, and never a failure.
final class FontChoicesFileTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "MoveMeFontChoices-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func testTheAnswersLiveInTheUsersCacheFolder() {
        XCTAssertEqual(FontChoicesFile(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"]).path, "/x/cache/moveme/fonts")
        XCTAssertEqual(FontChoicesFile(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"]).path, "/home/a/.cache/moveme/fonts")
        XCTAssertNil(FontChoicesFile(environment: [:]).path)
    }

    func testKeptAnswersAreFoundAgainWhileFontconfigStaysAsItWas() throws {
        let environment = ["XDG_CACHE_HOME": directory!, "FONTCONFIG_PATH": directory + "/fontconfig"]
        let file = FontChoicesFile(environment: environment)
        var choices = file.load()
        XCTAssertNil(choices.font, "none kept yet")
        choices.pattern = "DejaVu Sans:bold"
        choices.font = .init(file: "/fonts/DejaVuSans-Bold.ttf")
        file.save(choices)
        XCTAssertEqual(file.load(), choices)
        // Fontconfig's configuration changed: the answers are asked again.
        try FileManager.default.createDirectory(atPath: directory + "/fontconfig/conf.d", withIntermediateDirectories: true)
        let fresh = file.load()
        XCTAssertNil(fresh.font)
        XCTAssertNotEqual(fresh.stamp, choices.stamp)
    }

    func testAFileThatIsNotTheAnswersOrCannotBeWrittenIsNoFailure() throws {
        let file = FontChoicesFile(environment: ["XDG_CACHE_HOME": directory!])
        try FileManager.default.createDirectory(atPath: directory + "/moveme", withIntermediateDirectories: true)
        try "not the answers\n".write(toFile: directory + "/moveme/fonts", atomically: false, encoding: .utf8)
        XCTAssertNil(file.load().font)
        // Where a file stands in the way of the folder: nothing is kept, and nothing said.
        let blocked = FontChoicesFile(environment: ["XDG_CACHE_HOME": directory + "/moveme/fonts"])
        var choices = blocked.load()
        choices.font = .init(file: "/fonts/a.ttf")
        blocked.save(choices)
        XCTAssertNil(blocked.load().font)
    }
}
