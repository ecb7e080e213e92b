/// What frames cost, in the manner of notcurses: time to render the scene, to put the changed
/// cells into ncurses, and for ncurses to send them; and how many cells changed. Printed to
/// stderr at exit when MOVEME_STATS=1 (after the terminal is restored).
struct FrameStats {
    private(set) var frames = 0
    private(set) var emptyFrames = 0
    private(set) var cellsChanged = 0
    private(set) var renderSeconds = 0.0
    private(set) var drawSeconds = 0.0
    private(set) var updateSeconds = 0.0
    private(set) var slowestFrame = 0.0

    mutating func record(render: Double, draw: Double, update: Double, cells: Int) {
        frames += 1
        if cells == 0 { emptyFrames += 1 }
        cellsChanged += cells
        renderSeconds += render
        drawSeconds += draw
        updateSeconds += update
        slowestFrame = max(slowestFrame, render + draw + update)
    }

    var summary: String {
        guard frames > 0 else { return "moveme: no frames drawn\n" }
        func ms(_ seconds: Double) -> String {
            let hundredths = Int((seconds * 100_000).rounded())
            let fraction = hundredths % 100
            return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
        }
        let count = Double(frames)
        return """
            moveme: \(frames) frames (\(emptyFrames) with no change), \(cellsChanged / frames) cells changed a frame
            moveme: a frame on average: render \(ms(renderSeconds / count)), draw \(ms(drawSeconds / count)), \
            update \(ms(updateSeconds / count)); slowest \(ms(slowestFrame))

            """
    }
}
