@testable import MoveMeScenes
import MoveMeCore
import XCTest

/// Counts the frames its display link brings.
private final class FrameCounter {
    var timestamps: [Double] = []

    func step(_ link: DisplayLink) {
        timestamps.append(link.timestamp)
    }
}

/// A display link on a scene's run loop is called by the scene's turn, each frame, even when no
/// delayed perform is due: the scenes that run their run loop only when something is due
/// (MoveMe, the recipes) run it while a display link is active too.
final class SceneDisplayLinkTests: XCTestCase {
    func testADisplayLinkIsCalledByEveryScenesTurn() {
        let scenes: [any Scene] = [MoveMeApp(columns: 80, rows: 24), TouchesScene(columns: 80, rows: 24),
                                   DynamicsScene(.gravity, columns: 80, rows: 24)]
        for scene in scenes {
            let counter = FrameCounter()
            let link = DisplayLink(target: counter, action: Action("step:", FrameCounter.step))
            link.add(to: scene.application.runLoop)
            for frame in 1...3 { scene.advance(to: Double(frame) / 60) }
            XCTAssertEqual(counter.timestamps.count, 3, "\(type(of: scene))")
            link.isPaused = true
            scene.advance(to: 0.1)
            XCTAssertEqual(counter.timestamps.count, 3, "\(type(of: scene)): paused")
        }
    }
}

/// A scene needs frames while a display link on its run loop is active, as while animations
/// run: a front end that slept would never call the link.
final class SceneDisplayLinkFramesTests: XCTestCase {
    func testAnActiveDisplayLinkKeepsEveryScenesFramesComing() {
        let scenes: [any Scene] = [MoveMeApp(columns: 80, rows: 24), TouchesScene(columns: 80, rows: 24),
                                   DynamicsScene(.throw, columns: 80, rows: 24)]
        for scene in scenes {
            XCTAssertFalse(scene.isAnimating, "\(type(of: scene)): at rest")
            let counter = FrameCounter()
            let link = DisplayLink(target: counter, action: Action("step:", FrameCounter.step))
            link.add(to: scene.application.runLoop)
            XCTAssertTrue(scene.isAnimating, "\(type(of: scene)): a link runs")
            link.isPaused = true
            XCTAssertFalse(scene.isAnimating, "\(type(of: scene)): paused")
        }
    }
}
