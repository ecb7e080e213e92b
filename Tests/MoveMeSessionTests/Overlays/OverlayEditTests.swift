@testable import MoveMeRendering
@testable import MoveMeDynamics
@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeCore
import MoveMeTerminal
import TestSupport

/// The overlays' layer edited in place from frame to frame (the rings moved, a caption's
/// changed characters put again) is the layer drawn anew, and the screen finds the same cells
/// changed, in the same order, looking only at the cells the edit changed.
final class OverlayEditTests: XCTestCase {
    func testEditedOverlaysAreTheOverlaysDrawnAnewAndChangeTheSameCells() {
        var random = SplitMix64(seed: 0x4564_6974_73)
        var kept = Overlays(depth: .palette256, showsHint: true)
        let captions: [String?] = [nil, "pinch ×1.23, turn 7°: multi-touch tile", "pinch ×1.25, turn 17°: multi-touch tile",
                                   "pinch ×0.5, turn -3°: multi-touch tile", "swipe left: the tiles slide left", "重力：方块落下"]
        var rings = [FingerRings.Ring(column: 3, row: 2, isPinned: true), FingerRings.Ring(column: 9, row: 5, isPinned: false)]
        var previousKept: OverlayLayer?, previousFresh: OverlayLayer?
        var edits = 0
        for step in 0..<3_000 {
            switch random.below(12) {
            case 0: kept.showsHelp.toggle()
            case 1: kept.notice = random.oneIn(2) ? nil : "refused"
            case 2: kept.showsHint.toggle()
            case 3:
                rings = (0..<random.below(4)).map { _ in
                    FingerRings.Ring(column: random.inRange(-1...40), row: random.inRange(-1...12), isPinned: random.oneIn(2))
                }
            case 4, 5, 6: kept.caption = random.pick(captions)
            default:
                // The rings move, as a pinch's do, and the caption's figures with them.
                rings = rings.map { FingerRings.Ring(column: $0.column + random.inRange(-1...1), row: $0.row + random.inRange(-1...1),
                                                     isPinned: $0.isPinned) }
                if random.oneIn(2) { kept.caption = random.pick(Array(captions[1...3])) }
            }
            kept.fingers = rings
            var fresh = Overlays(depth: .palette256, showsHint: true)
            (fresh.showsHint, fresh.showsHelp, fresh.notice, fresh.caption, fresh.fingers)
                = (kept.showsHint, kept.showsHelp, kept.notice, kept.caption, kept.fingers)
            let keptLayer = kept.layer(columns: 40, rows: 12), freshLayer = fresh.layer(columns: 40, rows: 12)
            XCTAssertEqual(keptLayer, freshLayer, "step \(step)")
            for row in 0..<12 {
                for column in 0..<40 {
                    XCTAssertEqual(keptLayer.item(column: column, row: row), freshLayer.item(column: column, row: row), "step \(step)")
                }
            }
            if let previousKept, let previousFresh {
                if keptLayer.isEdit(of: previousKept) { edits += 1 }
                XCTAssertEqual(keptLayer.changes(since: previousKept), freshLayer.changes(since: previousFresh), "step \(step)")
                XCTAssertEqual(keptLayer.changes(since: previousKept), Self.changesInVisitOrder(keptLayer, since: previousKept),
                               "step \(step)")
            }
            (previousKept, previousFresh) = (keptLayer, freshLayer)
        }
        XCTAssertGreaterThan(edits, 100, "the edited path taken")
    }

    /// The indices `changes(since:)` promises, found the long way: those it marks, in the order
    /// the previous layer's affected indices, then the new one's, first reach them.
    private static func changesInVisitOrder(_ layer: OverlayLayer, since previous: OverlayLayer) -> [Int] {
        var marked = Set<Int>()
        layer.changes(since: previous) { marked.insert($0) }
        var order: [Int] = [], seen = Set<Int>()
        func visit(_ index: Int) { if marked.contains(index), seen.insert(index).inserted { order.append(index) } }
        previous.affectedIndices(into: visit)
        layer.affectedIndices(into: visit)
        return order
    }

    /// A redraw given the scalars the last one found for its previous text is the redraw that
    /// finds them again; scalars found for another text, or another width, are not used.
    func testARedrawGivenTheLastScalarsIsTheRedrawWithout() {
        let a = "pinch ×1.23, turn 7°: multi-touch tile", b = "pinch ×1.25, turn 17°: multi-touch tile", c = "swipe left"
        var kept = OverlayLayer(columns: 30, rows: 2)
        Caption.draw(a, on: &kept, depth: .palette256)
        var other = kept
        let first = Caption.redraw(b, over: &kept, of: a, depth: .palette256)
        XCTAssertEqual(first?.count, 29)
        XCTAssertEqual(first?.scalars.count, 29)
        let wrongText = Caption.Scalars(text: c, count: 29, scalars: Array(c.unicodeScalars))
        XCTAssertNotNil(Caption.redraw(b, over: &other, of: a, kept: wrongText, depth: .palette256))
        XCTAssertEqual(other, kept, "the scalars of another text are not used")
        var narrow = other
        let wrongWidth = Caption.Scalars(text: b, count: 12, scalars: Array(b.unicodeScalars.prefix(12)))
        XCTAssertNotNil(Caption.redraw(c, over: &narrow, of: b, kept: wrongWidth, depth: .palette256))
        XCTAssertNotNil(Caption.redraw(c, over: &kept, of: b, kept: first, depth: .palette256))
        var fresh = OverlayLayer(columns: 30, rows: 2)
        Caption.draw(c, on: &fresh, depth: .palette256)
        XCTAssertEqual(kept, fresh)
        XCTAssertEqual(narrow, fresh, "the scalars of another width are not used")
        XCTAssertNil(Caption.redraw("重力", over: &kept, of: c, kept: first, depth: .palette256))
    }

