import MoveMeCore
/// Shaded fills: a view that paints each pixel with a colour of its own (the placard's gradient,
/// border and rounded corners), asked at the pixel's centre in the view's coordinates.
extension DrawingContext {
    /// Fills the bounds point by point, shading each half-block pixel's centre; with
    /// `keepingContents`, the pixels are kept in the view's `layerContents` (a ``FillContents``)
    /// and shown again while the view only moves by whole pixels.
    ///
    /// - Parameters:
    ///   - keepingContents: Whether the shaded pixels may be kept and shown again.
    ///   - band: A range of x where `shade` depends on y alone: asked once a row there.
    ///   - shade: The colour at a point of the view's coordinates; nil where it is transparent.
    public func fill(keepingContents: Bool, sameAlongRowsWithin band: ClosedRange<Double>?, _ shade: (Point) -> Color?) {
        guard !textOnly else { return }
        guard keepingContents else { return fill(sameAlongRowsWithin: band, shade) }
        let contents: FillContents
        if let kept = view.layerContents as? FillContents {
            contents = kept
        } else {
            contents = FillContents()
            view.layerContents = contents
        }
        fill(keepingIn: contents, sameAlongRowsWithin: band, shade)
    }

    /// The pixels whose centres may fall inside the bounds, clipped to the canvas.
    func pixelRange() -> (x: Range<Int>, y: Range<Int>)? {
        guard let box = pixelBox() else { return nil }
        let x0 = max(canvas.pixelMinX, box.x.lowerBound), x1 = min(canvas.pixelMaxX, box.x.upperBound)
        let y0 = max(canvas.pixelMinY, box.y.lowerBound), y1 = min(canvas.pixelMaxY, box.y.upperBound)
        guard x0 < x1, y0 < y1 else { return nil }
        return (x0..<x1, y0..<y1)
    }

    /// The pixels whose centres may fall inside the bounds, on the canvas or not (within a
    /// range no screen reaches, so no value can trap).
    func pixelBox() -> (x: Range<Int>, y: Range<Int>)? {
        let box = toCanvas.apply(to: bounds)
        guard box.origin.isFinite, box.size.width.isFinite, box.size.height.isFinite else { return nil }
        let x0 = Int(max(-1e9, box.minX.rounded(.down))), x1 = Int(min(1e9, box.maxX.rounded(.up)))
        let y0 = Int(max(-1e9, box.minY.rounded(.down))), y1 = Int(min(1e9, box.maxY.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return nil }
        return (x0..<x1, y0..<y1)
    }

    /// Where a shaded fill asks: its pixels, on the canvas or not, and the map from the canvas
    /// into the view's coordinates that their centres are asked at.
    ///
    /// An upright view covers the pixels a fill of one colour gives it (`uprightPixels`: its
    /// size rounded, placed by its centre), and their centres are spread evenly over its bounds,
    /// half a spacing in from each edge, so that its sides are asked alike: its left edge as its
    /// right, its top as its bottom. Asked where the pixel centres fall on the bounds as placed,
    /// a view whose edges lie on pixel centres (an odd width centred on a whole point, an even
    /// one on half a point: a long greeting's placard, a placard held by the pointer) had the
    /// edge pixels of one side and not the other's: a stub of border down one side, square
    /// corners on the other, and the panel half a pixel off the centre its text is drawn at.
    /// A turned view is asked at its pixels' own centres.
    func shadingPixels() -> (x: Range<Int>, y: Range<Int>, fromCanvas: AffineTransform)? {
        // A view flattened by its transform (no inverse) covers no pixel.
        let box = toCanvas.apply(to: bounds)
        guard box.origin.isFinite, box.size.width.isFinite, box.size.height.isFinite,
              let fromCanvas = toCanvas.inverted() else { return nil }
        guard isUpright else { return pixelBox().map { ($0.x, $0.y, fromCanvas) } }
        let (xs, ys) = Self.uprightPixels(of: box)
        guard !xs.isEmpty, !ys.isEmpty else { return nil }
        // The covered pixels onto the box, then the box into the view.
        let sx = box.width / Double(xs.count), sy = box.height / Double(ys.count)
        let spread = AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: box.minX - Double(xs.lowerBound) * sx,
                                     ty: box.minY - Double(ys.lowerBound) * sy)
        return (xs, ys, spread.concatenating(fromCanvas))
    }

    /// Fills the bounds pixel by pixel: `shade` gives the colour at a point of the view's
    /// coordinates (a pixel's centre, see `shadingPixels`), nil where the view is transparent.
    /// Scaling and moving come for free, since each pixel asks where it falls in the view.
    ///
    /// `sameAlongRowsWithin`: where the view's x lies in it, `shade` gives the same colour for
    /// the same y (the inside of a panel with a vertical gradient). While the view is not
    /// turned, a pixel row lies at one y of the view, so `shade` is asked once for the row's
    /// pixels in that band, not for each: the same colours, asked for a few pixels a row.
    func fill(sameAlongRowsWithin band: ClosedRange<Double>?, _ shade: (Point) -> Color?) {
        guard mode == .halfBlocks, opacity > 0, let (xs, ys, fromCanvas) = shadingPixels() else { return }
        let x0 = max(canvas.pixelMinX, xs.lowerBound), x1 = min(canvas.pixelMaxX, xs.upperBound)
        let y0 = max(canvas.pixelMinY, ys.lowerBound), y1 = min(canvas.pixelMaxY, ys.upperBound)
        guard x0 < x1, y0 < y1 else { return }
        shadePixels(x0..<x1, y0..<y1, from: fromCanvas, band: band, shade) { run, y, color in
            let alpha = color.alpha * opacity
            guard alpha > 0 else { return }
            for x in run { canvas.blend(x: x, y: y, color.rgb, opacity: alpha) }
        }
    }

