import Foundation
import XCTest
@testable import MoveMeTUI
import MoveMeScenes
import MoveMeStrings

/// The user defaults on disk: where they live, the round trip, and every bad file: a one-line
/// warning, the defaults, and the file left as it was.
final class PreferencesStoreTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "MoveMePreferences-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        _ = chmod(directory + "/moveme", 0o700)
        try? FileManager.default.removeItem(atPath: directory)
    }

    private var path: String { directory + "/moveme/preferences" }

    private func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    private func put(_ bytes: [UInt8], at path: String) {
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    }

    func testTheFolderFollowsXDG() {
        XCTAssertEqual(PreferencesStore.folder(environment: ["XDG_CONFIG_HOME": "/x/config/", "HOME": "/home/a"]), "/x/config/moveme")
        XCTAssertEqual(PreferencesStore.folder(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/a"]), "/home/a/.config/moveme",
                       "a relative XDG_CONFIG_HOME is ignored, as the spec says")
        XCTAssertEqual(PreferencesStore.folder(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/a"]), "/home/a/.config/moveme")
        XCTAssertNil(PreferencesStore.folder(environment: [:]))
        XCTAssertEqual(PreferencesStore.standard(environment: ["HOME": "/h"]).path, "/h/.config/moveme/preferences")
    }

    func testOffReadsAndWritesNothing() {
        for store in [PreferencesStore.standard(environment: ["XDG_CONFIG_HOME": directory, "MOVEME_NO_PREFERENCES": "1"]),
                      PreferencesStore.standard(environment: ["XDG_CONFIG_HOME": directory], disabled: true)] {
            XCTAssertNil(store.path)
            XCTAssertNil(store.load())
            store.update { $0.scene = "gravity" }
            XCTAssertNil(store.save())
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/moveme"))
        }
        XCTAssertNotNil(PreferencesStore.standard(environment: ["XDG_CONFIG_HOME": directory, "MOVEME_NO_PREFERENCES": "0"]).path)
    }

    func testAMissingFileIsTheDefaultsAndTheFirstSaveMakesItAndItsFolders() {
        let store = PreferencesStore(path: path)
        XCTAssertNil(store.load(), "a first run is not a problem")
        XCTAssertEqual(store.preferences, Preferences())
        XCTAssertNil(store.save())
        XCTAssertNil(contents(path), "nothing changed, nothing written")
        store.update { $0.greetingIndex = 4; $0.showsInspector = true }
        XCTAssertTrue(store.hasUnsavedChanges)
        XCTAssertNil(store.save())
        XCTAssertFalse(store.hasUnsavedChanges)
        let again = PreferencesStore(path: path)
        XCTAssertNil(again.load())
        XCTAssertEqual(again.preferences.greetingIndex, 4)
        XCTAssertTrue(again.preferences.showsInspector)
        let leftovers = try! FileManager.default.contentsOfDirectory(atPath: directory + "/moveme")
        XCTAssertEqual(leftovers, ["preferences"], "no temporary file left behind")
    }

    /// A save keeps what the person wrote: comments, blank lines, the order of the lines; only
    /// the value that changed changes (`PreferencesFile.text(of:over:)`), and a second save
    /// builds on what the first wrote.
    func testASaveKeepsThePersonsCommentsAndOrder() {
        let mine = "# mine\nscene = gravity  # falls\n\ngreeting = 13   # my favourite\n"
        put(Array(mine.utf8), at: path)
        let store = PreferencesStore(path: path)
        XCTAssertNil(store.load())
        XCTAssertEqual(store.preferences.greetingIndex, 13)
        store.update { $0.greetingIndex = 2 }
        XCTAssertNil(store.save())
        XCTAssertEqual(contents(path).map { String(decoding: $0, as: UTF8.self) },
                       "# mine\nscene = gravity  # falls\n\ngreeting = 2   # my favourite\n")
        store.update { $0.collisionMode = "items" }
        XCTAssertNil(store.save())
        XCTAssertEqual(contents(path).map { String(decoding: $0, as: UTF8.self) },
                       "# mine\nscene = gravity  # falls\n\ngreeting = 2   # my favourite\ncollision-mode = items\n")
    }

    /// Issue 46: what `moveme settings set` does to a file with bad values: the key set is
    /// mended in its line, every other line stays, and the other bad value still keeps the
    /// program from using the file.
    func testAllowingBadValuesASaveMendsTheKeySetAndKeepsEveryOtherLine() {
        put(Array("# mine\nscene = nowhere  # a typo\ngreeting = 2\ncollision-mode = sideways\n".utf8), at: path)
        let store = PreferencesStore(path: path)
        XCTAssertNil(store.load(allowingBadValues: true))
        XCTAssertEqual(store.preferences.greetingIndex, 2)
        XCTAssertEqual(store.writtenValue(of: "scene"), "nowhere")
        XCTAssertNil(store.writtenValue(of: "inspector"))
        store.update { try! $0.set("scene", to: "gravity") }
        XCTAssertNil(store.save())
        XCTAssertEqual(contents(path).map { String(decoding: $0, as: UTF8.self) },
                       "# mine\nscene = gravity  # a typo\ngreeting = 2\ncollision-mode = sideways\n")
        XCTAssertEqual(PreferencesStore(path: path).load(),
                       "cannot use preferences file '\(path)' (line 4: a bad value for collision-mode): defaults used, file left as it is")
    }

    /// A corrupt file, a directory, a file that cannot be read: one line, the defaults, and the
    /// file exactly as it was, through changes and saves.
    func testAnUnusableFileIsAWarningTheDefaultsAndLeftAlone() {
        let corrupt = Array("greeting = 3\nscene = mars\n".utf8)
        put(corrupt, at: path)
        let store = PreferencesStore(path: path)
        XCTAssertEqual(store.load(),
                       "cannot use preferences file '\(path)' (line 2: a bad value for scene): defaults used, file left as it is")
        XCTAssertEqual(store.preferences, Preferences())
        store.update { $0.scene = "gravity" }
        XCTAssertNil(store.save(), "the warning was given once, at load")
        XCTAssertEqual(contents(path), corrupt)
        XCTAssertNil(store.reset(), "reset is the way out")
        XCTAssertEqual(contents(path), Array(PreferencesFile.text(of: Preferences()).utf8))

        let folder = directory + "/dir"
        XCTAssertEqual(mkdir(folder, 0o700), 0)
        XCTAssertEqual(PreferencesStore(path: folder).load(),
                       "cannot use preferences file '\(folder)' (not a regular file): defaults used, file left as it is")
        // A file that opens but cannot be read, for root too: the process's memory at address 0.
        XCTAssertEqual(PreferencesStore(path: "/proc/self/mem").load(),
                       "cannot use preferences file '/proc/self/mem' (Input/output error): defaults used, file left as it is")
        let invalid = Array("scene = gravity\n".utf8) + [0xC3, 0x28, 0x0A]
        put(invalid, at: path)
        let third = PreferencesStore(path: path)
        XCTAssertEqual(third.load()?.contains("line 2: not UTF-8"), true)
        third.update { $0.greetingIndex = 2 }
        _ = third.save()
        XCTAssertEqual(contents(path), invalid)
    }

    /// Root reads whatever the permissions say; the end-to-end tests run this as `nobody`.
    func testAFileWithoutPermissionIsUnusable() throws {
        try XCTSkipIf(geteuid() == 0, "root reads files whatever their permissions")
        put(Array("scene = gravity\n".utf8), at: path)
        XCTAssertEqual(chmod(path, 0), 0)
        XCTAssertEqual(PreferencesStore(path: path).load()?.contains("(Permission denied)"), true)
    }

    func testAReadOnlyFileIsReadAndNeverWritten() {
        let text = Array("scene = collision\n".utf8)
        put(text, at: path)
        XCTAssertEqual(chmod(path, 0o444), 0)
        let store = PreferencesStore(path: path)
        XCTAssertNil(store.load())
        XCTAssertEqual(store.preferences.scene, "collision")
        store.update { $0.scene = "throw" }
        XCTAssertEqual(store.save(), "preferences file '\(path)' is read-only; changes are not saved")
        XCTAssertNil(store.save(), "said once")
        XCTAssertEqual(contents(path), text)
    }

    /// A save killed before its rename leaves its temporary file; the next save removes it, but
    /// not one a live process may still be writing.
    func testASaveRemovesTheTemporaryFilesOfKilledSaves() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = directory + "/moveme/.preferences.tmp-\(child.processIdentifier)"
        let live = directory + "/moveme/.preferences.tmp-1"
        put(Array("greeting = 1\n".utf8), at: dead)
        put(Array("greeting = 2\n".utf8), at: live)
        let store = PreferencesStore(path: path)
        store.load()
        store.update { $0.greetingIndex = 5 }
        XCTAssertNil(store.save())
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory + "/moveme").sorted(),
                       [".preferences.tmp-1", "preferences"])
    }

    func testAFolderThatCannotBeMadeIsAWarningNotACrash() {
        put([], at: directory + "/file")
        let store = PreferencesStore(path: directory + "/file/moveme/preferences")
        XCTAssertNil(store.load())
        store.update { $0.slowAnimations = true }
        XCTAssertEqual(store.save(), "preferences not saved to '\(directory!)/file/moveme/preferences': Not a directory")
    }

    func testMessagesAreInTheStoresLanguage() {
        put(Array("nonsense\n".utf8), at: path)
        let warning = PreferencesStore(path: path, strings: Strings(.russian)).load()
        XCTAssertEqual(warning, "настройки «\(path)» непригодны (строка 1: не «ключ = значение»): взяты значения по умолчанию, файл цел")
    }
}
