@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeCore
import MoveMeTerminal

/// Scene 6 when its room changes (the inspector opened or closed, the terminal resized): every
/// tile keeps its place in proportion, its pinch and turn, a tile held by a finger (a drag, a
/// pin) stays under it, and a room changed and changed back gives each tile exactly its place.
final class TouchesRoomSessionTests: XCTestCase {
    private func harness(columns: Int = 80, rows: Int = 24) -> SessionHarness {
        SessionHarness(columns: columns, rows: rows, configuration: Configuration(scene: SceneCatalog.named("touches")!))
    }

    private func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int, button: MouseButton = .left,
                       alt: Bool = false) -> InputEvent {
        .mouse(MouseEvent(kind: kind, button: button, column: column, row: row, alt: alt))
    }

    private func view(_ h: SessionHarness) -> TouchesView { (h.session.scene as! TouchesScene).touchesView }
    private func tile(_ h: SessionHarness, _ kind: TileKind) -> TileView { view(h).tile(kind) }
    private func fingersDown(_ h: SessionHarness) -> [Int] { h.session.scene.dispatcher.activeTouches.map(\.finger) }

    /// At 80×24: the exclusive tile dropped 6 columns left and 4 rows down (its centre (61, 32)),
    /// the multi-touch tile pinched where it is, a finger pinned on the ordinary tile.
    private func arranged() -> SessionHarness {
        let h = harness()
        h.press(66, 12)
        h.drag(60, 16)
        h.release(60, 16)
        h.send(mouse(.press, 45, 12, alt: true), mouse(.drag, 49, 12, alt: true), mouse(.release, 49, 12, alt: true))
        // (Last: the exclusive tile takes no finger while another tile tracks one.)
        h.send(mouse(.press, 8, 10, button: .right), mouse(.release, 8, 10, button: .right))
        h.wait(0.5)
        XCTAssertEqual(tile(h, .exclusive).center, Point(x: 61, y: 32))
        XCTAssertEqual(tile(h, .multiTouch).center, Point(x: 40, y: 24))
        XCTAssertEqual(tile(h, .multiTouch).transform.a, 1.704, accuracy: 1e-9)
        XCTAssertEqual(fingersDown(h), [2])
        return h
    }

    func testTheInspectorOpenedAndClosedGivesEveryTileItsPlaceAgain() {
        let h = arranged()
        let before = view(h).tiles.map { ($0.center, $0.transform, $0.bounds) }
        let caption = h.caption
        h.key(.character("i"))
        // The scene's 34 columns: the dropped tile at 61/80 of them, the pinched one in its slot,
        // pinched still, the pinned one under its pin (8.5, 21): its spot there 4.5 points left
        // of its centre on a tile 20 wide is 0.9 left on a tile 4 wide.
        XCTAssertEqual(tile(h, .exclusive).center.x, 25.925, accuracy: 1e-9)
        XCTAssertEqual(tile(h, .exclusive).center.y, 32)
        XCTAssertEqual(tile(h, .multiTouch).center, Point(x: 17, y: 24))
        XCTAssertEqual(tile(h, .multiTouch).transform.a, 1.704, accuracy: 1e-9)
        XCTAssertEqual(tile(h, .ordinary).center, Point(x: 9.4, y: 24))
        XCTAssertEqual(fingersDown(h), [2])
        h.key(.character("i"))
        for (tile, (center, transform, bounds)) in zip(view(h).tiles, before) {
            XCTAssertEqual(tile.center, center, "\(tile.kind)")
            XCTAssertEqual(tile.transform, transform, "\(tile.kind)")
            XCTAssertEqual(tile.bounds, bounds, "\(tile.kind)")
        }
        XCTAssertEqual(fingersDown(h), [2], "the pin is down still")
        XCTAssertEqual(h.caption, caption, "and the caption names the pinch the tile shows")
    }

    func testAResizeByOneColumnKeepsTheTilesInProportionAndBackExactly() {
        let h = arranged()
        h.resize(columns: 81, rows: 24)
        h.wait(0.1)
        XCTAssertEqual(tile(h, .exclusive).center.x, 61.7625, accuracy: 1e-9, "61/80 of the width")
        XCTAssertEqual(tile(h, .exclusive).center.y, 32)
        XCTAssertEqual(tile(h, .multiTouch).center, Point(x: 41, y: 24), "in its slot, a sixth of the way in")
        XCTAssertEqual(tile(h, .multiTouch).transform.a, 1.704, accuracy: 1e-9)
        XCTAssertEqual(tile(h, .ordinary).center, Point(x: 13, y: 24), "under its pin")
        h.resize(columns: 80, rows: 24)
        h.wait(0.1)
        XCTAssertEqual(tile(h, .exclusive).center, Point(x: 61, y: 32))
        XCTAssertEqual(tile(h, .multiTouch).center, Point(x: 40, y: 24))
        XCTAssertEqual(fingersDown(h), [2])
    }

    func testAResizeMidDragKeepsTheTileUnderThePointer() {
        let h = harness()
        h.press(66, 12)
        h.drag(60, 16)
        // The pointer (60.5, 33) holds the tile centred at (61, 32) half a point left of its
        // centre and one down; at 70 columns the tile is 16 wide: 0.4 left.
        h.resize(columns: 70, rows: 24)
        XCTAssertEqual(tile(h, .exclusive).center, Point(x: 60.9, y: 32))
        h.drag(62, 16)
        XCTAssertEqual(tile(h, .exclusive).center, Point(x: 62.9, y: 32), "the drag goes on from there")
        h.release(62, 16)
        XCTAssertEqual(fingersDown(h), [])
    }

    func testWithTheInspectorAt80x24TheLabelsFitTheirTiles() {
        let h = harness()
        h.key(.character("i"))
        // The scene's 34 columns, tiles 4 wide: each label shortened to its tile, none over
        // another ("one fingerpinch · tuexclusiveTouc" was the three run together).
        XCTAssertEqual(String(h.lines[11].prefix(35)), "    or…y       mu…h       ex…e    │")
        XCTAssertEqual(String(h.lines[12].prefix(35)), "    on…r       pi…n       ex…h    │")
        h.key(.character("i"))
        XCTAssertEqual(h.lines[12], "        one finger                pinch · turn              exclusiveTouch      ")
    }
}
