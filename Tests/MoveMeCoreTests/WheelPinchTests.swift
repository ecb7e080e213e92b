import XCTest
@testable import MoveMeCore
import TestSupport

/// The wheel's pinch: two fingers about the view's centre along its own width, which always
/// travel past a tap's slop, and none for a view too small to close further.
final class WheelPinchTests: XCTestCase {
    private let window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))

    private func view(_ frame: Rect) -> View {
        let view = View(frame: frame)
        window.addSubview(view)
        return view
    }

    func testAWheelStepSpreadsTwoFingersPastTheSlopAlongTheViewsWidth() throws {
        let view = view(Rect(x: 30, y: 16, width: 20, height: 16))
        let step = try XCTUnwrap(WheelPinch.step(on: view, spreading: true))
        XCTAssertEqual(step, [[.down(0, at: Point(x: 34, y: 24)), .down(1, at: Point(x: 46, y: 24))],
                              [.moved(0, to: Point(x: 32.5, y: 24)), .moved(1, to: Point(x: 47.5, y: 24))],
                              [.up(0, at: Point(x: 32.5, y: 24)), .up(1, at: Point(x: 47.5, y: 24))]])
        let closing = try XCTUnwrap(WheelPinch.step(on: view, spreading: false))
        XCTAssertEqual(closing[1], [.moved(0, to: Point(x: 35.5, y: 24)), .moved(1, to: Point(x: 44.5, y: 24))])
    }

    func testATurnedViewIsPinchedAlongItsOwnWidthAndATinyOneNoFurther() throws {
        let view = view(Rect(x: 30, y: 16, width: 20, height: 16))
        view.transform = AffineTransform(rotationAngle: Double.pi / 2)
        let step = try XCTUnwrap(WheelPinch.step(on: view, spreading: true))
        guard case .down(0, let start) = step[0][0], case .moved(0, let moved) = step[1][0] else { return XCTFail("\(step)") }
        assertEqual(start, Point(x: 40, y: 18))
        assertEqual(moved, Point(x: 40, y: 16.5))
        view.transform = AffineTransform(scale: 0.4)
        XCTAssertNil(WheelPinch.step(on: view, spreading: false), "fingers 2.4 points from the centre: no closer")
        XCTAssertNotNil(WheelPinch.step(on: view, spreading: true))
        XCTAssertNil(WheelPinch.step(on: View(frame: .zero), spreading: true), "in no window")
    }
}
