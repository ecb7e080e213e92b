import MoveMeCore
/// How much of each pixel a turned (rotated, scaled or skewed) view's bounds cover: the share
/// of `samplesPerAxis` × `samplesPerAxis` points across the pixel that fall inside them.
///
/// Sampling every pixel of the bounding box was most of a frame that turns a view (a pinch in
/// the touches scene), though only the pixels an edge crosses have a share strictly between 0
/// and 1. So each pixel is first classified by where its samples can land in the view: all
/// inside gives 1, all outside 0 — exactly what counting the samples gives — and only the
/// rest are sampled. The classification errs towards sampling: its margin is far wider than
/// any rounding of the mapped points, so no pixel's share differs from the sampled one.
struct TurnedCoverage {
    /// Samples taken across a pixel, on each axis.
    static let samplesPerAxis = Samples.scalarCount

    let bounds: Rect
    /// The canvas's pixels mapped into the view's coordinates.
    let fromCanvas: AffineTransform
    /// How far, in the view's coordinates, a pixel's samples reach from its centre on each
    /// axis (exactly), widened by the margin for rounding.
    private let reachX: Double, reachY: Double

    /// `pixels`: the pixels that will be asked about, to bound the rounding of their mapping.
    init(bounds: Rect, fromCanvas: AffineTransform, pixels: (x: Range<Int>, y: Range<Int>)) {
        self.bounds = bounds
        self.fromCanvas = fromCanvas
        let t = fromCanvas
        // The outermost samples sit (n − 1) / 2n of a pixel from its centre on each axis.
        let n = Double(Self.samplesPerAxis)
        let offset = (n - 1) / (2 * n)
        // A mapped point is off by a few units in the last place of the largest term that
        // makes it; a margin of 10⁻⁹ of those terms (and of the edges compared with) is
        // millions of times that. Non-finite (an extreme scale) means every pixel is sampled.
        let far = Double(max(abs(pixels.x.lowerBound), abs(pixels.x.upperBound),
                             abs(pixels.y.lowerBound), abs(pixels.y.upperBound)) + 1)
        let edges = abs(bounds.minX) + abs(bounds.maxX) + abs(bounds.minY) + abs(bounds.maxY)
        let marginX = 1e-9 * ((abs(t.a) + abs(t.c)) * far + abs(t.tx) + edges)
        let marginY = 1e-9 * ((abs(t.b) + abs(t.d)) * far + abs(t.ty) + edges)
        reachX = offset * (abs(t.a) + abs(t.c)) + marginX
        reachY = offset * (abs(t.b) + abs(t.d)) + marginY
    }

