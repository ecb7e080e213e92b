import MoveMeCore
import MoveMeScenes
import MoveMeTerminal

/// The screen's parts, worked out once whenever the screen's size or what shares it changes:
/// the scene's room (all of the screen, or what the inspector leaves), the rows the scene is
/// laid out in (a caption takes the room's bottom row), and where a pointer cell falls. The
/// only place sizes are clamped.
struct Layout: Equatable {
    /// The whole screen.
    let columns: Int
    let rows: Int
    /// Where the inspector goes; nil while it is closed.
    let inspector: InspectorPlacement?
    /// The scene's part of the screen, its caption's row included; it starts at the top left.
    let roomColumns: Int
    let roomRows: Int
    /// The rows the scene is laid out in: its room less the caption's row (or, in a short room,
    /// the bottom row).
    let sceneRows: Int

    init(columns: Int, rows: Int, showsInspector: Bool, showsCaption: Bool) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        inspector = showsInspector ? InspectorPlacement.choose(columns: self.columns, rows: self.rows) : nil
        let room = inspector?.scene(columns: self.columns, rows: self.rows) ?? (self.columns, self.rows)
        (roomColumns, roomRows) = room
        sceneRows = roomRows - (Self.reservesBottomRow(roomRows: roomRows, showsCaption: showsCaption) ? 1 : 0)
    }

    /// Whether the scene is laid out above the room's bottom row, which a caption or a short
    /// room keeps to itself.
    static func reservesBottomRow(roomRows: Int, showsCaption: Bool) -> Bool {
        (showsCaption || roomRows < shortRows) && roomRows > 1
    }

    /// A room of fewer rows keeps its bottom row to itself, as for a caption, whatever it shows
    /// (the hint, a notice, or nothing yet): in it the placard at rest, five rows centred,
    /// would reach the bottom row and the hint be drawn over it. From 7 rows it rests clear of
    /// it, and the scene has every row, as it always had.
    static let shortRows = Int(PlacardView.height) / 2 + 2

    /// A pointer cell as the scene sees it. A press outside the scene's room (on the panel) is
    /// no touch: nil. A drag or release outside is held at the room's edge, as a finger stops
    /// at the edge of the glass.
    func sceneCell(column: Int, row: Int, isPress: Bool) -> (column: Int, row: Int)? {
        let inside = column < roomColumns && row < roomRows
        if isPress && !inside { return nil }
        return (min(column, max(0, roomColumns - 1)), min(row, max(0, roomRows - 1)))
    }

    /// Where a pointer falls in the scene's window, in points (a cell is one point wide and two
    /// tall), or nil for a press outside the room: the cell as `sceneCell` holds it, and inside
    /// it the place the terminal reported, where it reported pixels (SGR-Pixels) — to the
    /// pixel of the half-block picture down, finer than a cell across. An axis held at the
    /// room's edge, or a report in cells, takes the cell's centre, as `Scene.point` does.
    func scenePoint(_ mouse: MouseEvent) -> Point? {
        let isPress = mouse.kind == .press
        guard let (column, row) = sceneCell(column: mouse.column, row: mouse.row, isPress: isPress) else { return nil }
        let exact = mouse.exactPosition
        let x = column == mouse.column ? exact?.x ?? Double(column) + 0.5 : Double(column) + 0.5
        let y = row == mouse.row ? exact?.y ?? Double(row) + 0.5 : Double(row) + 0.5
        return Point(x: x, y: y * 2)
    }
}
