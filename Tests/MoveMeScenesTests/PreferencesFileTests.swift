@testable import MoveMeStrings
@testable import MoveMeScenes
import XCTest

/// The preferences file's format: what it reads, what it writes, and every way it is refused.
final class PreferencesFileTests: XCTestCase {
    private func parse(_ text: String) throws -> Preferences {
        try PreferencesFile.parse(Array(text.utf8))
    }

    private func parseError(_ bytes: [UInt8]) -> PreferencesFileError? {
        do {
            _ = try PreferencesFile.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    func testEveryPreferenceIsDeclaredOnceWithAValidDefault() {
        XCTAssertEqual(Preferences.specifiers.map(\.key), ["greeting", "scene", "slow-animations", "inspector", "collision-mode", "graphics"])
        for specifier in Preferences.specifiers {
            XCTAssertEqual(specifier.normalized(specifier.defaultValue), specifier.defaultValue, specifier.key)
        }
        let defaults = Preferences()
        XCTAssertEqual(defaults.greetingIndex, 0)
        XCTAssertEqual(defaults.scene, "moveme")
        XCTAssertFalse(defaults.slowAnimations)
        XCTAssertFalse(defaults.showsInspector)
        XCTAssertEqual(defaults.collisionMode, "everything")
        XCTAssertEqual(defaults.graphics, "auto")
    }

    func testTheDefaultsAsText() {
        XCTAssertEqual(PreferencesFile.text(of: Preferences()), """
            # MoveMe preferences: moveme settings lists them, moveme settings set KEY VALUE changes one.
            greeting = 0
            scene = moveme
            slow-animations = false
            inspector = false
            collision-mode = everything
            graphics = auto

            """)
    }

    func testRoundTripKeepsEveryValueAndUnknownKeys() throws {
        var preferences = try parse("future-key = 42 things\n")
        preferences.greetingIndex = 14
        preferences.scene = "throw"
        preferences.slowAnimations = true
        preferences.showsInspector = true
        preferences.collisionMode = "items"
        preferences.graphics = "sixel"
        let text = PreferencesFile.text(of: preferences)
        XCTAssertTrue(text.hasSuffix("collision-mode = items\ngraphics = sixel\nfuture-key = 42 things\n"), text)
        XCTAssertEqual(try parse(text), preferences)
    }

    func testReadsWhatAPersonWouldWrite() throws {
        let preferences = try parse("# mine\r\n\n  scene =  GRAVITY  \r\nslow-animations=yes\ninspector = On\n\tgreeting\t= 007\n")
        XCTAssertEqual(preferences.scene, "gravity")
        XCTAssertTrue(preferences.slowAnimations)
        XCTAssertTrue(preferences.showsInspector)
        XCTAssertEqual(preferences.greetingIndex, 7)
        XCTAssertEqual(preferences.collisionMode, "everything", "a key left out keeps its default")
        XCTAssertEqual(try parse("scene = boundary\nscene = collision\n").scene, "collision", "the last line wins")
        XCTAssertEqual(try parse(""), Preferences(), "an empty file is the defaults")
    }

    /// The README says "`#` starts a comment": after a value too (issue 37: "greeting = 13
    /// # my favourite" made the whole file unusable).
    func testACommentAfterAValueIsNotPartOfIt() throws {
        let preferences = try parse("greeting = 13   # my favourite\nscene = gravity# no space needed\n  # indented\n")
        XCTAssertEqual(preferences.greetingIndex, 13)
        XCTAssertEqual(preferences.scene, "gravity")
    }

    /// `#` starts a comment wherever it is, so no value may hold one: none of this version's
    /// does, and a newer version's key keeps the value before its `#`.
    func testAHashIsAlwaysAComment() throws {
        for specifier in Preferences.specifiers {
            XCTAssertFalse(specifier.allowedValues.contains("#"), specifier.key)
            XCTAssertFalse(specifier.defaultValue.contains("#"), specifier.key)
        }
        XCTAssertEqual(try parse("future-key = a#b\n").unknown, [Preferences.Entry(key: "future-key", value: "a")])
        XCTAssertEqual(parseError(Array("# = 3\ngreeting # = 3\n".utf8)), .malformed(line: 2), "the = is in the comment")
    }

    func testEveryBadFileIsRefusedWithTheLine() {
        XCTAssertEqual(parseError(Array("scene = gravity\njust words\n".utf8)), .malformed(line: 2))
        XCTAssertEqual(parseError(Array(" = 3\n".utf8)), .malformed(line: 1))
        XCTAssertEqual(parseError(Array("sc ene = 3\n".utf8)), .malformed(line: 1))
        XCTAssertEqual(parseError(Array("scene = gra\u{1B}[2Jvity\n".utf8)), .malformed(line: 1), "control characters")
        XCTAssertEqual(parseError(Array("\n\ngreeting = -1\n".utf8)), .badValue(line: 3, key: "greeting"))
        XCTAssertEqual(parseError(Array("greeting = 10000\n".utf8)), .badValue(line: 1, key: "greeting"))
        XCTAssertEqual(parseError(Array("greeting = 99999999999999999999999\n".utf8)), .badValue(line: 1, key: "greeting"))
        XCTAssertEqual(parseError(Array("greeting = 0x10\n".utf8)), .badValue(line: 1, key: "greeting"))
        XCTAssertEqual(parseError(Array("scene = mars\n".utf8)), .badValue(line: 1, key: "scene"))
        XCTAssertEqual(parseError(Array("inspector = maybe\n".utf8)), .badValue(line: 1, key: "inspector"))
        XCTAssertEqual(parseError(Array("scene = gravity\n".utf8) + [0x63, 0x61, 0x66, 0xE9, 0x0A]), .notUTF8(line: 2))
        XCTAssertEqual(parseError([UInt8](repeating: 0x23, count: PreferencesFile.maximumByteCount + 1)), .tooLarge)
        XCTAssertEqual(parseError(Array("greeting = 3".utf8) + [0, 0x0A]), .malformed(line: 1), "a NUL")
    }

    /// Issue 46: one bad value (`scene = nowhere`) made `moveme settings set scene moveme`
    /// refuse the file, and only `reset`, which drops every other line, got out of it. `read`
    /// lets bad values through: a set mends its key's lines, the others stay as they were.
    func testReadListsTheBadValuesAndASetMendsOnlyItsKeysLine() throws {
        let original = "# mine\nscene = nowhere   # a typo\ngreeting = 3\ninspector = maybe\n"
        var preferences = try PreferencesFile.read(Array(original.utf8))
        XCTAssertEqual(preferences.badValues, [Preferences.BadValue(line: 2, key: "scene", value: "nowhere"),
                                               Preferences.BadValue(line: 4, key: "inspector", value: "maybe")])
        XCTAssertEqual(preferences.greetingIndex, 3, "the good lines are read")
        XCTAssertEqual(preferences.scene, "moveme", "a bad value's key has its default")
        XCTAssertEqual(PreferencesFile.text(of: preferences, over: original), original, "nothing set: every line as it was")
        try preferences.set("scene", to: "moveme")
        XCTAssertEqual(preferences.badValues.map(\.key), ["inspector"])
        XCTAssertEqual(PreferencesFile.text(of: preferences, over: original),
                       "# mine\nscene = moveme   # a typo\ngreeting = 3\ninspector = maybe\n")
        XCTAssertEqual(parseError(Array(original.utf8)), .badValue(line: 2, key: "scene"), "the program still refuses such a file")
    }

    func testTheValueAFileWritesIsOnItsKeysLastLine() {
        XCTAssertEqual(PreferencesFile.writtenValue(of: "scene", in: "scene = throw\r\n  scene = GRAVITY  # mine\r\n"), "GRAVITY")
        XCTAssertEqual(PreferencesFile.writtenValue(of: "scene", in: "scene = nowhere"), "nowhere")
        XCTAssertNil(PreferencesFile.writtenValue(of: "greeting", in: "# greeting = 3\nscene = throw\n"))
    }

    func testSettingRefusesUnknownKeysAndBadValuesWithAMessage() {
        var preferences = Preferences()
        XCTAssertThrowsError(try preferences.set("colour", to: "red")) { error in
            XCTAssertEqual((error as? PreferenceError)?.message(Strings(.english)),
                           "no preference 'colour' (there are: greeting, scene, slow-animations, inspector, collision-mode, graphics)")
        }
        XCTAssertThrowsError(try preferences.set("scene", to: "mars")) { error in
            XCTAssertEqual((error as? PreferenceError)?.message(Strings(.english)),
                           "'mars' is not a value of scene (it takes: moveme, gravity, collision, boundary, throw, touches)")
        }
        XCTAssertEqual(preferences, Preferences(), "nothing changed")
    }
}
