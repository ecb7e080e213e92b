/// The pixels of a frame at half-cell resolution: one pixel is one point, a cell is one pixel
/// wide and two tall. Text sits in a layer of whole cells above the pixels.
final class Canvas {
    let columns: Int
    let rows: Int
    var width: Int { columns }
    var height: Int { rows * 2 }
    var pixels: [RGB]
    /// Cell index → text placed there, by the view that placed it.
    var text: [Int: Cell] = [:]
    /// Cell index → box-drawing content (outline and reverse video) in box-drawing mode.
    var boxes: [Int: Cell] = [:]

    init(columns: Int, rows: Int, background: RGB) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        pixels = Array(repeating: background, count: self.columns * self.rows * 2)
    }

    /// Paints a pixel with a colour of some opacity. Whatever text lay in that cell is covered.
    func blend(x: Int, y: Int, _ color: RGB, opacity: Double) {
        let index = y * width + x
        pixels[index] = opacity >= 1 ? color : pixels[index].mixed(with: color, opacity)
        if !text.isEmpty { text[(y / 2) * columns + x] = nil }
    }

    /// The cells: two pixels each, drawn as a space when both halves agree, otherwise as an
    /// upper half block; then the text and boxes over them.
    func grid() -> Grid {
        var grid = Grid(columns: columns, rows: rows, filling: .blank(.black))
        for row in 0..<rows {
            for column in 0..<columns {
                let top = pixels[(row * 2) * width + column]
                let bottom = pixels[(row * 2 + 1) * width + column]
                let index = row * columns + column
                if let cell = boxes[index] ?? text[index] {
                    grid[column, row] = cell
                } else if top == bottom {
                    grid[column, row] = .blank(top)
                } else {
                    grid[column, row] = Cell(Cell.upperHalf, style: Style(foreground: top, background: bottom))
                }
            }
        }
        return grid
    }

    /// The colour behind text in a cell: its two pixels mixed.
    func cellColor(column: Int, row: Int) -> RGB {
        pixels[(row * 2) * width + column].mixed(with: pixels[(row * 2 + 1) * width + column], 0.5)
    }
}
