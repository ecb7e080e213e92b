/// A plane of the compositor: cells over the scene, made from an overlay's inputs.
protocol Plane: AnyObject {
    /// Its cells; empty while its overlay does not show.
    var cells: OverlayLayer { get }

    /// Brings the plane up to the session at a screen of `columns` × `rows`; true when its cells
    /// changed.
    func update(from session: Session, columns: Int, rows: Int, style: OverlayStyle) -> Bool
}

/// The plane of one kind of overlay: its last inputs and the cells they made. Made again only
/// when the inputs or the screen's size change; otherwise it is the same plane, and costs a
/// comparison of its inputs a frame.
final class OverlayPlane<Kind: Overlay>: Plane {
    private(set) var cells = OverlayLayer(columns: 0, rows: 0)
    private var inputs: Kind.Inputs?
    /// How many times its cells were made: once a change of its inputs or of the size.
    private(set) var made = 0

    func update(from session: Session, columns: Int, rows: Int, style: OverlayStyle) -> Bool {
        let now = Kind.inputs(of: session)
        guard now != inputs || cells.columns != columns || cells.rows != rows else { return false }
        let was = cells
        inputs = now
        var next = OverlayLayer(columns: columns, rows: rows)
        if let now { Kind.draw(now, on: &next, style: style) }
        cells = next
        made += 1
        return next != was
    }
}
