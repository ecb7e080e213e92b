import XCTest
@testable import MoveMeTerminal

/// SGR-Pixels (DECSET 1016): the same reports as SGR's, counting pixels, read only once the
/// terminal has answered DECRQM that the mode is set.
final class SGRPixelsMouseTests: XCTestCase {
    /// 10 × 20 pixels a cell, as an 800 × 480 window of 80 × 24 cells.
    private let cell = CellPixelSize(pixelWidth: 800, pixelHeight: 480, columns: 80, rows: 24)
    private let set = "\(ESC)[?1016;1$y"

    private func decoder() -> InputDecoder {
        var decoder = InputDecoder(columns: 80, rows: 24)
        decoder.cellPixelSize = cell
        return decoder
    }

    private func pixelMouse(_ kind: MouseEvent.Kind, _ button: MouseButton, _ column: Int, _ row: Int,
                            x: Double, y: Double) -> InputEvent {
        .mouse(MouseEvent(kind: kind, button: button, column: column, row: row, exactPosition: ScreenPoint(x: x, y: y)))
    }

    func testTheCellSizeComesFromTheWindowsPixels() {
        XCTAssertEqual(cell, CellPixelSize(width: 10, height: 20))
        XCTAssertEqual(CellPixelSize(pixelWidth: 1001, pixelHeight: 480, columns: 80, rows: 24)?.width, 12.5125)
        XCTAssertNil(CellPixelSize(pixelWidth: 0, pixelHeight: 0, columns: 80, rows: 24), "tmux says 0 pixels")
        XCTAssertNil(CellPixelSize(width: .nan, height: 20))
    }

    func testReportsAreCellsUntilTheTerminalSaysTheModeIsSet() {
        var decoder = decoder()
        XCTAssertEqual(decoder.decode(Array(sgr(0, 26, 51).utf8)), [mouse(.press, .left, 25, 23)],
                       "in cells, clamped to the last row")
        XCTAssertFalse(decoder.reportsPixels)
    }

    func testAfterTheAnswerReportsArePixelsAsFractionsOfCells() {
        var decoder = decoder()
        // Pixel 26, 51 (1-based) is the 26th pixel across: 25.5 pixels from the edge, 2.55 cells.
        XCTAssertEqual(decoder.decode(Array((set + sgr(0, 26, 51) + sgr(32, 31, 51) + sgr(0, 31, 60, release: true)).utf8)), [
            .modeReport(ModeReport(mode: 1016, setting: .set)),
            pixelMouse(.press, .left, 2, 2, x: 2.55, y: 2.525),
            pixelMouse(.drag, .left, 3, 2, x: 3.05, y: 2.525),
            pixelMouse(.release, .left, 3, 2, x: 3.05, y: 2.975),
        ])
        XCTAssertTrue(decoder.reportsPixels)
    }

    func testAPixelReportKeepsItsPositionWithinTheCell() {
        var decoder = decoder()
        let events = decoder.decode(Array((set + sgr(0, 1, 1) + sgr(0, 10, 20)).utf8))
        XCTAssertEqual(events.dropFirst().map { event -> ScreenPoint? in
            if case let .mouse(mouse) = event { return mouse.position }
            return nil
        }, [ScreenPoint(x: 0.05, y: 0.025), ScreenPoint(x: 0.95, y: 0.975)], "both in cell 0, 0")
    }

    func testPixelsOffTheScreenAreClampedOntoIt() {
        var decoder = decoder()
        XCTAssertEqual(decoder.decode(Array((set + sgr(32, 0, 0) + sgr(32, 9999, 9999)).utf8)), [
            .modeReport(ModeReport(mode: 1016, setting: .set)),
            pixelMouse(.drag, .left, 0, 0, x: 0.05, y: 0.025),
            pixelMouse(.drag, .left, 79, 23, x: 79.95, y: 23.975),
        ])
    }

    func testAnyOtherAnswerKeepsCells() {
        for (value, setting) in [(0, ModeReport.Setting.notRecognized), (2, .reset), (4, .permanentlyReset)] {
            var decoder = decoder()
            XCTAssertEqual(decoder.decode(Array("\(ESC)[?1016;\(value)$y\(sgr(0, 26, 5))".utf8)),
                           [.modeReport(ModeReport(mode: 1016, setting: setting)), mouse(.press, .left, 25, 4)])
            XCTAssertFalse(decoder.reportsPixels)
        }
    }

    func testWithoutACellSizeTheAnswerKeepsCells() {
        var decoder = InputDecoder(columns: 80, rows: 24)
        XCTAssertEqual(decoder.decode(Array((set + sgr(0, 26, 5)).utf8)),
                       [.modeReport(ModeReport(mode: 1016, setting: .set)), mouse(.press, .left, 25, 4)])
    }

    func testTurningPixelsOffGoesBackToCells() {
        var decoder = decoder()
        _ = decoder.decode(Array(set.utf8))
        decoder.reportsPixels = false
        XCTAssertEqual(decoder.decode(Array(sgr(0, 26, 5).utf8)), [mouse(.press, .left, 25, 4)])
    }

    func testX10AndURxvtReportsAreNeverPixels() {
        var decoder = decoder()
        _ = decoder.decode(Array(set.utf8))
        XCTAssertEqual(decoder.decode(Array(urxvt(0, 26, 5).utf8)), [mouse(.press, .left, 25, 4)])
        XCTAssertEqual(decoder.decode(x10(3, 26, 5)), [mouse(.release, .left, 25, 4)])
    }

    func testTheAnswerSplitAcrossReadsIsStillRead() {
        var decoder = decoder()
        let events = Array((set + sgr(0, 26, 51)).utf8).flatMap { decoder.decode([$0]) }
        XCTAssertEqual(events.last, pixelMouse(.press, .left, 2, 2, x: 2.55, y: 2.525))
    }

    func testModeReportsOfOtherModesAndANSIModes() {
        XCTAssertEqual(decode("\(ESC)[?1006;3$y\(ESC)[4;2$y"), [
            .modeReport(ModeReport(mode: 1006, setting: .permanentlySet)),
            .modeReport(ModeReport(mode: 4, isPrivate: false, setting: .reset)),
        ])
    }

    func testMalformedModeReportsAreDropped() {
        XCTAssertEqual(decode("\(ESC)[?1016;5$y\(ESC)[?1016$y\(ESC)[?1016;1y\(ESC)[?;1$y\(ESC)[?1016;1;2$yx"),
                       characters("x"))
    }

    func testTheRequestIsDECRQM() {
        XCTAssertEqual(ModeReport.request(privateMode: ModeReport.sgrPixelsMouse), "\(ESC)[?1016$p")
    }

    func testAReportInCellsPointsAtTheCentreOfItsCell() {
        XCTAssertEqual(MouseEvent(kind: .press, button: .left, column: 3, row: 7).position, ScreenPoint(x: 3.5, y: 7.5))
    }
}
