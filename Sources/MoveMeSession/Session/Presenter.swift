import MoveMeRendering

/// The session's picture, apart from what it shows: the screen's size and how it is shared
/// (`layout`, the one place the size is kept), the scene's renderer, the overlays' planes, the
/// front buffer, when frames are due and what they cost. The application's state (the scene,
/// the configuration, the modal boxes) is the session's own.
final class Presenter {
    /// The screen's size and its parts: the scene's room, the inspector's, the bottom row.
    var layout: Layout
    /// Draws the scene's frames, only the cells under what changed. A frame of a new size (the
    /// first, one after `invalidate` or a resize) is not listed cell by cell: the screen has
    /// no picture of that size either, and repaints it whole.
    let renderer: Renderer = {
        let renderer = Renderer()
        renderer.listsEveryCellOfANewFrame = false
        return renderer
    }()
    /// The overlays, each a plane over the scene made again only when its inputs change.
    let compositor = Compositor()
    /// What the terminal shows, compared once a frame with the scene and the planes over it.
    let screen = Screen()
    /// The scene's moving views as images, where the terminal draws them.
    let pictures: Pictures
    var scheduler: FrameScheduler
    /// What the overlays draw with: the terminal's colours, the user's language.
    let style: OverlayStyle
    /// The edit menu on screen, for every scene's application (the menu controller's presenter).
    let editMenu: EditMenu
    /// This frame's inspector panel while the configuration shows it, and the fingers' rings:
    /// what their planes are made from.
    var inspectorPanel: InspectorPanel?
    var rings: [FingerRings.Ring] = []
    /// What the frames cost; `stopwatch` reads the time it takes (the real clock in the
    /// program; a test's stays still). The costs themselves only with MOVEME_STATS=1.
    var stats: FrameStats
    let stopwatch: () -> Double

    init(layout: Layout, style: OverlayStyle, framesPerSecond: Int, keepsStatistics: Bool, pictures: Pictures,
         stopwatch: @escaping () -> Double) {
        self.layout = layout
        self.pictures = pictures
        self.style = style
        editMenu = EditMenu(strings: style.strings)
        scheduler = FrameScheduler(framesPerSecond: framesPerSecond)
        stats = FrameStats(keepsSamples: keepsStatistics)
        self.stopwatch = stopwatch
    }

    /// The terminal's picture is gone or wrong (resize, resume): the next frame is drawn whole.
    func invalidate() {
        screen.invalidate()
        renderer.invalidate()
        pictures.invalidate()
        scheduler.setNeedsFrame()
    }
}
