import Foundation
import MoveMeCore
import MoveMeScenes
@testable import MoveMeSession
import MoveMeTerminal
@testable import MoveMeTUI
import XCTest

/// The program's application delegate: it writes the preferences the session asks it to, the
/// last as the application ends.
final class ProgramDelegateTests: XCTestCase {
    func testTheProgramsDelegateWritesThePreferencesAtTermination() throws {
        let folder = NSTemporaryDirectory() + "moveme-prefs-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/preferences"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "future-key = kept\n".write(toFile: path, atomically: true, encoding: .utf8)
        let store = PreferencesStore(path: path)
        XCTAssertNil(store.load())
        let delegate = ProgramDelegate(store: store)
        let session = Session(configuration: Configuration(), application: MoveMeApplication(delegate: delegate),
                              terminal: TerminalTraits(columns: 80, rows: 24), time: 0)
        XCTAssertEqual(run(session, typing: "2q", at: 1), 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(text, "future-key = kept\nscene = gravity\n", "a newer version's key is kept, the scene added after it")
        XCTAssertNil(session.preferencesToSave(at: 6), "saved at termination: nothing more is due")
    }

    /// What `moveme settings set` wrote stays, whatever the session toggled: the program's
    /// delegate writes the scene and the greeting and leaves slow animations and the inspector
    /// as the file has them.
    func testTheDelegateKeepsTheTogglesAsTheFileHasThem() throws {
        let folder = NSTemporaryDirectory() + "moveme-prefs-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/preferences"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "slow-animations = true\n".write(toFile: path, atomically: true, encoding: .utf8)
        let store = PreferencesStore(path: path)
        XCTAssertNil(store.load())
        let delegate = ProgramDelegate(store: store)
        let session = Session(configuration: Configuration(slowAnimations: store.preferences.slowAnimations),
                              application: MoveMeApplication(delegate: delegate), terminal: TerminalTraits(columns: 80, rows: 24),
                              time: 0)
        XCTAssertEqual(run(session, typing: "si2q", at: 1), 0)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "slow-animations = true\nscene = gravity\n")
    }

    /// Runs `session` by the program's loop on an embedded terminal: `keys` typed one read at a
    /// time at `time`. The exit status, once the program ends.
    private func run(_ session: Session, typing keys: String, at time: Double) -> Int32? {
        let terminal = EmbeddedTerminal(columns: 80, rows: 24)
        let delegate = session.application.delegate as? ProgramDelegate
        let runtime = Runtime(session: session, terminal: terminal) { delegate?.save($0) }
        terminal.horizon = time
        _ = runtime.run()
        for key in keys {
            terminal.type(String(key))
            if let status = runtime.run() { return status }
        }
        return nil
    }
}