    /// Each pixel of `xs` × `ys` whose centre, mapped into the view, lies in its bounds and
    /// shows through the clips, with the colour `shade` gives it there (none where it is nil),
    /// given to `body` in runs of one colour along a row.
    ///
    /// With `band` (inside the bounds), while the map keeps rows level and nothing clips, a
    /// row's pixels in the band are one run with the colour `shade` gives the first (see
    /// `fill(sameAlongRowsWithin:_:)`); every other pixel is a run of its own.
    private func shadePixels(_ xs: Range<Int>, _ ys: Range<Int>, from fromCanvas: AffineTransform,
                             band: ClosedRange<Double>? = nil,
                             _ shade: (Point) -> Color?, _ body: (_ run: Range<Int>, _ y: Int, Color) -> Void) {
        // Level rows: a row's pixels all map to one y of the view (b is exactly 0), and their x
        // grows or shrinks along it, so the band's pixels are one run.
        let band = fromCanvas.b == 0 && clips.isEmpty ? band : nil
        for y in ys {
            let centreY = Double(y) + 0.5
            var x = xs.lowerBound
            while x < xs.upperBound {
                let local = fromCanvas.apply(to: Point(x: Double(x) + 0.5, y: centreY))
                guard Self.contains(bounds, local), showsPixel(x: x, y: y) else {
                    x += 1
                    continue
                }
                var end = x + 1
                if let band, band.contains(local.x) {
                    while end < xs.upperBound, band.contains(fromCanvas.apply(to: Point(x: Double(end) + 0.5, y: centreY)).x) {
                        end += 1
                    }
                }
                if let color = shade(local) { body(x..<end, y, color) }
                x = end
            }
        }
    }

    /// The same, with the shaded pixels kept in `contents` and painted from them again while
    /// the view only moves by whole pixels (see ``FillContents``): `shade` is asked again only
    /// when the view's bounds, scale, turn, fraction of a pixel or display version change. The
    /// pixels painted are the ones `fill(_:)` paints. Views under a clipping ancestor, and views
    /// larger than a screen's worth, are filled pixel by pixel as by `fill(_:)`.
    func fill(keepingIn contents: FillContents, sameAlongRowsWithin band: ClosedRange<Double>?,
                     _ shade: (Point) -> Color?) {
        guard mode == .halfBlocks, opacity > 0, clips.isEmpty else { return fill(sameAlongRowsWithin: band, shade) }
        let (key, originX, originY) = FillContents.key(bounds: bounds, toCanvas: toCanvas, displayVersion: displayVersion)
        if contents.key != key {
            guard shadeAll(into: contents, key: key, originX: originX, originY: originY, band: band, shade) else {
                return fill(sameAlongRowsWithin: band, shade)
            }
        }
        let box = contents.box
        let x0 = originX + box.x, y0 = originY + box.y
        let left = max(canvas.pixelMinX, x0), right = min(canvas.pixelMaxX, x0 + box.width)
        let top = max(canvas.pixelMinY, y0), bottom = min(canvas.pixelMaxY, y0 + box.height)
        guard left < right, top < bottom else { return }
        contents.colors.withUnsafeBufferPointer { colors in
            contents.alphas.withUnsafeBufferPointer { alphas in
                for y in top..<bottom {
                    let run = (y - y0) * box.width + (left - x0)..<(y - y0) * box.width + (right - x0)
                    canvas.blendRow(y: y, from: left, UnsafeBufferPointer(rebasing: colors[run]),
                                    alphas: UnsafeBufferPointer(rebasing: alphas[run]), opacity: opacity)
                }
            }
        }
    }

    /// Shades every pixel of the view's box, on the canvas or not, into `contents`; false for a
    /// view too large to keep (or flattened, or out of any screen's reach).
    private func shadeAll(into contents: FillContents, key: FillContents.Key, originX: Int, originY: Int,
                          band: ClosedRange<Double>?, _ shade: (Point) -> Color?) -> Bool {
        guard let (xs, ys, fromCanvas) = shadingPixels(), xs.count * ys.count <= FillContents.largestArea else { return false }
        contents.reshade(key, box: (xs.lowerBound - originX, ys.lowerBound - originY, xs.count, ys.count)) { colors, alphas in
            // A shaded view is mostly runs of one colour (the placard's gradient is one a row):
            // the last colour's bytes are reused rather than rounded again for every pixel.
            var last = (color: Color.clear, rgb: Color.clear.rgb)
            shadePixels(xs, ys, from: fromCanvas, band: band, shade) { run, y, color in
                let start = (y - ys.lowerBound) * xs.count + (run.lowerBound - xs.lowerBound)
                if color != last.color { last = (color, color.rgb) }
                UnsafeMutableBufferPointer(rebasing: colors[start..<start + run.count]).update(repeating: last.rgb)
                UnsafeMutableBufferPointer(rebasing: alphas[start..<start + run.count]).update(repeating: color.alpha)
            }
        }
        return true
    }

    /// Whether a pixel's centre, mapped into the view, lies in its bounds (`[min, max)` on
    /// each axis), as it would with exact arithmetic: a centre that falls on an edge (a placard
    /// grown to 1.125 whose edge is half a pixel off) is mapped with rounding error either side,
    /// which would add or drop a row of pixels by chance.
    static func contains(_ bounds: Rect, _ p: Point) -> Bool {
        let slack = 1e-9
        return p.x >= bounds.minX - slack && p.x < bounds.maxX - slack && p.y >= bounds.minY - slack && p.y < bounds.maxY - slack
    }
}
