@testable import MoveMeRendering
@testable import MoveMeDynamics
@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeCore
import MoveMeTerminal

/// The keyboard in the scenes that are not MoveMe's, as a person without a mouse drives them:
/// Tab chooses a square or a tile (its corners marked, as a focused item is), the arrows or
/// hjkl drag it as a finger would, Space or Enter let it go; where nothing moves (the
/// boundary recipe) Space taps as a click does. The bottom row and the help say so.
final class SceneKeysSessionTests: XCTestCase {
    private let red = RGB(255, 0, 0), green = RGB(0, 255, 0)

    private func harness(_ scene: String, columns: Int = 120, rows: Int = 40) -> SessionHarness {
        SessionHarness(columns: columns, rows: rows,
                       configuration: Configuration(scene: SceneCatalog.named(scene)!))
    }

    /// The cells of the focus's corners on the screen, in reading order.
    private func corners(_ h: SessionHarness) -> [(column: Int, row: Int, mark: Character)] {
        h.lines.enumerated().flatMap { row, line in
            Array(line).enumerated().compactMap { column, character in
                "┏┓┗┛".contains(character) ? (column, row, character) : nil
            }
        }
    }

    /// Whether the focus's corners lie in the cells just outside those `box` covers: all four,
    /// or the top two of a view on the scene's bottom edge (the bottom row is the caption's).
    private func marks(_ h: SessionHarness, _ box: (left: Int, top: Int, right: Int, bottom: Int), onBottom: Bool = false) -> Bool {
        let found = corners(h).map { "\($0.mark)\($0.column),\($0.row)" }
        let wanted = [("┏", box.left - 1, box.top - 1), ("┓", box.right + 1, box.top - 1),
                      ("┗", box.left - 1, box.bottom + 1), ("┛", box.right + 1, box.bottom + 1)]
        return wanted.prefix(onBottom ? 2 : 4).allSatisfy { found.contains("\($0.0)\($0.1),\($0.2)") }
            && found.count == (onBottom ? 2 : 4)
    }

    /// The cells a square covers (any part of), as the focus's mark goes round them.
    private func cells(of view: View) -> (left: Int, top: Int, right: Int, bottom: Int) {
        let frame = view.presentationFrameInWindow!
        return (Int(frame.minX.rounded(.down)), Int((frame.minY / 2).rounded(.down)),
                Int(frame.maxX.rounded(.up)) - 1, Int((frame.maxY / 2).rounded(.up)) - 1)
    }

    private func squares(_ h: SessionHarness) -> (red: View, green: View) {
        let recipe = (h.session.scene as! DynamicsScene).contentView as! CollisionRecipe
        return (recipe.red, recipe.green)
    }

    // MARK: Collision: a square dragged from the keys

    func testTabChoosesASquareAndTheArrowsDragItAsAPointerDoes() throws {
        let h = harness("collision")
        h.wait(3)
        let rest = try XCTUnwrap(h.box(red))
        XCTAssertTrue(corners(h).isEmpty, "no mark before the keys are used:\n" + h.screen)
        h.key(.tab)
        XCTAssertTrue(marks(h, cells(of: squares(h).red)), "the red square, the upper one, is chosen first:\n" + h.screen)
        for _ in 0..<6 { h.key(.up) }
        h.wait(1)
        let held = try XCTUnwrap(h.box(red))
        XCTAssertLessThanOrEqual(held.top, rest.top - 5, "hanging from the keys' finger, 6 rows up:\n" + h.screen)
        XCTAssertTrue(h.session.scene.isTouching)
        XCTAssertTrue(marks(h, cells(of: squares(h).red)), "the mark follows it:\n" + h.screen)
        h.key(.character(" "))
        XCTAssertFalse(h.session.scene.isTouching)
        XCTAssertNotNil(h.wait(until: { h.box(red).map { $0.bottom >= rest.bottom } ?? false }), "let go, it falls back")
    }

    func testTabAgainChoosesTheOtherSquareAndLetsTheFirstGo() throws {
        let h = harness("collision")
        h.wait(3)
        h.key(.tab)
        h.key(.character("k"))
        XCTAssertTrue(h.session.scene.isTouching)
        h.key(.tab)
        XCTAssertFalse(h.session.scene.isTouching, "Tab lets the held square go")
        h.wait(2)
        XCTAssertTrue(marks(h, cells(of: squares(h).green), onBottom: true), "the green square, on the bottom:\n" + h.screen)
    }

