@testable import MoveMeRendering
@testable import MoveMeDynamics
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
@testable import MoveMeTUI
import MoveMeCore
import MoveMeTerminal

/// The dynamics scenes as a person sees them, under a manual clock: --scene, keys 1 to 5, r, m,
/// the caption on the bottom row, dragging and throwing, resizing, and a resting scene that
/// asks for no frames.
final class SceneSessionTests: XCTestCase {
    private let red = RGB(255, 0, 0), green = RGB(0, 255, 0)
    /// Squares of 8×4 cells (the phone scaled by 0.1625).
    private let columns = 120, rows = 40

    private func harness(_ scene: String, showHint: Bool = true, columns: Int? = nil, rows: Int? = nil) -> SessionHarness {
        SessionHarness(columns: columns ?? self.columns, rows: rows ?? self.rows,
                       configuration: Configuration(scene: SceneCatalog.named(scene)!, showsHint: showHint))
    }

    private func middle(_ box: (left: Int, top: Int, right: Int, bottom: Int)) -> Double {
        Double(box.left + box.right + 1) / 2
    }

    /// Green on the bottom edge (the row above the caption), red on it, one over the other.
    private func stacked(_ h: SessionHarness) -> Bool {
        guard let r = h.box(red), let g = h.box(green) else { return false }
        return g.bottom == h.lines.count - 2 && g.top - 1 <= r.bottom && r.bottom <= g.top && abs(middle(r) - middle(g)) <= 1
    }

    /// At rest: no frame is due however long the runtime sleeps.
    private func assertRests(_ h: SessionHarness, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(h.runtime.deadline, "a timeout at rest", file: file, line: line)
        XCTAssertEqual(h.wait(60), 0, "a frame at rest", file: file, line: line)
    }

    func testGravityTheGreenSquareFallsAndLeavesThenRBringsItBack() throws {
        let h = harness("gravity")
        let first = try XCTUnwrap(h.box(green))
        XCTAssertTrue(h.caption.contains("2.1 Gravity"), h.caption)
        XCTAssertEqual(middle(first), 60, accuracy: 1)
        XCTAssertTrue([16, 17].contains(first.right - first.left + 1), "100 phone points are 16 cells here")
        let gone = try XCTUnwrap(h.wait(until: { h.box(green) == nil }))
        XCTAssertEqual(gone, 0.77, accuracy: 0.05, "a fall across half the screen takes about 0.7 s")
        h.wait(1)
        assertRests(h)
        h.key(.character("r"))
        XCTAssertNotNil(h.box(green))
    }

    func testCollisionTheSquaresComeToRestStackedOnTheBottomEdge() {
        let h = harness("collision")
        XCTAssertNotNil(h.wait(until: { stacked(h) }))
        h.wait(0.5)
        XCTAssertTrue(stacked(h))
        XCTAssertEqual(h.caption, " 2.2 Collision, everything: drag, throw · m mode · tab square · 1-6 scenes · r restart · ? help · q quit"
            .padding(toLength: columns, withPad: " ", startingAt: 0))
        XCTAssertNotNil(h.wait(until: { h.runtime.deadline == nil }))
        assertRests(h)
    }

    func testCollisionMCyclesTheModeAndBoundariesOnlyLetsThemFallIntoEachOther() {
        let h = harness("collision")
        h.wait(until: { stacked(h) })
        let shown = h.pixels(red).count
        h.key(.character("m"))
        XCTAssertTrue(h.caption.contains("2.2 Collision, boundaries"), h.caption)
        // The red square falls through the green one, which is drawn over it.
        XCTAssertNotNil(h.wait(until: { h.pixels(red).count < shown / 4 }))
        h.key(.character("m"))
        XCTAssertTrue(h.caption.contains("2.2 Collision, items"), h.caption)
        h.key(.character("m"))
        XCTAssertTrue(h.caption.contains("2.2 Collision, everything"), h.caption)
    }

