import XCTest
@testable import MoveMeStrings

/// The help's names of keys and gestures are words of the reader's language; only the keys'
/// own letters ("hjkl", "Alt") stay as the keyboard has them (issue 46: the Russian help said
/// "пробел, enter").
final class KeyNameTests: XCTestCase {
    private let keyNames: [TextKey] = [.keyDrag, .keyRelease, .keyDoubleClick, .keyLetGo, .keyWatch, .keyClick,
                                       .keyDragASquare, .keyRightClick, .keyArrows, .keySpaceEnter, .keyAltDrag, .keySwipe]

    func testNoTranslatedKeyNameKeepsAnEnglishWord() {
        let english = Strings(.english)
        let words = Set(keyNames.flatMap { english[$0].lowercased().split { !$0.isLetter }.map(String.init) })
            .subtracting(["hjkl", "alt", "double"])  // "double" is French too
        for language in Language.allCases where language != .english {
            for key in keyNames {
                let translated = Strings(language)[key].lowercased().split { !$0.isLetter }.map(String.init)
                XCTAssertTrue(Set(translated).isDisjoint(with: words), "\(language) \(key): \(Strings(language)[key])")
            }
        }
    }
}
