@testable import MoveMeScenes
import SceneTestSupport
import XCTest
@testable import MoveMeCore

/// A dropped MoveMe scene frees everything it made, whatever it was doing: the window, its
/// views, its animator and animations, its dispatcher and the touch in flight. Each test leaves
/// the scene at one moment of its life, lets go of it, and checks through weak references.
final class SceneLifetimeTests: XCTestCase {
    /// The placard's centre on an 80×24 terminal is cell (40, 12).
    private func makeApp() -> MoveMeApp { MoveMeApp(columns: 80, rows: 24) }

    func testASceneAtRestIsFreed() {
        assertFreedAfter { _ in }
    }

    func testASceneDroppedMidPulseIsFreed() {
        // The pulse's first half runs; its completion would start the second.
        assertFreedAfter { app in
            app.pointerDown(column: 40, row: 12, at: 1)
            app.advance(to: 1.05)
            XCTAssertTrue(app.isAnimating)
        }
    }

    func testASceneDroppedMidDragIsFreed() {
        // The placard is held: its view keeps the touch.
        assertFreedAfter { app in
            app.pointerDown(column: 40, row: 12, at: 1)
            app.pointerMoved(column: 50, row: 15, at: 1.5)
            XCTAssertNotNil(app.moveMeView.heldTouch)
        }
    }

    func testASceneDroppedMidBounceIsFreed() {
        assertFreedAfter { app in
            app.pointerDown(column: 40, row: 12, at: 1)
            app.pointerMoved(column: 70, row: 20, at: 1.5)
            app.pointerUp(column: 70, row: 20, at: 1.6)
            app.advance(to: 2)
            XCTAssertTrue(app.isAnimating)
        }
    }

    func testASceneDroppedAfterADoubleTapAndMidKeyDragIsFreed() {
        assertFreedAfter { app in
            app.pointerDown(column: 2, row: 2, at: 1)
            app.pointerUp(column: 2, row: 2, at: 1.1)
            app.pointerDown(column: 2, row: 2, at: 1.2)
            app.pointerUp(column: 2, row: 2, at: 1.3)
            XCTAssertEqual(app.greeting, "Velkommen")
            app.movePlacard(columns: 3, rows: 0, at: 2)
            XCTAssertTrue(app.isHoldingPlacard)
        }
    }

    /// Builds a scene, runs `use` on it, drops it, and asserts that none of its objects is alive.
    private func assertFreedAfter(_ use: (MoveMeApp) -> Void, file: StaticString = #filePath, line: UInt = #line) {
        var watched: [(name: String, object: Weak)] = []
        do {
            let app = makeApp()
            use(app)
            watched = [("scene", Weak(app)), ("window", Weak(app.window)), ("animator", Weak(app.window.animator)),
                       ("MoveMeView", Weak(app.moveMeView)), ("PlacardView", Weak(app.placardView)),
                       ("dispatcher", Weak(app.dispatcher)), ("touch log", Weak(app.window.touchLog))]
            if let touch = app.dispatcher.activeTouch { watched.append(("touch", Weak(touch))) }
        }
        let alive = watched.filter { $0.object.value != nil }.map(\.name)
        XCTAssertEqual(alive, [], "still alive after the scene was dropped", file: file, line: line)
    }
}

/// A weak reference, to see whether an object outlived its owner.
struct Weak {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}
