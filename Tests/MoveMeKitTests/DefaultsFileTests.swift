import Glibc
import XCTest
@testable import MoveMeKit

/// An app's defaults kept under its own name between runs.
final class DefaultsFileTests: XCTestCase {
    private var folder = ""

    override func setUp() {
        var template = Array("/tmp/movemekit-defaults-XXXXXX".utf8CString)
        folder = String(cString: mkdtemp(&template))
    }

    override func tearDown() {
        _ = system("rm -rf '\(folder)'")
    }

    func testTheyAreWrittenUnderTheAppsNameAndReadBack() throws {
        let file = DefaultsFile(name: "counter", environment: ["XDG_CONFIG_HOME": folder])
        XCTAssertEqual(file.path, folder + "/counter/defaults")
        let defaults = UserDefaults()
        XCTAssertNil(file.load(into: defaults), "no file yet: none, and no warning")
        defaults.set(3, forKey: "count")
        defaults.set("a note\nwith two lines", forKey: "note")
        XCTAssertNil(file.save(defaults))
        XCTAssertFalse(defaults.hasUnsavedChanges)
        let again = UserDefaults()
        XCTAssertNil(file.load(into: again))
        XCTAssertEqual(again.values, defaults.values)
        XCTAssertFalse(again.hasUnsavedChanges)
    }

    func testNothingIsWrittenWhenNothingChanged() {
        let file = DefaultsFile(name: "counter", environment: ["HOME": folder])
        XCTAssertEqual(file.path, folder + "/.config/counter/defaults")
        XCTAssertNil(file.save(UserDefaults()))
        XCTAssertNotEqual(access(file.path!, F_OK), 0, "no change, no file")
    }

    func testNoFileWhenTurnedOffOrForANameThatIsNoFolders() {
        XCTAssertNil(DefaultsFile(name: "counter", environment: ["HOME": folder, "MOVEME_NO_PREFERENCES": "1"]).path)
        XCTAssertNil(DefaultsFile(name: "../x", environment: ["HOME": folder]).path)
        XCTAssertNil(DefaultsFile(name: ".hidden", environment: ["HOME": folder]).path)
        XCTAssertNil(DefaultsFile(name: "counter", environment: [:]).path)
    }

    func testAFileThatCannotBeReadIsSaidAndLeftAlone() {
        let file = DefaultsFile(name: "counter", environment: ["XDG_CONFIG_HOME": folder])
        mkdir(folder + "/counter", 0o700)
        mkdir(file.path!, 0o700)
        XCTAssertNotNil(file.load(into: UserDefaults()), "a folder where the file should be")
    }
}
