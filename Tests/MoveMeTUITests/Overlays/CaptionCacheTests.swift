import XCTest
@testable import MoveMeTUI

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

    func testTheCaptionSplitsAtItsFirstColonAsSplitDoes() {
        for caption in ["pinch ×1.23, turn 7°: multi-touch tile", "a: b: c", "title: ", "no colon", ": leading", ": ",
                        "", "a:b: c", "режим: вид · 模式"] {
            let parts = caption.split(separator: ": ", maxSplits: 1).map(String.init)
            let split = Caption.titleAndDescription(caption)
            XCTAssertEqual(split.title, parts.first ?? caption, caption)
            XCTAssertEqual(split.description, parts.count > 1 ? parts[1] : nil, caption)
        }
    }
}