    func testTheLeadingCellsMoveInPlaceOrNotAtAll() {
        let style = Style(foreground: .white, background: .black)
        let layer = Self.rings(o: 1, p: 4, style: style)
        var edit = layer.editing()
        // Swapped places: each leaves its own for the other's.
        XCTAssertTrue(edit.replaceLeading(with: [(Cell("o", style: style), 4, 0, false), (Cell("p", style: style), 1, 0, false)]))
        XCTAssertEqual(edit.covered, [4, 1, 6, 7, 8])
        XCTAssertEqual(edit.item(column: 4, row: 0)?.cell.text, "o")
        // Both places still covered, by other cells: only they changed, in the old layer's order.
        XCTAssertEqual(edit.changes(since: layer), [1, 4])
        let drawn = Self.rings(o: 4, p: 1, style: style)
        XCTAssertEqual(edit, drawn)
        XCTAssertEqual(drawn.changes(since: layer), [1, 4])
        // One moved to a free place: the old place and the new, each with its neighbours.
        var moved = layer.editing()
        XCTAssertTrue(moved.replaceLeading(with: [(Cell("o", style: style), 2, 0, false), (Cell("p", style: style), 4, 0, false)]))
        XCTAssertEqual(moved.changes(since: layer), [1, 0, 2, 3])
        // Onto the bar, or both to one place: nothing moves.
        var refused = layer.editing()
        XCTAssertFalse(refused.replaceLeading(with: [(Cell("o", style: style), 0, 1, false), (Cell("p", style: style), 2, 0, false)]))
        XCTAssertFalse(refused.replaceLeading(with: [(Cell("o", style: style), 2, 0, false), (Cell("p", style: style), 2, 0, false)]))
        XCTAssertEqual(refused, layer)
    }

    /// The layer before brought up to its edit in place is that edit, edits on from there as
    /// the edit's copy would, in the storage it had (not a copy), and refuses a layer that is
    /// not its edit.
    func testTheLayerBeforeCatchesUpInPlace() {
        let style = Style(foreground: .white, background: .black)
        var first = Self.rings(o: 1, p: 4, style: style)
        var second = first.editing()
        // The rings swap places and a character of the bar changes.
        XCTAssertTrue(second.replaceLeading(with: [(Cell("o", style: style), 4, 0, false), (Cell("p", style: style), 1, 0, false)]))
        second.put(Cell("Z", style: style), column: 1, row: 1)
        let storage = first.items.withUnsafeBufferPointer { $0.baseAddress }
        var older = first
        first = OverlayLayer(columns: 0, rows: 0)  // so `older` alone holds the first layer
        XCTAssertTrue(older.catchUp(to: second))
        XCTAssertEqual(older, second)
        XCTAssertEqual(older.item(column: 1, row: 0)?.cell.text, "p")
        XCTAssertEqual(older.item(column: 4, row: 0)?.cell.text, "o")
        XCTAssertEqual(older.item(column: 1, row: 1)?.cell.text, "Z")
        XCTAssertEqual(older.items.withUnsafeBufferPointer { $0.baseAddress }, storage)
        // Edited on, it is the edit's copy edited alike, and compared with `second` as one.
        var copied = second.editing()
        XCTAssertTrue(older.replaceLeading(with: [(Cell("o", style: style), 3, 0, false), (Cell("p", style: style), 1, 0, false)]))
        XCTAssertTrue(copied.replaceLeading(with: [(Cell("o", style: style), 3, 0, false), (Cell("p", style: style), 1, 0, false)]))
        XCTAssertEqual(older, copied)
        XCTAssertTrue(older.isEdit(of: second))
        XCTAssertEqual(older.changes(since: second), [4, 3, 5, 2])
        XCTAssertEqual(copied.changes(since: second), [4, 3, 5, 2])
        // Not an edit of this layer: nothing changes.
        var unrelated = OverlayLayer(columns: 6, rows: 2)
        unrelated.put("BAR", column: 0, row: 1, style: style)
        unrelated.put(Cell("q", style: style), column: 0, row: 0)
        let before = unrelated
        XCTAssertFalse(unrelated.catchUp(to: copied))
        XCTAssertEqual(unrelated, before)
    }

    /// Two rings, "o" and "p", on the top row of a 6×2 layer at these columns, over the bar
    /// "BAR" on the bottom row.
    private static func rings(o: Int, p: Int, style: Style) -> OverlayLayer {
        var layer = OverlayLayer(columns: 6, rows: 2)
        layer.put(Cell("o", style: style), column: o, row: 0)
        layer.put(Cell("p", style: style), column: p, row: 0)
        layer.put("BAR", column: 0, row: 1, style: style)
        return layer
    }
}
