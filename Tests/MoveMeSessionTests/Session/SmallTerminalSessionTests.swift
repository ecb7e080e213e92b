@testable import MoveMeRendering
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
@testable import MoveMeTUI
import MoveMeTerminal

/// Small terminals, as a person sees them: the help in two compact columns where its full
/// lines do not fit (at 40×12 it was one line asking for more room), and the inspector saying
/// the size it needs at every size too small for it.
final class SmallTerminalSessionTests: XCTestCase {
    private func help(_ scene: String, columns: Int, rows: Int) -> SessionHarness {
        let h = SessionHarness(columns: columns, rows: rows, configuration: Configuration(scene: SceneCatalog.named(scene)!))
        h.key(.character("?"))
        return h
    }

    func testAt40x12TheHelpShowsEveryKeyInTwoColumns() {
        let h = help("moveme", columns: 40, rows: 12)
        XCTAssertEqual(Array(h.lines.prefix(12)), [
            "╭─ MoveMe · moveme (1) ───────────────╮ ",
            "│ drag         move     1-6 scenes    │ ",
            "│ release      bounce   r   restart   │ ",
            "│ double-click next     i   inspector │ ",
            "│ right-click  edit     s   slow      │ ",
            "│ arrows       move     z   shake     │ ",
            "│ space        let go   ?   help      │ ",
            "│ n            next     ^z  suspend   │ ",
            "│                       q   quit      │ ",
            "│                                     │ ",
            "│ any key or click closes this        │ ",
            "╰─────────────────────────────────────╯ ",
        ], h.screen)
    }

    /// The keys bold, as in the full help; the words not.
    func testTheCompactHelpsKeysAreBold() {
        let h = help("moveme", columns: 40, rows: 12)
        let grid = h.backend.grid
        XCTAssertEqual([2, 5, 6, 15, 24, 26, 28].map { grid[$0, 1].style.bold }, [true, true, false, false, true, true, false],
                       "d, g of drag; the space after; move; 1, 5 of 1-5; scenes: \(h.lines[1])")
    }

    /// Every scene's help at 40×12 has its own column and the program's, boxed.
    func testEverySceneHasACompactHelpAt40x12() {
        for entry in SceneCatalog.all {
            let h = help(entry.name, columns: 40, rows: 12)
            XCTAssertNotNil(h.row(containing: "╭─ MoveMe"), "\(entry.name):\n\(h.screen)")
            for item in ["\(SceneCatalog.keyRange) scenes", "r   restart", "?   help", "q   quit"] {
                XCTAssertNotNil(h.row(containing: item), "\(entry.name) lacks '\(item)':\n\(h.screen)")
            }
            XCTAssertNil(h.row(containing: "bigger terminal"), "\(entry.name):\n\(h.screen)")
        }
        XCTAssertNotNil(help("collision", columns: 40, rows: 12).row(containing: "m             mode"))
    }

    func testAt30x12TheCompactHelpGoesWithoutItsBox() {
        let h = help("gravity", columns: 30, rows: 12)
        XCTAssertNil(h.row(containing: "╭"), h.screen)
        XCTAssertNotNil(h.row(containing: "watch it falls   1-6 scenes"), h.screen)
        XCTAssertNotNil(h.row(containing: "any key or click closes this"), h.screen)
    }

    func testWhereNotEvenTheCompactHelpFitsOneLineSaysSo() {
        let h = help("moveme", columns: 20, rows: 6)
        XCTAssertEqual(h.lines[2], " terminal too small ")
    }

    /// At every size too small for the inspector, its line says a size it needs (issue 18:
    /// at 20×6 it said only "too small").
    func testTheInspectorSaysTheSizeItNeedsAtEverySmallSize() {
        for columns in stride(from: 5, through: 69, by: 4) {
            for rows in [2, 6, 12, 15] {
                let h = SessionHarness(columns: columns, rows: rows, configuration: Configuration(showsInspector: true))
                let top = h.lines[0]
                XCTAssertTrue(top.contains("70×16") || top.contains("40×28"), "\(columns)×\(rows): '\(top)'")
            }
        }
    }
}

