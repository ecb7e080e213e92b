import MoveMeCore
import MoveMeRendering
import MoveMeTerminal
import XCTest
@testable import MoveMeSession

/// A picture takes at most `LookBudget.perSecond` new looks a second beyond a burst: a view
/// turning every frame shows its last look, moved with it, when the bucket is empty; a pulse's
/// and a bounce's sizes all show.
final class LookBudgetTests: XCTestCase {
    private let scale = PixelScale(cellWidth: 10, cellHeight: 20)!

    /// A square on a root the test keeps (a superview is held weakly).
    private let root = View(frame: Rect(x: 0, y: 0, width: 80, height: 48))

    private func square() -> View {
        let view = View(frame: Rect(x: 20, y: 10, width: 8, height: 4))
        view.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8)
        root.addSubview(view)
        return view
    }

    func testAViewTurningEveryFrameTakesNoMoreNewLooksThanTheBudget() throws {
        let view = square()
        let frames = 240, rate = 120.0  // two seconds at 120 frames a second
        var budget: LookBudget?
        var changes = 0, last: PixelFrame.Key?
        for index in 0..<frames {
            let time = Double(index) / rate
            view.transform = AffineTransform(rotationAngle: 0.05 * Double(index))
            view.center = Point(x: 24 + Double(index) / 8, y: 12)
            let frame = try XCTUnwrap(PixelRasterizer.frame(of: view, scale: scale))
            if budget == nil { budget = LookBudget(look: frame, time: time) }
            let shown = budget!.show(frame, at: time).look
            if let last, shown.key != last { changes += 1 }
            last = shown.key
            // Wherever the look, it is where the view is: centred on the frame's box.
            XCTAssertEqual(Double(shown.originX) + Double(shown.width) / 2, Double(frame.originX) + Double(frame.width) / 2,
                           accuracy: 1, "frame \(index)")
            XCTAssertEqual(Double(shown.originY) + Double(shown.height) / 2, Double(frame.originY) + Double(frame.height) / 2,
                           accuracy: 1, "frame \(index)")
        }
        let most = Int(LookBudget.burst + LookBudget.perSecond * Double(frames - 1) / rate)
        XCTAssertLessThanOrEqual(changes, most)
        XCTAssertGreaterThanOrEqual(changes, most - 2, "the budget is spent, not hoarded")
    }

    func testALookSeenAgainWithoutChangeCostsNothing() throws {
        let view = square()
        var budget: LookBudget?
        for index in 0..<600 {  // ten seconds of moving, upright
            view.center = Point(x: 24 + Double(index) / 10, y: 12)
            let frame = try XCTUnwrap(PixelRasterizer.frame(of: view, scale: scale))
            if budget == nil { budget = LookBudget(look: frame, time: 0) }
            XCTAssertEqual(budget!.show(frame, at: Double(index) / 60).look.key, frame.key)
        }
    }

    /// MoveMe's own pictures never wait: the pulse and the bounce show every size they pass.
    func testThePulseAndTheBounceShowEverySize() {
        let h = SessionHarness(graphics: .kitty)
        h.press(40, 12)
        h.wait(1)
        h.drag(50, 15)
        h.wait(0.5)
        h.release(50, 15)
        h.wait(2)
        h.press(40, 12)
        h.wait(1)
        h.release(40, 12)
        h.wait(2)
        XCTAssertEqual(h.session.composer.pictures.looksHeldBack, 0)
    }
}
