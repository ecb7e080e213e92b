import Foundation
import MoveMeScenes
import MoveMeRendering
import MoveMeTerminal
import MoveMeSession
import MoveMeTUI

/// What a frame costs with two fingers moving in the touches scene (a finger pinned on the
/// ordinary tile, an Alt-drag pinching and turning the multi-touch tile: two touches moved and
/// one stationary in every event, the rings drawn) beside a MoveMe drag frame (the placard
/// following the pointer), both through the Session on an in-memory terminal, the pointer
/// going round the same small circle, a report each time it reaches another cell.
/// `only` plays one scene's frames alone ("touches" or "moveme"), for a profile of them alone
/// (the same frames under callgrind, so the two can be broken down side by side).
func benchmarkTwoFingerFrames(repeats: Int, columns: Int, rows: Int, only: String? = nil) {
    if let only {
        let frames = dragFrames(repeats: repeats, columns: columns, rows: rows, scene: only)
        print("\(only): session_frame_us p50=\(format2(percentile(frames.micros, 0.5))), \(frames.cells) cells sent a frame, "
              + "cells_digest=\(String(frames.digest, radix: 16))")
        return
    }
    let touches = dragFrames(repeats: repeats, columns: columns, rows: rows, scene: "touches")
    let moveMe = dragFrames(repeats: repeats, columns: columns, rows: rows, scene: "moveme")
    // Where each frame's time goes, stage by stage, the two frames side by side.
    func stage(_ name: String, _ index: Int, _ what: String) -> String {
        "\(name) \(format2(percentile(touches.stages[index], 0.5))) / \(format2(percentile(moveMe.stages[index], 0.5))) (\(what))"
    }
    print("touches: stages p50 us, two-finger / MoveMe drag: " + [
        stage("input", 0, "the report handled: the touches delivered, the views moved"),
        stage("render", 1, "advance, caption, rings, render, overlays"),
        stage("diff", 2, "composed, compared, given to the terminal"),
        stage("send", 3, "flushed"),
    ].joined(separator: ", "))
    print("touches: \(touches.micros.count) frames of scene 6 with two fingers moving and one pinned, "
          + "\(moveMe.micros.count) MoveMe drag frames, on \(columns)x\(rows)"
          + (sleepBeforeFrames.map { ", each after a sleep of \(format2($0 * 1000)) ms" } ?? ""))
    print("touches: session_frame_us p50=\(format2(percentile(touches.micros, 0.5))) "
          + "p99=\(format2(percentile(touches.micros, 0.99))), \(touches.cells) cells sent a frame; "
          + "MoveMe drag p50=\(format2(percentile(moveMe.micros, 0.5))) p99=\(format2(percentile(moveMe.micros, 0.99))), "
          + "\(moveMe.cells) cells sent a frame")
    print("touches-bench: two_finger_frame_us_p50=\(format2(percentile(touches.micros, 0.5))) "
          + "moveme_drag_frame_us_p50=\(format2(percentile(moveMe.micros, 0.5)))")
}

/// MOVEME_BENCH_SLEEP_MS=16: a sleep before each measured frame, as the program sleeps in
/// `poll` between a terminal's reports. Played back to back, a frame finds the caches and the
/// branch predictors as the last one left them; after a sleep on this kind of machine it costs
/// several times more (docs/performance.md, "A frame after a sleep"), and that is what the real
/// program pays. Not in `Benchmarks/run`: the sleeps add seconds and the figures move with the
/// machine.
private let sleepBeforeFrames = ProcessInfo.processInfo.environment["MOVEME_BENCH_SLEEP_MS"]
    .flatMap(Double.init).flatMap { $0 > 0 && $0 <= 1_000 ? $0 / 1000 : nil }

