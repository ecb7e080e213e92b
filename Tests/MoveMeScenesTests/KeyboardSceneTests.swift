@testable import MoveMeScenes
import TestSupport
import XCTest
@testable import MoveMeCore

/// The scene's keys as the front end uses them: the touch lives in the dispatcher only.
final class KeyboardSceneTests: XCTestCase {
    func testArrowsHoldTheTouchInTheDispatcherAndSpaceLetsGo() {
        let app = MoveMeApp(columns: 80, rows: 24)
        app.movePlacard(columns: 2, rows: 0, at: 1)
        XCTAssertEqual(app.dispatcher.activeTouch?.source, .keyboard)
        XCTAssertTrue(app.dispatcher.activeTouch?.view === app.placardView)
        XCTAssertTrue(app.isHoldingPlacard && app.isTouching)
        assertEqual(app.dispatcher.activeTouch!.location(in: nil), Point(x: 42, y: 24))
        app.releasePlacard(at: 1.5)
        XCTAssertFalse(app.isTouching)
    }

    func testArrowsStopAtTheLastCell() {
        let app = MoveMeApp(columns: 10, rows: 4)
        for step in 0..<20 { app.movePlacard(columns: 2, rows: 1, at: 1 + Double(step) * 0.01) }
        assertEqual(app.dispatcher.activeTouch!.location(in: nil), Point(x: 9.5, y: 7))
    }

    func testNextGreetingKeyIsIgnoredDuringTheBounce() {
        let app = MoveMeApp(columns: 80, rows: 24)
        app.movePlacard(columns: 20, rows: 0, at: 1)
        app.releasePlacard(at: 1.5)  // the bounce: interaction is off until it rests
        XCTAssertTrue(app.isAnimating)
        app.showNextGreetingFromKeyboard(at: 1.6)
        XCTAssertEqual(app.greeting, "Welcome", "n during the bounce must be ignored, as a double click is")
        app.advance(to: 10)
        app.showNextGreetingFromKeyboard(at: 10)
        XCTAssertEqual(app.greeting, "Velkommen")
    }

    func testArrowsDuringTheBounceGrabOnlyOnceItRests() {
        let app = MoveMeApp(columns: 80, rows: 24)
        app.movePlacard(columns: 20, rows: 0, at: 1)
        app.releasePlacard(at: 1.5)
        app.movePlacard(columns: 2, rows: 0, at: 1.6)
        XCTAssertFalse(app.isTouching, "a key press during the bounce holds nothing")
        app.movePlacard(columns: 2, rows: 0, at: 10)
        XCTAssertTrue(app.isHoldingPlacard)
    }
}
