import MoveMeCore
/// The bounds of a view that clips its subviews (`clipsToBounds`), as seen from the canvas: a
/// point of the canvas is drawn only if it falls inside every such bounds above the view
/// drawing it. Tested point by point, so a turned or scaled parent clips along its own edges.
struct ClipRegion: Equatable {
    /// From canvas pixels to the clipping view's coordinates; nil when its transform flattens
    /// it, and then nothing inside it shows.
    let fromCanvas: AffineTransform?
    let bounds: Rect

    func contains(_ canvasPoint: Point) -> Bool {
        guard let fromCanvas else { return false }
        return bounds.contains(fromCanvas.apply(to: canvasPoint))
    }

    /// The cells it may let through, with a cell to spare for rounding.
    func cells(through toCanvas: AffineTransform) -> CellRect {
        CellRect(covering: toCanvas.apply(to: bounds)).insetBy(-1)
    }
}

extension Array where Element == ClipRegion {
    /// Whether a point of the canvas shows through every clip.
    func allContain(_ canvasPoint: Point) -> Bool {
        allSatisfy { $0.contains(canvasPoint) }
    }
}