extension SmallTerminalSessionTests {
    /// A scene line whose words do not fit is left out whole, never cut to its first words
    /// (issue 46: "move a tile (several", "swipe the"); a short form shows where it fits.
    func testALineThatDoesNotFitIsLeftOutNotCut() throws {
        let lines = [HelpLine("drag", "move a tile (several at once)", short: "move"), HelpLine("swipe", "slide the tiles"),
                     HelpLine("click", "front")]
        let body = try XCTUnwrap(CompactHelp.body(scene: lines, width: 36, dropsLines: true))
        XCTAssertEqual(body.map(\.text).prefix(2), ["drag  move    \(SceneCatalog.keyRange) scenes", "click front   r   restart"][...])
        XCTAssertEqual([body[0].keys.first?.text, body[1].keys.first?.text], ["drag", "click"], "the keys are those of the lines kept")
        XCTAssertNil(CompactHelp.body(scene: lines, width: 36, dropsLines: false), "all or nothing, where the box may go instead")
    }

    /// Issue 46: at 60×16 and 40×12 the touches scene's lines were cut into nonsense. Every
    /// scene line a compact help shows is its short form or its whole action; the scene's
    /// first line, its main gesture, always shows.
    func testEveryCompactLineIsWholeOrLeftOut() {
        for (columns, rows) in [(60, 16), (40, 12)] {
            for entry in SceneCatalog.all {
                let h = help(entry.name, columns: columns, rows: rows)
                let scene = h.session.sceneHelp
                var shown: [String] = []
                for line in scene {
                    let key = String(line.keys.split(separator: ",").first!)
                    guard let row = h.lines.first(where: { $0.contains("│ " + key + " ") }),
                          let start = row.range(of: "│ " + key + " ")?.upperBound else { continue }
                    let rest = row[start...].drop { $0 == " " }
                    let words = String(rest).components(separatedBy: "   ").first!
                    XCTAssertTrue([line.short, line.action].contains(words), "\(entry.name) at \(columns)×\(rows): '\(words)'\n" + h.screen)
                    shown.append(key)
                }
                XCTAssertEqual(shown.first, String(scene[0].keys.split(separator: ",").first!), "\(entry.name) at \(columns)×\(rows):\n" + h.screen)
            }
        }
    }
}

/// A terminal too short for the placard to rest clear of the bottom row (fewer than 7 rows):
/// the scene is laid out above that row, so the hint is never drawn over the placard (at 20×6
/// it was: "▄▄? help · q quit▄▄▄").
final class ShortTerminalSessionTests: XCTestCase {
    /// The cells of the bottom row that show anything of the scene: a half block, or another
    /// background than the row's bar's black.
    private func sceneCells(_ h: SessionHarness) -> [Int] {
        let grid = h.backend.grid, row = grid.rows - 1
        return (0..<grid.columns).filter { grid[$0, row].style.background != .black || "▀▄".contains(grid[$0, row].text) }
    }

    func testAt20x6TheBottomRowIsClearOfThePlacard() {
        let h = SessionHarness(columns: 20, rows: 6)
        // The placard's 10 points in the 5 rows above it, its greeting on the middle one; as
        // wide as the screen, its side borders in the edge columns.
        XCTAssertEqual(h.lines, [
            "▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄",
            " ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄ ",
            " ▄▄▄▄▄▄Welcome▄▄▄▄▄ ",
            "                    ",
            "▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄",
            "  ? help · q quit   ",
        ], h.screen)
        XCTAssertEqual(sceneCells(h), [])
        XCTAssertEqual(h.session.layout.sceneRows, 5)
    }

    /// Below 6 rows the placard is taller than the screen: cut at the bottom row, which shows
    /// the hint and nothing of it.
    func testEveryShortSizeKeepsTheBottomRowToItself() {
        for rows in 2...6 {
            for columns in [20, 40, 80] {
                let h = SessionHarness(columns: columns, rows: rows)
                XCTAssertEqual(sceneCells(h), [], "\(columns)×\(rows):\n\(h.screen)")
                XCTAssertNotNil(h.row(containing: "? help"), "\(columns)×\(rows):\n\(h.screen)")
            }
        }
    }

    func testTheDefaultSizesAreLaidOutAsBefore() {
        for (columns, rows) in [(80, 24), (40, 12), (20, 7), (120, 40)] {
            XCTAssertEqual(SessionHarness(columns: columns, rows: rows).session.layout.sceneRows, rows, "\(columns)×\(rows)")
        }
    }
}
