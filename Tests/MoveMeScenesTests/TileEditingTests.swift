@testable import MoveMeRendering
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
        XCTAssertEqual(menu.shownCommands.map(\.action), [.cut, .copy, .delete], "nothing to paste yet: no Paste")
        XCTAssertTrue(view.tile(.ordinary).target(forAction: .cut, withSender: nil) === view, "the board answers for its tile")
    }

    func testASingleTapShowsNoMenu() {
        scene.advance(to: 1)
        scene.dispatcher.fingerDown(0, at: Point(x: 13, y: 24), time: 1)
        scene.dispatcher.fingerUp(0, at: Point(x: 13, y: 24), time: 1.05)
        scene.advance(to: 2)
        XCTAssertFalse(menu.isMenuVisible)
    }

    /// CopyPasteTile: cut and copy where a tile is, paste only into an empty place and only a
    /// tile (the pasteboard holds its type); each edit undone by a shake in turn.
    func testCutAndPasteMoveATileIntoAnEmptyPlaceAndShakeUndoesEachInTurn() {
        doubleTap(.ordinary, at: 1)
        XCTAssertTrue(menu.choose(.cut))
        XCTAssertNil(content(.ordinary))
        XCTAssertEqual(scene.generalPasteboard.items,
                       [[TileContent.pasteboardType: .data([0xB8, 0x54, 0x47] + Array("ordinary".utf8)),
                         PasteboardType.plainText: "ordinary"]])
        XCTAssertEqual(scene.caption, "cut: ordinary from the ordinary place")
        doubleTap(.multiTouch, at: 2)
        XCTAssertEqual(menu.shownCommands.map(\.action), [.cut, .copy, .delete], "no paste over a tile")
        XCTAssertFalse(menu.choose(.paste))
        XCTAssertEqual(content(.multiTouch), TileContent(.multiTouch))
        menu.choose(.delete)
        doubleTap(.multiTouch, at: 3)
        XCTAssertEqual(menu.shownCommands.map(\.action), [.paste])
        XCTAssertTrue(menu.choose(.paste))
        XCTAssertEqual(content(.multiTouch), TileContent(.ordinary))
        XCTAssertEqual(view.tile(.multiTouch).backgroundColor?.rgb, RGB(0xB8, 0x54, 0x47))
        scene.shake(at: 4)
        XCTAssertEqual(scene.undoConfirmation, UndoConfirmation(kind: .undo, actionName: "Paste"))
        XCTAssertTrue(scene.answerUndoConfirmation(true, at: 4.5))
        XCTAssertNil(content(.multiTouch))
        XCTAssertEqual(scene.caption, "undo paste: the multi-touch place")
        scene.shake(at: 5)
        XCTAssertEqual(scene.undoConfirmation, UndoConfirmation(kind: .undo, actionName: "Delete"))
        scene.answerUndoConfirmation(true, at: 5.5)
        XCTAssertEqual(content(.multiTouch), TileContent(.multiTouch))
        scene.shake(at: 6)
        XCTAssertEqual(scene.undoConfirmation, UndoConfirmation(kind: .undo, actionName: "Cut"))
        scene.answerUndoConfirmation(true, at: 6.5)
        XCTAssertEqual(content(.ordinary), TileContent(.ordinary))
        scene.shake(at: 7)
        XCTAssertEqual(scene.undoConfirmation, UndoConfirmation(kind: .redo, actionName: "Cut"))
        scene.answerUndoConfirmation(true, at: 7.5)
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
        XCTAssertEqual(menu.shownCommands.map(\.action), [.paste], "an empty place can only be pasted into")
        scene.shake(at: 4)
        XCTAssertEqual(scene.undoConfirmation, UndoConfirmation(kind: .undo, actionName: "Delete"))
    }

    /// Plain text is no tile: a paste into the terminal while an empty place is selected only
    /// fills the pasteboard, and the place has no menu: nothing can be pasted into it.
    func testPlainTextFromTheTerminalIsNoTile() {
        doubleTap(.ordinary, at: 1)
        menu.choose(.delete)
        doubleTap(.ordinary, at: 2)
        scene.paste("Hello\n", at: 3)
        XCTAssertNil(content(.ordinary))
        XCTAssertEqual(scene.generalPasteboard.string, "Hello")
        XCTAssertFalse(scene.generalPasteboard.containsPasteboardTypes([TileContent.pasteboardType]))
        doubleTap(.ordinary, at: 4)
        XCTAssertFalse(menu.isMenuVisible)
        XCTAssertEqual(menu.commands.filter(\.isAllowed), [])
        XCTAssertFalse(scene.render().text.contains("Hello"))
    }

    func testATileDrawsItsNewLabelOnceItChanges() {
        // Drawn once with its own label, which the tile keeps fitted and measured (its setting,
        // "exclusiveTouch", stays with the place).
        XCTAssertTrue(scene.render().text.contains(" exclusive "))
        doubleTap(.ordinary, at: 1)
        menu.choose(.copy)
        doubleTap(.exclusive, at: 2)
        menu.choose(.delete)
        doubleTap(.exclusive, at: 3)
        menu.choose(.paste)
        let text = scene.render().text
        XCTAssertEqual(text.components(separatedBy: " ordinary ").count - 1, 2, text)
        XCTAssertFalse(text.contains(" exclusive "), text)
    }

    func testAPasteWithNoTileSelectedOnlyFillsThePasteboard() {
        scene.paste("Hello", at: 1)
        XCTAssertEqual(scene.generalPasteboard.string, "Hello")
        XCTAssertEqual(view.tiles.map(\.content), TileKind.allCases.map { TileContent($0) })
    }

    /// On a pasteboard a tile is data of its own type: its colour's three bytes, then its label
    /// in UTF-8. Anything else is no tile: other data, or only text.
    func testATileIsDataOfItsOwnTypeAndNothingElseReadsAsOne() {
        let tile = TileContent(label: "ordinary", color: Color(RGB(0xB8, 0x54, 0x47)))
        XCTAssertEqual(tile.pasteboardData, [0xB8, 0x54, 0x47] + Array("ordinary".utf8))
        XCTAssertEqual(TileContent(pasteboardData: tile.pasteboardData), tile)
        XCTAssertNil(TileContent(pasteboardData: [0xB8, 0x54]))
        XCTAssertNil(TileContent(pasteboardData: [0xB8, 0x54, 0x47]), "no label")
        XCTAssertNil(TileContent(pasteboardData: [0xB8, 0x54, 0x47, 0xFF]), "not UTF-8")
        XCTAssertEqual(TileContent(pasteboardData: [1, 2, 3] + Array("a\u{7}b".utf8))?.label, "ab",
                       "a label is made safe to draw")
        let board = Pasteboards().general
        board.string = "words"
        XCTAssertNil(TileContent(pasteboard: board))
        board.setData([1, 2], forPasteboardType: TileContent.pasteboardType)
        XCTAssertTrue(board.containsPasteboardTypes([TileContent.pasteboardType]))
        XCTAssertNil(TileContent(pasteboard: board))
        board.setItems([tile.pasteboardItem])
        XCTAssertEqual(TileContent(pasteboard: board), tile)
        XCTAssertEqual(board.string, "ordinary", "and text for anything else: the placard, the desktop")
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
