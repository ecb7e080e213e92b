import MoveMeRendering

/// Where an image goes on the screen, as both protocols place one: the cell its top-left corner
/// falls in, the pixel offset inside that cell (kitty's `X`, `Y`: smaller than a cell, as its
/// protocol requires; sixel starts at the cell's corner and pads), and, for an image partly off
/// the screen or cut around what lies over it, the part of it shown (kitty's `x`, `y`, `w`,
/// `h`): a placement cannot start left of or above the screen, so the part there is cut off
/// instead, and the terminal is not asked to draw below or right of the screen's edge.
public struct ImagePlacement: Equatable, Sendable {
    /// The cell of the top-left pixel shown, from 0.
    public var column: Int
    public var row: Int
    /// Pixels into that cell.
    public var offsetX: Int
    public var offsetY: Int
    /// The part of the image shown, in its pixels; nil for all of it.
    public var source: Source?
    /// The cells the shown part is stretched over (kitty's `c`, `r`: from the offset in the
    /// first cell to the far edge of the last); nil: shown at its own size.
    public var stretch: Stretch?

    public struct Stretch: Equatable, Sendable {
        public var columns: Int, rows: Int

        public init(columns: Int, rows: Int) {
            (self.columns, self.rows) = (columns, rows)
        }
    }

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

    /// The placement of an image `width` × `height` pixels shown `factor` times as large with
    /// its centre at (`centerX`, `centerY`) of the screen's pixels, on cells `cellWidth` ×
    /// `cellHeight` pixels, on a screen of `columns` × `rows` cells; its edges to the nearest
    /// pixel. Kitty stretches a placement over whole cells, so the part of the image shown
    /// reaches past it, into the transparent `padding` pixels (at least a cell's over `factor`)
    /// that the image holds beyond its right and bottom edges, as far as the last cell goes.
    /// Nil unless all of it is on the screen and its padding is enough.
    public init?(width: Int, height: Int, factor: Double, centerX: Double, centerY: Double, padding: (x: Int, y: Int),
                 cellWidth: Int, cellHeight: Int, columns: Int, rows: Int) {
        guard width > 0, height > 0, factor > 0, cellWidth > 0, cellHeight > 0, centerX.isFinite, centerY.isFinite
        else { return nil }
        let edge = PixelRasterizer.nearestPixel
        let halfWidth = Double(width) * factor / 2, halfHeight = Double(height) * factor / 2
        let left = edge(centerX - halfWidth), right = edge(centerX + halfWidth)
        let top = edge(centerY - halfHeight), bottom = edge(centerY + halfHeight)
        guard left >= 0, top >= 0, left < right, top < bottom, right <= columns * cellWidth, bottom <= rows * cellHeight
        else { return nil }
        let column = left / cellWidth, row = top / cellHeight
        let lastColumn = (right + cellWidth - 1) / cellWidth, lastRow = (bottom + cellHeight - 1) / cellHeight
        // The shown part's size that the cells' span stretches the image's own to its size.
        let spanX = lastColumn * cellWidth - left, spanY = lastRow * cellHeight - top
        let sourceWidth = Int((Double(spanX * width) / Double(right - left)).rounded())
        let sourceHeight = Int((Double(spanY * height) / Double(bottom - top)).rounded())
        guard sourceWidth <= width + padding.x, sourceHeight <= height + padding.y else { return nil }
        self.init(column: column, row: row, offsetX: left % cellWidth, offsetY: top % cellHeight,
                  source: Source(x: 0, y: 0, width: sourceWidth, height: sourceHeight))
        stretch = Stretch(columns: lastColumn - column, rows: lastRow - row)
    }
}

extension ImagePlacement {
    /// The cells the shown part of an image `imageWidth` × `imageHeight` pixels covers, on cells
    /// `cellWidth` × `cellHeight` pixels.
    public func cells(imageWidth: Int, imageHeight: Int, cellWidth: Int, cellHeight: Int) -> CellRect {
        if let stretch {
            return CellRect(minColumn: column, minRow: row, maxColumn: column + stretch.columns, maxRow: row + stretch.rows)
        }
        let width = source?.width ?? imageWidth, height = source?.height ?? imageHeight
        let right = column * cellWidth + offsetX + width, bottom = row * cellHeight + offsetY + height
        return CellRect(minColumn: column, minRow: row, maxColumn: (right + cellWidth - 1) / cellWidth,
                        maxRow: (bottom + cellHeight - 1) / cellHeight)
    }

    /// The placements that show this one's image but for the cells of `holes` (what an overlay
    /// lies over), on cells `cellWidth` × `cellHeight` pixels: the shown part cut into
    /// rectangles around them, each a placement of its own part of the image (kitty places one
    /// image as often as it is asked, each with its own source rectangle). This one alone when
    /// no hole touches it; none when they cover it all.
    public func cut(around holes: [CellRect], imageWidth: Int, imageHeight: Int, cellWidth: Int,
                    cellHeight: Int) -> [ImagePlacement] {
        guard !holes.isEmpty else { return [self] }
        let shown = source ?? Source(x: 0, y: 0, width: imageWidth, height: imageHeight)
        // In the screen's pixels.
        let left = column * cellWidth + offsetX, top = row * cellHeight + offsetY
        var parts = [PixelBox(minX: left, minY: top, maxX: left + shown.width, maxY: top + shown.height)]
        for hole in holes {
            let box = PixelBox(minX: hole.minColumn * cellWidth, minY: hole.minRow * cellHeight,
                               maxX: hole.maxColumn * cellWidth, maxY: hole.maxRow * cellHeight)
            parts = parts.flatMap { $0.subtracting(box) }
        }
        return parts.map { part in
            ImagePlacement(column: part.minX / cellWidth, row: part.minY / cellHeight, offsetX: part.minX % cellWidth,
                           offsetY: part.minY % cellHeight,
                           source: Source(x: shown.x + part.minX - left, y: shown.y + part.minY - top,
                                          width: part.maxX - part.minX, height: part.maxY - part.minY))
        }
    }
}

/// A rectangle of a screen's pixels, `minX..<maxX` by `minY..<maxY`.
private struct PixelBox {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    /// Its pixels that are not `other`'s: the bands above and below, and beside it.
    func subtracting(_ other: PixelBox) -> [PixelBox] {
        guard minX < other.maxX, other.minX < maxX, minY < other.maxY, other.minY < maxY else { return [self] }
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        return [
            PixelBox(minX: minX, minY: minY, maxX: maxX, maxY: other.minY),
            PixelBox(minX: minX, minY: top, maxX: other.minX, maxY: bottom),
            PixelBox(minX: other.maxX, minY: top, maxX: maxX, maxY: bottom),
            PixelBox(minX: minX, minY: other.maxY, maxX: maxX, maxY: maxY),
        ].filter { $0.minX < $0.maxX && $0.minY < $0.maxY }
    }
}
