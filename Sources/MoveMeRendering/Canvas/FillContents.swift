import MoveMeCore
/// What a view's shaded fill painted, kept between frames, as a layer keeps its contents: UIKit
/// does not call `draw(_:)` for a view that only moved, it shows the same contents somewhere else.
/// A view that fills through
/// ``DrawingContext/fill(keepingContents:sameAlongRowsWithin:_:)`` with `keepingContents` true is
/// painted from these when it has moved by whole pixels and nothing else about its drawing
/// changed (its bounds, its scale or turn, where it falls within a pixel, its display version:
/// `setNeedsDisplay` discards them).
///
/// Only the shaded pixels are kept, not what they were blended over: the canvas under a moved
/// view is new each frame, so each pixel is blended again, as drawing it again would.
public final class FillContents {
    /// What the kept pixels depend on: everything of the view's map to the canvas but its
    /// whole-pixel translation.
    struct Key: Equatable {
        let bounds: Rect
        let a: Double, b: Double, c: Double, d: Double
        /// The translation's fraction of a pixel on each axis.
        let fractionX: Double, fractionY: Double
        let displayVersion: Int
    }

    /// A view of more pixels than this is not kept but shaded pixel by pixel where a frame
    /// redraws: keeping it would shade all of a large view for the few pixels a frame needs.
    static let largestArea = 8_192

    private(set) var key: Key?
    /// The pixels' box, from the translation's whole pixels (so a move shifts it unchanged).
    private(set) var box = (x: 0, y: 0, width: 0, height: 0)
    /// Each pixel's colour and its alpha (0 where the view left it transparent), row by row.
    private(set) var colors: [RGB] = []
    private(set) var alphas: [Double] = []

    /// How many times the pixels were shaded: once, while the view only moves.
    public private(set) var shadings = 0

    /// Nothing kept yet: the next fill shades every pixel.
    public init() {}

    /// The kept pixels' key for a map to the canvas, and its whole-pixel translation.
    static func key(bounds: Rect, toCanvas t: AffineTransform, displayVersion: Int) -> (Key, x: Int, y: Int) {
        let x = t.tx.rounded(.down), y = t.ty.rounded(.down)
        return (Key(bounds: bounds, a: t.a, b: t.b, c: t.c, d: t.d, fractionX: t.tx - x, fractionY: t.ty - y,
                    displayVersion: displayVersion), Int(x), Int(y))
    }

    /// Shades a new set of pixels into the kept storage (emptied and reused, so a view shaded
    /// again each frame, the bounce's, allocates nothing): `box` relative to the translation's
    /// whole pixels, `shade` setting each pixel's colour and alpha (transparent where it sets
    /// none).
    func reshade(_ key: Key, box: (x: Int, y: Int, width: Int, height: Int),
                 _ shade: (_ colors: UnsafeMutableBufferPointer<RGB>, _ alphas: UnsafeMutableBufferPointer<Double>) -> Void) {
        let count = box.width * box.height
        colors.removeAll(keepingCapacity: true)
        colors.append(contentsOf: repeatElement(RGB(0, 0, 0), count: count))
        alphas.removeAll(keepingCapacity: true)
        alphas.append(contentsOf: repeatElement(0, count: count))
        colors.withUnsafeMutableBufferPointer { colors in
            alphas.withUnsafeMutableBufferPointer { alphas in shade(colors, alphas) }
        }
        self.key = key
        self.box = box
        shadings += 1
    }
}
