import MoveMeCore
/// Shading by samples: each pixel is the average of the colours at `samplesPerAxis`² points
/// spread evenly across it (each in the middle of its own small square), mapped into the view.
/// A point outside the bounds, outside a clipping ancestor, or where the view is transparent
/// adds nothing, so a pixel an edge or a rounded corner crosses is covered by the share of its
/// samples inside: anti-aliasing from the same shading function the half blocks ask once a pixel.
extension PixelContext {
    /// The pixels the bounds may reach, within the image; nil for none (or a view flattened or
    /// out of any image's reach).
    func pixelRange() -> (x: Range<Int>, y: Range<Int>)? {
        let box = toImage.apply(to: bounds)
        guard box.origin.isFinite, box.size.width.isFinite, box.size.height.isFinite else { return nil }
        func clamped(_ v: Double, _ limit: Int) -> Int { Int(max(0, min(Double(limit), v))) }
        let x0 = clamped(box.minX.rounded(.down), canvas.width), x1 = clamped(box.maxX.rounded(.up), canvas.width)
        let y0 = clamped(box.minY.rounded(.down), canvas.height), y1 = clamped(box.maxY.rounded(.up), canvas.height)
        guard x0 < x1, y0 < y1 else { return nil }
        return (x0..<x1, y0..<y1)
    }

