import XCTest
@testable import MoveMeTUI
import MoveMeCore

/// The bottom row's text is made again only when what it is made from changes.
final class CaptionCacheTests: XCTestCase {
    private let keys: [(key: Character, meaning: String)] = [("m", "mode")]

    func testTheSameInputsGiveTheSameTextWithoutMakingItAgain() {
        var cache = CaptionCache()
        let first = cache.text(caption: "2.1 Gravity: the square falls", keys: keys, columns: 80)
        XCTAssertEqual(first, Caption.text(caption: "2.1 Gravity: the square falls", keys: keys, columns: 80))
        XCTAssertEqual(cache.text(caption: "2.1 Gravity: the square falls", keys: keys, columns: 80), first)
        XCTAssertEqual(cache.made, 1)
    }

    func testANewCaptionANewWidthOrTranslatedKeysMakeItAgain() {
        var cache = CaptionCache()
        XCTAssertEqual(cache.text(caption: "drag: ordinary tile", keys: keys, columns: 80),
                       "drag: ordinary tile · m mode · 1-6 scenes · r restart · ? help · q quit")
        XCTAssertEqual(cache.text(caption: "swipe left: the tiles slide left", keys: keys, columns: 80),
                       "swipe left: the tiles slide left · m mode · 1-6 scenes · ? help · q quit")
        XCTAssertEqual(cache.text(caption: "swipe left: the tiles slide left", keys: keys, columns: 40),
                       "swipe left · m mode · ? help · q quit")
        // Another language's title for the same key.
        XCTAssertEqual(cache.text(caption: "swipe left: the tiles slide left", keys: [("m", "режим")], columns: 80),
                       "swipe left: the tiles slide left · m режим · 1-6 scenes · ? help · q quit")
        XCTAssertEqual(cache.made, 4)
    }

    func testTheCaptionSplitsAtItsFirstColonInEachLanguagesSpelling() {
        let cases: [(String, (String, String, String)?)] = [
            ("pinch ×1.23, turn 7°: multi-touch tile", ("pinch ×1.23, turn 7°", ": ", "multi-touch tile")),
            ("a: b: c", ("a", ": ", "b: c")),
            ("title: ", ("title", ": ", "")),
            ("Gravité : le carré tombe", ("Gravité", " : ", "le carré tombe")),
            ("重力：方块落下: x", ("重力", "：", "方块落下: x")),
            ("a:b: c", ("a:b", ": ", "c")),
            ("no colon", nil), ("", nil), ("a:b", nil),
        ]
        for (caption, expected) in cases {
            let split = Caption.titleAndDescription(caption)
            XCTAssertEqual(split?.title, expected?.0, caption)
            XCTAssertEqual(split?.colon, expected?.1, caption)
            XCTAssertEqual(split?.description, expected?.2, caption)
        }
    }

    func testAnotherLanguageMakesItAgainWithItsOwnItems() {
        var cache = CaptionCache()
        let english = cache.text(caption: "swipe left: the tiles slide left", keys: keys, columns: 80)
        let russian = cache.text(caption: "swipe left: the tiles slide left", keys: keys, columns: 80,
                                 strings: Strings(.russian))
        XCTAssertNotEqual(english, russian)
        XCTAssertEqual(cache.made, 2)
    }
}
