import MoveMeCore

/// A view's image before it is drawn (`PixelRasterizer.frame(of:scale:)`): its size, where it
/// goes, and a key that is equal exactly when it would be drawn the same (the views, their
/// sizes, turns, opacity, colours and contents, and where they lie relative to one another),
/// whatever its position on the screen.
public struct PixelFrame {
    let layers: [Rasterizer.Layer]
    public let scale: PixelScale
    /// The image's size in device pixels.
    public let width: Int
    public let height: Int
    /// The image's top left in the screen's device pixels, exact and to the nearest pixel.
    let left: Double
    let top: Double
    public var originX: Int { PixelRasterizer.nearestPixel(left) }
    public var originY: Int { PixelRasterizer.nearestPixel(top) }
    /// Equal for frames whose images are the same.
    public let key: Key

    init(layers: [Rasterizer.Layer], scale: PixelScale, width: Int, height: Int, left: Double, top: Double) {
        (self.layers, self.scale, self.width, self.height, self.left, self.top) = (layers, scale, width, height, left, top)
        key = Key(layers: layers, scale: scale, width: width, height: height, left: left, top: top)
    }

    /// What an image is drawn from, with the screen position taken out: each layer's map less
    /// the image's corner, to a millionth of a pixel (a move leaves the rounding of a difference
    /// of positions a little different).
    public struct Key: Equatable {
        private var views: [ObjectIdentifier] = []
        private var versions: [Int] = []
        private var numbers: [Int64] = []
        private var colors: [Color?] = []

        init(layers: [Rasterizer.Layer], scale: PixelScale, width: Int, height: Int, left: Double, top: Double) {
            numbers = [Int64(width), Int64(height)]
            func add(_ value: Double) { numbers.append(Int64((value * 1e6).rounded())) }
            for layer in layers {
                views.append(ObjectIdentifier(layer.view))
                versions.append(layer.displayVersion)
                colors.append(layer.backgroundColor)
                let map = layer.toCanvas.concatenating(scale.transform)
                for value in [map.a, map.b, map.c, map.d, map.tx - left, map.ty - top, layer.opacity,
                              layer.bounds.minX, layer.bounds.minY, layer.bounds.width, layer.bounds.height] {
                    add(value)
                }
                numbers.append(Int64(layer.clips.count))
            }
        }
    }
}
