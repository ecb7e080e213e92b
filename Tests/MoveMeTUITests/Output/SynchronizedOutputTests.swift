import XCTest
@testable import MoveMeTUI

/// A frame goes between the synchronized-output markers when it could reach the terminal in
/// pieces: ncurses writes a part of it, or it is long. A short frame in one write is not.
final class SynchronizedOutputTests: XCTestCase {
    func testAShortFrameInOneWriteIsNotMarked() {
        XCTAssertFalse(SynchronizedOutput.marks(frameOf: 620, oneWrite: true))  // a drag step, 256 colours
        XCTAssertFalse(SynchronizedOutput.marks(frameOf: 1, oneWrite: true))
        XCTAssertFalse(SynchronizedOutput.marks(frameOf: 1024, oneWrite: true))
    }

    func testALongFrameIsMarked() {
        XCTAssertTrue(SynchronizedOutput.marks(frameOf: 1025, oneWrite: true))
        XCTAssertTrue(SynchronizedOutput.marks(frameOf: 21_000, oneWrite: true))  // a 200x60 repaint
    }

    func testAFrameWithASixelImageIsMarkedHoweverShort() {
        XCTAssertTrue(SynchronizedOutput.marks(frameOf: 600, oneWrite: true, holdsSixel: true))
        XCTAssertFalse(SynchronizedOutput.marks(frameOf: 600, oneWrite: true, holdsSixel: false), "a kitty placement's")
    }

    func testAFrameNcursesWritesPartOfIsMarkedHoweverShort() {
        XCTAssertTrue(SynchronizedOutput.marks(frameOf: 10, oneWrite: false))
        XCTAssertTrue(SynchronizedOutput.marks(frameOf: 0, oneWrite: false))
    }
}
