@testable import MoveMeDynamics
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
@testable import MoveMeTUI
import MoveMeCore
import MoveMeTerminal

/// The inspector (i, --inspect) and slow animations (s, --slow) as a person sees them, under a
/// manual clock.
final class InspectorSessionTests: XCTestCase {
    /// Where the scene ends at 80×24 with the panel beside it.
    private let border = 34

    private func harness(_ arguments: (inspect: Bool, hint: Bool) = (true, false), scene: String = "moveme") -> SessionHarness {
        SessionHarness(configuration: Configuration(scene: SceneCatalog.named(scene)!, showsInspector: arguments.inspect, showsHint: arguments.hint))
    }

    private func panel(_ h: SessionHarness) -> [String] {
        h.lines.map { String($0.dropFirst(border + 2)) }
    }

    private func panelHas(_ h: SessionHarness, _ text: String) -> Bool {
        panel(h).contains { $0.contains(text) }
    }

    /// The placard's model centre as the panel shows it ("17,24").
    private func centre(_ h: SessionHarness) -> String {
        panel(h).first { $0.hasPrefix(" center") }?.split(separator: " ")[1].description ?? ""
    }

    /// At 80×24, in every scene, at rest, held, thrown and fading: no line of the panel is cut
    /// ("…"), and a behaviour's value is never wrapped away from its name.
    func testAt80By24NothingInThePanelIsCut() {
        for entry in SceneCatalog.all {
            let h = harness(scene: entry.name)
            var seen: [String] = []
            func look(_ moment: String) {
                let lines = panel(h)
                XCTAssertFalse(lines.contains { $0.contains("…") }, "\(entry.name), \(moment):\n" + h.screen)
                XCTAssertFalse(lines.contains { $0.trimmingCharacters(in: .whitespaces).first?.isNumber ?? false },
                               "\(entry.name), \(moment): a value alone on a line\n" + h.screen)
                seen += lines
            }
            look("at the start")
            h.wait(1.2)
            look("a moment in")
            // Somewhere on what the scene shows: the middle of its first coloured cell's row.
            let target = (0..<22).lazy.compactMap { row in
                h.lines[row].prefix(self.border).firstIndex { $0 != " " }.map { (h.lines[row].distance(from: h.lines[row].startIndex, to: $0) + 2, row) }
            }.first ?? (17, 12)
            h.press(target.0, target.1)
            h.wait(0.3)
            h.drag(5, 3)
            h.wait(0.1)
            look("held")
            h.release(5, 3)
            h.wait(0.2)
            look("let go")
            XCTAssertTrue(seen.contains { $0.hasPrefix("Touch ") && !$0.contains("none yet") }, "\(entry.name): the press took something")
        }
    }

    func testIShowsThePanelWithTheViewTreeAndHidesItAgain() {
        let h = harness((false, true))
        h.key(.character("i"))
        for name in ["Inspector", "Window 0,0 34×48", "MoveMeView 0,0 34×48", "PlacardView", "center", "frame", "bounds",
                     "transform", "Touch none yet", "Animations none running"] {
            XCTAssertTrue(panelHas(h, name), "\(name) not in the panel:\n\(h.screen)")
        }
        XCTAssertTrue(h.lines.allSatisfy { Array($0)[border] == "│" }, h.screen)
        XCTAssertEqual(h.lines[12].range(of: "Welcome").map { h.lines[12].distance(from: h.lines[12].startIndex, to: $0.lowerBound) }, 14,
                       "centred in the scene's 34 columns")
        h.key(.character("i"))
        XCTAssertNil(h.row(containing: "Inspector"))
        XCTAssertEqual(h.lines[12].range(of: "Welcome").map { h.lines[12].distance(from: h.lines[12].startIndex, to: $0.lowerBound) }, 37)
    }

    func testADragShowsTheTouchMovingAndTheCentreFollowing() {
        let h = harness()
        h.press(17, 12)
        XCTAssertTrue(panelHas(h, "Touch began · tapCount 1 · mouse"), h.screen)
        h.wait(0.4)
        for step in 1...6 { h.drag(17 + step, 12 + step / 2); h.wait(1.0 / 60) }
        XCTAssertTrue(panelHas(h, "Touch moved · tapCount 1 · mouse"), h.screen)
        XCTAssertEqual(centre(h), "23.5,31")
        XCTAssertTrue(panelHas(h, "in PlacardView"), h.screen)
        XCTAssertTrue(panelHas(h, "moved ×"), "the log gathers the moves of a drag:\n\(h.screen)")
    }

