@testable import MoveMeScenes
@testable import MoveMeRendering
import SceneTestSupport
import XCTest

/// A renderer told not to list every cell of a frame with nothing of its size to compare with
/// lists none then, draws the same frame, and lists the changes of the frames after as before.
final class RendererNewFrameTests: XCTestCase {
    func testANewFrameIsDrawnWholeButNotListed() {
        let app = makeApp(columns: 60, rows: 20)
        let listing = Renderer(), quiet = Renderer()
        quiet.listsEveryCellOfANewFrame = false
        XCTAssertEqual(app.render(with: listing, .halfBlocks).count, 60 * 20)
        XCTAssertEqual(app.render(with: quiet, .halfBlocks), [])
        XCTAssertEqual(quiet.grid, listing.grid)
        // The frames after: the same changes.
        app.showNextGreeting()
        let listed = app.render(with: listing, .halfBlocks)
        XCTAssertFalse(listed.isEmpty)
        XCTAssertEqual(app.render(with: quiet, .halfBlocks), listed)
        // A new size, or after invalidate: a new frame again.
        app.resize(columns: 50, rows: 18)
        XCTAssertEqual(app.render(with: listing, .halfBlocks).count, 50 * 18)
        XCTAssertEqual(app.render(with: quiet, .halfBlocks), [])
        quiet.invalidate()
        XCTAssertEqual(app.render(with: quiet, .halfBlocks), [])
        XCTAssertEqual(quiet.grid, listing.grid)
        // A new mode at the same size is compared with the last frame, listed or not.
        XCTAssertEqual(app.render(with: quiet, .boxDrawing), app.render(with: listing, .boxDrawing))
    }
}
