@testable import MoveMeRendering
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
@testable import MoveMeTerminal

/// MoveMe's first frame in 256 colours asks for no colour the palette must search for: each is
/// written down in `Palette.firstFrameHalves`. When the scene's colours change, this names the
/// colours to add (with `Palette.searchedXterm256Halves` of each).
final class FirstFrameColorsTests: XCTestCase {
    func testTheFirstFramesColoursAreAllWrittenDown() {
        for (columns, rows) in [(80, 24), (200, 60), (100, 30), (60, 20), (300, 80)] {
            for showHint in [true, false] {
                let session = Session(configuration: Configuration(showsHint: showHint),
                                      terminal: TerminalTraits(columns: columns, rows: rows), time: 0)
                guard let frame = session.render() else { return XCTFail("no first frame") }
                var missing = Set<String>()
                for row in 0..<rows {
                    for column in 0..<columns {
                        let style = frame.cells[column, row].style
                        for rgb in [style.foreground, style.background] where Palette.firstFrameHalves(rgb) == nil {
                            let halves = Palette.searchedXterm256Halves(rgb)
                            missing.insert("RGB(\(rgb.red), \(rgb.green), \(rgb.blue)): (\(halves.upper), \(halves.lower))")
                        }
                    }
                }
                XCTAssertEqual(missing.sorted(), [], "\(columns)x\(rows), hint \(showHint)")
            }
        }
    }
}