    /// Row `y`'s pixels of `xs` by what `share` gives them, found for the row at once rather
    /// than pixel by pixel: `inside`, pixels it gives 1; outside `reach`, pixels it gives 0; the
    /// rest (the edges' pixels) are to be asked. Nil when the row cannot be split so (an edge
    /// along the row, or values too large to bound): every pixel is to be asked.
    ///
    /// A pixel's sample box, mapped into the view, lies inside when its centre does on both
    /// axes by the reach; the centre is linear along a row, so each axis gives an interval of
    /// the row. The intervals are narrowed (`inside`) and widened (`reach`) by a margin a
    /// million times the rounding of the mapped points, and by a pixel, so no pixel is put in
    /// either that `share` would give anything else.
    func row(y: Int, xs: Range<Int>) -> (inside: Range<Int>, reach: Range<Int>)? {
        guard !xs.isEmpty else { return nil }
        let t = fromCanvas
        let py = Double(y) + 0.5
        let far = Double(max(abs(xs.lowerBound), abs(xs.upperBound), abs(y)) + 1)
        let edges = abs(bounds.minX) + abs(bounds.maxX) + abs(bounds.minY) + abs(bounds.maxY)
        let marginX = 1e-6 * ((abs(t.a) + abs(t.c)) * far + abs(t.tx) + edges + reachX)
        let marginY = 1e-6 * ((abs(t.b) + abs(t.d)) * far + abs(t.ty) + edges + reachY)
        let lowest = Double(xs.lowerBound) - 4, highest = Double(xs.upperBound) + 4
        /// The pixel centres `px` of the row where `slope · px + offset` lies in [low, high],
        /// within the row's range (an empty interval as low > high).
        func solve(_ slope: Double, _ offset: Double, _ low: Double, _ high: Double) -> (Double, Double)? {
            guard slope.isFinite, offset.isFinite, low.isFinite, high.isFinite else { return nil }
            guard low <= high else { return (highest, lowest) }
            if slope == 0 { return low <= offset && offset <= high ? (lowest, highest) : (highest, lowest) }
            // Too shallow for the margin to hold over a pixel's step: ask every pixel.
            guard abs(slope) >= 1e-3 else { return nil }
            let (a, b) = ((low - offset) / slope, (high - offset) / slope)
            return (max(lowest, min(a, b)), min(highest, max(a, b)))
        }
        let kx = t.c * py + t.tx, ky = t.d * py + t.ty
        guard let inX = solve(t.a, kx, bounds.minX + reachX + marginX, bounds.maxX - reachX - marginX),
              let inY = solve(t.b, ky, bounds.minY + reachY + marginY, bounds.maxY - reachY - marginY),
              let nearX = solve(t.a, kx, bounds.minX - reachX - marginX, bounds.maxX + reachX + marginX),
              let nearY = solve(t.b, ky, bounds.minY - reachY - marginY, bounds.maxY + reachY + marginY) else { return nil }
        // Pixel x has its centre at x + 0.5; a pixel more either way covers the rounding of
        // the division.
        let inLow = Int((max(inX.0, inY.0) - 0.5).rounded(.up)) + 1
        let inHigh = Int((min(inX.1, inY.1) - 0.5).rounded(.down)) - 1
        let nearLow = Int((max(nearX.0, nearY.0) - 0.5).rounded(.down)) - 1
        let nearHigh = Int((min(nearX.1, nearY.1) - 0.5).rounded(.up)) + 1
        func clamped(_ low: Int, _ high: Int) -> Range<Int> {
            let low = max(xs.lowerBound, low), high = min(xs.upperBound, high + 1)
            return low < high ? low..<high : xs.lowerBound..<xs.lowerBound
        }
        let reach = clamped(nearLow, nearHigh)
        let inside = clamped(inLow, inHigh)
        // Inside lies within reach; an empty inside sits at reach's start.
        return (inside.isEmpty ? reach.lowerBound..<reach.lowerBound : inside.clamped(to: reach), reach)
    }

    /// The share of pixel (x, y) the bounds cover, in steps of 1 / samplesPerAxis².
    func share(x: Int, y: Int) -> Double {
        let center = fromCanvas.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        let minX = center.x - reachX, maxX = center.x + reachX
        let minY = center.y - reachY, maxY = center.y + reachY
        // Written so that a NaN anywhere fails both tests and the pixel is sampled.
        if minX >= bounds.minX && maxX < bounds.maxX && minY >= bounds.minY && maxY < bounds.maxY { return 1 }
        if maxX < bounds.minX || minX >= bounds.maxX || maxY < bounds.minY || minY >= bounds.maxY { return 0 }
        return sampledShare(x: x, y: y)
    }

    /// The share counted sample by sample: what every pixel's was before the classification.
    ///
    /// Each sample is mapped with the same products and sums, in the same order, as
    /// `fromCanvas.apply(to:)` makes them (so to the same bits, and the same count), but each
    /// product is made once for its column or row of samples and the four samples of a row are
    /// mapped and tested at once: an edge pixel's 16 samples were 16 mappings and 16 look-ups
    /// of the bounds' edges, most of drawing a turned tile's edges.
    func sampledShare(x: Int, y: Int) -> Double {
        let n = Self.samplesPerAxis
        let step = 1 / Double(n), weight = 1 / Double(n * n)
        let t = fromCanvas
        let offsets = (Samples(0, 1, 2, 3) + 0.5) * step
        let px = Samples(repeating: Double(x)) + offsets, py = Samples(repeating: Double(y)) + offsets
        let ax = t.a * px, bx = t.b * px, cy = t.c * py, dy = t.d * py
        let (minX, maxX, minY, maxY) = (bounds.minX, bounds.maxX, bounds.minY, bounds.maxY)
        var inside = Samples.MaskStorage()
        for j in 0..<n {
            let mappedX = (ax + cy[j]) + t.tx, mappedY = (bx + dy[j]) + t.ty
            let contains = (mappedX .>= minX) .& (mappedX .< maxX) .& (mappedY .>= minY) .& (mappedY .< maxY)
            inside &+= Samples.MaskStorage(repeating: 0).replacing(with: 1, where: contains)
        }
        return Double(inside.wrappedSum()) * weight
    }

    /// A row of a pixel's samples, one lane each (`samplesPerAxis` of them).
    typealias Samples = SIMD4<Double>
}
