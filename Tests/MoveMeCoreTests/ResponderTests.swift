import XCTest
@testable import MoveMeCore

/// A view that may be first responder, and may refuse to stop being it.
private final class Field: View {
    var canResign = true
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { canResign }
}

final class ResponderTests: XCTestCase {
    private let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 20))

    func testAPlainViewCannotBecomeFirstResponder() {
        let view = View()
        window.addSubview(view)
        XCTAssertFalse(view.becomeFirstResponder())
        XCTAssertFalse(view.isFirstResponder)
        XCTAssertNil(window.firstResponder)
    }

    func testAViewOutsideAWindowCannotBecomeFirstResponder() {
        XCTAssertFalse(Field().becomeFirstResponder())
    }

    func testBecomingFirstResponderTakesOverFromTheOneBefore() {
        let a = Field(), b = Field()
        window.addSubview(a)
        window.addSubview(b)
        XCTAssertTrue(a.becomeFirstResponder())
        XCTAssertTrue(a.isFirstResponder)
        XCTAssertTrue(b.becomeFirstResponder())
        XCTAssertFalse(a.isFirstResponder)
        XCTAssertTrue(window.firstResponder === b)
    }

    func testOneThatWillNotResignKeepsIt() {
        let a = Field(), b = Field()
        window.addSubview(a)
        window.addSubview(b)
        a.becomeFirstResponder()
        a.canResign = false
        XCTAssertFalse(b.becomeFirstResponder())
        XCTAssertFalse(a.resignFirstResponder())
        XCTAssertTrue(a.isFirstResponder)
        a.canResign = true
        XCTAssertTrue(a.resignFirstResponder())
        XCTAssertNil(window.firstResponder)
        XCTAssertTrue(b.resignFirstResponder(), "resigning what one is not is no refusal")
    }

    func testAViewThatLeavesTheWindowIsNoLongerFirstResponder() {
        let a = Field()
        window.addSubview(a)
        a.becomeFirstResponder()
        a.removeFromSuperview()
        XCTAssertNil(window.firstResponder)
        XCTAssertFalse(a.isFirstResponder)
    }

    func testTheApplicationIsNeverFirstResponder() {
        XCTAssertFalse(Application().becomeFirstResponder())
        XCTAssertFalse(Application().isFirstResponder)
    }
}
