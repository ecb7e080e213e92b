@testable import MoveMeRendering
import SceneTestSupport
import XCTest
@testable import MoveMeCore

/// Drawing: content modes, a bounds change followed until the content is drawn again,
/// clipping, hiding, autoresizing switched off.
extension ViewChapterTests {
    /// Paints white the points left of x = 2 of the bounds it draws in, red the rest: a picture
    /// whose stretching shows.
    private final class Stripe: View {
        var draws = 0
        override func draw(in context: any GraphicsContext) {
            draws += 1
            let left = context.bounds.minX + 2
            context.fill { $0.x < left ? .white : Color(red: 1, green: 0, blue: 0) }
        }
    }

    /// A frame as letters, one a cell, by the colour of its upper half: W white, R red, . black.
    private func picture(_ root: View, columns: Int, rows: Int) -> [String] {
        let grid = Rasterizer.render(root, columns: columns, rows: rows)
        return (0..<rows).map { row in
            String((0..<columns).map { column -> Character in
                guard let (top, _) = halves(grid[column, row]) else { return "?" }
                switch top {
                case RGB(255, 255, 255): return "W"
                case RGB(255, 0, 0): return "R"
                case .black: return "."
                default: return "?"
                }
            })
        }
    }

    /// A 10×4-cell root (10×8 points) holding a stripe 4 points wide, 4 tall at (1, 2).
    private func stage(_ mode: ContentMode) -> (root: View, stripe: Stripe) {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 8))
        let stripe = Stripe(frame: Rect(x: 1, y: 2, width: 4, height: 4))
        stripe.contentMode = mode
        root.addSubview(stripe)
        return (root, stripe)
    }

    func testContentFollowsABoundsChangeByTheContentMode() {
        func after(_ mode: ContentMode) -> [String] {
            let (root, stripe) = stage(mode)
            XCTAssertEqual(picture(root, columns: 10, rows: 4), [".........." , ".WWRR.....", ".WWRR.....", ".........."])
            stripe.frame = Rect(x: 1, y: 2, width: 8, height: 4)
            return picture(root, columns: 10, rows: 4)
        }
        XCTAssertEqual(after(.scaleToFill), ["..........", ".WWWWRRRR.", ".WWWWRRRR.", ".........."], "stretched")
        XCTAssertEqual(after(.redraw), ["..........", ".WWRRRRRR.", ".WWRRRRRR.", ".........."], "drawn again")
        XCTAssertEqual(after(.center), ["..........", "...WWRR...", "...WWRR...", ".........."], "unscaled, centred")
        XCTAssertEqual(after(.left), ["..........", ".WWRR.....", ".WWRR.....", ".........."])
        XCTAssertEqual(after(.right), ["..........", ".....WWRR.", ".....WWRR.", ".........."])
        XCTAssertEqual(after(.scaleAspectFit), ["..........", "...WWRR...", "...WWRR...", ".........."],
                       "as tall as before: scale 1, centred")
        XCTAssertEqual(after(.scaleAspectFill), [".WWWWRRRR.", ".WWWWRRRR.", ".WWWWRRRR.", ".WWWWRRRR."],
                       "scaled by 2 to cover the width, centred: 8 points tall, above and below its bounds")
    }

    func testSetNeedsDisplayDrawsAtTheNewBounds() {
        let (root, stripe) = stage(.scaleToFill)
        _ = picture(root, columns: 10, rows: 4)
        stripe.frame = Rect(x: 1, y: 2, width: 8, height: 4)
        stripe.setNeedsDisplay()
        XCTAssertEqual(picture(root, columns: 10, rows: 4), ["..........", ".WWRRRRRR.", ".WWRRRRRR.", ".........."])
    }

    func testEveryPlacementOfContent() {
        let bounds = Rect(x: 0, y: 0, width: 10, height: 6), drawn = Size(width: 4, height: 2)
        let expected: [ContentMode: Rect] = [
            .scaleToFill: bounds, .redraw: bounds,
            .scaleAspectFit: Rect(x: 0, y: 0.5, width: 10, height: 5),
            .scaleAspectFill: Rect(x: -1, y: 0, width: 12, height: 6),
            .center: Rect(x: 3, y: 2, width: 4, height: 2),
            .top: Rect(x: 3, y: 0, width: 4, height: 2), .bottom: Rect(x: 3, y: 4, width: 4, height: 2),
            .left: Rect(x: 0, y: 2, width: 4, height: 2), .right: Rect(x: 6, y: 2, width: 4, height: 2),
            .topLeft: Rect(x: 0, y: 0, width: 4, height: 2), .topRight: Rect(x: 6, y: 0, width: 4, height: 2),
            .bottomLeft: Rect(x: 0, y: 4, width: 4, height: 2), .bottomRight: Rect(x: 6, y: 4, width: 4, height: 2),
        ]
        XCTAssertEqual(expected.count, ContentMode.allCases.count)
        for mode in ContentMode.allCases {
            XCTAssertEqual(mode.placement(of: drawn, in: bounds), expected[mode], "\(mode)")
        }
    }

    func testClipsToBoundsCutsSubviewsOffAtTheEdge() {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 8))
        let parent = View(frame: Rect(x: 2, y: 2, width: 4, height: 4))
        let child = Stripe(frame: Rect(x: -2, y: -2, width: 8, height: 8))  // covers the whole root
        root.addSubview(parent)
        parent.addSubview(child)
        XCTAssertEqual(picture(root, columns: 10, rows: 4), ["WWRRRRRR..", "WWRRRRRR..", "WWRRRRRR..", "WWRRRRRR.."])
        parent.clipsToBounds = true
        let renderer = Renderer()
        _ = renderer.render(root, columns: 10, rows: 4)
        XCTAssertEqual(picture(root, columns: 10, rows: 4), ["..........", "..RRRR....", "..RRRR....", ".........."])
        parent.clipsToBounds = false
        XCTAssertFalse(renderer.render(root, columns: 10, rows: 4).isEmpty, "turning clipping off redraws")
    }

    func testAHiddenViewAndItsSubviewsAreNotDrawn() {
        let (root, stripe) = stage(.scaleToFill)
        let inner = Stripe(frame: Rect(x: 0, y: 0, width: 2, height: 2))
        stripe.addSubview(inner)
        stripe.isHidden = true
        let draws = (stripe.draws, inner.draws)
        XCTAssertEqual(picture(root, columns: 10, rows: 4), ["..........", "..........", "..........", ".........."])
        XCTAssertTrue(stripe.draws == draws.0 && inner.draws == draws.1, "not even asked to draw")
    }

    func testAutoresizesSubviewsOffLeavesSubviewsAlone() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 10, y: 10, width: 80, height: 80))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.autoresizesSubviews = false
        parent.frame = Rect(x: 0, y: 0, width: 200, height: 50)
        XCTAssertEqual(child.frame, Rect(x: 10, y: 10, width: 80, height: 80))
        parent.autoresizesSubviews = true
        parent.frame = Rect(x: 0, y: 0, width: 300, height: 50)
        XCTAssertEqual(child.frame, Rect(x: 10, y: 10, width: 180, height: 80), "on again: follows the next change")
    }
}
