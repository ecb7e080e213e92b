import XCTest
@testable import MoveMeCore

/// Pasteboards: what they keep of hostile or big text, their change counts, the names, and
/// that each application has its own.
final class PasteboardTests: XCTestCase {
    func testPlainTextIsKeptAsItCame() {
        let text = PasteboardText("Hello, 世界")
        XCTAssertEqual(text.text, "Hello, 世界")
        XCTAssertNil(text.message)
    }

    func testControlsAndBidiOverridesAreRemoved() {
        let text = PasteboardText("\u{1B}[2Jevil\u{202E}txt\u{9B}31m\u{7F}\u{7}")
        XCTAssertEqual(text.text, "eviltxt")
        XCTAssertEqual(text.message, "2 escape sequences removed, 3 control characters removed")
    }

    /// A sequence goes whole, as a greetings file's (`ControlSequences`): dropping only its ESC
    /// left "[2J]0;pwned[31m" in the greeting.
    func testEscapeSequencesAreRemovedWhole() {
        let text = PasteboardText("X \u{1B}[2J \u{1B}]0;pwned\u{7} \u{1B}[31mRED Y")
        XCTAssertEqual(text.text, "X   RED Y")
        XCTAssertEqual(text.message, "3 escape sequences removed")
    }

    func testEveryKindOfSequenceGoesWithItsTerminator() {
        // DCS, APC, PM and SOS to ST; OSC to ST; the 8-bit (C1) forms of CSI, OSC and DCS.
        let text = PasteboardText("a\u{1B}Pq#0;2\u{1B}\\b\u{1B}_apc\u{1B}\\c\u{1B}^pm\u{1B}\\d\u{1B}Xsos\u{1B}\\"
                                  + "e\u{1B}]8;;http://x\u{1B}\\f\u{9B}2Jg\u{9D}0;t\u{9C}h\u{90}dcs\u{9C}i")
        XCTAssertEqual(text.text, "abcdefghi")
        XCTAssertEqual(text.message, "8 escape sequences removed")
    }

    func testOneSequenceIsSaidInTheSingular() {
        XCTAssertEqual(PasteboardText("\u{1B}[1mbold").message, "1 escape sequence removed")
    }

    /// Each line is its own, as a greetings file's: an OSC left open ends with its line, and
    /// the next line is kept.
    func testAnUnterminatedStringEndsWithItsLine() {
        let text = PasteboardText("one\u{1B}]0;title\ntwo")
        XCTAssertEqual(text.text, "one two")
        XCTAssertEqual(text.message, "1 escape sequence removed, 2 lines joined")
    }

    func testLinesAreJoinedIntoOne() {
        let text = PasteboardText("  first line\r\n\n\tsecond\u{2028}third  \n")
        XCTAssertEqual(text.text, "first line second third")
        XCTAssertEqual(text.message, "3 lines joined")
    }

    func testLongTextIsCutToTheMaximum() {
        let text = PasteboardText(String(repeating: "ab", count: 200))
        XCTAssertEqual(text.text?.count, 256)
        XCTAssertEqual(text.text, String(repeating: "ab", count: 128))
        XCTAssertEqual(text.message, "cut to 256 characters")
    }

    func testMegabytesAreRefusedUnread() {
        let text = PasteboardText(String(repeating: "x", count: 1_048_576))
        XCTAssertNil(text.text)
        XCTAssertEqual(text.message, "refused: 1048576 bytes, more than 65536")
    }

    func testNothingLeftIsRefused() {
        for input in ["", "   \n\t ", "\u{1B}\u{7}", "\u{301}\u{200D}"] {
            XCTAssertNil(PasteboardText(input).text, input.debugDescription)
        }
        XCTAssertEqual(PasteboardText("\n\n").message, "refused: nothing to show")
    }

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

    func testRefusedWriteLeavesThePasteboardAlone() {
        let board = Pasteboards().general
        board.string = "kept"
        let result = board.setString("\u{1B}\u{1B}")
        XCTAssertNil(result.text)
        XCTAssertEqual(board.string, "kept")
        XCTAssertEqual(board.changeCount, 1)
        XCTAssertEqual(board.lastMessage, "refused: nothing to show")
    }

    func testItemsAreMadeSafeValueByValue() {
        let board = Pasteboards().general
        board.setItems([["org.moveme.tile": "red\u{1B}]52", PasteboardType.plainText: "red"], ["x": "\u{7}"]])
        // The OSC left open goes to the end of its value, as in a greetings file's line.
        XCTAssertEqual(board.items, [["org.moveme.tile": "red", PasteboardType.plainText: "red"]])
        XCTAssertEqual(board.value(forType: "org.moveme.tile"), "red")
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

    /// Data over the pasteboard's limit is refused, as text is: the pasteboard stays as it was.
    func testDataOverTheLimitIsRefused() {
        let board = Pasteboards().general
        board.string = "kept"
        board.setData(Array(repeating: 0, count: PasteboardText.maximumBytes + 1), forPasteboardType: "org.example.thing")
        XCTAssertEqual(board.string, "kept")
        XCTAssertEqual(board.changeCount, 1)
        board.setItems([["org.example.thing": .data(Array(repeating: 0, count: PasteboardText.maximumBytes + 1)),
                         PasteboardType.plainText: "also"]])
        XCTAssertEqual(board.items, [[PasteboardType.plainText: "also"]], "the item keeps what may be kept")
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

    func testEachApplicationHasItsOwnGeneralPasteboard() {
        let first = Application(), second = Application()
        first.pasteboards.general.string = "one"
        XCTAssertNil(second.pasteboards.general.string)
    }
}
