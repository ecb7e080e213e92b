@testable import MoveMeRendering
import XCTest
@testable import MoveMeCore

/// A row of kept pixels is blended as each pixel would be on its own: opaque runs copied,
/// see-through pixels mixed (the same mix made once for a run of the same colour over the same
/// background).
final class CanvasBlendRowTests: XCTestCase {
    func testARowIsBlendedAsEachPixelOnItsOwn() {
        var random = SplitMix64(seed: 31)
        // Few colours and alphas, so runs repeat (a border over a flat background) and break.
        let palette = [RGB(141, 151, 163), RGB(98, 110, 125), RGB(255, 255, 255), RGB(0, 0, 0), RGB(12, 200, 7)]
        let alphaChoices = [0, 0.3, 0.85, 0.85, 1, 1, 1]
        for trial in 0..<300 {
            let (width, y) = (40, Int.random(in: 0..<20, using: &random))
            let byRow = Canvas(columns: width, rows: 10, clip: CellRect(columns: width, rows: 10), background: RGB(9, 9, 9))
            let byPixel = Canvas(columns: width, rows: 10, clip: CellRect(columns: width, rows: 10), background: RGB(9, 9, 9))
            // What is under the row: runs of a few backgrounds.
            var x = 0
            while x < width {
                let end = min(width, x + Int.random(in: 1...12, using: &random))
                let under = palette.randomElement(using: &random)!
                byRow.fillRow(y: y, from: x, to: end, under)
                byPixel.fillRow(y: y, from: x, to: end, under)
                x = end
            }
            let x0 = Int.random(in: 0..<width, using: &random), count = Int.random(in: 0...(width - x0), using: &random)
            var colors: [RGB] = [], alphas: [Double] = []
            for _ in 0..<count {
                colors.append(palette.randomElement(using: &random)!)
                alphas.append(alphaChoices.randomElement(using: &random)!)
            }
            let opacity = trial % 3 == 0 ? 0.6 : 1
            colors.withUnsafeBufferPointer { colors in
                alphas.withUnsafeBufferPointer { byRow.blendRow(y: y, from: x0, colors, alphas: $0, opacity: opacity) }
            }
            for i in 0..<count where alphas[i] * opacity > 0 {
                byPixel.blend(x: x0 + i, y: y, colors[i], opacity: alphas[i] * opacity)
            }
            for column in 0..<width where byRow.cell(column: column, row: y >> 1) != byPixel.cell(column: column, row: y >> 1) {
                return XCTFail("trial \(trial): cell \(column) of row \(y >> 1) differs")
            }
        }
    }
}
