import MoveMeSession
@testable import MoveMeTUI
import XCTest

/// The bytes that set the terminal's modes: only what changes, and from nothing (the start, a
/// resume) every mode wanted.
final class PrivateModesTests: XCTestCase {
    func testFromNothingEveryModeWantedIsTurnedOn() {
        XCTAssertEqual(PrivateModes.changing(from: nil, to: TerminalModes()),
                       PrivateModes.mouseOn + PrivateModes.focusOn + PrivateModes.bracketedPasteOn)
        XCTAssertEqual(PrivateModes.changing(from: nil, to: TerminalModes(mouse: false, focusReports: false)),
                       PrivateModes.bracketedPasteOn)
    }

    func testOnlyTheModesThatChangeAreWritten() {
        let all = TerminalModes()
        XCTAssertEqual(PrivateModes.changing(from: all, to: all), "")
        XCTAssertEqual(PrivateModes.changing(from: all, to: TerminalModes(focusReports: false)), PrivateModes.focusOff)
        XCTAssertEqual(PrivateModes.changing(from: TerminalModes(mouse: false, bracketedPaste: false), to: all),
                       PrivateModes.mouseOn + PrivateModes.bracketedPasteOn)
        XCTAssertEqual(PrivateModes.changing(from: all, to: TerminalModes(mouse: false)), PrivateModes.mouseOff,
                       "SGR-Pixels off with the mouse")
        XCTAssertTrue(PrivateModes.mouseOff.hasPrefix("\u{1B}[?1016l"))
    }
}
