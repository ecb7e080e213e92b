/// How the rasterizer paints areas.
public enum RenderMode: Sendable {
    /// Two pixels a cell (upper half block, foreground over background): smooth motion and
    /// gradients, for terminals with colour.
    case halfBlocks
    /// Box-drawing outlines and reverse video, for terminals without colour.
    case boxDrawing
}
