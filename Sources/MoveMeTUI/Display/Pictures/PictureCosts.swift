import MoveMeCore
import Glibc

/// The CPU kitty's pictures cost, part by part, by the thread's own clock: what MOVEME_STATS=1
/// adds at exit (`moveme-pictures:`), where the frames' costs say only that drawing took long.
/// Benchmarks/run prints it for the session on kitty, so that where its CPU goes beyond the
/// cells' is measured in every run, not with a patch for one.
final class PictureCosts {
    enum Part: Int, CaseIterable {
        /// The images drawn, their text with them.
        case drawing
        /// Their pixels deflated.
        case compression
        /// The commands that send them (base64, in chunks).
        case transmission
        /// The placements that show them.
        case placements
    }

    private var seconds = [Double](repeating: 0, count: Part.allCases.count)
    /// Images drawn.
    var images = 0

    /// `body`, its CPU time added to `part`'s.
    func measure<T>(_ part: Part, _ body: () -> T) -> T {
        let start = Self.threadSeconds()
        defer { seconds[part.rawValue] += Self.threadSeconds() - start }
        return body()
    }

    /// `moveme-pictures: images=N drawing_ms=… compression_ms=… transmission_ms=… placements_ms=…`.
    var machineLine: String {
        "moveme-pictures: images=\(images) " + Part.allCases.map { part in
            "\(part)_ms=\((seconds[part.rawValue] * 1000).decimalText(places: 2))"
        }.joined(separator: " ")
    }

    private static func threadSeconds() -> Double { Clock.seconds(CLOCK_THREAD_CPUTIME_ID) }
}
