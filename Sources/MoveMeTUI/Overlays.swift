import MoveMeTerminal

/// Which overlays show, and their layer for the screen's size, made again only when one of
/// them comes or goes or the size changes.
public struct Overlays {
    public let depth: ColorDepth
    public var showsHint: Bool
    public var showsHelp = false
    private var cached: (showsHint: Bool, showsHelp: Bool, layer: OverlayLayer)?

    public init(depth: ColorDepth, showsHint: Bool) {
        self.depth = depth
        self.showsHint = showsHint
    }

    /// The hint under the help: the help says everything the hint does, so with both only the
    /// help is drawn.
    public mutating func layer(columns: Int, rows: Int) -> OverlayLayer {
        if let cached, cached.showsHint == showsHint, cached.showsHelp == showsHelp,
           cached.layer.columns == columns, cached.layer.rows == rows {
            return cached.layer
        }
        var layer = OverlayLayer(columns: columns, rows: rows)
        if showsHelp {
            HelpBox.draw(on: &layer, depth: depth)
        } else if showsHint {
            Hint.draw(on: &layer, depth: depth)
        }
        cached = (showsHint, showsHelp, layer)
        return layer
    }
}
