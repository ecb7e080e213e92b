import XCTest
@testable import MoveMeCore

/// Pasteboards: what they keep, their change counts, the names, and
/// that each application has its own.
final class PasteboardTests: XCTestCase {
    func testStringAndChangeCount() {
        let board = Pasteboards().general
        XCTAssertEqual(board.changeCount, 0)
        XCTAssertNil(board.string)
        XCTAssertFalse(board.hasStrings)
        board.string = "Welcome"
        XCTAssertEqual(board.string, "Welcome")
        XCTAssertEqual(board.items, [[PasteboardType.plainText: "Welcome"]])
        XCTAssertEqual(board.changeCount, 1)
        board.string = "Welcome"
        XCTAssertEqual(board.changeCount, 2, "every write is a change, as UIKit counts")
        board.string = nil
        XCTAssertEqual(board.items, [])
        XCTAssertEqual(board.changeCount, 3)
    }

    func testItHoldsWhatItIsGivenButEmptyItems() {
        let board = Pasteboards().general
        board.setItems([["org.moveme.tile": "red]52", PasteboardType.plainText: "red"], [:]])
        XCTAssertEqual(board.items, [["org.moveme.tile": "red]52", PasteboardType.plainText: "red"]])
        XCTAssertEqual(board.value(forType: "org.moveme.tile"), "red]52")
        XCTAssertEqual(board.changeCount, 1)
    }

    func testProgramChangesAreToldAndReceivedTextIsNot() {
        let board = Pasteboards().general
        var told: [String?] = []
        board.didChange = { told.append($0) }
        board.string = "copied"
        board.receive("pasted\n")
        board.string = nil
        XCTAssertEqual(told, ["copied", nil])
        XCTAssertEqual(board.changeCount, 3)
    }

    /// UIPasteboard's typed data: `setData(_:forPasteboardType:)` makes one item of that type,
    /// read back by `data(forPasteboardType:)`; `pasteboardTypes` and
    /// `containsPasteboardTypes` are the first item's. Data is no text.
    func testDataOfAType() {
        let board = Pasteboards().general
        var told: [String?] = []
        board.didChange = { told.append($0) }
        XCTAssertFalse(board.containsPasteboardTypes(["org.example.thing"]))
        board.setData([1, 2, 3], forPasteboardType: "org.example.thing")
        XCTAssertEqual(board.data(forPasteboardType: "org.example.thing"), [1, 2, 3])
        XCTAssertEqual(board.items, [["org.example.thing": .data([1, 2, 3])]])
        XCTAssertEqual(board.pasteboardTypes, ["org.example.thing"])
        XCTAssertTrue(board.containsPasteboardTypes(["public.png", "org.example.thing"]))
        XCTAssertFalse(board.containsPasteboardTypes([PasteboardType.plainText]))
        XCTAssertNil(board.string)
        XCTAssertFalse(board.hasStrings)
        XCTAssertNil(board.value(forType: "org.example.thing"), "data is not read as text")
        XCTAssertEqual(board.changeCount, 1)
        XCTAssertEqual(told, [nil])
        board.string = "text"
        XCTAssertNil(board.data(forPasteboardType: "org.example.thing"))
        XCTAssertNil(board.data(forPasteboardType: PasteboardType.plainText), "text is not read as data")
    }

    func testNamedAndUniquePasteboards() {
        let boards = Pasteboards()
        XCTAssertNil(boards.pasteboard(name: "tiles", create: false))
        let tiles = boards.pasteboard(name: "tiles", create: true)
        XCTAssertTrue(boards.pasteboard(name: "tiles", create: false) === tiles)
        XCTAssertTrue(boards.pasteboard(name: Pasteboards.generalName, create: false) === boards.general)
        XCTAssertEqual(boards.withUniqueName().name, "org.moveme.pboard.unique.1")
        XCTAssertEqual(boards.withUniqueName().name, "org.moveme.pboard.unique.2")
        boards.remove(withName: "tiles")
        XCTAssertNil(boards.pasteboard(name: "tiles", create: false))
    }

    /// UIPasteboard(name: .find, create: false) is the find pasteboard, never a new one, and
    /// removing its name leaves it.
    func testTheFindPasteboardIsFoundByItsName() {
        let boards = Pasteboards()
        boards.find.string = "placard"
        let found = boards.pasteboard(name: Pasteboards.findName, create: false)
        XCTAssertTrue(found === boards.find)
        XCTAssertEqual(found?.name, "com.apple.UIKit.pboard.find")
        XCTAssertEqual(found?.string, "placard")
        XCTAssertTrue(boards.pasteboard(name: Pasteboards.findName, create: true) === boards.find)
        boards.remove(withName: Pasteboards.findName)
        XCTAssertTrue(boards.pasteboard(name: Pasteboards.findName, create: false) === boards.find)
    }

    func testEachApplicationHasItsOwnGeneralPasteboard() {
        let first = Application(), second = Application()
        first.pasteboards.general.string = "one"
        XCTAssertNil(second.pasteboards.general.string)
    }
}
