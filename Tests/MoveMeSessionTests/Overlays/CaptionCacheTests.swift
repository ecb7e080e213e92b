@testable import MoveMeRendering
@testable import MoveMeDynamics
@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeTerminal
@testable import MoveMeSession
import XCTest
import MoveMeCore
import TestSupport

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

    func testANewTitleOfTheSameWidthIsTheLastLineRetitled() {
        var cache = CaptionCache()
        XCTAssertEqual(cache.text(caption: "pinch ×1.23, turn 7°: multi-touch tile", keys: keys, columns: 60),
                       "pinch ×1.23, turn 7°: multi-touch tile · ? help · q quit")
        XCTAssertEqual(cache.text(caption: "pinch ×1.25, turn 8°: multi-touch tile", keys: keys, columns: 60),
                       "pinch ×1.25, turn 8°: multi-touch tile · ? help · q quit")
        XCTAssertEqual([cache.made, cache.retitled], [1, 1])
        // Wider, with room for the same items: retitled too.
        XCTAssertEqual(cache.text(caption: "pinch ×1.25, turn 18°: multi-touch tile", keys: keys, columns: 60),
                       "pinch ×1.25, turn 18°: multi-touch tile · ? help · q quit")
        XCTAssertEqual([cache.made, cache.retitled], [1, 2])
        // So wide that the description no longer fits: the items are fitted again.
        XCTAssertEqual(cache.text(caption: "pinch ×1.25, turn 18°, a long way: multi-touch tile", keys: keys, columns: 60),
                       "pinch ×1.25, turn 18°, a long way · ? help · q quit")
        XCTAssertEqual([cache.made, cache.retitled], [2, 2])
    }

    func testRetitledLinesAreTheLinesMadeAnew() {
        var random = SplitMix64(seed: 0x5265_7469_746C_65)
        let titles = ["pinch ×1.23, turn 7°", "pinch ×1.25, turn 8°", "pinch ×9.99, turn 1°", "swipe left", "swipe right", "a b c d e f g h",
                      "Gravité", "重力", "重 力", "x", ""]
        let descriptions = [": multi-touch tile", ": the tiles slide left", " : le carré tombe", "：方块落下", "", ": "]
        let keySets: [[(key: Character, meaning: String)]] = [[], [("m", "mode")], [("m", "mode"), ("g", "gravity")]]
        var cache = CaptionCache()
        var title = titles[0], description = descriptions[0], keys = keySets[1], columns = 60
        for _ in 0..<5_000 {
            // Mostly a new title, as a pinch's; now and then anything else.
            switch random.below(8) {
            case 0: description = random.pick(descriptions)
            case 1: keys = keySets[random.below(3)]
            case 2: columns = random.oneIn(2) ? random.inRange(1...40) : random.pick([30, 60, 80])
            default: title = random.pick(titles)
            }
            let caption = title + description
            XCTAssertEqual(cache.text(caption: caption, keys: keys, columns: columns),
                           Caption.text(caption: caption, keys: keys, columns: columns), "\(caption) in \(columns)")
        }
        XCTAssertGreaterThan(cache.retitled, 100, "the retitled path taken")
    }
}
