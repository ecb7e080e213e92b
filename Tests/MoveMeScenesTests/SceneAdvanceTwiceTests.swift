@testable import MoveMeScenes
import MoveMeCore
import XCTest

/// Advancing a scene twice to one time does nothing the second time, in every scene and at
/// every moment of a drag and its release: so the session may advance it for input and again
/// for the frame at the same time, and nothing has to say which came first.
final class SceneAdvanceTwiceTests: XCTestCase {
    func testEverySceneAdvancedAgainToTheSameTimeIsUnchanged() {
        for entry in SceneCatalog.all {
            let scene = entry.make(Configuration(), application: Application(), columns: 80, rows: 23, time: 0)
            var time = 0.0
            // A press, a drag over a second and the release, then what follows it (a bounce, a throw).
            let steps: [(Double, (any Scene, Double) -> Void)] = [
                (0.1, { $0.pointerDown(column: 40, row: 12, at: $1) }),
                (0.6, { $0.pointerMoved(column: 50, row: 15, at: $1) }),
                (1.1, { $0.pointerMoved(column: 60, row: 18, at: $1) }),
                (1.2, { $0.pointerUp(column: 60, row: 18, at: $1) }),
            ]
            for (at, act) in steps {
                while time < at {
                    time = min(at, time + 1.0 / 60)
                    scene.advance(to: time)
                }
                act(scene, time)
                assertSecondAdvanceChangesNothing(scene, at: time, entry.name)
            }
            for _ in 0..<30 {
                time += 1.0 / 60
                scene.advance(to: time)
                assertSecondAdvanceChangesNothing(scene, at: time, entry.name)
            }
        }
    }

    private func assertSecondAdvanceChangesNothing(_ scene: any Scene, at time: Double, _ name: String,
                                                   line: UInt = #line) {
        scene.advance(to: time)
        let once = (scene.render(), scene.isAnimating, scene.snapshot())
        scene.advance(to: time)
        XCTAssertEqual(scene.render(), once.0, "\(name) at \(time)", line: line)
        XCTAssertEqual(scene.isAnimating, once.1, "\(name) at \(time)", line: line)
        XCTAssertEqual(scene.snapshot(), once.2, "\(name) at \(time)", line: line)
    }
}
