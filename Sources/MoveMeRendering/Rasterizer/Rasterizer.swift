import MoveMeCore
/// Turns a view tree's presentation state into terminal cells: every visible view, root first,
/// subviews back to front, drawn over its parent.
public enum Rasterizer {
    /// A whole frame.
    ///
    /// - Parameters:
    ///   - root: The tree to draw: a window, or any view (its presentation values are drawn).
    ///   - columns: The frame's width in cells.
    ///   - rows: The frame's height in cells.
    ///   - mode: Half-block pixels in colour, or box drawing without colour.
    ///   - pictured: Views drawn as images elsewhere, which the cells leave out.
    /// - Returns: The frame, every cell of it.
    public static func render(_ root: View, columns: Int, rows: Int, mode: RenderMode = .halfBlocks,
                              pictured: PicturedViews = PicturedViews()) -> Grid {
        render(layers(of: root, pictured: pictured), columns: columns, rows: rows, mode: mode, contents: DrawnContents())
    }

    /// A whole frame of `layers`, each view's drawing kept in `contents`.
    static func render(_ layers: [Layer], columns: Int, rows: Int, mode: RenderMode, contents: DrawnContents) -> Grid {
        let canvas = Canvas(columns: columns, rows: rows, clip: CellRect(columns: columns, rows: rows), background: .black)
        draw(layers, into: canvas, mode: mode, contents: contents)
        // The canvas's clip is the whole frame: its cells are the grid's, made once each (not a
        // grid of blanks made first and every cell stored over it).
        return Grid(columns: columns, rows: rows, cells: canvas.cells())
    }

    /// One view as it will be drawn: where, how opaque, and what it shows.
    struct Layer: Equatable {
        let view: View
        /// From the bounds the content was drawn in (`bounds`) to the canvas: the view's own
        /// map, after its `contentMode` has placed old content in new bounds.
        let toCanvas: AffineTransform
        let opacity: Double
        let bounds: Rect
        let backgroundColor: Color?
        let displayVersion: Int
        /// The bounds of the ancestors that clip it, innermost last.
        let clips: [ClipRegion]

        /// The cells it may touch, with a cell to spare for rounding.
        var cells: CellRect {
            CellRect(covering: toCanvas.apply(to: bounds)).insetBy(-1)
        }

        /// The cells under the marked part of its content (`setNeedsDisplay(in:)`), when that is
        /// all that changed since it was `old` in the last frame and the part holds every mark
        /// since then; nil otherwise (it is drawn again where it is and where it was). The
        /// view's marks are read, not kept in the layer: collected this frame, they are the
        /// layer's, and a larger layer would cost every frame a copy.
        func markedDamage(since old: Layer) -> CellRect? {
            let marked = view.invalidRegion
            guard let rect = marked.rect, marked.since == old.displayVersion, displayVersion == view.displayVersion,
                  toCanvas == old.toCanvas, opacity == old.opacity, bounds == old.bounds,
                  backgroundColor == old.backgroundColor, clips == old.clips else { return nil }
            return CellRect(covering: toCanvas.apply(to: rect))
        }

        static func == (a: Layer, b: Layer) -> Bool {
            a.view === b.view && a.toCanvas == b.toCanvas && a.opacity == b.opacity && a.bounds == b.bounds
                && a.backgroundColor == b.backgroundColor && a.displayVersion == b.displayVersion && a.clips == b.clips
        }
    }

    /// The visible views in drawing order, each with its presentation transform to the frame.
    static func layers(of root: View, pictured: PicturedViews = PicturedViews()) -> [Layer] {
        var result: [Layer] = []
        layers(of: root, pictured: pictured, into: &result)
        return result
    }

    /// The same into `layers`, emptied first and its storage kept (a renderer's, each frame).
    static func layers(of root: View, pictured: PicturedViews = PicturedViews(), into layers: inout [Layer]) {
        layers.removeAll(keepingCapacity: true)
        collect(root, parentTransform: .identity, parentOpacity: 1, clips: [], isRoot: true, pictured: pictured,
                into: &layers)
    }

    /// Appends `view` and its visible subtree, under ancestors that give it `parentTransform`
    /// (to the frame), `parentOpacity` and `clips` (the pixel rasterizer draws a subtree alone).
    /// `pictured`: views left out, with their subviews. `transform`: the view's own transform
    /// drawn instead of the one shown (its contents at the model's scale, `PixelRasterizer`).
    static func collect(_ view: View, parentTransform: AffineTransform, parentOpacity: Double,
                        clips: [ClipRegion], isRoot: Bool, pictured: PicturedViews = PicturedViews(),
                        transform: AffineTransform? = nil, into layers: inout [Layer]) {
        guard !view.isHidden, !pictured.contains(view) else { return }
        var shown = view.presentation
        if let transform { shown.transform = transform }
        let opacity = parentOpacity * shown.alpha.clamped(to: 0...1)
        guard opacity >= 0.01 else { return }
        // The root is drawn where it is (its own coordinates are the frame's); a subview through
        // its centre, bounds and transform.
        let local = isRoot
            ? AffineTransform(translationX: -shown.bounds.minX, y: -shown.bounds.minY)
            : View.toSuperview(center: shown.center, bounds: shown.bounds, transform: shown.transform)
        let toCanvas = local.concatenating(parentTransform)
        guard toCanvas.isFinite else { return }
        // Content drawn in other bounds than these is placed by the content mode.
        let drawn = view.displayIfNeeded()
        if let content = view.contentMode.contentTransform(drawnIn: drawn, bounds: shown.bounds) {
            layers.append(Layer(view: view, toCanvas: content.concatenating(toCanvas), opacity: opacity, bounds: drawn,
                                backgroundColor: shown.backgroundColor, displayVersion: view.displayVersion, clips: clips))
        }
        var inner = clips
        if view.clipsToBounds { inner.append(ClipRegion(fromCanvas: toCanvas.inverted(), bounds: shown.bounds)) }
        for subview in view.subviews {
            collect(subview, parentTransform: toCanvas, parentOpacity: opacity, clips: inner, isRoot: false,
                    pictured: pictured, into: &layers)
        }
    }

    /// Draws the layers that touch the canvas's region into it, each view's drawing kept in
    /// `contents` (and drawn from there while it holds): its background colour first, as a
    /// layer's, then what its `draw(in:)` drew.
    static func draw(_ layers: [Layer], into canvas: Canvas, mode: RenderMode, contents: DrawnContents) {
        for layer in layers where !layer.cells.intersection(canvas.clip).isEmpty {
            let context = DrawingContext(canvas: canvas, mode: mode, bounds: layer.bounds, toCanvas: layer.toCanvas,
                                         opacity: layer.opacity, clips: layer.clips, displayVersion: layer.displayVersion)
            if let color = layer.backgroundColor { context.fill(color) }
            contents.content(of: layer.view, displayVersion: layer.displayVersion, in: context).draw(into: context)
        }
    }
}
