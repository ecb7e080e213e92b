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

    /// Hiding the first responder leaves it first responder, as the View Programming Guide for
    /// iOS says ("events targeted at the first responder are still delivered to the hidden
    /// view"): a view that should not have them resigns itself.
    func testAHiddenViewStaysFirstResponder() {
        let a = Field(), b = Field()
        window.addSubview(a)
        window.addSubview(b)
        a.becomeFirstResponder()
        a.isHidden = true
        XCTAssertTrue(a.isFirstResponder)
        XCTAssertTrue(window.firstResponder === a)
        XCTAssertTrue(a.resignFirstResponder(), "it resigns when told to")
        XCTAssertNil(window.firstResponder)
    }

    /// Hiding an ancestor takes nothing from its subview either.
    func testHidingAnAncestorLeavesItsSubviewFirstResponder() {
        let parent = View(), field = Field()
        window.addSubview(parent)
        parent.addSubview(field)
        field.becomeFirstResponder()
        parent.isHidden = true
        XCTAssertTrue(field.isFirstResponder)
    }

    /// A shake goes to the hidden first responder, as every event for the first responder does.
    func testAShakeReachesAHiddenFirstResponder() {
        final class Shaken: View {
            var ended = 0
            override var canBecomeFirstResponder: Bool { true }
            override func motionEnded(_ motion: EventSubtype, with event: Event?) { ended += 1 }
        }
        let shaken = Shaken()
        window.addSubview(shaken)
        let application = TouchDispatcher(window: window).application
        application.finishLaunching(at: 0)
        shaken.becomeFirstResponder()
        shaken.isHidden = true
        application.shake(in: window, at: 1)
        XCTAssertEqual(shaken.ended, 1)
    }

    func testTheApplicationIsNeverFirstResponder() {
        XCTAssertFalse(Application().becomeFirstResponder())
        XCTAssertFalse(Application().isFirstResponder)
    }
}
