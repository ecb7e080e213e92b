@testable import MoveMeStrings
@testable import MoveMeSession
import XCTest

/// The bottom row's text: a scene's caption, split at its first colon, and the keys that fit.
final class CaptionTests: XCTestCase {
    private let keys: [(key: String, meaning: String)] = [("m", "mode")]

    private func text(_ caption: String, keys: [(key: String, meaning: String)]? = nil, columns: Int = 80) -> String {
        Caption.text(caption: caption, keys: keys ?? self.keys, columns: columns)
    }

    func testTheKeysThatFitFollowTheCaption() {
        XCTAssertEqual(text("drag: ordinary tile"), "drag: ordinary tile · m mode · 1-6 scenes · r restart · ? help · q quit")
        XCTAssertEqual(text("swipe left: the tiles slide left"),
                       "swipe left: the tiles slide left · m mode · 1-6 scenes · ? help · q quit")
        XCTAssertEqual(text("swipe left: the tiles slide left", columns: 40), "swipe left · m mode · ? help · q quit")
        // Another language's title for the same key.
        XCTAssertEqual(text("swipe left: the tiles slide left", keys: [("m", "режим")]),
                       "swipe left: the tiles slide left · m режим · 1-6 scenes · ? help · q quit")
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

    func testAnotherLanguageHasItsOwnItems() {
        let english = text("swipe left: the tiles slide left")
        let russian = Caption.text(caption: "swipe left: the tiles slide left", keys: keys, columns: 80, strings: Strings(.russian))
        XCTAssertNotEqual(english, russian)
    }

    func testATitleTooWideForItsDescriptionLosesTheDescriptionFirst() {
        XCTAssertEqual(text("pinch ×1.23, turn 7°: multi-touch tile", columns: 60),
                       "pinch ×1.23, turn 7°: multi-touch tile · ? help · q quit")
        XCTAssertEqual(text("pinch ×1.25, turn 18°: multi-touch tile", columns: 60),
                       "pinch ×1.25, turn 18°: multi-touch tile · ? help · q quit")
        XCTAssertEqual(text("pinch ×1.25, turn 18°, a long way: multi-touch tile", columns: 60),
                       "pinch ×1.25, turn 18°, a long way · ? help · q quit")
    }
}
