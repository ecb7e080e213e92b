/// A point of the screen in cells, with fractions: (0, 0) is the screen's top-left corner,
/// and (2.5, 1.25) is half a cell into column 2 and a quarter of a cell into row 1.
///
/// A cell is one point wide and two tall in the core (`Scene.point(column:row:)` puts a
/// report in cells at its cell's centre); a position from pixels is `Point(x: x, y: y * 2)`.
public struct ScreenPoint: Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The centre of a cell: where a report in cells is taken to point.
    public init(centreOfColumn column: Int, row: Int) {
        self.init(x: Double(column) + 0.5, y: Double(row) + 0.5)
    }
}
