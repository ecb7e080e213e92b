@testable import MoveMeRendering
@testable import MoveMeScenes
import SceneTestSupport
import TestSupport
import XCTest
@testable import MoveMeCore

/// Every width of greeting gives the placard the default one's look: the same rounded corners
/// on both sides, a border all round, and the greeting in the middle. A placard an odd number
/// of cells wide, or centred on half a cell (a terminal an odd number of columns wide, a drag),
/// has its edges on pixel centres, and was drawn lopsided: a stub of border down one side, square
/// corners on the other, the greeting a cell off.
final class PlacardWidthTests: XCTestCase {
    /// The placard's pixels, row by row from its top: "#" border, "o" inside, "T" a cell of
    /// text (both its pixels), "." the background around it; only the columns and rows it
    /// covers (with the frame's background around it trimmed).
    private func pixelMap(_ grid: Grid) -> [String] {
        var rows: [[Character]] = []
        for y in 0..<(grid.rows * 2) {
            rows.append((0..<grid.columns).map { x in
                guard let (top, bottom) = halves(grid[x, y / 2]) else { return "T" }
                let color = y % 2 == 0 ? top : bottom
                return color == MoveMeView.grey.rgb ? "." : (color.luminance > 0.7 ? "#" : "o")
            })
        }
        let used = rows.filter { $0.contains { $0 != "." } }
        let columns = (0..<grid.columns).filter { x in used.contains { $0[x] != "." } }
        guard let first = columns.first, let last = columns.last else { return [] }
        return used.map { String($0[first...last]) }
    }

    /// The default placard's top-left corner, 3 × 3 pixels.
    private static let corner = [".##", "#oo", "#oo"]

    private func check(greetingWidth width: Int, columns: Int, file: StaticString = #filePath, line: UInt = #line) {
        let greeting = String(repeating: "x", count: width)
        let app = makeApp(columns: columns, rows: 24, greetings: [greeting])
        let map = pixelMap(app.render())
        let label = "\(width) cells at \(columns) columns:\n" + map.joined(separator: "\n")
        let placardWidth = Int(app.placardView.bounds.width)
        XCTAssertEqual(map.count, 10, label, file: file, line: line)
        XCTAssertEqual(map.first?.count, placardWidth, label, file: file, line: line)
        guard map.count == 10, map.allSatisfy({ $0.count == placardWidth }) else { return }
        // The greeting, whole, on the middle row.
        let text = map[5].filter { $0 == "T" }.count
        XCTAssertEqual(text, width, label, file: file, line: line)
        // Symmetric: the panel mirrors itself left to right (the text read as inside).
        let panel = map.map { String($0.map { $0 == "T" ? "o" : $0 }) }
        XCTAssertEqual(panel.map { String($0.reversed()) }, panel, "not symmetric: " + label, file: file, line: line)
        // Rounded, the default's corner at each of the four.
        let top = panel.prefix(3).map { String($0.prefix(3)) }
        XCTAssertEqual(top, Self.corner, "top left: " + label, file: file, line: line)
        XCTAssertEqual(panel.suffix(3).reversed().map { String($0.prefix(3)) }, Self.corner, "bottom left: " + label,
                       file: file, line: line)
        // Bordered: the top and bottom rows between the corners, the sides between them.
        XCTAssertTrue(panel[0].dropFirst().dropLast().allSatisfy { $0 == "#" }, label, file: file, line: line)
        XCTAssertTrue(panel[9].dropFirst().dropLast().allSatisfy { $0 == "#" }, label, file: file, line: line)
        for row in panel[1...8] {
            XCTAssertEqual(row.first, "#", label, file: file, line: line)
            XCTAssertEqual(row.last, "#", label, file: file, line: line)
            XCTAssertFalse(row.dropFirst().dropLast().contains("#"), label, file: file, line: line)
        }
        // Centred: as many cells of the panel each side of the greeting, or one more on one
        // side where the two widths differ by an odd number (it cannot be split in half).
        let row = map[5]
        guard let start = row.firstIndex(of: "T"), let end = row.lastIndex(of: "T") else { return }
        let left = row.distance(from: row.startIndex, to: start), right = row.distance(from: end, to: row.endIndex) - 1
        XCTAssertEqual(abs(left - right), (placardWidth - width) % 2, "not centred: " + label, file: file, line: line)
    }

    func testEveryWidthIsDrawnAsTheDefaultIs() {
        // 45 cells is the longest greeting an 80-column terminal shows whole.
        for width in 1...45 { check(greetingWidth: width, columns: 80) }
    }

    func testEveryWidthIsDrawnAsTheDefaultIsCentredOnHalfACell() {
        // An odd number of columns puts the placard's centre on half a cell.
        for width in 1...46 { check(greetingWidth: width, columns: 81) }
    }

    func testTheDefaultPlacardHeldOnHalfACellIsSymmetric() {
        let app = makeApp(columns: 80, rows: 24)
        for x in [40.5, 33.5, 47.5] {
            // At rest, grown by the pulse and held.
            for scale in [1, 1.2, 1.1] {
                app.placardView.center = Point(x: x, y: 25)
                app.placardView.transform = AffineTransform(scale: scale)
                let panel = pixelMap(app.render()).map { String($0.map { $0 == "T" ? "o" : $0 }) }
                XCTAssertEqual(panel.map { String($0.reversed()) }, panel, "at \(x), ×\(scale):\n" + panel.joined(separator: "\n"))
                XCTAssertEqual(Array(panel.reversed()), panel, "at \(x), ×\(scale):\n" + panel.joined(separator: "\n"))
            }
        }
    }
}