    func testTheCollisionBottomRowAndHelpNameTheKeys() {
        let h = harness("collision")
        XCTAssertTrue(h.caption.contains("m mode · tab square"), h.caption)
        h.type("?")
        XCTAssertNotNil(h.row(containing: "tab"), h.screen)
        XCTAssertNotNil(h.row(containing: "choose the next square"), h.screen)
        XCTAssertNotNil(h.row(containing: "drag it as a finger would"), h.screen)
    }

    // MARK: Boundary: nothing to move, Space taps

    func testInTheBoundarySceneSpaceStartsAgainAsAClick() {
        let h = harness("boundary")
        XCTAssertTrue(h.caption.contains("space again"), h.caption)
        XCTAssertNotNil(h.wait(until: { h.box(green) == nil && h.box(red) == nil }))
        h.key(.character(" "))
        h.wait(0.1)
        XCTAssertNotNil(h.box(green), "the squares back, as after a click")
        XCTAssertFalse(h.session.scene.isTouching, "a tap: the keys' finger is up again")
        h.wait(until: { h.box(green) == nil && h.box(red) == nil })
        h.key(.enter)
        h.wait(0.1)
        XCTAssertNotNil(h.box(green))
    }

    // MARK: Touches: a tile dragged from the keys

    private func tile(_ h: SessionHarness, _ kind: TileKind) -> TileView {
        (h.session.scene as! TouchesScene).touchesView.tile(kind)
    }

    func testTabChoosesATileFromTheLeftAndTheArrowsDragIt() {
        let h = harness("touches", columns: 80, rows: 24)
        XCTAssertTrue(corners(h).isEmpty)
        h.key(.tab)
        // The ordinary tile covers columns 3 to 22, rows 8 to 15.
        XCTAssertTrue(marks(h, (3, 8, 22, 15)), h.screen)
        h.key(.tab)
        XCTAssertTrue(marks(h, (30, 8, 49, 15)), "then the multi-touch tile:\n" + h.screen)
        let start = tile(h, .multiTouch).center
        for _ in 0..<3 { h.key(.character("l")) }
        h.key(.down)
        XCTAssertEqual(tile(h, .multiTouch).center, start + Point(x: 6, y: 2), "as a finger drags it")
        XCTAssertTrue(h.caption.hasPrefix(" drag: multi-touch tile"), h.caption)
        h.key(.enter)
        XCTAssertFalse(h.session.scene.isTouching)
        XCTAssertTrue(marks(h, (36, 9, 55, 16)), "still chosen where it was let go:\n" + h.screen)
        h.wait(1)
        XCTAssertEqual(tile(h, .multiTouch).center, start + Point(x: 6, y: 2), "it stays")
    }

    /// A pinned finger and the keys' make two: the multi-touch tile pinches from the keyboard.
    func testAPinAndTheKeysFingerPinchTheMultiTouchTile() {
        let h = harness("touches", columns: 80, rows: 24)
        h.send(.mouse(MouseEvent(kind: .press, button: .right, column: 35, row: 12)))
        h.key(.tab)
        h.key(.tab)
        for _ in 0..<3 { h.key(.right) }
        // The pin at (35.5, 25), the keys' finger from the centre (40, 24) to (46, 24): ×2.29, 7° turned.
        XCTAssertEqual(tile(h, .multiTouch).transform.a, 2.27, accuracy: 0.01)
        XCTAssertTrue(h.caption.hasPrefix(" pinch ×2.29, turn 7°: multi-touch tile"), h.caption)
    }

    func testTheTouchesBottomRowAndHelpNameTheKeys() {
        let h = harness("touches", columns: 80, rows: 24)
        XCTAssertEqual(h.caption, " touches: drag, Alt-drag, click, swipe · tab tile · 1-6 scenes · ? help · q quit")
        h.type("?")
        XCTAssertNotNil(h.row(containing: "choose the next tile"), h.screen)
    }
}