    func testAReleaseShowsTheBounceWithItsSegmentAndProgress() {
        let h = harness()
        h.press(17, 12)
        h.wait(0.4)
        h.drag(25, 17)
        h.release(25, 17)
        h.wait(0.05)
        XCTAssertTrue(panelHas(h, "seg 1/"), h.screen)
        XCTAssertTrue(panelHas(h, "model") && panelHas(h, "shown"), "model and presentation side by side:\n\(h.screen)")
        XCTAssertTrue(panelHas(h, "█") || panelHas(h, "░"), "a progress bar:\n\(h.screen)")
        XCTAssertTrue(panelHas(h, "· no touches"), "interaction is off during the bounce:\n\(h.screen)")
        XCTAssertTrue(panelHas(h, "→ bounce home ("), h.screen)
        h.wait(3)
        XCTAssertTrue(panelHas(h, "Animations none running"), h.screen)
        XCTAssertTrue(panelHas(h, "stopped, finished: true"), h.screen)
    }

    /// Seconds from the release to the bounce's second keyframe segment.
    private func timeToSecondSegment(_ h: SessionHarness) -> Double {
        h.press(17, 12)
        h.wait(0.4)
        h.drag(25, 17)
        h.release(25, 17)
        let took = h.wait(until: { self.panelHas(h, "seg 2/") }, limit: 30) ?? 0
        h.wait(until: { self.panelHas(h, "Animations none running") }, limit: 30)
        return took
    }

    func testSSlowsTheBounceTenTimesAndInputKeepsWorking() {
        let h = harness()
        let normal = timeToSecondSegment(h)
        h.key(.character("s"))
        XCTAssertTrue(panelHas(h, "Inspector  slow animations ×10"), h.screen)
        let slow = timeToSecondSegment(h)
        XCTAssertEqual(slow / normal, 10, accuracy: 1.5, "\(normal) s, slowed \(slow) s")
        h.press(17, 12)
        h.wait(0.4)
        h.release(17, 12)
        h.key(.character("i"))
        XCTAssertNil(h.row(containing: "Inspector"), "i closes the panel mid-bounce")
        h.key(.character("s"))
        XCTAssertNil(h.row(containing: "slow animations"))
        XCTAssertNotNil(h.wait(until: { h.row(containing: "Welcome") == 12 }, limit: 3), "the bounce ends at full speed")
    }

    func testWithTheInspectorOpenIdleAsksForNoFrames() {
        let h = harness()
        h.wait(1)
        XCTAssertNil(h.runtime.deadline)
        XCTAssertEqual(h.wait(60), 0)
    }

    func testAPressOnThePanelIsNoTouch() {
        let h = harness()
        h.press(60, 20); h.release(60, 20); h.press(60, 20); h.release(60, 20)
        h.wait(0.5)
        XCTAssertTrue(panelHas(h, "Touch none yet"), h.screen)
        XCTAssertNotNil(h.row(containing: "Welcome"))
    }

    func testTooSmallTheInspectorStepsAsideAndSaysSo() {
        let h = SessionHarness(columns: 50, rows: 20, configuration: Configuration(showsInspector: true))
        XCTAssertNotNil(h.row(containing: "inspector needs 70×16 or 40×28"), h.screen)
        XCTAssertNil(h.row(containing: "PlacardView"))
        XCTAssertEqual(h.row(containing: "Welcome"), 10, "the scene keeps the whole screen")
        h.resize(columns: 80, rows: 24)
        XCTAssertTrue(panelHas(h, "PlacardView"), h.screen)
    }

    func testTheHelpListsTheInspectorAndSlowAnimations() {
        let h = harness((false, true))
        h.key(.character("?"))
        XCTAssertNotNil(h.row(containing: "i               inspector"), h.screen)
        XCTAssertNotNil(h.row(containing: "s               slow animations"), h.screen)
    }

    func testInTheCollisionSceneThePanelShowsTheDynamics() {
        let h = harness(scene: "collision")
        XCTAssertNotNil(h.wait(until: { self.panelHas(h, "Dynamics paused") }), h.screen)
        for text in ["CollisionRecipe", "GravityBehavior 2 items", "CollisionBehavior 2 items", "mode everything, bounds",
                     "red square", "resting", "contact   green square · bounds"] {
            XCTAssertTrue(panelHas(h, text), "\(text) not in the panel:\n\(h.screen)")
        }
        let harnessWithCaption = harness((true, true), scene: "collision")
        XCTAssertTrue(harnessWithCaption.caption.prefix(border).trimmingCharacters(in: .whitespaces).hasPrefix("2.2"),
                      "the caption keeps to the scene's columns:\n\(harnessWithCaption.screen)")
        h.key(.character("m"))
        XCTAssertTrue(panelHas(h, "mode boundaries"), h.screen)
        h.wait(0.1)
        XCTAssertTrue(panelHas(h, "Dynamics running"), h.screen)
    }
}