    /// Blends each pixel the view covers with the average of its samples' colours, times the
    /// opacity. `band`: where the view's x lies in it, `shade` gives the same colour for the
    /// same y; while the view's rows lie level in the image, a row of samples asks once there,
    /// and every pixel of a row whose samples all lie in the band has the same samples' sum
    /// (the inside of a panel, most of its pixels), added up once. Turned, a row's pixels
    /// wholly outside are skipped, and those wholly inside `region` asked once at their centre.
    func shade(band: ClosedRange<Double>?, region: RoundedRect? = nil, outline: RoundedRect? = nil, _ shade: (Point) -> Color?) {
        guard opacity > 0, let fromImage = toImage.inverted(), let (xs, ys) = pixelRange() else { return }
        let n = Self.samplesPerAxis
        let offsets = (0..<n).map { (Double($0) + 0.5) / Double(n) }
        let weight = Float(opacity.clamped(to: 0...1)) / Float(n * n)
        // Level: a row of samples maps to one y of the view (b is exactly 0).
        let band = fromImage.b == 0 ? band : nil
        // The band's colour for each row of samples of the pixel row, once asked; and the sum
        // of a pixel's samples wholly in the band, once added up.
        var banded = [SIMD4<Float>?](repeating: nil, count: n)
        var bandedSum: SIMD4<Float>?
        let (minX, maxX, minY, maxY) = (bounds.minX, bounds.maxX, bounds.minY, bounds.maxY)
        // Strictly inside, with a little slack: a sample that falls on an edge (a size of 3.75
        // pixels centred in 4) is outside on either side alike, so a view's left and right
        // edges are drawn alike, whatever the rounding of its mapping (a half-open test would
        // take it on one side only).
        let slack = 1e-9
        func inside(_ p: Point) -> Bool { p.x > minX + slack && p.x < maxX - slack && p.y > minY + slack && p.y < maxY - slack }
        /// The colour at a sample of pixel (x, y) (its column `i`, its row `j`): nil outside
        /// the bounds or a clip, transparent where the view is.
        func colorAt(_ x: Int, _ y: Int, _ i: Int, _ j: Int) -> Color?? {
            let sample = Point(x: Double(x) + offsets[i], y: Double(y) + offsets[j])
            let p = fromImage.apply(to: sample)
            guard inside(p), clips.isEmpty || clips.allContain(sample) else { return nil }
            return .some(shade(p))
        }
        /// A pixel whose outermost samples on the left and on the right show the same colour in
        /// each row is shaded by y alone across it (a gradient's inside, off the band): the
        /// left one counted `n` times a row, in the order the whole pixel's are added, to the
        /// same bits. Nil for any other (an edge, a corner's arc): asked at every sample. A
        /// shape's edge a pixel thick (a border) or more cannot pass between the two columns,
        /// 0.75 of a pixel apart, without meeting one of them.
        func sampledByRows(_ x: Int, _ y: Int) -> SIMD4<Float>? {
            let last = n - 1
            guard let topLeft = colorAt(x, y, 0, 0), let topRight = colorAt(x, y, last, 0), topLeft == topRight,
                  let bottomLeft = colorAt(x, y, 0, last), let bottomRight = colorAt(x, y, last, last),
                  bottomLeft == bottomRight else { return nil }
            var sum = SIMD4<Float>.zero
            for j in 0..<n {
                let color: Color?
                if j == 0 { color = topLeft } else if j == last { color = bottomLeft } else {
                    guard let left = colorAt(x, y, 0, j), let right = colorAt(x, y, last, j), left == right else { return nil }
                    color = left
                }
                let value = Self.premultiplied(color)
                for _ in 0..<n { sum += value }
            }
            return sum
        }
        func sampled(_ x: Int, _ y: Int) -> SIMD4<Float> {
            if !canvas.asksEverySample, band == nil || !(band!.contains(fromImage.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5)).x)),
               let byRows = sampledByRows(x, y) {
                return byRows
            }
            var sum = SIMD4<Float>.zero
            for j in 0..<n {
                let sampleY = Double(y) + offsets[j]
                for i in 0..<n {
                    let sample = Point(x: Double(x) + offsets[i], y: sampleY)
                    let p = fromImage.apply(to: sample)
                    guard inside(p), clips.isEmpty || clips.allContain(sample) else { continue }
                    if let band, band.contains(p.x) {
                        if banded[j] == nil { banded[j] = Self.premultiplied(shade(p)) }
                        sum += banded[j]!
                    } else {
                        sum += Self.premultiplied(shade(p))
                    }
                }
            }
            return sum
        }
        /// Whether all of pixel (x, y)'s samples lie inside the bounds and where `holds`: its
        /// outermost four do (the map is affine and the band and the region are convex, so the
        /// rest lie between them).
        func wholly(_ x: Int, _ y: Int, _ holds: (Point) -> Bool) -> Bool {
            let corners = outermost(x, y)
            return inside(corners.0) && holds(corners.0) && inside(corners.1) && holds(corners.1)
                && inside(corners.2) && holds(corners.2) && inside(corners.3) && holds(corners.3)
        }
        /// Pixel (x, y)'s outermost four samples in the view's coordinates.
        func outermost(_ x: Int, _ y: Int) -> (Point, Point, Point, Point) {
            let near = offsets[0], far = offsets[n - 1]
            func at(_ dx: Double, _ dy: Double) -> Point { fromImage.apply(to: Point(x: Double(x) + dx, y: Double(y) + dy)) }
            return (at(near, near), at(far, near), at(near, far), at(far, far))
        }
        /// Whether none of pixel (x, y)'s samples lies inside the bounds: its outermost four
        /// lie beyond one side (the rest lie between them). A turned view's image has such
        /// pixels in its corners, as many as the view's own.
        func whollyOutside(_ x: Int, _ y: Int) -> Bool {
            let (a, b, c, d) = outermost(x, y)
            return max(a.x, b.x, c.x, d.x) <= minX || min(a.x, b.x, c.x, d.x) >= maxX
                || max(a.y, b.y, c.y, d.y) <= minY || min(a.y, b.y, c.y, d.y) >= maxY
        }
        /// Whether all of pixel (x, y)'s samples lie outside `outline`, where `shade` is nil:
        /// the box around its outermost four in the view (the rest lie between them) is far
        /// from it. A panel's rounded corners were a third of the pixels asked sample by sample.
        func whollyOutsideOutline(_ x: Int, _ y: Int) -> Bool {
            guard let outline else { return false }
            let near = offsets[0], far = offsets[n - 1]
            let samples = Rect(x: Double(x) + near, y: Double(y) + near, width: far - near, height: far - near)
            return outline.isFar(from: fromImage.apply(to: samples), by: 1e-6)
        }
        func whollyInBand(_ x: Int, _ y: Int, _ band: ClosedRange<Double>) -> Bool {
            wholly(x, y) { band.contains($0.x) }
        }
        /// Upright (the view's x from the image's x alone, its y from the image's y): the pixels
        /// of a row wholly in the band, or in the region, are one run each, found once a row
        /// instead of asked pixel by pixel.
        let upright = clips.isEmpty && fromImage.b == 0 && fromImage.c == 0 && fromImage.a != 0 && fromImage.d != 0
        /// The pixels of row `y` whose samples all lie between the view's x `low` and `high`
        /// and where `holds`, as one run.
        func run(row y: Int, from low: Double, to high: Double, _ holds: (Point) -> Bool) -> Range<Int> {
            guard low < high else { return 0..<0 }
            let near = offsets[0], far = offsets[n - 1]
            // The image's x where the view's x is `v`, on the view's map.
            func imageX(_ v: Double) -> Double { (v - fromImage.tx) / fromImage.a }
            let (from, to) = fromImage.a > 0 ? (imageX(low), imageX(high)) : (imageX(high), imageX(low))
            // Pixels whose nearest and farthest samples lie strictly between them (a pixel at
            // either end is asked as before: the run only skips the asking).
            var first = Int(max(Double(xs.lowerBound), min(Double(xs.upperBound), (from - near).rounded(.down) + 1)))
            var last = Int(max(Double(first), min(Double(xs.upperBound), (to - far).rounded(.up))))
            // Its ends asked as a pixel is, to the same bits: the map is affine, so every pixel
            // between two wholly there is too.
            while first < last, !wholly(first, y, holds) { first += 1 }
            while first < last, !wholly(last - 1, y, holds) { last -= 1 }
            return first..<last
        }
        func runInBand(row y: Int, _ band: ClosedRange<Double>) -> Range<Int> {
            let top = fromImage.apply(to: Point(x: 0, y: Double(y) + offsets[0])).y
            let bottom = fromImage.apply(to: Point(x: 0, y: Double(y) + offsets[n - 1])).y
            guard min(top, bottom) > minY + slack, max(top, bottom) < maxY - slack else { return 0..<0 }
            return run(row: y, from: max(band.lowerBound, minX + slack), to: min(band.upperBound, maxX - slack)) {
                band.contains($0.x)
            }
        }
        /// Inside `region` (where `shade` is of y alone too): between its edges on every row of
        /// the pixel's samples.
        func runInRegion(row y: Int, _ region: RoundedRect) -> Range<Int> {
            var low = minX + slack, high = maxX - slack
            for j in 0..<n {
                let vy = fromImage.apply(to: Point(x: 0, y: Double(y) + offsets[j])).y
                guard vy > region.rect.minY, vy < region.rect.maxY, let inset = region.inset(atY: vy) else { return 0..<0 }
                low = max(low, region.rect.minX + inset)
                high = min(high, region.rect.maxX - inset)
            }
            return run(row: y, from: low, to: high, region.contains)
        }
        /// Turned (neither upright nor asked at every sample): the pixels of row `y` not wholly
        /// outside, one run (each of `whollyOutside`'s four tests holds on a half-line of x),
        /// found from either end.
        func turnedSpan(row y: Int) -> Range<Int> {
            var first = xs.lowerBound, last = xs.upperBound
            while first < last, whollyOutside(first, y) { first += 1 }
            while first < last, whollyOutside(last - 1, y) { last -= 1 }
            return first..<last
        }
        /// The pixels of `span` wholly inside `region` (and the bounds), one run: both are
        /// convex, and the map affine.
        func turnedRun(in span: Range<Int>, row y: Int, _ region: RoundedRect) -> Range<Int> {
            var first = span.lowerBound, last = span.upperBound
            while first < last, !wholly(first, y, region.contains) { first += 1 }
            while first < last, !wholly(last - 1, y, region.contains) { last -= 1 }
            return first..<last
        }
        let turned = !upright && !canvas.asksEverySample
        for y in ys {
            for j in 0..<n { banded[j] = nil }
            bandedSum = nil
            let bandRun = upright ? band.map { runInBand(row: y, $0) } ?? 0..<0 : 0..<0
            let span = turned ? turnedSpan(row: y) : xs
            let regionRun = upright ? region.map { runInRegion(row: y, $0) } ?? 0..<0
                : turned && clips.isEmpty ? region.map { turnedRun(in: span, row: y, $0) } ?? 0..<0 : 0..<0
            var x = span.lowerBound
            while x < span.upperBound {
                if turned, regionRun.contains(x) {
                    // Turned, inside the region: its colour is of the view's y alone, which
                    // crosses the pixel's samples on a slant, each at a y of its own; the
                    // shade (a gradient) is asked once, at the pixel's centre, the samples'
                    // mean where it is straight across the pixel (16 asks a pixel were most
                    // of a turned image's time).
                    for column in regionRun {
                        let centre = fromImage.apply(to: Point(x: Double(column) + 0.5, y: Double(y) + 0.5))
                        let color = Self.premultiplied(shade(centre)) * (Float(n * n) * weight)
                        if color.w > 0 { canvas.blend(x: column, y: y, color) }
                    }
                    x = regionRun.upperBound
                    continue
                }
                // Every sample of either run is where `shade` is of y alone: one sum for all,
                // blended over the run at once.
                if let run = bandRun.contains(x) ? bandRun : regionRun.contains(x) ? regionRun : nil {
                    if bandedSum == nil { bandedSum = sampled(x, y) }
                    if bandedSum!.w > 0 { canvas.blend(row: y, columns: x..<run.upperBound, bandedSum! * weight) }
                    x = run.upperBound
                    continue
                }
                if whollyOutsideOutline(x, y) {
                    x += 1
                    continue
                }
                let sum: SIMD4<Float>
                if let band, clips.isEmpty, whollyInBand(x, y, band) {
                    // Added up as `sampled` adds it, so to the same bits.
                    if bandedSum == nil { bandedSum = sampled(x, y) }
                    sum = bandedSum!
                } else {
                    sum = sampled(x, y)
                }
                if sum.w > 0 { canvas.blend(x: x, y: y, sum * weight) }
                x += 1
            }
        }
    }

    /// A colour's premultiplied components (each 0...1); none for nil.
    static func premultiplied(_ color: Color?) -> SIMD4<Float> {
        guard let color, color.alpha > 0 else { return .zero }
        let a = Float(min(color.alpha, 1))
        func channel(_ v: Double) -> Float { Float(v.clamped(to: 0...1)) * a }
        return SIMD4(channel(color.red), channel(color.green), channel(color.blue), a)
    }
}
