import MoveMeCore
import MoveMeRendering
import MoveMeScenes
import MoveMeTerminal
@testable import MoveMeSession
import Foundation

/// A painter that paints each run's centre pixel white and keeps what it was given: what the
/// tests need of the font (FreeType's own is tested in MoveMeFontsTests).
final class RecordingPainter: TextPainter {
    private(set) var runs: [String] = []

    func draw(_ run: TextRun, into image: inout PixelImage, pixelHeight: Int) {
        runs.append(run.text)
        let x = Int(run.center.x), y = Int(run.center.y)
        if x >= 0, y >= 0, x < image.width, y < image.height { image[x, y] = RGBA(255, 255, 255) }
    }
}

extension SessionHarness {
    /// A session on a terminal with 10 × 20-pixel cells that draws images as `graphics` does.
    convenience init(graphics: GraphicsMode, painter: RecordingPainter = RecordingPainter(), columns: Int = 80, rows: Int = 24) {
        self.init(columns: columns, rows: rows, depth: .trueColor, graphics: graphics, textPainter: painter,
                  cellPixels: CellPixelSize(width: 10, height: 20))
    }

    /// Every graphics command given since the last look, joined.
    func takeGraphics() -> String {
        defer { graphicsSeen = backend.graphics.count }
        return backend.graphics.dropFirst(graphicsSeen).joined()
    }
}

/// The placard's panel colour: where the cells draw it, the placard is not an image.
let placard = PlacardView.gradientMiddle.rgb

/// How many times `command` (`a=t`, `a=p`…) is in `text`.
func count(_ command: String, in text: String) -> Int {
    text.components(separatedBy: command).count - 1
}
