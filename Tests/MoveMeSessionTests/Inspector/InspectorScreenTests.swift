@testable import MoveMeRendering
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
@testable import MoveMeTUI
import MoveMeCore
import MoveMeDynamics
import MoveMeTerminal

/// The inspector on the screen, as the loop puts it there: the scene in its part of the screen,
/// the panel in the rest, through the screen's diff onto the in-memory backend.
final class InspectorScreenTests: XCTestCase {
    /// The program's session with the inspector open, run by the program's loop on an
    /// embedded terminal: frames drawn by the one pipeline the program uses.
    private final class Frame {
        let h: SessionHarness

        init(columns: Int, rows: Int) {
            h = SessionHarness(columns: columns, rows: rows,
                               configuration: Configuration(showsInspector: true))
        }

        var session: Session { h.session }
        var backend: EmbeddedTerminal { h.backend }
        var app: any Scene { session.scene }

        /// Runs to `time`; returns the cells the last frame sent (0 when none was drawn).
        @discardableResult
        func draw(at time: Double) -> Int {
            let frames = backend.frames.count
            h.run(to: time)
            return backend.frames.count > frames ? backend.lastFrame.count : 0
        }

        /// A key at `time`, and its frame.
        func key(_ character: Character, at time: Double) {
            h.run(to: time)
            h.key(.character(character))
        }

        var text: [String] { h.lines }
    }

    func testPlacements() {
        XCTAssertEqual(InspectorPlacement.choose(columns: 80, rows: 24), .beside(sceneColumns: 34))
        XCTAssertEqual(InspectorPlacement.choose(columns: 70, rows: 16), .beside(sceneColumns: 30))
        XCTAssertEqual(InspectorPlacement.choose(columns: 200, rows: 50), .beside(sceneColumns: 154))
        XCTAssertEqual(InspectorPlacement.choose(columns: 60, rows: 40), .below(sceneRows: 20))
        XCTAssertEqual(InspectorPlacement.choose(columns: 40, rows: 28), .below(sceneRows: 12))
        XCTAssertEqual(InspectorPlacement.choose(columns: 69, rows: 27), .tooSmall)
        XCTAssertEqual(InspectorPlacement.choose(columns: 80, rows: 15), .tooSmall)
        XCTAssertEqual(InspectorPlacement.choose(columns: 0, rows: 0), .tooSmall)
    }

    func testAtEightyByTwentyFourThePanelIsBesideTheScene() {
        let frame = Frame(columns: 80, rows: 24)
        frame.draw(at: 0)
        let rows = frame.text
        XCTAssertTrue(rows.allSatisfy { $0.count == 80 })
        XCTAssertTrue(rows.allSatisfy { Array($0)[34] == "│" }, "a border between scene and panel")
        XCTAssertTrue(rows[0].hasSuffix("│ Inspector" + String(repeating: " ", count: 80 - 45)), rows[0])
        XCTAssertTrue(rows[2].contains("│ Window 0,0 34×48"), rows[2])
        // The placard in the middle of the scene's 34 columns: its greeting centred on column 17.
        let greeting = try! XCTUnwrap(rows.first { $0.contains("Welcome") })
        XCTAssertEqual(greeting.distance(from: greeting.startIndex, to: greeting.range(of: "Welcome")!.lowerBound), 14)
        // The hint keeps to the scene: it ends before the border.
        XCTAssertTrue(Array(rows[23])[..<34].contains("q"), rows[23])
        XCTAssertFalse(String(Array(rows[23])[35...]).contains("quit"), rows[23])
    }

    func testAStillModelDrawsNothingAgainAndAChangeOnlyWhatChanged() {
        let frame = Frame(columns: 80, rows: 24)
        frame.draw(at: 0)
        XCTAssertEqual(frame.draw(at: 5), 0, "nothing moved: no cell is sent")
        frame.draw(at: 6)
        let frames = frame.backend.frames.count
        frame.h.press(2, 2)
        XCTAssertEqual(frame.backend.frames.count, frames + 1)
        let drawn = frame.backend.lastFrame.count
        XCTAssertGreaterThan(drawn, 0)
        XCTAssertLessThan(drawn, 200, "a touch changes a few lines of the panel, not the screen")
        XCTAssertTrue(frame.text.contains { $0.contains("Touch began · tapCount 1 · mouse") })
    }

    func testClosingTheInspectorGivesTheSceneTheWholeScreen() {
        let frame = Frame(columns: 80, rows: 24)
        frame.draw(at: 0)
        frame.key("i", at: 1)
        XCTAssertEqual(frame.app.columns, 80)
        XCTAssertFalse(frame.backend.grid.text.contains("Inspector"))
        XCTAssertFalse(frame.backend.grid.text.contains("│"))
    }

