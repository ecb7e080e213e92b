import MoveMeRendering

/// Two colours for one: an ordered dither of half-block pixels in 256 colours.
///
/// The 256-colour cube is too coarse for a muted gradient: every row of the placard's grey-blue
/// has the same hue-keeping colour, steel blue (67), and the gradient is gone. But a half-block
/// cell shows two pixels, the upper in its background and the lower in its foreground, and
/// side by side the eye mixes them as light. So a colour the palette misses is shown in
/// alternate pixel rows: its own colour (``xterm256(_:)``) in the upper halves and a partner in
/// the lower, chosen so that the two mixed are nearest the colour (CIELAB). The placard's
/// gradient becomes steel blue over greys that darken from the top, as the original's does.
///
/// The pattern is fixed to the screen's pixel rows, not to what is drawn, and a colour is
/// always the same two numbers: what a frame sends is no longer than before (a cell's two
/// colours still change where they did), and a cell that did not change needs no redrawing.
/// A whole cell of one colour (a blank, text's background) cannot be dithered and shows the
/// colour's own; so does a colour the palette already shows well, and a saturated one.
extension Palette {
    /// Below this ΔE from its own colour a colour is shown as it is: about the difference
    /// between the background (84, 84, 84) and the grey that shows it (240).
    static let ditherThreshold = 3.0
    /// Only colours less saturated than this (C*) are dithered: the cube has no muted tints
    /// between its greys and its strong colours, which is what loses a grey-blue gradient; a
    /// strong colour has cube colours of its own hue, and one of them shows it well enough. (A
    /// fading red square dithered with pure red rows, and looked unfaded.)
    static let ditherChroma = 40.0
    /// A partner must bring the mix at least this much nearer (ΔE) to be worth a pattern.
    static let ditherGain = 2.0
    /// How far from the colour's hue a partner that is not grey may be, in degrees.
    static let partnerHueTolerance = 30.0

    /// The colours of `color`'s upper and lower half-block pixels in 256 colours: the same
    /// unless a mix of two is clearly nearer. The colours of MoveMe's first frame are written
    /// down (``firstFrameHalves(_:)``); others are searched for.
    public static func xterm256Halves(_ color: RGB) -> (upper: Int, lower: Int) {
        firstFrameHalves(color) ?? searchedXterm256Halves(color)
    }

    /// ``xterm256Halves(_:)`` by searching: the colour's own (``xterm256(_:)``) and the
    /// partner whose mix with it is nearest.
    static func searchedXterm256Halves(_ color: RGB) -> (upper: Int, lower: Int) {
        searchedXterm256Halves(color) { own, offset in mixedLab(own, offset) }
    }

    /// The search, with each mix of the colour's own and a partner from `mixed` (given the
    /// own colour's index and the partner's offset in `xterm256Linear`): worked out each time,
    /// or remembered (``HalvesSearch``), the same numbers.
    @inline(__always)
    static func searchedXterm256Halves(_ color: RGB, mixed: (_ own: Int, _ offset: Int) -> CIELAB)
        -> (upper: Int, lower: Int) {
        let own = xterm256(color)
        let lab = CIELAB(color)
        let ownDistance = lab.squaredDistance(to: xterm256Lab[own - 16]).squareRoot()
        guard ownDistance > ditherThreshold, lab.chroma < ditherChroma else { return (own, own) }
        var best = own, bestDistance = ownDistance - ditherGain
        // The hues are angles (atan2): the colour's is found once and the palette's were found
        // when the table was made, not two for each of 240 partners (the misses during a
        // session, a hundred or so new colours, were 5% of its CPU, atan2 most of it).
        let hue = lab.hue
        let tints = xterm256Tints
        for offset in tints.indices {
            // Greys and colours of about its hue: the mix nearest a grey-blue may be blue over
            // olive, each cancelling the other's tint, which the eye does not mix into grey.
            let candidate = tints[offset]
            guard candidate.chroma < mutedTint
                    || CIELAB.hueDifference(candidate.hue, hue) <= partnerHueTolerance else { continue }
            let distance = lab.squaredDistance(to: mixed(own, offset)).squareRoot()
            if distance < bestDistance { (best, bestDistance) = (16 + offset, distance) }
        }
        return (own, best)
    }

    /// Colour `own` (16–255) and colour `16 + offset` side by side, mixed as light, in CIELAB.
    static func mixedLab(_ own: Int, _ offset: Int) -> CIELAB {
        let ownLight = xterm256Linear[own - 16], partner = xterm256Linear[offset]
        return CIELAB(linear: ((ownLight.red + partner.red) / 2, (ownLight.green + partner.green) / 2,
                               (ownLight.blue + partner.blue) / 2))
    }

    /// Colours 16–255's chroma and hue (of `xterm256Lab`): element `i` is index `16 + i`.
    static let xterm256Tints = xterm256Lab.map { (chroma: $0.chroma, hue: $0.hue) }

    /// Colours 16–255 as linear light: element `i` is index `16 + i`.
    static let xterm256Linear = (16...255).map { CIELAB.linear(rgb(ofXterm256: $0)) }
}
