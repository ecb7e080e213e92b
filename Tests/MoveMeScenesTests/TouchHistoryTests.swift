@testable import MoveMeScenes
import SceneTestSupport
import XCTest
@testable import MoveMeCore
import TestSupport

/// Random histories of pointer input, resizes and time through the whole core: whatever
/// happens, geometry stays finite, the greeting index valid, hit testing honest, and once input
/// stops the placard comes home. Seeded, so a failure repeats.
final class TouchHistoryTests: XCTestCase {
    /// 10⁴ by default, so plain `swift test` stays quick; CI sets MOVEME_HISTORIES=100000.
    private var historyCount: Int {
        ProcessInfo.processInfo.environment["MOVEME_HISTORIES"].flatMap(Int.init) ?? 10_000
    }

    func testRandomTouchHistories() {
        var random = SplitMix64(seed: 0x4D6F_76654D65)
        let app = makeApp(columns: 80, rows: 24)
        var time = 0.0
        var isDown = false
        for history in 0..<historyCount {
            for _ in 0..<random.inRange(1...12) {
                time += random.double(0...0.5) * (random.inRange(0...3) == 0 ? 0.01 : 1)
                let column = random.inRange(-3...app.columns + 3), row = random.inRange(-3...app.rows + 3)
                switch random.inRange(0...9) {
                case 0...2: app.pointerDown(column: column, row: row, at: time); isDown = true
                case 3...5: app.pointerMoved(column: column, row: row, at: time)
                case 6...7: app.pointerUp(column: column, row: row, at: time); isDown = false
                case 8: app.cancelTouches(at: time); isDown = false
                default: app.resize(columns: random.inRange(0...300), rows: random.inRange(0...100))
                }
                if random.inRange(0...4) == 0 { app.advance(to: time) }
                checkAlways(app, random: &random, history: history)
            }
            if isDown {
                time += 0.01
                if random.inRange(0...1) == 0 { app.pointerUp(column: 0, row: 0, at: time) } else { app.cancelTouches(at: time) }
                isDown = false
            }
            time += 3  // longer than the longest bounce (64 excursions: 2.44 s) and pulse
            app.advance(to: time)
            checkAtRest(app, history: history)
        }
    }

    private func checkAlways(_ app: MoveMeApp, random: inout SplitMix64, history: Int) {
        let placard = app.placardView
        for view in [app.moveMeView as View, placard] {
            let shown = view.presentation
            guard view.center.isFinite, view.transform.isFinite, shown.center.isFinite, shown.transform.isFinite,
                  view.bounds.origin.isFinite, shown.alpha.isFinite else {
                return XCTFail("history \(history): geometry went non-finite")
            }
        }
        XCTAssertTrue(placard.greetings.indices.contains(placard.greetingIndex))
        // Nothing under a view with interaction off is ever hit, and a point on the placard
        // hits it whenever the background takes touches: checked from the tree, not from
        // hitTest's own guard.
        let probe = Point(x: random.double(-5...Double(app.columns) + 5), y: random.double(-5...Double(app.rows) * 2 + 5))
        let hit = app.window.hitTest(probe)
        var ancestor = hit
        while let view = ancestor {
            guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else {
                return XCTFail("history \(history): hit \(type(of: hit!)) under a view that takes no touches")
            }
            ancestor = view.superview
        }
        let background = app.moveMeView
        let onBackground = background.bounds.contains(background.convert(probe, from: nil))
        let onPlacard = placard.bounds.contains(placard.convert(probe, from: nil))
        if !background.isUserInteractionEnabled {
            XCTAssertTrue(hit == nil || hit === app.window, "history \(history): a touch got through the bounce")
        } else if onBackground {
            XCTAssertTrue(hit === (onPlacard ? placard : background), "history \(history): hit the wrong view")
        }
    }

    private func checkAtRest(_ app: MoveMeApp, history: Int) {
        let placard = app.placardView
        let middle = Point(x: Double(app.columns) / 2, y: Double(app.rows))
        guard placard.presentation.center == middle, placard.presentation.transform == .identity,
              placard.center == middle, placard.transform == .identity,
              app.moveMeView.isUserInteractionEnabled, !app.isAnimating else {
            return XCTFail("history \(history): not at rest: \(placard.presentation), interaction \(app.moveMeView.isUserInteractionEnabled)")
        }
    }
}
