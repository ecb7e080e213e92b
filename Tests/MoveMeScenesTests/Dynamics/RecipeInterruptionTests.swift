@testable import MoveMeScenes
import TestSupport
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

/// Writes down what a dynamic animator tells its delegate.
private final class PauseRecorder: DynamicAnimatorDelegate {
    var told: [String] = []
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { told.append("willResume") }
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { told.append("didPause") }
}

/// The application resigning active pauses the physics, as a game pauses, and becoming active
/// goes on from exactly there; the timed animations (Core Animation's) keep running.
final class InterruptionTests: XCTestCase {
    private var application: Application!

    override func setUp() {
        application = Application()
        application.finishLaunching(at: 0)
    }

    /// Advances in 60 Hz frames from `start` to `end`.
    private func run(_ scene: DynamicsScene, from start: Double, to end: Double) {
        var time = start
        while time + 1.0 / 60 < end {
            time += 1.0 / 60
            scene.advance(to: time)
        }
        scene.advance(to: end)
    }

    /// Advances in 60 Hz frames until `condition` holds or `limit` seconds pass; the time.
    private func run(_ scene: DynamicsScene, from start: Double, limit: Double, until condition: () -> Bool) -> Double {
        var time = start
        while !condition(), time - start < limit {
            time += 1.0 / 60
            scene.advance(to: time)
        }
        return time
    }

    private func body(_ scene: DynamicsScene, _ item: View) -> ItemBody {
        scene.contentView.dynamicAnimator.world.body(for: item)!
    }

    func testAPauseOfAMinuteIsCutOutOfTheSimulation() {
        let scene = DynamicsScene(.gravity, columns: 80, rows: 24, application: application)
        let square = (scene.contentView as! GravityRecipe).square!
        let animator = scene.contentView.dynamicAnimator
        let recorder = PauseRecorder()
        animator.delegate = recorder
        run(scene, from: 0, to: 0.25)
        let center = square.center, velocity = body(scene, square).velocity
        XCTAssertGreaterThan(velocity.y, 10, "falling")

        application.resignActive(at: 0.25)
        XCTAssertFalse(animator.isRunning)
        XCTAssertTrue(animator.isSuspended)
        XCTAssertFalse(scene.isAnimating, "a front end may sleep")
        XCTAssertEqual(recorder.told, ["didPause"])
        run(scene, from: 0.25, to: 60.25)
        XCTAssertEqual(square.center, center)
        XCTAssertEqual(body(scene, square).velocity, velocity)
        XCTAssertEqual(animator.elapsedTime, 30 * DynamicAnimator.stepDuration, accuracy: 1e-12)

        application.becomeActive(at: 60.25)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(recorder.told, ["didPause", "willResume"])
        XCTAssertEqual(square.center, center)
        XCTAssertEqual(body(scene, square).velocity, velocity)

        // Then it goes on as if there had been no pause.
        run(scene, from: 60.25, to: 60.5)
        let unbroken = DynamicsScene(.gravity, columns: 80, rows: 24)
        run(unbroken, from: 0, to: 0.5)
        let other = (unbroken.contentView as! GravityRecipe).square!
        XCTAssertNotEqual(square.center, center)
        XCTAssertEqual(square.center, other.center)
        XCTAssertEqual(body(scene, square).velocity, body(unbroken, other).velocity)
        XCTAssertEqual(animator.elapsedTime, 60 * DynamicAnimator.stepDuration, accuracy: 1e-12)
    }

    func testAPauseBetweenStepsResumesMidStep() {
        // Paused 1/240 s after a step: the next step comes 1/240 s after the resume.
        let scene = DynamicsScene(.gravity, columns: 80, rows: 24, application: application)
        let animator = scene.contentView.dynamicAnimator
        scene.advance(to: 0.1 + 1.0 / 240)
        let steps = animator.elapsedTime
        application.resignActive(at: 0.1 + 1.0 / 240)
        application.becomeActive(at: 10)
        scene.advance(to: 10 + 1.0 / 240 - 1e-6)
        XCTAssertEqual(animator.elapsedTime, steps, accuracy: 1e-12)
        scene.advance(to: 10 + 1.0 / 240 + 1e-6)
        XCTAssertEqual(animator.elapsedTime, steps + DynamicAnimator.stepDuration, accuracy: 1e-12)
    }

    func testAnAnimatorAtRestStaysAtRestAcrossAnInterruption() {
        let scene = DynamicsScene(.collision, columns: 160, rows: 60, application: application)
        let animator = scene.contentView.dynamicAnimator
        let rested = run(scene, from: 0, limit: 10) { !scene.isAnimating }
        let recorder = PauseRecorder()
        animator.delegate = recorder
        application.resignActive(at: rested)
        application.becomeActive(at: rested + 1)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(recorder.told, [])
    }

