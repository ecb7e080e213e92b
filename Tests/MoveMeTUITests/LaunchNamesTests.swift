import XCTest
import MoveMeCore
import MoveMeDynamics
import MoveMeTerminal
@testable import MoveMeTUI

/// The names a URL and the preferences take are the front end's own.
final class LaunchNamesTests: XCTestCase {
    func testSceneNamesAreTheScenesOwn() {
        XCTAssertEqual(LaunchState.sceneNames, SceneCatalog.all.map(\.name))
        XCTAssertEqual(Preferences.sceneNames, SceneCatalog.all.map(\.name))
    }

    func testCollisionModeNamesAreTheRecipesOwn() {
        XCTAssertEqual(LaunchState.collisionModeNames, CollisionRecipe.modes.map(\.name))
    }
}