    func testCollisionADragMovesASquareAndAReleaseThrowsIt() throws {
        let h = harness("collision")
        h.wait(until: { stacked(h) })
        let square = try XCTUnwrap(h.box(red))
        let start = (Int(middle(square)), (square.top + square.bottom) / 2)
        h.press(start.0, start.1)
        for step in 1...8 {
            h.drag(start.0 + 30 * step / 8, start.1 - 8 * step / 8)
            h.wait(1.0 / 60)
        }
        XCTAssertNotNil(h.wait(until: { h.box(red).map { self.middle($0) > Double(start.0 + 10) } ?? false }, limit: 1))
        h.release(start.0 + 30, start.1 - 8)
        let released = middle(try XCTUnwrap(h.box(red)))
        XCTAssertNotNil(h.wait(until: { h.box(red).map { self.middle($0) > released + 4 } ?? false }, limit: 2),
                        "the square flies on after the release")
        XCTAssertNotNil(h.wait(until: {
            h.box(red).map { $0.bottom == self.rows - 2 && self.middle($0) > Double(start.0 + 20) } ?? false
        }), "the thrown square rests on the bottom, away from the green one")
    }

    func testBoundaryTheSquaresGoAtTheLineAndAClickStartsAgain() {
        let h = harness("boundary")
        XCTAssertNotNil(h.box(green))
        XCTAssertNotNil(h.box(red))
        XCTAssertTrue(h.caption.contains("Contact delegate"), h.caption)
        XCTAssertNotNil(h.wait(until: { h.box(green) == nil && h.box(red) == nil }))
        h.wait(0.5)
        XCTAssertNil(h.box(green))
        XCTAssertNotNil(h.wait(until: { h.runtime.deadline == nil }))
        assertRests(h)
        h.press(60, 20)
        h.release(60, 20)
        h.wait(0.1)
        XCTAssertNotNil(h.box(green), "the squares back after a click")
    }

    func testThrowThePlacardFliesComesHomeAndADoubleClickStillCycles() {
        let h = harness("throw")
        XCTAssertEqual(h.row(containing: "Welcome"), 19)
        XCTAssertTrue(h.caption.contains("Throw"), h.caption)
        h.press(60, 19)
        h.wait(0.3)
        for step in 1...4 { h.drag(60 + 6 * step, 19); h.wait(1.0 / 60) }
        h.release(84, 19)
        XCTAssertNotNil(h.wait(until: {
            guard let row = h.row(containing: "Welcome"), let column = h.lines[row].range(of: "Welcome") else { return false }
            return h.lines[row].distance(from: h.lines[row].startIndex, to: column.lowerBound) >= self.columns - 20
        }, limit: 2), "the placard flies to the right edge")
        XCTAssertNotNil(h.wait(until: { h.runtime.deadline == nil }, limit: 20))
        XCTAssertEqual(h.row(containing: "Welcome"), 19, "home again")
        h.press(5, 3); h.release(5, 3); h.press(5, 3); h.release(5, 3)
        XCTAssertNotNil(h.row(containing: "Velkommen"))
    }

    func testKeysOneToFiveSwitchScenes() {
        let h = harness("moveme")
        for (key, shown) in [("2", "2.1 Gravity"), ("3", "2.2 Collision"), ("4", "Contact delegate"), ("5", "Throw")] {
            h.key(.character(Character(key)))
            XCTAssertTrue(h.caption.contains(shown), "\(key): \(h.caption)")
        }
        XCTAssertEqual(h.row(containing: "Welcome"), 19)
        h.key(.character("1"))
        XCTAssertEqual(h.caption.trimmingCharacters(in: .whitespaces), "? help",
                       "MoveMe has no caption, and the hint has gone: the help's key stays, in the corner")
        XCTAssertEqual(h.row(containing: "Welcome"), 20, "MoveMe has the caption's row too")
    }

