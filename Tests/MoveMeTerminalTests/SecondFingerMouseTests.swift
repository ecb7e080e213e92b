import XCTest
@testable import MoveMeTerminal

/// What the second finger needs of the decoder, in all three encodings: Alt and Shift on
/// presses and drags (bits 8 and 4), the right button, and a right-click in the middle of a
/// left drag that leaves the drag and its release the left button's.
final class SecondFingerMouseTests: XCTestCase {
    func testAltAndAltShiftDragsInSGR() {
        XCTAssertEqual(decode(sgr(8, 10, 5) + sgr(32 + 8, 12, 5) + sgr(32 + 12, 13, 5) + sgr(8, 13, 5, release: true)), [
            mouse(.press, .left, 9, 4, alt: true), mouse(.drag, .left, 11, 4, alt: true),
            mouse(.drag, .left, 12, 4, shift: true, alt: true), mouse(.release, .left, 12, 4, alt: true),
        ])
    }

    func testAltAndAltShiftDragsInX10() {
        XCTAssertEqual(decode(x10(8, 10, 5) + x10(32 + 12, 12, 5) + x10(3 + 8, 12, 5)), [
            mouse(.press, .left, 9, 4, alt: true), mouse(.drag, .left, 11, 4, shift: true, alt: true),
            mouse(.release, .left, 11, 4, alt: true),
        ])
    }

    func testAltShiftDragInURxvt() {
        XCTAssertEqual(decode(urxvt(12, 10, 5) + urxvt(32 + 12, 12, 5) + urxvt(3, 12, 5)), [
            mouse(.press, .left, 9, 4, shift: true, alt: true), mouse(.drag, .left, 11, 4, shift: true, alt: true),
            mouse(.release, .left, 11, 4),
        ])
    }

    func testARightClickDuringALeftDragInSGR() {
        XCTAssertEqual(decode(sgr(0, 10, 5) + sgr(2, 20, 9) + sgr(2, 20, 9, release: true) + sgr(32, 11, 5)
                              + sgr(0, 11, 5, release: true)), [
            mouse(.press, .left, 9, 4), mouse(.press, .right, 19, 8), mouse(.release, .right, 19, 8),
            mouse(.drag, .left, 10, 4), mouse(.release, .left, 10, 4),
        ])
    }

    /// X10 cannot say which button went up: the right's release is the right's (the last
    /// pressed), and the drag's the left's (the one dragging, or the default).
    func testARightClickDuringALeftDragInX10() {
        XCTAssertEqual(decode(x10(0, 10, 5) + x10(2, 20, 9) + x10(3, 20, 9) + x10(32, 11, 5) + x10(3, 11, 5)), [
            mouse(.press, .left, 9, 4), mouse(.press, .right, 19, 8), mouse(.release, .right, 19, 8),
            mouse(.drag, .left, 10, 4), mouse(.release, .left, 10, 4),
        ])
    }

    /// Meta-sends-Escape terminals and others set bits no one asked about: they are reported
    /// as they come, and the button and place stay right.
    func testEveryModifierBitTogetherStillNamesTheButton() {
        XCTAssertEqual(decode(sgr(2 + 28, 4, 4) + urxvt(32 + 2 + 28, 5, 4)), [
            mouse(.press, .right, 3, 3, shift: true, alt: true, control: true),
            mouse(.drag, .right, 4, 3, shift: true, alt: true, control: true),
        ])
    }
}
