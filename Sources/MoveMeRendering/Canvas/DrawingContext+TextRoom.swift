import MoveMeCore
/// How much room text has on a view as it is drawn (see `TextRoom`): the canvas's pixels are
/// the screen's points.
extension DrawingContext {
    /// The cell row text centred at `point` (in the view's coordinates) lands on.
    public func textRow(centeredAt point: Point) -> Int? {
        TextRoom.row(centeredAt: point, toScreen: toCanvas)
    }

    /// How many cells of text centred at `point` stay on the view (see `TextRoom.cells`).
    public func textRoom(centeredAt point: Point) -> Int {
        TextRoom.cells(centeredAt: point, bounds: bounds, toScreen: toCanvas)
    }
}
