@testable import MoveMeScenes
import SceneTestSupport
import TestSupport
import XCTest
@testable import MoveMeCore

/// Slow animations, as the iOS Simulator's: the window's animations at a tenth of the speed,
/// touches on real time.
final class SlowAnimationTests: XCTestCase {
    // XCTest makes a new instance for each test: a fresh window each time.
    private let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    private let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    private var animator: Animator { window.animator }

    override func setUp() {
        window.addSubview(view)
    }

    // MARK: The animator

    func testAnAnimationTakesTenTimesAsLong() {
        animator.speed = Animator.slowAnimationsSpeed
        var finishedAt: Double?
        animator.animate(withDuration: 1, curve: .linear, animations: { view.alpha = 0 },
                         completion: { _ in finishedAt = self.animator.currentTime })
        animator.advance(to: 5)
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9)
        animator.advance(to: 9.99)
        XCTAssertNil(finishedAt)
        animator.advance(to: 20)
        XCTAssertEqual(finishedAt ?? .nan, 10, accuracy: 1e-9, "completes at its scaled end, in real time")
        XCTAssertEqual(animator.currentTime, 20)
        XCTAssertEqual(animator.localTime, 2, accuracy: 1e-9)
    }

    func testChangingSpeedMidwayIsContinuous() {
        animator.animate(withDuration: 1, curve: .linear) { view.alpha = 0 }
        animator.advance(to: 0.4)
        XCTAssertEqual(view.presentation.alpha, 0.6, accuracy: 1e-9)
        animator.speed = 0.1
        XCTAssertEqual(view.presentation.alpha, 0.6, accuracy: 1e-9, "no jump")
        animator.advance(to: 1.4)
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9)
        animator.speed = 1
        animator.advance(to: 1.6)
        XCTAssertEqual(view.presentation.alpha, 0.3, accuracy: 1e-9)
        XCTAssertTrue(animator.isAnimating)
        animator.advance(to: 1.9)
        XCTAssertFalse(animator.isAnimating)
    }

    func testDelaysAreScaledToo() {
        animator.speed = 0.5
        animator.animate(withDuration: 1, delay: 1, curve: .linear) { view.alpha = 0 }
        animator.advance(to: 1.9)
        XCTAssertEqual(view.presentation.alpha, 1, "still waiting: 1 s of delay is 2 s")
        animator.advance(to: 3)
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9)
    }

    func testAChainedAnimationStartsAtTheScaledEndWhateverTheFrame() {
        animator.speed = 0.5
        animator.animate(withDuration: 1, curve: .linear, animations: { view.alpha = 0 }, completion: { _ in
            self.animator.animate(withDuration: 1, curve: .linear) { self.view.alpha = 1 }
        })
        animator.advance(to: 3)  // one late frame: the first ended at 2, the second is half way
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9)
    }

    func testASpeedChangedByACompletionAppliesFromThatEnd() {
        animator.animate(withDuration: 1, curve: .linear, animations: { view.alpha = 0 }, completion: { _ in
            self.animator.speed = 0.5
            self.animator.animate(withDuration: 1, curve: .linear) { self.view.alpha = 1 }
        })
        animator.advance(to: 2)  // ended at 1; from there half speed
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(animator.localTime, 1.5, accuracy: 1e-9)
        animator.advance(to: 3)
        XCTAssertFalse(animator.isAnimating)
    }

    func testSpeedZeroHoldsEverythingWhereItIs() {
        animator.animate(withDuration: 1, curve: .linear) { view.alpha = 0 }
        animator.advance(to: 0.25)
        animator.speed = 0
        animator.advance(to: 100)
        XCTAssertEqual(view.presentation.alpha, 0.75, accuracy: 1e-9)
        XCTAssertFalse(animator.isAnimating, "no frames to draw while nothing moves")
        animator.speed = 1
        XCTAssertTrue(animator.isAnimating)
        animator.advance(to: 100.75)
        XCTAssertFalse(animator.isAnimating)
    }

    func testBadSpeedsAreIgnored() {
        for bad in [-0.5, Double.nan, .infinity] {
            animator.speed = bad
            XCTAssertEqual(animator.speed, 1)
        }
    }

    // MARK: MoveMe

    private let middle = Point(x: 40, y: 24)

    private func slowApp() -> MoveMeApp {
        let app = makeApp()
        app.setAnimationSpeed(Animator.slowAnimationsSpeed, at: 0)
        return app
    }

    func testThePulseTakesOnePointFiveSeconds() {
        let app = slowApp()
        app.pointerDown(column: 45, row: 13, at: 1)
        app.advance(to: 1.75)
        XCTAssertEqual(scale(app.placardView.presentation.transform), 1.1, accuracy: 1e-9, "half of the grow")
        app.advance(to: 2.5)
        XCTAssertEqual(scale(app.placardView.presentation.transform), 1.2, accuracy: 1e-9)
        app.advance(to: 3.25)
        XCTAssertEqual(scale(app.placardView.presentation.transform), 1.15, accuracy: 1e-9)
        assertEqual(app.placardView.presentation.center, Point(x: 42.75, y: 25.5))
        app.advance(to: 3.999)
        XCTAssertTrue(app.isAnimating)
        app.advance(to: 4)
        XCTAssertFalse(app.isAnimating)
        assertEqual(app.placardView.presentation.center, Point(x: 45.5, y: 27))
    }

    /// The checkpoints of MoveMeSceneTests.testABounceThatStartsMidPulse (computed by hand),
    /// reached ten times later, and the bounce still ends centred with interaction back on.
    func testTheSlowBounceFollowsTheSamePathAndEndsCentred() {
        let app = slowApp()
        let grow = 1.5, release = 1 + grow + 0.7  // 0.07 s into the shrink, as there
        app.pointerDown(column: 45, row: 13, at: 1)
        app.pointerMoved(column: 60, row: 20, at: 1 + grow + 0.5)
        app.pointerUp(column: 60, row: 20, at: release)
        XCTAssertEqual(scale(app.placardView.presentation.transform), 1.1557309, accuracy: 1e-4)
        let duration = 1.7708333
        app.advance(to: release + 10 * duration * 0.5)
        assertEqual(app.placardView.presentation.center, Point(x: 44.061574, y: 27.368135), accuracy: 1e-4)
        XCTAssertEqual(scale(app.placardView.presentation.transform), 1.1066201, accuracy: 1e-4)
        app.advance(to: release + 10 * duration - 1e-5)
        XCTAssertFalse(app.moveMeView.isUserInteractionEnabled)
        app.advance(to: release + 10 * duration + 1e-5)
        XCTAssertTrue(app.moveMeView.isUserInteractionEnabled)
        assertEqual(app.placardView.presentation.center, middle)
        XCTAssertEqual(app.placardView.presentation.transform, .identity)
        XCTAssertFalse(app.isAnimating)
    }

    /// Turned on half way through a bounce and off again: what is shown never jumps, and the
    /// bounce is where a bounce at full speed would be after the same animation time.
    func testTogglingMidBounceDoesNotJump() {
        func released() -> MoveMeApp {
            let app = makeApp()
            app.pointerDown(column: 45, row: 13, at: 1)
            app.pointerMoved(column: 70, row: 23, at: 1.4)
            app.pointerUp(column: 70, row: 23, at: 2)
            return app
        }
        let slow = released(), reference = released()
        slow.advance(to: 2.8)
        let before = slow.placardView.presentation
        slow.setAnimationSpeed(0.1, at: 2.8)
        XCTAssertEqual(slow.placardView.presentation, before)
        slow.advance(to: 3.8)  // 0.1 s of animation time
        reference.advance(to: 2.9)
        assertEqual(slow.placardView.presentation.center, reference.placardView.presentation.center, accuracy: 1e-9)
        let shown = slow.placardView.presentation
        slow.setAnimationSpeed(1, at: 3.8)
        XCTAssertEqual(slow.placardView.presentation, shown)
        slow.advance(to: 4)
        reference.advance(to: 3.1)
        assertEqual(slow.placardView.presentation.center, reference.placardView.presentation.center, accuracy: 1e-9)
    }

    func testDoubleTapsKeepToRealTime() {
        let app = slowApp()
        app.pointerDown(column: 2, row: 2, at: 1)
        app.pointerUp(column: 2, row: 2, at: 1.05)
        app.pointerDown(column: 2, row: 2, at: 1.3)
        XCTAssertEqual(app.greeting, "Velkommen", "0.3 s apart is a double tap at any animation speed")
        app.pointerUp(column: 2, row: 2, at: 1.35)
        app.pointerDown(column: 2, row: 2, at: 2)
        app.pointerUp(column: 2, row: 2, at: 2.05)
        app.pointerDown(column: 2, row: 2, at: 2.5)
        XCTAssertEqual(app.greeting, "Velkommen", "0.45 s apart is not")
    }
}
