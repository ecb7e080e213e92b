@testable import MoveMeScenes
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

/// The physics keeps to the window's animation clock: slow animations slow it, a stopped clock
/// stops it, and a scene at rest (or stopped) asks for no frames.
final class SceneClockTests: XCTestCase {
    /// The gravity square's centre after the scene has run to `time` in 60 Hz frames.
    private func fall(_ scene: DynamicsScene, to time: Double) -> Double {
        var now = 0.0
        while now < time {
            now = min(time, now + 1.0 / 60)
            scene.advance(to: now)
        }
        return (scene.contentView as! GravityRecipe).square.center.y
    }

    func testAtATenthOfTheSpeedTheSquareFallsAsFarInTenTimesTheTime() {
        let normal = DynamicsScene(.gravity, columns: 160, rows: 60)
        let slow = DynamicsScene(.gravity, columns: 160, rows: 60)
        slow.setAnimationSpeed(Animator.slowAnimationsSpeed, at: 0)
        let start = normal.window.bounds.midY
        let fast = fall(normal, to: 0.2) - start
        XCTAssertGreaterThan(fast, 2, "it falls")
        XCTAssertEqual(fall(slow, to: 2) - start, fast, accuracy: 1e-6)
        XCTAssertEqual(slow.contentView.dynamicAnimator.currentTime, 0.2, accuracy: 1e-9)
    }

    func testAStoppedClockStopsThePhysicsAndAsksForNoFrames() {
        let scene = DynamicsScene(.gravity, columns: 160, rows: 60)
        let square = (scene.contentView as! GravityRecipe).square!
        scene.advance(to: 0.1)
        let held = square.center
        XCTAssertTrue(scene.isAnimating)
        scene.setAnimationSpeed(0, at: 0.1)
        XCTAssertFalse(scene.isAnimating, "nothing moves: the front end sleeps")
        scene.advance(to: 5)
        XCTAssertEqual(square.center, held)
        scene.setAnimationSpeed(1, at: 5)
        XCTAssertTrue(scene.isAnimating)
        scene.advance(to: 5.1)
        XCTAssertGreaterThan(square.center.y, held.y, "it goes on from where it stopped")
    }

    func testARestartAfterASlowSpellStartsThePhysicsOnTheAnimationClock() {
        let scene = DynamicsScene(.gravity, columns: 160, rows: 60)
        scene.setAnimationSpeed(Animator.slowAnimationsSpeed, at: 0)
        scene.advance(to: 10)  // the animation clock reads 1
        scene.restart(at: 10)
        XCTAssertEqual(scene.contentView.dynamicAnimator.currentTime, 1, accuracy: 1e-9)
        scene.setAnimationSpeed(1, at: 10)
        let start = (scene.contentView as! GravityRecipe).square.center.y
        scene.advance(to: 10.2)
        // ½ g t² at the scene's scale (s = 0.25: 250 points/s²), not a jump of nine seconds.
        XCTAssertEqual((scene.contentView as! GravityRecipe).square.center.y - start, 0.5 * 250 * 0.04, accuracy: 0.1)
    }

    func testTheThrowScenesPlacardTakesTheKeys() {
        let scene = DynamicsScene(.throw, columns: 160, rows: 60)
        let placard = scene.placardHost!.placardView
        let home = placard.center
        scene.movePlacard(columns: 10, rows: 0, at: 0)
        XCTAssertTrue(scene.isHoldingPlacard)
        XCTAssertEqual(placard.center.x, home.x + 10, accuracy: 1e-9)
        scene.releasePlacard(at: 0.5)
        XCTAssertFalse(scene.isTouching)
        scene.showNextGreetingFromKeyboard(at: 0.5)
        XCTAssertEqual(placard.displayString, "Welcome", "no greeting while the placard is on its way home")
        var time = 0.5
        while scene.isAnimating, time < 10 {
            time += 1.0 / 60
            scene.advance(to: time)
        }
        XCTAssertEqual(placard.center, home)
        scene.showNextGreetingFromKeyboard(at: time)
        XCTAssertEqual(placard.displayString, "Velkommen")
    }

    func testRecipesHaveNoPlacardForTheKeys() {
        let scene = DynamicsScene(.collision, columns: 160, rows: 60)
        XCTAssertNil(scene.placardHost)
        scene.movePlacard(columns: 10, rows: 0, at: 0)
        XCTAssertFalse(scene.isTouching)
    }
}
