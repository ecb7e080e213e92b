import CNcursesw

/// Colour pairs made on demand and cached: (foreground, background) → pair number.
///
/// A terminal has a limited number of pairs (64 with 8 colours). When they run out the cache
/// starts over from pair 1; re-initialising pairs changes cells already on screen, so the
/// caller then repaints everything with the new pairs.
struct ColorPairs {
    private struct Key: Hashable {
        let foreground: Int32
        let background: Int32
    }

    private var pairs: [Key: Int32] = [:]
    private var next: Int32 = 1

    /// The pair for these colours, or nil when every pair is in use. A pair ncurses refuses
    /// (a colour it does not have) is the terminal's default pair, 0.
    mutating func pair(foreground: Int32, background: Int32) -> Int32? {
        let key = Key(foreground: foreground, background: background)
        if let pair = pairs[key] { return pair }
        guard next < moveme_color_pairs() else { return nil }
        let pair: Int32 = init_extended_pair(next, foreground, background) == OK ? next : 0
        if pair != 0 { next += 1 }
        pairs[key] = pair
        return pair
    }

    mutating func reset() {
        pairs.removeAll(keepingCapacity: true)
        next = 1
    }
}
