@testable import MoveMeRendering
@testable import MoveMeDynamics
@testable import MoveMeStrings
@testable import MoveMeScenes
import XCTest
@testable import MoveMeCore

/// Scene 6's edit menu at 80×24: the tiles are 20×16 points centred at x 13, 40 and 67, y 24.
/// A double tap on a tile makes it first responder and shows the menu over it; cut, copy,
/// paste and delete move colours and labels between the places, and a shake undoes.
final class TileEditingTests: XCTestCase {
    private var scene: TouchesScene!
    private var view: TouchesView { scene.touchesView }
    private var menu: MenuController { scene.menuController }
    private let x: [TileKind: Double] = [.ordinary: 13, .multiTouch: 40, .exclusive: 67]

    override func setUp() {
        scene = TouchesScene(columns: 80, rows: 24)
    }

    private func doubleTap(_ kind: TileKind, at t: Double) {
        let point = Point(x: x[kind]!, y: 24)
        for (i, phase) in ["down", "up", "down", "up"].enumerated() {
            let time = t + Double(i) * 0.05
            scene.advance(to: time)
            if phase == "down" {
                scene.dispatcher.fingerDown(0, at: point, time: time)
            } else {
                scene.dispatcher.fingerUp(0, at: point, time: time)
            }
        }
    }

    private func content(_ kind: TileKind) -> TileContent? { view.tile(kind).content }

    func testADoubleTapMakesTheTileFirstResponderAndShowsTheMenuOverIt() {
        doubleTap(.ordinary, at: 1)
        XCTAssertTrue(scene.firstResponder === view.tile(.ordinary))
        XCTAssertTrue(menu.isMenuVisible)
        XCTAssertEqual(menu.shownCommands.map(\.action.title), ["Cut", "Copy", "Paste", "Delete"])
        XCTAssertEqual(menu.shownCommands.map(\.isAllowed), [true, true, false, true], "nothing to paste yet")
        XCTAssertTrue(view.tile(.ordinary).target(forAction: .cut, withSender: nil) === view, "the board answers for its tile")
    }

    func testASingleTapShowsNoMenu() {
        scene.advance(to: 1)
        scene.dispatcher.fingerDown(0, at: Point(x: 13, y: 24), time: 1)
        scene.dispatcher.fingerUp(0, at: Point(x: 13, y: 24), time: 1.05)
        scene.advance(to: 2)
        XCTAssertFalse(menu.isMenuVisible)
    }

    func testCutAndPasteMoveATileAndShakeUndoesBothInTurn() {
        doubleTap(.ordinary, at: 1)
        XCTAssertTrue(menu.choose(.cut))
        XCTAssertNil(content(.ordinary))
        XCTAssertEqual(scene.generalPasteboard.items,
                       [[TileContent.pasteboardType: "#b85447 ordinary", PasteboardType.plainText: "ordinary"]])
        XCTAssertEqual(scene.caption, "cut: ordinary from the ordinary place")
        doubleTap(.multiTouch, at: 2)
        XCTAssertTrue(menu.choose(.paste))
        XCTAssertEqual(content(.multiTouch), TileContent(.ordinary))
        XCTAssertEqual(view.tile(.multiTouch).backgroundColor?.rgb, RGB(0xB8, 0x54, 0x47))
        scene.shake(at: 3)
        XCTAssertEqual(scene.undoConfirmation, UndoConfirmation(kind: .undo, actionName: "Paste"))
        XCTAssertTrue(scene.answerUndoConfirmation(true, at: 3.5))
        XCTAssertEqual(content(.multiTouch), TileContent(.multiTouch))
        XCTAssertEqual(scene.caption, "undo paste: the multi-touch place")
        scene.shake(at: 4)
        XCTAssertEqual(scene.undoConfirmation, UndoConfirmation(kind: .undo, actionName: "Cut"))
        scene.answerUndoConfirmation(true, at: 4.5)
        XCTAssertEqual(content(.ordinary), TileContent(.ordinary))
        scene.shake(at: 5)
        XCTAssertEqual(scene.undoConfirmation, UndoConfirmation(kind: .redo, actionName: "Cut"))
        scene.answerUndoConfirmation(true, at: 5.5)
        XCTAssertNil(content(.ordinary))
    }

