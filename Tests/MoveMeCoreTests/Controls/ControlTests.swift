import XCTest
@testable import MoveMeCore

/// Keeps the events a control sent it, by name.
final class EventRecorder {
    var received: [String] = []

    func down(_ sender: Control) { received.append("down") }
    func downRepeat(_ sender: Control) { received.append("down repeat") }
    func dragInside(_ sender: Control) { received.append("drag inside") }
    func dragOutside(_ sender: Control) { received.append("drag outside") }
    func dragEnter(_ sender: Control) { received.append("drag enter") }
    func dragExit(_ sender: Control) { received.append("drag exit") }
    func upInside(_ sender: Control) { received.append("up inside") }
    func upOutside(_ sender: Control) { received.append("up outside") }
    func cancel(_ sender: Control) { received.append("cancel") }

    /// Registers for every touch event of `control`, each under its own name.
    func listen(to control: Control) {
        let events: [(ControlEvents, Action)] = [
            (.touchDown, Action("down:", EventRecorder.down)), (.touchDownRepeat, Action("downRepeat:", EventRecorder.downRepeat)),
            (.touchDragInside, Action("dragInside:", EventRecorder.dragInside)),
            (.touchDragOutside, Action("dragOutside:", EventRecorder.dragOutside)),
            (.touchDragEnter, Action("dragEnter:", EventRecorder.dragEnter)), (.touchDragExit, Action("dragExit:", EventRecorder.dragExit)),
            (.touchUpInside, Action("upInside:", EventRecorder.upInside)), (.touchUpOutside, Action("upOutside:", EventRecorder.upOutside)),
            (.touchCancel, Action("cancel:", EventRecorder.cancel)),
        ]
        for (event, action) in events { control.addTarget(self, action: action, for: event) }
    }
}

/// UIControl's tracking: the events a finger makes, in order, and the highlight that follows it.
final class ControlTests: XCTestCase {
    private var window: Window!
    private var control: Control!
    private var dispatcher: TouchDispatcher!
    private let recorder = EventRecorder()
    /// Inside the control, just outside it, and back.
    private let inside = Point(x: 15, y: 12), outside = Point(x: 40, y: 12)

    override func setUp() {
        window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        control = Control(frame: Rect(x: 10, y: 10, width: 10, height: 4))
        window.addSubview(control)
        dispatcher = TouchDispatcher(window: window)
        recorder.listen(to: control)
    }

    func testAPressLiftedInsideIsTouchUpInside() {
        dispatcher.pointerDown(at: inside, time: 0)
        XCTAssertTrue(control.isHighlighted)
        XCTAssertTrue(control.isTracking)
        XCTAssertEqual(control.state, .highlighted)
        dispatcher.pointerMoved(to: Point(x: 16, y: 12), time: 0.05)
        dispatcher.pointerUp(at: Point(x: 16, y: 12), time: 0.1)
        XCTAssertEqual(recorder.received, ["down", "drag inside", "up inside"])
        XCTAssertFalse(control.isHighlighted)
        XCTAssertFalse(control.isTracking)
        XCTAssertEqual(control.state, .normal)
    }

    func testDraggedOutAndInAgainTheControlSaysSoAndTheHighlightFollows() {
        dispatcher.pointerDown(at: inside, time: 0)
        dispatcher.pointerMoved(to: outside, time: 0.1)
        XCTAssertFalse(control.isHighlighted, "out of its bounds, it is not highlighted")
        XCTAssertFalse(control.isTouchInside)
        dispatcher.pointerMoved(to: Point(x: 41, y: 12), time: 0.15)
        dispatcher.pointerMoved(to: inside, time: 0.2)
        XCTAssertTrue(control.isHighlighted)
        dispatcher.pointerUp(at: inside, time: 0.3)
        XCTAssertEqual(recorder.received, ["down", "drag outside", "drag exit", "drag outside", "drag inside", "drag enter",
                                           "up inside"])
    }

    func testLiftedOutsideIsTouchUpOutsideAndNoPress() {
        dispatcher.pointerDown(at: inside, time: 0)
        dispatcher.pointerMoved(to: outside, time: 0.1)
        dispatcher.pointerUp(at: outside, time: 0.2)
        XCTAssertEqual(recorder.received, ["down", "drag outside", "drag exit", "up outside"])
        XCTAssertFalse(control.isHighlighted)
    }

    func testACancelledTouchIsTouchCancel() {
        dispatcher.pointerDown(at: inside, time: 0)
        dispatcher.cancelAllTouches(time: 0.1)
        XCTAssertEqual(recorder.received, ["down", "cancel"])
        XCTAssertFalse(control.isHighlighted)
        XCTAssertFalse(control.isTracking)
    }

    func testASecondPressOfADoubleTapIsTouchDownRepeatInTheSameSend() {
        dispatcher.pointerDown(at: inside, time: 0)
        dispatcher.pointerUp(at: inside, time: 0.1)
        dispatcher.pointerDown(at: inside, time: 0.2)
        XCTAssertEqual(recorder.received, ["down", "up inside", "down", "down repeat"])
    }

    func testADisabledControlIgnoresTouchesAndTheyGoUpTheChain() {
        final class Catcher: View {
            var began = 0
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) { began += 1 }
        }
        let catcher = Catcher(frame: window.bounds)
        window.addSubview(catcher)
        catcher.addSubview(control)
        control.isEnabled = false
        XCTAssertEqual(control.state, .disabled)
        dispatcher.pointerDown(at: inside, time: 0)
        dispatcher.pointerUp(at: inside, time: 0.1)
        XCTAssertEqual(recorder.received, [])
        XCTAssertFalse(control.isHighlighted)
        XCTAssertEqual(catcher.began, 1, "a disabled control passes its touches to its next responder")
    }

    func testAStateChangeAsksToDrawAgainAndStatesCombine() {
        let before = control.displayVersion
        control.isSelected = true
        XCTAssertGreaterThan(control.displayVersion, before)
        control.isEnabled = false
        XCTAssertEqual(control.state, [.disabled, .selected])
    }

    func testATrackingOverrideThatStopsEndsTheDragEvents() {
        final class Stubborn: Control {
            override func continueTracking(_ touch: Touch, with event: Event?) -> Bool { false }
        }
        let stubborn = Stubborn(frame: Rect(x: 10, y: 30, width: 10, height: 4))
        window.addSubview(stubborn)
        let events = EventRecorder()
        events.listen(to: stubborn)
        dispatcher.pointerDown(at: Point(x: 15, y: 32), time: 0)
        dispatcher.pointerMoved(to: Point(x: 16, y: 32), time: 0.1)
        dispatcher.pointerUp(at: Point(x: 16, y: 32), time: 0.2)
        XCTAssertEqual(events.received, ["down"], "no longer tracking: no drag, no up")
    }
}
