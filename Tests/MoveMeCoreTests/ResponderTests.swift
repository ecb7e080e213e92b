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

    /// UIView.isHidden: hiding the window's first responder makes it give up the status (the
    /// model has no key-view loop to pass it to, so none has it), even one that refuses to
    /// resign, as leaving the window does; showing it again does not give it back.
    func testAHiddenViewIsNoLongerFirstResponder() {
        let a = Field(), b = Field()
        window.addSubview(a)
        window.addSubview(b)
        a.becomeFirstResponder()
        b.isHidden = true
        XCTAssertTrue(a.isFirstResponder, "hiding another view changes nothing")
        a.canResign = false
        a.isHidden = true
        XCTAssertNil(window.firstResponder)
        XCTAssertFalse(a.isFirstResponder)
        a.isHidden = false
        XCTAssertNil(window.firstResponder)
    }

    /// Hiding an ancestor hides the first responder with it.
    func testHidingAnAncestorTakesFirstResponderFromItsSubview() {
        let parent = View(), field = Field(), other = Field()
        window.addSubview(parent)
        parent.addSubview(field)
        window.addSubview(other)
        field.becomeFirstResponder()
        parent.isHidden = true
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertNil(window.firstResponder)
        other.becomeFirstResponder()
        parent.isHidden = false
        parent.isHidden = true
        XCTAssertTrue(other.isFirstResponder, "one outside the hidden tree keeps it")
    }

    func testTheApplicationIsNeverFirstResponder() {
        XCTAssertFalse(Application().becomeFirstResponder())
        XCTAssertFalse(Application().isFirstResponder)
    }
}
