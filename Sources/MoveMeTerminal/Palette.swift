import MoveMeCore

/// Maps 24-bit colours onto the palettes of terminals without true colour.
///
/// Distances are plain squared RGB distances: predictable, and close enough for the few
/// colours MoveMe shows. Indexes 0–15 are never chosen by ``xterm256(_:)`` because users
/// redefine them in their terminal themes; the cube and the grey ramp are fixed.
public enum Palette {
    /// The six levels of each channel in xterm's 6×6×6 colour cube (indexes 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The eight basic colours as xterm shows them by default.
    static let ansiColors: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
    ]

    /// The bright eight (indexes 8–15) as xterm shows them by default.
    static let brightColors: [RGB] = [
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// The nearest colour of the cube (16–231) or the grey ramp (232–255).
    public static func xterm256(_ color: RGB) -> Int {
        // Squared distance separates by channel, so the nearest cube colour is the nearest
        // level in each channel.
        let levels = [color.red, color.green, color.blue].map { nearestCubeLevel(Int($0)) }
        let cubeIndex = 16 + 36 * levels[0] + 6 * levels[1] + levels[2]
        var best = (index: cubeIndex, distance: squaredDistance(color, rgb(ofXterm256: cubeIndex)))
        // A grey wins only when strictly nearer, so exact cube colours (black, white) stay in
        // the cube.
        for index in 232...255 {
            let distance = squaredDistance(color, rgb(ofXterm256: index))
            if distance < best.distance { best = (index, distance) }
        }
        return best.index
    }

    /// The nearest of the eight basic colours, 0–7 (black, red, green, yellow, blue, magenta,
    /// cyan, white).
    public static func ansi8(_ color: RGB) -> Int {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in ansiColors.enumerated() {
            let distance = squaredDistance(color, candidate)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// The colour xterm shows for a 256-colour index by default. Indexes outside 0–255 are
    /// clamped into it.
    public static func rgb(ofXterm256 index: Int) -> RGB {
        let index = min(max(index, 0), 255)
        switch index {
        case 0..<8: return ansiColors[index]
        case 8..<16: return brightColors[index - 8]
        case 16..<232:
            let cube = index - 16
            return RGB(
                UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[cube / 6 % 6]), UInt8(cubeLevels[cube % 6]))
        default:
            let grey = UInt8(8 + 10 * (index - 232))
            return RGB(grey, grey, grey)
        }
    }

    private static func nearestCubeLevel(_ value: Int) -> Int {
        var best = 0
        for (index, level) in cubeLevels.enumerated() where abs(level - value) < abs(cubeLevels[best] - value) {
            best = index
        }
        return best
    }

    private static func squaredDistance(_ a: RGB, _ b: RGB) -> Int {
        let red = Int(a.red) - Int(b.red)
        let green = Int(a.green) - Int(b.green)
        let blue = Int(a.blue) - Int(b.blue)
        return red * red + green * green + blue * blue
    }
}
