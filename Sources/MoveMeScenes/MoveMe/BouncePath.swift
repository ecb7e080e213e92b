import MoveMeCore
/// The path and duration of MoveMe's bounce home, exactly as the original computes them.
///
/// From the released centre straight to the centre `c`; then for k = 1, 2, … out to
/// `c + d/(4k)` and back to `c`, stopping after the first k for which both components of
/// `d/(4k+4)` are below the threshold. Duration 1.5 s plus 1/(4(k+1)) for each excursion.
public struct BouncePath: Equatable, Sendable {
    public static let baseDuration = 1.5
    /// The original's threshold, 6 points on a screen 320 points wide.
    public static let originalThreshold = 6.0
    public static let originalScreenWidth = 320.0
    /// More excursions than anyone can see; bounds the loop for absurd offsets.
    static let maximumExcursions = 64

    public let vertices: [Point]
    public let duration: Double
    public var excursions: Int { (vertices.count - 2) / 2 }

    /// The threshold scaled to a screen `width` points wide, so a drag across the screen gives
    /// about as many bounces as on the iPhone.
    public static func threshold(forScreenWidth width: Double) -> Double {
        originalThreshold * width / originalScreenWidth
    }

    public init(from start: Point, to center: Point, threshold: Double) {
        let offset = start - center
        var vertices = [start, center]
        var duration = Self.baseDuration
        var divider = 4.0
        for _ in 0..<Self.maximumExcursions {
            vertices.append(center + offset / divider)
            vertices.append(center)
            divider += 4
            duration += 1 / divider
            if abs(offset.x / divider) < threshold && abs(offset.y / divider) < threshold { break }
        }
        self.vertices = vertices
        self.duration = duration
    }
}