/// The whole frame's time (from the session's first stopwatch mark to its last: advance,
/// render, overlays, diff, send; the input before it is a stage of its own) of each drag
/// frame after the press has settled, each stage's time, the cells sent a frame on average, and a
/// digest of every cell sent, in order (two builds that send the same cells in the same order
/// have the same digest: the bytes a terminal would get are the same).
private func dragFrames(repeats: Int, columns: Int, rows: Int, scene name: String) -> (micros: [Double], stages: [[Double]], cells: Int, digest: UInt64) {
    var micros: [Double] = []
    /// Each frame's input, render, diff and send.
    var stages: [[Double]] = [[], [], [], []]
    var cells = 0
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    let touches = name == "touches"
    // The multi-touch tile and the placard are both centred; the tile's second finger is
    // mirrored about the tile's centre, a few columns to the left.
    let (centerColumn, centerRow) = (columns / 2 + (touches ? 6 : 0), touches ? (rows - 1) / 2 : rows / 2)
    for _ in 0..<repeats {
        let stopwatch = Stopwatch()
        let backend = GridBackend(columns: columns, rows: rows)
        let display = Display(backend: backend)
        let session = Session(configuration: Configuration(scene: SceneCatalog.named(name)!),
                              terminal: TerminalTraits(columns: columns, rows: rows), time: 0)
        var now = 0.0
        func send(_ event: MouseEvent) {
            _ = session.update(.input([.mouse(event)]), at: now)
        }
        if let frame = session.render() { display.present(frame) }
        if touches {
            send(MouseEvent(kind: .press, button: .right, column: columns / 6, row: centerRow))
        }
        send(MouseEvent(kind: .press, button: .left, column: centerColumn, row: centerRow, alt: touches))
        // Past the pulse (0.3 s): the frames measured are the drag's alone. Short of a long
        // press (0.5 s), whose edit menu would show and then fade under the first drag frames.
        while now < 0.45 {
            now += 1.0 / 60
            _ = session.update(.timer, at: now)
            if let frame = session.render() { display.present(frame) }
        }
        // A terminal reports a drag when the pointer reaches another cell, never the same cell
        // twice: a step of the circle that rounds to the cell before is no report (it was a
        // frame where nothing moved, two in five of them, which pulled both medians down).
        var last: (column: Int, row: Int)?
        for step in 0..<240 {
            now += 1.0 / 60
            let angle = Double(step) * Double.pi / 15
            let column = centerColumn + Int((3 * cos(angle)).rounded()), row = centerRow + Int((2 * sin(angle)).rounded())
            if let last, last == (column, row) { continue }
            last = (column, row)
            if let sleepBeforeFrames { usleep(useconds_t(sleepBeforeFrames * 1_000_000)) }
            stopwatch.marks.removeAll(keepingCapacity: true)
            guard playDragFrame(session, display, MouseEvent(kind: .drag, button: .left, column: column, row: row, alt: touches),
                                at: now, stopwatch), stopwatch.marks.count == 5 else { continue }
            let marks = stopwatch.marks
            micros.append((marks[4] - marks[1]) * 1e6)
            for stage in 0..<4 { stages[stage].append((marks[stage + 1] - marks[stage]) * 1e6) }
            cells += display.cellsDrawn
        }
        // FNV-1a over each frame's positions and what they show at the end.
        for frame in backend.frames {
            for position in frame {
                for byte in "\(position.column),\(position.row);".utf8 { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
            }
        }
        for byte in backend.grid.text.utf8 { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
    return (micros, stages, cells / max(1, micros.count), digest)
}

/// One drag frame as the program plays it: the report handled, then the frame drawn. A
/// function of its own, never inlined, so that a profile can count exactly the measured frames
/// (`valgrind --tool=callgrind --toggle-collect='*playDragFrame*'`), not the session's set-up,
/// the pulse before them or the digest after.
@inline(never)
func playDragFrame(_ session: Session, _ display: Display, _ event: MouseEvent, at now: Double, _ stopwatch: Stopwatch) -> Bool {
    _ = stopwatch.read()
    _ = session.update(.input([.mouse(event)]), at: now)
    _ = stopwatch.read()
    guard let frame = session.render() else { return false }
    _ = stopwatch.read()
    display.write(frame)
    _ = stopwatch.read()
    display.send()
    _ = stopwatch.read()
    return true
}
