@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeTerminal

/// The program's key table and the chain keys travel along.
final class KeyTableTests: XCTestCase {
    func testTheHelpListsTheProgramsKeysInTheTablesOrder() {
        XCTAssertEqual(KeyTable.helpLines.map(\.keys), ["1-6", "r", "i", "s", "z", "w", "?", "ctrl-z", "q, esc, ctrl-c"])
        XCTAssertEqual(HelpBox.programLines, KeyTable.helpLines)
    }

    func testNoKeyIsTakenTwice() {
        let keys = KeyTable.all.flatMap(\.keys)
        XCTAssertEqual(keys.count, 18)
        for (index, key) in keys.enumerated() {
            XCTAssertFalse(keys[(index + 1)...].contains(key), "\(key) twice")
        }
    }

    func testTheSceneKeysAreTheCatalogs() {
        XCTAssertEqual(KeyTable.scenes.keys, ["1", "2", "3", "4", "5", "6"].map { Key.character($0) })
        XCTAssertEqual(KeyTable.bottomRowItems, ["1-6 scenes", "r restart", "? help", "q quit"])
    }

    /// An application of one scene (an app on MoveMeKit) has nothing to switch to and launches
    /// once: no scene keys, no restart, in its help, its bottom row or its keys.
    func testAProgramOfOneSceneHasNoSceneKeysAndNoRestart() {
        let keys = KeyTable.keys(for: [ApplicationScene.entry(named: "counter")])
        XCTAssertEqual(KeyTable.helpLines(Strings(.english), keys: keys).map(\.keys),
                       ["i", "s", "z", "w", "?", "ctrl-z", "q, esc, ctrl-c"])
        XCTAssertEqual(KeyTable.bottomRowItems(Strings(.english), keys: keys), ["? help", "q quit"])
        XCTAssertNil(KeyTable.key(for: .character("1"), in: keys))
        XCTAssertNil(KeyTable.key(for: .character("r"), in: keys))
        XCTAssertEqual(HelpBox.title(for: ApplicationScene.entry(named: "counter"), in: [ApplicationScene.entry(named: "counter")]),
                       " counter ")
    }

    /// A catalogue of two scenes has keys for those two, named in its help.
    func testTheSceneKeysFollowTheCatalogue() {
        let two = Array(SceneCatalog.all.prefix(2))
        let scenes = KeyTable.keys(for: two)[0]
        XCTAssertEqual(scenes.keys, [.character("1"), .character("2")])
        XCTAssertEqual(scenes.helpLine(Strings(.english)), HelpLine("1-2", "scene: moveme gravity"))
        XCTAssertEqual(scenes.item(Strings(.english)), "1-2 scenes")
    }

    func testTheManualNamesEveryKeyAndScene() {
        for line in KeyTable.helpLines + HelpLine.placardKeys {
            XCTAssertTrue(KeyTable.manual.contains("\(line.keys): \(line.action)"), line.keys)
        }
        for entry in SceneCatalog.all {
            XCTAssertTrue(SceneCatalog.manual.contains("\(entry.name) (\(entry.key)), \(SceneCatalog.summary(of: entry, Strings(.english)))"), entry.name)
        }
    }

    private final class Recorder: KeyResponder {
        let name: String
        let takes: Set<Character>
        var nextKeyResponder: KeyResponder?
        var log: [String]

        init(_ name: String, takes: Set<Character>, next: KeyResponder?) {
            self.name = name
            self.takes = takes
            nextKeyResponder = next
            log = []
        }

        func perform(_ key: Key, at time: Double) -> Bool {
            guard case .character(let character) = key, takes.contains(character) else { return false }
            log.append("\(name) \(character) at \(time)")
            return true
        }
    }

    func testAKeyGoesUpTheChainToTheFirstResponderThatTakesIt() {
        let last = Recorder("program", takes: ["q", "m"], next: nil)
        let first = Recorder("scene", takes: ["m"], next: last)
        XCTAssertTrue(first.send(.character("m"), at: 1))
        XCTAssertTrue(first.send(.character("q"), at: 2))
        XCTAssertFalse(first.send(.character("x"), at: 3))
        XCTAssertEqual(first.log, ["scene m at 1.0"])
        XCTAssertEqual(last.log, ["program q at 2.0"])
    }

    func testTheScenesKeysComeBeforeTheProgramsAndCountAsActing() {
        let h = SessionHarness(configuration: Configuration(scene: SceneCatalog.named("collision")!))
        XCTAssertTrue(h.caption.contains("everything"))
        h.key(.character("m"))
        XCTAssertTrue(h.caption.contains("boundaries"), h.caption)
        h.key(.up)
        XCTAssertNil(h.exitStatus, "a key no responder takes does nothing")
    }
}
