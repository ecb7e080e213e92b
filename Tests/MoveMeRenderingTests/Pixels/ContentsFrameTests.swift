@testable import MoveMeRendering
import XCTest
@testable import MoveMeCore

/// A view whose transform animates between scales shows its contents at the model's scale,
/// stretched by the ratio of the scale shown to the model's, as Core Animation scales a
/// layer's contents; nothing else is stretched.
final class ContentsFrameTests: XCTestCase {
    private var window: Window!
    private var view: View!

    override func setUp() {
        window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        view = View(frame: Rect(x: 10, y: 5, width: 12, height: 4))
        view.backgroundColor = Color(red: 0, green: 0, blue: 1)
        window.addSubview(view)
    }

    override func tearDown() {
        window = nil
        view = nil
    }

    func testMidwayThroughAScaleItIsTheModelsImageAtTheRatioOfTheScales() throws {
        window.animator.animate(withDuration: 1, curve: .linear) { view.transform = AffineTransform(scaleX: 1.2, y: 1.2) }
        window.animator.advance(to: 0.5)
        let (frame, factor) = try XCTUnwrap(PixelRasterizer.contentsFrame(of: view, scale: scale(10)))
        XCTAssertEqual(factor, 1.1 / 1.2, accuracy: 1e-9)
        let model = try XCTUnwrap(PixelRasterizer.frame(of: view, scale: scale(10)))
        XCTAssertEqual(frame.width, 144)
        XCTAssertEqual(frame.height, 48)
        XCTAssertNotEqual(frame.key, model.key, "the frame shown is at 1.1, the contents at 1.2")
        // Centred where the view is shown.
        XCTAssertEqual(frame.centerX, model.centerX, accuracy: 1)
        XCTAssertEqual(frame.centerY, model.centerY, accuracy: 1)
        // Its key holds through the animation: one image for all of it.
        window.animator.advance(to: 0.8)
        XCTAssertEqual(try XCTUnwrap(PixelRasterizer.contentsFrame(of: view, scale: scale(10))).frame.key, frame.key)
    }

    func testNoneAtRestOrWhileTurningOrMoving() {
        XCTAssertNil(PixelRasterizer.contentsFrame(of: view, scale: scale(10)), "at rest")
        window.animator.animate(withDuration: 1, curve: .linear) { view.transform = AffineTransform(rotationAngle: 0.5) }
        window.animator.advance(to: 0.5)
        XCTAssertNil(PixelRasterizer.contentsFrame(of: view, scale: scale(10)), "turning")
        window.animator.advance(to: 1)
        window.animator.animate(withDuration: 1, curve: .linear) { view.center = Point(x: 30, y: 10) }
        window.animator.advance(to: 1.5)
        XCTAssertNil(PixelRasterizer.contentsFrame(of: view, scale: scale(10)), "moving")
    }

    func testNoneBeyondTwiceOrUnderAHalf() {
        window.animator.animate(withDuration: 1, curve: .linear) { view.transform = AffineTransform(scaleX: 3, y: 3) }
        window.animator.advance(to: 0.1)
        XCTAssertNil(PixelRasterizer.contentsFrame(of: view, scale: scale(10)))
    }
}
