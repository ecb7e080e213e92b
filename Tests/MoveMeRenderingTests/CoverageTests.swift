@testable import MoveMeRendering
import SceneTestSupport
import XCTest
@testable import MoveMeCore

/// How a view's bounds land on the half-block pixels: an upright view in whole pixels, as many
/// as its size rounds to wherever it is; a turned one by the share of each pixel it covers.
final class CoverageTests: XCTestCase {
    /// A black 20×10-cell screen (20×20 pixels) with one white view.
    private func pixels(side: Double, center: Point, angle: Double = 0) -> [[UInt8]] {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        root.backgroundColor = .black
        let square = View(frame: Rect(x: 0, y: 0, width: side, height: side))
        square.backgroundColor = .white
        square.center = center
        square.transform = AffineTransform(rotationAngle: angle)
        root.addSubview(square)
        let grid = Rasterizer.render(root, columns: 20, rows: 10)
        return (0..<20).map { y in
            (0..<20).map { x in
                let (top, bottom) = halves(grid[x, y / 2])!
                return (y % 2 == 0 ? top : bottom).red
            }
        }
    }

    private func litCount(_ pixels: [[UInt8]]) -> Int { pixels.joined().count { $0 == 255 } }

    func testAnUprightSquareHasTheSameSizeWherever() {
        for x in [8.0, 8.25, 8.5, 8.75, 9.1] {
            for y in [8.0, 8.3, 8.5, 8.8] {
                let p = pixels(side: 5.4, center: Point(x: x, y: y))
                XCTAssertEqual(litCount(p), 25, "at \(x), \(y)")
                XCTAssertEqual(p.joined().count { $0 != 0 && $0 != 255 }, 0, "no part-covered pixels")
            }
        }
    }

    func testAnUprightSquareIsPlacedToTheNearestPixel() {
        let p = pixels(side: 4, center: Point(x: 10.3, y: 9.7))
        XCTAssertEqual(p[8][8...11], [255, 255, 255, 255])
        XCTAssertEqual(p[7][8], 0)
        XCTAssertEqual(p[11][11], 255)
        XCTAssertEqual(p[12][11], 0)
        XCTAssertEqual(p[8][12], 0)
    }

    func testANearlyUprightSquareIsDrawnUpright() {
        XCTAssertEqual(litCount(pixels(side: 5, center: Point(x: 10, y: 10.5), angle: 1e-12)), 25)
    }

    func testATurnedSquareIsShadedByCoverage() {
        // 8 points turned 45° about (10, 10): a diamond 11.3 points across, area 64.
        let p = pixels(side: 8, center: Point(x: 10, y: 10), angle: .pi / 4)
        let rows = p[4..<16].map { row in
            String(row[4..<16].map { v in v == 0 ? " " : v == 255 ? "█" : v >= 128 ? "▓" : "░" })
        }
        XCTAssertEqual(rows, [
            "     ░░     ",
            "    ░▓▓░    ",
            "   ░▓██▓░   ",
            "  ░▓████▓░  ",
            " ░▓██████▓░ ",
            "░▓████████▓░",
            "░▓████████▓░",
            " ░▓██████▓░ ",
            "  ░▓████▓░  ",
            "   ░▓██▓░   ",
            "    ░▓▓░    ",
            "     ░░     ",
        ])
        // Shaded in proportion: the light adds up to the area.
        let total = p.joined().reduce(0.0) { $0 + Double($1) / 255 }
        XCTAssertEqual(total, 64, accuracy: 1)
    }
}
