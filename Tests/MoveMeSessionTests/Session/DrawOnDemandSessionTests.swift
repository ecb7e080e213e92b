@testable import MoveMeRendering
@testable import MoveMeSession
import XCTest
@testable import MoveMeTUI

/// A view is asked to draw only when it is marked, as UIKit calls `drawRect:` only for a view
/// that needs display: a drag moves the placard over the background, and neither draws again.
final class DrawOnDemandSessionTests: XCTestCase {
    func testADragDrawsNeitherThePlacardNorTheBackgroundAgain() {
        let h = SessionHarness()
        h.press(40, 12)
        h.wait(0.5)  // past the pulse, which scales the placard: its border is a pixel at each scale
        let renderer = h.session.composer.renderer
        let draws = renderer.draws
        for step in 1...30 { h.drag(40 + step % 7, 12 + step % 3) }
        XCTAssertEqual(renderer.draws, draws, "nothing drew again over 30 drag frames")
        XCTAssertGreaterThan(h.backend.frames.count, 30)
        h.release(40, 12)
        h.wait(3)
        h.press(5, 5); h.release(5, 5)
        h.press(5, 5); h.release(5, 5)
        h.wait(0.1)
        XCTAssertTrue(h.screen.contains("Velkommen"))
        XCTAssertGreaterThan(renderer.draws, draws, "the new greeting marked the placard, which drew it")
    }
}
