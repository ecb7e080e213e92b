import XCTest
import MoveMeCore
import MoveMeDynamics
import MoveMeTerminal
@testable import MoveMeTUI

/// The names a URL and the preferences take are the front end's own.
final class LaunchNamesTests: XCTestCase {
    func testSceneNamesAreTheScenesOwn() {
        XCTAssertEqual(LaunchState.sceneNames, SceneName.allCases.map(\.rawValue))
        XCTAssertEqual(Preferences.sceneNames, SceneName.allCases.map(\.rawValue))
    }

    func testCollisionModeNamesAreTheRecipesOwn() {
        XCTAssertEqual(LaunchState.collisionModeNames, CollisionRecipe.modes.map(\.name))
    }
}
