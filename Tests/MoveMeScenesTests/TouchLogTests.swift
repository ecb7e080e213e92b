@testable import MoveMeScenes
import SceneTestSupport
import XCTest
@testable import MoveMeCore

/// The touch log of the MoveMe scene at 80×24: what each touch did, as MoveMeView reports it.
final class TouchLogTests: XCTestCase {
    private var app: MoveMeApp!
    private var log: [TouchLogEntry] { app.snapshot().touchLog }

    override func setUp() {
        app = makeApp()
    }

    func testADoubleTapADragAndATouchDuringTheBounce() {
        app.pointerDown(column: 2, row: 2, at: 1)
        app.pointerUp(column: 2, row: 2, at: 1.05)
        app.pointerDown(column: 2, row: 2, at: 1.2)
        app.pointerUp(column: 2, row: 2, at: 1.25)
        app.pointerDown(column: 45, row: 13, at: 2)
        app.pointerMoved(column: 50, row: 15, at: 2.4)
        app.pointerMoved(column: 55, row: 17, at: 2.5)
        app.pointerMoved(column: 60, row: 20, at: 2.6)
        app.pointerUp(column: 60, row: 20, at: 2.7)
        app.pointerDown(column: 2, row: 2, at: 3)
        app.pointerUp(column: 2, row: 2, at: 3.05)
        let corner = Point(x: 2.5, y: 5), held = Point(x: 60.5, y: 41)
        XCTAssertEqual(log, [
            TouchLogEntry(touchNumber: 1, time: 1, phase: .began, tapCount: 1, location: corner, viewTypeName: "MoveMeView"),
            TouchLogEntry(touchNumber: 1, time: 1.05, phase: .ended, tapCount: 1, location: corner, viewTypeName: "MoveMeView"),
            TouchLogEntry(touchNumber: 2, time: 1.2, phase: .began, tapCount: 2, location: corner, viewTypeName: "MoveMeView",
                          action: "next greeting"),
            TouchLogEntry(touchNumber: 2, time: 1.25, phase: .ended, tapCount: 2, location: corner, viewTypeName: "MoveMeView"),
            TouchLogEntry(touchNumber: 3, time: 2, phase: .began, tapCount: 1, location: Point(x: 45.5, y: 27),
                          viewTypeName: "PlacardView", action: "pulse"),
            TouchLogEntry(touchNumber: 3, time: 2.6, phase: .moved, tapCount: 1, location: held, viewTypeName: "PlacardView",
                          deliveries: 3, action: "placard follows"),
            TouchLogEntry(touchNumber: 3, time: 2.7, phase: .ended, tapCount: 1, location: held, viewTypeName: "PlacardView",
                          action: "bounce home (3 excursions, 1.77 s)"),
            // Interaction is off in the MoveMe view: the window itself is hit, and does nothing.
            TouchLogEntry(touchNumber: 4, time: 3, phase: .began, tapCount: 1, location: corner, viewTypeName: "Window"),
            TouchLogEntry(touchNumber: 4, time: 3.05, phase: .ended, tapCount: 1, location: corner, viewTypeName: "Window"),
        ])
    }

    func testACancelledTouchPutsThePlacardBack() {
        app.pointerDown(column: 45, row: 13, at: 1)
        app.cancelTouches(at: 1.5)
        XCTAssertEqual(log.last, TouchLogEntry(touchNumber: 1, time: 1.5, phase: .cancelled, tapCount: 1,
                                               location: Point(x: 45.5, y: 27), viewTypeName: "PlacardView",
                                               action: "placard back to the centre"))
    }

    func testABounceFromTheCentreHasOneExcursion() {
        app.pointerDown(column: 40, row: 12, at: 1)
        app.pointerUp(column: 40, row: 12, at: 1.5)
        XCTAssertEqual(log.last?.action, "bounce home (1 excursion, 1.63 s)")
    }

    func testALongDragTakesOneEntry() {
        app.pointerDown(column: 45, row: 13, at: 1)
        for i in 1...1000 {
            app.pointerMoved(column: 45 + i % 20, row: 13, at: 1 + Double(i) / 1000)
        }
        XCTAssertEqual(log.count, 2)
        XCTAssertEqual(log.last?.deliveries, 1000)
        XCTAssertEqual(log.last?.time, 2)
    }

    func testEachEntrySaysWhetherTheMouseOrTheKeysMadeIt() {
        app.pointerDown(column: 2, row: 2, at: 1)
        app.pointerUp(column: 2, row: 2, at: 1.05)
        app.movePlacard(columns: 2, rows: 0, at: 2)
        app.releasePlacard(at: 2.1)
        XCTAssertEqual(log.map(\.source), [.mouse, .mouse, .keyboard, .keyboard, .keyboard])
        XCTAssertEqual(log.map(\.phase), [.began, .ended, .began, .moved, .ended])
    }

    func testTheLogKeepsTheLastEntries() {
        for i in 0..<20 {
            app.pointerDown(column: 2, row: 2, at: Double(i))
            app.pointerUp(column: 2, row: 2, at: Double(i) + 0.05)
        }
        XCTAssertEqual(log.count, TouchLog.standardCapacity)
        XCTAssertEqual(log.first?.touchNumber, 13, "40 entries, the last 16: touches 13 to 20")
        XCTAssertEqual(log.first?.phase, .began)
        XCTAssertEqual(log.last?.touchNumber, 20)
        XCTAssertEqual(log.last?.phase, .ended)
    }

    func testReportsJoinAndARepeatIsWrittenOnce() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let reporter = Reporter(frame: window.bounds, actions: ["a", "b", "b"])
        window.addSubview(reporter)
        let dispatcher = TouchDispatcher(window: window)
        dispatcher.pointerDown(at: Point(x: 1, y: 1), time: 0)
        XCTAssertEqual(window.touchLog.entries.last?.action, "a, b")
    }

    func testAReportForATouchNotBeingDeliveredIsIgnored() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let dispatcher = TouchDispatcher(window: window)
        dispatcher.pointerDown(at: Point(x: 1, y: 1), time: 0)
        let first = try! XCTUnwrap(dispatcher.activeTouch)
        dispatcher.pointerUp(at: Point(x: 1, y: 1), time: 0.1)
        dispatcher.pointerDown(at: Point(x: 5, y: 5), time: 1)
        window.touchLog.report("late", for: first)
        XCTAssertEqual(window.touchLog.entries.elements.compactMap(\.action), [])
    }
}

/// Reports a list of actions for each touch that begins.
private final class Reporter: View {
    let actions: [String]

    init(frame: Rect, actions: [String]) {
        self.actions = actions
        super.init(frame: frame)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for touch in touches {
            for action in actions { touch.window.touchLog.report(action, for: touch) }
        }
    }
}
