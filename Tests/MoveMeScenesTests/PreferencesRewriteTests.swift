@testable import MoveMeScenes
import XCTest

/// A save over a file a person wrote: their comments, blank lines, spacing, line order and
/// line endings stay; only the values that changed change, in place; a key the file left out
/// is added at the end, and only when its value is not the default the file implied.
final class PreferencesRewriteTests: XCTestCase {
    private let mine = """
        # my settings
        scene=collision   # the one with the squares

        greeting = 13   # my favourite
        future-key = kept   # a newer version's
        collision-mode = items

        """

    private func rewritten(_ original: String, _ change: (inout Preferences) -> Void) throws -> String {
        var preferences = try PreferencesFile.parse(Array(original.utf8))
        change(&preferences)
        return PreferencesFile.text(of: preferences, over: original)
    }

    func testAChangedValueIsReplacedInPlaceWithItsCommentKept() throws {
        XCTAssertEqual(try rewritten(mine) { $0.greetingIndex = 4 }, """
            # my settings
            scene=collision   # the one with the squares

            greeting = 4   # my favourite
            future-key = kept   # a newer version's
            collision-mode = items

            """)
    }

    func testNothingChangedIsTheFileByteForByte() throws {
        let written = "scene = GRAVITY\r\nslow-animations=yes # on\r\n\r\n"
        XCTAssertEqual(try rewritten(written) { _ in }, written, "a value written another way that means the same stays")
        XCTAssertEqual(try rewritten(written) { $0.scene = "boundary" }, "scene = boundary\r\nslow-animations=yes # on\r\n\r\n",
                       "a line ending in CR LF keeps it")
    }

    func testAKeyTheFileLeftOutIsAddedAtTheEndOnlyWhenItIsNotTheDefault() throws {
        XCTAssertEqual(try rewritten(mine) { $0.showsInspector = true; $0.slowAnimations = false }, mine + "inspector = true\n")
        XCTAssertEqual(try rewritten("# only a comment") { $0.scene = "throw" }, "# only a comment\nscene = throw\n",
                       "a file without a last newline gets one before the added line")
    }

    func testEveryLineOfARepeatedKeyTakesTheNewValue() throws {
        XCTAssertEqual(try rewritten("scene = gravity\nscene = boundary\n") { $0.scene = "throw" }, "scene = throw\nscene = throw\n")
    }

    func testWhatIsWrittenReadsBackAsTheValues() throws {
        var preferences = try PreferencesFile.parse(Array(mine.utf8))
        preferences.greetingIndex = 9
        preferences.scene = "touches"
        preferences.collisionMode = "boundaries"
        preferences.slowAnimations = true
        let text = PreferencesFile.text(of: preferences, over: mine)
        XCTAssertEqual(try PreferencesFile.parse(Array(text.utf8)), preferences)
    }
}
