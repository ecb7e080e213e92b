import Foundation
import MoveMeCore
import MoveMeTerminal
import MoveMeTUI

/// What a frame costs with two fingers moving in the touches scene (a finger pinned on the
/// ordinary tile, an Alt-drag pinching and turning the multi-touch tile: two touches moved and
/// one stationary in every event, the rings drawn) beside a MoveMe drag frame (the placard
/// following the pointer), both through the Session on an in-memory terminal, the pointer
/// going round the same small circle a frame at a time.
/// `onlyTouches` leaves the MoveMe frames out, for a profile of the touches scene's alone.
func benchmarkTwoFingerFrames(repeats: Int, columns: Int, rows: Int, onlyTouches: Bool = false) {
    let touches = dragFrames(repeats: repeats, columns: columns, rows: rows, scene: "touches")
    if onlyTouches {
        print("touches: session_frame_us p50=\(format2(percentile(touches.micros, 0.5))), \(touches.cells) cells sent a frame, "
              + "cells_digest=\(String(touches.digest, radix: 16))")
        return
    }
    let moveMe = dragFrames(repeats: repeats, columns: columns, rows: rows, scene: "moveme")
    func stages(_ frames: (micros: [Double], renderMicros: [Double], cells: Int, digest: UInt64)) -> String {
        "render p50=\(format2(percentile(frames.renderMicros, 0.5))) (advance, caption, render, overlays), "
            + "the rest p50=\(format2(percentile(zip(frames.micros, frames.renderMicros).map { $0 - $1 }, 0.5))) (diff, send)"
    }
    print("touches: two-finger frame \(stages(touches)); MoveMe drag \(stages(moveMe))")
    print("touches: \(touches.micros.count) frames of scene 6 with two fingers moving and one pinned, "
          + "\(moveMe.micros.count) MoveMe drag frames, on \(columns)x\(rows)")
    print("touches: session_frame_us p50=\(format2(percentile(touches.micros, 0.5))) "
          + "p99=\(format2(percentile(touches.micros, 0.99))), \(touches.cells) cells sent a frame; "
          + "MoveMe drag p50=\(format2(percentile(moveMe.micros, 0.5))) p99=\(format2(percentile(moveMe.micros, 0.99))), "
          + "\(moveMe.cells) cells sent a frame")
    print("touches-bench: two_finger_frame_us_p50=\(format2(percentile(touches.micros, 0.5))) "
          + "moveme_drag_frame_us_p50=\(format2(percentile(moveMe.micros, 0.5)))")
}

/// The whole frame's time (the four stopwatch marks: advance, render, overlays, diff, send)
/// of each drag frame after the press has settled, the cells sent a frame on average, and a
/// digest of every cell sent, in order (two builds that send the same cells in the same order
/// have the same digest: the bytes a terminal would get are the same).
private func dragFrames(repeats: Int, columns: Int, rows: Int, scene name: String) -> (micros: [Double], renderMicros: [Double], cells: Int, digest: UInt64) {
    var micros: [Double] = []
    var renderMicros: [Double] = []
    var cells = 0
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    let touches = name == "touches"
    // The multi-touch tile and the placard are both centred; the tile's second finger is
    // mirrored about the tile's centre, a few columns to the left.
    let (centerColumn, centerRow) = (columns / 2 + (touches ? 6 : 0), touches ? (rows - 1) / 2 : rows / 2)
    for _ in 0..<repeats {
        let stopwatch = Stopwatch()
        let backend = MemoryBackend(columns: columns, rows: rows)
        let session = Session(settings: SceneSettings(), backend: backend, columns: columns, rows: rows,
                              depth: .palette256, options: ProgramOptions(scene: SceneCatalog.named(name)!),
                              time: 0, stopwatch: stopwatch.read)
        var now = 0.0
        func send(_ event: MouseEvent) {
            session.handle([.mouse(event)], at: now)
            session.didReadInput(at: now, holdsBytes: false)
        }
        session.drawIfDue(at: now)
        if touches {
            send(MouseEvent(kind: .press, button: .right, column: columns / 6, row: centerRow))
        }
        send(MouseEvent(kind: .press, button: .left, column: centerColumn, row: centerRow, alt: touches))
        // Past the pulse: the frames measured are the drag's alone.
        while now < 0.6 {
            now += 1.0 / 60
            session.drawIfDue(at: now)
        }
        for step in 0..<240 {
            now += 1.0 / 60
            let angle = Double(step) * Double.pi / 15
            let column = centerColumn + Int((3 * cos(angle)).rounded()), row = centerRow + Int((2 * sin(angle)).rounded())
            send(MouseEvent(kind: .drag, button: .left, column: column, row: row, alt: touches))
            stopwatch.marks.removeAll(keepingCapacity: true)
            let sent = session.stats.cellsSent
            guard session.drawIfDue(at: now), stopwatch.marks.count == 4 else { continue }
            micros.append((stopwatch.marks[3] - stopwatch.marks[0]) * 1e6)
            renderMicros.append((stopwatch.marks[1] - stopwatch.marks[0]) * 1e6)
            cells += session.stats.cellsSent - sent
        }
        // FNV-1a over each frame's positions and what they show at the end.
        for frame in backend.frames {
            for position in frame {
                for byte in "\(position.column),\(position.row);".utf8 { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
            }
        }
        for byte in backend.grid.text.utf8 { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
    return (micros, renderMicros, cells / max(1, micros.count), digest)
}
