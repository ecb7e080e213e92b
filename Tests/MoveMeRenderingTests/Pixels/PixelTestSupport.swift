@testable import MoveMeRendering
import MoveMeCore

/// An image's alpha, row by row, each pixel two hex digits and a space between: a picture of
/// its coverage to compare with an expected one.
func alphaMap(_ image: PixelImage) -> [String] {
    (0..<image.height).map { y in
        (0..<image.width).map { x in hex(image[x, y].alpha) }.joined(separator: " ")
    }
}

/// One row of an image's pixels, as `#rrggbb/alpha`.
func pixelRow(_ image: PixelImage, _ y: Int) -> [String] {
    (0..<image.width).map { image[$0, y].description }
}

private func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}

/// A view that draws a rounded rectangle of one colour through a shading function, as the
/// placard draws its panel: nothing outside the corners' arcs.
final class RoundedView: View {
    var radius = 2.0
    var color = Color.white

    override func draw(in context: any GraphicsContext) {
        let area = context.bounds, r = radius, color = color
        context.fill { p in
            let cx = min(max(p.x, area.minX + r), area.maxX - r), cy = min(max(p.y, area.minY + r), area.maxY - r)
            return Point(x: cx, y: cy).distance(to: p) <= r ? color : nil
        }
    }
}

/// A scale that is valid by construction.
func scale(_ s: Double) -> PixelScale { PixelScale(s)! }
