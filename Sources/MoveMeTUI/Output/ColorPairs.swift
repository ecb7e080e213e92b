internal import CNcursesw

/// Colour pairs made on demand and remembered: (foreground, background) → pair number.
///
/// A terminal has a limited number of pairs (64 with 8 colours). When they run out the caller
/// starts over (`reset`); re-initialising pairs changes cells already on screen, so it then
/// repaints everything with the new pairs. Look-ups go through a small direct-mapped table
/// before the dictionary: neighbouring cells mostly share a pair, and hashing every cell's
/// colours showed in the profile.
struct ColorPairs {
    private var pairs: [UInt64: Int32] = [:]
    private var next: Int32 = 1
    private var recentKeys = [UInt64](repeating: .max, count: 256)
    private var recentPairs = [Int32](repeating: 0, count: 256)

    /// The pair for these colours, or nil when every pair is in use. A pair ncurses refuses
    /// (a colour it does not have) is the terminal's default pair, 0.
    mutating func pair(foreground: Int32, background: Int32) -> Int32? {
        let key = UInt64(UInt32(bitPattern: foreground)) << 32 | UInt64(UInt32(bitPattern: background))
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 56)
        if recentKeys[slot] == key { return recentPairs[slot] }
        let pair: Int32
        if let known = pairs[key] {
            pair = known
        } else {
            guard next < moveme_color_pairs() else { return nil }
            pair = init_extended_pair(next, foreground, background) == OK ? next : 0
            if pair != 0 { next += 1 }
            pairs[key] = pair
        }
        recentKeys[slot] = key
        recentPairs[slot] = pair
        return pair
    }

    mutating func reset() {
        pairs.removeAll(keepingCapacity: true)
        for slot in recentKeys.indices { recentKeys[slot] = .max }
        next = 1
    }
}
