import XCTest
@testable import MoveMeCore

/// A shake that lasts (`beginShake`, then `endShake`) and one interrupted on the way: the
/// first responder gets `motionCancelled` when the application resigns active (focus lost,
/// Ctrl-Z) before the shake ended, and the shake asks nothing.
final class ShakeInterruptionTests: XCTestCase {
    private final class Shaken: View {
        var motions: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func motionBegan(_ motion: EventSubtype, with event: Event?) {
            motions.append("began \(event?.timestamp ?? -1)")
            super.motionBegan(motion, with: event)
        }
        override func motionEnded(_ motion: EventSubtype, with event: Event?) {
            motions.append("ended \(event?.timestamp ?? -1)")
            super.motionEnded(motion, with: event)
        }
        override func motionCancelled(_ motion: EventSubtype, with event: Event?) {
            motions.append("cancelled \(event?.timestamp ?? -1)")
            super.motionCancelled(motion, with: event)
        }
    }

    private var window: Window!
    private var shaken: Shaken!
    private var application: Application!

    override func setUp() {
        window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        shaken = Shaken(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(shaken)
        application = TouchDispatcher(window: window).application
        application.finishLaunching(at: 0)
        shaken.becomeFirstResponder()
        // Something to undo, so that a shake that ends asks.
        window.undoManager?.registerUndo(withTarget: shaken) { _ in }
        window.undoManager?.setActionName("Paste")
    }

    func testAShakeThatEndsAsksToUndo() {
        application.beginShake(in: window, at: 1)
        XCTAssertTrue(application.isShaking)
        XCTAssertNil(application.undoConfirmation, "not before it ends")
        application.endShake(at: 1.4)
        XCTAssertFalse(application.isShaking)
        XCTAssertEqual(shaken.motions, ["began 1.0", "ended 1.4"])
        XCTAssertEqual(application.undoConfirmation, UndoConfirmation(kind: .undo, actionName: "Paste"))
    }

    func testResigningActiveCancelsTheShakeUnderWay() {
        application.beginShake(in: window, at: 1)
        application.resignActive(at: 1.2)
        application.endShake(at: 1.4)  // the end of a cancelled shake: nothing
        XCTAssertEqual(shaken.motions, ["began 1.0", "cancelled 1.2"])
        XCTAssertNil(application.undoConfirmation)
        XCTAssertFalse(application.isShaking)
        application.becomeActive(at: 2)
        application.shake(in: window, at: 3)
        XCTAssertEqual(shaken.motions, ["began 1.0", "cancelled 1.2", "began 3.0", "ended 3.0"])
        XCTAssertEqual(application.undoConfirmation, UndoConfirmation(kind: .undo, actionName: "Paste"))
    }

    /// The responder the shake began on is told, even if another became first responder since.
    func testTheCancelGoesToWhereTheShakeBegan() {
        let other = Shaken(frame: Rect(x: 20, y: 0, width: 10, height: 10))
        window.addSubview(other)
        application.beginShake(in: window, at: 1)
        other.becomeFirstResponder()
        application.resignActive(at: 1.2)
        XCTAssertEqual(shaken.motions, ["began 1.0", "cancelled 1.2"])
        XCTAssertEqual(other.motions, [])
    }

    /// Nothing shaking: a resign sends no motion; a second begin while one is under way is
    /// the same shake.
    func testNoShakeNoCancelAndOneShakeAtATime() {
        application.resignActive(at: 1)
        application.becomeActive(at: 2)
        XCTAssertEqual(shaken.motions, [])
        application.beginShake(in: window, at: 3)
        application.beginShake(in: window, at: 3.1)
        application.endShake(at: 3.2)
        XCTAssertEqual(shaken.motions, ["began 3.0", "ended 3.2"])
    }
}
