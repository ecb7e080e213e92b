import MoveMeCore
/// Where a tile was put (by a gesture, a slide, the start) and the board it was put on: what a
/// layout puts it back from when the board's size changes, so that a board made smaller and
/// then its size again (the inspector opened and closed) gives the tile exactly its place, not
/// one worn by rounding at every step.
struct TilePlacement: Equatable {
    /// The board's size then.
    let board: Size
    let center: Point
    /// The tile's size then.
    let size: Size

    /// The tile's centre on a board of size `board`, where its tiles are `size`:
    ///
    /// - held by a finger at `finger` (a drag, a pin), where it keeps the finger on the same
    ///   spot of it (in proportion to its size, through its pinch and turn `transform`), as
    ///   MoveMe's placard stays under the pointer;
    /// - in its slot (`slot` on the old board), in its slot on this one (`slotCenter`);
    /// - anywhere else, at the same share of the board's width and height.
    func center(onBoard board: Size, size: Size, finger: Point?, transform: AffineTransform,
                slot: (old: Point, new: Point)) -> Point {
        if let finger {
            // The spot, from the tile's centre in its own coordinates (a view's transform
            // applies about its centre).
            guard size != self.size, let inverse = transform.inverted() else { return center }
            let spot = inverse.apply(to: finger - center)
            let scaled = Point(x: spot.x * size.width / self.size.width, y: spot.y * size.height / self.size.height)
            return finger - transform.apply(to: scaled)
        }
        if center == slot.old { return slot.new }
        return Point(x: self.board.width > 0 ? center.x * (board.width / self.board.width) : center.x,
                     y: self.board.height > 0 ? center.y * (board.height / self.board.height) : center.y)
    }
}
