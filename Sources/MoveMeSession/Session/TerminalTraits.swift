import MoveMeTerminal

/// What the terminal a session starts on is like, as the terminal around it found out: its size
/// (a resize says the next), its colours, how it draws the scene's moving views, and what the
/// session says once at the start that it cannot do.
public struct TerminalTraits: Equatable, Sendable {
    /// Its size in cells.
    public var columns: Int
    public var rows: Int
    /// The colours it shows.
    public var depth: ColorDepth
    /// How it draws the scene's moving views: images where it can (the cell's size in pixels
    /// comes later, `SessionEvent.cellPixels`).
    public var graphics: GraphicsMode
    /// Whether its terminfo entry describes a mouse (kmous). Where it does not (vt100, vt220,
    /// ansi) the mouse modes are sent all the same, as many such TERMs run in terminals that have
    /// one, and the bottom row says at the start that the keys work.
    public var describesMouse: Bool
    /// Why the kind of image asked for is not drawn, said on the bottom row at the start.
    public var graphicsFallback: GraphicsFallback?

    public init(columns: Int, rows: Int, depth: ColorDepth = .palette256, graphics: GraphicsMode = .cells,
                describesMouse: Bool = true, graphicsFallback: GraphicsFallback? = nil) {
        self.columns = columns
        self.rows = rows
        self.depth = depth
        self.graphics = graphics
        self.describesMouse = describesMouse
        self.graphicsFallback = graphicsFallback
    }
}
