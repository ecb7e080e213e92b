import MoveMeCore

/// One input of the scripted session, at a time in seconds.
enum Input {
    case down(Int, Int), moved(Int, Int), up(Int, Int), frame
}

/// The scripted MoveMe session of the performance issue, on a terminal of `columns`×`rows`:
/// press on the placard, the pulse, 200 drag reports across the screen, release, the whole
/// bounce, and 10 double taps on the background. A frame follows every input and every 1/60 s
/// while something animates.
struct Session {
    let columns: Int
    let rows: Int
    let frameInterval = 1.0 / 60

    /// The inputs with their times. Frames during animations are added by the player.
    func inputs() -> [(Double, Input)] {
        var script: [(Double, Input)] = []
        var t = 0.0
        let cx = columns / 2, cy = rows / 2
        script.append((t, .down(cx, cy)))
        t += 0.35  // the pulse plays out
        for i in 1...200 {
            // Across the screen and back, a little down: every report moves the placard.
            let phase = Double(i) / 200
            let x = Int(Double(columns - 1) * (phase < 0.5 ? 0.5 + phase : 1.5 - phase))
            let y = cy + Int(Double(rows / 3) * phase)
            script.append((t, .moved(min(columns - 1, max(0, x)), min(rows - 1, y))))
            t += frameInterval
        }
        script.append((t, .up(cx + columns / 3, cy + rows / 4)))
        t += 2.5  // the bounce plays out
        for _ in 0..<10 {
            script.append((t, .down(2, 1)))
            script.append((t + 0.05, .up(2, 1)))
            script.append((t + 0.15, .down(2, 1)))
            script.append((t + 0.2, .up(2, 1)))
            t += 0.6
        }
        return script
    }
}
