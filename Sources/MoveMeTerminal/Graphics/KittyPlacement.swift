/// Where a kitty placement puts an image: the cell its top-left corner falls in, the pixel
/// offset inside that cell (`X`, `Y`: smaller than a cell, as the protocol requires), and, for
/// an image partly off the screen, the part of it shown (`x`, `y`, `w`, `h`): a placement
/// cannot start left of or above the screen, so the part there is cut off instead, and kitty
/// is not asked to draw below or right of the screen's edge.
public struct KittyPlacement: Equatable, Sendable {
    /// The cell of the top-left pixel shown, from 0.
    public var column: Int
    public var row: Int
    /// Pixels into that cell.
    public var offsetX: Int
    public var offsetY: Int
    /// The part of the image shown, in its pixels; nil for all of it.
    public var source: Source?

    public struct Source: Equatable, Sendable {
        public var x: Int, y: Int, width: Int, height: Int

        public init(x: Int, y: Int, width: Int, height: Int) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
    }

    public init(column: Int, row: Int, offsetX: Int, offsetY: Int, source: Source? = nil) {
        (self.column, self.row, self.offsetX, self.offsetY, self.source) = (column, row, offsetX, offsetY, source)
    }

    /// The placement of an image `width` × `height` pixels whose top-left pixel goes at
    /// (`originX`, `originY`) of the screen's pixels, on cells `cellWidth` × `cellHeight`
    /// pixels, on a screen of `columns` × `rows` cells. Nil when none of it is on the screen.
    public init?(originX: Int, originY: Int, width: Int, height: Int, cellWidth: Int, cellHeight: Int, columns: Int, rows: Int) {
        guard width > 0, height > 0, cellWidth > 0, cellHeight > 0, columns > 0, rows > 0 else { return nil }
        // The part on the screen, in the screen's pixels.
        let left = max(0, originX), top = max(0, originY)
        let right = min(columns * cellWidth, originX + width), bottom = min(rows * cellHeight, originY + height)
        guard left < right, top < bottom else { return nil }
        let source = Source(x: left - originX, y: top - originY, width: right - left, height: bottom - top)
        let whole = source == Source(x: 0, y: 0, width: width, height: height)
        self.init(column: left / cellWidth, row: top / cellHeight, offsetX: left % cellWidth, offsetY: top % cellHeight,
                  source: whole ? nil : source)
    }
}
