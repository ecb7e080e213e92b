@testable import MoveMeRendering
@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeCore
import MoveMeTerminal

/// The inspector at 80×24 as issue 46's review saw it: a line that does not fit goes on two
/// lines, never cut into "applicationDidReceiveMemoryWarning at 11.3…"; a heading shows only
/// with something under it; and after a memory warning the touch says what was released
/// instead of "none yet".
final class InspectorFitSessionTests: XCTestCase {
    /// Where the panel's text begins at 80×24 (the scene's 34 columns, the border and a margin).
    private let textColumn = 36

    private func harness() -> SessionHarness {
        SessionHarness(configuration: Configuration(showsInspector: true))
    }

    private func panel(_ h: SessionHarness) -> [String] {
        h.lines.map { line in
            var text = String(line.dropFirst(textColumn))
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    func testAfterTenSecondsTheWarningsCallIsWholeAndItsTimeOnTheLineBelow() {
        let h = harness()
        h.wait(11.3)
        h.type("w")
        let lines = panel(h)
        XCTAssertFalse(lines.contains { $0.contains("…") }, h.screen)
        guard let call = lines.firstIndex(of: " applicationDidReceiveMemoryWarning") else { return XCTFail(h.screen) }
        XCTAssertEqual(lines[call + 1].trimmingCharacters(in: .whitespaces), "at \(PanelFormat.number(h.time, h.session.strings)) s", h.screen)
        XCTAssertEqual(call + 1, lines.count - 1, "the life cycle still ends at the panel's foot:\n" + h.screen)
        XCTAssertTrue(lines.contains(" applicationDidBecomeActive at 0 s"), "the calls that fit keep one line:\n" + h.screen)
    }

    /// Mid-bounce the panel's rows are taken by the animations: the log's heading goes with
    /// its entries, not alone above an empty row.
    func testDuringABounceTheTouchLogsHeadingNeverShowsAlone() {
        let h = harness()
        h.press(17, 12)
        h.wait(0.3)
        h.drag(5, 3)
        h.wait(0.1)
        h.release(5, 3)
        for _ in 0..<8 {
            h.wait(0.1)
            let lines = panel(h)
            if let heading = lines.firstIndex(of: "Touch log") {
                XCTAssertTrue(lines.indices.contains(heading + 1) && lines[heading + 1].hasPrefix(" ") && !lines[heading + 1].isEmpty,
                              "at \(h.time):\n" + h.screen)
            }
        }
    }

    /// "none yet" only before the first touch; after a warning released the log, it says so.
    func testAfterAWarningTheTouchSaysTheLogWasReleasedNotNoneYet() {
        let h = harness()
        XCTAssertTrue(panel(h).contains("Touch none yet"), h.screen)
        h.press(5, 3)
        h.release(5, 3)
        h.wait(1)
        h.type("w")
        XCTAssertFalse(h.screen.contains("none yet"), h.screen)
        XCTAssertTrue(panel(h).contains("Touch none since the memory warning"), h.screen)
        h.press(5, 3)
        h.release(5, 3)
        XCTAssertTrue(panel(h).contains("Touch ended · tapCount 1 · mouse"), "the next touch shows as ever:\n" + h.screen)
    }
}
