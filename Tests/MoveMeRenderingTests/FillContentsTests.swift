@testable import MoveMeScenes
@testable import MoveMeRendering
import SceneTestSupport
import TestSupport
import XCTest
@testable import MoveMeCore

/// The placard's shaded panel is kept as its layer's contents: moved by whole pixels it is
/// painted from them, not shaded again, and shows the same cells as one drawn there afresh;
/// anything else about its drawing shades it again.
final class FillContentsTests: XCTestCase {
    func testAPlacardMovedByWholePixelsIsPaintedAsItWasShaded() {
        let app = makeApp(columns: 80, rows: 24)
        app.placardView.center = Point(x: 40, y: 24)
        _ = app.render()
        for (dx, dy) in [(3.0, 4.0), (-7.0, 1.0), (12.0, -9.0)] {
            app.placardView.center = Point(x: app.placardView.center.x + dx, y: app.placardView.center.y + dy)
            let moved = app.render()
            let afresh = makeApp(columns: 80, rows: 24)
            afresh.placardView.center = app.placardView.center
            XCTAssertEqual(moved, afresh.render(), "at \(app.placardView.center)")
            XCTAssertEqual(afresh.placardView.shadings, 1)
        }
        XCTAssertEqual(app.placardView.shadings, 1)
    }

    func testPartlyOffTheScreenItIsKeptWhole() {
        let app = makeApp(columns: 80, rows: 24)
        app.placardView.center = Point(x: 2, y: 1)
        _ = app.render()
        app.placardView.center = Point(x: 40, y: 24)
        let moved = app.render()
        let afresh = makeApp(columns: 80, rows: 24)
        afresh.placardView.center = Point(x: 40, y: 24)
        XCTAssertEqual(moved, afresh.render())
        XCTAssertEqual(app.placardView.shadings, 1)
    }

    func testAScaleAFractionOfAPixelOrANewDisplayShadesItAgain() {
        let app = makeApp(columns: 80, rows: 24)
        app.placardView.center = Point(x: 40, y: 24)
        _ = app.render()
        app.placardView.transform = AffineTransform(scale: 1.1)
        _ = app.render()
        XCTAssertEqual(app.placardView.shadings, 2, "grown")
        app.placardView.center = Point(x: 40.5, y: 24)
        _ = app.render()
        XCTAssertEqual(app.placardView.shadings, 3, "half a pixel across")
        app.placardView.showNextGreeting()
        _ = app.render()
        XCTAssertEqual(app.placardView.shadings, 4, "setNeedsDisplay")
        _ = app.render()
        XCTAssertEqual(app.placardView.shadings, 4, "nothing changed")
    }

    func testUnderAClippingAncestorItIsFilledPixelByPixel() {
        let app = makeApp(columns: 80, rows: 24)
        app.moveMeView.clipsToBounds = true
        app.placardView.center = Point(x: 40, y: 24)
        let clipped = app.render()
        XCTAssertEqual(app.placardView.shadings, 0)
        app.moveMeView.clipsToBounds = false
        XCTAssertEqual(app.render(), clipped, "the whole placard is inside the clip")
    }
}

extension View {
    /// How many times the renderer shaded the view's kept contents (0 before it kept any).
    fileprivate var shadings: Int { (layerContents as? FillContents)?.shadings ?? 0 }
}
