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
        _ = app.frame()
        for (dx, dy) in [(3.0, 4.0), (-7.0, 1.0), (12.0, -9.0)] {
            app.placardView.center = Point(x: app.placardView.center.x + dx, y: app.placardView.center.y + dy)
            let moved = app.frame()
            let afresh = makeApp(columns: 80, rows: 24)
            afresh.placardView.center = app.placardView.center
            XCTAssertEqual(moved, afresh.frame(), "at \(app.placardView.center)")
            XCTAssertEqual(afresh.placardView.shadings, 1)
        }
        XCTAssertEqual(app.placardView.shadings, 1)
    }

    func testPartlyOffTheScreenItIsKeptWhole() {
        let app = makeApp(columns: 80, rows: 24)
        app.placardView.center = Point(x: 2, y: 1)
        _ = app.frame()
        app.placardView.center = Point(x: 40, y: 24)
        let moved = app.frame()
        let afresh = makeApp(columns: 80, rows: 24)
        afresh.placardView.center = Point(x: 40, y: 24)
        XCTAssertEqual(moved, afresh.frame())
        XCTAssertEqual(app.placardView.shadings, 1)
    }

    func testAScaleAFractionOfAPixelOrANewDisplayShadesItAgain() {
        let app = makeApp(columns: 80, rows: 24)
        app.placardView.center = Point(x: 40, y: 24)
        _ = app.frame()
        app.placardView.transform = AffineTransform(scale: 1.1)
        _ = app.frame()
        XCTAssertEqual(app.placardView.shadings, 2, "grown")
        app.placardView.center = Point(x: 40.5, y: 24)
        _ = app.frame()
        XCTAssertEqual(app.placardView.shadings, 3, "half a pixel across")
        app.placardView.showNextGreeting()
        _ = app.frame()
        XCTAssertEqual(app.placardView.shadings, 4, "setNeedsDisplay")
        _ = app.frame()
        XCTAssertEqual(app.placardView.shadings, 4, "nothing changed")
    }

    func testUnderAClippingAncestorItIsFilledPixelByPixel() {
        let app = makeApp(columns: 80, rows: 24)
        app.moveMeView.clipsToBounds = true
        app.placardView.center = Point(x: 40, y: 24)
        let clipped = app.frame()
        XCTAssertEqual(app.placardView.shadings, 0)
        app.moveMeView.clipsToBounds = false
        XCTAssertEqual(app.frame(), clipped, "the whole placard is inside the clip")
    }
}

/// Each app's renderer: it keeps the views' drawings, their shaded pixels with them.
nonisolated(unsafe) private var renderers: [ObjectIdentifier: (app: MoveMeApp, renderer: Renderer)] = [:]

extension MoveMeApp {
    /// The whole frame, drawn by the app's own renderer (it keeps what it drew between frames).
    fileprivate func frame() -> Grid {
        let renderer = renderers[ObjectIdentifier(self)]?.renderer ?? Renderer()
        renderers[ObjectIdentifier(self)] = (self, renderer)
        _ = render(with: renderer)
        return renderer.grid!
    }
}

extension PlacardView {
    /// How many times its app's renderer shaded its kept pixels (0 before it kept any).
    fileprivate var shadings: Int {
        renderers.values.first { $0.app.placardView === self }?.renderer.keptDrawing(of: self)?.shadings ?? 0
    }
}
