import MoveMeTerminal
import XCTest

/// The harness types events as a terminal's bytes (`InputEvent.bytes`): each kind decoded back
/// into itself, so a session test that sends an event tests that event.
final class InputEventBytesTests: XCTestCase {
    private func decoded(_ event: InputEvent, pixels: CellPixelSize? = nil) -> [InputEvent] {
        var decoder = InputDecoder(columns: 80, rows: 24)
        if let pixels {
            decoder.cellPixelSize = pixels
            var answer: [InputEvent] = []
            decoder.decode(Array("\u{1B}[?1016;1$y".utf8)[...], appendingTo: &answer)
        }
        var events: [InputEvent] = []
        decoder.decode(event.bytes(pixels: pixels)[...], appendingTo: &events)
        if decoder.hasPendingInput { events += decoder.flushPending() }
        return events
    }

    func testEveryKeyIsItself() {
        let keys: [Key] = [.character("q"), .character("é"), .character("語"), .up, .down, .left, .right, .home, .end,
                           .pageUp, .pageDown, .insert, .delete, .enter, .tab, .backTab, .escape, .backspace,
                           .control("c"), .control("z")] + (1...12).map { .function($0) }
        for key in keys {
            XCTAssertEqual(decoded(.key(key)), [.key(key)], "\(key)")
        }
    }

    func testEveryMouseReportIsItself() {
        for kind in [MouseEvent.Kind.press, .drag, .release] {
            for button in [MouseButton.left, .middle, .right] {
                let event = MouseEvent(kind: kind, button: button, column: 79, row: 0, alt: kind == .drag)
                XCTAssertEqual(decoded(.mouse(event)), [.mouse(event)], "\(kind) \(button)")
            }
        }
        let motion = MouseEvent(kind: .motion, button: .left, column: 3, row: 4)
        XCTAssertEqual(decoded(.mouse(motion)).count, 1)
        let wheel = MouseEvent(kind: .press, button: .wheelUp, column: 0, row: 23, shift: true, control: true)
        XCTAssertEqual(decoded(.mouse(wheel)), [.mouse(wheel)])
    }

    func testAPixelReportLandsInItsPixel() throws {
        let pixels = try XCTUnwrap(CellPixelSize(width: 10, height: 20))
        // Pixel (405, 250), 0-based: the centre of that pixel, in cells.
        let event = MouseEvent(kind: .press, button: .left, column: 40, row: 12,
                               exactPosition: ScreenPoint(x: 40.55, y: 12.525))
        XCTAssertEqual(decoded(.mouse(event), pixels: pixels), [.mouse(event)])
    }

    func testFocusPasteAndModeReportsAreThemselves() {
        for event: InputEvent in [.focus(true), .focus(false), .paste(PastedText("two\nlines")),
                                  .modeReport(ModeReport(mode: 1016, setting: .set))] {
            XCTAssertEqual(decoded(event), [event], "\(event)")
        }
        let cut = PastedText(bytes: Array("Hello".utf8), byteCount: 1_048_576)
        guard case .paste(let pasted)? = decoded(.paste(cut)).first else { return XCTFail("no paste") }
        XCTAssertTrue(pasted.isCut)
        XCTAssertEqual(pasted.byteCount, 1_048_576)
    }
}