    func testADragIsCancelledAndTheSquaresWaitWhereTheyAre() {
        let scene = DynamicsScene(.collision, columns: 160, rows: 60, application: application)
        let view = scene.contentView as! CollisionRecipe
        var time = run(scene, from: 0, limit: 10) { !scene.isAnimating }
        let cell = (column: Int(view.green.center.x), row: Int(view.green.center.y / 2))
        scene.pointerDown(column: cell.column, row: cell.row, at: time)
        for step in 1...10 {
            time += 1.0 / 60
            scene.pointerMoved(column: cell.column + step, row: cell.row - step, at: time)
        }
        XCTAssertTrue(scene.isTouching)
        application.resignActive(at: time)
        XCTAssertFalse(scene.isTouching)
        XCTAssertEqual(view.window?.touchLog.entries.last?.phase, .cancelled)
        let green = view.green.center, red = view.red.center
        run(scene, from: time, to: time + 30)
        XCTAssertEqual(view.green.center, green)
        XCTAssertEqual(view.red.center, red)
        // New presses go nowhere until the application is active again.
        scene.pointerDown(column: cell.column + 10, row: cell.row - 10, at: time + 30)
        scene.pointerMoved(column: cell.column, row: cell.row - 20, at: time + 30.1)
        XCTAssertFalse(scene.contentView.dynamicAnimator.isRunning)
        scene.pointerUp(column: cell.column, row: cell.row - 20, at: time + 30.2)
        application.becomeActive(at: time + 31)
        XCTAssertTrue(scene.contentView.dynamicAnimator.isRunning, "the cancelled drag's square goes on")
        let settled = run(scene, from: time + 31, limit: 60) { !scene.isAnimating }
        XCTAssertLessThan(settled, time + 91)
    }

    func testTheSwellGoesOnWhileThePhysicsWaits() {
        let scene = DynamicsScene(.boundary, columns: 160, rows: 60, application: application)
        let view = scene.contentView as! BoundaryRecipe
        let first = view.squares[1], second = view.squares[0]
        let contact = run(scene, from: 0, limit: 3) { scene.window.animator.isAnimating }
        application.resignActive(at: contact)
        let falling = second.center
        XCTAssertTrue(scene.isAnimating, "the swell is a timed animation")
        run(scene, from: contact, to: contact + BoundaryRecipe.swellDuration + 0.02)
        XCTAssertNil(first.superview, "the swell completed and took the square away")
        XCTAssertEqual(second.center, falling, "the other square waits in the air")
        XCTAssertFalse(scene.isAnimating)
        XCTAssertFalse(scene.contentView.dynamicAnimator.isRunning, "the completion's change waits too")

        application.becomeActive(at: contact + 5)
        XCTAssertTrue(scene.contentView.dynamicAnimator.isRunning)
        let gone = run(scene, from: contact + 5, limit: 5) { second.superview == nil }
        XCTAssertLessThan(gone, contact + 10)
    }

    func testARestartWhileInterruptedWaitsForBecomeActive() {
        let scene = DynamicsScene(.gravity, columns: 80, rows: 24, application: application)
        run(scene, from: 0, to: 0.1)
        application.resignActive(at: 0.1)
        scene.restart(at: 0.2)
        let square = (scene.contentView as! GravityRecipe).square!
        let recorder = PauseRecorder()
        scene.contentView.dynamicAnimator.delegate = recorder
        XCTAssertFalse(scene.contentView.dynamicAnimator.isRunning)
        run(scene, from: 0.2, to: 5)
        XCTAssertEqual(square.center, Point(x: 40, y: 24))

        application.becomeActive(at: 5)
        XCTAssertEqual(recorder.told, ["willResume"])
        run(scene, from: 5, to: 5.25)
        let fresh = DynamicsScene(.gravity, columns: 80, rows: 24)
        run(fresh, from: 0, to: 0.25)
        XCTAssertEqual(square.center, (fresh.contentView as! GravityRecipe).square.center)
    }

    func testTheAnimatorsOwnSuspendAndResumeNest() {
        let stage = Stage()
        let square = stage.square(50, at: Point(x: 160, y: 100))
        stage.animator.addBehavior(GravityBehavior(items: [square]))
        stage.animator.advance(to: 0.1)
        stage.animator.suspend()
        stage.animator.suspend()
        XCTAssertTrue(stage.animator.isSuspended)
        stage.animator.advance(to: 3)
        let center = square.center
        stage.animator.resume()
        XCTAssertFalse(stage.animator.isSuspended)
        stage.animator.resume()
        stage.animator.advance(to: 3.1)
        XCTAssertGreaterThan(square.center.y, center.y)
    }

    /// The throw scene lands its placard when its animator pauses at rest; a pause for an
    /// interruption is no rest: the placard waits where it is, homing, and lands after.
    func testAPlacardHomingWhenInterruptedWaitsAndLandsAfter() {
        let scene = DynamicsScene(.throw, columns: 160, rows: 60, application: application)
        let view = scene.contentView as! ThrowView
        scene.pointerDown(column: 80, row: 29, at: 0)
        var time = 0.4
        scene.advance(to: time)
        for step in 1...6 {
            time += 1.0 / 60
            scene.pointerMoved(column: 80 + 3 * step, row: 29, at: time)
        }
        time += 1.0 / 60
        scene.pointerUp(column: 101, row: 29, at: time)
        let flight = try! XCTUnwrap(view.flight)
        time = run(scene, from: time, limit: 3) { flight.isHoming }
        XCTAssertTrue(flight.isHoming)
        application.resignActive(at: time)
        let waiting = view.placardView.center
        XCTAssertNotEqual(waiting, Point(x: 80, y: 60))
        run(scene, from: time, to: time + 10)
        XCTAssertEqual(view.placardView.center, waiting)
        XCTAssertTrue(view.flight === flight, "still in flight")
        XCTAssertFalse(view.isUserInteractionEnabled)

        application.becomeActive(at: time + 10)
        let landed = run(scene, from: time + 10, limit: 10) { !scene.isAnimating }
        XCTAssertLessThan(landed, time + 14)
        XCTAssertEqual(view.placardView.center, Point(x: 80, y: 60))
        XCTAssertNil(view.flight)
        XCTAssertTrue(view.isUserInteractionEnabled)
    }
}
