import Foundation
import MoveMeScenes
import MoveMeTerminal
import MoveMeSession
import MoveMeTUI

// Plays the scripted session (Benchmarks/session.txt, the one Benchmarks/drive.py plays to the
// real binary) through the program's own Session, on an in-memory terminal under a manual
// clock, and measures what one frame costs: the core's part (advancing the animations and
// rasterizing the changed cells, with the overlays) and the whole frame (the screen's diff and
// the cells handed to a backend too). The real terminal's costs are measured by
// Benchmarks/run against the real binary.
//
//     moveme-bench [REPEATS] [SESSION_FILE]

let arguments = CommandLine.arguments.dropFirst()
let repeats = arguments.first.flatMap(Int.init) ?? 20
let script: ScriptedSession
do {
    script = try ScriptedSession(contentsOfFile: arguments.dropFirst().first ?? ScriptedSession.standardPath)
} catch {
    FileHandle.standardError.write(Data("moveme-bench: \(error)\n".utf8))
    exit(2)
}
let columns = script.columns, rows = script.rows

// MOVEME_BENCH=touches plays only the touches scene's two-finger frames, MOVEME_BENCH=moveme
// only MoveMe's drag frames they are compared with, for a profile of either alone.
// MOVEME_BENCH_SLEEP_MS=16 sleeps before each of those frames, as the program does between
// reports (see TwoFingerFrame.swift).
if let only = ProcessInfo.processInfo.environment["MOVEME_BENCH"], ["touches", "moveme"].contains(only) {
    benchmarkTwoFingerFrames(repeats: repeats, columns: columns, rows: rows, only: only)
    exit(0)
}
if ProcessInfo.processInfo.environment["MOVEME_BENCH"] == "pictures" {
    benchmarkPlacardImages(repeats: repeats)
    exit(0)
}

/// The bench's stopwatch: it reads the time around each stage of a frame (the session's render,
/// the display's compare and write, the send), and the marks give each frame's stages.
final class Stopwatch {
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant
    var marks: [Double] = []

    init() { origin = clock.now }

    func read() -> Double {
        let elapsed = clock.now - origin
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        marks.append(seconds)
        return seconds
    }
}

var coreMicros: [Double] = []
var frameMicros: [Double] = []
var changedCells = 0
var frames = 0

for _ in 0..<repeats {
    let stopwatch = Stopwatch()
    let backend = GridBackend(columns: columns, rows: rows)
    let display = Display(backend: backend)
    let session = Session(configuration: Configuration(), terminal: TerminalTraits(columns: columns, rows: rows), time: 0)
    var now = 0.0

    func frame(at t: Double) {
        let start = stopwatch.read()
        let sent = backend.frames.count
        guard let made = session.render() else { return }
        let rendered = stopwatch.read()
        display.present(made)
        let shown = stopwatch.read()
        coreMicros.append((rendered - start) * 1e6)
        frameMicros.append((shown - start) * 1e6)
        changedCells += backend.frames.count > sent ? backend.lastFrame.count : 0
        frames += 1
    }

    /// Up to `t`, waking when the session asks, as the program's loop does (poll's whole
    /// milliseconds, rounded up).
    func run(until t: Double) {
        while let deadline = session.deadline {
            let wait = max(((deadline - now) * 1000).rounded(.up) / 1000, 0.001)
            guard now + wait <= t else { break }
            now += wait
            _ = session.update(.timer, at: now)
            frame(at: now)
        }
        now = max(now, t)
    }

    frame(at: 0)
    playing: for (t, input) in script.inputs {
        run(until: t)
        let event: MouseEvent
        switch input {
        case let .press(c, r): event = MouseEvent(kind: .press, button: .left, column: c, row: r)
        case let .drag(c, r): event = MouseEvent(kind: .drag, button: .left, column: c, row: r)
        case let .release(c, r): event = MouseEvent(kind: .release, button: .left, column: c, row: r)
        case .quit: break playing
        }
        _ = session.update(.input([.mouse(event)]), at: t)
        frame(at: t)
    }
}

let p50 = percentile(coreMicros, 0.5), p99 = percentile(coreMicros, 0.99)
let wholeP50 = percentile(frameMicros, 0.5), wholeP99 = percentile(frameMicros, 0.99)
print("core: \(frames) frames on \(columns)x\(rows) (\(repeats) sessions), \(changedCells / max(1, frames)) changed cells a frame on average")
print("core: frame_us p50=\(format2(p50)) p99=\(format2(p99)) max=\(format2(coreMicros.max()))")
print("core: with the screen's diff and a memory backend, session_frame_us p50=\(format2(wholeP50)) p99=\(format2(wholeP99))")
print("core-bench: core_us_p50=\(format2(p50)) core_us_p99=\(format2(p99)) session_frame_us_p50=\(format2(wholeP50))")
// At least ten heaps, so that every count of items, ten included (the headline), is played.
benchmarkDynamicsStep(repeats: max(repeats * 5, 10))
benchmarkTwoFingerFrames(repeats: repeats, columns: columns, rows: rows)
benchmarkPlacardImages(repeats: repeats)
