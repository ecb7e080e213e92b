import MoveMeCore
import MoveMeRendering
import MoveMeScenes
import MoveMeTerminal
/// Frames: when one is due, making it (the scene, the overlays, the pictures), and the layout
/// they are drawn at.
extension Session {
    /// The frame due at `time`, if one is: the scene advanced and drawn at the screen's size, the
    /// overlays' planes over it, the pictures; nil when none is due.
    func frameIfDue(at time: Double) -> Frame? {
        // A delayed perform due (a single tap's) changes the scene with no input: a frame.
        if let due = scene.nextTimerTime, due <= time { scheduler.setNeedsFrame() }
        expireNotice(at: time)
        guard scheduler.isFrameDue(at: time, isAnimating: scene.isAnimating) else { return nil }
        // Already taken to `time` by the input of this moment (a drag's), the scene does
        // nothing more here: advancing it twice to one time is a no-op.
        scene.advance(to: time)
        rings = fingerRings
        // The scene may have only part of the screen (the inspector, a caption have the rest):
        // it is drawn at the screen's size, and the planes cover what lies outside it.
        inspectorPanel = configuration.showsInspector
            ? Inspector.panel(model: scene.snapshot(), dynamics: scene.dynamicsSnapshot, editing: scene.editingSnapshot(),
                              columns: layout.columns, rows: layout.rows, logScrolledBack: inspectorLogScroll, strings: strings)
            : nil
        guard let composed = composer.compose(scene, at: time, for: self, layout: layout, mode: style.depth.renderMode, style: style,
                                              pictureRows: pictureRows) else { return nil }
        scheduler.didDrawFrame(at: time, isAnimating: scene.isAnimating)
        let made = effects
        effects.removeAll()
        return Frame(cells: composed.cells, damage: composed.damage, isNewSize: composed.isNewSize,
                     pictures: composed.pictures, cellWidth: composer.pictures.cellWidth,
                     cellHeight: composer.pictures.cellHeight, modes: modes, effects: made)
    }

    /// How many rows from the top the pictures may take: the scene's room, less the bottom row
    /// where it shows over the scene's last row; and never the screen's last row where painting
    /// an image would scroll the screen (sixel's).
    private func pictureRows(_ compositor: Compositor) -> Int {
        let bottomRowShows = !(compositor.plane(of: BottomRowOverlay.self)?.cells.isEmpty ?? true)
        var rows = layout.roomRows - (bottomRowShows && layout.sceneRows == layout.roomRows ? 1 : 0)
        if !graphics.mayPaintLastRow { rows = min(rows, layout.rows - 1) }
        return rows
    }

    /// The screen is now this size: the layout again, and a frame of the new size.
    func resize(columns: Int, rows: Int) {
        layOut(columns: columns, rows: rows)
        scheduler.setNeedsFrame()
    }

    /// Lays the screen out again (at a new size, if given) and the scene in its room, if that
    /// changed. A held placard stays under the pointer (cells count from the top left, so the
    /// pointer's cell is where it was); a resting one re-centres; a recipe is laid out again at
    /// the new scale and goes on.
    func layOut(columns: Int? = nil, rows: Int? = nil) {
        layout = Layout(columns: columns ?? layout.columns, rows: rows ?? layout.rows,
                        showsInspector: configuration.showsInspector,
                        showsCaption: configuration.showsHint && scene.caption != nil)
        guard layout.roomColumns != scene.columns || layout.sceneRows != scene.rows else { return }
        scene.resize(columns: layout.roomColumns, rows: layout.sceneRows)
    }

    /// The rings of the fingers down, in the scene's rows (a caption has the row below).
    /// Asked every frame: a lone pointer (MoveMe's drag) goes no further than its finger, and
    /// the pins are looked up in their dictionary, not copied into a set a frame.
    private var fingerRings: [FingerRings.Ring] {
        // The pointer alone (MoveMe's every frame): no ring, and nothing made to find none.
        guard fingers.holdsFingers || scene.dispatcher.hasTouch(besidesFinger: 0) else { return [] }
        let touches = scene.dispatcher.activeTouches
        let active = touches.map(\.finger)
        fingers.forget(keeping: active)
        guard active.contains(where: { $0 != 0 }) else { return [] }
        let pins = fingers.pins.pins
        return FingerRings.rings(touches.map { ($0.finger, $0.location(in: nil), pins[$0.finger] != nil) },
                                 columns: layout.roomColumns, rows: layout.sceneRows)
    }
}
