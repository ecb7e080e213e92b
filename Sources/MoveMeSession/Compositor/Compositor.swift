/// The overlays composed over the scene, as notcurses composes its pile of planes: each
/// overlay a plane made again only when its own inputs change, the planes merged bottom up
/// into one layer when one of them changed. The screen composes that layer over the scene and
/// compares the result once with what the terminal shows (`Screen.present`).
final class Compositor {
    /// The planes, from the bottom up: a later one covers an earlier one where both have a cell.
    /// A new overlay is its line here.
    let planes: [Plane] = [
        Plane(FocusHaloOverlay.self),
        Plane(SlowBadgeOverlay.self),
        Plane(InspectorOverlay.self),
        Plane(FingerRingsOverlay.self),
        Plane(BottomRowOverlay.self),
        Plane(NoticeOverlay.self),
        Plane(EditMenuOverlay.self),
        Plane(HelpOverlay.self),
        Plane(UndoQuestionOverlay.self),
    ]

    /// The plane of one kind of overlay.
    func plane<Kind: Overlay>(of kind: Kind.Type) -> Plane? {
        planes.first { $0.kind == kind }
    }

    /// The planes merged: what the screen composes over the scene.
    private(set) var layer = OverlayLayer(columns: 0, rows: 0)

    /// Brings every plane up to the session on a screen of `columns` × `rows`, and the merged
    /// layer with them when one changed.
    func update(from session: Session, columns: Int, rows: Int, style: OverlayStyle) {
        var changed = layer.columns != columns || layer.rows != rows
        for plane in planes where plane.update(from: session, columns: columns, rows: rows, style: style) {
            changed = true
        }
        guard changed else { return }
        // The plane with the most cells is the start (shared, not copied cell by cell: the
        // bottom row's bar, under a pinch's few rings); the planes above it are put over it and
        // those below under it, nearest first, so each cell is the highest plane's.
        guard let base = planes.indices.max(by: { planes[$0].cells.count < planes[$1].cells.count }),
              !planes[base].cells.isEmpty else {
            layer = OverlayLayer(columns: columns, rows: rows)
            return
        }
        var merged = planes[base].cells
        for plane in planes[(base + 1)...] where !plane.cells.isEmpty { merged.put(contentsOf: plane.cells) }
        for plane in planes[..<base].reversed() where !plane.cells.isEmpty { merged.put(contentsOf: plane.cells, under: true) }
        layer = merged
    }
}
