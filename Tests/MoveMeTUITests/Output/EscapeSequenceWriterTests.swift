@testable import MoveMeRendering
import XCTest
import MoveMeTerminal
@testable import MoveMeTUI

/// The bytes the escape-sequence backend sends, byte for byte (256 colours unless said).
final class EscapeSequenceWriterTests: XCTestCase {
    override class func setUp() {
        LocaleSetup.prepare()  // wcwidth needs a UTF-8 locale
    }

    private let grey = Style(foreground: RGB(88, 88, 88), background: RGB(88, 88, 88))   // 240
    private let white = Style(foreground: .white, background: RGB(88, 88, 88))

    private func frame(_ writer: inout EscapeSequenceWriter, _ cells: [(String, Int, Int, Style)],
                       columns: Int = 80) -> String {
        for (text, column, row, style) in cells {
            writer.draw(Cell(text, width: text == "歡" ? 2 : 1, style: style), column: column, row: row, columns: columns)
        }
        return String(decoding: writer.finishFrame(), as: UTF8.self)
    }

    /// A frame's bytes are lent to the terminal and the buffer is emptied in place: every
    /// frame is written into the same buffer (returned, the bytes shared it, and emptying it
    /// made a new 64 KB buffer every frame).
    func testEveryFrameIsWrittenIntoTheSameBuffer() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .none)
        var buffers: Set<UnsafeRawPointer?> = [], frames: [String] = []
        for step in 0..<10 {
            writer.draw(Cell("a", style: white), column: step, row: 2, columns: 80)
            writer.withFinishedFrame { bytes in
                buffers.insert(bytes.withUnsafeBytes { UnsafeRawPointer($0.baseAddress) })
                frames.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        XCTAssertEqual(buffers.count, 1)
        XCTAssertEqual(frames.first, "\u{1B}[3H\u{1B}[0;38;5;231;48;5;240ma")
        XCTAssertEqual(frames.last, "a", "the cursor and colours are where the frame before left them")
    }

    func testTheFirstCellMovesAbsolutelyAndSetsEverything() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .none)
        XCTAssertEqual(frame(&writer, [("a", 4, 2, white)]), "\u{1B}[3;5H\u{1B}[0;38;5;231;48;5;240ma")
    }

    /// A half block of the placard's middle: its background, the upper pixel, steel blue; its
    /// foreground, the lower pixel, the grey that mixed with it is nearest the grey-blue.
    func testAHalfBlockOfAColourThePaletteMissesIsTwoColours() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .none)
        let middle = RGB(98, 110, 125)
        XCTAssertEqual(frame(&writer, [(Cell.lowerHalf, 0, 0, Style(foreground: middle, background: middle))]),
                       "\u{1B}[1H\u{1B}[0;38;5;59;48;5;67m\u{2584}")
    }

    func testNeighboursNeedNoMoveAndTheSameStyleNoSGR() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .none)
        _ = frame(&writer, [("a", 0, 0, white)])
        XCTAssertEqual(frame(&writer, [("b", 1, 0, white), ("c", 2, 0, white)]), "bc",
                       "the cursor and colours are remembered from frame to frame")
    }

    func testOnlyTheColourThatChangedIsSent() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .none)
        _ = frame(&writer, [("a", 0, 0, white)])
        XCTAssertEqual(frame(&writer, [("b", 1, 0, grey)]), "\u{1B}[38;5;240mb")
    }

    func testTheShortestMoveIsChosen() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .none)
        _ = frame(&writer, [("a", 10, 5, white)])  // the cursor is at column 11 of row 5
        XCTAssertEqual(frame(&writer, [("b", 14, 5, white)]), "\u{1B}[3Cb", "forward on the row")
        XCTAssertEqual(frame(&writer, [("c", 0, 5, white)]), "\rc", "carriage return")
        XCTAssertEqual(frame(&writer, [("d", 1, 9, white)]), "\u{1B}[4Bd", "down in the same column")
        XCTAssertEqual(frame(&writer, [("e", 70, 0, white)]), "\u{1B}[1;71He", "anywhere else: absolute")
        XCTAssertEqual(frame(&writer, [("f", 0, 3, white)]), "\u{1B}[4Hf", "absolute to a row's start")
    }

    func testRunsUseRepeatWhereItIsShorter() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .any)
        _ = frame(&writer, [("x", 0, 0, white)])
        XCTAssertEqual(frame(&writer, (1...10).map { ("▀", $0, 0, white) }), "▀\u{1B}[9b")
        XCTAssertEqual(frame(&writer, [("a", 11, 0, white), ("a", 12, 0, white)]), "aa", "REP for one is longer")
    }

    func testInsideAMultiplexerOnlyASCIIRuns() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .ascii)
        _ = frame(&writer, [("x", 0, 0, white)])
        XCTAssertEqual(frame(&writer, (1...10).map { (" ", $0, 0, white) }), " \u{1B}[9b")
        XCTAssertEqual(frame(&writer, (11...14).map { ("▀", $0, 0, white) }), "▀▀▀▀",
                       "tmux repeats nothing after a character of several bytes")
    }

    func testWithoutRepeatRunsAreSpelledOut() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .none)
        _ = frame(&writer, [("x", 0, 0, white)])
        XCTAssertEqual(frame(&writer, (1...4).map { ("▀", $0, 0, white) }), "▀▀▀▀")
    }

    func testAfterTheRightMarginTheNextCellIsReachedAbsolutely() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .none)
        XCTAssertEqual(frame(&writer, [("a", 9, 0, white), ("b", 0, 1, white)], columns: 10),
                       "\u{1B}[1;10H\u{1B}[0;38;5;231;48;5;240ma\u{1B}[2Hb")
    }

    func testAfterAWideCharacterTheNextCellIsReachedAbsolutely() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .none)
        XCTAssertEqual(frame(&writer, [("歡", 0, 0, white), ("b", 2, 0, white)]),
                       "\u{1B}[1H\u{1B}[0;38;5;231;48;5;240m歡\u{1B}[1;3Hb")
    }

    /// A terminal that cannot hide the cursor (vt100): the frame ends with it in the corner,
    /// and the next frame moves from there.
    func testAParkedCursorEndsTheFrameInTheCornerAndTheNextMovesFromThere() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .none)
        writer.draw(Cell("a", style: white), column: 4, row: 2, columns: 80)
        XCTAssertEqual(String(decoding: writer.finishFrame(parkingCursorAt: (79, 23)), as: UTF8.self),
                       "\u{1B}[3;5H\u{1B}[0;38;5;231;48;5;240ma\u{1B}[24;80H")
        writer.draw(Cell("b", style: white), column: 78, row: 23, columns: 80)
        XCTAssertEqual(String(decoding: writer.finishFrame(parkingCursorAt: (79, 23)), as: UTF8.self), "\u{1B}[Db")
    }

    func testAWideCharacterAtTheRightEdgeIsABlank() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .none)
        XCTAssertTrue(frame(&writer, [("歡", 9, 0, white)], columns: 10).hasSuffix("m "))
    }

    func testAttributesTurnedOffStartFromAReset() {
        var writer = EscapeSequenceWriter(depth: .monochrome, repeats: .none)
        let bold = Style(foreground: .white, background: .black, bold: true)
        let plain = Style(foreground: .white, background: .black)
        XCTAssertEqual(frame(&writer, [("a", 0, 0, bold), ("b", 1, 0, plain)]), "\u{1B}[1H\u{1B}[0;1ma\u{1B}[0mb")
        let dimReverse = Style(foreground: .white, background: .black, reverse: true, dim: true)
        XCTAssertEqual(frame(&writer, [("c", 2, 0, dimReverse)]), "\u{1B}[2;7mc", "turning on needs no reset")
    }

    func testTrueColourAndEightColours() {
        var direct = EscapeSequenceWriter(depth: .trueColor, repeats: .none)
        XCTAssertEqual(frame(&direct, [("a", 0, 0, Style(foreground: RGB(1, 2, 3), background: RGB(40, 50, 60)))]),
                       "\u{1B}[1H\u{1B}[0;38;2;1;2;3;48;2;40;50;60ma")
        var eight = EscapeSequenceWriter(depth: .palette8, repeats: .none)
        let red = Style(foreground: RGB(220, 0, 0), background: .black)
        XCTAssertEqual(frame(&eight, [("a", 0, 0, red)]),
                       "\u{1B}[1H\u{1B}[0;\(30 + Palette.ansi8(RGB(220, 0, 0)));\(40 + Palette.ansi8(.black))ma")
    }

    /// In eight colours a label that would not read on its background is sent black (the
    /// multi-touch tile's white on green, issue 46); a half block's two pixels keep their colours.
    func testEightColoursSendUnreadableTextBlack() {
        var eight = EscapeSequenceWriter(depth: .palette8, repeats: .none)
        let onGreen = Style(foreground: RGB(230, 230, 230), background: RGB(69, 140, 84))
        XCTAssertEqual(frame(&eight, [("a", 0, 0, onGreen)]), "\u{1B}[1H\u{1B}[0;30;42ma")
        XCTAssertEqual(frame(&eight, [(Cell.lowerHalf, 1, 0, onGreen)]), "\u{1B}[37m\(Cell.lowerHalf)")
        XCTAssertEqual(frame(&eight, [("b", 2, 0, Style(foreground: .white, background: RGB(184, 84, 71)))]), "\u{1B}[37;41mb",
                       "white on red reads")
        let boldOnGreen = Style(foreground: .white, background: RGB(69, 140, 84), bold: true)
        XCTAssertEqual(frame(&eight, [("c", 3, 0, boldOnGreen)]), "\u{1B}[30;42mc", "black not bold: bold black shows grey")
    }

    func testForgettingTheTerminalStartsOverWithAnAbsoluteMoveAndAFullSGR() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .none)
        _ = frame(&writer, [("a", 0, 0, white)])
        writer.forgetTerminalState()
        XCTAssertEqual(frame(&writer, [("b", 1, 0, white)]), "\u{1B}[1;2H\u{1B}[0;38;5;231;48;5;240mb")
    }

    /// The same cell again joins the run only right after it, with the terminal's state known:
    /// not after a forget, not past the right margin, not in another style or another row.
    func testTheSameCellAgainJoinsTheRunOnlyWhereTheFullTestWould() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .any)
        XCTAssertEqual(frame(&writer, (0...3).map { ("a", $0, 0, white) }), "\u{1B}[1H\u{1B}[0;38;5;231;48;5;240maaaa")
        writer.forgetTerminalState()
        XCTAssertEqual(frame(&writer, [("a", 4, 0, white)]), "\u{1B}[1;5H\u{1B}[0;38;5;231;48;5;240ma")
        XCTAssertEqual(frame(&writer, [("a", 5, 0, grey)]), "\u{1B}[38;5;240ma")
        XCTAssertEqual(frame(&writer, [("a", 5, 1, grey)]), "\u{1B}[2;6Ha", "the next row: a move, not the run")
        XCTAssertEqual(frame(&writer, [("b", 78, 2, white), ("b", 79, 2, white), ("b", 0, 3, white)]),
                       "\u{1B}[3;79H\u{1B}[38;5;231mbb\u{1B}[4Hb", "past the margin the cursor is not known")
        XCTAssertEqual(frame(&writer, (1...8).map { ("b", $0, 3, white) }), "b\u{1B}[7b",
                       "right after, but in the next frame: a run starts anew (the frame's marks may come between)")
    }

    /// REP repeats the character written right before it: after images between a save and a
    /// restore of the cursor, or a frame's end, the next run starts with its character, even
    /// where the cursor and the cell are the last glyph's. (After `ESC 8` xterm repeated nothing,
    /// and a sixel image's old place was never drawn again.)
    func testNoRunGoesOnAcrossAppendedCommandsOrAFrame() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .any)
        _ = frame(&writer, (0...3).map { (" ", $0, 0, grey) })
        writer.append("\u{1B}7IMAGE\u{1B}8")
        for column in 4...9 { writer.draw(Cell(" ", style: grey), column: column, row: 0, columns: 80) }
        XCTAssertEqual(String(decoding: writer.finishFrame(), as: UTF8.self), "\u{1B}7IMAGE\u{1B}8 \u{1B}[5b")
        XCTAssertEqual(frame(&writer, (10...15).map { (" ", $0, 0, grey) }), " \u{1B}[5b")
    }

    func testControlCharactersNeverReachTheTerminal() {
        var writer = EscapeSequenceWriter(depth: .palette256, repeats: .none)
        XCTAssertEqual(frame(&writer, [("\u{1B}", 0, 0, white), ("\u{9B}", 1, 0, white)]),
                       "\u{1B}[1H\u{1B}[0;38;5;231;48;5;240m  ", "each is a blank")
    }
}