    func testBelowTheSceneOnATallNarrowScreen() {
        let frame = Frame(columns: 60, rows: 40)
        frame.draw(at: 0)
        XCTAssertEqual(frame.app.rows, 20)
        XCTAssertEqual(frame.text[20], String(repeating: "─", count: 60))
        XCTAssertTrue(frame.text[21].hasPrefix(" Inspector"), frame.text[21])
    }

    func testTooSmallTheInspectorStepsAsideAndSaysSo() {
        let frame = Frame(columns: 50, rows: 20)
        frame.draw(at: 0)
        XCTAssertEqual(frame.app.columns, 50, "the scene keeps the whole screen")
        XCTAssertEqual(frame.text[0].trimmingCharacters(in: .whitespaces), "inspector needs 70×16 or 40×28 · i hides it")
        XCTAssertEqual(frame.text.filter { $0.contains("Inspector") }, [])
        // Smaller, it still says what size it needs, down to the size alone.
        let small = Frame(columns: 20, rows: 6)
        small.draw(at: 0)
        XCTAssertEqual(small.text[0], "needs 70×16 or 40×28")
        let tiny = Frame(columns: 12, rows: 3)
        tiny.draw(at: 0)
        XCTAssertEqual(tiny.text[0], "needs 70×16 ", "the line fills its row")
        let tinier = Frame(columns: 7, rows: 3)
        tinier.draw(at: 0)
        XCTAssertEqual(tinier.text[0], " 70×16 ")
    }

    func testSlowAnimationsPutABadgeInTheScenesCorner() {
        let frame = Frame(columns: 80, rows: 24)
        frame.key("s", at: 0)
        XCTAssertTrue(frame.text[0].hasPrefix(String(repeating: " ", count: 13) + " slow animations ×10 │"), frame.text[0])
        frame.key("i", at: 1)
        XCTAssertTrue(frame.text[0].hasSuffix(" slow animations ×10 "), frame.text[0])
    }

    func testAPressOnThePanelIsNoTouchAndADragStopsAtTheScenesEdge() {
        let layout = Layout(columns: 80, rows: 24, showsInspector: true, showsCaption: false)
        XCTAssertNil(layout.sceneCell(column: 50, row: 3, isPress: true))
        XCTAssertTrue(layout.sceneCell(column: 10, row: 3, isPress: true)! == (10, 3))
        XCTAssertTrue(layout.sceneCell(column: 50, row: 30, isPress: false)! == (33, 23))
        let closed = Layout(columns: 80, rows: 24, showsInspector: false, showsCaption: false)
        XCTAssertTrue(closed.sceneCell(column: 50, row: 3, isPress: true)! == (50, 3))
    }

    func testASceneCaptionKeepsToTheScenesColumns() {
        let h = SessionHarness(configuration: Configuration(
            scene: SceneCatalog.named("collision")!, showsInspector: true))
        let bottom = Array(h.lines[23])
        XCTAssertTrue(String(bottom[..<34]).hasPrefix(" 2.2 Collision"), h.lines[23])
        XCTAssertEqual(bottom[34], "│", "the caption ends at the scene's edge")
    }

    func testADynamicsScenesPanelShowsItsBehavioursItemsAndContacts() {
        let scene = DynamicsScene(.collision, columns: 34, rows: 23, time: 0)
        for frame in 1...300 { scene.advance(to: Double(frame) / 60) }
        let panel = Inspector.panel(model: scene.snapshot(), dynamics: scene.dynamicsSnapshot(), columns: 80, rows: 40)
        let lines = try! XCTUnwrap(panel).lines.map(\.text)
        let text = lines.joined(separator: "\n")
        XCTAssertTrue(lines.contains { $0.hasPrefix("Dynamics paused") }, "the stack rests after 5 s:\n\(text)")
        XCTAssertTrue(lines.contains { $0.hasPrefix(" GravityBehavior 2 items") }, text)
        // Too long for one line of a 44-column panel: the settings go on the next.
        let collision = try! XCTUnwrap(lines.firstIndex(of: " CollisionBehavior 2 items"), text)
        XCTAssertEqual(lines[collision + 1], "   mode everything, bounds")
        XCTAssertTrue(lines.contains(" contact   red square · green square"), text)
        XCTAssertTrue(lines.contains(" contact   green square · bounds"), text)
        XCTAssertEqual(lines.filter { $0.hasSuffix(" resting") }.count, 2, text)
    }

    func testWithoutColourThePanelUsesBoldAndDim() {
        XCTAssertEqual(InspectorPanel.style(.heading, depth: .monochrome),
                       Style(foreground: .white, background: .black, bold: true))
        XCTAssertEqual(InspectorPanel.style(.quiet, depth: .monochrome),
                       Style(foreground: .white, background: .black, dim: true))
        XCTAssertNotEqual(InspectorPanel.style(.shown, depth: .palette256).foreground,
                          InspectorPanel.style(.model, depth: .palette256).foreground, "shown values stand out")
    }
}