    func testCopyLeavesTheTileAndDeleteEmptiesItsPlace() {
        doubleTap(.exclusive, at: 1)
        menu.choose(.copy)
        XCTAssertEqual(content(.exclusive), TileContent(.exclusive))
        XCTAssertEqual(scene.generalPasteboard.string, "exclusive")
        doubleTap(.exclusive, at: 2)
        menu.choose(.delete)
        XCTAssertNil(content(.exclusive))
        XCTAssertEqual(view.tile(.exclusive).backgroundColor, TileView.emptyColor)
        doubleTap(.exclusive, at: 3)
        XCTAssertEqual(menu.shownCommands.map(\.action.title), ["Paste"], "an empty place can only be pasted into")
        scene.shake(at: 4)
        XCTAssertEqual(scene.undoConfirmation, UndoConfirmation(kind: .undo, actionName: "Delete"))
    }

    func testPlainTextFromTheTerminalPastesATileLabelledWithIt() {
        doubleTap(.ordinary, at: 1)
        scene.paste("Hello\n", at: 2)
        XCTAssertEqual(content(.ordinary), TileContent(label: "Hello", color: TileContent.textColor))
        XCTAssertFalse(menu.isMenuVisible)
        XCTAssertTrue(scene.render().text.contains("Hello"))
    }

    func testATileDrawsItsNewLabelOnceItChanges() {
        // Drawn once with its own label, which the tile keeps fitted and measured.
        XCTAssertTrue(scene.render().text.contains("ordinary"))
        doubleTap(.ordinary, at: 1)
        scene.paste("Hello\n", at: 2)
        let text = scene.render().text
        XCTAssertTrue(text.contains("Hello"), text)
        XCTAssertFalse(text.contains(" ordinary "), text)
    }

    func testAPasteWithNoTileSelectedOnlyFillsThePasteboard() {
        scene.paste("Hello", at: 1)
        XCTAssertEqual(scene.generalPasteboard.string, "Hello")
        XCTAssertEqual(view.tiles.map(\.content), TileKind.allCases.map { TileContent($0) })
    }

    func testATileItemRoundTripsAndABadOneReadsAsText() {
        XCTAssertEqual(TileContent.parse("#B85447 ordinary"), TileContent(label: "ordinary", color: Color(RGB(0xB8, 0x54, 0x47))))
        XCTAssertNil(TileContent.parse("#B8544 ordinary"))
        XCTAssertNil(TileContent.parse("red ordinary"))
        let board = Pasteboards().general
        board.setItems([[TileContent.pasteboardType: "nonsense", PasteboardType.plainText: "words"]])
        XCTAssertEqual(TileContent(pasteboard: board), TileContent(label: "words", color: TileContent.textColor))
    }

    func testRestartPutsEveryTileBackAndForgetsTheUndo() {
        doubleTap(.ordinary, at: 1)
        menu.choose(.delete)
        scene.restart(at: 2)
        XCTAssertEqual(content(.ordinary), TileContent(.ordinary))
        XCTAssertFalse(menu.isMenuVisible)
        scene.shake(at: 3)
        XCTAssertNil(scene.undoConfirmation)
    }

    func testADroppedSceneIsFreedAfterEdits() {
        weak var weakWindow: Window?
        weak var weakTile: TileView?
        do {
            doubleTap(.ordinary, at: 1)
            menu.choose(.cut)
            doubleTap(.multiTouch, at: 2)
            menu.choose(.paste)
            doubleTap(.exclusive, at: 3)
            weakWindow = scene.window
            weakTile = view.tile(.ordinary)
            scene = nil
        }
        XCTAssertNil(weakWindow)
        XCTAssertNil(weakTile)
    }
}
