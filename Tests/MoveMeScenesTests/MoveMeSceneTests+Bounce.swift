@testable import MoveMeScenes
import TestSupport
import XCTest
@testable import MoveMeCore

/// The bounce home after a release: interaction off until it stops, its path under ease-in,
/// one that starts mid-pulse, a quick tap's.
extension MoveMeSceneTests {
    func testReleaseBouncesHomeWithInteractionOff() {
        pressPlacard()
        app.pointerMoved(column: 60, row: 20, at: 1.4)
        app.pointerUp(column: 60, row: 20, at: 1.5)
        let path = BouncePath(from: Point(x: 60.5, y: 41), to: middle, threshold: 1.5)
        XCTAssertEqual(path.excursions, 3)
        assertEqual(placard.center, middle, accuracy: 0)
        XCTAssertEqual(placard.transform, .identity)
        assertEqual(placard.presentation.center, Point(x: 60.5, y: 41))
        XCTAssertFalse(app.moveMeView.isUserInteractionEnabled)

        // Touches go nowhere during the bounce, double taps included.
        app.pointerDown(column: 2, row: 2, at: 1.6)
        app.pointerUp(column: 2, row: 2, at: 1.65)
        app.pointerDown(column: 2, row: 2, at: 1.7)
        app.pointerUp(column: 2, row: 2, at: 1.75)
        XCTAssertEqual(app.greeting, "Welcome")

        app.advance(to: 1.5 + path.duration - 0.001)
        XCTAssertFalse(app.moveMeView.isUserInteractionEnabled)
        app.advance(to: 1.5 + path.duration)
        XCTAssertTrue(app.moveMeView.isUserInteractionEnabled)
        assertEqual(placard.presentation.center, middle)
        XCTAssertEqual(placard.presentation.transform, .identity)
        XCTAssertFalse(app.isAnimating)
    }

    func testTheBounceFollowsItsPathUnderEaseIn() {
        pressPlacard()
        app.advance(to: 1.3)
        app.pointerMoved(column: 70, row: 23, at: 1.4)
        let start = Point(x: 70.5, y: 47)
        app.pointerUp(column: 70, row: 23, at: 2)
        let path = BouncePath(from: start, to: middle, threshold: 1.5)
        // Slow at first: after a tenth of the time, far less than a tenth of the first segment.
        app.advance(to: 2 + path.duration * 0.1)
        let travelled = start.distance(to: placard.presentation.center) / start.distance(to: middle)
        XCTAssertLessThan(travelled, 0.1 * Double(path.vertices.count - 1) * 0.5)
        XCTAssertGreaterThan(travelled, 0)
        // Every frame lies on the side it came from, and once back near the centre never
        // beyond the first excursion.
        var reachedMiddle = false
        var t = 2 + path.duration * 0.1
        while t < 2 + path.duration {
            app.advance(to: t)
            let p = placard.presentation.center
            XCTAssertGreaterThanOrEqual(p.x, middle.x - 1e-9)
            XCTAssertGreaterThanOrEqual(p.y, middle.y - 1e-9)
            if reachedMiddle {
                XCTAssertLessThanOrEqual(p.x - middle.x, (start.x - middle.x) / 4 + 1e-9)
            }
            if p.x - middle.x <= (start.x - middle.x) / 4 { reachedMiddle = true }
            let s = scale(placard.presentation.transform)
            XCTAssertTrue(s >= 1 - 1e-9 && s <= 1.1 + 1e-9)
            t += 1.0 / 60
        }
        XCTAssertTrue(reachedMiddle)
    }

    /// Released half way through the pulse's second step: the bounce starts from the scale
    /// shown then (not the model's 1.1), runs along its path from the model centre, and is
    /// checked along the way against values computed by hand (Python, from the original's
    /// formulas): three excursions, 1.5 + 1/8 + 1/12 + 1/16 s, ease-in over the whole.
    func testABounceThatStartsMidPulse() {
        pressPlacard(at: 1)
        app.pointerMoved(column: 60, row: 20, at: 1.2)  // the shrink began at 1.15
        app.pointerUp(column: 60, row: 20, at: 1.22)
        let shownAtRelease = 1.1557309  // 1.2 → 1.1 under ease-in-out, 0.07 s of 0.15 s
        XCTAssertEqual(scale(placard.presentation.transform), shownAtRelease, accuracy: 1e-4)
        assertEqual(placard.presentation.center, Point(x: 60.5, y: 41), accuracy: 1e-9)
        let duration = 1.7708333
        let checkpoints: [(fraction: Double, center: Point, scale: Double)] = [
            (0.1, Point(x: 58.056682, y: 38.973833), 1.1530793),
            (0.5, Point(x: 44.061574, y: 27.368135), 1.1066201),
            (0.8, Point(x: 40.406316, y: 24.336945), 1.0480221),
        ]
        for checkpoint in checkpoints {
            app.advance(to: 1.22 + duration * checkpoint.fraction)
            assertEqual(placard.presentation.center, checkpoint.center, accuracy: 1e-4)
            XCTAssertEqual(scale(placard.presentation.transform), checkpoint.scale, accuracy: 1e-4)
            XCTAssertFalse(app.moveMeView.isUserInteractionEnabled)
        }
        app.advance(to: 1.22 + duration - 1e-6)
        XCTAssertFalse(app.moveMeView.isUserInteractionEnabled)
        app.advance(to: 1.22 + duration + 1e-6)
        XCTAssertTrue(app.moveMeView.isUserInteractionEnabled)
        assertEqual(placard.presentation.center, middle)
        XCTAssertEqual(placard.presentation.transform, .identity)
    }

    func testAQuickTapOnThePlacardStillComesHome() {
        pressPlacard()
        app.pointerUp(column: 45, row: 13, at: 1.05)  // during the grow
        app.advance(to: 10)
        assertEqual(placard.presentation.center, middle)
        XCTAssertEqual(placard.presentation.transform, .identity)
        XCTAssertTrue(app.moveMeView.isUserInteractionEnabled)
    }
}
