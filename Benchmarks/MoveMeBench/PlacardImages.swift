import Foundation
import MoveMeCore
import MoveMeRendering
import MoveMeScenes

/// The placard drawn as a picture (kitty's and sixel's image of it, before its text), at each
/// size a pulse passes through on cells of 10 × 20 pixels (scales 1 to 1.2 by a pixel's width),
/// at rest and turned: what a new image costs the pictures' encoders. `MOVEME_BENCH=pictures`
/// plays only this, for a profile or callgrind.
func benchmarkPlacardImages(repeats: Int) {
    let app = MoveMeApp(columns: 80, rows: 24)
    let placard = app.placardView
    guard let scale = PixelScale(cellWidth: 10, cellHeight: 20) else { return }
    let widths = 240...288
    // The pulse's sizes, then as many turns (a throw spins the placard) from 0.03 to 1.5 radians.
    let pulse = widths.map { AffineTransform(scale: Double($0) / 240) }
    let turns = (1...widths.count).map { AffineTransform(rotationAngle: 1.5 * Double($0) / Double(widths.count)) }
    func micros(_ transforms: [MoveMeCore.AffineTransform]) -> [Double] {
        var micros: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<max(1, repeats / 4) {
            for transform in transforms {
                placard.transform = transform
                let start = clock.now
                guard let frame = PixelRasterizer.frame(of: placard, scale: scale), drawPlacardImage(frame) else { continue }
                let elapsed = clock.now - start
                micros.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
            }
        }
        placard.transform = .identity
        return micros
    }
    let (upright, turned) = (micros(pulse), micros(turns))
    print("pictures: \(upright.count) images of the placard, \(widths.count) sizes of a pulse on 10x20-pixel cells, "
          + "image_us p50=\(format2(percentile(upright, 0.5))) p99=\(format2(percentile(upright, 0.99))); "
          + "as many turned, p50=\(format2(percentile(turned, 0.5))) p99=\(format2(percentile(turned, 0.99)))")
    print("pictures-bench: placard_image_us_p50=\(format2(percentile(upright, 0.5))) "
          + "placard_turned_us_p50=\(format2(percentile(turned, 0.5)))")
}

/// One image drawn (apart for callgrind's toggle).
@inline(never)
func drawPlacardImage(_ frame: PixelFrame) -> Bool {
    PixelRasterizer.render(frame) != nil
}