    func testTheHelpSaysWhatTheSceneDoes() {
        let h = harness("collision")
        h.key(.character("?"))
        for line in ["drag a square", "collision mode", "slow animations"] { XCTAssertNotNil(h.row(containing: line), line) }
        XCTAssertNil(h.row(containing: "move the placard"))
        h.key(.character("?"))
        XCTAssertNil(h.row(containing: "collision mode"))
        h.key(.character("4"))
        h.key(.character("?"))
        XCTAssertNotNil(h.row(containing: "start again"))
        XCTAssertNil(h.row(containing: "collision mode"))
    }

    /// The help's title names the scene it was opened in, and the scene's own lines name every
    /// key the scene answers (the placard's arrows, collision's m).
    func testTheHelpIsTitledWithItsSceneAndListsTheScenesOwnKeys() {
        let h = harness("moveme")
        for entry in SceneCatalog.all {
            h.key(.character(entry.key))
            h.key(.character("?"))
            let title = " MoveMe · \(entry.name) (\(entry.key)) "
            XCTAssertNotNil(h.lines.first { $0.contains("╭─" + title + "─") }, "\(entry.name)\n" + h.screen)
            let keys = Set(h.session.scene.help.flatMap { $0.keys.components(separatedBy: ", ") })
            for input in h.session.scene.keyCommands.flatMap(\.inputs) {
                let name: String = switch input {
                case .character(" "): "space"
                case .character(let character) where "hjkl".contains(character): "hjkl"
                case .character(let character): String(character)
                case .up, .down, .left, .right: "arrows"
                case .enter: "enter"
                case .tab: "tab"
                }
                XCTAssertTrue(keys.contains(name) || keys.contains { $0.hasPrefix(name + " ") },
                              "\(entry.name): \(name) not in its help \(keys.sorted())")
                XCTAssertNotNil(h.row(containing: h.session.scene.help.first { $0.keys.contains(name) }?.action ?? "?"),
                                "\(entry.name): the line for \(name) on the screen")
            }
            h.key(.character("?"))
        }
        XCTAssertEqual(Set(["1", "2", "3", "4", "5", "6"]), Set(SceneCatalog.all.map { String($0.key) }))
    }

    func testRRestartsTheCollisionScene() throws {
        let h = harness("collision")
        h.wait(until: { stacked(h) })
        h.key(.character("r"))
        XCTAssertLessThan(try XCTUnwrap(h.box(red)).bottom, rows / 2 + 2, "the squares high again")
        XCTAssertNotNil(h.wait(until: { stacked(h) }))
    }

    func testAResizedCollisionSceneStacksOnTheNewBottom() {
        let h = harness("collision")
        h.wait(until: { stacked(h) })
        h.resize(columns: 100, rows: 30)
        XCTAssertNotNil(h.wait(until: { stacked(h) }))
        XCTAssertTrue(h.caption.contains("2.2 Collision"))
        h.resize(columns: columns, rows: rows)
        XCTAssertNotNil(h.wait(until: { stacked(h) }))
    }

    func testAResizedThrowSceneKeepsThePlacardHome() {
        let h = harness("throw")
        h.resize(columns: 90, rows: 30)
        XCTAssertEqual(h.row(containing: "Welcome"), 14)
        XCTAssertTrue(h.caption.contains("Throw"))
    }

    func testWithoutTheHintTheSceneHasTheBottomRow() {
        let h = harness("collision", showHint: false)
        XCTAssertNotNil(h.wait(until: { h.pixels(green, rows: self.rows).contains { $0.row == self.rows - 1 } }))
        XCTAssertFalse(h.screen.contains("Collision"))
    }

    func testEverySceneSurvivesTinyAndLopsidedTerminals() {
        for (columns, rows) in [(1, 1), (10, 3), (24, 6), (300, 8)] {
            let h = harness("throw", columns: columns, rows: rows)
            for key in "2r3m45r13" {
                h.key(.character(key))
                h.press(columns / 2, rows / 2)
                h.drag(columns - 1, rows - 1)
                h.release(0, 0)
                h.wait(0.05)
            }
            h.resize(columns: max(1, columns / 2), rows: rows + 2)
            h.wait(1)
            h.key(.character("q"))
            XCTAssertEqual(h.exitStatus, 0)
        }
    }
}
