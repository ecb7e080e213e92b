import MoveMeCore

/// A view's image before it is drawn (`PixelRasterizer.frame(of:scale:)`): its size, where it
/// goes, and a key that is equal when it would be drawn the same to the pixel (the views, their
/// sizes, turns, opacity, colours and contents, and where they lie relative to one another),
/// whatever its position on the screen.
public struct PixelFrame {
    let layers: [Rasterizer.Layer]
    public let scale: PixelScale
    /// The image's size in device pixels.
    public let width: Int
    public let height: Int
    /// The image's top left in the screen's device pixels, exact and to the nearest pixel.
    private(set) var left: Double
    private(set) var top: Double
    public var originX: Int { PixelRasterizer.nearestPixel(left) }
    public var originY: Int { PixelRasterizer.nearestPixel(top) }
    /// Transparent pixels the image holds beyond its right and bottom edges (`padded`).
    public private(set) var paddingX = 0, paddingY = 0
    /// The image's centre in the screen's device pixels, exact.
    public var centerX: Double { left + Double(width) / 2 }
    public var centerY: Double { top + Double(height) / 2 }
    /// Equal for frames whose images are the same to the pixel.
    public private(set) var key: Key
    /// The views it draws, in drawing order: the key names them by identity, which a new view
    /// may take over where a dead one lived.
    public var views: [View] { layers.map(\.view) }

    init(layers: [Rasterizer.Layer], scale: PixelScale, width: Int, height: Int, left: Double, top: Double) {
        (self.layers, self.scale, self.width, self.height, self.left, self.top) = (layers, scale, width, height, left, top)
        key = Key(layers: layers, scale: scale, width: width, height: height, left: left, top: top)
    }

    /// The same image with its centre where `other`'s is: a look shown again where the view has
    /// moved to (the images are centred on their views' boxes).
    public func centred(on other: PixelFrame) -> PixelFrame {
        var moved = self
        moved.left = other.left + Double(other.width - width) / 2
        moved.top = other.top + Double(other.height - height) / 2
        return moved
    }

    /// The same image with `x` and `y` transparent pixels more beyond its right and bottom
    /// edges (which its `width` and `height` leave out): an image a terminal stretches over
    /// whole cells reaches into them (`ImagePlacement`).
    public func padded(x: Int, y: Int) -> PixelFrame {
        var padded = self
        (padded.paddingX, padded.paddingY) = (paddingX + max(0, x), paddingY + max(0, y))
        padded.key.numbers += [-1, Int64(padded.paddingX), Int64(padded.paddingY)]
        return padded
    }

    /// What an image is drawn from, with the screen position taken out, to what a pixel can
    /// show: each layer's size in pixels along its own axes, its turn to the step that moves its
    /// farthest corner a pixel, its shear and its place in the image to the pixel, its opacity
    /// to a 128th. So the frames of a pulse or a bounce come to the image sizes they pass
    /// through, and a second pulse, or a square turning through the same angles, finds the
    /// images of the first (a device that keeps images, kitty's, sends none again). A view's
    /// drawing is its `drawingKey` where it has one (a greeting shown again is the same image),
    /// or else its display version.
    public struct Key: Hashable {
        private var views: [ObjectIdentifier] = []
        /// Each view's `drawingKey`, nil for a view without one (its display version is among
        /// the numbers). Strings, not `AnyHashable`: two of those compared cost 2,400
        /// instructions and a lock in the runtime's cache of casts, and a frame's picture
        /// compares its key twice, most of the picture's time in a frame that only moves it.
        private var drawings: [String?] = []
        fileprivate var numbers: [Int64] = []
        private var colors: [Color?] = []

        init(layers: [Rasterizer.Layer], scale: PixelScale, width: Int, height: Int, left: Double, top: Double) {
            // Made every frame for every picture: each array once, at its size.
            views.reserveCapacity(layers.count)
            drawings.reserveCapacity(layers.count)
            colors.reserveCapacity(layers.count)
            numbers.reserveCapacity(2 + 13 * layers.count)
            numbers.append(Int64(width))
            numbers.append(Int64(height))
            func add(_ value: Double, step: Double = 1) {
                numbers.append(Int64(max(-1e15, min(1e15, (value / step).rounded()))))
            }
            for layer in layers {
                views.append(ObjectIdentifier(layer.view))
                let drawing = (layer.view as? KeyedDrawing)?.drawingKey
                drawings.append(drawing)
                numbers.append(drawing == nil ? Int64(layer.displayVersion) : 0)
                colors.append(layer.backgroundColor)
                let map = TransformComponents(layer.toCanvas.concatenating(scale.transform))
                let size = layer.bounds.size
                // Whole pixels, as the image's own size is counted.
                let across = (map.scaleX * size.width - 1e-6).rounded(.up), down = (map.scaleY * size.height - 1e-6).rounded(.up)
                add(across)
                add(down)
                add(map.rotation, step: 1 / max(1, across, abs(down)))
                add(map.shear * size.height)
                add(map.translation.x - left)
                add(map.translation.y - top)
                add(layer.opacity, step: 1.0 / 128)
                add(layer.bounds.minX, step: 1e-6)
                add(layer.bounds.minY, step: 1e-6)
                add(size.width, step: 1e-6)
                add(size.height, step: 1e-6)
                numbers.append(Int64(layer.clips.count))
            }
        }
    }
}

/// A view whose drawing is decided by one text: whenever `drawingKey` is equal (and its size
/// and colours are), it draws the same, whatever marked it for display in between. A device
/// that keeps images (kitty's) keeps its images by it, as an app keeps a layer's `contents` by
/// what they show: the placard's greeting, shown again after the fifteen, is not drawn or sent
/// again.
public protocol KeyedDrawing: AnyObject {
    var drawingKey: String { get }
}
