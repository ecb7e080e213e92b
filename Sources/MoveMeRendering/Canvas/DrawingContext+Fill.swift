import MoveMeCore
/// Fills of one colour, and where a view's bounds land on the canvas's pixels (which a shaded
/// fill and a fill without colour ask too).
extension DrawingContext {
    /// Fills the bounds with one colour, by how much of each pixel they cover (see
    /// `coverage`): an upright view in whole pixels, a turned one with shaded edges.
    public func fill(_ color: Color) {
        guard mode == .halfBlocks, !textOnly else { return }
        let alpha = color.alpha * opacity
        guard alpha > 0, let footprint = coverage() else { return }
        let rgb = color.rgb
        switch footprint {
        case .upright(let xs, let ys) where alpha >= 1 && clips.isEmpty:
            for y in ys { canvas.fillRow(y: y, from: xs.lowerBound, to: xs.upperBound, rgb) }
        case .upright(let xs, let ys):
            for y in ys { for x in xs where showsPixel(x: x, y: y) { canvas.blend(x: x, y: y, rgb, opacity: alpha) } }
        case .turned(let xs, let ys, let turned):
            // Row by row: the pixels wholly inside painted as a run, only the edges' asked
            // for their share, those wholly outside not visited (most of a turned tile's box
            // is one or the other; asking each pixel was most of a pinch frame's drawing).
            func blend(_ x: Int, _ y: Int, _ covered: Double) {
                if covered > 0, showsPixel(x: x, y: y) { canvas.blend(x: x, y: y, rgb, opacity: alpha * covered) }
            }
            for y in ys {
                guard let (inside, reach) = turned.row(y: y, xs: xs) else {
                    for x in xs { blend(x, y, turned.share(x: x, y: y)) }
                    continue
                }
                for x in reach.lowerBound..<inside.lowerBound { blend(x, y, turned.share(x: x, y: y)) }
                if alpha >= 1 && clips.isEmpty && !inside.isEmpty {
                    canvas.fillRow(y: y, from: inside.lowerBound, to: inside.upperBound, rgb)
                } else {
                    for x in inside { blend(x, y, 1) }
                }
                for x in inside.upperBound..<reach.upperBound { blend(x, y, turned.share(x: x, y: y)) }
            }
        }
    }

    /// The pixels the bounds cover, clipped to the canvas.
    enum Footprint {
        /// Upright (no rotation or skew): whole pixels.
        case upright(x: Range<Int>, y: Range<Int>)
        /// Turned: the pixels of the bounding box, each covered by the share of its area that
        /// `coverage` gives. (Plain values, not a closure over it: an enum holding a closure
        /// was copied and destroyed through the runtime's generic value witnesses at every fill,
        /// which a frame after a sleep found cold, a microsecond and more a fill.)
        case turned(x: Range<Int>, y: Range<Int>, coverage: TurnedCoverage)
    }

    /// How the bounds land on the pixels.
    ///
    /// An upright view covers as many pixels on each axis as its size rounds to, placed where
    /// its centre puts them (see `uprightPixels`): sampling pixel centres instead would draw a
    /// 5.4-point square 5 or 6 pixels wide by where it lies. A turned view covers each pixel by
    /// the share of the pixel inside it (4 × 4 samples, see `TurnedCoverage`), so its edges are
    /// shaded in proportion and it reads as its shape rather than as a jagged blob.
    func coverage() -> Footprint? {
        let box = toCanvas.apply(to: bounds)
        guard box.origin.isFinite, box.size.width.isFinite, box.size.height.isFinite,
              let fromCanvas = toCanvas.inverted() else { return nil }
        if isUpright {
            let (x, y) = Self.uprightPixels(of: box)
            let xs = max(canvas.pixelMinX, x.lowerBound)..<max(max(canvas.pixelMinX, x.lowerBound), min(canvas.pixelMaxX, x.upperBound))
            let ys = max(canvas.pixelMinY, y.lowerBound)..<max(max(canvas.pixelMinY, y.lowerBound), min(canvas.pixelMaxY, y.upperBound))
            return xs.isEmpty || ys.isEmpty ? nil : .upright(x: xs, y: ys)
        }
        guard let range = pixelRange() else { return nil }
        let turned = TurnedCoverage(bounds: bounds, fromCanvas: fromCanvas, pixels: range)
        return .turned(x: range.x, y: range.y, coverage: turned)
    }

    /// Whether the view is drawn upright, as it is when turned by less than a tenth of a pixel
    /// across its size (a square the physics left resting at 10⁻¹⁷ rad): shading such edges
    /// would draw half-covered pixels by the rounding of that angle.
    var isUpright: Bool { abs(toCanvas.b) * bounds.width < 0.1 && abs(toCanvas.c) * bounds.height < 0.1 }

    /// The pixels an upright view's box covers, on the canvas or not: as many on each axis as
    /// its size rounds to, the first where its centre puts them (see `nearestPixel`).
    static func uprightPixels(of box: Rect) -> (x: Range<Int>, y: Range<Int>) {
        let width = clamp(box.width.rounded()), height = clamp(box.height.rounded())
        let x0 = nearestPixel(box.midX - Double(width) / 2), y0 = nearestPixel(box.midY - Double(height) / 2)
        return (x0..<x0 + max(0, width), y0..<y0 + max(0, height))
    }

    /// The pixel edge nearest a coordinate, a half up: what places a box by its centre and a
    /// line of text on its cells, by one rule, so that text centred on a view lies centred in
    /// it wherever their two widths allow. (Up, not away from zero: a view moved by whole
    /// pixels to either side of the screen's edge is placed alike, as its kept shading is.)
    static func nearestPixel(_ v: Double) -> Int { clamp((v + 0.5).rounded(.down)) }

    /// A coordinate within a range no screen reaches, so that no value can trap.
    static func clamp(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v))) }
}
