import MoveMeCore
import MoveMeRendering
import MoveMeScenes
import MoveMeTerminal
@testable import MoveMeSession
@testable import MoveMeTUI
import Foundation

/// A painter that paints each run's centre pixel white and keeps what it was given: what the
/// tests need of the font (FreeType's own is tested in MoveMeFontsTests).
final class RecordingPainter: TextPainter {
    private(set) var runs: [String] = []
    /// Each run's scale with its view.
    private(set) var scales: [Double] = []

    func draw(_ run: TextRun, into image: inout PixelImage, pixelHeight: Int) {
        runs.append(run.text)
        scales.append(run.scale)
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

/// The last sixel of `commands`: where it is placed (`ESC [ row ; column H`, from 0), and its
/// pixels decoded (nil where none is painted), on cells 10 × 20 pixels: the cells it touches.
struct PlacedSixel {
    var column = 0, row = 0, width = 0, height = 0
    var pixels: [RGB?] = []

    init?(_ commands: String) {
        guard let start = commands.range(of: "\u{1B}7\u{1B}[", options: .backwards),
              let begin = commands.range(of: "\u{1B}P0;1;0q\"1;1;", range: start.upperBound..<commands.endIndex),
              let end = commands.range(of: "\u{1B}\\", range: begin.upperBound..<commands.endIndex) else { return nil }
        let place = commands[start.upperBound...].prefix { $0 != "H" }.split(separator: ";").compactMap { Int($0) }
        let body = Array(commands[begin.upperBound..<end.lowerBound].utf8)
        var i = 0
        func number() -> Int {
            var value = 0
            while i < body.count, (48...57).contains(body[i]) { value = value * 10 + Int(body[i] - 48); i += 1 }
            return value
        }
        width = number(); i += 1; height = number()
        guard place.count == 2 else { return nil }
        (row, column) = (place[0] - 1, place[1] - 1)
        pixels = Array(repeating: nil, count: width * height)
        var registers: [Int: RGB] = [:], register = 0, x = 0, band = 0
        while i < body.count {
            let byte = body[i]
            i += 1
            switch byte {
            case UInt8(ascii: "#"):
                register = number()
                guard i < body.count, body[i] == UInt8(ascii: ";") else { continue }
                i += 3  // ;2;
                let red = number(); i += 1; let green = number(); i += 1; let blue = number()
                func byte(_ percent: Int) -> UInt8 { UInt8((percent * 255 + 50) / 100) }
                registers[register] = RGB(byte(red), byte(green), byte(blue))
            case UInt8(ascii: "$"): x = 0
            case UInt8(ascii: "-"): (x, band) = (0, band + 1)
            case UInt8(ascii: "!"):
                let count = number(), sixel = body[i] - 63
                i += 1
                for _ in 0..<count { paint(sixel, x: x, band: band, registers[register]); x += 1 }
            case 63...126: paint(byte - 63, x: x, band: band, registers[register]); x += 1
            default: continue
            }
        }
    }

    private mutating func paint(_ sixel: UInt8, x: Int, band: Int, _ color: RGB?) {
        for bit in 0..<6 where sixel & (1 << bit) != 0 {
            let y = band * 6 + bit
            if x < width, y < height { pixels[y * width + x] = color }
        }
    }

    subscript(x: Int, y: Int) -> RGB? { pixels[y * width + x] }

    /// The cells it touches, on cells 10 × 20 pixels.
    var cells: CellRect {
        CellRect(minColumn: column, minRow: row, maxColumn: column + (width + 9) / 10, maxRow: row + (height + 19) / 20)
    }
}

extension CellRect {
    func contains(_ position: CellPosition) -> Bool {
        (minColumn..<maxColumn).contains(position.column) && (minRow..<maxRow).contains(position.row)
    }

    /// Its cells, row by row.
    var all: [CellPosition] {
        (minRow..<maxRow).flatMap { row in (minColumn..<maxColumn).map { CellPosition(column: $0, row: row) } }
    }
}
