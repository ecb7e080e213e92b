@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeCore
@testable import MoveMeDynamics
import MoveMeTerminal

/// A pointer as precise as a finger: where the terminal reports the mouse in pixels
/// (SGR-Pixels), the scene is given points finer than a cell — half a cell down is one pixel of
/// the half-block picture — and hit testing, the tap slop and the grab follow to that.
final class PixelPointerTests: XCTestCase {
    private func moveMe() -> (SessionHarness, MoveMeApp) {
        let h = SessionHarness(configuration: Configuration(showsHint: false))
        return (h, h.session.scene as! MoveMeApp)
    }

    func testAPixelReportIsTheScenesPointAndAnEdgeHeldOrACellReportIsTheCellsCentre() {
        let layout = Layout(columns: 80, rows: 24, showsInspector: false, showsCaption: false)
        func point(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int, _ exact: ScreenPoint?) -> Point? {
            layout.scenePoint(MouseEvent(kind: kind, button: .left, column: column, row: row, exactPosition: exact))
        }
        XCTAssertEqual(point(.press, 40, 12, ScreenPoint(x: 40.25, y: 12.75)), Point(x: 40.25, y: 25.5))
        XCTAssertEqual(point(.press, 40, 12, nil), Point(x: 40.5, y: 25))
        let panel = Layout(columns: 120, rows: 24, showsInspector: true, showsCaption: false)
        XCTAssertEqual(panel.roomColumns, 74)
        XCTAssertNil(panel.scenePoint(MouseEvent(kind: .press, button: .left, column: 100, row: 3,
                                                 exactPosition: ScreenPoint(x: 100.3, y: 3.3))))
        // A drag onto the panel is held at the room's edge across; down it keeps its pixel.
        XCTAssertEqual(panel.scenePoint(MouseEvent(kind: .drag, button: .left, column: 100, row: 3,
                                                   exactPosition: ScreenPoint(x: 100.3, y: 3.25))),
                       Point(x: 73.5, y: 6.5))
    }

    func testTheDragFollowsByHalfACellOnePixelOfThePicture() {
        let (h, app) = moveMe()
        h.pointer(.press, 40.5, 12.0)
        h.wait(0.4)  // the pulse
        var screens: [String] = []
        for y in [12.0, 12.5, 13.0] {
            h.pointer(.drag, 40.5, y)
            h.wait(1.0 / 60)
            screens.append(h.screen)
        }
        XCTAssertEqual(app.placardView.center, Point(x: 40.5, y: 26))
        XCTAssertNotEqual(screens[0], screens[1], "half a cell down is one pixel of the picture: it shows")
        XCTAssertNotEqual(screens[1], screens[2])
        XCTAssertEqual(h.row(containing: "Welcome"), 13)
    }

    /// The placard's top edge is 19 points down: half way down row 9. The upper half of that
    /// row is the background, the lower half the placard.
    func testHitTestingTakesTheHalfOfTheCell() {
        let (above, aboveApp) = moveMe()
        above.pointer(.press, 40.5, 9.25)
        above.pointer(.drag, 40.5, 4.25)
        above.wait(0.5)
        XCTAssertEqual(aboveApp.placardView.center, Point(x: 40, y: 24), "a press above the edge misses")

        let (on, onApp) = moveMe()
        on.pointer(.press, 40.5, 9.75)
        on.pointer(.drag, 40.5, 4.75)
        on.wait(0.5)
        XCTAssertEqual(onApp.placardView.center, Point(x: 40.5, y: 9.5), "a press below it takes the placard")
    }

    /// The slop is a point across: two presses 1.05 cells apart are no double tap, though in
    /// cells (two neighbours' centres, a point apart) they would be one.
    func testTheTapSlopMeasuresThePixels() {
        let (far, farApp) = moveMe()
        far.pointer(.press, 10.05, 3.5); far.pointer(.release, 10.05, 3.5)
        far.pointer(.press, 11.1, 3.5); far.pointer(.release, 11.1, 3.5)
        far.wait(0.5)
        XCTAssertEqual(farApp.greeting, "Welcome")

        let (near, nearApp) = moveMe()
        near.pointer(.press, 10.05, 3.5); near.pointer(.release, 10.05, 3.5)
        near.pointer(.press, 10.95, 3.5); near.pointer(.release, 10.95, 3.5)
        near.wait(0.5)
        XCTAssertNotEqual(nearApp.greeting, "Welcome")

        let (cells, cellsApp) = moveMe()
        cells.press(10, 3); cells.release(10, 3)
        cells.press(11, 3); cells.release(11, 3)
        cells.wait(0.5)
        XCTAssertNotEqual(cellsApp.greeting, "Welcome")
    }

    /// A square grabbed a quarter of a cell below its centre and a little right hangs from the
    /// pointer by that spot, to the pixel: the attachment's offset and anchor are the reported
    /// place, not its cell's centre.
    func testADynamicsItemIsGrabbedWhereThePixelIs() throws {
        let h = SessionHarness(configuration: Configuration(scene: SceneCatalog.named("collision")!, showsHint: false))
        h.wait(3)
        let recipe = try XCTUnwrap((h.session.scene as? DynamicsScene)?.contentView as? RecipeView)
        let red = try XCTUnwrap(h.session.scene.dynamicsSnapshot?.items.first { $0.name == "red square" })
        let press = (x: red.center.x + 0.3, y: red.center.y / 2 + 0.25)
        h.pointer(.press, press.x, press.y)
        let attachment = try XCTUnwrap(recipe.dynamicAnimator.behaviors.compactMap { $0 as? AttachmentBehavior }.first)
        XCTAssertEqual(attachment.anchorPoint.x, press.x, accuracy: 1e-9)
        XCTAssertEqual(attachment.anchorPoint.y, press.y * 2, accuracy: 1e-9)
        XCTAssertEqual(attachment.offsets[0].x, 0.3, accuracy: 0.01)
        XCTAssertEqual(attachment.offsets[0].y, 0.5, accuracy: 0.01)
    }
}

extension SessionHarness {
    /// A report in pixels as the decoder gives it (the cell and the place in it, in cells),
    /// given to the session's door: these places are between pixel centres of any cell size,
    /// so they are not typed as bytes (`InputEventBytesTests` checks the decoder's pixels).
    func pointer(_ kind: MouseEvent.Kind, _ x: Double, _ y: Double) {
        deliver(.mouse(MouseEvent(kind: kind, button: .left, column: Int(x), row: Int(y), exactPosition: ScreenPoint(x: x, y: y))))
    }
}
