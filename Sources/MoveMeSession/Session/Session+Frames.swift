import MoveMeCore
import MoveMeRendering
import MoveMeScenes
import MoveMeTerminal
/// Frames: when one is due, drawing it (the scene, the overlays, the changed cells), how long
/// the runtime may sleep, and the layout they are drawn at.
extension Session {
    /// Draws a frame into `backend` if one is due at `time`: the scene advanced and rendered at
    /// the screen's size, the overlays' planes over it, the changed cells to the backend. True
    /// if a frame was drawn.
    func drawIfDue(at time: Double, into backend: Backend) -> Bool {
        // A delayed perform due (a single tap's) changes the scene with no input: a frame.
        if let due = scene.nextTimerTime, due <= time { presenter.scheduler.setNeedsFrame() }
        expireNotice(at: time)
        guard presenter.scheduler.isFrameDue(at: time, isAnimating: scene.isAnimating) else { return false }
        let start = presenter.stopwatch()
        // Already taken to `time` by the input of this moment (a drag's), the scene does
        // nothing more here: advancing it twice to one time is a no-op.
        scene.advance(to: time)
        presenter.rings = fingerRings
        // The scene may have only part of the screen (the inspector, a caption have the rest):
        // it is drawn at the screen's size, and the planes cover what lies outside it.
        let layout = presenter.layout
        presenter.inspectorPanel = configuration.showsInspector
            ? Inspector.panel(model: scene.snapshot(), dynamics: scene.dynamicsSnapshot, editing: scene.editingSnapshot(),
                              columns: layout.columns, rows: layout.rows, logScrolledBack: inspectorLogScroll, strings: strings)
            : nil
        presenter.compositor.update(from: self, columns: layout.columns, rows: layout.rows, style: presenter.style)
        let left = presenter.pictures.drawsImages ? preparePictures() : []
        let changed = scene.render(with: presenter.renderer, columns: layout.columns, rows: layout.rows,
                                   presenter.style.depth.renderMode)
        guard let grid = presenter.renderer.grid else { return false }
        let rendered = presenter.stopwatch()
        var cells = presenter.screen.present(scene: grid, changed: changed, overlay: presenter.compositor.layer,
                                             into: backend)
        let images = presenter.pictures.drawsImages ? presenter.pictures.commands(over: grid, cellsDrawn: cells > 0) : ""
        if !images.isEmpty { backend.drawGraphics(images) }
        // The cells an image left, after the new images: a terminal that shows a frame half read
        // then shows the old image or the new one whole, never neither.
        cells += presenter.screen.repaint(left, scene: grid, into: backend)
        let drawn = presenter.stopwatch()
        if cells > 0 || !images.isEmpty { backend.flush() }
        presenter.stats.record(render: rendered - start, draw: drawn - rendered, update: presenter.stopwatch() - drawn,
                               cells: cells)
        presenter.scheduler.didDrawFrame(at: time, isAnimating: scene.isAnimating)
        return true
    }

    /// Which of the scene's views are images this frame (within the scene's room, above a
    /// bottom row; sixel's never on the screen's last row, where painting one would scroll
    /// the screen); returns the cells an image left, to be drawn again after the images.
    private func preparePictures() -> [CellRect] {
        let layout = presenter.layout
        let bottomRowShows = !(presenter.compositor.plane(of: BottomRowOverlay.self)?.cells.isEmpty ?? true)
        var rows = layout.roomRows - (bottomRowShows && layout.sceneRows == layout.roomRows ? 1 : 0)
        if presenter.pictures.mode == .sixel { rows = min(rows, layout.rows - 1) }
        presenter.renderer.pictured = presenter.pictures.prepare(scene.pictureViews, columns: layout.roomColumns,
                                                                 rows: max(0, rows), overlay: presenter.compositor.layer)
        return presenter.pictures.takeCellsToRepaint()
    }

    /// The terminal's picture is gone or wrong (resize, resume): the next frame is drawn whole.
    func invalidate() {
        presenter.invalidate()
    }

    /// The screen is now this size: the layout again, and everything drawn anew.
    func resize(columns: Int, rows: Int) {
        layOut(columns: columns, rows: rows)
        invalidate()
    }

    /// The layout, shortened: the screen's size and its parts.
    var layout: Layout { presenter.layout }

    /// Lays the screen out again (at a new size, if given) and the scene in its room, if that
    /// changed. A held placard stays under the pointer (cells count from the top left, so the
    /// pointer's cell is where it was); a resting one re-centres; a recipe is laid out again at
    /// the new scale and goes on.
    func layOut(columns: Int? = nil, rows: Int? = nil) {
        let layout = Layout(columns: columns ?? presenter.layout.columns, rows: rows ?? presenter.layout.rows,
                            showsInspector: configuration.showsInspector,
                            showsCaption: configuration.showsHint && scene.caption != nil)
        presenter.layout = layout
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
                                 columns: presenter.layout.roomColumns, rows: presenter.layout.sceneRows)
    }
}
