import MoveMeTerminal

/// Which overlays show, and their layer for the screen's size, made again only when one of
/// them comes, goes or changes, or the size changes.
public struct Overlays {
    public let depth: ColorDepth
    public var showsHint: Bool
    public var showsHelp = false
    /// The bottom row's text in a scene that has a caption (`Caption.text`); nil in MoveMe.
    public var caption: String?
    private var cached: (showsHint: Bool, showsHelp: Bool, caption: String?, layer: OverlayLayer)?

    public init(depth: ColorDepth, showsHint: Bool) {
        self.depth = depth
        self.showsHint = showsHint
    }

    /// A scene's caption takes the bottom row from the hint; the help goes over everything. The
    /// help says everything the hint does, so with both only the help is drawn.
    public mutating func layer(columns: Int, rows: Int) -> OverlayLayer {
        if let cached, cached.showsHint == showsHint, cached.showsHelp == showsHelp, cached.caption == caption,
           cached.layer.columns == columns, cached.layer.rows == rows {
            return cached.layer
        }
        var layer = OverlayLayer(columns: columns, rows: rows)
        if let caption {
            Caption.draw(caption, on: &layer, depth: depth)
        } else if showsHint && !showsHelp {
            Hint.draw(on: &layer, depth: depth)
        }
        if showsHelp { HelpBox.draw(on: &layer, depth: depth) }
        cached = (showsHint, showsHelp, caption, layer)
        return layer
    }
}
