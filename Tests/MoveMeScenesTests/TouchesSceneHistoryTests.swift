@testable import MoveMeScenes
import XCTest
@testable import MoveMeCore

/// Random histories through scene 6: the pointer, a mirrored second finger, pinned fingers,
/// cancels, resizes and restarts, at random times. Whatever happens, the tiles' geometry stays
/// finite, and once every finger lifts and time passes nothing is left: no touch in flight, no
/// finger held by a tile, no single tap waiting, nothing animating. Seeded, so a failure
/// repeats.
final class TouchesSceneHistoryTests: XCTestCase {
    /// 2,000 by default, so plain `swift test` stays quick; a tenth of MOVEME_HISTORIES when CI
    /// sets it (10⁴ of 10⁵: each history here is a scene's, not a dispatcher's).
    private var historyCount: Int {
        (ProcessInfo.processInfo.environment["MOVEME_HISTORIES"].flatMap(Int.init)).map { $0 / 10 } ?? 2_000
    }

    func testRandomTouchesSceneHistories() {
        var random = SplitMix64(seed: 0x546F_7563_6865)
        let scene = TouchesScene(columns: 80, rows: 24)
        var time = 0.0
        var pins = PinnedFingers()
        var second: SecondFinger?
        for history in 0..<historyCount {
            for _ in 0..<random.inRange(1...12) {
                time += random.double(0...0.4) * (random.inRange(0...3) == 0 ? 0.05 : 1)
                let point = cellPoint(random.inRange(-2...scene.columns + 2), random.inRange(-2...scene.rows + 2))
                switch random.inRange(0...13) {
                case 0...2: scene.dispatcher.pointerDown(at: point, time: time)
                case 3...5: scene.fingersChanged(second?.moved(pointer: point) ?? [.moved(0, to: point)], at: time)
                case 6...7:
                    scene.fingersChanged(second?.up(pointer: point) ?? [.up(0, at: point)], at: time)
                    second = nil
                case 8:
                    second = SecondFinger(pointer: point, in: scene.window, mode: random.inRange(0...1) == 0 ? .mirrored : .together)
                    scene.fingersChanged(second!.down(pointer: point), at: time)
                case 9: second?.setMode(random.inRange(0...1) == 0 ? .mirrored : .together, pointer: point)
                case 10: if let change = pins.toggle(at: point) { scene.fingersChanged([change], at: time) }
                case 11: scene.cancelTouches(at: time); second = nil
                case 12: scene.resize(columns: random.inRange(0...200), rows: random.inRange(0...60))
                default: if random.inRange(0...5) == 0 { scene.restart(at: time) } else { scene.advance(to: time) }
                }
                pins.keepOnly(activeFingers: scene.dispatcher.activeTouches.map(\.finger))
                for tile in scene.touchesView.tiles {
                    guard tile.center.isFinite, tile.transform.isFinite, tile.presentation.center.isFinite,
                          tile.presentation.transform.isFinite else {
                        return XCTFail("history \(history): a tile's geometry went non-finite")
                    }
                }
            }
            time += 0.01
            scene.fingersChanged(scene.dispatcher.activeTouches.map { .up($0.finger, at: $0.location(in: nil)) }, at: time)
            _ = pins.removeAll()
            second = nil
            time += 1
            scene.advance(to: time)
            guard scene.dispatcher.activeTouches.isEmpty, scene.touchesView.tiles.allSatisfy(\.touches.isEmpty),
                  scene.nextTimerTime == nil, !scene.isAnimating else {
                return XCTFail("history \(history): left behind: touches \(scene.dispatcher.activeTouches.map(\.finger)), timer \(String(describing: scene.nextTimerTime)), animating \(scene.isAnimating)")
            }
        }
    }

    private func cellPoint(_ column: Int, _ row: Int) -> Point {
        TouchesScene.point(column: column, row: row)
    }
}
