import MoveMeCore
@testable import MoveMeRendering
@testable import MoveMeScenes
import XCTest

/// What each scene releases at a memory warning, and that it draws the same afterwards.
final class SceneMemoryWarningTests: XCTestCase {
    /// MoveMe: the touch log and the stopped animations are forgotten, the placard's measured
    /// greeting and shaded panel released, and made again, the same, when next drawn.
    func testMoveMeReleasesItsHistoriesAndCachesAndDrawsTheSame() {
        let application = Application()
        let app = MoveMeApp(columns: 80, rows: 24, application: application)
        application.finishLaunching(at: 0)
        app.pointerDown(column: 40, row: 12, at: 1)
        app.pointerUp(column: 40, row: 12, at: 1.1)
        app.advance(to: 5)
        let renderer = Renderer()
        _ = app.render(with: renderer)
        let before = renderer.grid
        XCTAssertFalse(app.window.touchLog.entries.isEmpty)
        XCTAssertFalse(app.snapshot().recentlyStopped.isEmpty)
        let draws = renderer.draws

        application.receiveMemoryWarning(at: 6)
        XCTAssertTrue(app.window.touchLog.entries.isEmpty)
        XCTAssertTrue(app.snapshot().recentlyStopped.isEmpty)
        XCTAssertEqual(app.render(with: renderer), [], "nothing changed on the screen")
        XCTAssertEqual(renderer.draws, draws + 1, "the placard's drawing, let go, is drawn again once needed")
        XCTAssertEqual(app.render(), before, "the same picture")
    }

    /// Scene 6: its touch log and its tiles' measured labels.
    func testTheTouchesSceneReleasesItsLogAndLabels() {
        let scene = TouchesScene(columns: 80, rows: 24)
        scene.application.finishLaunching(at: 0)
        scene.pointerDown(column: 13, row: 12, at: 1)
        scene.pointerUp(column: 13, row: 12, at: 1.1)
        let before = scene.render()
        XCTAssertTrue(scene.touchesView.tiles.allSatisfy(\.hasFittedLabel))
        scene.application.receiveMemoryWarning(at: 2)
        XCTAssertTrue(scene.window.touchLog.entries.isEmpty)
        XCTAssertFalse(scene.touchesView.tiles.contains(where: \.hasFittedLabel))
        XCTAssertEqual(scene.render(), before)
    }

    /// Every window of the application: two scenes made with it both release.
    func testEveryWindowOfTheApplicationReleases() {
        let application = Application()
        let first = MoveMeApp(columns: 40, rows: 12, application: application)
        let second = TouchesScene(columns: 40, rows: 12, application: application)
        application.finishLaunching(at: 0)
        first.pointerDown(column: 2, row: 2, at: 1)
        second.pointerDown(column: 2, row: 2, at: 1)
        first.pointerUp(column: 2, row: 2, at: 1.1)
        second.pointerUp(column: 2, row: 2, at: 1.1)
        application.receiveMemoryWarning(at: 2)
        XCTAssertTrue(first.window.touchLog.entries.isEmpty)
        XCTAssertTrue(second.window.touchLog.entries.isEmpty)
    }
}
