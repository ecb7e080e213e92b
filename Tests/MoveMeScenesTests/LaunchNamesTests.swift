@testable import MoveMeScenes
import XCTest
import MoveMeCore
import MoveMeDynamics

/// The names a URL and the preferences take are the front end's own.
final class LaunchNamesTests: XCTestCase {
    func testSceneNamesAreTheScenesOwn() {
        XCTAssertEqual(LaunchState.sceneNames, SceneCatalog.all.map(\.name))
        XCTAssertEqual(Preferences.sceneNames, SceneCatalog.all.map(\.name))
    }

    func testCollisionModeNamesAreTheRecipesOwn() {
        XCTAssertEqual(LaunchState.collisionModeNames, CollisionRecipe.modes.map(\.name))
    }

    /// One application for the program: every scene made shares it, so an interruption
    /// reaches whichever is shown.
    func testEverySceneMadeSharesTheProgramsApplication() {
        let application = Application()
        let scenes = SceneCatalog.all.map { $0.make(Configuration(), application: application, columns: 80, rows: 24, time: 0) }
        XCTAssertTrue(scenes.allSatisfy { $0.application === application })
        application.finishLaunching(at: 0)
        scenes[0].pointerDown(column: 45, row: 13, at: 1)
        XCTAssertTrue(scenes[0].isTouching)
        application.resignActive(at: 2)
        XCTAssertFalse(scenes[0].isTouching)
        XCTAssertFalse((scenes[1] as! DynamicsScene).contentView.dynamicAnimator.isRunning)
    }
}
