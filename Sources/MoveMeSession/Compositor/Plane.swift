/// A plane of the compositor: one overlay's cells over the scene, made from its inputs. Made
/// again only when the inputs or the screen's size change; otherwise it is the same plane, and
/// costs a comparison of its inputs a frame.
final class Plane {
    /// Its cells; empty while its overlay does not show.
    private(set) var cells = PlaneCells(columns: 0, rows: 0)
    /// How many times its cells were made: once a change of its inputs or of the size.
    private(set) var made = 0
    /// What its overlay is, for finding it (`Compositor.plane(of:)`).
    let kind: Any.Type
    /// The overlay's cells for the session on a screen of `columns` × `rows`, or nil when its
    /// inputs and the size are those of its cells. A closure made for the one kind of overlay,
    /// so that its inputs are compared as their own type, not through a generic witness.
    private let remake: (Session, _ columns: Int, _ rows: Int, OverlayStyle) -> PlaneCells?

    init<Kind: Overlay>(_ kind: Kind.Type) {
        self.kind = kind
        var last: Kind.Inputs?
        var size = (columns: -1, rows: -1)
        remake = { session, columns, rows, style in
            let inputs = Kind.inputs(of: session)
            guard inputs != last || size != (columns, rows) else { return nil }
            (last, size) = (inputs, (columns, rows))
            var cells = PlaneCells(columns: columns, rows: rows)
            if let inputs { Kind.draw(inputs, on: &cells, style: style) }
            return cells
        }
    }

    /// Brings the plane up to the session at a screen of `columns` × `rows`; when it was made
    /// again, returns its cells before (nil when they are as they were).
    func update(from session: Session, columns: Int, rows: Int, style: OverlayStyle) -> PlaneCells? {
        guard let next = remake(session, columns, rows, style) else { return nil }
        made += 1
        defer { cells = next }
        return cells
    }
}
