@testable import MoveMeScenes
@testable import MoveMeSession
import MoveMeCore
import MoveMeTerminal
import XCTest

/// Keys go to the first responder and up its chain before the scene's own key commands and the
/// program's keys, as UIKit sends key commands.
final class FirstResponderKeyTests: XCTestCase {
    /// A view that answers `n` itself while it is first responder.
    private final class Answering: View {
        var answered: [Double] = []
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [KeyCommand] {
            [KeyCommand([.character("n")]) { [unowned self] _, time in answered.append(time) }]
        }
    }

    func testTheFirstResponderTakesAKeyBeforeTheScene() {
        let h = SessionHarness()
        let greeting = h.row(containing: "Welcome")
        XCTAssertNotNil(greeting, h.screen)
        let view = Answering(frame: Rect(x: 0, y: 0, width: 2, height: 2))
        h.session.scene.window.addSubview(view)
        XCTAssertTrue(view.becomeFirstResponder())
        h.key(.character("n"))
        XCTAssertEqual(view.answered.count, 1, "the first responder took n")
        XCTAssertNotNil(h.row(containing: "Welcome"), "MoveMe's n (next greeting) did not run:\n\(h.screen)")
        // Once it resigns, n is the scene's again: the next greeting.
        XCTAssertTrue(view.resignFirstResponder())
        h.key(.character("n"))
        XCTAssertEqual(view.answered.count, 1)
        XCTAssertNotNil(h.row(containing: "Velkommen"), h.screen)
    }

    /// Hidden, the first responder keeps the status (the View Programming Guide for iOS): its
    /// keys and the shake (the program's z) still go to it, not to the scene.
    func testAHiddenFirstResponderStillTakesItsKeysAndTheShake() {
        final class Shaken: View {
            var answered = 0, shaken = 0
            override var canBecomeFirstResponder: Bool { true }
            override var keyCommands: [KeyCommand] {
                [KeyCommand([.character("n")]) { [unowned self] _, _ in answered += 1 }]
            }
            override func motionEnded(_ motion: EventSubtype, with event: Event?) { shaken += 1 }
        }
        let h = SessionHarness()
        let view = Shaken(frame: Rect(x: 0, y: 0, width: 2, height: 2))
        h.session.scene.window.addSubview(view)
        XCTAssertTrue(view.becomeFirstResponder())
        view.isHidden = true
        h.key(.character("n"))
        XCTAssertEqual(view.answered, 1, "the hidden first responder took n")
        XCTAssertNotNil(h.row(containing: "Welcome"), "MoveMe's n (next greeting) did not run:\n\(h.screen)")
        h.key(.character("z"))
        XCTAssertEqual(view.shaken, 1, "the shake went to it")
    }

    func testAFirstResponderWithNoCommandsLeavesKeysToTheScene() {
        let h = SessionHarness()
        // MoveMe's placard is first responder from launch (it pastes); it answers no keys.
        XCTAssertNotNil(h.session.scene.window.firstResponder)
        h.key(.character("n"))
        XCTAssertNotNil(h.row(containing: "Velkommen"), h.screen)
    }
}
