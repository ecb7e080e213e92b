/// Frames: when one is due, drawing it (the scene, the overlays, the changed cells), how long
/// the shell may sleep, and the layout they are drawn at.
extension Session {
    /// Draws a frame if one is due at `time`: the scene advanced and rendered at the screen's
    /// size, the overlays over it, the changed cells to the backend. True if a frame was drawn.
    @discardableResult
    public func drawIfDue(at time: Double) -> Bool {
        // A delayed perform due (a single tap's) changes the scene with no input: a frame.
        if let due = scene.nextTimerTime, due <= time { scheduler.setNeedsFrame() }
        expireNotice(at: time)
        guard scheduler.isFrameDue(at: time, isAnimating: scene.isAnimating) else { return false }
        let start = stopwatch()
        if !inputAdvancedScene(to: time) { scene.advance(to: time) }
        sceneAdvancedByInput = nil
        overlays.caption = captionText
        overlays.fingers = fingerRings
        // The scene may have only part of the screen (the inspector, a caption have the rest):
        // it is drawn at the screen's size, and the overlays cover what lies outside it.
        let changed = scene.render(with: renderer, columns: layout.columns, rows: layout.rows, overlays.depth.renderMode)
        guard let grid = renderer.grid else { return false }
        if configuration.showsInspector {
            overlays.inspector = Inspector.panel(model: scene.snapshot(), dynamics: scene.dynamicsSnapshot, editing: scene.editingSnapshot(),
                                                 columns: grid.columns, rows: grid.rows, strings: strings)
        }
        let layer = overlays.layer(columns: grid.columns, rows: grid.rows)
        let rendered = stopwatch()
        let cells = screen.present(scene: grid, changed: changed, overlay: layer)
        let drawn = stopwatch()
        if cells > 0 { backend.flush() }
        stats.record(render: rendered - start, draw: drawn - rendered, update: stopwatch() - drawn, cells: cells)
        scheduler.didDrawFrame(at: time, isAnimating: scene.isAnimating)
        return true
    }

    /// Whether the input just handled at `time` (a drag's or a release's fingers, which meet
    /// the scene as it is then) already took the scene to `time` and left nothing for another
    /// turn at the same moment: no animation or delayed perform to run. The frame then draws
    /// the scene as it is; advanced again, it did the same work twice. A layout the input asked
    /// for (a pinch's new transform) is the only work that can be left then: the layout pass
    /// runs (one look at the root when nothing asked), and a whole turn only if it started
    /// something.
    private func inputAdvancedScene(to time: Double) -> Bool {
        guard sceneAdvancedByInput == time, !scene.isAnimating else { return false }
        if let due = scene.nextTimerTime, due <= time { return false }
        scene.window.layoutIfNeeded()
        if let due = scene.nextTimerTime, due <= time { return false }
        return !scene.isAnimating
    }

    /// Milliseconds the shell may sleep before something is due (a frame, or the scene's next
    /// delayed perform: a single tap waiting out the double-tap interval); nil: until input
    /// comes.
    public func timeout(at time: Double) -> Int32? {
        let frame = scheduler.timeout(at: time, isAnimating: scene.isAnimating)
        var wait = frame
        /// The wait shortened to `deadline`, in whole milliseconds, at most a minute.
        func shorten(to deadline: Double) {
            let milliseconds = Int32(min(max(0, ((deadline - time) * 1000).rounded(.up)), 60_000))
            wait = min(wait ?? milliseconds, milliseconds)
        }
        // The scene's next timer (a single tap waiting); already due, `drawIfDue` asked for the
        // frame that runs it, which the scheduler times (no spinning at 0 ms until the input
        // interval lets it draw).
        if let due = scene.nextTimerTime, due.isFinite, !(due <= time && frame != nil) { shorten(to: due) }
        // A preferences save waiting.
        if let save = preferencesSchedule.deadline { shorten(to: save) }
        // The notice on the bottom row (a refused paste) going.
        if let noticeExpiry { shorten(to: noticeExpiry) }
        return wait
    }

    /// The terminal's picture is gone or wrong (resize, resume): the next frame is drawn whole.
    public func invalidate() {
        sceneAdvancedByInput = nil
        screen.invalidate()
        renderer.invalidate()
        scheduler.setNeedsFrame()
    }

    /// The screen is now this size: the layout again, and everything drawn anew.
    public func resize(columns: Int, rows: Int) {
        layOut(columns: columns, rows: rows)
        invalidate()
    }

    /// Lays the screen out again (at a new size, if given) and the scene in its room, if that
    /// changed. A held placard stays under the pointer (cells count from the top left, so the
    /// pointer's cell is where it was); a resting one re-centres; a recipe is laid out again at
    /// the new scale and goes on.
    func layOut(columns: Int? = nil, rows: Int? = nil) {
        sceneAdvancedByInput = nil
        layout = Layout(columns: columns ?? layout.columns, rows: rows ?? layout.rows,
                        showsInspector: configuration.showsInspector, showsCaption: configuration.showsHint && scene.caption != nil)
        if !configuration.showsInspector { overlays.inspector = nil }
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
