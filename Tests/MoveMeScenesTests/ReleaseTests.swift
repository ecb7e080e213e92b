@testable import MoveMeScenes
import SceneTestSupport
import XCTest
@testable import MoveMeCore

/// A view that keeps the touches it tracks, as a two-finger tile does: with touches holding
/// their views strongly that would be a cycle through the tree.
private final class Holder: View {
    var held: Set<Touch> = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { held.formUnion(touches) }
}

/// Dropping a scene frees its window and views, even with fingers down on them and performs
/// waiting: nothing in the tree holds the dispatcher, touches hold their views weakly, and a
/// perform does not hold its target.
final class ReleaseTests: XCTestCase {
    func testADroppedDispatcherFreesItsWindowAndViewsWithFingersDown() {
        weak var weakWindow: Window?
        weak var weakHolder: View?
        weak var weakApplication: Application?
        do {
            let window = Window(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            let holder = Holder(frame: window.bounds)
            holder.isMultipleTouchEnabled = true
            window.addSubview(holder)
            let dispatcher = TouchDispatcher(window: window)
            dispatcher.fingerDown(0, at: Point(x: 5, y: 5), time: 0)
            dispatcher.fingerDown(1, at: Point(x: 8, y: 5), time: 0)
            dispatcher.application.runLoop.perform(after: 1, target: holder) { _ in }
            window.becomeFirstResponder()
            XCTAssertEqual(holder.held.count, 2)
            (weakWindow, weakHolder, weakApplication) = (window, holder, dispatcher.application)
        }
        XCTAssertNil(weakWindow)
        XCTAssertNil(weakHolder)
        XCTAssertNil(weakApplication)
    }

    func testADroppedMoveMeAppIsFreedMidDrag() {
        weak var weakWindow: Window?
        weak var weakPlacard: View?
        do {
            let app = makeApp()
            app.pointerDown(column: 40, row: 12, at: 0)
            app.pointerMoved(column: 30, row: 10, at: 0.5)
            (weakWindow, weakPlacard) = (app.window, app.placardView)
        }
        XCTAssertNil(weakWindow)
        XCTAssertNil(weakPlacard)
    }
}
