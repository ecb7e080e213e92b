import MoveMeCore
import MoveMeScenes
import MoveMeStrings

/// What frames cost, in the manner of notcurses: time to render the scene, to put the changed
/// cells into the backend, and for the backend to send them; and how many cells were sent.
/// Printed to stderr at exit when MOVEME_STATS=1 (after the terminal is restored): a summary
/// for people in two lines, then one line for programs (the benchmark reads it): three lines,
/// as the README says.
public struct FrameStats {
    public private(set) var frames = 0
    public private(set) var emptyFrames = 0
    public private(set) var cellsSent = 0
    private(set) var renderSeconds = 0.0
    private(set) var drawSeconds = 0.0
    private(set) var updateSeconds = 0.0
    /// Frames' whole costs, in µs, for the percentiles: every frame's up to `sampleLimit`,
    /// then a uniform sample of them all of that size (reservoir sampling, Vitter's
    /// algorithm R). Keeping every frame's (a million at most, 4 MB) was what a long session's
    /// live heap grew by: 4 bytes a frame, and the array's doublings left the allocator holding
    /// the freed halves (the soak's resident memory drifted up 1.8 MB in 30 minutes).
    ///
    /// Only when the costs are asked for (MOVEME_STATS=1; `keepsSamples`), and then made and
    /// written whole at the start: reserved at the first frame and filled a frame at a time,
    /// its 16 pages became resident one by one, and RSS grew by about 40 KB over the first 600
    /// drags of every session, the many that never print the costs included.
    private var frameMicroseconds: [Float]
    /// 64 KB.
    static let sampleLimit = 16_384
    /// Picks which kept sample a frame past the limit replaces: a fixed seed, so the same
    /// frames give the same figures.
    private var sampler = SplitMix64(seed: 2_026)

    /// How many frame costs are kept (at most `sampleLimit`).
    private(set) var sampleCount = 0
    /// How many costs the storage holds room for: `sampleLimit` when they are kept, else 0.
    var sampleStorageCount: Int { frameMicroseconds.count }

    /// `keepsSamples`: keep the frames' costs for the percentiles (what MOVEME_STATS=1 prints);
    /// without it only the counts and sums are kept, and no storage is made.
    public init(keepsSamples: Bool = true) {
        // Written, not only reserved: every page resident now, none later.
        frameMicroseconds = keepsSamples ? [Float](repeating: 0, count: Self.sampleLimit) : []
    }

    public mutating func record(render: Double, draw: Double, update: Double, cells: Int) {
        frames += 1
        if cells == 0 { emptyFrames += 1 }
        cellsSent += cells
        renderSeconds += render
        drawSeconds += draw
        updateSeconds += update
        guard !frameMicroseconds.isEmpty else { return }
        let cost = Float((render + draw + update) * 1_000_000)
        if sampleCount < Self.sampleLimit {
            frameMicroseconds[sampleCount] = cost
            sampleCount += 1
        } else {
            // This frame is kept with the chance every frame so far had: limit / frames.
            let slot = Int(sampler.next() % UInt64(frames))
            if slot < Self.sampleLimit { frameMicroseconds[slot] = cost }
        }
    }

    /// The frame cost below which `fraction` of the frames fall, in µs (nearest rank); 0 when
    /// none was kept.
    public func percentile(_ fraction: Double) -> Double {
        guard sampleCount > 0 else { return 0 }
        let sorted = frameMicroseconds[..<sampleCount].sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return Double(sorted[min(max(0, rank), sorted.count - 1)])
    }

    public var summary: String { summary(Strings(.english)) }

    /// The two lines for people in the language of `strings`, then the line for programs.
    public func summary(_ strings: Strings) -> String {
        guard frames > 0 else {
            return "moveme: " + strings[.statsNone] + "\nmoveme-stats: frames=0 frame_us_p50=0 frame_us_p99=0 cells_per_frame=0\n"
        }
        let count = Double(frames)
        let first = strings.format(.statsFrames, String(frames), String(emptyFrames), String(cellsSent / frames))
        // Milliseconds, in the language's numbers; the unit is the table's ("ms", "мс").
        let second = strings.format(.statsAverage, strings.decimal(renderSeconds / count * 1000, places: 2),
                                    strings.decimal(drawSeconds / count * 1000, places: 2),
                                    strings.decimal(updateSeconds / count * 1000, places: 2),
                                    strings.decimal(percentile(0.5) / 1000, places: 3), strings.decimal(percentile(0.99) / 1000, places: 3))
        return "moveme: " + first + "\nmoveme: " + second + "\n" + machineLine + "\n"
    }

    /// `moveme-stats: frames=N frame_us_p50=X frame_us_p99=Y cells_per_frame=Z`.
    public var machineLine: String {
        let cells = frames > 0 ? Double(cellsSent) / Double(frames) : 0
        return "moveme-stats: frames=\(frames) frame_us_p50=\(percentile(0.5).decimalText(places: 1)) "
            + "frame_us_p99=\(percentile(0.99).decimalText(places: 1)) cells_per_frame=\(cells.decimalText(places: 1))"
    }

}
