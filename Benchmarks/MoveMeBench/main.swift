import Foundation
import MoveMeCore

// Plays the scripted session (Benchmarks/session.txt, the one Benchmarks/drive.py plays to the
// real binary) against the core and measures what one frame costs it: advancing the
// animations, rasterizing, and finding the changed cells. The front end's terminal costs are
// measured by Benchmarks/run against the real binary.
//
//     moveme-bench [REPEATS] [SESSION_FILE]

let arguments = CommandLine.arguments.dropFirst()
let repeats = arguments.first.flatMap(Int.init) ?? 20
let session: ScriptedSession
do {
    session = try ScriptedSession(contentsOfFile: arguments.dropFirst().first ?? ScriptedSession.standardPath)
} catch {
    FileHandle.standardError.write(Data("moveme-bench: \(error)\n".utf8))
    exit(2)
}
let columns = session.columns, rows = session.rows
let clock = ContinuousClock()
var frameMicros: [Double] = []
var changedCells = 0
var frames = 0

for _ in 0..<repeats {
    let app = MoveMeApp(columns: columns, rows: rows)
    let renderer = Renderer()
    var now = 0.0

    func frame(at t: Double) {
        let start = clock.now
        app.advance(to: t)
        let changes = app.render(with: renderer)
        let elapsed = clock.now - start
        frameMicros.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
        changedCells += changes.count
        frames += 1
    }

    /// Frames every 1/60 s while something animates, up to `t`.
    func animate(until t: Double) {
        while app.isAnimating, now + 1.0 / 60 < t {
            now += 1.0 / 60
            frame(at: now)
        }
        now = max(now, t)
    }

    frame(at: 0)
    playing: for (t, input) in session.inputs {
        animate(until: t)
        switch input {
        case let .press(c, r): app.pointerDown(column: c, row: r, at: t)
        case let .drag(c, r): app.pointerMoved(column: c, row: r, at: t)
        case let .release(c, r): app.pointerUp(column: c, row: r, at: t)
        case .quit: break playing
        }
        frame(at: t)
    }
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

let p50 = percentile(frameMicros, 0.5), p99 = percentile(frameMicros, 0.99)
print("core: \(frames) frames on \(columns)x\(rows) (\(repeats) sessions), \(changedCells / max(1, frames)) changed cells a frame on average")
print("core: frame_us p50=\(format2(p50)) p99=\(format2(p99)) max=\(String(format2(frameMicros.max() ?? 0)))")
print("core-bench: core_us_p50=\(format2(p50)) core_us_p99=\(format2(p99))")
benchmarkDynamicsStep(repeats: repeats * 5)

func format2(_ x: Double) -> String {
    let scaled = (x * 100).rounded() / 100
    return "\(scaled)"
}
