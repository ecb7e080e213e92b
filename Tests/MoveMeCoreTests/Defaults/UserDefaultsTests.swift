import XCTest
import MoveMeCore

/// An app's defaults, as Foundation's: typed reads of what was set, registered defaults under
/// them, and the text a file keeps them in, read back as written whatever the text holds.
final class UserDefaultsTests: XCTestCase {
    func testReadsAreFoundationsForWhatIsSetOrMissing() {
        let defaults = UserDefaults()
        XCTAssertNil(defaults.string(forKey: "name"))
        XCTAssertEqual(defaults.integer(forKey: "count"), 0)
        XCTAssertFalse(defaults.bool(forKey: "on"))
        defaults.set(3, forKey: "count")
        defaults.set(true, forKey: "on")
        defaults.set("Ana", forKey: "name")
        defaults.set(["a", "b"], forKey: "notes")
        XCTAssertEqual(defaults.integer(forKey: "count"), 3)
        XCTAssertEqual(defaults.string(forKey: "count"), "3")
        XCTAssertEqual(defaults.double(forKey: "count"), 3)
        XCTAssertTrue(defaults.bool(forKey: "on"))
        XCTAssertEqual(defaults.stringArray(forKey: "notes"), ["a", "b"])
        XCTAssertNil(defaults.stringArray(forKey: "name"))
        defaults.removeObject(forKey: "name")
        XCTAssertNil(defaults.string(forKey: "name"))
    }

    func testRegisteredDefaultsLieUnderWhatIsSetAndAreNotChanges() {
        let defaults = UserDefaults()
        var told = 0
        defaults.didChange = { told += 1 }
        defaults.register(defaults: ["speed": .double(1.5)])
        XCTAssertEqual(defaults.double(forKey: "speed"), 1.5)
        XCTAssertFalse(defaults.hasUnsavedChanges)
        XCTAssertEqual(told, 0)
        defaults.set(2.5, forKey: "speed")
        defaults.set(2.5, forKey: "speed")
        XCTAssertEqual(told, 1, "setting the same value again is no change")
        XCTAssertTrue(defaults.hasUnsavedChanges)
        defaults.removeObject(forKey: "speed")
        XCTAssertEqual(defaults.double(forKey: "speed"), 1.5)
        XCTAssertTrue(defaults.text.isEmpty, "registered defaults are not written")
    }

    /// Any text goes through the file as it was: quotes, backslashes, line breaks, a #, control
    /// characters, other scripts; and keys that need quoting.
    func testTheTextReadsBackAsWritten() {
        let defaults = UserDefaults()
        defaults.set("say \"hi\" \\ # not a comment\nsecond line\t\u{1B}[31m 欢迎 🙂", forKey: "note")
        defaults.set(["", "a, b", "]", "\""], forKey: "list")
        defaults.set(-12, forKey: "n")
        defaults.set(0.25, forKey: "x")
        defaults.set(false, forKey: "b")
        defaults.set("v", forKey: "a key = with # and \"quotes\"")
        let read = UserDefaults(text: defaults.text)
        XCTAssertEqual(read.values, defaults.values)
        XCTAssertFalse(read.hasUnsavedChanges)
        XCTAssertEqual(defaults.text.split(separator: "\n").count, 6, "a value a line:\n\(defaults.text)")
    }

    /// A person's file: comments, blank lines, spaces; a line that cannot be read is skipped.
    func testAFileIsReadLineByLineAndBadLinesAreSkipped() {
        let read = UserDefaults(text: """
            # my defaults

              count = 7
            name="Ana"
            broken = "not closed
            nothing
            list = ["a", "b"
            fine = true   
            """)
        XCTAssertEqual(read.values, ["count": .integer(7), "name": .string("Ana"), "fine": .bool(true)])
    }
}
