@testable import MoveMeRendering
@testable import MoveMeStrings
@testable import MoveMeScenes
import XCTest

/// The moveme:// scheme: the URLs it handles, and every hostile one it refuses with a reason.
final class LaunchURLTests: XCTestCase {
    private func refusal(_ text: String) -> LaunchURLError? {
        do {
            _ = try LaunchURL.parse(text)
            return nil
        } catch {
            return error
        }
    }

    func testGoodURLs() throws {
        XCTAssertEqual(try LaunchURL.parse("moveme://scene/gravity"), LaunchState(scene: "gravity"))
        XCTAssertEqual(try LaunchURL.parse("moveme://scene/moveme?greeting=3&slow=1"),
                       LaunchState(scene: "moveme", greetingIndex: 3, slowAnimations: true))
        XCTAssertEqual(try LaunchURL.parse("moveme://scene/throw/?inspector=true&slow=no&greeting=9999"),
                       LaunchState(scene: "throw", greetingIndex: 9999, slowAnimations: false, showsInspector: true))
        XCTAssertEqual(try LaunchURL.parse("MoveMe://SCENE/Collision"), LaunchState(scene: "collision"),
                       "scheme and host are case-insensitive; scene names too, as --scene's")
        XCTAssertEqual(try LaunchURL.parse("moveme://"), LaunchState())
        XCTAssertEqual(try LaunchURL.parse("moveme:///"), LaunchState())
        XCTAssertEqual(try LaunchURL.parse("moveme://?greeting=0"), LaunchState(greetingIndex: 0))
        XCTAssertEqual(try LaunchURL.parse("moveme://scene/%62oundary?%67reeting=%31"), LaunchState(scene: "boundary", greetingIndex: 1),
                       "percent-encoding is decoded")
        XCTAssertEqual(try LaunchURL.parse("moveme://scene/gravity?&&slow=1&"), LaunchState(scene: "gravity", slowAnimations: true))
    }

    func testHostileURLsAreRefusedWithTheReason() {
        let cases: [(String, LaunchURLError)] = [
            ("http://scene/gravity", .notMoveMe),
            ("movemee://scene/gravity", .notMoveMe),
            ("scene/gravity", .notMoveMe),
            ("", .notMoveMe),
            ("moveme:scene/gravity", .malformed),
            ("moveme://scenes/gravity", .unknownHost("scenes")),
            ("moveme://user@scene/gravity", .unknownHost("user@scene")),
            ("moveme://scene:80/gravity", .unknownHost("scene:80")),
            ("moveme://scene/mars", .unknownScene("mars")),
            ("moveme://scene/", .malformed),
            ("moveme://scene", .malformed),
            ("moveme://scene/gravity/extra", .malformed),
            ("moveme://x/../scene/gravity", .unknownHost("x")),
            ("moveme://scene/gravity#top", .fragment("top")),
            ("moveme://scene/gravity?slow=1#", .fragment("")),
            ("moveme://scene/gravity?greeting=-1", .badValue(name: "greeting", value: "-1", allowed: "0–9999")),
            ("moveme://scene/gravity?greeting=10000", .badValue(name: "greeting", value: "10000", allowed: "0–9999")),
            ("moveme://scene/gravity?greeting=99999999999999999999999999", .badValue(name: "greeting",
                value: "99999999999999999999999999", allowed: "0–9999")),
            ("moveme://scene/gravity?greeting=1e3", .badValue(name: "greeting", value: "1e3", allowed: "0–9999")),
            ("moveme://scene/gravity?greeting=", .badValue(name: "greeting", value: "", allowed: "0–9999")),
            ("moveme://scene/gravity?greeting=%D9%A3", .badValue(name: "greeting", value: "٣", allowed: "0–9999")),
            ("moveme://scene/gravity?slow=2", .badValue(name: "slow", value: "2", allowed: "1, 0")),
            ("moveme://scene/gravity?greeting=1&greeting=2", .repeated("greeting")),
            ("moveme://scene/gravity?colour=red", .unknownParameter("colour")),
            ("moveme://scene/gravity?slow", .malformed),
            ("moveme://scene/gravity?greeting=%", .malformed),
            ("moveme://scene/gravity?greeting=%4", .malformed),
            ("moveme://scene/gravity?greeting=%zz", .malformed),
            ("moveme://scene/%FF", .malformed),
            ("moveme://scene/grav ity", .malformed),
            ("moveme://scene/gravity\n", .malformed),
            ("moveme://scene/\u{1B}[2J", .malformed),
            ("moveme://scene/gravité", .malformed),
            ("moveme://scene/%1B%5B2J", .unknownScene("\u{1B}[2j")),
            ("moveme://scene/gravity?slow=%00", .badValue(name: "slow", value: "\0", allowed: "1, 0")),
            ("moveme://scene/gravity?" + String(repeating: "a", count: 3000), .tooLong),
        ]
        for (url, expected) in cases {
            XCTAssertEqual(refusal(url), expected, url.debugDescription)
        }
    }

    func testTheReasonIsSaidInTheUsersLanguageAndQuotesSafely() {
        let english = Strings(.english)
        XCTAssertEqual(LaunchURLError.unknownScene("mars").reason(english),
                       "no scene 'mars' (there are: moveme, gravity, collision, boundary, throw, touches)")
        XCTAssertEqual(LaunchURLError.badValue(name: "slow", value: "\u{1B}", allowed: "1, 0").reason(english) { $0.unicodeScalars.map { $0.value < 0x20 ? "?" : String($0) }.joined() },
                       "'?' is not a value of slow (it takes: 1, 0)")
        XCTAssertEqual(LaunchURLError.tooLong.reason(Strings(.french)), "plus de 2048 caractères")
        XCTAssertEqual(LaunchURLError.repeated("slow").reason(Strings(.chineseSimplified)), "参数“slow”出现了两次")
        XCTAssertEqual(LaunchURLError.fragment("top").reason(english), "no fragment allowed (got '#top')",
                       "says what is wrong, where \"malformed\" said only that something was")
    }

    /// A refused URL is quoted whole up to 80 cells, and past that cut in the middle: a
    /// 2,000-character URL was echoed whole, pages of stderr for one line's reason.
    func testALongURLIsShownCutInTheMiddle() {
        let short = "moveme://scene/gravity?greeting=3"
        XCTAssertEqual(LaunchURL.shown(short), short)
        let eighty = "moveme://scene/gravity?" + String(repeating: "a", count: 57)
        XCTAssertEqual(LaunchURL.shown(eighty), eighty)
        let long = "moveme://scene/gravity?" + String(repeating: "a", count: 1977) + "&slow=1"
        XCTAssertEqual(LaunchURL.shown(long), "moveme://scene/gravity?aaaaaaaaaaaaaaaaa…" + String(repeating: "a", count: 32) + "&slow=1")
        XCTAssertEqual(DisplayWidth.of(LaunchURL.shown(long)), 80)
    }
}
