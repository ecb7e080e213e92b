import MoveMeRendering

/// Maps 24-bit colours onto the palettes of terminals without true colour.
///
/// "Nearest" is perceptual: CIE76 ΔE, the distance in CIELAB (see ``CIELAB``). Plain RGB
/// distance weighs the channels alike though the eye is far more sensitive to green than to
/// blue, so it sent the placard's grey-blue (98,110,125) to 60 (#5f5f87), a visible purple.
/// But the nearest colour is not always the right one: the 256-colour cube is coarse, and the
/// nearest to a muted colour is often a plain grey (ΔE picks 242, #6c6c6c, for that grey-blue),
/// which turns the placard grey on grey. So a tinted colour keeps its hue (see ``xterm256(_:)``).
///
/// Indexes 0–15 are never chosen because users redefine them in their terminal themes; the
/// cube and the grey ramp are fixed.
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

    /// A colour ``xterm256(_:)`` may choose.
    struct Candidate: Sendable {
        var index: Int
        var lab: CIELAB
        /// The lab's C* and hue, worked out once: ``xterm256(_:)`` compares every candidate's
        /// with a tinted colour's (an atan2 each), and a frame of a bounce meets new colours.
        var chroma: Double
        var hue: Double

        init(index: Int, lab: CIELAB) {
            (self.index, self.lab) = (index, lab)
            (chroma, hue) = (lab.chroma, lab.hue)
        }
    }

    /// The colours ``nearestXterm256(_:)`` chooses from, 16–255, in CIELAB, sorted by lightness.
    static let xterm256Candidates: [Candidate] = xterm256Lab.enumerated()
        .map { Candidate(index: 16 + $0.offset, lab: $0.element) }
        .sorted { ($0.lab.lightness, $0.index) < ($1.lab.lightness, $1.index) }

    /// Colours 16–255 in CIELAB: element `i` is index `16 + i`.
    static let xterm256Lab: [CIELAB] = (16...255).map { CIELAB(rgb(ofXterm256: $0)) }

    /// For each channel value, the index (0–5) of the nearest level of the cube.
    static let nearestCubeLevel: [Int] = (0...255).map { value in
        cubeLevels.indices.min { abs(cubeLevels[$0] - value) < abs(cubeLevels[$1] - value) }!
    }

    /// The eight basic colours in CIELAB.
    static let ansiLab: [CIELAB] = ansiColors.map { CIELAB($0) }

    /// The colour of the cube (16–231) or the grey ramp (232–255) that stands for `color`: the
    /// perceptually nearest, unless that loses a visible tint.
    ///
    /// When `color` has a tint (C* ≥ ``mutedTint``) and the nearest has less than half of it,
    /// the choice is the nearest among the colours of about the same hue (within
    /// ``hueTolerance``) that keep at least half of it, if that one is no more than
    /// ``tintCostLimit`` times as far as the nearest. The placard's grey-blue gradient then
    /// becomes steel blue (67, 110) instead of grey (242, 246), on the grey background (240),
    /// and its dark shadow stays a dark grey.
    public static func xterm256(_ color: RGB) -> Int {
        let nearest = nearestXterm256(color)
        let lab = CIELAB(color)
        guard lab.chroma >= mutedTint, xterm256Lab[nearest - 16].chroma < lab.chroma / 2 else { return nearest }
        let (halfChroma, hue) = (lab.chroma / 2, lab.hue)
        // The nearest of those that keep the tint, the lower index on a tie (in one pass: no
        // array of them made for each colour the dither search meets).
        var kept: (index: Int, distance: Double)?
        for candidate in xterm256Candidates
        where candidate.chroma >= halfChroma && CIELAB.hueDifference(candidate.hue, hue) <= hueTolerance {
            let distance = lab.squaredDistance(to: candidate.lab)
            if let best = kept, (best.distance, best.index) <= (distance, candidate.index) { continue }
            kept = (candidate.index, distance)
        }
        guard let kept else { return nearest }
        // A tint bought too dearly is worse than none: the placard's dark shadow (69,77,88) would
        // become a saturated teal bar (24, ΔE 23) under the text instead of a dark grey (239,
        // ΔE 7.6). The placard's own colours cost about twice their nearest grey's distance.
        let nearestDistance = lab.squaredDistance(to: xterm256Lab[nearest - 16])
        let maximumRatio = Self.tintCostLimit * Self.tintCostLimit
        return kept.distance <= nearestDistance * maximumRatio ? kept.index : nearest
    }

    /// How many times farther than the nearest colour a hue-keeping choice may be (in ΔE).
    static let tintCostLimit = 2.5

    /// How far from a tinted colour's hue ``xterm256(_:)`` may go to keep its tint, in degrees:
    /// close enough that a grey-blue stays blue, not violet (60, #5f5f87, is 30° away).
    static let hueTolerance = 15.0

    /// The perceptually nearest colour of the cube (16–231) or the grey ramp (232–255); of
    /// two as near, the lower index.
    public static func nearestXterm256(_ color: RGB) -> Int {
        let lab = CIELAB(color)
        // A first guess, to make the search short: the cube colour nearest in each channel.
        var best = 16 + 36 * nearestCubeLevel[Int(color.red)] + 6 * nearestCubeLevel[Int(color.green)]
            + nearestCubeLevel[Int(color.blue)]
        var bestDistance = lab.squaredDistance(to: xterm256Lab[best - 16])
        // A candidate whose lightness alone differs by more than the best distance cannot be
        // nearer, so the search goes out from `color`'s lightness both ways until that is so.
        let candidates = xterm256Candidates
        var low = 0, high = candidates.count
        while low < high {
            let middle = (low + high) / 2
            if candidates[middle].lab.lightness < lab.lightness { low = middle + 1 } else { high = middle }
        }
        for step in [1, -1] {
            var position = step > 0 ? low : low - 1
            while candidates.indices.contains(position) {
                let candidate = candidates[position]
                let dL = candidate.lab.lightness - lab.lightness
                if dL * dL > bestDistance { break }
                let distance = lab.squaredDistance(to: candidate.lab)
                if distance < bestDistance || (distance == bestDistance && candidate.index < best) {
                    (best, bestDistance) = (candidate.index, distance)
                }
                position += step
            }
        }
        return best
    }

    /// The basic colour, 0–7 (black, red, green, yellow, blue, magenta, cyan, white), that
    /// stands for `color` best: the perceptually nearest, except for tinted mid colours.
    ///
    /// Eight colours have no mid greys and one of each hue, all of them bright, so by any
    /// distance a mid colour is often nearest another hue or no hue at all. For MoveMe's
    /// placard that is ruinous: its grey-blue would turn black like the dark grey background
    /// (84,84,84), or white like its own border and its white bold text; the touches scene's
    /// green tile (69,140,84) is nearer cyan (ΔE 42) than green (64), and was cyan beside its
    /// red and blue neighbours. So a mid-light colour (L* 25–75) with a visible tint (C* ≥ 5,
    /// about twice a just-noticeable difference) keeps its hue instead: it takes the colour
    /// among 1–6 nearest in hue. The placard becomes blue (4) with white text on it, on black;
    /// neutral greys (the background) and colours near black or white are unaffected.
    public static func ansi8(_ color: RGB) -> Int {
        let lab = CIELAB(color)
        let nearestIndex = nearest(lab, among: ansiLab)
        guard lab.chroma >= mutedTint, mutedLightness.contains(lab.lightness) else { return nearestIndex }
        return (1...6).min {
            CIELAB.hueDifference(lab.hue, ansiLab[$0].hue) < CIELAB.hueDifference(lab.hue, ansiLab[$1].hue)
        }!
    }

    /// Least C* for ``ansi8(_:)`` and ``xterm256(_:)`` to keep a muted colour's hue.
    static let mutedTint = 5.0
    /// The L* where ``ansi8(_:)`` keeps a muted colour's hue: far from black and white both.
    static let mutedLightness = 25.0...75.0

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

    /// The offset in `candidates` of the one nearest `lab`; the first on a tie.
    private static func nearest(_ lab: CIELAB, among candidates: [CIELAB]) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        for (offset, candidate) in candidates.enumerated() {
            let distance = lab.squaredDistance(to: candidate)
            if distance < bestDistance {
                best = offset
                bestDistance = distance
            }
        }
        return best
    }
}
