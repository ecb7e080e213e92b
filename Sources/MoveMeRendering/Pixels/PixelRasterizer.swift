import MoveMeCore
/// Turns one view and its subviews, as they are shown now, into an image of device pixels: the
/// pixel device's `Rasterizer`. Where the terminal draws images, a view is drawn once into its
/// own image, and the image is shown (and moved) where the view is.
public enum PixelRasterizer {
    /// An image of a view and where it goes.
    public struct Rendering: Equatable, Sendable {
        public var image: PixelImage
        /// Where the image's top-left pixel goes, in the screen's device pixels from its top left.
        public let originX: Int
        public let originY: Int
        /// The lines of text the views drew, in the image's pixels, in the order drawn.
        public let textRuns: [TextRun]

        /// The same lines in the screen's device pixels.
        public var textRunsOnScreen: [TextRun] {
            textRuns.map { $0.offsetBy(dx: Double(originX), dy: Double(originY)) }
        }
    }

    /// An image larger than this many pixels is not made (a view scaled up out of all reason):
    /// 4096 × 4096, more than any screen.
    public static let largestArea = 1 << 24

    /// Draws `view` and its visible subviews, as shown now (their presentation values), with
    /// their ancestors' transforms, opacity and clipping, at `scale` device pixels a point.
    ///
    /// The image is the size of the views' bounding box on screen, rounded up to whole pixels,
    /// with the box in its middle: what is drawn depends only on the views' size, scale and
    /// turn, not on where they are, so the same image serves wherever the view moves (a kitty
    /// placement moved), and a view's left and right sides are drawn alike. Its origin is the
    /// box's placed to the nearest pixel. Nil when nothing shows (hidden, transparent, no area).
    public static func render(_ view: View, scale: PixelScale) -> Rendering? {
        frame(of: view, scale: scale).flatMap { render($0) }
    }

    /// Where `view`'s image goes and what it would show, without drawing it: the first half of
    /// `render`, a walk of the views, so that a device that keeps images (kitty) draws one
    /// again only when its `key` changes. Nil when nothing shows.
    public static func frame(of view: View, scale: PixelScale) -> PixelFrame? {
        frame(of: view, scale: scale, transform: nil)
    }

    /// Where a view whose transform is animating between scales shows its contents scaled, as
    /// Core Animation scales a layer's contents through a transform's animation without drawing
    /// them again: the view drawn at its model transform (`frame`), shown `factor` times as
    /// large about its centre. Nil unless the transform shown and the model's are both scales,
    /// alike along both axes, that differ by a factor from a half to twice.
    public static func contentsFrame(of view: View, scale: PixelScale) -> (frame: PixelFrame, factor: Double)? {
        let shown = view.presentation.transform, model = view.transform
        guard shown != model, shown.isUniformScale, model.isUniformScale, model.a > 0 else { return nil }
        let factor = shown.a / model.a
        guard factor >= 0.5, factor <= 2, let frame = frame(of: view, scale: scale, transform: model) else { return nil }
        return (frame, factor)
    }

    private static func frame(of view: View, scale: PixelScale, transform: AffineTransform?) -> PixelFrame? {
        guard let above = ancestry(of: view) else { return nil }
        var layers: [Rasterizer.Layer] = []
        Rasterizer.collect(view, parentTransform: above.transform, parentOpacity: above.opacity, clips: above.clips,
                           isRoot: view.superview == nil, transform: transform, into: &layers)
        var box: Rect?
        for layer in layers {
            let drawn = layer.toCanvas.concatenating(scale.transform).apply(to: layer.bounds)
            guard drawn.width > 0 || drawn.height > 0 else { continue }
            box = box.map { union($0, drawn) } ?? drawn
        }
        guard let box, box.origin.isFinite, box.size.width.isFinite, box.size.height.isFinite else { return nil }
        // Whole pixels: a box of 8.000000001 pixels (a scale's rounding) is 8.
        let width = Int(max(1, (box.width - 1e-6).rounded(.up))), height = Int(max(1, (box.height - 1e-6).rounded(.up)))
        guard width * height <= largestArea else { return nil }
        let left = box.midX - Double(width) / 2, top = box.midY - Double(height) / 2
        return PixelFrame(layers: layers, scale: scale, width: width, height: height, left: left, top: top)
    }

    /// Draws the image of a frame (`asksEverySample`: see `PixelCanvas`).
    public static func render(_ frame: PixelFrame) -> Rendering? {
        render(frame, asksEverySample: false)
    }

    static func render(_ frame: PixelFrame, asksEverySample: Bool) -> Rendering? {
        let screenToImage = frame.scale.transform.concatenating(AffineTransform(translationX: -frame.left, y: -frame.top))
        guard let imageToScreen = screenToImage.inverted() else { return nil }
        let canvas = PixelCanvas(width: frame.width, height: frame.height, imageToScreen: imageToScreen)
        canvas.asksEverySample = asksEverySample
        for layer in frame.layers {
            let clips = layer.clips.map { clip in
                ClipRegion(fromCanvas: clip.fromCanvas.map { imageToScreen.concatenating($0) }, bounds: clip.bounds)
            }
            let context = PixelContext(canvas: canvas, bounds: layer.bounds, toImage: layer.toCanvas.concatenating(screenToImage),
                                       opacity: layer.opacity, clips: clips)
            // The background colour first, as a layer's under its contents, then the drawing.
            if let color = layer.backgroundColor { context.fill(color) }
            layer.view.draw(in: context)
        }
        return Rendering(image: canvas.image, originX: frame.originX, originY: frame.originY, textRuns: canvas.textRuns)
    }

    /// What the view's ancestors give it, as the cell rasterizer's walk from the root would:
    /// the map from its superview to the screen's points, their opacity, their clips. Nil when
    /// one of them hides it.
    static func ancestry(of view: View) -> (transform: AffineTransform, opacity: Double, clips: [ClipRegion])? {
        var chain: [View] = []
        var next = view.superview
        while let ancestor = next {
            chain.append(ancestor)
            next = ancestor.superview
        }
        var transform = AffineTransform.identity, opacity = 1.0, clips: [ClipRegion] = []
        for (index, ancestor) in chain.reversed().enumerated() {
            guard !ancestor.isHidden else { return nil }
            let shown = ancestor.presentation
            opacity *= shown.alpha.clamped(to: 0...1)
            // The root is drawn where it is; the others through centre, bounds and transform.
            let local = index == 0
                ? AffineTransform(translationX: -shown.bounds.minX, y: -shown.bounds.minY)
                : View.toSuperview(center: shown.center, bounds: shown.bounds, transform: shown.transform)
            transform = local.concatenating(transform)
            if ancestor.clipsToBounds { clips.append(ClipRegion(fromCanvas: transform.inverted(), bounds: shown.bounds)) }
        }
        return (transform, opacity, clips)
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    /// The pixel edge nearest a coordinate, a half up (as the cell rasterizer places a box).
    public static func nearestPixel(_ v: Double) -> Int { Int(max(-1e9, min(1e9, (v + 0.5).rounded(.down)))) }
}

extension AffineTransform {
    /// A scale alike along both axes, about the origin, without a turn or a shear.
    fileprivate var isUniformScale: Bool { b == 0 && c == 0 && tx == 0 && ty == 0 && a == d }
}
