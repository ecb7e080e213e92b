/// Turns a view tree's presentation state into a grid of terminal cells: every visible view,
/// root first, subviews back to front, drawn over its parent.
public enum Rasterizer {
    public static func render(_ root: View, columns: Int, rows: Int, mode: RenderMode = .halfBlocks) -> Grid {
        let context = DrawingContext(canvas: Canvas(columns: columns, rows: rows, background: .black),
                                     mode: mode, bounds: .zero, toCanvas: .identity, opacity: 1)
        draw(root, into: context, parentTransform: .identity, parentOpacity: 1, isRoot: true)
        return context.canvas.grid()
    }

    private static func draw(_ view: View, into context: DrawingContext, parentTransform: AffineTransform,
                             parentOpacity: Double, isRoot: Bool) {
        guard !view.isHidden else { return }
        let shown = view.presentation
        let opacity = parentOpacity * shown.alpha.clamped(to: 0...1)
        guard opacity >= 0.01 else { return }
        // The root is drawn where it is (its own coordinates are the frame's); a subview through
        // its centre, bounds and transform.
        let local = isRoot
            ? AffineTransform(translationX: -shown.bounds.minX, y: -shown.bounds.minY)
            : view.toSuperview(center: shown.center, bounds: shown.bounds, transform: shown.transform)
        let toCanvas = local.concatenating(parentTransform)
        guard toCanvas.isFinite else { return }
        let viewContext = DrawingContext(canvas: context.canvas, mode: context.mode, bounds: shown.bounds,
                                         toCanvas: toCanvas, opacity: opacity)
        view.draw(in: viewContext)
        for subview in view.subviews {
            draw(subview, into: context, parentTransform: toCanvas, parentOpacity: opacity, isRoot: false)
        }
    }
}
