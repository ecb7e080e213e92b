@testable import MoveMeDynamics
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeTerminal

/// The bottom row, as a person reads it in every scene: one line, the scene's part first and
/// the program's keys after it in one order, the scene keys named, "? help" always in reach,
/// and what does not fit dropped whole. Every scene of the catalogue, so a new one is checked.
final class BottomRowSessionTests: XCTestCase {
    /// "1-5 scenes · r restart · ? help · q quit", from the key table.
    private var programKeys: String { KeyTable.bottomRowItems.joined(separator: " · ") }

    private func harness(_ entry: SceneEntry, columns: Int = 120, rows: Int = 40, inspect: Bool = false) -> SessionHarness {
        SessionHarness(columns: columns, rows: rows, configuration: Configuration(scene: entry, showsInspector: inspect))
    }

    /// The bottom row of the scene's room (left of the inspector's border, if open).
    private func bottomRow(_ h: SessionHarness) -> String {
        let row = h.lines.last ?? ""
        let room = row.split(separator: "│", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? row
        return room.trimmingCharacters(in: .whitespaces)
    }

    func testEveryScenesRowEndsWithTheProgramsKeysInOneOrder() {
        XCTAssertEqual(programKeys, "\(SceneCatalog.keyRange) scenes · r restart · ? help · q quit")
        for entry in SceneCatalog.all {
            let row = bottomRow(harness(entry))
            XCTAssertTrue(row.hasSuffix(" · " + programKeys), "\(entry.name): \(row)")
        }
    }

    /// At 80×24 every scene's row still names the scene keys, help and quitting.
    func testAtEightyColumnsEveryRowNamesTheSceneKeysHelpAndQuit() {
        for entry in SceneCatalog.all {
            let row = bottomRow(harness(entry, columns: 80, rows: 24))
            XCTAssertTrue(row.hasSuffix("\(SceneCatalog.keyRange) scenes · ? help · q quit")
                          || row.hasSuffix(" · " + programKeys), "\(entry.name): \(row)")
        }
    }

    func testMoveMesFirstLaunchHintSaysWhatToDragThenTheKeys() {
        XCTAssertEqual(bottomRow(harness(SceneCatalog.standard)),
                       "drag the placard · double-click the background · " + programKeys)
    }

    func testNoSceneSaysHowToRestartTwice() {
        for entry in SceneCatalog.all {
            let row = bottomRow(harness(entry))
            XCTAssertEqual(row.components(separatedBy: "restart").count, 2, "\(entry.name): \(row)")
        }
    }

    /// After the first action, and on coming back to MoveMe with `1`, the help's key stays in
    /// the bottom right corner: from the help every key can be found.
    func testTheHelpsKeyStaysInMoveMeAfterTheHintHasGone() {
        let h = harness(SceneCatalog.standard, columns: 80, rows: 24)
        h.key(.character("2"))
        XCTAssertTrue(bottomRow(h).hasSuffix("? help · q quit"), bottomRow(h))
        h.key(.character("1"))
        XCTAssertEqual(h.lines[23], String(repeating: " ", count: 73) + "? help ")
        h.key(.character("?"))
        XCTAssertNotNil(h.row(containing: "this help"), "the corner's key opens the help:\n\(h.screen)")
    }

    func testWithoutTheHintNothingStaysInTheCorner() {
        let h = SessionHarness(configuration: Configuration(showsHint: false))
        h.press(2, 2)
        h.release(2, 2)
        XCTAssertEqual(h.lines[23].trimmingCharacters(in: .whitespaces), "")
    }

    /// Issue 18: with the inspector at 80×24 the captions were cut mid-word ("…falls of…",
    /// "drag,…"). Every item shown is a whole item of the wide line, or the caption's title.
    func testWithTheInspectorAtEightyColumnsTheCaptionDropsWholeItems() {
        for entry in SceneCatalog.all {
            let wide = bottomRow(harness(entry, columns: 250, rows: 60))
            var whole = Set(wide.components(separatedBy: " · "))
            if let title = whole.first(where: { $0.contains(": ") })?.components(separatedBy: ": ").first { whole.insert(title) }
            let h = harness(entry, columns: 80, rows: 24, inspect: true)
            let row = bottomRow(h)
            XCTAssertFalse(row.contains("…"), "\(entry.name): \(row)")
            for part in row.components(separatedBy: " · ") {
                XCTAssertTrue(whole.contains(part), "\(entry.name): '\(part)' is not a whole item of '\(wide)'")
            }
        }
    }

    func testTheCaptionsAtEightyColumnsWithTheInspector() {
        let rows = ["gravity", "collision", "boundary", "throw"].map {
            bottomRow(harness(SceneCatalog.named($0)!, columns: 80, rows: 24, inspect: true))
        }
        XCTAssertEqual(rows, ["2.1 Gravity · ? help · q quit", "2.2 Collision, everything",
                              "2.2 Contact delegate · q quit", "Throw · ? help · q quit"])
    }
}
