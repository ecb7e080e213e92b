/// The overlays composed over the scene, as notcurses composes its pile of planes: each
/// overlay a plane made again only when its own inputs change, the planes merged bottom up
/// into one layer when one of them changed. The screen composes that layer over the scene and
/// compares the result once with what the terminal shows (`Screen.present`).
final class Compositor {
    /// The planes, from the bottom up: a later one covers an earlier one where both have a cell.
    /// A new overlay is its line here.
    let planes: [any Plane] = [
        OverlayPlane<SlowBadgeOverlay>(),
        OverlayPlane<InspectorOverlay>(),
        OverlayPlane<FingerRingsOverlay>(),
        OverlayPlane<BottomRowOverlay>(),
        OverlayPlane<NoticeOverlay>(),
        OverlayPlane<EditMenuOverlay>(),
        OverlayPlane<HelpOverlay>(),
        OverlayPlane<UndoQuestionOverlay>(),
    ]

    /// The plane of one kind of overlay.
    func plane<Kind: Overlay>(of kind: Kind.Type) -> OverlayPlane<Kind>? {
        planes.lazy.compactMap { $0 as? OverlayPlane<Kind> }.first
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
        var merged = OverlayLayer(columns: columns, rows: rows)
        for plane in planes { merged.put(contentsOf: plane.cells) }
        layer = merged
    }
}
